/** Unit tests for search: the index URL guard, section ordering, excerpts, links and what the index reads. */
import { describe, expect, it } from 'vitest';
import { EARLY_SEARCH_GLOBAL, earlySearchScript, pageDirectoryOf, pagefindScriptUrl } from '@site/src/search/pagefind';
import { searchContextByParam, searchContextOf } from '@site/src/search/context';
import { sectionOfUrl } from '@site/src/search/engine';
import { excerptParts, highlightUrl, searchPageUrl, sectionFirst, SECTION_PROMOTION_RATIO } from '@site/src/search/results';
import { matchesSearchShortcut } from '@site/src/search/shortcut';
import { EXCLUDED, indexChunksOfMeta, indexMetaOfEntry, operationSlug, operationsBySlug, pageForIndex } from '@site/src/plugins/searchIndex';
import { chunksForPrefix, chunksForQuery, indexChunksOf, type IndexChunk } from '@site/src/search/pagefindFiles';
import * as cbor from 'cborg';
import { gzipSync } from 'node:zlib';
import { SEARCH_CONTEXT_LENGTH, SEARCH_EXCERPT_WORDS, SEARCH_PAGE_SIZE, SEARCH_SKIP_CLASS } from '@site/src/config/search';
import { normalizeWord, vocabularyKey } from '@site/src/search/spelling';
import config from '@site/docusaurus.config';

describe('the index URL guard', () => {
  it('resolves the Pagefind script below the base URL on the page’s origin', () => {
    expect(pagefindScriptUrl('/', 'https://docs.guildforge.io/docs/learn/overview')).toBe('https://docs.guildforge.io/pagefind/pagefind.js');
    expect(pagefindScriptUrl('/docs-site/', 'http://localhost:3000/docs-site/search?q=x')).toBe('http://localhost:3000/docs-site/pagefind/pagefind.js');
  });

  it('raises "Unexpected version url" for a URL on another origin', () => {
    for (const base of ['https://evil.example/', '//evil.example/', 'http://localhost:3001/']) {
      expect(() => pagefindScriptUrl(base, 'http://localhost:3000/docs/learn/overview'), base).toThrow('Unexpected version url');
    }
  });
});

