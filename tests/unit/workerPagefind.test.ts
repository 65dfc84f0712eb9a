/** The /search page's search worker as the page calls it (src/search/workerPagefind.ts): Pagefind's API over messages. */
import { describe, expect, it } from 'vitest';
import type { PagefindDocument } from '@site/src/search/pagefind';
import { workerPagefind, type SearchWorkerAnswer, type SearchWorkerCall, type SearchWorkerReply } from '@site/src/search/workerPagefind';

/** A worker that answers each call with `reply(call)`, asynchronously, as a worker does. */
class AnsweringWorker extends EventTarget {
  readonly calls: SearchWorkerCall[] = [];
  constructor(private readonly reply: (call: SearchWorkerCall) => Omit<SearchWorkerAnswer, 'id'>) {
    super();
  }
  postMessage(call: SearchWorkerCall) {
    this.calls.push(call);
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: { id: call.id, ...this.reply(call) } })), 0);
  }
}

const page: PagefindDocument = { url: '/docs/API/webhooks', excerpt: 'each <mark>webhook</mark>', meta: { title: 'Webhooks' }, filters: {}, sub_results: [] };

describe('the search worker, as the page calls it', () => {
  it('searches, passes the filters, and loads a result\'s fragment from the worker', async () => {
    const worker = new AnsweringWorker((call) =>
      call.method === 'search' ? { response: { unfilteredResultCount: 7, results: [{ id: 'en_1', score: 2.5, words: [3, 9] }] } } : call.method === 'data' ? { document: page } : {},
    );
    const { pagefind, ready } = workerPagefind(worker as unknown as Worker, Promise.resolve({ ready: true }));
    await ready;
    const response = await pagefind.search('webhook', { filters: { section: 'API' } });
    expect(response?.unfilteredResultCount).toBe(7);
    expect(response?.results.map(({ id, score, words }) => ({ id, score, words }))).toEqual([{ id: 'en_1', score: 2.5, words: [3, 9] }]);
    expect(await response?.results[0].data()).toEqual(page);
    await pagefind.preload('quest');
    expect(worker.calls.map(({ id: _id, ...call }) => call)).toEqual([
      { method: 'search', term: 'webhook', filters: { section: 'API' } },
      { method: 'data', result: 'en_1' },
      { method: 'preload', term: 'quest', filters: {} },
    ]);
    expect(new Set(worker.calls.map((call) => call.id)).size).toBe(3);
  });

  it('rejects a call with the worker\'s error, and answers the next', async () => {
    const worker = new AnsweringWorker((call) => (call.method === 'search' && call.term === 'bad' ? { error: 'no page en_9' } : { response: null }));
    const { pagefind } = workerPagefind(worker as unknown as Worker, Promise.resolve({ ready: true }));
    await expect(pagefind.search('bad')).rejects.toThrow('no page en_9');
    await expect(pagefind.search('good')).resolves.toBeNull();
  });

  it('fails when Pagefind did not load in the worker, or the worker did not start, and rejects every call after', async () => {
    const failed = workerPagefind(new AnsweringWorker(() => ({})) as unknown as Worker, Promise.resolve<SearchWorkerReply>({ failed: 'Pagefind did not load in the search worker: 404' }));
    await expect(failed.ready).rejects.toThrow('404');
    await expect(failed.pagefind.search('webhook')).rejects.toThrow('404');

    // A worker whose script never ran: no answer comes, and the error event fails the calls waiting.
    const silent = new EventTarget() as EventTarget & { postMessage(): void };
    silent.postMessage = () => undefined;
    const { pagefind, ready } = workerPagefind(silent as unknown as Worker, new Promise(() => undefined));
    const waiting = pagefind.search('webhook');
    silent.dispatchEvent(new Event('error'));
    await expect(waiting).rejects.toThrow('the search worker did not start');
    await expect(ready).rejects.toThrow('the search worker did not start');
  });
});
