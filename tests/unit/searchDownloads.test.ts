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

  const answerEntry = (body: string) => {
    const settings = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }).happyDOM.settings;
    settings.fetch.interceptor = {
      beforeAsyncRequest: async ({ request }: { request: Request }) => new Response(request.url.includes('pagefind-entry.json') ? body : '', { status: 200 }),
    };
  };

  it('preloads the index metadata as soon as the entry names it', async () => {
    answerEntry(JSON.stringify({ version: '1.6.0', languages: { en: { hash: 'en_d039384fc6', wasm: 'en', page_count: 383 } } }));
    const { startPagefindDownloads } = await load();
    const started = startPagefindDownloads('/')!;
    expect(await started.meta).toBe('pagefind.en_d039384fc6.pf_meta');
    expect(links().at(-1)).toEqual({ rel: 'preload', href: started.script.replace('pagefind.js', 'pagefind.en_d039384fc6.pf_meta'), as: 'fetch' });
    expect(links()).toHaveLength(5);
  });

  it('preloads nothing more for an entry that names no metadata file next to Pagefind, or is not JSON', async () => {
    for (const body of ['{"languages":{"en":{"hash":"../../elsewhere"}}}', '{"languages":{}}', 'not json', '']) {
      vi.resetModules();
      document.head.replaceChildren();
      answerEntry(body);
      const started = (await load()).startPagefindDownloads('/')!;
      expect(await started.meta, body).toBeNull();
      expect(links(), body).toHaveLength(4);
    }
  });
});
