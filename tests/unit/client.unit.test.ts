/**
 * @guildforge/client against a fake fetch: credentials, retries and backoff, idempotency keys,
 * problem+json parsing and pagination.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuildforgeError, backoffDelay, createGuildforgeClient, isGuildforgeError, isRetryableAnswer } from '../../packages/client/src/index';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue } from '@site/src/data/errors';
import { questTypeErrors } from '@site/src/data/errors/quest-types';

const QUEST_ID = 'qst_01JD8X5Q2K7M9N3P4R6S8T0V2W';
const USER_QUEST_ID = 'uqs_01JD8XA3M5P7R9T1V3X5Z7B9D1';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function problem(code: string, status: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return new Response(
    JSON.stringify({
      type: `https://docs.guildforge.io/docs/api/errors#${code}`,
      title: 'Test problem',
      status,
      detail: `Detail of ${code}.`,
      instance: '/v1/quests',
      code,
      requestId: 'req_01JD8Z3W5Y7A9C1E3G5J7K9M1N',
      ...extra,
    }),
    { status, headers: { 'Content-Type': 'application/problem+json', ...headers } },
  );
}

/** A fetch that answers with `responses` in order and records every request it received. */
function fakeFetch(...responses: Array<Response | Error>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const next = responses.shift();
    if (!next) throw new Error(`Unexpected request ${request.method} ${request.url}`);
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const quest = { id: QUEST_ID, title: 'Follow us on X', status: 'active' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('credentials', () => {
  it('sends the API key, the bearer token and the base URL', async () => {
    const { fetch, requests } = fakeFetch(json(quest));
    const gf = createGuildforgeClient({ apiKey: 'gf_test_3kTq9x2VbN7mR4sLpW8dYcZ1aB5eF6gH', userToken: 'eyJ.test.token', fetch });
    const result = await gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } });
    expect(result).toEqual(quest);
    expect(requests[0]!.url).toBe(`https://api.guildforge.io/v1/quests/${QUEST_ID}`);
    expect(requests[0]!.headers.get('Guildforge-Api-Key')).toBe('gf_test_3kTq9x2VbN7mR4sLpW8dYcZ1aB5eF6gH');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer eyJ.test.token');
    expect(requests[0]!.headers.has('Idempotency-Key')).toBe(false);
  });

  it('reads a token function before every attempt and omits the header when it returns undefined', async () => {
    const tokens = ['first', 'second'];
    const { fetch, requests } = fakeFetch(problem('internal_error', 500), json(quest), json(quest));
    let signedIn = true;
    const gf = createGuildforgeClient({ userToken: async () => (signedIn ? tokens.shift() : undefined), fetch, maxRetries: 1 });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } });
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer first', 'Bearer second']);
    signedIn = false;
    await gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } });
    expect(requests[2]!.headers.has('Authorization')).toBe(false);
  });

  it('serializes array query parameters as repeated keys', async () => {
    const { fetch, requests } = fakeFetch(json({ data: [], nextCursor: null, hasMore: false }));
    const gf = createGuildforgeClient({ fetch, baseUrl: 'https://sandbox.api.guildforge.io/v1/' });
    await gf.get('/schemas', { params: { query: { status: ['open', 'scheduled'], limit: 50 } } });
    expect(requests[0]!.url).toBe('https://sandbox.api.guildforge.io/v1/schemas?status=open&status=scheduled&limit=50');
  });
});

