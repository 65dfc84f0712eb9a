/**
 * npm run api:diff: the working contract (openapi/) against the last release
 * (openapi/releases/), with the pinned `redocly diff`. Prints every change rated major, minor or
 * patch; exits 1 on a breaking change unless info.version is a new major version.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gateVerdict } from '../src/api/changes/gate';
import { apiChanges, IMPACT_ORDER, targetName } from '../src/api/changes/report';
import { readReleases, readSnapshot, snapshotFile, writeWorkingContract } from './apiContract';
import { redoclyDiff } from './redoclyDiff';

const releases = readReleases();
const last = releases[releases.length - 1]!;
const working = writeWorkingContract();
try {
  const { report } = await redoclyDiff(snapshotFile(last.version), working.file);
  const changes = apiChanges(report, readSnapshot(last.version), working.doc);
  const workingVersion = String((working.doc.info as Record<string, unknown>).version);
  console.log(`api:diff: openapi/ (info.version ${workingVersion}) against release ${last.version} (${last.date})`);
  console.log(`${report.summary.major} major, ${report.summary.minor} minor, ${report.summary.patch} patch${report.bump ? `; needs a ${report.bump} release` : ''}\n`);
  for (const impact of IMPACT_ORDER) {
    const of = changes.filter((change) => change.impact === impact);
    if (!of.length || impact === 'major') continue;
    console.log(`Unreleased, ${impact} (${of.length}):`);
    for (const change of of) console.log(`  ${targetName(change.target)}: ${change.text.replace(/`/g, '')}`);
    console.log('');
  }
  const verdict = gateVerdict(changes, last.version, workingVersion);
  for (const line of verdict.lines) console.log(`${verdict.ok ? '✔' : '✖'} ${line.replace(/`/g, '')}`);
  process.exitCode = verdict.ok ? 0 : 1;
} finally {
  rmSync(path.dirname(working.file), { recursive: true, force: true });
}
