/**
 * The /search page's search worker: a module worker, bundled after the build into
 * `pagefind/search-worker.js` (src/plugins/searchIndex.ts `writeEarlyResults`), which the
 * page's head script starts as the HTML arrives (./pagefind.ts `earlySearchScript`). It runs
 * Pagefind's browser API on its own thread and answers the page's calls (./workerPagefind.ts).
 *
 * Why not Pagefind's own worker: Pagefind's script starts it only once that script has arrived
 * and run, and the worker then asks for the entry, then for the metadata and WebAssembly, then
 * for the query's index chunk, one after another. On the bench's phone profile (150 ms round
 * trips, 1.6 Mbit/s, gzip and `no-cache`) that chain put the index chunk's request at 2.1 s and
 * the first result at 3.1-3.2 s. A worker's requests cannot use the page's preloads, so this
 * one starts every download the query needs the moment it starts (`prefetch`): Pagefind's
 * script, its entry and WebAssembly, INDEX_CHUNKS_FILE, and once that names them, the metadata
 * and the query's chunks. Pagefind's own requests for the same URLs then take those responses
 * over (the worker's `fetch`). Traced on the same profile: the index chunk requested at 0.95 s,
 * the first result at 2.6-2.7 s (`BENCH_SEARCH_TRACE=1 npm run bench -- --search-only`).
 */
import { chunksForQuery, INDEX_CHUNKS_FILE, indexChunksOf, MAX_PRELOADED_CHUNKS, PAGEFIND_WASM, pagefindEntryUrl, pagefindFolder } from './pagefindFiles';
import type { Pagefind, PagefindDocument, PagefindResult } from './pagefind';
import type { SearchWorkerCall, SearchWorkerReply, SearchWorkerStart } from './workerPagefind';

interface WorkerScope {
  fetch: typeof fetch;
  readonly location: { readonly href: string };
  onmessage: ((event: MessageEvent<SearchWorkerStart | SearchWorkerCall>) => void) | null;
  postMessage(message: SearchWorkerReply): void;
}

const scope = self as unknown as WorkerScope;
const networkFetch = scope.fetch.bind(scope);

/** Downloads started before Pagefind asked for them, by absolute URL; each is taken once. */
const started = new Map<string, Promise<Response>>();
/** The URLs Pagefind has asked for: one it has asked for already is not started again. */
const asked = new Set<string>();

const absolute = (input: RequestInfo | URL): string => new URL(input instanceof Request ? input.url : String(input), scope.location.href).href;

function prefetch(url: string): void {
  if (started.has(url) || asked.has(url)) return;
  const response = networkFetch(url);
  response.catch(() => undefined);
  started.set(url, response);
}

// Pagefind fetches with the global `fetch`: a plain GET of a URL started here takes the download over.
scope.fetch = (input, init) => {
  const url = absolute(input);
  asked.add(url);
  const response = started.get(url);
  if (response && (!init || !init.method || init.method === 'GET')) {
    started.delete(url);
    return response;
  }
  return networkFetch(input, init);
};

/** The fields of a fragment the page reads (./pagefind.ts `PagefindDocument`): the rest stays here. */
const documentOf = ({ url, excerpt, meta, filters, sub_results }: PagefindDocument): PagefindDocument => ({ url, excerpt, meta, filters, sub_results });

/** The results of the searches so far, by page id, for `data()`; one entry per page of the index at most. */
const results = new Map<string, PagefindResult>();

let loaded: Promise<Pagefind> | null = null;

async function start({ query, search, first, tag, options }: SearchWorkerStart['start']): Promise<Pagefind> {
  const script = new URL('pagefind.js', scope.location.href).href;
  const folder = pagefindFolder(script);
  prefetch(pagefindEntryUrl(script, tag));
  prefetch(`${folder}${PAGEFIND_WASM}`);
  void networkFetch(`${folder}${INDEX_CHUNKS_FILE}?ts=${tag}`)
    .then((response) => (response.ok ? response.json() : null))
    .then((file: unknown) => {
      const index = indexChunksOf(file);
      if (!index) return;
      prefetch(`${folder}${index.meta}`);
      for (const hash of chunksForQuery(index.chunks, query).slice(0, MAX_PRELOADED_CHUNKS)) prefetch(`${folder}index/${hash}.pf_index`);
    })
    .catch(() => undefined);
  const pagefind = (await import(/* webpackIgnore: true */ script)) as Pagefind;
  await pagefind.options({ ...options, metaCacheTag: tag });
  await pagefind.init();
  // Searched here as typed, with the fragments of the results the page lists first: the page's
  // own search (spelled, ranked) then finds the chunks and fragments loaded.
  void (async () => {
    if (!search) return pagefind.preload(query);
    const response = await pagefind.search(query);
    await Promise.all((response?.results ?? []).slice(0, first).map((result) => result.data()));
  })().catch(() => undefined);
  return pagefind;
}

async function answer(call: SearchWorkerCall): Promise<SearchWorkerReply> {
  try {
    if (!loaded) throw new Error('the search worker was called before it started');
    const pagefind = await loaded;
    if (call.method === 'data') {
      const result = results.get(call.result);
      if (!result) throw new Error(`no search has found page ${call.result}`);
      return { id: call.id, document: documentOf(await result.data()) };
    }
    if (call.method === 'preload') {
      await pagefind.preload(call.term, { filters: call.filters });
      return { id: call.id };
    }
    const response = await pagefind.search(call.term, { filters: call.filters });
    if (!response) return { id: call.id, response: null };
    for (const result of response.results) results.set(result.id, result);
    return {
      id: call.id,
      response: { unfilteredResultCount: response.unfilteredResultCount, results: response.results.map(({ id, score, words }) => ({ id, score, words })) },
    };
  } catch (error) {
    return { id: call.id, error: error instanceof Error ? error.message : String(error) };
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if ('start' in message) {
    if (loaded) return;
    loaded = start(message.start);
    loaded.then(
      () => scope.postMessage({ ready: true }),
      (error: unknown) => scope.postMessage({ failed: `Pagefind did not load in the search worker: ${error instanceof Error ? error.message : String(error)}` }),
    );
    return;
  }
  void answer(message).then((reply) => scope.postMessage(reply));
};
