/**
 * Search relevance: queries readers type, each with the page that must be among the first
 * three suggestions, typed from the home page (no section) and from a page in another
 * section (whose own results come first). The queries run through the site's own search
 * code (src/search/engine.ts) and Pagefind's browser API, in Node, over the index the build
 * wrote to build/pagefind/: Pagefind's requests are answered from those files, so the whole
 * set takes seconds. tests/e2e/search.spec.ts types a few queries in the browser.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_EXCERPT_WORDS } from '@site/src/config/search';
import { searchContextOf } from '@site/src/search/context';
import { directoryHits, hitOf, searchSite } from '@site/src/search/engine';
import { INDEX_LANGUAGE, PAGE_DIRECTORY_FILE, PAGEFIND_DIR, pageDirectoryOf, type Pagefind, type PageDirectoryFile, type SiteSearch } from '@site/src/search/pagefind';

const BUILD = path.resolve(import.meta.dirname, '../../build');
/** Pagefind fetches its files below this origin; the stub below reads them from build/. */
const ORIGIN = 'http://docs.test';

interface Case {
  readonly query: string;
  /** The page (path, decoded) that must be in the first three. */
  readonly page: string;
  readonly kind: 'rule' | 'error code' | 'operationId' | 'operation title' | 'path' | 'parameter' | 'quest type' | 'React hook' | 'question';
}

const QUEST = '/docs/quests/Quest Types/Categories';

const RELEVANCE_SET: readonly Case[] = [
  { kind: 'rule', query: 'HueArcLength', page: '/docs/rules/Image/HueArcLength' },
  { kind: 'rule', query: 'MaxPolygonCount', page: '/docs/rules/Mesh/MaxPolygonCount' },
  { kind: 'rule', query: 'TrianglesOnly', page: '/docs/rules/Mesh/TrianglesOnly' },
  { kind: 'rule', query: 'NoProfanity', page: '/docs/rules/Text/NoProfanity' },
  { kind: 'rule', query: 'AudioDuration', page: '/docs/rules/Audio/AudioDuration' },
  { kind: 'rule', query: 'TerrainHeightMap', page: '/docs/rules/Material/Texture/TerrainHeightMap' },
  { kind: 'rule', query: 'NumberRange', page: '/docs/rules/Misc/Number/NumberRange' },
  { kind: 'rule', query: 'Skeleton', page: '/docs/rules/Animation/Skeleton' },
  { kind: 'error code', query: 'image_hue_arc_too_wide', page: '/docs/rules/Image/HueArcLength' },
  { kind: 'error code', query: 'mesh_polygon_count_exceeded', page: '/docs/rules/Mesh/MaxPolygonCount' },
  { kind: 'error code', query: 'idempotency_key_reused', page: '/docs/api/idempotency' },
  { kind: 'error code', query: 'quest_claim_window_closed', page: '/docs/API/claim-user-quest' },
  { kind: 'error code', query: 'steam_playtime_below_target', page: `${QUEST}/steam/playedMinutes` },
  { kind: 'error code', query: 'webhook_delivery_not_retryable', page: '/docs/api/errors' },
  { kind: 'operationId', query: 'claimUserQuest', page: '/docs/API/claim-user-quest' },
  { kind: 'operationId', query: 'rotateWebhookSecret', page: '/docs/API/rotate-webhook-secret' },
  { kind: 'operationId', query: 'batchUpdateSubmissionStatus', page: '/docs/API/batch-update-submission-status' },
  { kind: 'operationId', query: 'exchangeSocialToken', page: '/docs/API/exchange-social-token' },
  { kind: 'operationId', query: 'getVoteBalance', page: '/docs/API/get-vote-balance' },
  { kind: 'operationId', query: 'listWebhookDeliveries', page: '/docs/API/list-webhook-deliveries' },
  { kind: 'operation title', query: 'Redeem a user reward', page: '/docs/API/redeem-user-reward' },
  { kind: 'operation title', query: 'Cancel a schema', page: '/docs/API/cancel-schema' },
  { kind: 'operation title', query: 'Get feature server status', page: '/docs/API/get-feature-server-status' },
  { kind: 'path', query: '/user-quests/{userQuestId}/claim', page: '/docs/API/claim-user-quest' },
  { kind: 'path', query: '/webhooks/{webhookId}/rotate-secret', page: '/docs/API/rotate-webhook-secret' },
  { kind: 'path', query: 'POST /submissions/batch-status', page: '/docs/API/batch-update-submission-status' },
  { kind: 'path', query: '/schemas/{schemaId}/cancel', page: '/docs/API/cancel-schema' },
  { kind: 'parameter', query: 'Idempotency-Key', page: '/docs/api/idempotency' },
  { kind: 'parameter', query: 'RateLimit-Remaining', page: '/docs/api/rate-limits' },
  { kind: 'parameter', query: 'claimWindowHours', page: '/docs/learn/HowItWorks/manageQuests' },
  { kind: 'parameter', query: 'votesPerDay', page: '/docs/learn/ugc' },
  { kind: 'quest type', query: 'twitter.follow', page: `${QUEST}/twitter/follow` },
  { kind: 'quest type', query: 'steam.playedMinutes', page: `${QUEST}/steam/playedMinutes` },
  { kind: 'quest type', query: 'discord.checkMembership', page: `${QUEST}/discord/checkMembership` },
  { kind: 'quest type', query: 'youtube subscribe', page: `${QUEST}/youtube/subscribe` },
  { kind: 'React hook', query: 'useClaimUserQuest', page: '/docs/react-guildforge' },
  { kind: 'React hook', query: 'useVoteBalance', page: '/docs/react-guildforge' },
  { kind: 'React hook', query: 'useCreateSubmission', page: '/docs/react-guildforge' },
  { kind: 'question', query: 'rotate webhook secret', page: '/docs/API/rotate-webhook-secret' },
  { kind: 'question', query: 'verify webhook signature', page: '/docs/api/webhooks' },
  { kind: 'question', query: 'rate limits', page: '/docs/api/rate-limits' },
  { kind: 'question', query: 'retry a failed webhook delivery', page: '/docs/API/retry-webhook-delivery' },
  { kind: 'question', query: 'pagination cursor', page: '/docs/api/pagination' },
  { kind: 'question', query: 'glossary', page: '/docs/learn/HowItWorks/concepts' },
];

