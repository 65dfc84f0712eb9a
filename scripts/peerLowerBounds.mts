/**
 * Tests @guildforge/react at the lower bounds of its peer ranges (part of `npm test`): installs
 * the oldest React 18 and the oldest TanStack Query 5 that `peerDependencies` allows into a temp
 * folder and runs the hook tests and the guide's quest board test against them
 * (tests/peer/vitest.config.ts). Needs the npm registry.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'packages/react/package.json'), 'utf8')) as { peerDependencies: Record<string, string> };

/** The lowest version a range like `^18.0.0 || ^19.0.0` or `^5.31.0` admits. */
function lowest(range: string): string {
  const versions = [...range.matchAll(/\^?(\d+\.\d+\.\d+)/g)].map((match) => match[1]!);
  const sorted = versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (!sorted[0]) throw new Error(`Cannot read a lower bound from "${range}"`);
  return sorted[0];
}

const react = lowest(manifest.peerDependencies.react!);
const query = lowest(manifest.peerDependencies['@tanstack/react-query']!);
const dir = mkdtempSync(path.join(os.tmpdir(), 'guildforge-peers-'));
let status = 1;
try {
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  // Testing Library comes along so that it renders with the same react-dom.
  const testing = (JSON.parse(readFileSync(path.join(root, 'node_modules/@testing-library/react/package.json'), 'utf8')) as { version: string }).version;
  const deps = [`react@${react}`, `react-dom@${react}`, `@tanstack/react-query@${query}`, `@testing-library/react@${testing}`, '@testing-library/dom@10'];
  console.log(`peer lower bounds: ${deps.join(', ')}`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', ...deps], { cwd: dir, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('npm install of the lower bounds failed');
  const installed = (name: string) => (JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  console.log(`installed: react ${installed('react')}, react-dom ${installed('react-dom')}, @tanstack/react-query ${installed('@tanstack/react-query')}, @tanstack/query-core ${installed('@tanstack/query-core')}`);
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/peer/vitest.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PEER_DEPS_DIR: dir },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
