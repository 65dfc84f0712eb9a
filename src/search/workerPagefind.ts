/**
 * The /search page's search worker (./searchWorker.ts), as the page sees it: Pagefind's browser
 * API (`Pagefind`) answered by messages. The page's head script starts the worker
 * (./pagefind.ts `earlySearchScript`); `loadPagefind` wraps it with `workerPagefind`, so the
 * early results, the page and its search box search with the index the worker has loaded.
 *
 * The messages are the site's own: `start` once, then calls, each answered by a reply with its
 * `id`. Results cross as their id, score and words; `data()` asks the worker for the fragment.
 */
import type { Pagefind, PagefindDocument, PagefindOptions, PagefindResponse } from './pagefind';

/** The worker's file, bundled after the build next to `pagefind.js` (src/plugins/searchIndex.ts `writeEarlyResults`). */
export const SEARCH_WORKER_FILE = 'search-worker.js';

/** What the head script tells the worker first. */
export interface SearchWorkerStart {
  readonly start: {
    /** The URL's query, trimmed and cut to MAX_QUERY_LENGTH. */
    readonly query: string;
    /**
     * Whether to search it and load the fragments of its first `first` results (a query over
     * every section), or only its index chunks (`ctx` or `version`, whose filters the page works out).
     */
    readonly search: boolean;
    readonly first: number;
    /** Pagefind's `metaCacheTag`, which the page's own requests for the index's files carry too. */
    readonly tag: string;
    readonly options: PagefindOptions;
  };
}

/** A call of the page, answered by a SearchWorkerReply with the same `id`. */
export type SearchWorkerCall =
  | { readonly id: number; readonly method: 'search' | 'preload'; readonly term: string; readonly filters: Readonly<Record<string, string>> }
  | { readonly id: number; readonly method: 'data'; readonly result: string };

/** A result as it crosses to the page: everything but `data()`. */
export type WorkerResult = { readonly id: string; readonly score: number; readonly words: readonly number[] };

/** The answer to a call: a search's response, a fragment, or the error that stopped it. */
export interface SearchWorkerAnswer {
  readonly id: number;
  readonly response?: { readonly results: readonly WorkerResult[]; readonly unfilteredResultCount: number } | null;
  readonly document?: PagefindDocument;
  readonly error?: string;
}

export type SearchWorkerReply =
  /** Pagefind's script has loaded and taken the site's options. */
  | { readonly ready: true }
  /** It could not: the worker answers every call with the same reason. */
  | { readonly failed: string }
  | SearchWorkerAnswer;

/** Pagefind in the worker, and whether it loaded (rejects with the worker's reason when not). */
export interface WorkerPagefind {
  readonly pagefind: Pagefind;
  readonly ready: Promise<void>;
}

type Pending = { resolve(reply: SearchWorkerAnswer): void; reject(error: Error): void };

/**
 * Pagefind's API over the messages of `worker`, which the head script has started. `started`
 * is the worker's first message (`ready` or `failed`), which the head script listens for: a
 * message comes before this module has loaded, and a worker's message with no listener is lost.
 */
export function workerPagefind(worker: Worker, started: Promise<SearchWorkerReply>): WorkerPagefind {
  const pending = new Map<number, Pending>();
  let next = 0;
  let failure: Error | null = null;
  let settle!: { resolve(): void; reject(error: Error): void };
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Observed by whoever awaits it; never an unhandled rejection when nobody does.
  ready.catch(() => undefined);
  const fail = (error: Error) => {
    failure ??= error;
    settle.reject(failure);
    for (const call of pending.values()) call.reject(failure);
    pending.clear();
  };
  void started.then(
    (reply) => ('ready' in reply ? settle.resolve() : fail(new Error('failed' in reply ? reply.failed : 'the search worker did not start'))),
    () => fail(new Error('the search worker did not start')),
  );
  worker.addEventListener('message', (event: MessageEvent<SearchWorkerReply>) => {
    const reply = event.data;
    if ('failed' in reply) fail(new Error(reply.failed));
    else if ('id' in reply) {
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      if (!call) return;
      if (reply.error !== undefined) call.reject(new Error(reply.error));
      else call.resolve(reply);
    }
  });
  worker.addEventListener('error', () => fail(new Error('the search worker did not start')));
  worker.addEventListener('messageerror', () => fail(new Error('the search worker sent a message the page could not read')));

  const call = (message: Omit<Extract<SearchWorkerCall, { method: 'data' }>, 'id'> | Omit<Extract<SearchWorkerCall, { method: 'search' | 'preload' }>, 'id'>) =>
    new Promise<SearchWorkerAnswer>((resolve, reject) => {
      if (failure) {
        reject(failure);
        return;
      }
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } as SearchWorkerCall);
    });

  const pagefind: Pagefind = {
    // The worker took the site's options when it started.
    options: async () => undefined,
    init: () => ready,
    async preload(term, options) {
      await call({ method: 'preload', term, filters: options?.filters ?? {} });
    },
    async search(term, options): Promise<PagefindResponse | null> {
      const { response } = await call({ method: 'search', term, filters: options?.filters ?? {} });
      if (!response) return null;
      return {
        unfilteredResultCount: response.unfilteredResultCount,
        results: response.results.map((result) => ({
          ...result,
          async data() {
            const { document } = await call({ method: 'data', result: result.id });
            if (!document) throw new Error(`the search worker has no page ${result.id}`);
            return document;
          },
        })),
      };
    },
  };
  return { pagefind, ready };
}
