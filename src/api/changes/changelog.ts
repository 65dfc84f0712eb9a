/**
 * How the changelog, the feed and the Markdown twin group the API's history: by impact (breaking
 * first), then by the operation, webhook or component a change touches.
 */
import type { DiffImpact } from './diffRules';
import { IMPACT_ORDER, type ApiChange, type ChangeTarget } from './report';
import type { ApiRelease } from './releases';

export interface ReleaseChanges extends ApiRelease {
  readonly changes: readonly ApiChange[];
  readonly previous?: string;
}

/** src/data/generated/apiChanges.json, written by scripts/apiChanges.ts. */
export interface ApiHistory {
  /** Newest first. */
  readonly releases: readonly ReleaseChanges[];
  readonly unreleased: { readonly since: string; readonly version: string; readonly changes: readonly ApiChange[] };
}

export const CHANGELOG_PATH = '/docs/changelog';
export const CHANGELOG_FEED_PATH = '/docs/changelog/atom.xml';

export const IMPACT_HEADINGS: Readonly<Record<DiffImpact, string>> = {
  major: 'Breaking changes',
  minor: 'Additions',
  patch: 'Corrections and clarifications',
};

/** The changelog heading id of a release: `2.0.0` → `v2-0-0`. */
export function releaseAnchor(version: string): string {
  return `v${version.replace(/\./g, '-')}`;
}

export interface TargetGroup {
  readonly target: ChangeTarget;
  readonly changes: readonly ApiChange[];
}

export function groupChanges(changes: readonly ApiChange[]): { impact: DiffImpact; targets: TargetGroup[] }[] {
  return IMPACT_ORDER.flatMap((impact) => {
    const byTarget = new Map<string, { target: ChangeTarget; changes: ApiChange[] }>();
    for (const change of changes) {
      if (change.impact !== impact) continue;
      const group = byTarget.get(change.target.label) ?? { target: change.target, changes: [] };
      group.changes.push(change);
      byTarget.set(change.target.label, group);
    }
    return byTarget.size ? [{ impact, targets: [...byTarget.values()].sort((a, b) => a.target.label.localeCompare(b.target.label)) }] : [];
  });
}

/** What the changelog page renders of a set of changes: grouped, without pointers and rule ids (the page's script carries it). */
export interface ChangelogGroup {
  readonly impact: DiffImpact;
  readonly count: number;
  readonly targets: readonly { readonly target: ChangeTarget; readonly changes: readonly { readonly text: string; readonly fix?: string }[] }[];
}

export interface ChangelogView {
  readonly unreleased: { readonly since: string; readonly groups: readonly ChangelogGroup[] };
  readonly releases: readonly (ApiRelease & { readonly previous?: string; readonly counts: Readonly<Record<DiffImpact, number>>; readonly groups: readonly ChangelogGroup[] })[];
}

function viewGroups(changes: readonly ApiChange[]): ChangelogGroup[] {
  return groupChanges(changes).map(({ impact, targets }) => ({
    impact,
    count: targets.reduce((count, group) => count + group.changes.length, 0),
    targets: targets.map(({ target, changes: of }) => ({ target, changes: of.map((change) => (change.fix ? { text: change.text, fix: change.fix } : { text: change.text })) })),
  }));
}

export function changelogView(history: ApiHistory): ChangelogView {
  return {
    unreleased: { since: history.unreleased.since, groups: viewGroups(history.unreleased.changes) },
    releases: history.releases.map(({ changes, ...release }) => ({
      ...release,
      counts: { major: changes.filter((c) => c.impact === 'major').length, minor: changes.filter((c) => c.impact === 'minor').length, patch: changes.filter((c) => c.impact === 'patch').length },
      groups: viewGroups(changes),
    })),
  };
}
