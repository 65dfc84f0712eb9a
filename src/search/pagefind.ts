/**
 * Loads Pagefind's browser API from the bundle the build writes to `build/pagefind/`
 * (src/plugins/searchIndex.ts), only when the reader starts to search.
 *
 * The bundle is not part of webpack's graph: it is imported at run time from its URL. That
 * URL must stay on the site's own origin, or a crafted base URL could make the page run
 * someone else's script; anything else raises "Unexpected version url" (the specification's
 * message for an index URL on another origin).
 */

import { MAX_QUERY_LENGTH, SEARCH_EXCERPT_WORDS, SEARCH_PAGE_SIZE } from '../config/search';
import {
  EARLY_SEARCH_GLOBAL,
  INDEX_LANGUAGE,
  PAGE_DIRECTORY_FILE,
  pageDirectoryUrl,
  PAGEFIND_DIR,
  INDEX_META_FILE,
  pagefindFolder,
  pagefindScriptPath,
  pagefindScriptUrl,
  preloadLink,
  startPagefindDownloads,
  withSlash,
} from './pagefindFiles';
import { SEARCH_WORKER_FILE, workerPagefind, type SearchWorkerReply } from './workerPagefind';

export { EARLY_SEARCH_GLOBAL, INDEX_LANGUAGE, INDEX_META_FILE, PAGE_DIRECTORY_FILE, PAGEFIND_DIR, pagefindScriptUrl };

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
 * Pagefind splits every query into graphemes with an `Intl.Segmenter` for the index's
 * language, which it builds at each search. The first segmenter a page builds loads ICU's
 * break rules: 95 to 210 ms on the bench's phone CPU (4× slowdown), where the next one takes
 * under 1 ms. Built at the first search, that cost fell between the index chunk's arrival and
 * the first suggestion. Built in idle time, it still fell on the first search's path: while the
 * reader types, the page is rarely idle, so it ran on its 500 ms timeout, between the metadata's
 * arrival and the index chunk's request (126 ms of the 1.5 s a rule page took). It is built
 * after the next paint once the metadata has been requested, while Pagefind's files are still
 * downloading.
 */
export function prepareQuerySegmenter(): void {
  if (typeof Intl.Segmenter !== 'function') return;
  const build = () => {
    for (const grapheme of new Intl.Segmenter(INDEX_LANGUAGE, { granularity: 'grapheme' }).segment('a')) void grapheme;
  };
  window.requestAnimationFrame(() => window.setTimeout(build, 0));
}

/*
 * The page directory (PAGE_DIRECTORY_FILE): suggestions are listed from it as soon as a search
 * returns, and ordered by section with it, without waiting for each result's fragment (one
 * more round trip) or running a second, filtered search. It also names the index's metadata
 * file (see `preloadIndexMeta`) and the vocabulary.
 */

/** Pagefind result id → [URL, title, names the page is the exact match for besides its title]. */
export type PageDirectory = Readonly<Record<string, readonly [url: string, title: string] | readonly [url: string, title: string, names: readonly string[]]>>;

/** What PAGE_DIRECTORY_FILE holds. */
export interface PageDirectoryFile {
  /** The file name of the index's metadata, in the folder of `pagefind.js`. */
  readonly meta: string | null;
  /** The hash that names the vocabulary's files (`vocabularyFile`), or null without one. */
  readonly vocabulary: string | null;
  readonly pages: PageDirectory;
}

/** Where the vocabulary's files are: the folder of `pagefind.js` and the hash that names them (null without a vocabulary). */
export interface VocabularySource {
  readonly folder: string;
  readonly hash: string | null;
  /** Files the /search page's head script (`earlySearchScript`) already requested, by key (src/search/spelling.ts `vocabularyKey`). */
  readonly prefetched?: Readonly<Record<string, Promise<Response>>>;
}

/** Pagefind's API, the page directory and where the vocabulary is, loaded and initialised together. */
export interface SiteSearch {
  readonly pagefind: Pagefind;
  readonly pages: PageDirectory;
  /** Read by src/search/spelling.ts, which is loaded with the suggestions, not with every page. */
  readonly vocabulary: VocabularySource;
}

/** The folder, next to `pagefind.js`, of the vocabulary's files (src/plugins/searchIndex.ts `writeVocabulary`). */
export const VOCABULARY_DIR = 'vocabulary';

