/**
 * check_file runs each job in its own worker thread: the server's thread keeps answering other
 * calls (search_docs, get_page, another check) while a slow file is checked, and a job that runs
 * past the checker's bounds is stopped, not waited for. The bounds are those `@guildforge/rules`
 * keeps for one check (its hostile suite holds every input to them): 10 s and a 1 GiB heap.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FieldValue, ValidationReport } from '@guildforge/rules/node';

/** Longest a check_file job may run before it is stopped. */
export const CHECK_TIME_LIMIT_MS = 10_000;
/** The worker's heap limit (V8's old generation), in MiB. */
export const CHECK_HEAP_LIMIT_MB = 1024;

export interface CheckFileJob {
  readonly fields?: unknown;
  readonly fieldsFile?: string;
  readonly files?: Record<string, string>;
  readonly values?: Record<string, FieldValue>;
  readonly partial?: boolean;
}

export type CheckFileAnswer = { readonly report: ValidationReport } | { readonly inputError: string } | { readonly failure: string };

// Built, the worker is dist/checkFileWorker.js beside this file; the tests run the source, where Node strips its types.
const built = new URL('./checkFileWorker.js', import.meta.url);
const workerFile = existsSync(built) ? built : new URL('./checkFileWorker.ts', import.meta.url);

export interface CheckBounds {
  readonly timeLimitMs: number;
  readonly heapLimitMb: number;
}

export function checkInWorker(job: CheckFileJob, bounds: CheckBounds = { timeLimitMs: CHECK_TIME_LIMIT_MS, heapLimitMb: CHECK_HEAP_LIMIT_MB }): Promise<CheckFileAnswer> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: bounds.heapLimitMb }, stdout: true, stderr: true });
    // A decoder that prints must not reach stdout, which carries the protocol: the worker's output is dropped.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (answer: CheckFileAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle({ failure: `the check ran for ${bounds.timeLimitMs / 1000} s, the checker's time limit, and was stopped with no verdict; the API checks the uploaded file with its own limits` }),
      bounds.timeLimitMs,
    );
    worker.on('message', (answer: CheckFileAnswer) => settle(answer));
    worker.on('error', (error: NodeJS.ErrnoException) =>
      settle({
        failure:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `the check needed more than the checker's ${bounds.heapLimitMb} MiB of memory and was stopped with no verdict`
            : `the check stopped: ${error.message.split('\n')[0]}`,
      }),
    );
    worker.on('exit', (code) => settle({ failure: `the check's worker ended (exit code ${code}) before it answered` }));
  });
}
