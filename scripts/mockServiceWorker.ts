/**
 * Copies MSW's service worker script into static/ so the site serves it at its root
 * (src/api/sandbox/browser.ts registers it with the scope of the API pages). The script
 * belongs to the installed msw version, so it is copied on every generate, never committed.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MOCK_WORKER_PATH } from '../src/config/site';

export function copyMockServiceWorker(root: string): void {
  const require = createRequire(path.join(root, 'package.json'));
  const source = path.join(path.dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
  const target = path.join(root, 'static', MOCK_WORKER_PATH);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(source, target);
}
