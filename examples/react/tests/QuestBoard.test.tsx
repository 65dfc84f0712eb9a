// @vitest-environment happy-dom
import { createGuildforgeClient, type Schemas } from '@guildforge/client';
import { GuildforgeProvider } from '@guildforge/react';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestBoard } from '../src/QuestBoard';

type Route = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function problem(code: string, status: number, title: string): Response {
  const body = { type: `https://docs.guildforge.io/docs/api/errors#${code}`, title, status, code, requestId: 'req_01JQ0000000000000000000000' };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });
}

/** A fetch that answers `METHOD /path` (after /v1) from `routes`, and 404 route_not_found otherwise. */
function mockFetch(routes: Record<string, Route>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = routes[`${request.method} ${new URL(request.url).pathname.replace(/^\/v1/, '')}`];
    return route ? route(request) : problem('route_not_found', 404, 'No operation at this path');
  });
}

function renderBoard(fetch: typeof globalThis.fetch) {
  const client = createGuildforgeClient({ userToken: 'test-token', fetch, maxRetries: 0 });
  return render(
    <GuildforgeProvider client={client} queryClient={new QueryClient()}>
      <QuestBoard />
    </GuildforgeProvider>,
  );
}

const page = <T,>(data: T[]) => ({ data, nextCursor: null, hasMore: false });

// Fixtures carry only the fields QuestBoard reads.
const quest = (id: string, title: string, type: Schemas['Quest']['type']) => ({
  id,
  title,
  description: '',
  status: 'active',
  type,
  endsAt: null,
  rewards: [{ rewardId: 'rwd_01JKQMXA0P10MH3AC2DK4GTF0J', quantity: 1 }],
});

const userQuest = (id: string, questId: string, status: Schemas['UserQuestStatus'], extra: Partial<Schemas['UserQuest']> = {}) => ({
  id,
  questId,
  status,
  progress: null,
  failure: null,
  nextCheckAllowedAt: '2025-03-14T09:00:00Z',
  updatedAt: '2025-03-14T09:00:00Z',
  ...extra,
});

const FOLLOW = 'qst_01JMY8S7A7PNKM3RC98MJMVYPQ';
const PLAY = 'qst_01JMY8S7A7PNKM3RC98MJMVYPR';
const DISCORD = 'qst_01JMY8S7A7PNKM3RC98MJMVYPS';

function routes(overrides: Record<string, Route> = {}, playStatus: () => Schemas['UserQuestStatus'] = () => 'completed'): Record<string, Route> {
  return {
    'GET /quests': () =>
      json(page([quest(FOLLOW, 'Follow Guildforge on X', 'twitter.follow'), quest(PLAY, 'Play for 10 hours', 'steam.playedMinutes'), quest(DISCORD, 'Join the Discord', 'discord.checkMembership')])),
    'GET /user-quests': () =>
      json(
        page([
          userQuest('uqs_01JNJW09VZR0AAYHPEHWG5ZD57', FOLLOW, 'failed', { failure: { code: 'twitter_not_following', message: 'Not following @guildforge.' } }),
          userQuest('uqs_01JNJW09VZR0AAYHPEHWG5ZD58', PLAY, playStatus(), { progress: { current: 600, target: 600, unit: 'minutes' } }),
        ]),
      ),
    'GET /rewards': () => json(page([{ id: 'rwd_01JKQMXA0P10MH3AC2DK4GTF0J', name: '150 XP' }])),
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
});

describe('QuestBoard', () => {
  it('shows each quest with the user’s progress and the next action', async () => {
    renderBoard(mockFetch(routes()));
    const follow = await screen.findByRole('listitem', { name: 'Follow Guildforge on X' });
    expect(within(follow).getByRole('status').textContent).toBe('We could not see you following us on X yet. Follow, then check again.');
    expect(within(follow).getByRole('button', { name: 'Check' })).toBeTruthy();

    const play = screen.getByRole('listitem', { name: 'Play for 10 hours' });
    expect(play.textContent).toContain('600 / 600 minutes');
    expect(within(play).getByText('Rewards: 1 × 150 XP')).toBeTruthy();
    expect(within(play).getByRole('button', { name: 'Claim rewards' })).toBeTruthy();

    expect(within(screen.getByRole('listitem', { name: 'Join the Discord' })).getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('claims with an idempotency key and shows the claimed state', async () => {
    let claimed = false;
    const fetch = mockFetch(
      routes({
        'POST /user-quests/uqs_01JNJW09VZR0AAYHPEHWG5ZD58/claim': (request) => {
          expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
          claimed = true;
          return json({ userQuest: userQuest('uqs_01JNJW09VZR0AAYHPEHWG5ZD58', PLAY, 'claimed', { updatedAt: '2025-03-14T09:05:00Z' }), userRewards: [{ id: 'urw_01JP2ABGD0BTGBR2NKV1NR953M', name: '150 XP', quantity: 1 }] });
        },
      }, () => (claimed ? 'claimed' : 'completed')),
    );
    renderBoard(fetch);
    const play = await screen.findByRole('listitem', { name: 'Play for 10 hours' });
    fireEvent.click(within(play).getByRole('button', { name: 'Claim rewards' }));
    expect(await within(play).findByText('Claimed: 1 × 150 XP')).toBeTruthy();
    expect(claimed).toBe(true);
  });

  it('renders descriptions as Markdown and drops raw HTML', async () => {
    const described = { ...quest(FOLLOW, 'Follow Guildforge on X', 'twitter.follow'), description: 'Follow **@guildforge** on X. <img src="x" onerror="alert(1)">' };
    renderBoard(mockFetch(routes({ 'GET /quests': () => json(page([described])) })));
    const follow = await screen.findByRole('listitem', { name: 'Follow Guildforge on X' });
    // react-markdown loads on first use; until then the text shows as it is, escaped.
    expect((await within(follow).findByText('@guildforge', {}, { timeout: 15_000 })).tagName).toBe('STRONG');
    expect(follow.querySelector('img')).toBeNull();
  });

  it('explains a refusal by its error code', async () => {
    renderBoard(
      mockFetch(routes({ [`POST /quests/${DISCORD}/start`]: () => problem('quest_prerequisite_incomplete', 409, 'Prerequisite quests not completed') })),
    );
    const discord = await screen.findByRole('listitem', { name: 'Join the Discord' });
    fireEvent.click(within(discord).getByRole('button', { name: 'Start' }));
    expect((await within(discord).findByRole('alert')).textContent).toBe('Finish the quests this one requires first.');
  });
});
