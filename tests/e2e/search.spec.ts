import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MAX_QUERY_LENGTH, SEARCH_RESULTS_PER_DOCUMENT } from '../../src/config/search';

/** The main content of a page (the search page has no <main> element). */
const content = (page: Page) => page.locator('#__docusaurus_skipToContent_fallback');

/** Requests of the search index and engine (Pagefind's bundle, build/pagefind/). */
const INDEX_REQUEST = /\/pagefind\//;

const HOSTILE_QUERIES = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '(*+?[', 'x'.repeat(2000), '🎮🏆 quest'];

/**
 * Holds back the responses to `held` until a request matching `awaited` has been made (or 15 s
 * have passed), and records in `order` the first such request (`names[0]`) and each release of
 * a held one (`names[1]`).
 */
async function holdUntilRequested(page: Page, held: RegExp, awaited: (url: string) => boolean, order: string[], names: readonly [string, string]): Promise<void> {
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  let seen = false;
  page.on('request', (request) => {
    if (seen || !awaited(request.url())) return;
    seen = true;
    order.push(names[0]);
    requested();
  });
  await page.route(held, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    order.push(names[1]);
    await route.continue();
  });
}

test.describe('search', () => {
  test('does not fetch the index before the reader focuses search', async ({ site, page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) indexRequests.push(request.url());
    });
    await site.goto('/docs/learn/overview');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await site.searchInput.focus();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  });

  test("starts Pagefind's downloads as the reader reaches for search, without waiting for the search code", async ({ site, page }) => {
    // src/search/pagefindFiles.ts `startPagefindDownloads`, called by the box itself: the files
    // download while the suggestions' code and Pagefind's loader are still on their way, and the
    // index's metadata too, once the site's chunk list has named it.
    await site.goto('/docs/learn/overview');
    await page.waitForLoadState('networkidle');
    const heldScripts: string[] = [];
    await page.route('**/assets/js/*.js', (route) => void heldScripts.push(route.request().url()));
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) indexRequests.push(new URL(request.url()).pathname.replace(/^(\/pagefind\/pagefind\.)en_[0-9a-f]+(\.pf_meta)$/, '$1…$2'));
    });
    await site.searchInput.focus();
    await expect.poll(() => heldScripts.length).toBeGreaterThan(0);
    await expect
      .poll(() => [...new Set(indexRequests)].sort())
      .toEqual(['/pagefind/index-chunks.json', '/pagefind/pagefind-entry.json', '/pagefind/pagefind.js', '/pagefind/pagefind.….pf_meta', '/pagefind/pages.json', '/pagefind/wasm.en.pagefind']);
  });

  test('keeps every key typed right after Ctrl+K, while the search code loads', async ({ site, page }) => {
    await site.goto('/docs/learn/overview');
    await page.locator('body').click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('glossary'); // no waiting: the stand-in box takes the first keys
    await expect(site.searchInput).toHaveValue('glossary');
    await expect(site.searchInput).toBeFocused();
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Concepts and glossary');
  });

  test('reaching for search readies the query segmenter and the index metadata, and titles are on screen before excerpts are requested', async ({ site, page }) => {
    // src/search/pagefind.ts `prepareQuerySegmenter` and `preloadIndexMeta`, and the Suggestions'
    // `afterNextPaint`: each took time off the phone's wait for the first suggestion.
    const icuCalls = await site.recordIcu();
    await page.addInitScript(() => {
      const record = { fragmentsWithTitles: [] as boolean[] };
      (window as unknown as { searchRecord: typeof record }).searchRecord = record;
      const fetch = window.fetch;
      window.fetch = (...args: Parameters<typeof fetch>) => {
        if (/\/fragment\//.test(String(args[0] instanceof Request ? args[0].url : args[0]))) {
          record.fragmentsWithTitles.push(document.querySelector('.navbar__search [role="option"]:not([aria-disabled="true"])') !== null);
        }
        return fetch(...args);
      };
    });
    const record = () => page.evaluate(() => (window as unknown as { searchRecord: { fragmentsWithTitles: boolean[] } }).searchRecord);
    const metaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.pf_meta')) metaRequests.push(request.url());
    });
    await site.goto('/docs/learn/overview');
    await page.waitForLoadState('networkidle');
    await site.searchInput.focus();
    await expect.poll(icuCalls).toContain('Segmenter en grapheme');
    await site.searchInput.fill('webhook');
    await expect(page.getByRole('listbox').getByRole('option').first().locator('[class*="excerpt"]')).not.toBeEmpty();
    const { fragmentsWithTitles } = await record();
    expect(fragmentsWithTitles.length).toBeGreaterThan(0);
    expect(fragmentsWithTitles.every(Boolean)).toBe(true);
    // The index's metadata is preloaded as Pagefind's entry names it, and Pagefind takes the preload over.
    expect(await page.locator('head link[rel="preload"][href$=".pf_meta"]').count()).toBe(1);
    expect(metaRequests).toHaveLength(1);
  });

  test('the index metadata is requested as soon as the chunk list names it, before the page directory arrives', async ({ site, page }) => {
    // src/search/pagefindFiles.ts `readIndexChunks`: the directory (9.7 KiB) downloads beside the
    // WebAssembly on a phone; the chunk list is under 2 KiB. Here the directory is held back until the
    // metadata has been asked for, so the search completes only if the chunk list led to it.
    const order: string[] = [];
    await holdUntilRequested(page, /\/pagefind\/pages\.json/, (url) => url.endsWith('.pf_meta'), order, ['meta', 'directory']);
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('webhook');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(order).toEqual(['meta', 'directory']);
    expect(site.consoleErrors).toEqual([]);
  });

  test("the query's index chunk is requested as the reader types, before Pagefind's WebAssembly has arrived, and once", async ({ site, page }) => {
    // src/search/pagefindFiles.ts `preloadQueryChunks`: Pagefind asks for a chunk only once its
    // WebAssembly has arrived and started. Here the WebAssembly is held back until a chunk has been
    // asked for, so the search completes only if the box preloaded it, and Pagefind took the preload over.
    const order: string[] = [];
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.pf_index')) chunks.push(new URL(request.url()).pathname);
    });
    await holdUntilRequested(page, /\/pagefind\/wasm\.en\.pagefind$/, (url) => url.endsWith('.pf_index'), order, ['chunk', 'wasm']);
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('webhook');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(order).toEqual(['chunk', 'wasm']);
    expect(chunks).toHaveLength(1);
    expect(await page.locator('head link[rel="preload"][href$=".pf_index"]').count()).toBe(1);
    expect(site.consoleErrors).toEqual([]);
  });

  test('caps the query length', async ({ site }) => {
    await site.goto('/');
    await site.searchInput.fill('q'.repeat(500));
    await expect(site.searchInput).toHaveValue('q'.repeat(MAX_QUERY_LENGTH));
  });

  test('finds a page within the current section and offers the context footer', async ({ site, page }) => {
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('glossary');
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('option').first()).toContainText('Concepts and glossary');
    await expect(suggestions.getByText(/See all results within "?Learn"?/)).toBeVisible();
  });

  test('offers results outside the section when it has none', async ({ site, page }) => {
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('HueArcLength');
    await expect(page.getByRole('listbox').getByText(/See all results outside "?Learn"?/)).toBeVisible();
  });

  test('says "No results" when nothing matches, in the dropdown and on /search', async ({ site, page }) => {
    // No page has this word, nor one within two edits of it; Pagefind alone would answer with
    // the pages of its longest indexed prefix ("xylophone" → "x").
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('xylophonequartz');
    await expect(page.getByRole('listbox').getByText('No results', { exact: true })).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('link')).toHaveCount(0);
    await site.goto('/search?q=xylophonequartz');
    await expect(content(page).getByText('No results', { exact: true })).toBeVisible();
    await expect(content(page).locator('article')).toHaveCount(0);
  });

  test('forgives a typo and says which word it searched', async ({ site, page }) => {
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('rotate webhok secret');
    const dropdown = page.locator('.navbar__search');
    await expect(dropdown.getByRole('status')).toHaveText('Showing results for rotate webhook secret');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toContainText('Rotate a webhook signing secret');
    // The target page highlights the word that was searched, not the typo.
    await expect(first.locator('a')).toHaveAttribute('href', /_highlight=webhook(&|$)/);

    await site.goto('/search?q=webhok');
    await expect(content(page).getByText('Showing results for webhook', { exact: true })).toBeVisible();
    await expect(content(page).locator('article h2 a').first()).toHaveAttribute('href', /_highlight=webhook(&|#|$)/);
  });

  test('puts the section’s own results first, then the rest of the site', async ({ site, page }) => {
    // Typed on a quest type page, "follow" matches three quest types and, scoring higher,
    // the follow-status operations of the API: the quest types come first all the same.
    await site.goto('/docs/quests/Quest Types/Categories/twitter/follow');
    await site.searchInput.fill('follow');
    const links = page.getByRole('listbox').getByRole('option').locator('a');
    // Wait for the whole list (the best suggestion shows first, on its own).
    await expect(page.getByRole('listbox').locator('[role="option"] a[href^="/docs/API/"]').first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => decodeURI(anchor.getAttribute('href') ?? '')));
    const firstElsewhere = hrefs.findIndex((href) => !href.startsWith('/docs/quests/') && !href.startsWith('/search'));
    expect(firstElsewhere, hrefs.join('\n')).toBeGreaterThan(0);
    expect(hrefs.slice(0, firstElsewhere).every((href) => href.startsWith('/docs/quests/')), hrefs.join('\n')).toBe(true);
    expect(hrefs.some((href) => href.startsWith('/docs/API/')), hrefs.join('\n')).toBe(true);
    await expect(page.getByRole('listbox').getByText('See all results within Quests', { exact: true })).toBeVisible();
  });

  test('from the home page the footer reads "See all results"', async ({ site, page }) => {
    await site.goto('/');
    await site.searchInput.fill('webhook');
    await expect(page.getByRole('listbox').getByText('See all results', { exact: true })).toBeVisible();
  });

  test('opens a suggestion by keyboard and highlights the query on the page', async ({ site, page }) => {
    await site.goto('/');
    await site.searchInput.fill('idempotency_key_reused');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Idempotency');
    await page.keyboard.press('ArrowDown');
    await expect(site.searchInput).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/api\/idempotency\?_highlight=idempotency_key_reused/);
    await expect(page.locator('article mark').first()).toHaveText(/idempotency_key_reused/i);
  });

  test('the /search page takes q and lists results, at most 8 places per page', async ({ site, page }) => {
    await site.goto('/search?q=webhook');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "webhook"');
    const results = content(page).locator('article');
    await expect(results.locator('a[href*="/docs/"]').first()).toBeVisible();
    for (const result of await results.all()) expect(await result.locator('li').count()).toBeLessThanOrEqual(SEARCH_RESULTS_PER_DOCUMENT);
    // About 50 characters of context per place.
    for (const excerpt of await results.locator('li > span').all()) expect(((await excerpt.textContent()) ?? '').length).toBeLessThanOrEqual(60);
  });

  test('the /search page starts its search from the HTML, in a worker, and fetches each file once', async ({ site, page, context }) => {
    const fetched: string[] = [];
    // The context sees the worker's requests too.
    context.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await site.goto('/search?q=webhook');
    await expect(content(page).locator('article h2 a').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The head script starts the site's search worker; searches that start in the app do not.
    expect(fetched).toContain('/pagefind/search-worker.js');
    expect(fetched).not.toContain('/pagefind/pagefind-worker.js');
    expect(fetched.filter((path) => path.endsWith('.pf_fragment')).length).toBeGreaterThan(0);
    expect(fetched.filter((path, index) => fetched.indexOf(path) !== index)).toEqual([]);
  });

  test('the /search page searches on its own when its worker does not start', async ({ site, page }) => {
    const missing: string[] = [];
    await page.route(/\/pagefind\/search-worker\.js$/, (route) => {
      missing.push(route.request().url());
      return route.fulfill({ status: 404, body: '' });
    });
    await site.goto('/search?q=webhook');
    await expect(content(page).locator('article h2 a').first()).toBeVisible();
    await expect(content(page).getByText(/^\d+ pages found\.$/)).toBeVisible();
    expect(missing).toHaveLength(1);
    // Pagefind was loaded by the page itself.
    const fetchedByThePage = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(fetchedByThePage).toContain('/pagefind/pagefind.js');
  });

  test('the /search page requests the query\'s vocabulary from the HTML, without waiting for the site\'s code', async ({ page, context }) => {
    // The site's scripts are served empty, so only the head script can request the file; when
    // the app requested it after hydration, the search waited one more round trip.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
    const vocabulary: string[] = [];
    context.on('request', (request) => {
      if (/\/pagefind\/vocabulary\//.test(request.url())) vocabulary.push(new URL(request.url()).pathname);
    });
    // Not site.goto, which waits for hydration.
    await page.goto('/search?q=webhook%20Signatur');
    await expect.poll(() => vocabulary.sort()).toEqual([expect.stringMatching(/^\/pagefind\/vocabulary\/s\.[0-9a-f]+\.txt$/), expect.stringMatching(/^\/pagefind\/vocabulary\/w\.[0-9a-f]+\.txt$/)]);
  });

  test('the /search page lists the URL\'s results before the site\'s code has run, and keeps that list', async ({ site, page }) => {
    // The site's scripts never arrive: only the head script and the early results it imports run.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
    await page.goto('/search?q=webhok');
    await expect(content(page).locator('article h2 a').first()).toBeVisible();
    await expect(content(page).getByText('Showing results for webhook')).toBeVisible();
    await expect(content(page).getByText(/^\d+ pages found\.$/)).toBeVisible();
    // With the site's code, the page hydrates around the same list instead of building its own.
    await page.unrouteAll();
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLElement && node.matches('article')) (window as unknown as { articles: number }).articles = ((window as unknown as { articles?: number }).articles ?? 0) + 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await site.goto('/search?q=webhook');
    await expect(content(page).locator('article h2 a').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const listed = await content(page).locator('article').count();
    expect(await page.evaluate(() => (window as unknown as { articles?: number }).articles)).toBe(listed);
    await content(page).locator('article h2 a').first().click();
    await expect(page).not.toHaveURL(/\/search/);
  });

  test('the /search page reached by a link in the site searches without the head script', async ({ site, page, context }) => {
    const fetched: string[] = [];
    context.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('webhook');
    await page.getByRole('listbox').getByRole('link', { name: /See all results/ }).click();
    await page.waitForURL(/\/search\?q=webhook/);
    await expect(content(page).locator('article h2 a').first()).toBeVisible();
    expect(fetched).not.toContain('/pagefind/search-worker.js');
  });

  test('the /search page keeps to one section with ctx', async ({ site, page }) => {
    await site.goto('/search?q=webhook&ctx=docs%2FAPI');
    await expect(page.getByLabel('Search within')).toHaveValue('docs/API');
    const links = content(page).locator('article h2 a');
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) expect(href).toMatch(/^\/docs\/API\//);
  });

  test('the /search page searches again from its own form and section list', async ({ site, page }) => {
    await site.goto('/search?q=webhook');
    await expect(content(page).locator('article h2 a').first()).toBeVisible();
    await content(page).getByLabel('Search', { exact: true }).fill('idempotency');
    await content(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?q=idempotency$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "idempotency"');
    await page.getByLabel('Search within').selectOption('docs/API');
    await page.waitForURL(/\/search\?q=idempotency&ctx=docs%2FAPI$/);
    await expect(content(page).getByText(/ found in API\.$/)).toBeVisible();
    const links = content(page).locator('article h2 a');
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) expect(href).toMatch(/^\/docs\/API\//);
  });

  test('the /search page filters by docs version and says so for an unknown one', async ({ site, page }) => {
    await site.goto('/search?q=webhook&version=current');
    await expect(content(page).locator('article a[href*="/docs/"]').first()).toBeVisible();
    await site.goto('/search?q=webhook&version=v0');
    await expect(content(page).getByText('No results', { exact: true })).toBeVisible();
    await site.goto('/search?q=webhook&ctx=nowhere');
    await expect(content(page).getByText(/There is no section “nowhere”/)).toBeVisible();
    await expect(content(page).locator('article a[href*="/docs/"]').first()).toBeVisible();
  });

  test('_highlight marks the term on the target page', async ({ site, page }) => {
    await site.goto('/docs/api/idempotency?_highlight=replayed');
    await expect(page.locator('mark').first()).toBeVisible();
    await expect(page.locator('mark').first()).toHaveText(/replayed/i);
  });

  for (const query of HOSTILE_QUERIES) {
    test(`survives the query ${JSON.stringify(query.slice(0, 30))}`, async ({ site, page }) => {
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await site.goto('/');
      await site.searchInput.fill(query);
      const listbox = page.getByRole('listbox');
      // Either suggestions or the "No results" message, never an error.
      await expect(listbox.getByRole('option').or(listbox.getByText('No results', { exact: true })).first()).toBeVisible();
      expect(dialogs).toBe(0);
      expect(await listbox.locator('img[src="x"], script').count()).toBe(0);
      await expect(page.getByText('This page crashed')).toHaveCount(0);

      await site.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Search results for');
      expect(await content(page).locator('img[src="x"], script').count()).toBe(0);
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      expect(dialogs).toBe(0);
    });
  }
});