describe('the /search page\'s head script', () => {
  /** A worker as the head script starts it: its URL and options, and what the script posts to it. */
  class FakeWorker extends EventTarget {
    static started: FakeWorker[] = [];
    readonly posted: unknown[] = [];
    constructor(
      readonly url: string,
      readonly options: WorkerOptions,
    ) {
      super();
      FakeWorker.started.push(this);
    }
    postMessage(message: unknown) {
      this.posted.push(message);
    }
  }

  /** Runs the script as a page at `href` would, with `fetch` and workers recorded and `import()` refused. */
  const run = (baseUrl: string, href: string, fetch: (url: string) => Promise<Response> = () => Promise.reject(new Error('offline'))) => {
    const window: Record<string, unknown> = {};
    const fetched: string[] = [];
    FakeWorker.started = [];
    const recorded = (url: string) => {
      fetched.push(url);
      return fetch(url);
    };
    new Function('window', 'location', 'fetch', 'Worker', earlySearchScript(baseUrl))(window, new URL(href), recorded, FakeWorker);
    return { early: window[EARLY_SEARCH_GLOBAL] as { started: Promise<unknown>; vocabulary: Promise<Record<string, Promise<Response>>> } | undefined, fetched, workers: FakeWorker.started };
  };

  it('starts the search worker with the URL\'s query and the site\'s options, and fetches the page directory', async () => {
    const { early, fetched, workers } = run('/docs-site/', 'http://localhost:3000/docs-site/search?q=%20webhook%20signature%20');
    expect(fetched).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/docs-site\/pagefind\/pages\.json\?ts=\d+$/)]);
    expect(workers.map(({ url, options }) => [url, options])).toEqual([['http://localhost:3000/docs-site/pagefind/search-worker.js', { type: 'module' }]]);
    const tag = /ts=(\d+)$/.exec(fetched[0])?.[1];
    expect(workers[0].posted).toEqual([
      { start: { query: 'webhook signature', search: true, first: SEARCH_PAGE_SIZE, tag, options: expect.objectContaining({ baseUrl: '/docs-site/', excerptLength: SEARCH_EXCERPT_WORDS }) } },
    ]);
    // The worker's first message settles `started`, even when it comes before the page's code listens.
    workers[0].dispatchEvent(new MessageEvent('message', { data: { ready: true } }));
    await expect(early?.started).resolves.toEqual({ ready: true });
  });

  it('asks the worker for the query\'s index chunks only when the page filters by section or version', () => {
    for (const filter of ['ctx=docs%2FAPI', 'version=current']) {
      const { workers } = run('/', `http://localhost:3000/search?q=webhook&${filter}`);
      expect(workers[0].posted, filter).toEqual([{ start: expect.objectContaining({ query: 'webhook', search: false }) }]);
    }
  });

  it('reports a worker that does not start as failed', async () => {
    const { early, workers } = run('/', 'http://localhost:3000/search?q=webhook');
    workers[0].dispatchEvent(new Event('error'));
    await expect(early?.started).resolves.toEqual({ failed: 'the search worker did not start' });
  });

  it('requests the vocabulary files of the query words\' initials, with the keys the spelling check reads', async () => {
    const query = 'Webhok  Événement “quest” 漢字 wrong';
    const fetch = (url: string) => Promise.resolve(new Response(url.includes('/pages.json') ? JSON.stringify({ meta: null, vocabulary: 'abc123', pages: {} }) : 'webhook'));
    const { early, fetched } = run('/docs-site/', `http://localhost:3000/docs-site/search?q=${encodeURIComponent(query)}`, fetch);
    const files = await early!.vocabulary;
    const keys = [...new Set(query.split(/\s+/).map((word) => vocabularyKey(normalizeWord(word))))].sort();
    expect(keys).toEqual(['e', 'other', 'q', 'w']);
    expect(Object.keys(files).sort()).toEqual(keys);
    expect(fetched.slice(1).sort()).toEqual(keys.map((key) => `http://localhost:3000/docs-site/pagefind/vocabulary/${key}.abc123.txt`));
    expect(await (await files.w).text()).toBe('webhook');
  });

  it('requests no vocabulary when the directory names none, or a name that is not a hash', async () => {
    for (const vocabulary of [null, '../../evil']) {
      const { early, fetched } = run('/', 'http://localhost:3000/search?q=webhook', () => Promise.resolve(new Response(JSON.stringify({ meta: null, vocabulary, pages: {} }))));
      expect(await early!.vocabulary, String(vocabulary)).toEqual({});
      expect(fetched, String(vocabulary)).toHaveLength(1);
    }
  });

  it('does nothing without a query, or with an index on another origin', () => {
    expect(run('/', 'http://localhost:3000/search')).toEqual({ early: undefined, fetched: [], workers: [] });
    expect(run('/', 'http://localhost:3000/search?q=%20%20')).toEqual({ early: undefined, fetched: [], workers: [] });
    for (const base of ['https://evil.example/', '//evil.example/']) {
      expect(run(base, 'http://localhost:3000/search?q=webhook'), base).toEqual({ early: undefined, fetched: [], workers: [] });
    }
  });

  it('keeps markup in its configuration from closing the script', () => {
    expect(earlySearchScript('/</script><script>alert(1)//')).not.toContain('</script>');
  });
});

describe('the page directory', () => {
  const read = (body: unknown, status = 200) => pageDirectoryOf(new Response(JSON.stringify(body), { status }));

  it('gives the pages, the metadata file and the vocabulary it names', async () => {
    const pages = { en_1a2b: ['/docs/learn/overview', 'Overview'], en_3c4d: ['/docs/API/sign-in', 'Sign in', ['signIn']] };
    expect(await read({ meta: 'pagefind.en_365fb129a7.pf_meta', vocabulary: '681c60ce8b', pages })).toEqual({
      meta: 'pagefind.en_365fb129a7.pf_meta',
      vocabulary: '681c60ce8b',
      pages,
    });
  });

  it('takes only a hash as the vocabulary’s name', async () => {
    for (const vocabulary of ['../x', 'https://elsewhere.example/', 'ABC/123', 7]) {
      expect((await read({ meta: null, vocabulary, pages: {} })).vocabulary, String(vocabulary)).toBeNull();
    }
  });

  it('preloads nothing but a metadata file next to Pagefind, and shows results without a directory', async () => {
    for (const meta of ['https://elsewhere.example/pagefind.en.pf_meta', '../pagefind.en.pf_meta', 'pagefind.en/x.pf_meta', 'index.html', 7]) {
      expect((await read({ meta, pages: {} })).meta, String(meta)).toBeNull();
    }
    expect(await read({ meta: 'pagefind.en_1.pf_meta', pages: {} }, 404)).toEqual({ meta: null, vocabulary: null, pages: {} });
    expect(await read(null)).toEqual({ meta: null, vocabulary: null, pages: {} });
  });
});

