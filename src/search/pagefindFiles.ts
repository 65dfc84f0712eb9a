/**
 * Where Pagefind's files are, and the downloads a search starts with. The navbar search box
 * (src/theme/SearchBar) imports this module, so it is in main.js on every page; the rest of
 * the search code (./pagefind.ts and the suggestions) loads when the reader reaches for search.
 *
 * The box starts Pagefind's downloads itself (`startPagefindDownloads`), in the same task as
 * the reader's tap or focus. When they started in the loader's chunk, they waited for that
 * chunk first: one more round trip and its download, 250 to 900 ms of the 1.7 to 2.8 s from
 * the first key to the first suggestion on the bench's phone profile (150 ms round trips,
 * 1.6 Mbit/s; `BENCH_SEARCH_TRACE=1 npm run bench -- --search-only`).
 */

/** The folder, below the site's base URL, that holds the index and Pagefind's own script. */
export const PAGEFIND_DIR = 'pagefind/';

/** The language the index is built for (src/plugins/searchIndex.ts gives it as `forceLanguage`). */
export const INDEX_LANGUAGE = 'en';

/** The WebAssembly Pagefind loads for the index's language. */
const PAGEFIND_WASM = `wasm.${INDEX_LANGUAGE}.pagefind`;

/**
 * The site's page directory, written next to the index after every build
 * (src/plugins/searchIndex.ts): each page's Pagefind id with its URL and title, and the names of
 * the index's metadata file and of the vocabulary (./pagefind.ts `PageDirectoryFile`).
 */
export const PAGE_DIRECTORY_FILE = 'pages.json';

/** The base URL with exactly one trailing slash, as Pagefind's `baseUrl` option takes it. */
export const withSlash = (baseUrl: string) => baseUrl.replace(/\/*$/, '/');

/** The path of `pagefind.js` below the site's base URL, unresolved. */
export const pagefindScriptPath = (baseUrl: string) => `${withSlash(baseUrl)}${PAGEFIND_DIR}pagefind.js`;

/**
 * The URL of `pagefind.js` for a site whose base URL is `baseUrl`, resolved against the
 * page's own URL; throws "Unexpected version url" when it would leave the page's origin.
 */
export function pagefindScriptUrl(baseUrl: string, pageUrl: string): string {
  const page = new URL(pageUrl);
  let script: URL;
  try {
    script = new URL(pagefindScriptPath(baseUrl), page);
  } catch {
    throw new Error('Unexpected version url');
  }
  if (script.origin !== page.origin) throw new Error('Unexpected version url');
  return script.href;
}

/** The folder of `pagefind.js`, ending in a slash: the index's other files are beside it. */
export const pagefindFolder = (script: string): string => script.replace(/pagefind\.js$/, '');

/** The page directory's URL for a page load whose cache tag is `tag`. */
export const pageDirectoryUrl = (script: string, tag: string): string => `${pagefindFolder(script)}${PAGE_DIRECTORY_FILE}?ts=${tag}`;

/** Adds a `<link>` that starts a download for a later request, made as `fetch()` makes it when `as` is given. */
export function preloadLink(rel: 'modulepreload' | 'preload', href: string, as?: 'fetch'): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) {
    link.as = as;
    link.crossOrigin = 'anonymous';
  }
  document.head.appendChild(link);
}

/** The URL of `pagefind-entry.json` as Pagefind requests it, with its `metaCacheTag` `tag`. */
export function pagefindEntryUrl(script: string, tag: string): string {
  return `${pagefindFolder(script)}pagefind-entry.json?ts=${tag}`;
}

/** The global where the /search page's head script (./pagefind.ts `earlySearchScript`) leaves what it started; null once taken. */
export const EARLY_SEARCH_GLOBAL = '__guildforgeSearch';

/** A metadata file name as Pagefind writes it; anything else is ignored. */
export const INDEX_META_FILE = /^pagefind\.[\w-]+\.pf_meta$/;

