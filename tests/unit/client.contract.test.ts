/**
 * Contract tests: @guildforge/client against a Prism mock of generated/openapi.yaml.
 *
 * Prism validates every request against the API description and reports what it rejects in the
 * `sl-violations` response header. The fetch below records those headers, and `afterEach` fails
 * any test that sent a request the description does not allow, so the client's paths,
 * parameters, headers and bodies are checked against the description, not against our
 * assumptions. The "rejects" tests prove the check bites: a body without a required field is
 * rejected with 422 and surfaces as a GuildforgeError.
 *
 * Prism's validator does not honour `unevaluatedProperties: false`, so it would accept an
 * unknown field in createQuest or createReward. A validating step (./contractValidator.ts)
 * therefore checks every JSON body with ajv's JSON Schema 2020-12 before Prism sees it, and
 * answers a body the description forbids with the API's 422 `validation_failed` problem
 * document; the tests below prove it for both operations.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GuildforgeError, createGuildforgeClient, type GuildforgeClient, type Schemas } from '../../packages/client/src/index';
import { findError } from '@site/src/data/errors';
import { createRequestValidator } from './contractValidator';
import { compileInDocument, createAjv, openapi, resolveRef, type Json } from './openapiDocument';

const root = path.resolve(import.meta.dirname, '../..');
const spec = path.join(root, 'generated/openapi.yaml');
const prismCli = path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');

const QUEST_ID = 'qst_01JD8X5Q2K7M9N3P4R6S8T0V2W';
const USER_QUEST_ID = 'uqs_01JD8XA3M5P7R9T1V3X5Z7B9D1';
const SCHEMA_ID = 'sch_01JK5M3M65E005ZDT20HPEE410';
const ASSET_ID = 'ast_01JNTK74WKMNDDM0VPJXA7VS23';

let prism: ChildProcess | undefined;
let baseUrl = '';
let prismOutput = '';

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  status: number;
  violations: unknown[];
  /** True when the validating step answered and Prism never saw the request. */
  rejectedByValidator: boolean;
}
const sent: Sent[] = [];
const validator = createRequestValidator();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Sends a request to Prism. A keep-alive socket that Prism closed while a slow test was busy
 * fails with a socket error before anything was sent; such a request is sent once more.
 */
async function toPrism(request: Request): Promise<Response> {
  try {
    return await fetch(request.clone());
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'ECONNRESET' && cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(request.clone());
  }
}

/** Validates each request's body (see contractValidator.ts), then records it and the violations Prism found in it. */
const recordingFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const rejected = await validator.check(request, new URL(baseUrl).pathname.replace(/\/$/, ''));
  const response = rejected ?? (await toPrism(request));
  const header = response.headers.get('sl-violations');
  sent.push({
    method: request.method,
    url: request.url,
    headers: request.headers,
    status: response.status,
    violations: header ? (JSON.parse(header) as unknown[]) : [],
    rejectedByValidator: rejected !== undefined,
  });
  return response;
};

/** The first request example of an operation in the API description. */
function requestExample(path: string, method: string): Json {
  const operation = ((openapi.paths as Json)[path] as Json)[method] as Json;
  const media = (resolveRef<Json>(operation.requestBody).content as Json)['application/json'] as Json;
  const first = Object.values(media.examples as Json)[0];
  return structuredClone(resolveRef<Json>(first).value as Json);
}

function client(): GuildforgeClient {
  return createGuildforgeClient({
    baseUrl,
    userToken: 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImdmLTIwMjUtMDEifQ.eyJzdWIiOiJ1c3JfMDFKRENOTkhZTTdERlA0UjRTN1A3TVk2SDUifQ.c2lnbmF0dXJl',
    fetch: recordingFetch,
    maxRetries: 0,
  });
}

/** Violations of the requests a test sent; a test that expects some takes them with this. */
function takeViolations(): unknown[] {
  const violations = sent.flatMap((entry) => entry.violations);
  sent.length = 0;
  return violations;
}

