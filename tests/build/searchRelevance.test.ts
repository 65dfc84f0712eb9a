/**
 * Search relevance: queries readers type, each with the page that must be among the first
 * three suggestions, typed from the home page (no section) and from a page in another
 * section (whose own results come first). The queries run through the site's own search
 * code (src/search/engine.ts) and Pagefind's browser API, in Node, over the index the build
 * wrote to build/pagefind/: Pagefind's requests are answered from those files, so the whole
 * set takes seconds. tests/e2e/search.spec.ts types a few queries in the browser.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_EXCERPT_WORDS } from '@site/src/config/search';
import { searchContextOf } from '@site/src/search/context';
import { directoryHits, hitOf, searchSite } from '@site/src/search/engine';
import { normalizeWord } from '@site/src/search/spelling';
import { INDEX_LANGUAGE, PAGE_DIRECTORY_FILE, PAGEFIND_DIR, pageDirectoryOf, type PageDirectoryFile, type SiteSearch } from '@site/src/search/pagefind';
import { answerFromBuild, BUILD, ORIGIN, pagefindInNode } from './pagefindInNode';

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

interface Typo extends Case {
  /** The query as it should have been typed. */
  readonly spelled: string;
}

/**
 * Misspelled queries (a letter dropped, doubled, swapped or wrong), each with the page its
 * correct spelling finds. Typos are forgiven as Algolia does by default: one edit in a word
 * of 4 to 7 characters, two from 8 (src/search/spelling.ts).
 */
const TYPO_SET: readonly Typo[] = [
  { kind: 'rule', query: 'HueArcLenght', spelled: 'HueArcLength', page: '/docs/rules/Image/HueArcLength' },
  { kind: 'rule', query: 'MaxPolygonCont', spelled: 'MaxPolygonCount', page: '/docs/rules/Mesh/MaxPolygonCount' },
  { kind: 'rule', query: 'TrianglessOnly', spelled: 'TrianglesOnly', page: '/docs/rules/Mesh/TrianglesOnly' },
  { kind: 'rule', query: 'NoProfanety', spelled: 'NoProfanity', page: '/docs/rules/Text/NoProfanity' },
  { kind: 'rule', query: 'AudioDurration', spelled: 'AudioDuration', page: '/docs/rules/Audio/AudioDuration' },
  { kind: 'rule', query: 'TerainHeightMap', spelled: 'TerrainHeightMap', page: '/docs/rules/Material/Texture/TerrainHeightMap' },
  { kind: 'rule', query: 'NumberRnage', spelled: 'NumberRange', page: '/docs/rules/Misc/Number/NumberRange' },
  { kind: 'rule', query: 'Skeletn', spelled: 'Skeleton', page: '/docs/rules/Animation/Skeleton' },
  { kind: 'error code', query: 'idempotency_key_resued', spelled: 'idempotency_key_reused', page: '/docs/api/idempotency' },
  { kind: 'error code', query: 'quest_claim_window_clsoed', spelled: 'quest_claim_window_closed', page: '/docs/API/claim-user-quest' },
  { kind: 'error code', query: 'mesh_polygon_count_exceded', spelled: 'mesh_polygon_count_exceeded', page: '/docs/rules/Mesh/MaxPolygonCount' },
  { kind: 'error code', query: 'image_hue_arc_too_wdie', spelled: 'image_hue_arc_too_wide', page: '/docs/rules/Image/HueArcLength' },
  { kind: 'error code', query: 'steam_playtime_below_targt', spelled: 'steam_playtime_below_target', page: `${QUEST}/steam/playedMinutes` },
  { kind: 'operationId', query: 'claimUserQeust', spelled: 'claimUserQuest', page: '/docs/API/claim-user-quest' },
  { kind: 'operationId', query: 'rotateWebhookSecert', spelled: 'rotateWebhookSecret', page: '/docs/API/rotate-webhook-secret' },
  { kind: 'operationId', query: 'getVoteBalanse', spelled: 'getVoteBalance', page: '/docs/API/get-vote-balance' },
  { kind: 'operationId', query: 'listWebhookDeliveris', spelled: 'listWebhookDeliveries', page: '/docs/API/list-webhook-deliveries' },
  { kind: 'operationId', query: 'exchangeSocialTokken', spelled: 'exchangeSocialToken', page: '/docs/API/exchange-social-token' },
  { kind: 'operation title', query: 'Redeeem a user reward', spelled: 'Redeem a user reward', page: '/docs/API/redeem-user-reward' },
  { kind: 'operation title', query: 'Cancle a schema', spelled: 'Cancel a schema', page: '/docs/API/cancel-schema' },
  { kind: 'operation title', query: 'Get featrue server status', spelled: 'Get feature server status', page: '/docs/API/get-feature-server-status' },
  { kind: 'operation title', query: 'rotate webhok secret', spelled: 'rotate webhook secret', page: '/docs/API/rotate-webhook-secret' },
  { kind: 'quest type', query: 'twiter.follow', spelled: 'twitter.follow', page: `${QUEST}/twitter/follow` },
  { kind: 'quest type', query: 'steam.playedMinuts', spelled: 'steam.playedMinutes', page: `${QUEST}/steam/playedMinutes` },
  { kind: 'quest type', query: 'discord.checkMembreship', spelled: 'discord.checkMembership', page: `${QUEST}/discord/checkMembership` },
  { kind: 'quest type', query: 'youtube subscirbe', spelled: 'youtube subscribe', page: `${QUEST}/youtube/subscribe` },
  { kind: 'React hook', query: 'useClaimUserQuset', spelled: 'useClaimUserQuest', page: '/docs/react-guildforge' },
  { kind: 'parameter', query: 'votesPerDya', spelled: 'votesPerDay', page: '/docs/learn/ugc' },
  { kind: 'question', query: 'webhok', spelled: 'webhook', page: '/docs/API/webhook' },
  { kind: 'question', query: 'glosary', spelled: 'glossary', page: '/docs/learn/HowItWorks/concepts' },
  { kind: 'question', query: 'paginaton cursor', spelled: 'pagination cursor', page: '/docs/api/pagination' },
  { kind: 'question', query: 'idempotancy', spelled: 'idempotency', page: '/docs/api/idempotency' },
  { kind: 'question', query: 'rate limtis', spelled: 'rate limits', page: '/docs/api/rate-limits' },
  { kind: 'question', query: 'verfy webhook signature', spelled: 'verify webhook signature', page: '/docs/api/webhooks' },
];

