/**
 * Problem documents (RFC 9457, `application/problem+json`) as the Guildforge API writes them:
 * `type`, `title`, `status`, `detail`, `instance`, `code`, `requestId`, and for 422 `errors[]`
 * with `field`, `code` and `message`. Used by the in-browser sandbox and by the validating step
 * in front of Prism in the unit tests (tests/unit/contractValidator.ts).
 */
import type { ErrorObject } from 'ajv';
import { problemType } from '@site/src/data/errors/paths';

type Json = { [key: string]: unknown };

/** The catalogue codes the sandbox answers with itself; their status and title come from the catalogue. */
export const SANDBOX_PROBLEM_CODES = [
  'validation_failed',
  'invalid_parameter',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'missing_credentials',
  'invalid_token',
  'invalid_api_key',
  'route_not_found',
  'method_not_allowed',
  'quest_already_started',
  'quest_not_completed',
  'quest_already_claimed',
  'reward_already_redeemed',
] as const;

export type SandboxProblemCode = (typeof SANDBOX_PROBLEM_CODES)[number];

/** Catalogue code for each ajv keyword that can fail (src/data/errors/api.ts, "request" domain). */
const FIELD_CODES: Record<string, string> = {
  unevaluatedProperties: 'field_unknown',
  additionalProperties: 'field_unknown',
  required: 'field_required',
  type: 'field_type_mismatch',
  minLength: 'field_too_short',
  maxLength: 'field_too_long',
  minItems: 'field_too_short',
  maxItems: 'field_too_long',
  minimum: 'field_out_of_range',
  maximum: 'field_out_of_range',
  exclusiveMinimum: 'field_out_of_range',
  exclusiveMaximum: 'field_out_of_range',
  enum: 'field_enum_mismatch',
  const: 'field_enum_mismatch',
  uniqueItems: 'field_duplicate_items',
};

export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** `/config/guildId` + a property name → `config.guildId`, arrays as `rewards[0]`; `prefix` names a parameter's place (`query`). */
export function fieldPath(instancePath: string, property?: string, prefix = ''): string {
  const parts = instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (property !== undefined) parts.push(property);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), prefix);
}

/**
 * One entry per offending field. A body that matches no branch of a discriminated union
 * (`type` of a quest or reward, `rule` of a schema field rule) makes ajv report the errors of
 * every branch; like the API, keep only those of the branch that the discriminator selects, and
 * leave out the `oneOf`/`anyOf` summaries.
 */
export function fieldErrors(errors: readonly ErrorObject[], prefix = ''): FieldError[] {
  const otherBranches = errors
    .filter((error) => (error.keyword === 'const' || error.keyword === 'enum') && /\/(type|rule)$/.test(error.instancePath))
    .map((error) => error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/properties/')))
    .filter((branch) => branch !== '');
  let relevant = errors.filter(
    (error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword) && !otherBranches.some((branch) => error.schemaPath.startsWith(`${branch}/`)),
  );
  // A branch that fails leaves its properties "unevaluated" (`type`, `config`): those reports
  // follow from the other errors, so they count only when nothing else is wrong.
  if (relevant.some((error) => error.keyword !== 'unevaluatedProperties')) {
    relevant = relevant.filter((error) => error.keyword !== 'unevaluatedProperties');
  }
  const result = new Map<string, FieldError>();
  for (const error of relevant.length > 0 ? relevant : errors) {
    const params = error.params as Record<string, unknown>;
    const property = (params.unevaluatedProperty ?? params.additionalProperty ?? params.missingProperty) as string | undefined;
    const field = fieldPath(error.instancePath, property, prefix) || '(body)';
    const code = FIELD_CODES[error.keyword] ?? 'field_format_invalid';
    const key = `${field} ${code}`;
    if (!result.has(key)) result.set(key, { field, code, message: error.message ?? 'is invalid' });
  }
  return [...result.values()];
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A prefixed ID in the API's format: `<prefix>_` and 26 Crockford base32 characters. */
export function newId(prefix: string): string {
  let id = `${prefix}_`;
  for (let index = 0; index < 26; index += 1) id += CROCKFORD[Math.floor(Math.random() * 32)];
  return id;
}

export interface ProblemEntry {
  readonly status: number;
  readonly title: string;
}

/** A problem document for a catalogue code. */
export function problem(code: string, entry: ProblemEntry, instance: string, detail: string, errors?: readonly FieldError[]): Json {
  return {
    type: problemType(code),
    title: entry.title,
    status: entry.status,
    detail,
    instance,
    code,
    requestId: newId('req'),
    ...(errors ? { errors } : {}),
  };
}

/** The 422 problem document the API returns for invalid body fields (catalogue entry `validation_failed`). */
export function validationProblem(entry: ProblemEntry, instance: string, errors: readonly FieldError[]): Json {
  return problem(
    'validation_failed',
    entry,
    instance,
    `${errors.length} ${errors.length === 1 ? 'field is' : 'fields are'} invalid.`,
    errors,
  );
}