/** A vocabulary file's name: the files change with the index, so the name carries their hash. */
export const vocabularyFile = (key: string, hash: string): string => `${key}.${hash}.txt`;

const VOCABULARY_HASH = /^[0-9a-f]{6,40}$/;

/**
 * The characters Pagefind drops from a query (its `search`: dashes, brackets, quotes and other
 * punctuation; the connector `_` stays). Here, not in src/search/spelling.ts, because the
 * /search page's head script needs it too, and this module is the one every page loads.
 */
export const QUERY_PUNCTUATION = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;

const NO_DIRECTORY: PageDirectoryFile = { meta: null, vocabulary: null, pages: {} };

async function loadPageDirectory(script: string, tag: string): Promise<PageDirectoryFile> {
  return pageDirectoryOf(await fetch(pageDirectoryUrl(script, tag)));
}

/** The page directory from its response: without it, results are still shown, from their fragments (src/search/engine.ts). */
export async function pageDirectoryOf(response: Response): Promise<PageDirectoryFile> {
  if (!response.ok) return NO_DIRECTORY;
  const file = (await response.json()) as Partial<Record<keyof PageDirectoryFile, unknown>> | null;
  if (!file || typeof file !== 'object') return NO_DIRECTORY;
  return {
    meta: typeof file.meta === 'string' && INDEX_META_FILE.test(file.meta) ? file.meta : null,
    vocabulary: typeof file.vocabulary === 'string' && VOCABULARY_HASH.test(file.vocabulary) ? file.vocabulary : null,
    pages: file.pages && typeof file.pages === 'object' ? (file.pages as PageDirectory) : {},
  };
}

/** Preloads the index's metadata file `meta`, when the page directory names one; returns whether it did. */
function preloadIndexMeta(script: string, meta: string | null): boolean {
  if (meta) preloadLink('preload', `${pagefindFolder(script)}${meta}`, 'fetch');
  return meta !== null;
}

/** The options this site gives Pagefind, besides its base URL and cache tag. */
const SITE_OPTIONS: PagefindOptions = {
  excerptLength: SEARCH_EXCERPT_WORDS,
  // Without a worker: on a phone, fetching the worker's script costs more than the few
  // milliseconds of searching it would take off the main thread.
  noWorker: true,
};

/** The options this site gives Pagefind, for a site whose base URL is `baseUrl`. */
function siteOptions(baseUrl: string): PagefindOptions {
  return { ...SITE_OPTIONS, baseUrl: withSlash(baseUrl) };
}

/**
 * The /search page's early results (./earlyResults.ts), bundled after the build next to
 * `pagefind.js` (src/plugins/searchIndex.ts `writeEarlyResults`) and imported by the page's
 * head script.
 */
export const EARLY_RESULTS_FILE = 'early-results.js';

/** What `earlySearchScript` leaves on `window`. */
interface EarlySearch {
  /** The search worker (./searchWorker.ts), started with the site's options and the URL's query. */
  readonly worker: Worker;
  /** The worker's first message: `ready` once Pagefind has loaded there, or `failed` (./workerPagefind.ts). */
  readonly started: Promise<SearchWorkerReply>;
  /** The page directory's response. */
  readonly pages: Promise<Response>;
  /** The query words' vocabulary files, by key, requested once the directory named them. */
  readonly vocabulary: Promise<Readonly<Record<string, Promise<Response>>>>;
}

/**
 * The script the /search page puts in its <head> (src/theme/SearchPage), so that a search
 * given in the URL starts as the HTML arrives, instead of once the site's code has
 * downloaded, run and hydrated the page.
 *
 * It starts the search worker (SEARCH_WORKER_FILE, ./searchWorker.ts) with the site's options
 * and the query, and fetches the page directory. The worker downloads at once everything the
 * query needs and searches it there: for a query over every section it loads the fragments of
 * the results the page lists first (SEARCH_PAGE_SIZE); with `ctx` or `version`, whose filters
 * the page works out, it loads the query's index chunks only. In a worker, that work goes on
 * while the page's main thread runs the site's code; on the main thread, the same search
 * delayed hydration by about 700 ms. `loadPagefind` takes the worker over.
 *
 * Once the page directory arrives it also requests the vocabulary files of the query words'
 * initials (src/search/spelling.ts), which the page's spelling check reads before it searches:
 * requested by the page's code, they were one more request after hydration before the page
 * could use the worker's results. Its key for a word is src/search/spelling.ts `vocabularyKey`
 * of `normalizeWord`; where a browser lacks the Unicode classes, it requests nothing and the
 * page fetches the files itself.
 *
 * For a query over every section it then imports the page's early results (EARLY_RESULTS_FILE,
 * ./earlyResults.ts), which list the results with the site's own spelling and ranking as soon
 * as their fragments are in, before the site's code has hydrated the page.
 *
 * It does nothing without a query, when the script's URL would leave the page's origin (then
 * `loadPagefind` raises the error), or when the browser refuses the worker (the page then
 * searches itself). Plain ES2017, for every browser the site supports; the configuration is
 * JSON, with `<` escaped.
 */
