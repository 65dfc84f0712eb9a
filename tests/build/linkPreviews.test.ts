/**
 * What crawlers and link previews read from the production build: robots.txt naming the sitemap,
 * an og:image and twitter:image that exist on every page (the section's card on docs pages),
 * unique titles, operation pages' meta description (the description's first whole sentence, as
 * plain text), and each page's link to its Markdown twin. Reads build/; run after the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '@site/src/config/site';
import { SOCIAL_CARD_SIZE, sectionSocialCards, siteSocialCard } from '@site/src/config/socialCards';
import { metaDescription } from '@site/src/api/metaDescription';
import { twinPath } from '@site/src/plugins/agentDocs/links';
import { pageHead, type PageHead } from './html';

const build = path.resolve(import.meta.dirname, '../../build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'pagefind' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Every built page but the not-found page, by route. */
const pages = new Map<string, PageHead>(
  htmlFiles(build)
    .filter((file) => path.relative(build, file) !== '404.html')
    .map((file) => {
      const relative = `/${path.relative(build, file).split(path.sep).join('/')}`.replace(/\.html$/, '');
      return [relative === '/index' ? '/' : relative, pageHead(readFileSync(file, 'utf8'))];
    }),
);

/** The width and height in a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${file} is a PNG`).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The built file an absolute URL of the site names. */
const builtFileOf = (url: string) => path.join(build, decodeURI(new URL(url).pathname));

describe('crawlers and link previews', () => {
  it('reads every page of the build', () => {
    expect(pages.size).toBeGreaterThan(350);
  });

  it('robots.txt allows crawling and names the sitemap, which exists', () => {
    const robots = readFileSync(path.join(build, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(readFileSync(path.join(build, 'sitemap.xml'), 'utf8')).toContain('<urlset');
  });

  it('every page has an og:image and a twitter:image: a 1200 × 630 PNG of the build, its section’s card on docs pages', () => {
    const problems: string[] = [];
    const sizes = new Map<string, { width: number; height: number }>();
    for (const [route, head] of pages) {
      const image = head.meta.get('og:image');
      if (!image) {
        problems.push(`${route}: no og:image`);
        continue;
      }
      if (head.meta.get('twitter:image') !== image) problems.push(`${route}: twitter:image ${head.meta.get('twitter:image')} is not og:image ${image}`);
      if (!image.startsWith(`${SITE_URL}/`) || !existsSync(builtFileOf(image))) {
        problems.push(`${route}: og:image ${image} is not a file of the build`);
        continue;
      }
      if (!sizes.has(image)) sizes.set(image, pngSize(builtFileOf(image)));
    }
    expect(problems).toEqual([]);
    for (const [image, size] of sizes) expect(size, image).toEqual(SOCIAL_CARD_SIZE);
    const imageOf = (route: string) => pages.get(route)?.meta.get('og:image');
    expect(imageOf('/')).toBe(`${SITE_URL}/${siteSocialCard.file}`);
    expect(imageOf('/docs/API/claim-user-quest')).toBe(`${SITE_URL}/${sectionSocialCards.openApiSidebar.file}`);
    expect(imageOf('/docs/quests/questingSystem')).toBe(`${SITE_URL}/${sectionSocialCards.QuestsSidebar.file}`);
    expect(imageOf('/docs/rules/Image/HueArcLength')).toBe(`${SITE_URL}/${sectionSocialCards.UGC_Sidebar.file}`);
  });

  it('no two pages share a title', () => {
    const byTitle = new Map<string, string[]>();
    for (const [route, head] of pages) byTitle.set(head.title, [...(byTitle.get(head.title) ?? []), route]);
    expect([...byTitle].filter(([, routes]) => routes.length > 1)).toEqual([]);
  });

  it('operation and webhook event pages describe themselves with the first whole sentence of their description, as plain text', () => {
    const operationsDir = path.join(build, 'api-operations');
    const problems: string[] = [];
    let checked = 0;
    for (const file of readdirSync(operationsDir).filter((name) => name.endsWith('.json'))) {
      const route = `/docs/API/${file.replace(/\.json$/, '')}`;
      const operation = JSON.parse(readFileSync(path.join(operationsDir, file), 'utf8')) as { description?: string };
      const head = pages.get(route);
      if (!head || !operation.description) continue;
      checked += 1;
      const description = head.meta.get('description') ?? '';
      const expected = metaDescription(operation.description);
      if (description !== expected) problems.push(`${route}: "${description}", expected "${expected}"`);
      if (/`|\]\(|\*\*/.test(description)) problems.push(`${route}: Markdown in "${description}"`);
      if (!/[.!?:]$/.test(description)) problems.push(`${route}: "${description}" does not end a sentence`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('every page links its Markdown twin from its head, and the twin exists', () => {
    const problems: string[] = [];
    for (const [route, head] of pages) {
      const twins = head.links.filter((link) => link.rel === 'alternate' && link.type === 'text/markdown').map((link) => link.href);
      const expected = `${SITE_URL}${encodeURI(twinPath(decodeURI(route)))}`;
      if (twins.length !== 1 || twins[0] !== expected) problems.push(`${route}: ${JSON.stringify(twins)}, expected ${expected}`);
      else if (!existsSync(builtFileOf(expected))) problems.push(`${route}: ${expected} is not a file of the build`);
    }
    expect(problems).toEqual([]);
  });
});