describe('retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits Retry-After seconds after a 429, then retries', async () => {
    const { fetch, requests } = fakeFetch(
      problem('rate_limited', 429, {}, { 'Retry-After': '2', 'RateLimit-Reset': '40' }),
      json(quest),
    );
    const gf = createGuildforgeClient({ fetch });
    const pending = gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(quest);
    expect(requests).toHaveLength(2);
  });

  it('falls back to RateLimit-Reset on a 429 without Retry-After', async () => {
    const { fetch, requests } = fakeFetch(problem('rate_limited', 429, {}, { 'RateLimit-Reset': '3' }), json(quest));
    const gf = createGuildforgeClient({ fetch });
    const pending = gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(quest);
  });

  it('does not wait for a Retry-After above 60 seconds and reports it on the error', async () => {
    const { fetch, requests } = fakeFetch(problem('quest_check_too_soon', 429, {}, { 'Retry-After': '120' }));
    const gf = createGuildforgeClient({ fetch });
    const error = await gf
      .post('/user-quests/{userQuestId}/check', { params: { path: { userQuestId: USER_QUEST_ID } } })
      .catch((caught: unknown) => caught);
    expect(requests).toHaveLength(1);
    expect(error).toBeInstanceOf(GuildforgeError);
    expect((error as GuildforgeError).retryAfter).toBe(120);
    expect((error as GuildforgeError).code).toBe('quest_check_too_soon');
  });

  it('backs off exponentially with jitter on 5xx answers', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { fetch, requests } = fakeFetch(problem('service_unavailable', 503), problem('internal_error', 500), json(quest));
    const gf = createGuildforgeClient({ fetch });
    const pending = gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } });
    await vi.advanceTimersByTimeAsync(249);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(quest);
    expect(requests).toHaveLength(3);
  });

  it('computes the backoff window from a 500 ms base with an 8 s cap', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  });

  it('gives up after maxRetries and throws the last answer', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { fetch, requests } = fakeFetch(problem('internal_error', 500), problem('internal_error', 500), problem('gateway_timeout', 504));
    const gf = createGuildforgeClient({ fetch, maxRetries: 2 });
    const pending = gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } }).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    const error = await pending;
    expect(requests).toHaveLength(3);
    expect(isGuildforgeError(error, 'gateway_timeout')).toBe(true);
  });

  it('retries network errors and rethrows the last one', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { fetch, requests } = fakeFetch(new TypeError('fetch failed'), new TypeError('fetch failed'));
    const gf = createGuildforgeClient({ fetch, maxRetries: 1 });
    const pending = gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } }).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    const error = await pending;
    expect(requests).toHaveLength(2);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(GuildforgeError);
  });

  it('never retries a 400', async () => {
    const { fetch, requests } = fakeFetch(
      problem('invalid_parameter', 400, {
        errors: [{ field: 'query.limit', code: 'field_out_of_range', message: 'Must be between 1 and 100.' }],
      }),
    );
    const gf = createGuildforgeClient({ fetch });
    const error = await gf.get('/quests', { params: { query: { limit: 100 } } }).catch((caught: unknown) => caught);
    expect(requests).toHaveLength(1);
    expect(isGuildforgeError(error, 'invalid_parameter')).toBe(true);
    expect((error as GuildforgeError).errors).toEqual([{ field: 'query.limit', code: 'field_out_of_range', message: 'Must be between 1 and 100.' }]);
  });

  it('never retries other 4xx answers such as 409 quest_not_completed', async () => {
    const { fetch, requests } = fakeFetch(problem('quest_not_completed', 409));
    const gf = createGuildforgeClient({ fetch });
    await expect(
      gf.post('/user-quests/{userQuestId}/claim', { params: { path: { userQuestId: USER_QUEST_ID } }, idempotencyKey: 'claim-1' }),
    ).rejects.toMatchObject({ status: 409, code: 'quest_not_completed' });
    expect(requests).toHaveLength(1);
  });

  it('retries 429 quest_check_too_soon after its Retry-After, like every 429', async () => {
    const completed = { id: USER_QUEST_ID, status: 'completed' };
    const { fetch, requests } = fakeFetch(problem('quest_check_too_soon', 429, {}, { 'Retry-After': '12' }), json(completed));
    const gf = createGuildforgeClient({ fetch });
    const pending = gf.post('/user-quests/{userQuestId}/check', { params: { path: { userQuestId: USER_QUEST_ID } } });
    await vi.advanceTimersByTimeAsync(11_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(completed);
    expect(requests).toHaveLength(2);
  });

  it('retries 409 idempotency_key_in_use, which only means the first attempt is still running', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const claimed = { userQuest: { id: USER_QUEST_ID, status: 'claimed' }, userRewards: [] };
    const { fetch, requests } = fakeFetch(problem('idempotency_key_in_use', 409), json(claimed, 200, { 'Idempotent-Replayed': 'true' }));
    const gf = createGuildforgeClient({ fetch });
    const pending = gf.post('/user-quests/{userQuestId}/claim', { params: { path: { userQuestId: USER_QUEST_ID } }, idempotencyKey: 'claim-2' });
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual(claimed);
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['claim-2', 'claim-2']);
  });

  it('stops waiting when the signal aborts during a backoff', async () => {
    const { fetch, requests } = fakeFetch(problem('internal_error', 500), json(quest));
    const gf = createGuildforgeClient({ fetch });
    const controller = new AbortController();
    const pending = gf
      .get('/quests/{questId}', { params: { path: { questId: QUEST_ID } }, signal: controller.signal })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new DOMException('The user left the page.', 'AbortError'));
    const error = await pending;
    expect((error as DOMException).name).toBe('AbortError');
    expect(requests).toHaveLength(1);
  });
});

