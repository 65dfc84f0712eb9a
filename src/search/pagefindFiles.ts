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
export const PAGEFIND_WASM = `wasm.${INDEX_LANGUAGE}.pagefind`;

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

/**
 * The file the build writes next to Pagefind's (src/plugins/searchIndex.ts `writeSearchIndex`):
 * the name of the index's metadata file, and the index chunks that file lists, each with the
 * first and last word it holds.
 */
export const INDEX_CHUNKS_FILE = 'index-chunks.json';

/** An index chunk: the first and last word it holds, and the hash that names its file (`index/<hash>.pf_index`). */
export type IndexChunk = readonly [from: string, to: string, hash: string];

/** What INDEX_CHUNKS_FILE holds. */
export interface IndexChunksFile {
  readonly meta: string;
  readonly chunks: readonly IndexChunk[];
}

/** A chunk's hash as Pagefind writes it (`en_f24f8db`); anything else is ignored. */
const CHUNK_HASH = /^[a-z][\w-]*_[0-9a-f]{6,40}$/;
/** Far more chunks than the site's index has (Pagefind's chunks hold about 30 KiB of it each): a longer list is not read. */
const MAX_INDEX_CHUNKS = 5000;

/** A list of index chunks, read from an untrusted file: null unless every item is an IndexChunk. */
export function indexChunkList(chunks: unknown): IndexChunk[] | null {
  if (!Array.isArray(chunks) || chunks.length > MAX_INDEX_CHUNKS) return null;
  const valid = chunks.every(
    (chunk: unknown) => Array.isArray(chunk) && chunk.length === 3 && chunk.every((part) => typeof part === 'string') && CHUNK_HASH.test(chunk[2] as string),
  );
  return valid ? (chunks as IndexChunk[]) : null;
}

/** INDEX_CHUNKS_FILE's parsed body, or null when it is not that file's shape. */
export function indexChunksOf(file: unknown): IndexChunksFile | null {
  if (!file || typeof file !== 'object') return null;
  const { meta, chunks } = file as { meta?: unknown; chunks?: unknown };
  const list = indexChunkList(chunks);
  return typeof meta === 'string' && INDEX_META_FILE.test(meta) && list ? { meta, chunks: list } : null;
}

/** The chunks that hold the words beginning with `prefix` (`prefix` lowercase, as the index's words are). */
export const chunksForPrefix = (chunks: readonly IndexChunk[], prefix: string): IndexChunk[] =>
  chunks.filter(([from, to]) => to >= prefix && (from <= prefix || from.startsWith(prefix)));

/**
 * How many characters of a query word the chunks are chosen by: Pagefind looks a word up by
 * its stem, which can differ from the word in its last three characters (`studies` → `studi`).
 */
const STEM_SLACK = 3;
/** A word whose prefix spans more chunks than this is left to Pagefind: the reader has not typed enough yet. */
const MAX_CHUNKS_PER_WORD = 2;
/** At most this many chunks are preloaded on a page load (each is about 30 KiB). */
export const MAX_PRELOADED_CHUNKS = 4;

/** The words of a query as the index holds them: lowercase, split at anything but letters, digits and `_`. */
const queryWords = (query: string): string[] => query.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);

/** The index chunks a query's words will need, when each word's prefix narrows them to MAX_CHUNKS_PER_WORD. */
export function chunksForQuery(chunks: readonly IndexChunk[], query: string): string[] {
  const hashes = new Set<string>();
  for (const word of queryWords(query)) {
    const found = chunksForPrefix(chunks, word.slice(0, Math.max(1, word.length - STEM_SLACK)));
    if (found.length <= MAX_CHUNKS_PER_WORD) for (const [, , hash] of found) hashes.add(hash);
  }
  return [...hashes];
}

/** The downloads started on this page load: the script's URL and the cache tag their URLs carry. */
export interface PagefindDownloads {
  readonly script: string;
  readonly tag: string;
  /**
   * The index's metadata file, preloaded as soon as INDEX_CHUNKS_FILE named it; null when that
   * file could not be read (./pagefind.ts then preloads the file the page directory names).
   */
  readonly meta: Promise<string | null>;
  /** The index's chunks, as INDEX_CHUNKS_FILE lists them (none when it could not be read). */
  readonly chunks: Promise<readonly IndexChunk[]>;
}

/**
 * Pagefind asks for the index's metadata, whose name it reads from `pagefind-entry.json`, only
 * once its own script has arrived and run, and then for the query's index chunks only once the
 * metadata has arrived and its WebAssembly has started (on the bench's phone profile, 250 to
 * 300 ms after the metadata's arrival, then a round trip and the chunk's 27 KiB). The site's
 * own INDEX_CHUNKS_FILE, under 2 KiB, names both: read as soon as it arrives, it starts the
 * metadata's download before the search code has arrived, and `preloadQueryChunks` starts the
 * query's chunks as the reader types, beside the WebAssembly.
 *
 * The metadata's name was read from Pagefind's entry before; the entry's preload stays
 * Pagefind's own (reading it here took it, and Pagefind's request then went to the server again).
 */
function readIndexChunks(script: string, tag: string): Promise<IndexChunksFile | null> {
  return fetch(`${pagefindFolder(script)}${INDEX_CHUNKS_FILE}?ts=${tag}`)
    .then((response) => (response.ok ? response.json() : null))
    .then((file: unknown) => {
      const read = indexChunksOf(file);
      if (read) preloadLink('preload', `${pagefindFolder(script)}${read.meta}`, 'fetch');
      return read;
    })
    .catch(() => null);
}

let started: PagefindDownloads | undefined;

/**
 * Starts downloading, side by side, what Pagefind and the site's search read first: Pagefind's
 * script, `pagefind-entry.json`, its WebAssembly and the page directory, INDEX_CHUNKS_FILE, and
 * the index's metadata once that file names it (`readIndexChunks`). Pagefind alone would
 * fetch the first three one after another; on a phone's 150 ms round trips that chain was the
 * largest part of the wait for the first suggestion. The URLs of the entry, the directory and
 * INDEX_CHUNKS_FILE carry `tag` (Pagefind's `metaCacheTag`, new for every page load, so none is
 * a stale copy), and the preloads are made as `fetch()` makes its requests, so the later
 * requests take them over.
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
  const read = readIndexChunks(script, tag);
  started = { script, tag, meta: read.then((file) => file?.meta ?? null), chunks: read.then((file) => file?.chunks ?? []) };
  return started;
}

const preloadedChunks = new Set<string>();

/**
 * Preloads the index chunks the query will need (`chunksForQuery`), as Pagefind's own request
 * for them makes it, once INDEX_CHUNKS_FILE has arrived: called by the box at every key, after
 * `startPagefindDownloads`. Pagefind then finds them downloaded, or downloading, when its
 * search asks for them. At most MAX_PRELOADED_CHUNKS per page load.
 */
export function preloadQueryChunks(query: string): void {
  const downloads = started;
  if (!downloads) return;
  void downloads.chunks.then((chunks) => {
    for (const hash of chunksForQuery(chunks, query)) {
      if (preloadedChunks.size >= MAX_PRELOADED_CHUNKS) return;
      if (preloadedChunks.has(hash)) continue;
      preloadedChunks.add(hash);
      preloadLink('preload', `${pagefindFolder(downloads.script)}index/${hash}.pf_index`, 'fetch');
    }
  });
}
