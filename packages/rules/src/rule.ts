/**
 * What a rule check is given and what it answers. Each group module (groups/*.ts) exports a
 * `checks` table of these, keyed by rule id; the core (check.ts) validates the params, fills the
 * message and shapes the ValidationResult.
 */
import type { FieldValue, RuleFile, SchemaField, SubmissionValues } from './types.js';

export interface RuleInput {
  readonly field: SchemaField;
  /** The field's value (never undefined: rules do not run on absent values). */
  readonly value: FieldValue;
  /** The rule's params with the schema's defaults filled in. */
  readonly params: Readonly<Record<string, unknown>>;
  /** Every value of the submission, for rules that read other fields. */
  readonly values: SubmissionValues;
}

export type RuleOutcome =
  | { readonly status: 'passed'; readonly measured?: Record<string, unknown> }
  | {
      readonly status: 'failed';
      readonly code: string;
      readonly measured?: Record<string, unknown>;
      /** Placeholders the message needs that are not reported in `measured` (e.g. `service`). */
      readonly fill?: Record<string, unknown>;
    }
  | { readonly status: 'pending'; readonly reason: string; readonly measured?: Record<string, unknown> };

export type RuleCheck = (input: RuleInput) => RuleOutcome | Promise<RuleOutcome>;

export type RuleChecks = Readonly<Record<string, RuleCheck>>;

/** The value as a string, or throws a ValueKindError the core turns into submission_field_type_mismatch. */
export class ValueKindError extends Error {}

export function textValue(value: FieldValue): string {
  if (typeof value !== 'string') throw new ValueKindError('a text value');
  return value;
}

export function numberValue(value: FieldValue): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ValueKindError('a finite number');
  return value;
}

export function fileValue(value: FieldValue): RuleFile {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !((value as RuleFile).bytes instanceof Uint8Array)) {
    throw new ValueKindError('a file');
  }
  return value as RuleFile;
}

export function listValue(value: FieldValue): readonly string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new ValueKindError('a list of options');
  return value as readonly string[];
}

/** Result of a rule that needs Guildforge's servers. */
export function serverOnly(reason: string): RuleOutcome {
  return { status: 'pending', reason };
}

/** Thrown by a check whose params are wrong in a way only the check can see (e.g. an XSD that does not compile). */
export class ParamsError extends Error {}
