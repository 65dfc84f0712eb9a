// @vitest-environment happy-dom
/**
 * The explorer's default requests and the in-browser sandbox, in Node with the same code the
 * browser runs.
 *
 * For every generated operation page (docs/API, from `npm run generate`) the test takes the
 * page's operation (the file its `api_operation` front matter names, src/api/operationData.ts),
 * applies the explorer's defaults (src/api/explorer/defaultRequest.ts), builds the request the
 * theme would send with nothing typed (its prefill order, its body editor's sample and its own
 * buildPostmanRequest), and hands it to the sandbox
 * (src/api/sandbox/sandbox.ts). Each must be accepted, or refused only with 401
 * `missing_credentials`; with the documented mock credential it must then be accepted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { explorerOperation, themePrefill, type ExplorerOperation, type ExplorerParameter } from '@site/src/api/explorer/defaultRequest';
import type { SandboxContract } from '@site/src/api/sandbox/contract';
import { MOCK_API_KEY, MOCK_USER_TOKEN } from '@site/src/api/sandbox/credentials';
import { createSandbox, type Sandbox } from '@site/src/api/sandbox/sandbox';
import { memoryStore } from '@site/src/api/sandbox/state';
import validators from '@site/src/data/generated/sandboxValidators.mjs';
import { MOCK_SERVER_DESCRIPTION, MOCK_SERVER_PATH } from '@site/src/config/site';
import { API_OPERATIONS_DIR, API_OPERATION_KEY } from '@site/src/api/operationData';

const root = path.join(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));
// The API theme's own request builder and body sample, as the explorer runs them.
const buildPostmanRequest = require('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/buildPostmanRequest').default;
const { resolveSchemaWithSelections } = require('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Body/resolveSchemaWithSelections');
const { sampleFromSchema } = require('docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample');
const sdk = require('postman-collection');

type Json = Record<string, unknown>;
const ORIGIN = 'http://localhost';
const MOCK_URL = `${ORIGIN}${MOCK_SERVER_PATH}`;

interface Page {
  readonly file: string;
  readonly api: ExplorerOperation & Json;
}

function readPages(): Page[] {
  const dir = path.join(root, 'docs/API');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.api.mdx'))
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const id = new RegExp(`^${API_OPERATION_KEY}: (\\S+)$`, 'm').exec(text)?.[1];
      if (!id) throw new Error(`${file} has no ${API_OPERATION_KEY} front matter`);
      if (/^api: /m.test(text)) throw new Error(`${file} still carries the plugin's api front matter`);
      return { file, api: JSON.parse(readFileSync(path.join(root, API_OPERATIONS_DIR, `${id}.json`), 'utf8')) as Page['api'] };
    })
    // Webhook event pages document payloads Guildforge sends; the explorer has no request for them.
    .filter((page) => page.api.method !== 'event');
}

/** The theme's auth state (Authorization/slice createAuth) with the reader's credential typed in or not. */
function authState(api: Json, withCredential: boolean) {
  const schemes = (api.securitySchemes ?? {}) as Record<string, Json>;
  const options: Record<string, Json[]> = {};
  const data: Record<string, Json> = {};
  for (const alternative of (api.security ?? []) as Record<string, string[]>[]) {
    const id = Object.keys(alternative).join(' and ');
    for (const [key, scopes] of Object.entries(alternative)) {
      const scheme = schemes[key];
      if (!scheme) continue;
      (options[id] ??= []).push({ ...scheme, key, scopes });
      const bearer = scheme.type === 'http';
      data[key] = bearer
        ? { token: withCredential ? MOCK_USER_TOKEN : undefined }
        : { apiKey: withCredential ? MOCK_API_KEY : undefined };
    }
  }
  return { data, options, selected: Object.keys(options)[0] };
}

