/**
 * Runs @guildforge/rules work off the page's thread, in a module worker (./checkWorker.ts) that
 * is terminated after CHECK_TIME_LIMIT_MS: one rule on a value ("Try this rule"), a submission
 * against a schema's fields ("Check a submission"), or the preview of a 3D file. A slow file or
 * pattern cannot freeze the tab, and it gets a clear "stopped" answer instead of a hang. The worker
 * is built from the site's own files (`worker-src 'self'`), and loads only when a reader asks for
 * a check or a preview.
 */
import { runHere, type OffThreadAnswers, type OffThreadJob, type WorkerMessage } from './offThreadJob';

export type { OffThreadAnswers, OffThreadJob } from './offThreadJob';

/** The checker's bound per check (the 10 s per file); past it the worker is terminated. */
export const CHECK_TIME_LIMIT_MS = 10_000;

export interface OffThreadRun<T> {
  /** The answer, or 'stopped' when the time limit ended the work first. */
  readonly done: Promise<T | 'stopped'>;
  /** Ends the work without an answer (the reader changed the input, or left). */
  readonly cancel: () => void;
}

/** Runs a job in a new worker, terminated after CHECK_TIME_LIMIT_MS; without Worker support it runs here. */
export function runOffThread<J extends OffThreadJob>(job: J): OffThreadRun<OffThreadAnswers[J['kind']]> {
  if (typeof Worker !== 'function') return { done: runHere(job), cancel: () => undefined };
  const worker = new Worker(new URL('./checkWorker.ts', import.meta.url));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;
  let cancelled = false;
  const stop = () => {
    clearTimeout(timer);
    worker.terminate();
  };
  const done = new Promise<OffThreadAnswers[J['kind']] | 'stopped'>((resolve, reject) => {
    timer = setTimeout(() => {
      worker.terminate();
      resolve('stopped');
    }, CHECK_TIME_LIMIT_MS);
    worker.onmessage = (event: MessageEvent<WorkerMessage<J['kind']>>) => {
      if ('ready' in event.data) {
        ready = true;
        // Work cancelled while the worker was loading its chunks is stopped now that they are in.
        if (cancelled) stop();
        return;
      }
      stop();
      if ('answer' in event.data) resolve(event.data.answer);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message));
    };
    worker.postMessage(job);
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
      if (ready) stop();
    },
  };
}
