/**
 * `get_changes`: the API's releases after a given version, each change rated and linked, from
 * the history the docs site computes with `redocly diff` (its build writes it into the data).
 */
export type McpImpact = 'major' | 'minor' | 'patch';

export interface McpChange {
  readonly impact: McpImpact;
  /** `createBadge (POST /badges)`, a webhook or a component. */
  readonly target: string;
  /** The page of the operation or webhook, when it has one. */
  readonly url?: string;
  readonly text: string;
  /** For a breaking change: what keeps it within the major version. */
  readonly fix?: string;
}

export interface McpRelease {
  readonly version: string;
  readonly date: string;
  readonly summary: string;
  /** The release's changelog entry. */
  readonly url: string;
  /** Changes since the release before it (none for the first). */
  readonly changes: readonly McpChange[];
}

export interface McpApiChanges {
  /** Newest first. */
  readonly releases: readonly McpRelease[];
  readonly unreleased: { readonly since: string; readonly changes: readonly McpChange[] };
  readonly changelogUrl: string;
}

/** `since` must look like a version; the longest one this accepts is far beyond any release. */
export const SINCE_PATTERN = /^\d{1,6}\.\d{1,6}\.\d{1,6}$/;
export const MAX_SINCE_LENGTH = 20;
/** Changes listed per release and impact before the answer points to the changelog for the rest. */
export const MAX_CHANGES_LISTED = 60;

const HEADINGS: Readonly<Record<McpImpact, string>> = { major: 'Breaking changes', minor: 'Additions', patch: 'Corrections and clarifications' };

function changeLines(changes: readonly McpChange[], moreAt: string): string[] {
  return (['major', 'minor', 'patch'] as const).flatMap((impact) => {
    const of = changes.filter((change) => change.impact === impact);
    if (!of.length) return [];
    const listed = of.slice(0, impact === 'major' ? of.length : MAX_CHANGES_LISTED);
    return [
      '',
      `### ${HEADINGS[impact]} (${of.length})`,
      '',
      ...listed.map((change) => `- ${change.url ? `[${change.target}](${change.url})` : change.target}: ${change.text}${change.fix ? ` To stay compatible: ${change.fix}.` : ''}`),
      ...(of.length > listed.length ? [`- … and ${of.length - listed.length} more: ${moreAt}`] : []),
    ];
  });
}

export type ChangesAnswer = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly text: string };

/** The releases after `since` (every release when omitted), newest first, then the unreleased changes. */
export function changesSince(data: McpApiChanges, since?: string): ChangesAnswer {
  const versions = data.releases.map((release) => release.version);
  if (since !== undefined && !versions.includes(since)) {
    return { ok: false, text: `"${since}" is not a released version. Released versions, newest first: ${versions.join(', ')}.` };
  }
  const cut = since === undefined ? data.releases.length : versions.indexOf(since);
  const newer = data.releases.slice(0, cut);
  const lines = [`# Guildforge API changes${since ? ` since ${since}` : ''}`, '', `Changelog: ${data.changelogUrl}`];
  if (since && newer.length === 0) lines.push('', `No release after ${since}; it is the latest.`);
  for (const release of newer) {
    lines.push('', `## ${release.version} (${release.date})`, '', release.summary, `Changelog entry: ${release.url}`);
    if (release.changes.length) lines.push(...changeLines(release.changes, release.url));
  }
  lines.push('', `## Unreleased (since ${data.unreleased.since})`);
  if (data.unreleased.changes.length) lines.push(...changeLines(data.unreleased.changes, data.changelogUrl));
  else lines.push('', 'No unreleased change.');
  return { ok: true, text: `${lines.join('\n')}\n` };
}