beforeAll(async () => {
  if (!existsSync(spec)) throw new Error('generated/openapi.yaml is missing: run `npx tsx scripts/generate.mts` first.');
  for (const path of ['/quests', '/rewards', '/auth/sign-in', '/submissions']) validator.prepare('post', path);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  prism = spawn(process.execPath, [prismCli, 'mock', spec, '--port', String(port), '--host', '127.0.0.1', '--errors'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 240 s:\n${prismOutput}`)), 240_000);
    const onData = (chunk: Buffer) => {
      prismOutput += chunk.toString();
      if (prismOutput.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism!.stdout!.on('data', onData);
    prism!.stderr!.on('data', onData);
    prism!.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${prismOutput}`));
    });
  });
}, 250_000);

afterAll(async () => {
  if (prism && prism.exitCode === null) {
    const exited = new Promise((resolve) => prism!.once('exit', resolve));
    prism.kill('SIGTERM');
    await exited;
  }
});

afterEach(() => {
  const violations = takeViolations();
  expect(violations, 'requests the API description does not allow').toEqual([]);
});

describe('@guildforge/client against the API description (Prism)', () => {
  it('GET: reads a quest by id', async () => {
    const quest = await client().get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } });
    expect(quest.id).toMatch(/^qst_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(['draft', 'scheduled', 'active', 'paused', 'ended', 'archived']).toContain(quest.status);
    expect(sent[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('POST with a body: signs in and creates a submission', async () => {
    const gf = client();
    const tokens = await gf.post('/auth/sign-in', {
      body: { projectId: 'prj_01JBP54FZK34F7MEHD7VXJ3W5Z', email: 'rin@example.com', password: 'correct horse battery staple' },
    });
    expect(tokens.tokenType).toBe('Bearer');
    expect(tokens.expiresIn).toBe(3600);

    const submission: Schemas['Submission'] = await gf.post('/submissions', {
      body: { schemaId: SCHEMA_ID, title: 'Ranger skin: Autumn', values: { albedo: ASSET_ID } },
    });
    expect(submission.id).toMatch(/^sub_/);
    expect(sent.map((entry) => entry.status)).toEqual([200, 201]);
    expect(sent.every((entry) => entry.headers.get('Idempotency-Key'))).toBe(true);
  });

  it('paginate: follows nextCursor with the same filters', async () => {
    const gf = client();
    const ids: string[] = [];
    for await (const quest of gf.paginate('/quests', { params: { query: { limit: 1, status: 'active' } } })) {
      ids.push(quest.id);
      if (ids.length === 3) break;
    }
    expect(ids).toHaveLength(3);
    const urls = sent.map((entry) => new URL(entry.url));
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(urls[0]!.searchParams.has('cursor')).toBe(false);
    expect(urls[1]!.searchParams.get('cursor')).toBeTruthy();
    expect(urls.every((url) => url.searchParams.get('status') === 'active' && url.searchParams.get('limit') === '1')).toBe(true);
  });

  it('claims a user quest with an idempotency key, given or generated', async () => {
    const gf = client();
    const result = await gf.post('/user-quests/{userQuestId}/claim', {
      params: { path: { userQuestId: USER_QUEST_ID } },
      idempotencyKey: '0b7d3c9e-41a2-4f58-8d6c-93e1f27b5a04',
    });
    expect(result.userQuest.status).toBe('claimed');
    expect(Array.isArray(result.userRewards)).toBe(true);
    await gf.post('/user-quests/{userQuestId}/claim', { params: { path: { userQuestId: USER_QUEST_ID } } });
    expect(sent[0]!.headers.get('Idempotency-Key')).toBe('0b7d3c9e-41a2-4f58-8d6c-93e1f27b5a04');
    expect(sent[1]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns an error response into a GuildforgeError with its catalogue code', async () => {
    const error = await client()
      .get('/quests/{questId}', { params: { path: { questId: QUEST_ID } }, headers: { Prefer: 'code=404' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GuildforgeError);
    expect((error as GuildforgeError).status).toBe(404);
    expect((error as GuildforgeError).code).toBe('resource_not_found');
    expect((error as GuildforgeError).requestId).toMatch(/^req_/);
  });

  it('rejects a request the description does not allow (body without a required field)', async () => {
    const gf = client();
    // Deliberately invalid: createComment requires `body`. The cast gets past the types the
    // way a JavaScript caller or a stale type would.
    const invalid = { parentId: 'cmt_01JP7F56R6GG1QV8GXV1XHAZXF' } as unknown as { body: string };
    const path = '/submissions/sub_01JNTK5RXQ4QMBMPPK9H7SE6Y3/comments';
    const error = await gf
      .post('/submissions/{submissionId}/comments', { params: { path: { submissionId: 'sub_01JNTK5RXQ4QMBMPPK9H7SE6Y3' } }, body: invalid })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GuildforgeError);
    expect((error as GuildforgeError).status).toBe(422);
    expect((error as GuildforgeError).problem?.errors).toEqual([expect.objectContaining({ field: 'body', code: 'field_required' })]);
    expect(sent.map((entry) => entry.rejectedByValidator)).toEqual([true]);
    // Prism rejects the same request too: the check after each test would see its violations.
    const direct = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
      body: JSON.stringify(invalid),
    });
    expect(direct.status).toBe(422);
    const violations = JSON.parse(direct.headers.get('sl-violations') ?? '[]') as unknown[];
    expect(violations).toEqual([expect.objectContaining({ code: 'required', message: expect.stringContaining("'body'") })]);
  });

  // Prism alone lets these through (it ignores `unevaluatedProperties: false`); the validating
  // step answers them as the API does.
  for (const [path, name] of [
    ['/quests', 'createQuest'],
    ['/rewards', 'createReward'],
  ] as const) {
    it(`rejects an unknown field in ${name} with 422 validation_failed (unevaluatedProperties: false)`, async () => {
      const gf = client();
      const valid = requestExample(path, 'post');
      // Sanity: the contract's own example goes through the validator and Prism answers 201.
      await gf.post(path, { body: valid as never });
      expect(sent.map((entry) => [entry.status, entry.rejectedByValidator])).toEqual([[201, false]]);

      const error = await gf
        .post(path, { body: { ...valid, promoCode: 'SPRING25' } as never })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GuildforgeError);
      const failure = error as GuildforgeError;
      expect(failure.status).toBe(422);
      expect(failure.code).toBe('validation_failed');
      expect(findError('validation_failed').status).toBe(422);
      expect(failure.problem?.errors).toEqual([expect.objectContaining({ field: 'promoCode', code: 'field_unknown' })]);
      expect(findError('field_unknown').status).toBe(422);
      expect(sent[1]!.rejectedByValidator).toBe(true);

      // The answer has the shape the contract declares for this operation's 422.
      const declared = resolveRef<Json>((((openapi.paths as Json)[path] as Json).post as Json).responses as Json);
      const media = (resolveRef<Json>(declared['422']).content as Json)['application/problem+json'] as Json;
      const ajv = createAjv();
      const validate = compileInDocument(ajv, media.schema as Json);
      expect(validate(failure.problem), ajv.errorsText(validate.errors)).toBe(true);
      expect(failure.problem?.instance).toBe(`/v1${path}`);
    });
  }

  it('names the nested field of an unknown config property in createQuest', async () => {
    const valid = requestExample('/quests', 'post');
    const body = { ...valid, config: { ...(valid.config as Json), pollEverySeconds: 5 } };
    const error = (await client()
      .post('/quests', { body: body as never })
      .catch((caught: unknown) => caught)) as GuildforgeError;
    expect(error.status).toBe(422);
    expect(error.problem?.errors).toEqual([expect.objectContaining({ field: 'config.pollEverySeconds', code: 'field_unknown' })]);
  });
});
