/**
 * The /search page's early results: a module of its own, bundled after the build into
 * `pagefind/early-results.js` (src/plugins/searchIndex.ts `writeEarlyResults`), which the
 * page's head script imports when the URL has a query (src/search/pagefind.ts
 * `earlySearchScript`). It takes over the search the head script started in a worker, runs
 * the site's own spelling and ranking (./engine.ts) and lists the results in the page's
 * container (./resultList.ts) as soon as their fragments are in, without waiting for the
 * site's code to download, run and hydrate the page: on the bench's phone profile the first
 * result came after hydration, about a second after the fragments. The page then finds the
 * list in place and keeps it (src/theme/SearchPage), and its own search box and suggestions
 * use the Pagefind this module loaded (`SITE_SEARCH_GLOBAL`).
 *
 * Only for a query over every section: with `ctx` or `version` the page searches itself.
 */
import { MAX_QUERY_LENGTH, SEARCH_PAGE_SIZE } from '../config/search';
import { loadHits, searchSite } from './engine';
import { loadPagefind, SITE_SEARCH_GLOBAL, type SiteSearch } from './pagefind';
import { EARLY_RESULTS_GLOBAL, renderResultList, RESULT_LIST_ATTRIBUTE, RESULT_LIST_CLASSES_ATTRIBUTE, resultListKey, type EarlyResults, type ResultListView } from './resultList';

const slot = window as unknown as Record<string, unknown>;
const params = new URLSearchParams(window.location.search);
const query = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);

if (query && !params.has('ctx') && !params.has('version') && !(EARLY_RESULTS_GLOBAL in slot)) {
  // This file is `<baseUrl>pagefind/early-results.js`.
  const baseUrl = new URL('../', import.meta.url).pathname;
  const search: Promise<SiteSearch> = loadPagefind(baseUrl);
  slot[SITE_SEARCH_GLOBAL] = search;
  const key = resultListKey(query, null, null);
  const view: Promise<ResultListView> = search.then(async (site) => {
    const { ranked, corrected } = await searchSite(site, query);
    const hits = await loadHits(ranked.slice(0, SEARCH_PAGE_SIZE));
    return { ranked, hits, corrected, query, only: null };
  });
  const early: EarlyResults = { key, view };
  slot[EARLY_RESULTS_GLOBAL] = early;
  const domReady = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });
  void Promise.all([view, domReady])
    .then(([shown]) => {
      const container = document.querySelector<HTMLElement>(`[${RESULT_LIST_ATTRIBUTE}]`);
      // Listed unless the page has already shown a list in it (its own, or this one); it may show "Searching…".
      if (!container || container.getAttribute(RESULT_LIST_ATTRIBUTE) !== '') return;
      renderResultList(container, shown, JSON.parse(container.getAttribute(RESULT_LIST_CLASSES_ATTRIBUTE) ?? '{}'), key);
    })
    .catch(() => undefined);
}
