/**
 * The validating step in front of the Prism mock (tests/unit/client.contract.test.ts).
 *
 * Prism checks request bodies with a JSON Schema validator that does not honour
 * `unevaluatedProperties: false`, so it accepts an unknown field in createQuest or createReward
 * although the API description forbids it. This step validates every JSON request body against
 * its operation's schema with ajv's JSON Schema 2020-12 (the dialect of OpenAPI 3.1) and answers
 * a body that fails as the API does: 422 `validation_failed`, an `application/problem+json`
 * document whose `errors` name each field with a code of the error catalogue. Valid requests go
 * on to Prism unchanged.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { findError } from '@site/src/data/errors';
import { compileInDocument, createAjv, operations, resolveRef, type Json } from './openapiDocument';

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

/** `/config/guildId` + a property name → `config.guildId`, arrays as `rewards[0]`. */
function fieldPath(instancePath: string, property?: string): string {
  const parts = instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (property !== undefined) parts.push(property);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/**
 * One entry per offending field. A body that matches no branch of a discriminated union
 * (`type` of a quest or reward, `rule` of a schema field rule) makes ajv report the errors of
 * every branch; like the API, keep only those of the branch that the discriminator selects, and
 * leave out the `oneOf`/`anyOf` summaries.
 */
export function fieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const otherBranches = errors
    .filter((error) => (error.keyword === 'const' || error.keyword === 'enum') && /\/(type|rule)$/.test(error.instancePath))
    .map((error) => error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/properties/')))
    .filter((prefix) => prefix !== '');
  let relevant = errors.filter(
    (error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword) && !otherBranches.some((prefix) => error.schemaPath.startsWith(`${prefix}/`)),
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
    const field = fieldPath(error.instancePath, property) || '(body)';
    const code = FIELD_CODES[error.keyword] ?? 'field_format_invalid';
    const key = `${field} ${code}`;
    if (!result.has(key)) result.set(key, { field, code, message: error.message ?? 'is invalid' });
  }
  return [...result.values()];
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function requestId(): string {
  let id = 'req_';
  for (let index = 0; index < 26; index += 1) id += CROCKFORD[Math.floor(Math.random() * 32)];
  return id;
}

/** The 422 problem document the API returns for `errors` (catalogue entry `validation_failed`). */
export function validationProblem(instance: string, errors: readonly FieldError[]): Json {
  const entry = findError('validation_failed');
  return {
    type: `https://docs.guildforge.io/docs/api/errors#${entry.code}`,
    title: entry.title,
    status: entry.status,
    detail: `${errors.length} ${errors.length === 1 ? 'field is' : 'fields are'} invalid.`,
    instance,
    code: entry.code,
    requestId: requestId(),
    errors,
  };
}

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  /** Path parameters in the template: literal paths are tried first. */
  readonly templated: number;
  readonly validate: () => ValidateFunction | undefined;
}

/** Creates the step: `check(request)` answers a 422 Response, or undefined to let the request through. */
export function createRequestValidator(): {
  check(request: Request, basePath: string): Promise<Response | undefined>;
  /** Compiles the body schema of an operation now (compiling QuestCreate takes seconds on a busy machine). */
  prepare(method: string, path: string): void;
} {
  const ajv = createAjv();
  const routes: Route[] = operations.map(({ method, path, operation }) => {
    let compiled: ValidateFunction | undefined | null = null;
    return {
      method: method.toUpperCase(),
      pattern: new RegExp(
        `^${path
          .split('/')
          .map((segment) => (segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
          .join('/')}$`,
      ),
      templated: (path.match(/\{/g) ?? []).length,
      validate: () => {
        if (compiled === null) {
          const body = operation.requestBody ? resolveRef<Json>(operation.requestBody) : undefined;
          const schema = ((body?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
          compiled = schema ? compileInDocument(ajv, schema) : undefined;
        }
        return compiled;
      },
    };
  });
  routes.sort((a, b) => a.templated - b.templated);
  return {
    prepare(method, path) {
      routes.find((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(path))?.validate();
    },
    async check(request, basePath) {
      if (!(request.headers.get('Content-Type') ?? '').includes('json')) return undefined;
      const path = new URL(request.url).pathname.slice(basePath.length) || '/';
      const route = routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(path));
      const validate = route?.validate();
      if (!validate) return undefined;
      const text = await request.clone().text();
      if (text === '') return undefined;
      if (validate(JSON.parse(text))) return undefined;
      const problem = validationProblem(`/v1${path}`, fieldErrors(validate.errors ?? []));
      return new Response(JSON.stringify(problem), { status: 422, headers: { 'Content-Type': 'application/problem+json' } });
    },
  };
}
