/**
 * The API's history as data, computed at `npm run generate` from the release snapshots and the
 * working contract with `redocly diff`: every release with its changes since the one before, and
 * the unreleased changes. Written to src/data/generated/apiChanges.json (git-ignored); the
 * changelog, the operation pages' notices, the feed, the Markdown twin and the docs MCP server read it.
 * The diff between two releases never changes, so it is kept in generated/api-changes/ by the
 * snapshots' hashes; only the unreleased diff runs on every generate.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiChanges, type RedoclyDiffReport } from '../src/api/changes/report';
import type { ApiHistory, ReleaseChanges } from '../src/api/changes/changelog';
import { readReleases, readSnapshot, snapshotFile, writeWorkingContract } from './apiContract';
import { redoclyDiff } from './redoclyDiff';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, 'generated', 'api-changes');

function hash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

async function cachedReport(base: string, revision: string): Promise<RedoclyDiffReport> {
  const key = path.join(cacheDir, `${hash(base)}-${hash(revision)}.json`);
  if (existsSync(key)) return JSON.parse(readFileSync(key, 'utf8')) as RedoclyDiffReport;
  const { report } = await redoclyDiff(base, revision);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(key, JSON.stringify(report));
  return report;
}

export async function apiHistory(): Promise<ApiHistory> {
  const releases = readReleases();
  const working = writeWorkingContract();
  try {
    const last = releases[releases.length - 1]!;
    const [unreleasedReport, ...releaseReports] = await Promise.all([
      redoclyDiff(snapshotFile(last.version), working.file).then((run) => run.report),
      ...releases.slice(1).map((release, index) => cachedReport(snapshotFile(releases[index]!.version), snapshotFile(release.version))),
    ]);
    const withChanges: ReleaseChanges[] = releases.map((release, index) => {
      if (index === 0) return { ...release, changes: [] };
      const previous = releases[index - 1]!.version;
      return { ...release, previous, changes: apiChanges(releaseReports[index - 1]!, readSnapshot(previous), readSnapshot(release.version)) };
    });
    return {
      releases: withChanges.reverse(),
      unreleased: { since: last.version, version: String((working.doc.info as Record<string, unknown>).version), changes: apiChanges(unreleasedReport!, readSnapshot(last.version), working.doc) },
    };
  } finally {
    rmSync(path.dirname(working.file), { recursive: true, force: true });
  }
}
