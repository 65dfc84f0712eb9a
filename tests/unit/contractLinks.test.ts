/**
 * The contract's links to the docs are absolute, so that SDKs generated from it (comments) and
 * other renderers get links that work; the site turns them back into its own paths
 * (src/api/siteLinks.ts), and operation pages describe themselves with a whole plain sentence
 * (src/api/metaDescription.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '@site/src/config/site';
import { localSiteLinks, siteRelativeLinks } from '@site/src/api/siteLinks';
import { metaDescription } from '@site/src/api/metaDescription';
import { operationPageMdx, type OperationData } from '@site/src/api/operationPage';

const root = path.resolve(import.meta.dirname, '../..');

/** Every string of the bundled contract, with its JSON path. */
function strings(value: unknown, at = '$'): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

describe('links in the contract', () => {
  const contract = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as unknown;

  it('has no site-relative link in the bundled contract; its links to the docs are absolute', () => {
    const relative = strings(contract).flatMap(([at, text]) => siteRelativeLinks(text).map((link) => `${at}: ${link}`));
    expect(relative).toEqual([]);
    const absolute = strings(contract).filter(([, text]) => text.includes(`](${SITE_URL}/docs/`));
    expect(absolute.length).toBeGreaterThan(20);
  });

  it('finds site-relative links in Markdown and HTML, not absolute or protocol-relative ones', () => {
    expect(siteRelativeLinks('See [a](/docs/API/get-quest) and <a href="/docs/x">x</a>, [b](https://x.io/y), [c](//cdn.io/z).')).toEqual(['/docs/API/get-quest', '/docs/x']);
  });

  it('renders the contract’s absolute links to the docs as site paths, and leaves other origins alone', () => {
    expect(localSiteLinks(`[publishQuest](${SITE_URL}/docs/API/publish-quest) and [x](https://example.com/docs/y)`)).toBe('[publishQuest](/docs/API/publish-quest) and [x](https://example.com/docs/y)');
    const mdx = operationPageMdx({ title: 'Get a quest', api: { method: 'get', path: '/quests/{questId}', operationId: 'getQuest', description: `Then [publish it](${SITE_URL}/docs/API/publish-quest).`, responses: {} } as unknown as OperationData });
    expect(mdx).toContain('[publish it](/docs/API/publish-quest)');
    expect(mdx).not.toContain(SITE_URL);
  });
});

describe('metaDescription', () => {
  it('is the first whole sentence as plain text, across wrapped lines', () => {
    expect(metaDescription('Claims a completed user quest. The user quest becomes `claimed` and every\nreward is granted.')).toBe('Claims a completed user quest.');
    expect(metaDescription('Moves the quest to `active` once\n[publishQuest](https://docs.guildforge.io/docs/API/publish-quest) has run, e.g. after review. More.')).toBe(
      'Moves the quest to active once publishQuest has run, e.g. after review.',
    );
    expect(metaDescription('**Deprecated**: use v2 (see 1.5 notes)')).toBe('Deprecated: use v2 (see 1.5 notes)');
    expect(metaDescription('')).toBe('');
    // A sentence that starts with a field name in code starts lowercase once the backticks are gone.
    expect(metaDescription('Lists the comments; pass `parentId` for replies. `replyCount` tells whether a comment has replies.')).toBe('Lists the comments; pass parentId for replies.');
    expect(metaDescription('Answers 409 `badge_in_use` (or * for all). Then more.')).toBe('Answers 409 badge_in_use (or * for all).');
  });
});
