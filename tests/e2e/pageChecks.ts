/**
 * What every page of the sitemap must be, checked on the loaded, hydrated page: the production
 * crawl (tests/hosting/csp.spec.ts) runs it on each page once, so one visit per page proves the
 * status, hydration, the CSP, the links and the width together.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { TARGET_TOP_MAX_FRACTION } from '../hosting/interactions';
import { sitemapPaths } from './sitemap';

/** Internal targets that are not docs pages but are served. Each with its reason. */
const EXTRA_TARGETS = [
  '/', // the home page is a React page (in the sitemap too, but keep it explicit)
  '/search', // the search page takes query parameters
];

/** The widths no page may scroll sideways at: a phone's and a desktop's. */
export const PAGE_WIDTHS = [390, 1280] as const;

/** A local path of the site, as the router writes it, for comparison with the sitemap's paths. */
function sitePath(url: URL): string {
  return decodeURI(url.pathname).replace(/\/$/, '') || '/';
}

/**
 * The problems of the page now loaded at `path`: doc cards without a description, links to
 * pages or same-page anchors that do not exist. Each problem is one sentence naming the page.
 */
export async function linkProblems(page: Page, path: string, known: ReadonlySet<string> = new Set(sitemapPaths())): Promise<string[]> {
  const problems: string[] = [];
  const bareCards = await page
    .locator('main a.card')
    .evaluateAll((cards) => cards.filter((card) => !card.querySelector('p')?.textContent?.trim()).map((card) => card.getAttribute('href')));
  for (const card of bareCards) problems.push(`${path}: the card for ${card} has no description`);
  const here = new URL(page.url());
  const hrefs = await page.locator('main a[href], nav a[href], footer a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const ids = new Set(await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id)));
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (url.origin !== here.origin || url.protocol !== 'http:') continue;
    const target = sitePath(url);
    if (/\.(ya?ml|json|svg|png)$/.test(target)) continue; // static files, checked by the build
    // "View as Markdown" links each page's twin (/docs/x.md, /index.md for the home page);
    // tests/build/agentDocs.test.ts checks that every twin exists.
    const twinOf = target.endsWith('.md') ? target.slice(0, -'.md'.length).replace(/^\/index$/, '/') : target;
    if (!known.has(twinOf) && !EXTRA_TARGETS.includes(twinOf)) problems.push(`${path} links to missing ${target}`);
    else if (url.hash && target === sitePath(here) && !ids.has(decodeURIComponent(url.hash.slice(1)))) {
      problems.push(`${path} links to missing anchor ${url.hash}`);
    }
  }
  return problems;
}

/** The page's width beyond the viewport's, in CSS pixels, once the last resize is laid out. */
function excess(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        // Two frames: the resize's layout, then React's re-render for the theme's window-size hook.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth))),
      ),
  );
}

/**
 * The widths at which the page now loaded scrolls sideways. Measures at the viewport's width,
 * then resizes to the other of PAGE_WIDTHS and measures again; the next page loads at that width,
 * so a crawl loads each page once and resizes once.
 */
export async function widthProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const start = page.viewportSize() ?? { width: PAGE_WIDTHS[1], height: 800 };
  const widths = start.width === PAGE_WIDTHS[0] ? PAGE_WIDTHS : ([...PAGE_WIDTHS].reverse() as number[]);
  for (const [index, width] of widths.entries()) {
    if (index > 0 || start.width !== width) await page.setViewportSize({ width, height: start.height });
    const extra = await excess(page);
    if (extra > 0) problems.push(`${path} at ${width} px: ${width + extra} px wide`);
  }
  return problems;
}

/**
 * A link's target has landed where the reader sees it: below the sticky navbar (not hidden under
 * it), at the top of the screen. Polled, since the browser may still be laying out content above it.
 */
export async function expectLandedOn(target: Locator): Promise<void> {
  const place = () =>
    target.evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
      return { belowNavbar: top >= navbar - 1, fraction: top / window.innerHeight };
    });
  await expect.poll(async () => (await place()).belowNavbar, 'below the sticky navbar').toBe(true);
  expect((await place()).fraction, 'at the top of the screen').toBeLessThan(TARGET_TOP_MAX_FRACTION);
}
