/**
 * The contract sandbox: answers a Fetch API `Request` the way the Guildforge API would, from
 * the contract alone. It runs in the reader's browser behind MSW (./browser.ts) and in Node
 * in the unit tests, with the same code.
 *
 * Order of checks, as the API does them: route (404 `route_not_found`, 405
 * `method_not_allowed`), credentials (401), path, query and header parameters (400
 * `invalid_parameter`, `idempotency_key_invalid`), the body (415, 400 `invalid_json`, 422
 * `validation_failed` with `errors[]`, `unevaluatedProperties` honoured), with the contract's
 * limits that JSON Schema cannot state: 413 `payload_too_large` above the request body limit, and
 * 422 for a property above its `x-max-json-bytes`. A valid request
 * gets the documented response the reader picked, else the answer of the flows' state (./flow.ts),
 * else the operation's first documented 2xx example.
 *
 * Parameters and bodies are checked by validators ajv generated at build time
 * (scripts/sandboxValidators.ts): compiling a schema here would take `new Function`, which the
 * site's Content-Security-Policy does not allow.
 */
import { createRouter, responseOf, type Json, type SandboxContract, type SandboxOperation, type SandboxParameter, type SandboxValidators } from './contract';
import { MOCK_API_KEY, MOCK_USER_TOKEN } from './credentials';
import { fieldErrors, problem, validationProblem, type FieldError, type SandboxProblemCode } from './problems';
import { flowAnswer } from './flow';
import type { SandboxState, SandboxStateStore } from './state';

export interface SandboxAnswer {
  readonly status: number;
  readonly contentType?: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Sandbox {
  /** Answers a request whose path starts with `basePath` (e.g. `/mock-api/v1`). */
  handle(request: Request): Promise<Response>;
  answer(request: Request): Promise<SandboxAnswer>;
  /** The operation a method and path (after `basePath`) name, if any. */
  operationOf(method: string, path: string): SandboxOperation | undefined;
  readonly contract: SandboxContract;
  readonly store: SandboxStateStore;
}

/** Rate-limit figures from the contract's conventions, by the kind of caller. */
const RATE_LIMITS = { projectKey: 600, userToken: 120, public: 10 } as const;

const utf8 = new TextEncoder();

/** A credential the explorer writes when the reader typed none (`Bearer <TOKEN>`, `<Guildforge-Api-Key>`). */
const isPlaceholder = (value: string) => value.trim() === '' || /^<[^>]*>$/.test(value.trim());

export function createSandbox(contract: SandboxContract, validators: SandboxValidators, store: SandboxStateStore, basePath: string): Sandbox {
  const router = createRouter(contract);
  // A contract and validators from different generate runs would let requests through unchecked.
  for (const operation of contract.operations) {
    const locations = new Set([...operation.parameters.map((parameter) => parameter.in).filter((location) => location !== 'cookie'), ...(operation.body ? ['body' as const] : [])]);
    const missing = [...locations].filter((location) => !validators[operation.operationId]?.[location]);
    if (missing.length > 0) throw new Error(`The sandbox has no ${missing.join(', ')} validator for ${operation.operationId}: run npm run generate.`);
  }
  const validatorsOf = (operation: SandboxOperation) => validators[operation.operationId] ?? {};

  const fail = (code: SandboxProblemCode, instance: string, detail: string, errors?: readonly FieldError[]): SandboxAnswer => {
    const entry = contract.problems[code];
    return { status: entry.status, contentType: 'application/problem+json', body: problem(code, entry, instance, detail, errors) };
  };

  /** undefined when a security alternative is met, else the 401 to send. */
  const checkCredentials = (operation: SandboxOperation, request: Request, instance: string): SandboxAnswer | undefined => {
    if (operation.security.length === 0 || operation.security.some((alternative) => alternative.length === 0)) return undefined;
    let wrong: SandboxAnswer | undefined;
    for (const alternative of operation.security) {
      const met = alternative.every((name) => {
        const scheme = contract.securitySchemes[name];
        if (scheme?.type === 'http' && scheme.scheme === 'bearer') {
          const header = request.headers.get('authorization') ?? '';
          const token = /^Bearer\s+(.*)$/i.exec(header)?.[1] ?? '';
          if (isPlaceholder(token)) return false;
          if (token === MOCK_USER_TOKEN) return true;
          wrong ??= fail('invalid_token', instance, `The sandbox accepts only its own user token, ${MOCK_USER_TOKEN}.`);
          return false;
        }
        if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
          const key = request.headers.get(scheme.name) ?? '';
          if (isPlaceholder(key)) return false;
          if (key === MOCK_API_KEY) return true;
          wrong ??= fail('invalid_api_key', instance, `The sandbox accepts only its own test key, ${MOCK_API_KEY}.`);
          return false;
        }
        return false;
      });
      if (met) return undefined;
    }
    return (
      wrong ??
      fail(
        'missing_credentials',
        instance,
        `Send ${operation.security
          .flat()
          .map((name) => (contract.securitySchemes[name]?.type === 'apiKey' ? `a ${contract.securitySchemes[name].name} header` : 'an Authorization Bearer token'))
          .join(' or ')}. The sandbox accepts the token ${MOCK_USER_TOKEN} and the key ${MOCK_API_KEY}.`,
      )
    );
  };

