/**
 * The in-browser sandbox validates with code generated at build time (scripts/sandboxValidators.ts),
 * because the site's Content-Security-Policy allows no `eval` or `new Function`.
 *
 * 1. With `Function` and `eval` replaced by stand-ins that throw, the sandbox module and its
 *    validators load, and a sandbox answers valid and invalid bodies, coerced query values,
 *    headers and path parameters as it does with them in place.
 * 2. The generated validators say what ajv's run-time compile of the same schemas with the same
 *    options says (validity, error objects, coerced values), so src/api/sandbox/problems.ts reads
 *    the errors it was written for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json, SandboxContract, SandboxValidators } from '@site/src/api/sandbox/contract';
import { MOCK_API_KEY, MOCK_USER_TOKEN } from '@site/src/api/sandbox/credentials';
import type { SandboxAnswer } from '@site/src/api/sandbox/sandbox';
import { MOCK_SERVER_PATH } from '@site/src/config/site';
import { sandboxSchemas } from '@site/scripts/sandboxContract';
import { createSandboxAjv, validatorSchemas } from '@site/scripts/sandboxValidators';

const root = path.join(import.meta.dirname, '../..');
const contract = JSON.parse(readFileSync(path.join(root, 'src/data/generated/sandboxContract.json'), 'utf8')) as SandboxContract;
const doc = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as Json;

/** The documented request body of an operation, from the API description. */
function documentedBody(operationId: string): Json | undefined {
  for (const item of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId !== operationId || !operation.requestBody) continue;
      let body = operation.requestBody as Json;
      if (typeof body.$ref === 'string') body = (doc.components as Record<string, Record<string, Json>>).requestBodies[body.$ref.split('/').pop()!];
      const media = (body.content as Record<string, Json>)['application/json'];
      const example = media.example ?? Object.values((media.examples ?? {}) as Record<string, Json>)[0]?.value;
      return example === undefined ? undefined : (structuredClone(example) as Json);
    }
  }
  return undefined;
}

const withCredentials = { 'Guildforge-Api-Key': MOCK_API_KEY, Authorization: `Bearer ${MOCK_USER_TOKEN}` };
const questId = 'qst_01JDRX5FR9FDFY6XQZP2Q4G7A4';
const userQuestId = 'uqs_01JDEC6TC98AE36A5CK212703Y';
const webhook = documentedBody('createWebhook')!;

/** Requests that reach every kind of validator, valid and not, in an order whose answers do not depend on each other's state. */
const requests: readonly { readonly name: string; readonly method: string; readonly route: string; readonly headers?: Record<string, string>; readonly body?: unknown }[] = [
  { name: 'valid body', method: 'POST', route: '/webhooks', body: webhook },
  { name: 'body: wrong type, missing field', method: 'POST', route: '/webhooks', body: { ...webhook, url: 42, events: undefined } },
  { name: 'body: unknown field', method: 'POST', route: '/quests', body: { ...documentedBody('createQuest'), colour: 'teal' } },
  { name: 'query coerced to a number', method: 'GET', route: '/user-quests?limit=5' },
  { name: 'query out of range', method: 'GET', route: '/user-quests?limit=500' },
  { name: 'query not a number', method: 'GET', route: '/user-quests?limit=many' },
  { name: 'valid header and path', method: 'POST', route: `/user-quests/${userQuestId}/check`, headers: { 'Idempotency-Key': 'check-1' } },
  { name: 'header missing', method: 'POST', route: `/user-quests/${userQuestId}/claim` },
  { name: 'header too long', method: 'POST', route: `/user-quests/${userQuestId}/claim`, headers: { 'Idempotency-Key': 'k'.repeat(256) } },
  { name: 'path not an ID', method: 'POST', route: '/quests/quest-one/start', headers: { 'Idempotency-Key': 'start-1' } },
  { name: 'valid path', method: 'GET', route: `/quests/${questId}` },
];

interface Seen {
  readonly name: string;
  readonly status: number;
  readonly code?: unknown;
  readonly errors?: unknown;
}

