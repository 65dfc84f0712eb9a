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
import type { ValidateFunction } from 'ajv';
import { findError } from '@site/src/data/errors';
import { fieldErrors, validationProblem as toValidationProblem, type FieldError } from '@site/src/api/sandbox/problems';
import { compileInDocument, createAjv, operations, resolveRef, type Json } from './openapiDocument';

/** The 422 problem document the API returns for `errors` (catalogue entry `validation_failed`). */
export function validationProblem(instance: string, errors: readonly FieldError[]): Json {
  return toValidationProblem(findError('validation_failed'), instance, errors);
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
