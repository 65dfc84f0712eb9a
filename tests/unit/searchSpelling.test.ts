/** Unit tests for typo tolerance (src/search/spelling.ts), the vocabulary's words (src/plugins/searchIndex.ts) and result ranking. */
import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  beginsIndexedWord,
  editDistance,
  nearestWord,
  normalizeWord,
  parseVocabulary,
  spellQuery,
  vocabularyKey,
  vocabularyLoader,
} from '@site/src/search/spelling';
import { exactNames, indexedWords } from '@site/src/plugins/searchIndex';
import { rankResults, type DirectoryEntry } from '@site/src/search/results';

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and transpositions as one edit each', () => {
    expect(editDistance('webhok', 'webhook', 2)).toBe(1); // dropped
    expect(editDistance('webhoook', 'webhook', 2)).toBe(1); // doubled
    expect(editDistance('wehbook', 'webhook', 2)).toBe(1); // swapped
    expect(editDistance('webhuok', 'webhook', 2)).toBe(1); // wrong
    expect(editDistance('webhook', 'webhook', 2)).toBe(0);
    expect(editDistance('wehbok', 'webhook', 2)).toBe(2);
  });

  it('stops at the bound, on any input', () => {
    expect(editDistance('asdfghjkl', 'webhook', 2)).toBe(3);
    expect(editDistance('a'.repeat(5000), 'b'.repeat(5000), 2)).toBe(3);
    expect(editDistance('x'.repeat(200), 'x'.repeat(199) + 'y', 1)).toBe(1);
  });

  it('allows Algolia’s default number of typos by word length', () => {
    expect([3, 4, 7, 8, 20].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('query words', () => {
  it('are normalised as Pagefind searches them', () => {
    expect(normalizeWord('Twitter.Follow')).toBe('twitterfollow');
    expect(normalizeWord('/user-quests/{userQuestId}/claim')).toBe('userquestsuserquestidclaim');
    expect(normalizeWord('image_hue_arc_too_wide')).toBe('image_hue_arc_too_wide');
    expect(normalizeWord('Café')).toBe('cafe');
    expect(vocabularyKey('webhook')).toBe('w');
    expect(vocabularyKey('漢字')).toBe('other');
  });
});

describe('the vocabulary', () => {
  const shard = parseVocabulary(['webhook', 'webhooks', 'web', 'HueArcLength', 'twitter.follow', 'weekly'].join('\n'));

  it('knows every word an indexed word begins with', () => {
    expect(beginsIndexedWord(shard, 'webho')).toBe(true);
    expect(beginsIndexedWord(shard, 'huearc')).toBe(true);
    expect(beginsIndexedWord(shard, 'twitterfollow')).toBe(true);
    expect(beginsIndexedWord(shard, 'webhok')).toBe(false);
    expect(beginsIndexedWord(parseVocabulary(''), 'a')).toBe(false);
  });

  it('gives the nearest word as the pages show it, the one on most pages first', () => {
    expect(nearestWord([shard], 'huearclenght', 2)).toEqual({ shown: 'HueArcLength', edits: 1 });
    expect(nearestWord([shard], 'webhok', 1)).toEqual({ shown: 'webhook', edits: 1 });
    expect(nearestWord([shard], 'wxyzab', 1)).toBeNull();
  });

  it('holds each token of a page and the parts Pagefind indexes it by', () => {
    // A token with punctuation in it is also indexed by its parts, camelCase split too ("claimUserQuest,"),
    // and a camelCase part also whole ("userQuestId").
    expect(indexedWords('Follow (twitter.follow) and claimUserQuest, at /user-quests/{userQuestId}/claim. HueArcLength')).toEqual([
      'Follow',
      'twitter.follow',
      'twitter',
      'follow',
      'and',
      'claimUserQuest',
      'claim',
      'user',
      'quest',
      'at',
      'user-quests/{userQuestId}/claim',
      'userquestid',
      'user',
      'quests',
      'user',
      'quest',
      'id',
      'claim',
      'HueArcLength',
    ]);
  });
});

describe('spelling a query', () => {
  const files: Record<string, string> = {
    w: 'webhook\nwebhooks\nweb',
    s: 'secret\nsignature\nsign',
    r: 'rotate\nreward',
    t: 'twitter.follow\ntwitter',
    c: 'claim\nclamp',
    u: 'user\nusers\nuse',
    q: 'quest\nquests',
    a: 'authentication',
  };
  const requested: string[] = [];
  const load = vocabularyLoader({ folder: '/pagefind/', hash: 'abc123' }, async (input) => {
    const key = /vocabulary\/(\w+)\.abc123\.txt$/.exec(String(input))?.[1] ?? '';
    requested.push(key);
    return new Response(files[key] ?? '');
  });

  it('keeps words that begin an indexed word, and fetches only their initials', async () => {
    requested.length = 0;
    expect(await spellQuery('Rotate webhook', load)).toEqual({ query: 'Rotate webhook', corrected: false, unmatched: false });
    expect(requested.sort()).toEqual(['r', 'w']);
  });

  it('corrects a misspelled word', async () => {
    expect(await spellQuery('rotate webhok secret', load)).toEqual({ query: 'rotate webhook secret', corrected: true, unmatched: false });
    expect(await spellQuery('twiter.follow', load)).toEqual({ query: 'twitter.follow', corrected: true, unmatched: false });
  });

  it('corrects a typo in any word of the query, a word before the last as a whole word', async () => {
    // "clam" begins "clamp": only the last word, still being typed, may stand as a prefix.
    for (const query of ['clam user quest', 'claim uzer quest', 'claim user qeust']) {
      expect(await spellQuery(query, load), query).toEqual({ query: 'claim user quest', corrected: true, unmatched: false });
    }
    expect(await spellQuery('claim user que', load)).toEqual({ query: 'claim user que', corrected: false, unmatched: false });
    expect(await spellQuery('clam', load)).toEqual({ query: 'clam', corrected: false, unmatched: false });
  });

  it('searches a word before the last as typed when it begins indexed words and is near none', async () => {
    requested.length = 0;
    expect(await spellQuery('auth user', load)).toEqual({ query: 'auth user', corrected: false, unmatched: false });
    // Its initial is right, so the other initials' files are not fetched for it.
    expect(requested.filter((key) => key !== 'u')).toEqual(['a']);
  });

  it('corrects a mistyped first letter from the other files', async () => {
    expect(await spellQuery('ewbhook', load)).toEqual({ query: 'webhook', corrected: true, unmatched: false });
  });

  it('finds nothing for a word near no indexed word', async () => {
    expect((await spellQuery('webhook asdfghjkl', load)).unmatched).toBe(true);
    expect((await spellQuery('zebra', load)).unmatched).toBe(true);
    expect((await spellQuery('wbe', load)).unmatched).toBe(true); // too short for a typo
  });

  it('searches as typed without a vocabulary, or when its file cannot be had', async () => {
    const none = vocabularyLoader({ folder: '/pagefind/', hash: null });
    expect(await spellQuery('asdfghjkl', none)).toEqual({ query: 'asdfghjkl', corrected: false, unmatched: false });
    const failing = vocabularyLoader({ folder: '/pagefind/', hash: 'abc123' }, async () => new Response('<html>', { status: 500 }));
    expect(await spellQuery('asdfghjkl', failing)).toEqual({ query: 'asdfghjkl', corrected: false, unmatched: false });
  });

  it('reads the files the /search page\'s head script requested instead of requesting them again', async () => {
    const requestedHere: string[] = [];
    const early = vocabularyLoader({ folder: '/pagefind/', hash: 'abc123', prefetched: { w: Promise.resolve(new Response(files.w)) } }, async (input) => {
      requestedHere.push(String(input));
      return new Response(files.s);
    });
    expect(await spellQuery('webhok signature', early)).toEqual({ query: 'webhook signature', corrected: true, unmatched: false });
    expect(requestedHere).toEqual(['/pagefind/vocabulary/s.abc123.txt']);
  });

  it('answers hostile queries in bounded time', async () => {
    for (const query of ['<script>alert(1)</script>', '(*+?[', 'x'.repeat(2000), '🎮🏆 quest', 'a '.repeat(1000)]) {
      const started = performance.now();
      await spellQuery(query, load);
      expect(performance.now() - started, query.slice(0, 20)).toBeLessThan(1000);
    }
  });
});

describe('exact names', () => {
  it('name operations by operationId and path, and quest types by provider and type', () => {
    expect(exactNames('/docs/API/claim-user-quest', { operationId: 'claimUserQuest', method: 'POST', path: '/user-quests/{userQuestId}/claim' })).toEqual([
      'claimUserQuest',
      '/user-quests/{userQuestId}/claim',
    ]);
    expect(exactNames('/docs/quests/Quest Types/Categories/steam/playedMinutes')).toEqual(['steam.playedMinutes']);
    expect(exactNames('/docs/learn/overview')).toEqual([]);
  });
});

describe('ranking', () => {
  const directory: Record<string, DirectoryEntry> = {
    webhooks: ['/docs/api/webhooks', 'Webhooks'],
    rotate: ['/docs/API/rotate-webhook-secret', 'Rotate a webhook signing secret'],
    signUp: ['/docs/API/sign-up', 'Sign up with email and password'],
    signIn: ['/docs/API/sign-in', 'Sign in with email and password', ['signIn', '/auth/sign-in']],
    learnA: ['/docs/learn/a', 'Learn A'],
    learnB: ['/docs/learn/b', 'Learn B'],
    learnC: ['/docs/learn/c', 'Learn C'],
  };
  const entryOf = (id: string) => directory[id];
  const ids = (results: { id: string }[]) => results.map((result) => result.id);

  it('puts an exact title or name first, from any section', () => {
    const all = [
      { id: 'webhooks', score: 10 },
      { id: 'learnA', score: 9 },
      { id: 'signIn', score: 2 },
    ];
    expect(ids(rankResults(all, 'Sign in with email and password', entryOf, new Set(['learnA'])))[0]).toBe('signIn');
    expect(ids(rankResults(all, '/auth/sign-in', entryOf, new Set()))[0]).toBe('signIn');
    expect(ids(rankResults(all, 'POST /auth/sign-in', entryOf, new Set()))[0]).toBe('signIn');
  });

  it('lifts a title with every word of the query above prefix matches', () => {
    const all = [
      { id: 'webhooks', score: 9.7 },
      { id: 'rotate', score: 9.2 },
      { id: 'signUp', score: 9 },
      { id: 'signIn', score: 8.6 },
    ];
    expect(ids(rankResults(all, 'sign in', entryOf, new Set()))[0]).toBe('signIn');
  });

  it('keeps the best result in the first three when the section’s own come first', () => {
    const all = [
      { id: 'webhooks', score: 10 },
      { id: 'learnA', score: 9.9 },
      { id: 'learnB', score: 9.8 },
      { id: 'learnC', score: 9.7 },
    ];
    expect(ids(rankResults(all, 'webhook', entryOf, new Set(['learnA', 'learnB', 'learnC'])))).toEqual(['learnA', 'learnB', 'webhooks', 'learnC']);
    expect(ids(rankResults(all, 'webhook', entryOf, new Set()))).toEqual(['webhooks', 'learnA', 'learnB', 'learnC']);
  });
});
