/**
 * The breaking-change gate of `npm run api:diff`: a major change passes only when the working
 * contract's `info.version` is a new major version; minor and patch changes pass and are listed
 * as unreleased.
 */
import { parseVersion, nextVersion } from './releases';
import { targetName, type ApiChange } from './report';

export interface GateVerdict {
  readonly ok: boolean;
  /** One line per breaking change, naming it, where it is and what to do; then the verdict. */
  readonly lines: readonly string[];
}

export function gateVerdict(changes: readonly ApiChange[], lastRelease: string, workingVersion: string): GateVerdict {
  const breaking = changes.filter((change) => change.impact === 'major');
  const working = parseVersion(workingVersion);
  const last = parseVersion(lastRelease);
  if (!working || !last) return { ok: false, lines: [`info.version ${workingVersion} is not a version like 1.2.0; set it to the last release, ${lastRelease}.`] };
  const newMajor = working[0] > last[0];
  const major = nextVersion(lastRelease, 'major');
  const lines = breaking.map((change) => {
    const fix = change.fix ? `${newMajor ? 'released in ' + workingVersion : `breaking; release ${major}`} or ${change.fix}` : newMajor ? `released in ${workingVersion}` : `breaking; release ${major}`;
    return `${change.text} In ${targetName(change.target)}: ${fix}.`;
  });
  if (breaking.length === 0) return { ok: true, lines: ['No breaking change since the last release.'] };
  if (newMajor) return { ok: true, lines: [...lines, `${breaking.length} breaking change(s), allowed: info.version ${workingVersion} is a new major version after ${lastRelease}.`] };
  return {
    ok: false,
    lines: [...lines, `${breaking.length} breaking change(s) since ${lastRelease}. Undo each as its line says, or cut ${major} (npm run api:release -- ${major} --summary "…").`],
  };
}
