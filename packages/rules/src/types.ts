/**
 * Public types: the contract's SchemaField, ValidationResult and SchemaValidationReport (openapi/
 * paths/schema.yaml and submission.yaml), and the values a submission carries.
 */

/** Field kinds of the contract's `FieldKind`. */
export type FieldKind = 'image' | 'mesh' | 'animation' | 'audio' | 'texture' | 'text' | 'number' | 'enum' | 'list' | 'file';

/** Field kinds whose value is an uploaded file. */
export const FILE_KINDS: readonly FieldKind[] = ['image', 'mesh', 'animation', 'audio', 'texture', 'file'];

/** One rule of a field: `{ rule, params }` (the contract's `SchemaFieldRule`). */
export interface SchemaFieldRule {
  readonly rule: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** One input of a schema (the contract's `SchemaField`). */
export interface SchemaField {
  readonly key: string;
  readonly label?: string;
  readonly description?: string;
  readonly kind: FieldKind;
  readonly required?: boolean;
  readonly options?: readonly string[];
  readonly rules?: readonly SchemaFieldRule[];
}

/**
 * A file to check. In the API a file field holds an asset id; here it holds the file itself, which
 * never leaves the machine.
 */
export interface RuleFile {
  readonly name?: string;
  readonly bytes: Uint8Array;
  /**
   * The file's size in bytes when it is known without reading it (a browser File's `size`, a
   * stat): a file above the API's upload limit is refused without its bytes (`asset_too_large`).
   */
  readonly size?: number;
}

export type FieldValue = string | number | readonly string[] | RuleFile;

/** A submission's `values`, by field key. */
export type SubmissionValues = Readonly<Record<string, FieldValue | undefined>>;

/** The verdict of one rule on one field (the contract's `ValidationResult`). */
export interface ValidationResult {
  readonly field: string;
  readonly rule: string;
  readonly status: 'pending' | 'passed' | 'failed';
  /** Failed only: the rule error code from the catalogue. */
  readonly code?: string;
  /** Failed only: the rule message with its placeholders filled in. */
  readonly message?: string;
  readonly measured?: Readonly<Record<string, unknown>>;
  /** Pending only (an addition of this package): why the rule was not run here, and what the API does instead. */
  readonly reason?: string;
}

/** One item of a 422 problem's `errors` (the contract's `ProblemFieldError`). */
export interface ProblemFieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
}

/** What `validateAgainstSchema` answers (the contract's `SchemaValidationReport`, without `schemaId`). */
export interface ValidationReport {
  readonly valid: boolean;
  readonly errors: readonly ProblemFieldError[];
  readonly results: readonly ValidationResult[];
}

export interface ValidateOptions {
  /** As in the API: when true, required fields that are absent are not reported. */
  readonly partial?: boolean;
}
