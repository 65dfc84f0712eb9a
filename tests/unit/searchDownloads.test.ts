// @vitest-environment happy-dom
/** The downloads the navbar search box starts as the reader reaches for it (src/search/pagefindFiles.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it starts the downloads once per page load. */
const load = () => import('@site/src/search/pagefindFiles');

const links = () => [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, href: link.getAttribute('href'), as: link.getAttribute('as') }));

describe('starting the search downloads', () => {
  beforeEach(() => {
    // The preloads are answered here: happy-dom fetches them, and nothing serves the site in a unit test.
    const settings = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }).happyDOM.settings;
    settings.fetch.interceptor = { beforeAsyncRequest: async () => new Response('', { status: 200 }) };
    vi.resetModules();
    document.head.replaceChildren();
    delete (window as unknown as Record<string, unknown>).__guildforgeSearch;
  });
  afterEach(() => document.head.replaceChildren());

  it("preloads Pagefind's script, entry and WebAssembly and the page directory together, once", async () => {
    const { startPagefindDownloads, pageDirectoryUrl } = await load();
    const started = startPagefindDownloads('/');
    expect(started).not.toBeNull();
    const { script, tag } = started!;
    expect(script).toBe(new URL('/pagefind/pagefind.js', window.location.href).href);
    expect(links()).toEqual([
      { rel: 'modulepreload', href: script, as: null },
      { rel: 'preload', href: script.replace('pagefind.js', `pagefind-entry.json?ts=${tag}`), as: 'fetch' },
      { rel: 'preload', href: script.replace('pagefind.js', 'wasm.en.pagefind'), as: 'fetch' },
      { rel: 'preload', href: pageDirectoryUrl(script, tag), as: 'fetch' },
    ]);
    // The loader takes the same downloads over: same URLs, same tag.
    expect(startPagefindDownloads('/')).toBe(started);
    expect(links()).toHaveLength(4);
  });

  it('starts nothing on a /search page whose head script searches already, or for an index on another origin', async () => {
    (window as unknown as Record<string, unknown>).__guildforgeSearch = null;
    expect((await load()).startPagefindDownloads('/')).toBeNull();
    delete (window as unknown as Record<string, unknown>).__guildforgeSearch;
    vi.resetModules();
    expect((await load()).startPagefindDownloads('//elsewhere.example/')).toBeNull();
    expect(links()).toEqual([]);
  });

  const answerChunks = (body: string) => {
    const settings = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }).happyDOM.settings;
    settings.fetch.interceptor = {
      beforeAsyncRequest: async ({ request }: { request: Request }) => new Response(request.url.includes('index-chunks.json') ? body : '', { status: 200 }),
    };
  };
  const CHUNKS = [
    ['0', 'accept', 'en_f24f8db'],
    ['since', 'submissionid', 'en_7bddec4'],
    ['submissionidr', 'the', 'en_b8c3323'],
    ['vote_', 'xx', 'en_eabaadd'],
    ['xy', 'zz', 'en_37097c8'],
  ];
  const FILE = JSON.stringify({ meta: 'pagefind.en_d039384fc6.pf_meta', chunks: CHUNKS });

  it('reads the index chunks file with the same tag, and preloads the metadata it names', async () => {
    let requested = '';
    const settings = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }).happyDOM.settings;
    settings.fetch.interceptor = {
      beforeAsyncRequest: async ({ request }: { request: Request }) => {
        if (request.url.includes('index-chunks.json')) requested = request.url;
        return new Response(request.url.includes('index-chunks.json') ? FILE : '', { status: 200 });
      },
    };
    const { startPagefindDownloads } = await load();
    const started = startPagefindDownloads('/')!;
    expect(await started.meta).toBe('pagefind.en_d039384fc6.pf_meta');
    expect(requested).toBe(started.script.replace('pagefind.js', `index-chunks.json?ts=${started.tag}`));
    expect(await started.chunks).toEqual(CHUNKS);
    expect(links().at(-1)).toEqual({ rel: 'preload', href: started.script.replace('pagefind.js', 'pagefind.en_d039384fc6.pf_meta'), as: 'fetch' });
    expect(links()).toHaveLength(5);
  });

  it("preloads each key's index chunks once, as Pagefind will fetch them, and at most four", async () => {
    answerChunks(FILE);
    const { startPagefindDownloads, preloadQueryChunks, MAX_PRELOADED_CHUNKS } = await load();
    preloadQueryChunks('webhook'); // before the reader reached for search: nothing started, nothing preloaded
    const started = startPagefindDownloads('/')!;
    await started.chunks;
    const chunkLinks = () => links().filter((link) => link.href?.includes('/index/'));
    for (const query of ['w', 'we', 'web', 'webhook', 'webhook s', 'webhook submissions']) preloadQueryChunks(query);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const chunk = (hash: string) => ({ rel: 'preload', href: started.script.replace('pagefind.js', `index/${hash}.pf_index`), as: 'fetch' });
    // "s" spans two chunks here, so it preloads them; "w" one, once however many keys ask for it.
    expect(chunkLinks()).toEqual([chunk('en_eabaadd'), chunk('en_7bddec4'), chunk('en_b8c3323')]);
    preloadQueryChunks('xy zz');
    preloadQueryChunks('abc'); // a fifth chunk
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(MAX_PRELOADED_CHUNKS).toBe(4);
    expect(chunkLinks()).toEqual([chunk('en_eabaadd'), chunk('en_7bddec4'), chunk('en_b8c3323'), chunk('en_37097c8')]);
  });

  it('preloads nothing more for a chunks file that names no metadata file next to Pagefind, or is not JSON', async () => {
    for (const body of [
      '{"meta":"../../elsewhere/pagefind.en_1.pf_meta","chunks":[]}',
      '{"meta":"pagefind.en_1.pf_meta","chunks":[["a","b","../../x_1234567"]]}',
      '{"languages":{}}',
      'not json',
      '',
    ]) {
      vi.resetModules();
      document.head.replaceChildren();
      answerChunks(body);
      const { startPagefindDownloads, preloadQueryChunks } = await load();
      const started = startPagefindDownloads('/')!;
      expect(await started.meta, body).toBeNull();
      expect(await started.chunks, body).toEqual([]);
      preloadQueryChunks('webhook');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(links(), body).toHaveLength(4);
    }
  });
});
