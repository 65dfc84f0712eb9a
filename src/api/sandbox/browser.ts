/**
 * Starts the sandbox in the reader's browser: MSW's service worker (served by the site at
 * MOCK_WORKER_PATH, copied by `npm run generate`) passes every request of the API pages to
 * this tab, and requests to the mock server's path are answered by ./sandbox.ts. Loaded and
 * started only when a reader opens the explorer (src/theme/ApiExplorer), with the contract and
 * the validators generated from it at build time; once started it also answers offline, since
 * nothing it needs comes from the network.
 *
 * Where service workers are unavailable (some private modes, non-secure origins), MSW falls
 * back to intercepting `fetch` in the page, which serves the explorer equally well.
 */
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { MOCK_SERVER_PATH, MOCK_WORKER_PATH, MOCK_WORKER_SCOPE } from '@site/src/config/site';
import type { SandboxContract } from './contract';
import { createSandbox, type Sandbox } from './sandbox';
import { sessionStore } from './state';

let started: Promise<Sandbox> | undefined;

async function start(): Promise<Sandbox> {
  const [{ default: contract }, { default: validators }] = await Promise.all([
    import('@site/src/data/generated/sandboxContract.json') as unknown as Promise<{ default: SandboxContract }>,
    import('@site/src/data/generated/sandboxValidators.mjs'),
  ]);
  const sandbox = createSandbox(contract, validators, sessionStore(), MOCK_SERVER_PATH);
  const base = `${window.location.origin}${MOCK_SERVER_PATH}`;
  const worker = setupWorker(http.all(`${base}/*`, ({ request }) => sandbox.handle(request)));
  await worker.start({
    serviceWorker: { url: MOCK_WORKER_PATH, options: { scope: MOCK_WORKER_SCOPE } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return sandbox;
}

/** The running sandbox; the first call registers the worker. A failed start can be tried again. */
export function startSandbox(): Promise<Sandbox> {
  started ??= start().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}
