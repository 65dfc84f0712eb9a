/**
 * Runs @guildforge/rules work off the page's thread (./offThread.ts starts it): a rule check, a whole
 * submission's check or a 3D preview, so that a slow one never blocks the tab and the page can
 * terminate it at its time limit.
 */
import { runHere, type OffThreadJob, type WorkerMessage } from './offThreadJob';

const scope = self as unknown as { onmessage: ((event: MessageEvent<OffThreadJob>) => void) | null; postMessage(message: WorkerMessage): void };

// The module runs once its chunks have arrived: from here on the page may terminate the worker
// without cutting a chunk's download (which Chromium reports as an error on the page).
scope.postMessage({ ready: true });

scope.onmessage = (event) => {
  runHere(event.data).then(
    (answer) => scope.postMessage({ answer }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
