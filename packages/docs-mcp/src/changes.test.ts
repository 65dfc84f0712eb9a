import { describe, expect, it } from 'vitest';
import { changesSince, MAX_CHANGES_LISTED, SINCE_PATTERN, type McpApiChanges, type McpChange } from './changes.js';

const addition = (index: number): McpChange => ({ impact: 'minor', target: `op${index} (GET /op${index})`, url: `https://docs.example/docs/API/op${index}`, text: `Documents the \`504\` response.` });
const data: McpApiChanges = {
  changelogUrl: 'https://docs.example/docs/changelog',
  releases: [
    {
      version: '2.0.0',
      date: '2026-11-28',
      summary: 'The second release.',
      url: 'https://docs.example/docs/changelog#v2-0-0',
      changes: [{ impact: 'major', target: 'deleteTag (DELETE /tags/{tagId})', text: 'An operation was removed.', fix: 'restore it' }, ...Array.from({ length: 100 }, (_, index) => addition(index))],
    },
    { version: '1.0.0', date: '2025-03-03', summary: 'The first release.', url: 'https://docs.example/docs/changelog#v1-0-0', changes: [] },
  ],
  unreleased: { since: '2.0.0', changes: [] },
};

describe('get_changes', () => {
  it('answers the releases after since, breaking changes first and in full, linked', () => {
    const result = changesSince(data, '1.0.0');
    expect(result.ok).toBe(true);
    expect(result.text).toContain('## 2.0.0 (2026-11-28)');
    expect(result.text).not.toContain('## 1.0.0');
    expect(result.text.indexOf('### Breaking changes (1)')).toBeLessThan(result.text.indexOf('### Additions (100)'));
    expect(result.text).toContain('- deleteTag (DELETE /tags/{tagId}): An operation was removed. To stay compatible: restore it.');
    expect(result.text).toContain('- [op0 (GET /op0)](https://docs.example/docs/API/op0)');
    // Bounded: the rest of a long list is a link to the release's changelog entry.
    expect(result.text).toContain(`- … and ${100 - MAX_CHANGES_LISTED} more: https://docs.example/docs/changelog#v2-0-0`);
    expect(result.text).toContain('No unreleased change.');
  });

  it('says the latest release has nothing after it, and refuses a version that was never released', () => {
    expect(changesSince(data, '2.0.0').text).toContain('No release after 2.0.0; it is the latest.');
    const unknown = changesSince(data, '1.5.0');
    expect(unknown).toEqual({ ok: false, text: '"1.5.0" is not a released version. Released versions, newest first: 2.0.0, 1.0.0.' });
    expect(SINCE_PATTERN.test('1.0.0')).toBe(true);
    for (const bad of ['latest', '1.0', '1.0.0-beta', `${'9'.repeat(7)}.0.0`]) expect(SINCE_PATTERN.test(bad)).toBe(false);
  });
});
