/**
 * Loads Pagefind's browser API from the bundle the build writes to `build/pagefind/`
 * (src/plugins/searchIndex.ts), only when the reader starts to search.
 *
 * The bundle is not part of webpack's graph: it is imported at run time from its URL. That
 * URL must stay on the site's own origin, or a crafted base URL could make the page run
 * someone else's script; anything else raises "Unexpected version url" (the specification's
 * message for an index URL on another origin).
 */

/** The folder, below the site's base URL, that holds the index and Pagefind's own script. */
export const PAGEFIND_DIR = 'pagefind/';

/** The options of Pagefind's browser API that this site sets. */
export interface PagefindOptions {
  readonly baseUrl?: string;
  readonly basePath?: string;
  readonly excerptLength?: number;
  readonly ranking?: Readonly<Record<string, number>>;
  /** Search on the page's own thread instead of a Web Worker (one script fewer to fetch first). */
  readonly noWorker?: boolean;
  /** Replaces the timestamp Pagefind puts on the URL of `pagefind-entry.json`, so that it can be preloaded. */
  readonly metaCacheTag?: string;
}

export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly anchor?: { readonly element: string; readonly id: string; readonly text: string; readonly location: number };
}

export interface PagefindDocument {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>> & { readonly title?: string };
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly sub_results: readonly PagefindSubResult[];
}

export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  readonly words: readonly number[];
  data(): Promise<PagefindDocument>;
}

export interface PagefindResponse {
  readonly results: readonly PagefindResult[];
  readonly unfilteredResultCount: number;
}

export interface Pagefind {
  options(options: PagefindOptions): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: { readonly filters?: Readonly<Record<string, string>> }): Promise<void>;
  search(term: string, options?: { readonly filters?: Readonly<Record<string, string>> }): Promise<PagefindResponse | null>;
}

/**
 * The URL of `pagefind.js` for a site whose base URL is `baseUrl`, resolved against the
 * page's own URL; throws "Unexpected version url" when it would leave the page's origin.
 */
export function pagefindScriptUrl(baseUrl: string, pageUrl: string): string {
  const page = new URL(pageUrl);
  let script: URL;
  try {
    script = new URL(`${baseUrl.replace(/\/*$/, '/')}${PAGEFIND_DIR}pagefind.js`, page);
  } catch {
    throw new Error('Unexpected version url');
  }
  if (script.origin !== page.origin) throw new Error('Unexpected version url');
  return script.href;
}

/** The WebAssembly Pagefind loads for the index's language (the index is built with `forceLanguage: 'en'`). */
const PAGEFIND_WASM = 'wasm.en.pagefind';

/**
 * Starts downloading, side by side, what Pagefind would otherwise fetch one after another:
 * its script, then `pagefind-entry.json`, then its WebAssembly. On a phone's 150 ms round
 * trips that chain was the largest part of the wait for the first suggestion
 * (`BENCH_SEARCH_TRACE=1 npm run bench -- --search-only`). The entry's URL carries `tag`
 * (Pagefind's `metaCacheTag`, new for every page load, so it is never a stale copy) and the
 * preloads are made as `fetch()` makes its requests, so Pagefind's own requests take them over.
 */
function preloadPagefind(script: string, tag: string): void {
  const directory = script.replace(/pagefind\.js$/, '');
  const links: [string, string, string | null][] = [
    ['modulepreload', script, null],
    ['preload', `${directory}pagefind-entry.json?ts=${tag}`, 'fetch'],
    ['preload', `${directory}${PAGEFIND_WASM}`, 'fetch'],
  ];
  for (const [rel, href, as] of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) {
      link.as = as;
      link.crossOrigin = 'anonymous';
    }
    document.head.appendChild(link);
  }
}

/**
 * The site's page directory, written next to the index after every build
 * (src/plugins/searchIndex.ts): each page's Pagefind id with its URL and title. Suggestions
 * are listed from it as soon as a search returns, and ordered by section with it, without
 * waiting for each result's fragment (one more round trip) or running a second, filtered search.
 */
export const PAGE_DIRECTORY_FILE = 'pages.json';

/** Pagefind result id → [URL, title]. */
export type PageDirectory = Readonly<Record<string, readonly [url: string, title: string]>>;

/** Pagefind's API and the page directory, loaded and initialised together. */
export interface SiteSearch {
  readonly pagefind: Pagefind;
  readonly pages: PageDirectory;
}

async function loadPageDirectory(script: string, tag: string): Promise<PageDirectory> {
  const response = await fetch(`${script.replace(/pagefind\.js$/, '')}${PAGE_DIRECTORY_FILE}?ts=${tag}`);
  // Without it, results are still shown, from their fragments (src/search/engine.ts).
  if (!response.ok) return {};
  const directory = (await response.json()) as unknown;
  return directory && typeof directory === 'object' ? (directory as PageDirectory) : {};
}

/** The options this site gives Pagefind, for a site whose base URL is `baseUrl`. */
function siteOptions(baseUrl: string, options: PagefindOptions): PagefindOptions {
  // Without a worker: on a phone, fetching the worker's script costs more than the few
  // milliseconds of searching it would take off the main thread.
  return { noWorker: true, ...options, baseUrl: baseUrl.replace(/\/*$/, '/') };
}

let loading: Promise<SiteSearch> | undefined;

/** Pagefind's API and the page directory, loaded and initialised once per page load. */
export function loadPagefind(baseUrl: string, options: PagefindOptions): Promise<SiteSearch> {
  loading ??= (async () => {
    const url = pagefindScriptUrl(baseUrl, window.location.href);
    const metaCacheTag = String(Date.now());
    preloadPagefind(url, metaCacheTag);
    const pages = loadPageDirectory(url, metaCacheTag).catch((): PageDirectory => ({}));
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await pagefind.options({ ...siteOptions(baseUrl, options), metaCacheTag });
    await pagefind.init();
    return { pagefind, pages: await pages };
  })();
  // A failed load (offline, no index in `npm start`) may be retried on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