/** Words on no page and not within typo distance of one: "No results". */
const NONSENSE_SET: readonly string[] = [
  'asdfghjkl',
  'xylophonequartz',
  'frobnicate',
  'zebra',
  'qwertyuiop',
  'blorptastic',
  'zzyzx',
  'flibbertigibbet',
  'snorklewacker',
  'plonkified',
  'webhook xylophonequartz',
];

/**
 * Queries that are exactly a page's title, a rule name, an operationId, a quest type or a
 * path: that page must come first, from any page.
 */
const EXACT_FIRST_SET: readonly Case[] = [
  { kind: 'operation title', query: 'Sign in with email and password', page: '/docs/API/sign-in' },
  { kind: 'operation title', query: 'Rotate a webhook signing secret', page: '/docs/API/rotate-webhook-secret' },
  { kind: 'operation title', query: 'Create a webhook endpoint', page: '/docs/API/create-webhook' },
  { kind: 'operation title', query: 'Redeem a user reward', page: '/docs/API/redeem-user-reward' },
  { kind: 'operation title', query: 'Get feature server status', page: '/docs/API/get-feature-server-status' },
  { kind: 'question', query: 'Concepts and glossary', page: '/docs/learn/HowItWorks/concepts' },
  { kind: 'rule', query: 'HueArcLength', page: '/docs/rules/Image/HueArcLength' },
  { kind: 'rule', query: 'Skeleton', page: '/docs/rules/Animation/Skeleton' },
  { kind: 'operationId', query: 'claimUserQuest', page: '/docs/API/claim-user-quest' },
  { kind: 'operationId', query: 'getVoteBalance', page: '/docs/API/get-vote-balance' },
  { kind: 'quest type', query: 'twitter.follow', page: `${QUEST}/twitter/follow` },
  { kind: 'quest type', query: 'steam.playedMinutes', page: `${QUEST}/steam/playedMinutes` },
  { kind: 'path', query: '/user-quests/{userQuestId}/claim', page: '/docs/API/claim-user-quest' },
  { kind: 'path', query: '/schemas/{schemaId}/cancel', page: '/docs/API/cancel-schema' },
  { kind: 'path', query: 'POST /submissions/batch-status', page: '/docs/API/batch-update-submission-status' },
  { kind: 'error code', query: 'image_hue_arc_too_wide', page: '/docs/rules/Image/HueArcLength' },
];