describe("the index metadata named by Pagefind's entry", () => {
  it('names the English index’s metadata file, as Pagefind reads it', () => {
    expect(indexMetaOfEntry({ version: '1.6.0', languages: { en: { hash: 'en_d039384fc6', wasm: 'en', page_count: 383 } } })).toBe('pagefind.en_d039384fc6.pf_meta');
  });

  it('names nothing for an entry without it, or with a hash that would lead elsewhere', () => {
    for (const entry of [
      null,
      'en_1',
      [],
      {},
      { languages: null },
      { languages: { de: { hash: 'de_1a2b' } } },
      { languages: { en: { hash: 7 } } },
      { languages: { en: { hash: '../x' } } },
      { languages: { en: { hash: 'en/../../x' } } },
      { languages: { en: { hash: 'https://elsewhere.example/' } } },
      { languages: { en: { hash: '' } } },
    ]) {
      expect(indexMetaOfEntry(entry), JSON.stringify(entry)).toBeNull();
    }
  });
});

describe('the index chunks, read before Pagefind asks for them (src/search/pagefindFiles.ts)', () => {
  // As the build's index has them: each chunk's first and last word, and its hash.
  const CHUNKS: IndexChunk[] = [
    ['0', '300up', 'en_f24f8db'],
    ['300us', 'accept', 'en_64fb7d6'],
    ['samp', 'sinc', 'en_6ac8c93'],
    ['since', 'submissionid', 'en_7bddec4'],
    ['submissionidr', 'the', 'en_b8c3323'],
    ['thef', 'trun', 'en_79c876d'],
    ['vote_', 'xx', 'en_eabaadd'],
    ['xy', '\u{1f6e1}\ufe0f', 'en_37097c8'],
  ];

  it('finds every chunk that can hold a word beginning with a prefix', () => {
    expect(chunksForPrefix(CHUNKS, 'w').map(([, , hash]) => hash)).toEqual(['en_eabaadd']);
    expect(chunksForPrefix(CHUNKS, 'x').map(([, , hash]) => hash)).toEqual(['en_eabaadd', 'en_37097c8']);
    // "submissionid" ends one chunk and "submissionidr" starts the next: "submission" spans both.
    expect(chunksForPrefix(CHUNKS, 'submission').map(([, , hash]) => hash)).toEqual(['en_7bddec4', 'en_b8c3323']);
    expect(chunksForPrefix(CHUNKS, 's').map(([, , hash]) => hash)).toEqual(['en_6ac8c93', 'en_7bddec4', 'en_b8c3323']);
    // Between two chunks: no word can begin with it.
    expect(chunksForPrefix(CHUNKS, 'tz')).toEqual([]);
  });

  it("preloads a query's chunks only once its words have narrowed them, allowing for the stem", () => {
    expect(chunksForQuery(CHUNKS, 'w')).toEqual(['en_eabaadd']);
    expect(chunksForQuery(CHUNKS, 'Webhook')).toEqual(['en_eabaadd']);
    // "s" spans three chunks: nothing until the reader types more.
    expect(chunksForQuery(CHUNKS, 's')).toEqual([]);
    // "studies" is looked up as "studi": chosen by "stud", its first four letters.
    expect(chunksForQuery(CHUNKS, 'studies')).toEqual(['en_7bddec4']);
    expect(chunksForQuery(CHUNKS, 'webhook, submissions')).toEqual(['en_eabaadd', 'en_7bddec4', 'en_b8c3323']);
    expect(chunksForQuery(CHUNKS, '  -- ')).toEqual([]);
    expect(chunksForQuery([], 'webhook')).toEqual([]);
  });

  it('reads the build\'s file, and nothing from a file of another shape', () => {
    expect(indexChunksOf({ meta: 'pagefind.en_d039384fc6.pf_meta', chunks: CHUNKS })).toEqual({ meta: 'pagefind.en_d039384fc6.pf_meta', chunks: CHUNKS });
    for (const file of [
      null,
      'x',
      [],
      { meta: 'pagefind.en_1.pf_meta' },
      { meta: '../pagefind.en_1.pf_meta', chunks: CHUNKS },
      { meta: 'pagefind.en_1.pf_meta', chunks: {} },
      { meta: 'pagefind.en_1.pf_meta', chunks: [['a', 'b']] },
      { meta: 'pagefind.en_1.pf_meta', chunks: [['a', 'b', 7]] },
      { meta: 'pagefind.en_1.pf_meta', chunks: [['a', 'b', '../../elsewhere_1234567']] },
      { meta: 'pagefind.en_1.pf_meta', chunks: [['a', 'b', 'en_1234567?x']] },
      { meta: 'pagefind.en_1.pf_meta', chunks: [['a', 'b', 'https://elsewhere.example/en_1234567']] },
      { meta: 'pagefind.en_1.pf_meta', chunks: Array.from({ length: 6000 }, () => ['a', 'b', 'en_1234567']) },
    ]) {
      expect(indexChunksOf(file), JSON.stringify(file)?.slice(0, 120)).toBeNull();
    }
  });

  const metaFile = (body: unknown, signature = 'pagefind_dcd') => gzipSync(Buffer.concat([Buffer.from(signature), Buffer.from(cbor.encode(body))]));

  it("reads the chunks from Pagefind's metadata at build time, and fails the build on another format", () => {
    expect(indexChunksOfMeta(metaFile(['1.6.0', [], CHUNKS, [], [], []]), cbor)).toEqual(CHUNKS);
    const fails = (file: Buffer, message: RegExp) => expect(() => indexChunksOfMeta(file, cbor)).toThrow(message);
    fails(Buffer.from('not gzip'), /is not gzipped/);
    fails(metaFile(['1.6.0', [], CHUNKS], 'pagefind_xyz'), /does not start with "pagefind_dcd"/);
    fails(gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from([0xff, 0x00])])), /is not CBOR/);
    fails(metaFile({ chunks: CHUNKS }), /does not list its index chunks/);
    fails(metaFile(['1.6.0', [], []]), /does not list its index chunks/);
    fails(metaFile(['1.6.0', [], [{ from: 'a', to: 'b', hash: 'en_1234567' }]]), /does not list its index chunks/);
  });
});

