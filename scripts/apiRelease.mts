/**
 * npm run api:release -- <version> --summary "<what it means for integrators>" [--date YYYY-MM-DD] [--recut]
 *
 * Releases the working contract: sets info.version in openapi/openapi.yaml, writes the bundled
 * description to openapi/releases/<version>.yaml and adds the version, date and summary to
 * openapi/releases/releases.json. Refuses a version that is not the one the changes since the last
 * release require (`redocly diff --check-version`, and no higher either), and refuses when nothing
 * changed. `--recut` replaces the last release with the working contract (same version unless the
 * changes now need another; the summary is kept unless --summary is given), for a release cut on a
 * branch that is merged after more contract changes.
 */
import { readFileSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareVersions, nextVersion, parseVersion, validateReleases, type ApiRelease } from '../src/api/changes/releases';
import { contractYaml, OPENAPI_DIR } from './bundleContract';
import { apiChanges, requiredBump } from '../src/api/changes/report';
import { RELEASES_INDEX, readReleases, readSnapshot, snapshotFile, writeWorkingContract } from './apiContract';
import { redoclyDiff } from './redoclyDiff';

function refuse(message: string): never {
  console.error(`api:release: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { summary: { type: 'string' }, date: { type: 'string' }, recut: { type: 'boolean', default: false } },
});
const version = positionals[0];
if (positionals.length !== 1 || !version || !parseVersion(version)) refuse('give one version, like: npm run api:release -- 1.2.0 --summary "…"');
const date = values.date ?? new Date().toISOString().slice(0, 10);

const all = readReleases();
const replaced = values.recut ? all[all.length - 1] : undefined;
if (values.recut && all.length < 2) refuse('--recut needs a release before the one it replaces.');
const released = replaced ? all.slice(0, -1) : all;
const last = released[released.length - 1]!;
const summary = values.summary ?? replaced?.summary;
if (!summary) refuse('--summary is required: one or two sentences saying what the release means for integrators (the changelog, the feed and get_changes show it).');
if (compareVersions(version, last.version) <= 0) refuse(`${version} is not newer than the last release, ${last.version}.`);
// Validate the new index before touching anything.
const releases: ApiRelease[] = validateReleases([...released, { version, date, summary }]);

const rootFile = path.join(OPENAPI_DIR, 'openapi.yaml');
const rootText = readFileSync(rootFile, 'utf8');
const versionLine = /^(info:\n(?:(?: {2}.*)?\n)*? {2}version: ).*$/m;
if (!versionLine.test(rootText)) refuse('openapi/openapi.yaml has no `info.version` line to set.');
writeFileSync(rootFile, rootText.replace(versionLine, `$1${version}`));

let working: ReturnType<typeof writeWorkingContract> | undefined;
try {
  working = writeWorkingContract();
  const run = await redoclyDiff(snapshotFile(last.version), working.file, { checkVersion: true });
  // redocly's rating, made stricter where the compatibility promise is (src/api/changes/diffRules.ts).
  const bump = requiredBump(apiChanges(run.report, readSnapshot(last.version), working.doc));
  if (!bump) throw new Error(`nothing changed since ${last.version}; there is nothing to release.`);
  const required = nextVersion(last.version, bump);
  if (run.status !== 0 || version !== required) {
    const verdict = run.messages.split('\n').find((line) => line.includes('info.version')) ?? '';
    throw new Error(`the changes since ${last.version} (${run.report.summary.major} major, ${run.report.summary.minor} minor, ${run.report.summary.patch} patch) need a ${bump} release: ${required}, not ${version}. ${verdict.trim()}\nnpm run api:diff lists them.`);
  }
  if (replaced) unlinkSync(snapshotFile(replaced.version));
  writeFileSync(snapshotFile(version), contractYaml(working.doc));
  writeFileSync(RELEASES_INDEX, `${JSON.stringify(releases, null, 2)}\n`);
  console.log(`api:release: ${version} (${date}), a ${bump} release after ${last.version}: ${run.report.summary.major} major, ${run.report.summary.minor} minor, ${run.report.summary.patch} patch. Wrote openapi/releases/${version}.yaml and set info.version.`);
} catch (error) {
  writeFileSync(rootFile, rootText);
  refuse(error instanceof Error ? error.message : String(error));
} finally {
  if (working) rmSync(path.dirname(working.file), { recursive: true, force: true });
}