/** Loads the sandbox as the browser does (its module and the generated validators) and sends `requests`. */
async function answers(): Promise<Seen[]> {
  const [{ createSandbox }, { memoryStore }, { default: validators }] = await Promise.all([
    import('@site/src/api/sandbox/sandbox'),
    import('@site/src/api/sandbox/state'),
    import('@site/src/data/generated/sandboxValidators.mjs'),
  ]);
  const sandbox = createSandbox(contract, validators, memoryStore(), MOCK_SERVER_PATH);
  const seen: Seen[] = [];
  for (const { name, method, route, headers, body } of requests) {
    const answer: SandboxAnswer = await sandbox.answer(
      new Request(`http://localhost${MOCK_SERVER_PATH}${route}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...withCredentials, ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const problem = (answer.contentType === 'application/problem+json' ? answer.body : {}) as Json;
    seen.push({ name, status: answer.status, code: problem.code, errors: problem.errors });
  }
  return seen;
}

/** Runs `task` while `Function` (as a call and a constructor) and `eval` throw, and restores them. */
async function withoutCodeGeneration<T>(task: () => Promise<T>): Promise<{ result?: T; refused: string[] }> {
  const refused: string[] = [];
  const { Function: realFunction, eval: realEval } = globalThis;
  const standIn = (name: string) => {
    const refuse = function (...args: unknown[]): never {
      refused.push(`${name}(${args.map((arg) => String(arg).slice(0, 60)).join(', ')})`);
      throw new EvalError(`${name} called at run time (a strict CSP refuses it)`);
    };
    refuse.prototype = realFunction.prototype;
    return refuse;
  };
  globalThis.Function = standIn('Function') as unknown as FunctionConstructor;
  globalThis.eval = standIn('eval');
  try {
    return { result: await task(), refused };
  } catch (error) {
    refused.push(String(error));
    return { refused };
  } finally {
    globalThis.Function = realFunction;
    globalThis.eval = realEval;
  }
}

describe('the sandbox generates no code at run time', () => {
  it('loads and answers every kind of request with Function and eval unavailable, as it does with them', async () => {
    // First, so that the sandbox's modules are loaded (and would compile) under the stand-ins.
    const strict = await withoutCodeGeneration(answers);
    expect(strict.refused, 'code generated at run time').toEqual([]);
    const usual = await answers();
    expect(strict.result).toEqual(usual);
    const byName = Object.fromEntries(usual.map((seen) => [seen.name, seen]));
    expect(byName['valid body'].status).toBe(201);
    expect(byName['body: wrong type, missing field']).toMatchObject({
      status: 422,
      errors: expect.arrayContaining([expect.objectContaining({ field: 'url', code: 'field_type_mismatch' }), expect.objectContaining({ field: 'events', code: 'field_required' })]),
    });
    expect(byName['body: unknown field']).toMatchObject({ status: 422, errors: [expect.objectContaining({ field: 'colour', code: 'field_unknown' })] });
    expect(byName['query coerced to a number'].status).toBe(200);
    expect(byName['query out of range']).toMatchObject({ status: 400, code: 'invalid_parameter', errors: [expect.objectContaining({ field: 'query.limit', code: 'field_out_of_range' })] });
    expect(byName['query not a number']).toMatchObject({ status: 400, code: 'invalid_parameter', errors: [expect.objectContaining({ field: 'query.limit', code: 'field_type_mismatch' })] });
    expect(byName['valid header and path'].status).toBe(200);
    expect(byName['header missing']).toMatchObject({ status: 400, code: 'idempotency_key_invalid', errors: [expect.objectContaining({ field: 'header.Idempotency-Key', code: 'field_required' })] });
    expect(byName['header too long']).toMatchObject({ status: 400, code: 'idempotency_key_invalid', errors: [expect.objectContaining({ field: 'header.Idempotency-Key', code: 'field_too_long' })] });
    expect(byName['path not an ID']).toMatchObject({ status: 400, code: 'invalid_parameter', errors: [expect.objectContaining({ field: 'path.questId', code: 'field_format_invalid' })] });
    expect(byName['valid path'].status).toBe(200);
  });

  it('imports nothing of ajv in the sandbox but types', () => {
    for (const file of readdirSync(path.join(root, 'src/api/sandbox')).filter((name) => /\.tsx?$/.test(name))) {
      const source = readFileSync(path.join(root, 'src/api/sandbox', file), 'utf8');
      const imports = [...source.matchAll(/^import\s+(type\s+)?[^'"]*from\s+'(ajv[^']*)'/gm)];
      expect(
        imports.filter((match) => !match[1]).map((match) => match[2]),
        `${file} imports ajv's compiler; use the validators npm run generate writes`,
      ).toEqual([]);
    }
  });
});

describe('the generated validators', () => {
  const schemas = sandboxSchemas(doc);
  // Imported in the tests, not here, so that the first describe block loads it under the stand-ins.
  const generated = async (): Promise<SandboxValidators> => (await import('@site/src/data/generated/sandboxValidators.mjs')).default;
  const entries = validatorSchemas(contract);
  const compilers = { true: createSandboxAjv(schemas, true, false), false: createSandboxAjv(schemas, false, false) };

  /** Inputs that pass and fail in many ways: the documented body, each of its fields replaced, and shapes no schema wants. */
  function probes(entry: (typeof entries)[number]): unknown[] {
    const shapes: unknown[] = [{}, { unknownField: 'x' }, [], 'x', null];
    if (entry.location !== 'body') {
      const names = Object.keys(entry.schema.properties as Json);
      return [...shapes, Object.fromEntries(names.map((name) => [name, 'x'])), Object.fromEntries(names.map((name) => [name, ''])), Object.fromEntries(names.map((name) => [name, '12']))];
    }
    const example = documentedBody(entry.operationId);
    if (!example || typeof example !== 'object' || Array.isArray(example)) return shapes;
    return [...shapes, example, ...Object.keys(example).flatMap((key) => [{ ...example, [key]: 42 }, { ...example, [key]: undefined }])];
  }

  it('cover every operation of the contract that has parameters or a body', async () => {
    const validators = await generated();
    expect(entries.length).toBeGreaterThan(150);
    for (const entry of entries) expect(typeof validators[entry.operationId]?.[entry.location], `${entry.operationId} ${entry.location}`).toBe('function');
  });

  it("report what ajv's run-time compile reports, error objects and coerced values included", async () => {
    const validators = await generated();
    let compared = 0;
    for (const entry of entries) {
      const compiled = compilers[String(entry.location !== 'body') as 'true' | 'false'].compile(entry.schema);
      const validate = validators[entry.operationId][entry.location]!;
      for (const probe of probes(entry)) {
        const [expected, actual] = [structuredClone(probe), structuredClone(probe)].map((data, index) => {
          const check = index === 0 ? compiled : validate;
          const valid = check(data);
          return { valid, errors: check.errors ?? null, data };
        });
        expect(actual, `${entry.operationId} ${entry.location} ${JSON.stringify(probe)?.slice(0, 120)}`).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