/** The request the explorer sends when the reader presses Send without typing anything (but a credential). */
function defaultRequest(api: ExplorerOperation & Json, withCredential: boolean): Request {
  const prepared = explorerOperation(api, { mockServer: { url: MOCK_URL, description: MOCK_SERVER_DESCRIPTION } }) as Json & ExplorerOperation;
  const params: Record<string, Json[]> = { path: [], query: [], header: [], cookie: [] };
  for (const parameter of prepared.parameters ?? []) {
    const value = themePrefill(parameter as ExplorerParameter);
    params[parameter.in]?.push(value === undefined ? { ...parameter } : { ...parameter, value });
  }
  const content = (prepared.requestBody?.content ?? {}) as Record<string, Json>;
  const contentType = Object.keys(content)[0];
  let body: Json = { type: 'empty' };
  if (contentType?.includes('json') && content[contentType].schema) {
    const schema = resolveSchemaWithSelections(content[contentType].schema, {}, 'requestBody');
    const sample = sampleFromSchema(schema, { type: 'request' });
    if (sample) body = { type: 'raw', content: { type: 'string', value: JSON.stringify(sample, null, 2) } };
  }
  const postman = new sdk.Request(prepared.postman as Json);
  const built = buildPostmanRequest(postman, {
    queryParams: params.query,
    pathParams: params.path,
    cookieParams: params.cookie,
    headerParams: params.header,
    contentType,
    accept: 'application/json',
    body,
    server: prepared.servers?.[0],
    auth: authState(prepared, withCredential),
    encoding: undefined,
  });
  const headers = new Headers();
  for (const header of built.toJSON().header ?? []) if (header.key && header.value) headers.append(header.key, header.value);
  const method = String(built.method).toUpperCase();
  return new Request(built.url.toString(), { method, headers, body: body.type === 'raw' && method !== 'GET' ? built.body?.raw : undefined });
}

const pages = readPages();
let contract: SandboxContract;
const newSandbox = (): Sandbox => createSandbox(contract, validators, memoryStore(), MOCK_SERVER_PATH);

beforeAll(() => {
  contract = JSON.parse(readFileSync(path.join(root, 'src/data/generated/sandboxContract.json'), 'utf8')) as SandboxContract;
});

