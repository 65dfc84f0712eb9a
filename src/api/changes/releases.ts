/**
 * The released versions of the API description: `openapi/releases/releases.json` (version,
 * date, a summary written by people) beside the bundled description of each release,
 * `openapi/releases/<version>.yaml`. Snapshots are records, so they are committed; everything
 * else about the API's history is computed from them (scripts/apiChanges.ts).
 */
export interface ApiRelease {
  /** Semantic version, the `info.version` of the snapshot. */
  readonly version: string;
  /** Release day, YYYY-MM-DD (UTC). */
  readonly date: string;
  /** What the release means for integrators, one or two sentences of Markdown (inline code only). */
  readonly summary: string;
}

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseVersion(version: string): [number, number, number] | undefined {
  const match = SEMVER.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  if (!x || !y) throw new Error(`Not a version: ${x ? b : a}`);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The version a change of this impact requires after `version` (a major change below 1.0.0 is a minor bump, as in redocly). */
export function nextVersion(version: string, bump: 'major' | 'minor' | 'patch'): string {
  const parsed = parseVersion(version);
  if (!parsed) throw new Error(`Not a version: ${version}`);
  const [major, minor, patch] = parsed;
  if (bump === 'major' && major > 0) return `${major + 1}.0.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  return `${major}.${minor + 1}.0`;
}

/** Checks the index entry by entry; the messages say which entry to fix and how. Oldest first. */
export function validateReleases(value: unknown): ApiRelease[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error('openapi/releases/releases.json must be a non-empty array of releases, oldest first.');
  const releases: ApiRelease[] = [];
  for (const [index, entry] of value.entries()) {
    const where = `openapi/releases/releases.json[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new Error(`${where} must be an object { version, date, summary }.`);
    const unknown = Object.keys(entry).filter((key) => !['version', 'date', 'summary'].includes(key));
    if (unknown.length) throw new Error(`${where} has unknown keys: ${unknown.join(', ')}. Only version, date and summary are allowed.`);
    const { version, date, summary } = entry as Record<string, unknown>;
    if (typeof version !== 'string' || !parseVersion(version)) throw new Error(`${where}.version must be a version like 1.2.0.`);
    if (typeof date !== 'string' || !DAY.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`${where}.date must be a day written YYYY-MM-DD.`);
    if (typeof summary !== 'string' || summary.trim().length < 20) throw new Error(`${where}.summary must say in a sentence or two what the release means for integrators.`);
    const previous = releases[releases.length - 1];
    if (previous && compareVersions(version, previous.version) <= 0) throw new Error(`${where}: ${version} must be newer than ${previous.version}; releases are listed oldest first.`);
    if (previous && date < previous.date) throw new Error(`${where}: ${date} is before the previous release (${previous.date}).`);
    releases.push({ version, date, summary: summary.trim() });
  }
  return releases;
}
