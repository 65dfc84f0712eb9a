/**
 * Shape of one UGC validation rule in the rule registry.
 *
 * The registry is the single source for everything the rule reference says about a
 * rule. Parameter schemas are NOT stored here: they live in the API description as
 * `components.schemas.RuleParams<RuleId>` (see `openapi/rules/`), and the rule page
 * reads them from the generated schema module, so the docs and the API cannot drift.
 */
import type { FileReadingTopicId } from './fileReading';

export type RuleGroup =
  | 'Animation'
  | 'Audio'
  | 'Image'
  | 'Material/Texture'
  | 'Mesh'
  | 'Misc'
  | 'Misc/Enum'
  | 'Misc/Number'
  | 'Text';

/** Field kinds a schema field can have (Schema resource, `fields[].kind`). */
export type FieldKind = 'image' | 'mesh' | 'animation' | 'audio' | 'texture' | 'text' | 'number' | 'enum' | 'list' | 'file';

export type RuleEvaluation =
  | { readonly mode: 'instant' }
  | {
      readonly mode: 'async';
      /** Name of the Guildforge feature server that runs the check (see GET /feature-servers). */
      readonly service: 'vision' | 'moderation' | 'geometry' | 'audio';
      /** Typical latency at the 50th and 95th percentile, in seconds. */
      readonly p50Seconds: number;
      readonly p95Seconds: number;
    };

/** A rule failure message. `{name}` placeholders are filled from params or measured values. */
export interface RuleError {
  /** Code from the product error catalogue (src/data/errors). */
  readonly code: string;
  readonly messageTemplate: string;
  /** When this code is raised rather than another of the rule's codes. */
  readonly when: string;
}

/** One example input with the verdict the API gives for it. */
export interface RuleExample {
  /** What the input is, e.g. "a 1024 × 1024 PNG with an alpha channel". */
  readonly input: string;
  /** The rule params used (must validate against the rule's params schema). */
  readonly params: Readonly<Record<string, unknown>>;
  /** Values the validator measured, as returned in `validation.results[].measured`. */
  readonly measured?: Readonly<Record<string, unknown>>;
  readonly verdict: 'pass' | 'fail';
  /** Required when verdict is 'fail': the exact error the API returns. */
  readonly error?: { readonly code: string; readonly message: string };
}

export interface RuleDefinition {
  /** Exactly the rule name from the spec, e.g. 'HueArcLength'. Also the `rule` value in a schema. */
  readonly id: string;
  readonly group: RuleGroup;
  /** Page title, e.g. 'Hue arc length'. */
  readonly title: string;
  /** One line, shown in the rules index. No trailing period. */
  readonly summary: string;
  /** Precise definition: what is measured, how (formulas, colour spaces, units), and the verdict. Markdown-free plain paragraphs separated by blank lines. */
  readonly explanation: string;
  readonly appliesTo: readonly FieldKind[];
  /** File formats the rule can read, where relevant (e.g. ['png', 'jpeg', 'webp']). */
  readonly formats?: readonly string[];
  readonly evaluation: RuleEvaluation;
  /**
   * Sections of a shared page (src/data/rules/fileReading.ts) that describe how this rule
   * reads its input, linked from the rule page instead of repeated in `explanation`.
   */
  readonly reads?: { readonly topic: FileReadingTopicId; readonly sections: readonly string[] };
  readonly errors: readonly RuleError[];
  /** A schema field using the rule, exactly as sent in POST /schemas `fields[]`. */
  readonly exampleField: Readonly<Record<string, unknown>>;
  /** At least one 'pass' and one 'fail'. */
  readonly examples: readonly RuleExample[];
  /** Ids of related rules (must exist). */
  readonly related: readonly string[];
  /** Limits and caveats, one sentence or two each. */
  readonly caveats: readonly string[];
  /** False for Misc/KeyType and Misc/MaxFileSize, which have pages but no sidebar entry. */
  readonly inSidebar: boolean;
}