describe('search contexts', () => {
  it('gives a page its section by path, and none outside them', () => {
    expect(searchContextOf('/docs/rules/Image/Size')?.label).toBe('Rules');
    expect(searchContextOf('/docs/API/claim-user-quest')?.label).toBe('API');
    expect(searchContextOf('/docs/learn/overview')?.label).toBe('Learn');
    expect(searchContextOf('/docs/quests/Quest Types/Categories/twitter/follow')?.label).toBe('Quests');
    expect(searchContextOf('/')).toBeNull();
    expect(searchContextOf('/docs/api/errors')).toBeNull(); // the API guides are not the reference
    expect(searchContextOf('/docs/learning')).toBeNull();
  });

  it('gives a result its section from a path or a whole URL alike', () => {
    expect(sectionOfUrl('/docs/rules/Image/Size')?.label).toBe('Rules');
    expect(sectionOfUrl('/docs/learn/overview#api-keys')?.label).toBe('Learn');
    expect(sectionOfUrl('/docs/learn?x=/docs/rules')?.label).toBe('Learn');
    expect(sectionOfUrl('https://docs.guildforge.io/docs/API/claim-user-quest')?.label).toBe('API');
    // A protocol-relative URL names another host: its path starts after the host.
    expect(sectionOfUrl('//docs.guildforge.io/docs/rules/Image/Size')?.label).toBe('Rules');
    expect(sectionOfUrl('//docs/rules/x')).toBeNull();
    expect(sectionOfUrl('/')).toBeNull();
  });

  it('reads `ctx` as a path or a label, and ignores anything else', () => {
    expect(searchContextByParam('docs/learn')?.label).toBe('Learn');
    expect(searchContextByParam('/docs/learn/')?.label).toBe('Learn');
    expect(searchContextByParam('Rules')?.path).toBe('docs/rules');
    expect(searchContextByParam('<script>')).toBeNull();
    expect(searchContextByParam(null)).toBeNull();
  });
});

describe('section-first ordering', () => {
  const all = [
    { id: 'api', score: 10 },
    { id: 'learn-a', score: 8 },
    { id: 'rules', score: 5 },
    { id: 'learn-b', score: 1 },
  ];

  it('puts the reader’s section first when its results are close to the best', () => {
    expect(sectionFirst(all, new Set(['learn-a', 'learn-b'])).map((result) => result.id)).toEqual(['learn-a', 'api', 'rules', 'learn-b']);
  });

  it('keeps a far better page elsewhere above weak matches of the section', () => {
    expect(SECTION_PROMOTION_RATIO).toBeGreaterThan(0.1);
    expect(sectionFirst(all, new Set(['learn-b'])).map((result) => result.id)).toEqual(['api', 'learn-a', 'rules', 'learn-b']);
  });

  it('keeps the order without a section', () => {
    expect(sectionFirst(all, new Set()).map((result) => result.id)).toEqual(['api', 'learn-a', 'rules', 'learn-b']);
  });
});

