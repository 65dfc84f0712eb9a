// @vitest-environment happy-dom
/**
 * @guildforge/react hooks against a fake fetch: loading, success and error states, the stable
 * idempotency key of claims, optimistic votes with rollback, and the asset upload of
 * useCreateSubmission.
 */
import { createGuildforgeClient, GuildforgeError, type Schemas } from '@guildforge/client';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GuildforgeProvider,
  guildforgeKeys,
  predictVote,
  useCheckUserQuest,
  useClaimUserQuest,
  useCreateSubmission,
  useQuests,
  useSignIn,
  useStartQuest,
  useUserInfo,
  useVote,
} from '../../packages/react/src/index';

const QUEST_ID = 'qst_01JD8X5Q2K7M9N3P4R6S8T0V2W';
const USER_QUEST_ID = 'uqs_01JD8XA3M5P7R9T1V3X5Z7B9D1';
const SUBMISSION_ID = 'sub_01JNTK5RXQ4QMBMPPK9H7SE6Y3';
const SCHEMA_ID = 'sch_01JK5M3M65E005ZDT20HPEE410';
const USER_ID = 'usr_01JH8JJ3C4ZHE3EMQHWZ4A9XMW';

type Handler = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function problem(code: string, status: number): Response {
  return new Response(
    JSON.stringify({
      type: `https://docs.guildforge.io/docs/api/errors#${code}`,
      title: code,
      status,
      code,
      requestId: 'req_01JD8Z3W5Y7A9C1E3G5J7K9M1N',
    }),
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** Routes `METHOD /path` (after /v1) to handlers and records every request. */
function setup(routes: Record<string, Handler>, token: () => string | undefined = () => 'eyJ.user.token') {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const route = `${request.method} ${url.origin === 'https://api.guildforge.io' ? url.pathname.replace(/^\/v1/, '') : url.href}`;
    const handler = routes[route];
    if (!handler) return problem('route_not_found', 404);
    return handler(request);
  }) as typeof globalThis.fetch;
  const client = createGuildforgeClient({ userToken: token, fetch, maxRetries: 0 });
  const queryClient = new QueryClient();
  // createElement rather than JSX: the repository's tsconfig keeps JSX as-is for Docusaurus.
  const wrapper = ({ children }: { children: ReactNode }) => createElement(GuildforgeProvider, { client, queryClient }, children);
  return { requests, queryClient, wrapper };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => {
  cleanup();
});

const questList = {
  data: [{ id: QUEST_ID, title: 'Follow Guildforge on X', status: 'active', type: 'twitter.follow' }],
  nextCursor: null,
  hasMore: false,
};

