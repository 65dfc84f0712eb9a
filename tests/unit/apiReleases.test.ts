/**
 * The release records (openapi/releases/) and what is rendered from the API's history: the
 * index is valid and each snapshot is the version it says; notices, grouping and MDX escaping.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { groupChanges, releaseAnchor, type ApiHistory } from '../../src/api/changes/changelog';
import { operationHistory, operationNotices } from '../../src/api/changes/operationNotices';
import { compareVersions, nextVersion, validateReleases } from '../../src/api/changes/releases';
import { mdxText, type ApiChange } from '../../src/api/changes/report';

const releasesDir = path.join(import.meta.dirname, '..', '..', 'openapi', 'releases');

describe('openapi/releases', () => {
  const releases = validateReleases(JSON.parse(readFileSync(path.join(releasesDir, 'releases.json'), 'utf8')));

  it('keeps a snapshot of every release, whose info.version is the release', () => {
    for (const release of releases) {
      const file = path.join(releasesDir, `${release.version}.yaml`);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const head = readFileSync(file, 'utf8').slice(0, 400);
      expect((parse(`${head.split('\n').slice(0, 4).join('\n')}\n`) as { info: { version: string } }).info.version).toBe(release.version);
    }
  });

  it('has info.version of the working contract at the last release or a newer version', () => {
    const root = readFileSync(path.join(releasesDir, '..', 'openapi.yaml'), 'utf8');
    const version = /^ {2}version: (.+)$/m.exec(root)?.[1];
    expect(version).toBeDefined();
    expect(compareVersions(version!, releases[releases.length - 1]!.version)).toBeGreaterThanOrEqual(0);
  });

  it('refuses an index entry with an unknown key, a bad date, an old version or no summary, saying which', () => {
    const ok = { version: '1.0.0', date: '2025-03-03', summary: 'General availability of the first description.' };
    expect(() => validateReleases([ok, { ...ok, version: '1.1.0', tags: [] }])).toThrow(/\[1\] has unknown keys: tags/);
    expect(() => validateReleases([{ ...ok, date: '3 March 2025' }])).toThrow(/\[0\]\.date/);
    expect(() => validateReleases([ok, { ...ok, version: '0.9.0' }])).toThrow(/must be newer than 1\.0\.0/);
    expect(() => validateReleases([{ ...ok, summary: 'x' }])).toThrow(/summary/);
  });

  it('computes the next version of each impact', () => {
    expect([nextVersion('1.4.2', 'major'), nextVersion('1.4.2', 'minor'), nextVersion('1.4.2', 'patch'), nextVersion('0.3.0', 'major')]).toEqual(['2.0.0', '1.5.0', '1.4.3', '0.4.0']);
  });
});

const target = { kind: 'operation', operationId: 'getTag', label: 'GET /tags/{tagId}', page: '/docs/API/get-tag' } as const;
const change = (impact: ApiChange['impact'], text: string): ApiChange => ({ impact, target, text, ruleIds: [], pointer: '#/paths/~1tags~1{tagId}/get' });
const history: ApiHistory = {
  releases: [
    { version: '1.2.0', date: '2026-02-01', summary: 'A minor release for the test.', previous: '1.1.0', changes: [change('minor', 'Adds the optional parameter `expand` (query).'), change('patch', 'Rewords the description.')] },
    { version: '1.1.0', date: '2026-01-01', summary: 'The release that added getTag.', previous: '1.0.0', changes: [change('minor', 'New operation.')] },
    { version: '1.0.0', date: '2025-03-03', summary: 'The first release of the test.', changes: [] },
  ],
  unreleased: { since: '1.2.0', version: '1.2.0', changes: [] },
};

describe('operation notices', () => {
  it('says when an operation was added and changed, each linked to its changelog entry', () => {
    const notices = operationNotices(operationHistory(history, 'getTag'));
    expect(notices).toContain(':::info[Added in 1.1.0]');
    expect(notices).toContain(`(/docs/changelog#${releaseAnchor('1.1.0')})`);
    expect(notices).toContain(':::info[Changed in 1.2.0]');
    expect(notices).toContain('- addition: Adds the optional parameter `expand` (query).');
    expect(operationNotices(operationHistory(history, 'listTags'))).toBe('');
  });

  it('groups breaking changes first, then by operation', () => {
    const groups = groupChanges([change('patch', 'a'), change('major', 'b'), change('minor', 'c')]);
    expect(groups.map((group) => group.impact)).toEqual(['major', 'minor', 'patch']);
  });

  it('escapes what MDX would read as markup outside code spans', () => {
    expect(mdxText("Upper bound of `a<b` was set to '<= 10'; {x}")).toBe("Upper bound of `a<b` was set to '&lt;= 10'; &#123;x&#125;");
  });
});