export function earlySearchScript(baseUrl: string): string {
  const config = {
    script: pagefindScriptPath(baseUrl),
    directory: PAGE_DIRECTORY_FILE,
    worker: SEARCH_WORKER_FILE,
    options: siteOptions(baseUrl),
    global: EARLY_SEARCH_GLOBAL,
    maxQuery: MAX_QUERY_LENGTH,
    first: SEARCH_PAGE_SIZE,
    // KEY and HASH are placeholders: keys and hashes are lowercase.
    file: `${VOCABULARY_DIR}/${vocabularyFile('KEY', 'HASH')}`,
    hash: VOCABULARY_HASH.source,
    punctuation: QUERY_PUNCTUATION.source,
    early: EARLY_RESULTS_FILE,
  };
  const body = [
    'var params=new URLSearchParams(location.search),q=(params.get("q")||"").trim().slice(0,c.maxQuery);',
    'if(!q||c.global in window)return;',
    'var script=new URL(c.script,location.href);',
    'if(script.origin!==location.origin)return;',
    'var tag=String(Date.now()),all=!params.has("ctx")&&!params.has("version");',
    'var worker=new Worker(new URL(c.worker,script).href,{type:"module"});',
    'var started=new Promise(function(resolve){',
    'worker.addEventListener("message",function first(e){var d=e.data;if(d&&("ready" in d||"failed" in d)){worker.removeEventListener("message",first);resolve(d)}});',
    'worker.addEventListener("error",function(){resolve({failed:"the search worker did not start"})})});',
    'worker.postMessage({start:{query:q,search:all,first:c.first,tag:tag,options:c.options}});',
    'var pages=fetch(new URL(c.directory+"?ts="+tag,script).href);',
    'pages.catch(function(){});',
    'var vocabulary=pages.then(function(r){return r.clone().json()}).then(function(d){',
    'var h=d&&d.vocabulary,files={};if(typeof h!=="string"||!new RegExp(c.hash).test(h))return files;',
    'var drop=new RegExp(c.punctuation,"gu"),marks=new RegExp("\\\\p{M}","gu");',
    'q.split(/\\s+/).forEach(function(w){var k=w.replace(drop,"").normalize("NFD").replace(marks,"").toLowerCase().charAt(0);',
    'if(!k)return;if(!/^[a-z0-9_]$/.test(k))k="other";',
    'if(!files[k]){files[k]=fetch(new URL(c.file.replace("KEY",k).replace("HASH",h),script).href);files[k].catch(function(){})}});',
    'return files});',
    'vocabulary.catch(function(){});',
    'window[c.global]={worker:worker,started:started,pages:pages,vocabulary:vocabulary};',
    'if(all)import(new URL(c.early,script).href).catch(function(){});',
  ].join('');
  return `(function(c){try{${body}}catch(e){}})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}

/** The global where the /search page's early results (./earlyResults.ts) leave the Pagefind they loaded, a Promise<SiteSearch>; null once taken. */
export const SITE_SEARCH_GLOBAL = '__guildforgeSiteSearch';

/** The search ./earlyResults.ts loaded, once (it is another copy of this module, in its own bundle). */
function takeHandedSearch(): Promise<SiteSearch> | null {
  const slot = window as unknown as Record<string, Promise<SiteSearch> | null | undefined>;
  const handed = slot[SITE_SEARCH_GLOBAL] ?? null;
  if (handed) slot[SITE_SEARCH_GLOBAL] = null;
  return handed;
}

/** The search `earlySearchScript` started, once: later loads start their own. */
function takeEarlySearch(): EarlySearch | null {
  const slot = window as unknown as Record<string, EarlySearch | null | undefined>;
  const early = slot[EARLY_SEARCH_GLOBAL] ?? null;
  if (early) slot[EARLY_SEARCH_GLOBAL] = null;
  return early;
}

let loading: Promise<SiteSearch> | undefined;
let vocabularyLoading: Promise<VocabularySource> | undefined;

/** Where the vocabulary is, once the directory has arrived: one object, which src/search/spelling.ts keys its loader by. */
const vocabularySourceOf = (
  script: string,
  directory: Promise<PageDirectoryFile>,
  prefetched: Promise<Readonly<Record<string, Promise<Response>>>> = Promise.resolve({}),
): Promise<VocabularySource> =>
  Promise.all([directory, prefetched.catch(() => ({}))]).then(([{ vocabulary }, files]) => ({ folder: pagefindFolder(script), hash: vocabulary, prefetched: files }));

/** Pagefind's API and the page directory, loaded and initialised once per page load. */
export function loadPagefind(baseUrl: string): Promise<SiteSearch> {
  loading ??= (async () => {
    const handed = takeHandedSearch();
    // When the early results' worker failed to load Pagefind, this page load searches on its own.
    const search = handed ? await handed.catch(() => null) : null;
    if (search) {
      // Without the head script's responses, whose bodies that module has read.
      const vocabulary: VocabularySource = { folder: search.vocabulary.folder, hash: search.vocabulary.hash };
      vocabularyLoading = Promise.resolve(vocabulary);
      return { ...search, vocabulary };
    }
    const url = pagefindScriptUrl(baseUrl, window.location.href);
    const early = takeEarlySearch();
    // The head script's worker fetches for itself: nothing to preload. Should it fail to load
    // Pagefind (a browser that refuses module workers), Pagefind is loaded here instead.
    const inWorker = early ? workerPagefind(early.worker, early.started) : null;
    if (early && inWorker && (await inWorker.ready.then(() => true, () => false))) {
      const directory = early.pages.then(pageDirectoryOf).catch(() => NO_DIRECTORY);
      vocabularyLoading = vocabularySourceOf(url, directory, early.vocabulary);
      const { pages } = await directory;
      return { pagefind: inWorker.pagefind, pages, vocabulary: await vocabularyLoading };
    }
    // Usually started already by the search box, as the reader reached for it (./pagefindFiles.ts).
    const started = startPagefindDownloads(baseUrl);
    const metaCacheTag = started?.tag ?? String(Date.now());
    const directory = loadPageDirectory(url, metaCacheTag).catch(() => NO_DIRECTORY);
    vocabularyLoading = vocabularySourceOf(url, directory);
    // Preloaded already once the site's chunk list (INDEX_CHUNKS_FILE) named it, or else once the directory does.
    const metaPreloaded = (started?.meta ?? Promise.resolve(null)).then(async (meta) => meta !== null || preloadIndexMeta(url, (await directory).meta));
    // Here Pagefind searches on the page's own thread (the head script's searches in a worker).
    // Its segmenter is built once the metadata is requested: built before, it held the request back.
    void metaPreloaded.then(prepareQuerySegmenter);
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await pagefind.options({ ...siteOptions(baseUrl), metaCacheTag });
    // init requests the index metadata. Its preload goes first, so that Pagefind takes it over:
    // when the directory came after Pagefind's script (seen on a loaded CI machine), init
    // downloaded the file and the preload downloaded it again. The WebAssembly is already
    // downloading (startPagefindDownloads), so this waits only for the entry, or without it for
    // the directory, which every search needs anyway.
    await metaPreloaded;
    await pagefind.init();
    const { pages } = await directory;
    return { pagefind, pages, vocabulary: await vocabularyLoading };
  })();
  // A failed load (offline, no index in `npm start`) may be retried on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Where the vocabulary is, as soon as the page directory has arrived: well before Pagefind
 * has downloaded and started, so the files of a query's words can download meanwhile.
 */
export function loadVocabularySource(baseUrl: string): Promise<VocabularySource> {
  const search = loadPagefind(baseUrl);
  return vocabularyLoading ?? search.then(({ vocabulary }) => vocabulary);
}