/** Where a query is typed, and the page that must be among the first three (issue: ranking hides exact matches). */
const TYPED_ON_LEARN: readonly { readonly query: string; readonly page: string }[] = [
  { query: 'sign in', page: '/docs/API/sign-in' },
  { query: 'webhook signature', page: '/docs/api/webhooks' },
];

/** Where the reader types: the home page (no section), and a page of a section the answer is not in. */
const HOME = '/';
const LEARN_PAGE = '/docs/learn/overview';
const RULE_PAGE = '/docs/rules/Image/Size';
const otherSection = (page: string) => (searchContextOf(page)?.label === 'Learn' ? RULE_PAGE : LEARN_PAGE);

let search: SiteSearch;
let directory: PageDirectoryFile;
let restoreFetch: () => void;

beforeAll(async () => {
  // Pagefind's browser module fetches its index; here every request is read from build/.
  restoreFetch = answerFromBuild();
  const pagefind = await pagefindInNode({ excerptLength: SEARCH_EXCERPT_WORDS });
  directory = await pageDirectoryOf(new Response(await readFile(path.join(BUILD, PAGEFIND_DIR, PAGE_DIRECTORY_FILE))));
  search = { pagefind, pages: directory.pages, vocabulary: { folder: `${ORIGIN}/${PAGEFIND_DIR}`, hash: directory.vocabulary } };
});

afterAll(() => restoreFetch());

async function ranked(query: string, from: string, count = 3): Promise<string[]> {
  const outcome = await searchSite(search, query, { context: searchContextOf(from) });
  const documents = await Promise.all(outcome.ranked.slice(0, count).map((result) => result.data()));
  return documents.map((document) => decodeURI(document.url.replace(/[?#].*$/, '').replace(/\/$/, '')));
}

const topThree = (query: string, from: string) => ranked(query, from, 3);

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

describe('misspelled queries', () => {
  it('has at least 30, in every kind of name', () => {
    expect(TYPO_SET.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TYPO_SET.map((entry) => entry.kind)).size).toBeGreaterThanOrEqual(7);
  });

  for (const { query, spelled, page, kind } of TYPO_SET) {
    it(`${kind} "${query}" finds ${page}, as "${spelled}" does, from the home page and from another section`, async () => {
      const from = otherSection(page);
      for (const typedOn of [HOME, from]) {
        expect(await topThree(spelled, typedOn), `"${spelled}" typed on ${typedOn}`).toContain(page);
        expect(await topThree(query, typedOn), `"${query}" typed on ${typedOn}`).toContain(page);
      }
      // The reader is told which words were searched.
      const { corrected } = await searchSite(search, query);
      expect(corrected?.split(' ').map(normalizeWord).join(' ')).toBe(spelled.split(' ').map(normalizeWord).join(' '));
    });
  }
});

/** A three-word query with a typo in each position: a word before the last is corrected as a whole word ("clam" begins "clamp"). */
const TYPO_IN_EACH_WORD = ['clam user quest', 'claim uzer quest', 'claim user qeust'] as const;

describe('a typo in any word of a query', () => {
  for (const query of TYPO_IN_EACH_WORD) {
    it(`"${query}" puts "Claim a user quest" in the first three from the home page and from Learn`, async () => {
      for (const typedOn of [HOME, LEARN_PAGE]) expect(await topThree(query, typedOn), `typed on ${typedOn}`).toContain('/docs/API/claim-user-quest');
      expect((await searchSite(search, query)).corrected).toBe('claim user quest');
    });
  }
});

describe('nonsense queries', () => {
  it('has at least 10', () => expect(NONSENSE_SET.length).toBeGreaterThanOrEqual(10));

  for (const query of NONSENSE_SET) {
    it(`"${query}" finds nothing from the home page or from another section`, async () => {
      expect(await ranked(query, HOME, 8), `typed on ${HOME}`).toEqual([]);
      expect(await ranked(query, LEARN_PAGE, 8), `typed on ${LEARN_PAGE}`).toEqual([]);
    });
  }
});

describe('exact matches', () => {
  for (const { query, page, kind } of EXACT_FIRST_SET) {
    it(`${kind} "${query}" puts ${page} first from the home page and from another section`, async () => {
      expect((await ranked(query, HOME, 1))[0], `typed on ${HOME}`).toBe(page);
      const from = otherSection(page);
      expect((await ranked(query, from, 1))[0], `typed on ${from}`).toBe(page);
    });
  }

  for (const { query, page } of TYPED_ON_LEARN) {
    it(`"${query}" typed on a Learn page has ${page} in its first three`, async () => {
      expect(await topThree(query, LEARN_PAGE)).toContain(page);
    });
  }
});