describe('excerpts', () => {
  it('keeps a short excerpt whole, with its matches marked', () => {
    expect(excerptParts('Rotate the <mark>webhook</mark> secret')).toEqual([
      { text: 'Rotate the ', marked: false },
      { text: 'webhook', marked: true },
      { text: ' secret', marked: false },
    ]);
  });

  it('cuts a long excerpt to about 50 characters around the first match', () => {
    const html = `${'lorem ipsum dolor '.repeat(6)}the <mark>replayed</mark> response carries ${'sit amet consectetur '.repeat(6)}`;
    const parts = excerptParts(html);
    const text = parts.map((part) => part.text).join('');
    expect(text.length).toBeLessThanOrEqual(SEARCH_CONTEXT_LENGTH + 2);
    expect(text.length).toBeGreaterThan(SEARCH_CONTEXT_LENGTH / 2);
    expect(parts.find((part) => part.marked)?.text).toBe('replayed');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
  });

  it('turns markup in the indexed text into text, never into elements', () => {
    const parts = excerptParts('&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <mark>&quot;quest&quot;</mark> &amp;&#39;&#x1F3AE;');
    expect(parts.map((part) => part.text).join('')).toBe('<img src=x onerror=alert(1)> bold "quest" &\'🎮');
  });
});

describe('links', () => {
  it('adds the query for the target page to highlight, before the hash', () => {
    expect(highlightUrl('/docs/api/idempotency#replays', ' replayed  key replayed ')).toBe('/docs/api/idempotency?_highlight=replayed&_highlight=key#replays');
    expect(highlightUrl('/docs/api/idempotency', '')).toBe('/docs/api/idempotency');
    expect(highlightUrl('/docs/x?a=1', '<b>')).toBe('/docs/x?a=1&_highlight=%3Cb%3E');
  });

  it('writes /search links with q, ctx and version', () => {
    expect(searchPageUrl('webhook')).toBe('/search?q=webhook');
    expect(searchPageUrl('a&b', { ctx: 'docs/learn', version: 'current' })).toBe('/search?q=a%26b&ctx=docs%2Flearn&version=current');
  });
});

describe('the search shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
  it('is Ctrl+K, or Cmd+K on Apple platforms', () => {
    expect(matchesSearchShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(matchesSearchShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(matchesSearchShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(matchesSearchShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(matchesSearchShortcut(key({ key: 'j', ctrlKey: true }), false)).toBe(false);
  });
});

describe('what the index reads', () => {
  const page = (article: string) =>
    `<html><head><meta name="docusaurus_version" content="current"></head><body><nav>Sidebar</nav><main><article class="x">${article}</article></main></body></html>`;

  it('marks the <article> as the body and adds the section and version filters', () => {
    const html = pageForIndex(page('<h1>Size</h1>'), '/docs/rules/Image/Size');
    expect(html).toContain('<article data-pagefind-body class="x"><span data-pagefind-filter="section:Rules"></span><span data-pagefind-filter="version:current"></span><h1>Size</h1>');
    expect(html).toContain('<nav>Sidebar</nav>'); // outside the body, so not indexed
  });

  it('adds an operation’s operationId, method and path with a heading’s weight', () => {
    const html = pageForIndex(page('<h1>Claim a user quest</h1>'), '/docs/API/claim-user-quest', {
      operationId: 'claimUserQuest',
      method: 'POST',
      path: '/user-quests/{userQuestId}/claim',
    });
    expect(html).toContain('<p data-pagefind-weight="7">claimUserQuest POST /user-quests/{userQuestId}/claim</p>');
    expect(html).not.toContain('data-pagefind-filter="section:Rules"');
  });

  it('skips pages without an <article>', () => {
    expect(pageForIndex('<html><body><main>Home</main></body></html>', '/docs')).toBeNull();
  });

  it('names operation pages as the API plugin does and finds their operations', () => {
    expect(operationSlug('claimUserQuest')).toBe('claim-user-quest');
    expect(operationSlug('getTikTokVideoStats')).toBe('get-tik-tok-video-stats');
    const operations = operationsBySlug({ paths: { '/quests/{questId}': { get: { operationId: 'getQuest' }, parameters: [] } } });
    expect(operations.get('get-quest')).toEqual({ operationId: 'getQuest', method: 'GET', path: '/quests/{questId}' });
  });

  it('leaves out chrome and the repeated API parts', () => {
    expect(EXCLUDED).toContain(`.${SEARCH_SKIP_CLASS}`);
    expect(EXCLUDED).toContain('.theme-doc-breadcrumbs');
    expect(EXCLUDED).toContain('.pagination-nav');
  });

  it('is built by the site’s search plugin', () => {
    expect(JSON.stringify(config.plugins)).toContain('searchIndex');
  });
});
