/**
 * The shapes of what the package knows about each rule. The facts themselves are generated from the
 * site's registries into `generated/` (scripts/generateRuleFacts.mts), one module per rule group.
 */

/** A JSON Schema object, as the API description publishes `RuleParams<Id>`. */
export type JsonSchema = { readonly [key: string]: unknown };

/** The modules rules are checked in; each loads only the decoders its group needs. */
export type RuleModuleName = 'text' | 'misc' | 'image' | 'texture' | 'audio' | 'mesh';

export type RuleEvaluation =
  | { readonly mode: 'instant' }
  | { readonly mode: 'async'; readonly service: string; readonly p50Seconds: number; readonly p95Seconds: number };

export interface RuleFacts {
  readonly id: string;
  readonly group: string;
  readonly title: string;
  readonly appliesTo: readonly string[];
  readonly evaluation: RuleEvaluation;
  /** Error code → message template, as the rule page shows them. */
  readonly errors: Readonly<Record<string, string>>;
  /** The rule's `RuleParams<Id>` schema. */
  readonly params: JsonSchema;
  /** The page's example schema field. */
  readonly exampleField: Readonly<Record<string, unknown>>;
}

/** One problem a params validator found, as ajv reports it. */
export interface ParamsProblem {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * A params schema compiled ahead of time (ajv standalone code in `generated/<group>Params.ts`):
 * answers whether the data is valid and leaves the problems of the last call in `errors`.
 */
export interface ParamsValidator {
  (data: unknown): boolean;
  readonly errors?: readonly ParamsProblem[] | null;
}