/** The index's metadata file that `pagefind-entry.json` (its parsed body) leads Pagefind to, or null. */
export function indexMetaOfEntry(entry: unknown): string | null {
  const languages = entry && typeof entry === 'object' ? (entry as { languages?: unknown }).languages : undefined;
  const language = languages && typeof languages === 'object' ? (languages as Record<string, unknown>)[INDEX_LANGUAGE] : undefined;
  const hash = language && typeof language === 'object' ? (language as { hash?: unknown }).hash : undefined;
  const name = typeof hash === 'string' ? `pagefind.${hash}.pf_meta` : '';
  return INDEX_META_FILE.test(name) ? name : null;
}

/** The downloads started on this page load: the script's URL and the cache tag their URLs carry. */
export interface PagefindDownloads {
  readonly script: string;
  readonly tag: string;
  /**
   * The index's metadata file, preloaded as soon as Pagefind's entry named it; null when the
   * entry could not be read (./pagefind.ts then preloads the file the page directory names).
   */
  readonly meta: Promise<string | null>;
}

/**
 * Pagefind asks for the index's metadata, whose name it reads from `pagefind-entry.json`, only
 * once its own script has arrived and run, and then for the query's index chunk only once the
 * metadata has arrived. The entry is tiny: read here as soon as it arrives, it starts the
 * metadata's download before the search code has arrived. On the bench's phone profile the
 * metadata was requested when the 9.7 KiB page directory (which names it too) had arrived and
 * the loader's chunk had run, 250 to 400 ms after the entry.
 *
 * It is read from a request of its own (`?meta=`), not from the entry's preload: the preload is
 * Pagefind's. Reading it here took the preload, so Pagefind's own request for the entry went to
 * the server again, and waited a round trip that came right before the index chunk's request.
 */
function preloadIndexMetaFromEntry(script: string, tag: string): Promise<string | null> {
  return fetch(`${pagefindFolder(script)}pagefind-entry.json?meta=${tag}`)
    .then((response) => (response.ok ? response.json() : null))
    .then((entry: unknown) => {
      const meta = indexMetaOfEntry(entry);
      if (meta) preloadLink('preload', `${pagefindFolder(script)}${meta}`, 'fetch');
      return meta;
    })
    .catch(() => null);
}

let started: PagefindDownloads | undefined;

/**
 * Starts downloading, side by side, what Pagefind and the site's search read first: Pagefind's
 * script, `pagefind-entry.json`, its WebAssembly and the page directory, and the index's
 * metadata once the entry names it (`preloadIndexMetaFromEntry`). Pagefind alone would
 * fetch the first three one after another; on a phone's 150 ms round trips that chain was the
 * largest part of the wait for the first suggestion. The entry's and the directory's URLs carry
 * `tag` (Pagefind's `metaCacheTag`, new for every page load, so neither is a stale copy), and the
 * preloads are made as `fetch()` makes its requests, so the later requests take them over.
 * Once per page load; returns what was started, or null when the script's URL would leave the
 * page's origin (./pagefind.ts `loadPagefind` then raises the error) or when the /search page's
 * head script has started a search on this page load (its worker fetches for itself).
 */
export function startPagefindDownloads(baseUrl: string): PagefindDownloads | null {
  if (started) return started;
  if (EARLY_SEARCH_GLOBAL in window) return null;
  let script: string;
  try {
    script = pagefindScriptUrl(baseUrl, window.location.href);
  } catch {
    return null;
  }
  const tag = String(Date.now());
  const folder = pagefindFolder(script);
  preloadLink('modulepreload', script);
  preloadLink('preload', pagefindEntryUrl(script, tag), 'fetch');
  preloadLink('preload', `${folder}${PAGEFIND_WASM}`, 'fetch');
  preloadLink('preload', pageDirectoryUrl(script, tag), 'fetch');
  started = { script, tag, meta: preloadIndexMetaFromEntry(script, tag) };
  return started;
}
