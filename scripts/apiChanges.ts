/**
 * The API's history as data, computed at `npm run generate` from the release snapshots and the
 * working contract with `redocly diff`: every release with its changes since the one before, and
 * the unreleased changes. Written to src/data/generated/apiChanges.json (git-ignored); the
 * changelog, the operation pages' notices, the feed, the Markdown twin and the docs MCP server read it.
 * The changes of each diff are kept in generated/api-changes/ by the hashes of the two files and of
 * the code that words them, so redocly runs only when a snapshot, the working contract or that code
 * changed since the last generate.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiChanges, type ApiChange } from '../src/api/changes/report';
import type { ApiHistory, ReleaseChanges } from '../src/api/changes/changelog';
import { readReleases, readSnapshot, snapshotFile } from './apiContract';
import { bundleContract, contractYaml, OPENAPI_DIR } from './bundleContract';
import type { JsonObject } from './openapiFragments';
import { redoclyDiff } from './redoclyDiff';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, 'generated', 'api-changes');

function hashText(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function hash(file: string): string {
  return hashText(readFileSync(file));
}

type Doc = Parameters<typeof apiChanges>[1];

/** The changes between two files, cached by their hashes; the descriptions are parsed only on a miss. */
async function cachedChanges(base: string, revision: { key: string; file: () => string }, baseDoc: () => Doc, revisionDoc: () => Doc): Promise<ApiChange[]> {
  // The sentences come from src/api/changes: a change there invalidates the cache too.
  const logic = hash(path.join(root, 'src/api/changes/report.ts')) + hash(path.join(root, 'src/api/changes/diffRules.ts'));
  const key = path.join(cacheDir, `${hash(base)}-${revision.key}-${hashText(logic).slice(0, 8)}.json`);
  if (existsSync(key)) return JSON.parse(readFileSync(key, 'utf8')) as ApiChange[];
  const { report } = await redoclyDiff(base, revision.file());
  const changes = report.changes.length ? apiChanges(report, baseDoc(), revisionDoc()) : [];
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(key, JSON.stringify(changes));
  return changes;
}

/** The history; `workingDoc` is the bundled working contract when the caller has it (generate does), with its own servers. */
export async function apiHistory(workingDoc: JsonObject = bundleContract(OPENAPI_DIR)): Promise<ApiHistory> {
  const releases = readReleases();
  const last = releases[releases.length - 1]!;
  let dir: string | undefined;
  // The working contract is written for redocly only when its diff is not cached.
  const workingFile = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'api-contract-'));
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, contractYaml(workingDoc));
    return file;
  };
  const snapshot = (version: string) => ({ key: hash(snapshotFile(version)), file: () => snapshotFile(version) });
  try {
    const [unreleased, ...releaseChanges] = await Promise.all([
      cachedChanges(snapshotFile(last.version), { key: hashText(JSON.stringify(workingDoc)), file: workingFile }, () => readSnapshot(last.version), () => workingDoc),
      ...releases.slice(1).map((release, index) =>
        cachedChanges(snapshotFile(releases[index]!.version), snapshot(release.version), () => readSnapshot(releases[index]!.version), () => readSnapshot(release.version)),
      ),
    ]);
    const withChanges: ReleaseChanges[] = releases.map((release, index) =>
      index === 0 ? { ...release, changes: [] } : { ...release, previous: releases[index - 1]!.version, changes: releaseChanges[index - 1]! },
    );
    return {
      releases: withChanges.reverse(),
      unreleased: { since: last.version, version: String((workingDoc.info as JsonObject).version), changes: unreleased! },
    };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