describe('idempotency keys', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends one generated UUID v4 on every attempt of a POST', async () => {
    const created = { id: USER_QUEST_ID, questId: QUEST_ID, status: 'started' };
    const { fetch, requests } = fakeFetch(new TypeError('socket hang up'), problem('internal_error', 500), json(created, 201));
    const gf = createGuildforgeClient({ fetch });
    const pending = gf.post('/quests/{questId}/start', { params: { path: { questId: QUEST_ID } } });
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual(created);
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(1);
  });

  it('uses the given key, and a new generated key for each call', async () => {
    const { fetch, requests } = fakeFetch(json({}, 201), json({}, 201), json({}, 201));
    const gf = createGuildforgeClient({ fetch });
    await gf.post('/quests/{questId}/start', { params: { path: { questId: QUEST_ID } }, idempotencyKey: '5f0c8a52-7f6e-4c36-9b7e-2d4f1a9e6c31' });
    await gf.post('/quests/{questId}/start', { params: { path: { questId: QUEST_ID } } });
    await gf.post('/quests/{questId}/start', { params: { path: { questId: QUEST_ID } } });
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe('5f0c8a52-7f6e-4c36-9b7e-2d4f1a9e6c31');
    expect(keys[1]).not.toBe(keys[2]);
  });

  it('sends no key on GET and only a given one on DELETE', async () => {
    const { fetch, requests } = fakeFetch(json(quest), json({ direction: 'none' }), json({ direction: 'none' }));
    const gf = createGuildforgeClient({ fetch });
    await gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } });
    await gf.delete('/submissions/{submissionId}/votes', { params: { path: { submissionId: 'sub_01JNTK5RXQ4QMBMPPK9H7SE6Y3' } } });
    await gf.delete('/submissions/{submissionId}/votes', { params: { path: { submissionId: 'sub_01JNTK5RXQ4QMBMPPK9H7SE6Y3' } }, idempotencyKey: 'cancel-1' });
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([null, null, 'cancel-1']);
  });
});

describe('errors', () => {
  it('parses a problem+json body into GuildforgeError', async () => {
    const fieldErrors = [
      { field: 'values.albedo', code: 'image_size_mismatch', message: 'Expected 1024×1024 px, got 1000×1024 px.', rule: 'Size' },
    ];
    const { fetch } = fakeFetch(problem('submission_invalid', 422, { errors: fieldErrors, instance: '/v1/submissions' }));
    const gf = createGuildforgeClient({ fetch });
    const error = await gf
      .post('/submissions', { body: { schemaId: 'sch_01JK5M3M65E005ZDT20HPEE410', title: 'Ranger skin', values: { albedo: 'ast_01JNTK74WKMNDDM0VPJXA7VS23' } } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GuildforgeError);
    expect(error).toBeInstanceOf(Error);
    const gfError = error as GuildforgeError;
    expect(gfError.status).toBe(422);
    expect(gfError.code).toBe('submission_invalid');
    expect(gfError.title).toBe('Test problem');
    expect(gfError.detail).toBe('Detail of submission_invalid.');
    expect(gfError.requestId).toBe('req_01JD8Z3W5Y7A9C1E3G5J7K9M1N');
    expect(gfError.errors).toEqual(fieldErrors);
    expect(gfError.retryAfter).toBeUndefined();
    expect(gfError.problem?.instance).toBe('/v1/submissions');
    expect(gfError.request).toBe('POST /v1/submissions');
    expect(gfError.message).toBe('POST /v1/submissions failed with 422 submission_invalid: Detail of submission_invalid. (req_01JD8Z3W5Y7A9C1E3G5J7K9M1N)');
  });

  it('names the filled-in path of the failed request', async () => {
    const { fetch } = fakeFetch(problem('resource_not_found', 404));
    const gf = createGuildforgeClient({ fetch });
    await expect(gf.get('/quests/{questId}', { params: { path: { questId: QUEST_ID } } })).rejects.toMatchObject({
      request: `GET /v1/quests/${QUEST_ID}`,
      code: 'resource_not_found',
    });
  });

  it('derives a catalogue code when something other than Guildforge answered', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const gf = createGuildforgeClient({ fetch, maxRetries: 0 });
    const error = (await gf.get('/quests').catch((caught: unknown) => caught)) as GuildforgeError;
    expect(error.code).toBe('service_unavailable');
    expect(error.problem).toBeUndefined();
    expect(error.requestId).toBeUndefined();
    expect(error.title).toBe('Bad Gateway');
    expect(error.errors).toEqual([]);
  });

  it('recognizes errors of another copy of the package by their brand', () => {
    const foreign = Object.assign(Object.create(Error.prototype), { [Symbol.for('guildforge.GuildforgeError')]: true, code: 'rate_limited' });
    expect(foreign instanceof GuildforgeError).toBe(true);
    expect(new Error('plain') instanceof GuildforgeError).toBe(false);
  });
});

