/**
 * Runs the pinned `redocly diff` (@redocly/cli 2.77.0, experimental) and reads its JSON report.
 * Several diffs run side by side: each is a process of its own, so callers pass all their pairs
 * to `redoclyDiffs` and wait once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SKIPPED_DIFF_RULES } from '../src/api/changes/diffRules';
import type { RedoclyDiffReport } from '../src/api/changes/report';

const root = path.resolve(import.meta.dirname, '..');
const REDOCLY = path.join(root, 'node_modules', '.bin', 'redocly');
/** A diff of two full contracts takes about 6 s on this machine; one that takes ten times longer is stuck. */
const TIMEOUT_MS = 120_000;

export interface DiffRun {
  readonly report: RedoclyDiffReport;
  /** Exit code of redocly (non-zero when --check-version failed). */
  readonly status: number;
  /** What redocly printed besides the report (its --check-version verdict, problems). */
  readonly messages: string;
}

export function redoclyDiff(base: string, revision: string, options: { checkVersion?: boolean } = {}): Promise<DiffRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-diff-'));
  const output = path.join(dir, 'report.json');
  const args = ['diff', base, revision, '--config', path.join(root, 'redocly.diff.yaml'), '--format', 'json', '--output', output, '--fail-on', 'none'];
  for (const rule of Object.keys(SKIPPED_DIFF_RULES)) args.push('--skip-rule', rule);
  if (options.checkVersion) args.push('--check-version');
  return new Promise((resolve, reject) => {
    const child = spawn(REDOCLY, args, { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
    let messages = '';
    child.stdout.on('data', (chunk: Buffer) => (messages += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (messages += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      try {
        const report = JSON.parse(readFileSync(output, 'utf8')) as RedoclyDiffReport;
        resolve({ report, status: status ?? 1, messages });
      } catch {
        reject(new Error(`redocly diff ${base} ${revision} wrote no report (exit ${status ?? 'killed'}):\n${messages}`));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

export function redoclyDiffs(pairs: readonly (readonly [string, string])[]): Promise<DiffRun[]> {
  return Promise.all(pairs.map(([base, revision]) => redoclyDiff(base, revision)));
}