  const checkParameters = (operation: SandboxOperation, request: Request, url: URL, pathParams: Record<string, string>, instance: string) => {
    const parameterValidators = validatorsOf(operation);
    const values: Record<SandboxParameter['in'], Json> = { path: { ...pathParams }, query: {}, header: {}, cookie: {} };
    for (const parameter of operation.parameters) {
      if (parameter.in === 'query') {
        const all = url.searchParams.getAll(parameter.name);
        if (all.length === 0) continue;
        values.query[parameter.name] = parameter.schema.type === 'array' ? all.flatMap((value) => value.split(',')) : all[all.length - 1];
      } else if (parameter.in === 'header') {
        const value = request.headers.get(parameter.name);
        if (value !== null) values.header[parameter.name.toLowerCase()] = value;
      }
    }
    const idempotency = operation.parameters.find((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key');
    const errors: FieldError[] = [];
    for (const location of ['path', 'query', 'header'] as const) {
      const validate = parameterValidators[location];
      if (validate && !validate(values[location])) errors.push(...fieldErrors(validate.errors ?? [], location));
    }
    if (idempotency) {
      const field = `header.${idempotency.name.toLowerCase()}`;
      const keyErrors = errors.filter((error) => error.field.toLowerCase() === field);
      if (keyErrors.length > 0) {
        return {
          problem: fail(
          'idempotency_key_invalid',
          instance,
          values.header['idempotency-key'] === undefined
            ? `${operation.operationId} requires an Idempotency-Key header (1 to 255 printable ASCII characters; a UUID v4 is recommended).`
            : 'The Idempotency-Key must be 1 to 255 printable ASCII characters; a UUID v4 is recommended.',
          keyErrors.map((error) => ({ ...error, field: 'header.Idempotency-Key' })),
          ),
        };
      }
    }
    if (errors.length === 0) return { values };
    const named = errors.map((error) => ({ ...error, field: error.field.replace(/^header\.([a-z-]+)/, (_match, name: string) => `header.${headerName(operation, name)}`) }));
    return { problem: fail('invalid_parameter', instance, `${named.length} ${named.length === 1 ? 'parameter is' : 'parameters are'} invalid.`, named) };
  };

  const checkBody = async (operation: SandboxOperation, request: Request, instance: string): Promise<{ body?: unknown; problem?: SandboxAnswer }> => {
    const text = ['GET', 'HEAD'].includes(request.method) ? '' : await request.text();
    // The body limit holds for every operation, before the body is read as JSON, as the API's front end refuses it.
    const bytes = Math.max(utf8.encode(text).length, Number(request.headers.get('content-length')) || 0);
    if (bytes > contract.maxBodyBytes) {
      return { problem: fail('payload_too_large', instance, `The body has ${bytes} bytes; the API takes at most ${contract.maxBodyBytes} bytes (${contract.maxBodyBytes / 2 ** 20} MiB).`) };
    }
    if (!operation.body) return {};
    if (text.trim() === '') {
      if (!operation.body.required) return {};
      return { problem: { ...validationAnswer(instance, [{ field: '(body)', code: 'field_required', message: 'This operation needs a JSON body.' }]) } };
    }
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^application\/([a-z.+-]*\+)?json\b/i.test(contentType)) {
      return { problem: fail('unsupported_media_type', instance, `Send the body as application/json; the request said ${contentType || 'nothing'}.`) };
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      return { problem: fail('invalid_json', instance, `The body is not valid JSON: ${(error as Error).message}`) };
    }
    const validate = validatorsOf(operation).body;
    if (validate && !validate(body)) return { body, problem: validationAnswer(instance, fieldErrors(validate.errors ?? [])) };
    const oversized = Object.entries(operation.body.jsonByteLimits ?? {}).flatMap(([name, limit]): FieldError[] => {
      const value = (body as Json)[name];
      const size = value === undefined ? 0 : utf8.encode(JSON.stringify(value)).length;
      return size > limit ? [{ field: name, code: 'field_too_long', message: `is ${size} bytes of JSON; at most ${limit} are allowed` }] : [];
    });
    if (oversized.length > 0) return { body, problem: validationAnswer(instance, oversized) };
    return { body };
  };

  const validationAnswer = (instance: string, errors: readonly FieldError[]): SandboxAnswer => ({
    status: 422,
    contentType: 'application/problem+json',
    body: validationProblem(contract.problems.validation_failed, instance, errors),
  });

  /** The documented example named by a pick (`409:alreadyClaimed`), with this request's `instance`. */
  const documented = (operation: SandboxOperation, status: string, name: string | undefined, instance: string): SandboxAnswer | undefined => {
    const response = responseOf(contract, operation, status);
    if (!response) return undefined;
    const example = response.examples.find((candidate) => candidate.name === name) ?? response.examples[0];
    let body = example?.value;
    if (body && typeof body === 'object' && !Array.isArray(body) && 'instance' in body) body = { ...(body as Json), instance };
    return { status: Number(status), contentType: body === undefined ? undefined : response.contentType, body };
  };

  const successOf = (operation: SandboxOperation, instance: string): SandboxAnswer => {
    const status = Object.keys(operation.responses)
      .filter((code) => /^2\d\d$/.test(code))
      .sort()[0];
    return documented(operation, status, undefined, instance) ?? { status: 204 };
  };

  const answer = async (request: Request): Promise<SandboxAnswer> => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
    const instance = `/v1${path}`;
    const matched = router.match(request.method, path);
    if (!matched) {
      const allowed = router.allows(path);
      if (allowed.length > 0) {
        return { ...fail('method_not_allowed', instance, `${path} allows ${allowed.join(', ')}.`), headers: { Allow: allowed.join(', ') } };
      }
      return fail('route_not_found', instance, `No operation of the Guildforge API has the path ${path}.`);
    }
    const { operation, pathParams } = matched;
    const credentials = checkCredentials(operation, request, instance);
    if (credentials) return credentials;
    const parameters = checkParameters(operation, request, url, pathParams, instance);
    if (parameters.problem) return parameters.problem;
    const { body, problem: bodyProblem } = await checkBody(operation, request, instance);
    if (bodyProblem) return bodyProblem;

    const state = store.read();
    const key = parameters.values?.header['idempotency-key'] as string | undefined;
    const fingerprint = `${request.method} ${path} ${JSON.stringify(body ?? null)}`;
    if (key !== undefined) {
      const kept = state.idempotency[key];
      if (kept && kept.fingerprint !== fingerprint) {
        return fail('idempotency_key_reused', instance, `The Idempotency-Key ${key} was sent with a different request; use a new key for a new request.`);
      }
      if (kept) return { status: kept.status, contentType: kept.contentType, body: kept.body, headers: { 'Idempotent-Replayed': 'true' } };
    }
    const pick = state.picks[operation.operationId];
    const [pickedStatus, pickedName] = pick ? [pick.slice(0, pick.indexOf(':')), pick.slice(pick.indexOf(':') + 1)] : [];
    const result =
      (pickedStatus ? documented(operation, pickedStatus, pickedName, instance) : undefined) ??
      flowAnswer({
        operation,
        pathParams,
        query: parameters.values?.query ?? {},
        body,
        state,
        instance,
        success: () => successOf(operation, instance),
        examples: (status) => responseOf(contract, operation, status)?.examples.map((example) => example.value) ?? [],
        fail,
      }) ??
      successOf(operation, instance);
    if (key !== undefined && result.status < 500) {
      state.idempotency[key] = { fingerprint, status: result.status, contentType: result.contentType, body: result.body };
    }
    store.write(state);
    return result;
  };

  const rateLimit = (request: Request, operation: SandboxOperation | undefined) => {
    if (!operation || operation.security.length === 0) return RATE_LIMITS.public;
    return request.headers.get('authorization') ? RATE_LIMITS.userToken : RATE_LIMITS.projectKey;
  };

  return {
    contract,
    store,
    answer,
    operationOf: (method, path) => router.match(method, path)?.operation,
    async handle(request) {
      const url = new URL(request.url);
      const path = url.pathname.slice(basePath.length) || '/';
      const operation = router.match(request.method, path)?.operation;
      const limit = rateLimit(request, operation);
      const result = await answer(request);
      const headers = new Headers(result.headers);
      headers.set('RateLimit-Limit', String(limit));
      headers.set('RateLimit-Remaining', String(limit - 1));
      headers.set('RateLimit-Reset', '60');
      if (result.body === undefined) return new Response(null, { status: result.status, headers });
      headers.set('Content-Type', result.contentType ?? 'application/json');
      return new Response(JSON.stringify(result.body, null, 2), { status: result.status, headers });
    },
  };
}

function headerName(operation: SandboxOperation, lower: string): string {
  return operation.parameters.find((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === lower)?.name ?? lower;
}

export type { SandboxState };
