/**
 * Every URL the built pages write is a valid URL: no raw space or other character a URL may not
 * hold, in links (`href`, the canonical and alternate links among them), `src`, og:url and the
 * other URL metadata. The route `/docs/quests/Quest Types/…` keeps its space, so its URL is
 * `Quest%20Types` (src/theme/Root/urlEncoding.ts). Reads build/; run after the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '@site/src/config/site';
import { encodeUrl } from '@site/src/theme/Root/urlEncoding';
import { pageHead } from './html';

const build = path.resolve(import.meta.dirname, '../../build');

const pages = readdirSync(build, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.startsWith(`pagefind${path.sep}`))
  .sort();

/** Attributes that hold one URL. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data'];
/** `<meta>` whose content is a URL, by property or name. */
const URL_META = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:url', 'twitter:image']);

/** Each URL a page writes, with where: `<tag attribute>` and the value (entities decoded, as a browser reads it). */
function urlsOf(html: string): { where: string; url: string }[] {
  const urls: { where: string; url: string }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const attribute of URL_ATTRIBUTES) {
          if (attributes[attribute] !== undefined) urls.push({ where: `<${name} ${attribute}>`, url: attributes[attribute] });
        }
        const key = attributes.property ?? attributes.name;
        if (name === 'meta' && key && URL_META.has(key) && attributes.content !== undefined) urls.push({ where: `<meta ${key}>`, url: attributes.content });
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return urls;
}

describe('URLs in the built pages', () => {
  const found = pages.map((page) => ({ page, urls: urlsOf(readFileSync(path.join(build, page), 'utf8')) }));

  it('reads every page, and the Quest Types pages link each other', () => {
    expect(pages.length).toBeGreaterThan(350);
    const questTypes = found.find(({ page }) => page === path.join('docs', 'quests', 'Quest Types', 'questTypes.html'));
    expect(questTypes, 'the Quest Types index page was built').toBeDefined();
    expect(questTypes!.urls.filter(({ url }) => url.includes('/docs/quests/Quest%20Types/Categories/')).length).toBeGreaterThan(20);
  });

  it('writes every URL encoded: no raw space or other character a URL may not hold', () => {
    const invalid = found.flatMap(({ page, urls }) => urls.filter(({ url }) => encodeUrl(url) !== url).map(({ where, url }) => `${page}: ${where} ${JSON.stringify(url)}`));
    expect([...new Set(invalid)].slice(0, 20), `${invalid.length} URLs with characters a URL may not hold`).toEqual([]);
  });

  it('writes the canonical URL, og:url and the alternates of a Quest Types page with %20', () => {
    const head = pageHead(readFileSync(path.join(build, 'docs', 'quests', 'Quest Types', 'questTypes.html'), 'utf8'));
    const page = `${SITE_URL}/docs/quests/Quest%20Types/questTypes`;
    const link = (rel: string, more: Record<string, string> = {}) =>
      head.links.filter((attributes) => attributes.rel === rel && Object.entries(more).every(([key, value]) => attributes[key] === value)).map((attributes) => attributes.href);
    expect(link('canonical')).toEqual([page]);
    expect(head.meta.get('og:url')).toBe(page);
    expect(link('alternate', { hreflang: 'en' })).toEqual([page]);
    expect(link('alternate', { hreflang: 'x-default' })).toEqual([page]);
    expect(link('alternate', { type: 'text/markdown' })).toEqual([`${page}.md`]);
  });
});
