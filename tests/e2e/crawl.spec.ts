/**
 * Visits every page in the sitemap: each must answer 200, hydrate without console
 * errors, link only to pages and anchors that exist, and describe every doc card it shows.
 */
import { test, expect } from './fixtures';
import { chunk, sitemapPaths } from './sitemap';

const pages = sitemapPaths();
const known = new Set(pages);
/** Internal targets that are not docs pages but are served. Each with its reason. */
const EXTRA_TARGETS = [
  '/', // the home page is a React page (in the sitemap too, but keep it explicit)
  '/search', // the search page takes query parameters
];
const CHUNKS = 12;

test('the sitemap lists the site', () => {
  expect(pages.length).toBeGreaterThan(250);
});

for (const [index, group] of chunk(pages, CHUNKS).entries()) {
  test(`crawl ${index + 1}/${CHUNKS}`, async ({ site, page }) => {
    test.setTimeout(group.length * 8_000 + 30_000);
    for (const path of group) {
      const response = await page.goto(encodeURI(path), { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(200);
      await site.waitForHydration();
      const bareCards = await page
        .locator('main a.card')
        .evaluateAll((cards) => cards.filter((card) => !card.querySelector('p')?.textContent?.trim()).map((card) => card.getAttribute('href')));
      expect(bareCards, `${path}: cards without a description`).toEqual([]);
      const links = await page.locator('main a[href], nav a[href], footer a[href]').evaluateAll((anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).href),
      );
      for (const href of links) {
        const url = new URL(href);
        if (url.origin !== new URL(page.url()).origin || url.protocol !== 'http:') continue;
        const target = decodeURI(url.pathname).replace(/\/$/, '') || '/';
        if (/\.(ya?ml|json|svg|png)$/.test(target)) continue; // static files, checked by the build
        // "View as Markdown" links each page's twin (/docs/x.md, /index.md for the home page);
        // tests/build/agentDocs.test.ts checks that every twin exists.
        const twinOf = target.endsWith('.md') ? target.slice(0, -'.md'.length).replace(/^\/index$/, '/') : target;
        expect(known.has(twinOf) || EXTRA_TARGETS.includes(twinOf), `${path} links to missing ${target}`).toBe(true);
        if (url.hash && target === (decodeURI(new URL(page.url()).pathname).replace(/\/$/, '') || '/')) {
          const id = decodeURIComponent(url.hash.slice(1));
          expect(await page.locator(`[id="${id.replace(/"/g, '\\"')}"]`).count(), `${path} links to missing anchor #${id}`).toBeGreaterThan(0);
        }
      }
    }
  });
}