describe('the explorer default request of every operation', () => {
  it('covers every operation of the contract', () => {
    expect(pages.length).toBeGreaterThanOrEqual(150);
    expect(pages.length).toBe(contract.operations.length);
  });

  it('sends no optional parameter the reader did not fill in', () => {
    const list = pages.find((page) => page.file === 'list-quest-types.api.mdx');
    expect(list, 'list-quest-types page').toBeDefined();
    const url = new URL(defaultRequest(list!.api, false).url);
    expect(url.pathname).toBe(`${MOCK_SERVER_PATH}/quest-types`);
    expect([...url.searchParams.keys()]).toEqual([]);
    for (const page of pages) {
      const query = new URL(defaultRequest(page.api, true).url).searchParams;
      const required = new Set((page.api.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name));
      expect([...query.keys()].filter((name) => !required.has(name)), page.file).toEqual([]);
      for (const [name, value] of query) expect(value, `${page.file} ${name}`).not.toBe('');
    }
  });

  it('is accepted by the sandbox, or refused only for want of a credential', async () => {
    const sandbox = newSandbox();
    const rejected: string[] = [];
    let accepted = 0;
    let unauthenticated = 0;
    for (const page of pages) {
      const anonymous = await sandbox.answer(defaultRequest(page.api, false));
      if (anonymous.status === 401) {
        expect((anonymous.body as Json).code, page.file).toBe('missing_credentials');
        unauthenticated += 1;
      } else if (anonymous.status >= 300) {
        rejected.push(`${page.file} (no credential): ${anonymous.status} ${JSON.stringify(anonymous.body)}`);
        continue;
      }
      const signedIn = await sandbox.answer(defaultRequest(page.api, true));
      if (signedIn.status >= 300) rejected.push(`${page.file}: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
      else accepted += 1;
    }
    console.log(`sandbox: ${accepted} of ${pages.length} default requests accepted (${unauthenticated} answered 401 missing_credentials until the mock credential is entered)`);
    expect(rejected).toEqual([]);
  });
});

describe('the sandbox validates like the API', () => {
  const send = (sandbox: Sandbox, method: string, route: string, init: { body?: unknown; headers?: Record<string, string> } = {}) =>
    sandbox.answer(
      new Request(`${MOCK_URL}${route}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${MOCK_USER_TOKEN}`, ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  const documentedBody = (operationId: string) => {
    const page = pages.find((candidate) => (candidate.api as Json).operationId === operationId)!;
    const media = (page.api.requestBody?.content as Record<string, Json>)['application/json'];
    return structuredClone((media.example ?? Object.values(media.examples as Record<string, Json>)[0].value) as Json);
  };

  it('answers an invalid body with 422 validation_failed and the field errors', async () => {
    const body = { ...documentedBody('createWebhook'), url: 42, events: [] } as Json;
    delete body.name;
    const answer = await send(newSandbox(), 'POST', '/webhooks', { body, headers: { 'Guildforge-Api-Key': MOCK_API_KEY, Authorization: '' } });
    expect(answer.status).toBe(422);
    const problem = answer.body as Json;
    expect(problem).toMatchObject({ status: 422, code: 'validation_failed', instance: '/v1/webhooks', type: 'https://docs.guildforge.io/docs/api/errors#validation_failed' });
    const errors = problem.errors as { field: string; code: string; message: string }[];
    expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'url', code: 'field_type_mismatch' })]));
    expect(errors.every((error) => error.field && error.code.startsWith('field_') && error.message)).toBe(true);
  });

  it('refuses a body above the contract\'s request body limit with 413 payload_too_large, and takes one at it', async () => {
    const limit = newSandbox().contract.maxBodyBytes;
    const headers = { 'Guildforge-Api-Key': MOCK_API_KEY, Authorization: '' };
    const padded = (bytes: number) => {
      const body = documentedBody('createWebhook');
      const json = JSON.stringify(body);
      // Whitespace inside the JSON: the same body, `bytes` long on the wire.
      return `${json.slice(0, -1)}${' '.repeat(bytes - json.length)}}`;
    };
    const raw = (text: string) => newSandbox().answer(new Request(`${MOCK_URL}/webhooks`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: text }));
    const over = await raw(padded(Math.round(limit * 1.15)));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ status: 413, code: 'payload_too_large', detail: expect.stringContaining(`at most ${limit} bytes`) });
    expect((await raw(padded(limit))).status).toBe(201);
    expect((await raw(padded(limit + 1))).status).toBe(413);
  });

  it('refuses createNotification data above the contract\'s x-max-json-bytes with 422 field_too_long', async () => {
    const operation = newSandbox().contract.operations.find((candidate) => candidate.operationId === 'createNotification')!;
    const limit = operation.body!.jsonByteLimits!.data!;
    const body = { ...documentedBody('createNotification'), data: { note: 'x'.repeat(limit) } };
    const answer = await send(newSandbox(), 'POST', '/notifications', { body, headers: { 'Guildforge-Api-Key': MOCK_API_KEY, Authorization: '' } });
    expect(answer.status).toBe(422);
    expect((answer.body as Json).errors).toEqual([{ field: 'data', code: 'field_too_long', message: `is ${JSON.stringify(body.data).length} bytes of JSON; at most ${limit} are allowed` }]);
  });

  it('answers an unknown field in createQuest with 422 field_unknown', async () => {
    const body = { ...documentedBody('createQuest'), colour: 'teal' };
    const answer = await send(newSandbox(), 'POST', '/quests', { body, headers: { 'Guildforge-Api-Key': MOCK_API_KEY, Authorization: '' } });
    expect(answer.status).toBe(422);
    expect((answer.body as Json).errors).toEqual([expect.objectContaining({ field: 'colour', code: 'field_unknown' })]);
  });

  it('refuses a wrong credential, a bad parameter, a missing Idempotency-Key and malformed JSON as the API does', async () => {
    const sandbox = newSandbox();
    expect((await send(sandbox, 'GET', '/user-quests', { headers: { Authorization: 'Bearer abc' } })).body).toMatchObject({ status: 401, code: 'invalid_token' });
    expect((await send(sandbox, 'GET', '/user-quests?limit=500')).body).toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      errors: [expect.objectContaining({ field: 'query.limit', code: 'field_out_of_range' })],
    });
    expect((await send(sandbox, 'POST', '/user-quests/uqs_01JDEC6TC98AE36A5CK212703Y/claim')).body).toMatchObject({ status: 400, code: 'idempotency_key_invalid' });
    const raw = await sandbox.answer(
      new Request(`${MOCK_URL}/webhooks`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Guildforge-Api-Key': MOCK_API_KEY }, body: '{"url":' }),
    );
    expect(raw.body).toMatchObject({ status: 400, code: 'invalid_json' });
    expect((await send(sandbox, 'GET', '/no-such-thing')).body).toMatchObject({ status: 404, code: 'route_not_found' });
  });

  it('answers with the documented response the reader picked', async () => {
    const sandbox = newSandbox();
    sandbox.store.write({ ...sandbox.store.read(), picks: { claimUserQuest: '409:alreadyClaimed' } });
    const answer = await send(sandbox, 'POST', '/user-quests/uqs_01JDEC6TC98AE36A5CK212703Y/claim', { headers: { 'Idempotency-Key': 'k-1' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'quest_already_claimed', instance: '/v1/user-quests/uqs_01JDEC6TC98AE36A5CK212703Y/claim' });
  });

  it('keeps the quest flow: start, check, claim, then the granted reward', async () => {
    const sandbox = newSandbox();
    const questId = 'qst_01JDRX5FR9FDFY6XQZP2Q4G7A4';
    const started = await send(sandbox, 'POST', `/quests/${questId}/start`, { headers: { 'Idempotency-Key': 'start-1' } });
    expect(started).toMatchObject({ status: 201, body: { status: 'started', questId } });
    const userQuestId = String((started.body as Json).id);
    expect(userQuestId).toMatch(/^uqs_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect((await send(sandbox, 'POST', `/quests/${questId}/start`, { headers: { 'Idempotency-Key': 'start-2' } })).body).toMatchObject({ code: 'quest_already_started' });
    expect((await send(sandbox, 'POST', `/user-quests/${userQuestId}/claim`, { headers: { 'Idempotency-Key': 'claim-0' } })).body).toMatchObject({ code: 'quest_not_completed' });
    expect((await send(sandbox, 'POST', `/user-quests/${userQuestId}/check`, { headers: { 'Idempotency-Key': 'check-1' } })).body).toMatchObject({ id: userQuestId, status: 'completed' });
    const claimed = await send(sandbox, 'POST', `/user-quests/${userQuestId}/claim`, { headers: { 'Idempotency-Key': 'claim-1' } });
    expect(claimed).toMatchObject({ status: 200, body: { userQuest: { id: userQuestId, status: 'claimed' } } });
    const rewards = (claimed.body as { userRewards: Json[] }).userRewards;
    expect(rewards.length).toBeGreaterThan(0);
    const reward = await send(sandbox, 'GET', `/user-rewards/${String(rewards[0].id)}`);
    expect(reward).toMatchObject({ status: 200, body: { id: rewards[0].id, status: 'granted', source: { type: 'quest', id: userQuestId } } });
    // The same key and request replays the first answer; a second claim with a new key is refused.
    const replay = await sandbox.handle(
      new Request(`${MOCK_URL}/user-quests/${userQuestId}/claim`, { method: 'POST', headers: { Authorization: `Bearer ${MOCK_USER_TOKEN}`, 'Idempotency-Key': 'claim-1' } }),
    );
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await send(sandbox, 'POST', `/user-quests/${userQuestId}/claim`, { headers: { 'Idempotency-Key': 'claim-2' } })).body).toMatchObject({ code: 'quest_already_claimed' });
  });
});