describe('paginate', () => {
  it('follows nextCursor until hasMore is false, one page at a time', async () => {
    const page1 = { data: [{ id: 'qst_01JD8X5Q2K7M9N3P4R6S8T0V2W' }, { id: 'qst_01JD8X5Q2K7M9N3P4R6S8T0V2X' }], nextCursor: 'Y3Vyc29yLTI', hasMore: true };
    const page2 = { data: [{ id: 'qst_01JD8X5Q2K7M9N3P4R6S8T0V2Y' }], nextCursor: null, hasMore: false };
    const { fetch, requests } = fakeFetch(json(page1), json(page2));
    const gf = createGuildforgeClient({ fetch });
    const ids: string[] = [];
    const iterator = gf.paginate('/quests', { params: { query: { limit: 2, status: 'active' } } });
    const first = await iterator.next();
    ids.push((first.value as { id: string }).id);
    expect(requests).toHaveLength(1);
    for await (const item of iterator) ids.push(item.id);
    expect(ids).toEqual(['qst_01JD8X5Q2K7M9N3P4R6S8T0V2W', 'qst_01JD8X5Q2K7M9N3P4R6S8T0V2X', 'qst_01JD8X5Q2K7M9N3P4R6S8T0V2Y']);
    expect(requests.map((request) => new URL(request.url).search)).toEqual(['?limit=2&status=active', '?limit=2&status=active&cursor=Y3Vyc29yLTI']);
  });
});

describe('the retry rule (isRetryableAnswer), which the client README and the npm and Unity guides state', () => {
  it('retries every 429 and 5xx and 409 idempotency_key_in_use, and no other 4xx', () => {
    expect(isRetryableAnswer(429, 'rate_limited')).toBe(true);
    expect(isRetryableAnswer(429, 'quest_check_too_soon')).toBe(true);
    expect(isRetryableAnswer(429, undefined)).toBe(true);
    expect(isRetryableAnswer(500, 'internal_error')).toBe(true);
    expect(isRetryableAnswer(503, undefined)).toBe(true);
    expect(isRetryableAnswer(409, 'idempotency_key_in_use')).toBe(true);
    expect(isRetryableAnswer(409, 'quest_not_completed')).toBe(false);
    expect(isRetryableAnswer(409, undefined)).toBe(false);
    for (const status of [400, 401, 403, 404, 410, 413, 422, 423]) expect(isRetryableAnswer(status, undefined)).toBe(false);
  });

  it('never retries a code the error catalogue calls not retryable', () => {
    // Quest verification failures are `failure.code` values inside a 200, never an answer's status.
    const verificationCodes = new Set(questTypeErrors.map((entry) => entry.code));
    const retriedButFinal = errorCatalogue
      .filter((entry) => !verificationCodes.has(entry.code) && isRetryableAnswer(entry.status, entry.code) && !entry.retryable)
      .map((entry) => `${entry.status} ${entry.code}`);
    expect(retriedButFinal, 'the client retries these, but the catalogue says the same request cannot succeed later').toEqual([]);
  });

  // The three places that state the rule in words. Each must name every 429 (not one code of it)
  // and the one retried 409, and say no other 4xx is retried.
  it.each(['packages/client/README.md', 'docs/ugc/learn/features/npm.mdx', 'docs/ugc/learn/features/unity.mdx'])('%s states the rule', (file) => {
    const text = readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8').replace(/\s+/g, ' ');
    const statement = text.split(/(?<=\.) /).find((sentence) => /`409 idempotency_key_in_use`/.test(sentence) && /retr/i.test(sentence));
    expect(statement, `${file}: no sentence states which answers are retried`).toBeDefined();
    expect(statement).toMatch(/every `429`/);
    expect(statement).toMatch(/`quest_check_too_soon`/);
    expect(statement).toMatch(/every `5xx`/);
    expect(statement).not.toMatch(/`429 rate_limited`/);
  });
});