/** Where the reader types: the home page (no section), and a page of a section the answer is not in. */
const HOME = '/';
const LEARN_PAGE = '/docs/learn/overview';
const RULE_PAGE = '/docs/rules/Image/Size';
const otherSection = (page: string) => (searchContextOf(page)?.label === 'Learn' ? RULE_PAGE : LEARN_PAGE);

let search: SiteSearch;
let directory: PageDirectoryFile;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  if (!existsSync(path.join(BUILD, PAGEFIND_DIR, 'pagefind.js'))) throw new Error('No search index in build/pagefind/: run `npm run build` first.');
  // Pagefind's browser module fetches its index; here every request is read from build/.
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin !== ORIGIN) throw new Error(`Unexpected request ${url.href}`);
    const file = path.join(BUILD, decodeURIComponent(url.pathname));
    if (!existsSync(file)) return new Response(null, { status: 404 });
    return new Response(await readFile(file));
  }) as typeof fetch;
  // It is an ES module in a folder Node reads as CommonJS, so a copy named .mjs is imported.
  const copy = path.join(await mkdtemp(path.join(tmpdir(), 'pagefind-')), 'pagefind.mjs');
  await copyFile(path.join(BUILD, PAGEFIND_DIR, 'pagefind.js'), copy);
  const pagefind = (await import(pathToFileURL(copy).href)) as Pagefind;
  await pagefind.options({ basePath: `${ORIGIN}/${PAGEFIND_DIR}`, baseUrl: '/', excerptLength: SEARCH_EXCERPT_WORDS });
  await pagefind.init();
  directory = await pageDirectoryOf(new Response(await readFile(path.join(BUILD, PAGEFIND_DIR, PAGE_DIRECTORY_FILE))));
  search = { pagefind, pages: directory.pages };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

async function topThree(query: string, from: string): Promise<string[]> {
  const { ranked } = await searchSite(search, query, { context: searchContextOf(from) });
  const documents = await Promise.all(ranked.slice(0, 3).map((result) => result.data()));
  return documents.map((document) => decodeURI(document.url.replace(/[?#].*$/, '').replace(/\/$/, '')));
}

describe('the page directory (build/pagefind/pages.json)', () => {
  it('names the metadata file that pagefind-entry.json leads Pagefind to', async () => {
    const entry = JSON.parse(await readFile(path.join(BUILD, PAGEFIND_DIR, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
    expect(directory.meta).toBe(`pagefind.${entry.languages[INDEX_LANGUAGE].hash}.pf_meta`);
    expect(existsSync(path.join(BUILD, PAGEFIND_DIR, directory.meta ?? ''))).toBe(true);
  });

  it('lists every result with the URL, title and section its fragment gives', async () => {
    const { ranked } = await searchSite(search, 'webhook');
    expect(ranked.length).toBeGreaterThan(10);
    const listed = directoryHits(ranked, search.pages);
    const documents = await Promise.all(ranked.map((result) => result.data()));
    expect(listed?.map(({ url, title, section }) => ({ url, title, section }))).toEqual(
      documents.map((document, index) => hitOf(ranked[index], document)).map(({ url, title, section }) => ({ url, title, section })),
    );
  });
});

describe('what is indexed', () => {
  it('leaves out the Markdown actions that every docs page shows', async () => {
    const html = await readFile(path.join(BUILD, `${RULE_PAGE}.html`), 'utf8');
    expect(html).toContain('Open in ChatGPT');
    const { ranked } = await searchSite(search, 'Size');
    const pages = await Promise.all(ranked.map((result) => result.data()));
    const page = pages.find((document) => document.url.replace(/\/$/, '') === RULE_PAGE);
    expect(page, `${RULE_PAGE} is found by its name`).toBeDefined();
    const { content } = page as unknown as { content: string };
    expect(content).toContain('Size');
    for (const action of ['Copy page', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude']) expect(content).not.toContain(action);
  });
});

describe('search relevance', () => {
  it('has at least 40 queries covering every kind the issue names', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(RELEVANCE_SET.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['React hook', 'error code', 'operation title', 'operationId', 'parameter', 'path', 'question', 'quest type', 'rule'].sort());
  });

  for (const { query, page, kind } of RELEVANCE_SET) {
    it(`${kind} "${query}" finds ${page} from the home page and from another section`, async () => {
      expect(await topThree(query, HOME), `typed on ${HOME}`).toContain(page);
      const from = otherSection(page);
      expect(await topThree(query, from), `typed on ${from}`).toContain(page);
    });
  }
});
