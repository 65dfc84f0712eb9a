/**
 * No page of the site scrolls sideways, on a phone (390 px) or a desktop (1280 px): every
 * page of the sitemap, not a sample. Wide content (code, tables) scrolls inside its own box.
 *
 * Cheap by design: one tab per chunk, reused from page to page; each page is loaded once at
 * 390 px and measured again after a resize to 1280 px, which applies the media queries and
 * the theme's window-size hook without a second load.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { chunk, sitemapPaths } from './sitemap';

const pages = sitemapPaths();
const WIDTHS = [390, 1280] as const;
const CHUNKS = 2;

/** The page's width beyond the viewport's, in CSS pixels (0 when it does not scroll sideways). */
function excess(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const [index, group] of chunk(pages, CHUNKS).entries()) {
  test(`no page scrolls sideways at ${WIDTHS.join(' or ')} px (${index + 1}/${CHUNKS})`, async ({ site, page }) => {
    test.setTimeout(group.length * 3_000 + 30_000);
    const wide: string[] = [];
    for (const path of group) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      const response = await page.goto(encodeURI(path), { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      await site.waitForHydration();
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
        const extra = await excess(page);
        if (extra > 0) wide.push(`${path} at ${width} px: ${width + extra} px wide`);
      }
    }
    expect(wide).toEqual([]);
  });
}