describe('query hooks', () => {
  it('go from loading to success', async () => {
    const response = deferred<Response>();
    const { wrapper, requests } = setup({ 'GET /quests': () => response.promise });
    const { result } = renderHook(() => useQuests({ status: 'active' }), { wrapper });
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
    response.resolve(json(questList));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.data[0]?.id).toBe(QUEST_ID);
    expect(new URL(requests[0]!.url).search).toBe('?status=active');
  });

  it('expose a GuildforgeError with its code, without retrying a 4xx', async () => {
    const { wrapper, requests } = setup({ 'GET /quests': () => problem('insufficient_role', 403) });
    const { result } = renderHook(() => useQuests({ status: 'draft' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(GuildforgeError);
    expect((result.current.error as GuildforgeError).code).toBe('insufficient_role');
    expect(requests).toHaveLength(1);
  });

  it('cache under guildforgeKeys', async () => {
    const { wrapper, queryClient } = setup({ 'GET /quests': () => json(questList) });
    const { result } = renderHook(() => useQuests({ status: 'active' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(guildforgeKeys.quests.list({ status: 'active' }))).toEqual(questList);
  });
});

describe('useClaimUserQuest', () => {
  const claimed = {
    userQuest: { id: USER_QUEST_ID, questId: QUEST_ID, status: 'claimed', userRewardIds: ['urw_01JP2ABGD0BTGBR2NKV1NR953M'] },
    userRewards: [{ id: 'urw_01JP2ABGD0BTGBR2NKV1NR953M', status: 'granted' }],
  };

  it('sends one idempotency key for a double claim of the same user quest', async () => {
    const { wrapper, requests } = setup({ [`POST /user-quests/${USER_QUEST_ID}/claim`]: () => json(claimed) });
    const { result } = renderHook(() => useClaimUserQuest(), { wrapper });
    await act(async () => {
      await Promise.all([result.current.mutateAsync(USER_QUEST_ID), result.current.mutateAsync(USER_QUEST_ID)]);
    });
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses a new key after a refusal, which Guildforge would otherwise replay', async () => {
    let answer: Response = problem('quest_not_completed', 409);
    const { wrapper, requests } = setup({ [`POST /user-quests/${USER_QUEST_ID}/claim`]: () => answer });
    const { result } = renderHook(() => useClaimUserQuest(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(USER_QUEST_ID).catch(() => undefined);
    });
    // TanStack Query notifies observers in a later task (its notifyManager), which act() does not
    // always wait for: the peer-lower-bound run once read the error state before it arrived.
    await waitFor(() => expect(result.current.error).toBeInstanceOf(GuildforgeError));
    answer = json(claimed);
    await act(async () => {
      await result.current.mutateAsync(USER_QUEST_ID);
    });
    const [first, second] = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it('keeps the key across mounts only per mount', async () => {
    const { wrapper, requests } = setup({ [`POST /user-quests/${USER_QUEST_ID}/claim`]: () => json(claimed) });
    const first = renderHook(() => useClaimUserQuest(), { wrapper });
    await act(async () => {
      await first.result.current.mutateAsync(USER_QUEST_ID);
    });
    first.unmount();
    const second = renderHook(() => useClaimUserQuest(), { wrapper });
    await act(async () => {
      await second.result.current.mutateAsync(USER_QUEST_ID);
    });
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('useStartQuest and useCheckUserQuest', () => {
  it('replay a double start with one key, and send a new key for every check', async () => {
    const started = { id: USER_QUEST_ID, questId: QUEST_ID, status: 'started' };
    const { wrapper, requests } = setup({
      [`POST /quests/${QUEST_ID}/start`]: () => json(started, 201),
      [`POST /user-quests/${USER_QUEST_ID}/check`]: () => json({ ...started, status: 'failed' }),
    });
    const { result } = renderHook(() => ({ start: useStartQuest(), check: useCheckUserQuest() }), { wrapper });
    await act(async () => {
      await Promise.all([result.current.start.mutateAsync(QUEST_ID), result.current.start.mutateAsync(QUEST_ID)]);
      await result.current.check.mutateAsync(USER_QUEST_ID);
      await result.current.check.mutateAsync(USER_QUEST_ID);
    });
    const [start1, start2, check1, check2] = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(start2).toBe(start1);
    expect(check1).not.toBe(check2);
    expect(check1).not.toBe(start1);
  });
});

describe('useVote', () => {
  const balance: Schemas['VoteBalance'] = {
    schemaId: SCHEMA_ID,
    userId: USER_ID,
    votesPerDay: 10,
    used: 9,
    remaining: 1,
    resetsAt: '2030-01-02T00:00:00Z',
  };
  const status: Schemas['VoteStatus'] = {
    submissionId: SUBMISSION_ID,
    direction: 'none',
    vote: null,
    tally: { up: 12, down: 3, score: 9 },
    balance,
  };

  function seed(queryClient: QueryClient) {
    queryClient.setQueryData(guildforgeKeys.votes.status(SUBMISSION_ID), status);
    queryClient.setQueryData(guildforgeKeys.votes.balance(SCHEMA_ID), balance);
    queryClient.setQueryData(guildforgeKeys.submissions.list({ status: ['published'] }), {
      data: [{ id: SUBMISSION_ID, schemaId: SCHEMA_ID, votes: status.tally }],
      nextCursor: null,
      hasMore: false,
    });
  }

  it('updates vote status, balance and tallies at once, then takes the answer', async () => {
    const response = deferred<Response>();
    const { wrapper, queryClient } = setup({ [`POST /submissions/${SUBMISSION_ID}/votes/up`]: () => response.promise });
    seed(queryClient);
    const { result } = renderHook(() => useVote(), { wrapper });
    act(() => result.current.mutate({ submissionId: SUBMISSION_ID, schemaId: SCHEMA_ID, direction: 'up' }));

    await waitFor(() => expect(queryClient.getQueryData<Schemas['VoteStatus']>(guildforgeKeys.votes.status(SUBMISSION_ID))?.direction).toBe('up'));
    expect(queryClient.getQueryData(guildforgeKeys.votes.status(SUBMISSION_ID))).toMatchObject({ tally: { up: 13, down: 3, score: 10 } });
    expect(queryClient.getQueryData(guildforgeKeys.votes.balance(SCHEMA_ID))).toMatchObject({ used: 10, remaining: 0 });
    expect(queryClient.getQueryData(guildforgeKeys.submissions.list({ status: ['published'] }))).toMatchObject({
      data: [{ votes: { up: 13, down: 3, score: 10 } }],
    });

    const answer: Schemas['VoteStatus'] = {
      ...status,
      direction: 'up',
      vote: {
        id: 'vot_01JP7F5X1TZ82QXBZ5JR1KNWGB',
        submissionId: SUBMISSION_ID,
        schemaId: SCHEMA_ID,
        userId: USER_ID,
        direction: 'up',
        createdAt: '2030-01-01T10:00:00Z',
        updatedAt: '2030-01-01T10:00:00Z',
      },
      tally: { up: 14, down: 3, score: 11 },
      balance: { ...balance, used: 10, remaining: 0 },
    };
    response.resolve(json(answer, 201));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(guildforgeKeys.votes.status(SUBMISSION_ID))).toEqual(answer);
    expect(queryClient.getQueryData(guildforgeKeys.submissions.list({ status: ['published'] }))).toMatchObject({
      data: [{ votes: { up: 14, down: 3, score: 11 } }],
    });
  });

  it('rolls everything back when the vote is refused', async () => {
    const response = deferred<Response>();
    const { wrapper, queryClient } = setup({ [`POST /submissions/${SUBMISSION_ID}/votes/down`]: () => response.promise });
    seed(queryClient);
    const { result } = renderHook(() => useVote(), { wrapper });
    act(() => result.current.mutate({ submissionId: SUBMISSION_ID, schemaId: SCHEMA_ID, direction: 'down' }));
    await waitFor(() => expect(queryClient.getQueryData<Schemas['VoteStatus']>(guildforgeKeys.votes.status(SUBMISSION_ID))?.direction).toBe('down'));
    expect(queryClient.getQueryData(guildforgeKeys.votes.balance(SCHEMA_ID))).toMatchObject({ remaining: 0 });

    response.resolve(problem('vote_own_submission', 403));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as GuildforgeError).code).toBe('vote_own_submission');
    expect(queryClient.getQueryData(guildforgeKeys.votes.status(SUBMISSION_ID))).toEqual(status);
    expect(queryClient.getQueryData(guildforgeKeys.votes.balance(SCHEMA_ID))).toEqual(balance);
    expect(queryClient.getQueryData(guildforgeKeys.submissions.list({ status: ['published'] }))).toMatchObject({
      data: [{ votes: status.tally }],
    });
  });

  it('predicts the vote rules: free switches, same-day refunds, no prediction without balance', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const upVote = { ...status, direction: 'up' as const, vote: { id: 'vot_01JP7F5X1TZ82QXBZ5JR1KNWGB', submissionId: SUBMISSION_ID, schemaId: SCHEMA_ID, userId: USER_ID, direction: 'up' as const, createdAt: '2030-01-01T08:00:00Z', updatedAt: '2030-01-01T08:00:00Z' }, tally: { up: 13, down: 3, score: 10 }, balance: { ...balance, used: 10, remaining: 0 } };
    expect(predictVote(upVote, 'down', now)).toMatchObject({ direction: 'down', tally: { up: 12, down: 4, score: 8 }, balance: { remaining: 0 } });
    expect(predictVote(upVote, 'cancel', now)).toMatchObject({ direction: 'none', vote: null, balance: { used: 9, remaining: 1 } });
    expect(predictVote(upVote, 'cancel', new Date('2030-01-02T00:30:00Z'))).toMatchObject({ direction: 'none', balance: { used: 10, remaining: 0 } });
    expect(predictVote({ ...status, balance: { ...balance, remaining: 0 } }, 'up', now)).toBeUndefined();
    expect(predictVote(status, 'cancel', now)).toBe(status);
  });
});

describe('useCreateSubmission', () => {
  it('uploads each file as an asset, then creates the submission with the asset ids', async () => {
    const uploadUrl = 'https://uploads.guildforge.io/prj_01JBP54FZK34F7MEHD7VXJ3W5Z/ast_01JNTK74WKMNDDM0VPJXA7VS23?X-Amz-Signature=abc';
    let createdAsset: unknown;
    let createdSubmission: unknown;
    const { wrapper, requests } = setup({
      [`GET /schemas/${SCHEMA_ID}`]: () =>
        json({ id: SCHEMA_ID, fields: [{ key: 'albedo', label: 'Albedo texture', kind: 'image' }, { key: 'style', label: 'Style', kind: 'enum', options: ['autumn', 'winter'] }] }),
      'POST /assets': async (request) => {
        createdAsset = await request.json();
        return json({ id: 'ast_01JNTK74WKMNDDM0VPJXA7VS23', status: 'uploading', uploadUrl }, 201);
      },
      [`PUT ${uploadUrl}`]: () => new Response(null, { status: 200 }),
      'POST /assets/ast_01JNTK74WKMNDDM0VPJXA7VS23/complete': () => json({ id: 'ast_01JNTK74WKMNDDM0VPJXA7VS23', status: 'ready' }),
      'POST /submissions': async (request) => {
        createdSubmission = await request.json();
        return json({ id: SUBMISSION_ID, status: 'validating' }, 201);
      },
    });
    const { result } = renderHook(() => useCreateSubmission(), { wrapper });
    const file = new File(['png-bytes'], 'ranger-autumn.png', { type: 'image/png' });
    await act(async () => {
      await result.current.mutateAsync({ schemaId: SCHEMA_ID, title: 'Ranger skin: Autumn', values: { albedo: file, style: 'autumn' } });
    });
    expect(createdAsset).toEqual({
      kind: 'image',
      fileName: 'ranger-autumn.png',
      contentType: 'image/png',
      byteSize: 9,
      // SHA-256 of the 9 bytes "png-bytes".
      sha256: 'ea80334363eed145dfeee51ebae7dc3f1cd7d0c7879f8bfd2070c061d3c33f56',
    });
    expect(createdSubmission).toEqual({
      schemaId: SCHEMA_ID,
      title: 'Ranger skin: Autumn',
      values: { albedo: 'ast_01JNTK74WKMNDDM0VPJXA7VS23', style: 'autumn' },
    });
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.headers.get('Authorization')).toBeNull();
    expect(put.headers.get('Content-Type')).toBe('image/png');
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `GET /v1/schemas/${SCHEMA_ID}`,
      'POST /v1/assets',
      'PUT /prj_01JBP54FZK34F7MEHD7VXJ3W5Z/ast_01JNTK74WKMNDDM0VPJXA7VS23',
      'POST /v1/assets/ast_01JNTK74WKMNDDM0VPJXA7VS23/complete',
      'POST /v1/submissions',
    ]);
    expect(result.current.progress.phase).toBe('idle');
  });
});

describe('session hooks', () => {
  it('store the token in onSuccess before queries refetch with it', async () => {
    let stored: string | undefined;
    const { wrapper, requests } = setup(
      {
        'POST /auth/sign-in': () =>
          json({ accessToken: 'eyJ.new.token', tokenType: 'Bearer', expiresIn: 3600, projectId: 'prj_01JBP54FZK34F7MEHD7VXJ3W5Z' }),
        'GET /auth/userinfo': (request) =>
          request.headers.get('Authorization') ? json({ sub: USER_ID, username: 'rin', role: 'member' }) : problem('missing_credentials', 401),
      },
      () => stored,
    );
    const { result } = renderHook(
      () => ({ me: useUserInfo(), signIn: useSignIn({ onSuccess: (tokens) => void (stored = tokens.accessToken) }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.me.isError).toBe(true));
    expect((result.current.me.error as GuildforgeError).code).toBe('missing_credentials');
    await act(async () => {
      await result.current.signIn.mutateAsync({ projectId: 'prj_01JBP54FZK34F7MEHD7VXJ3W5Z', email: 'rin@example.com', password: 'hunter22-but-longer' });
    });
    await waitFor(() => expect(result.current.me.data?.sub).toBe(USER_ID));
    expect(requests.at(-1)!.headers.get('Authorization')).toBe('Bearer eyJ.new.token');
  });
});
