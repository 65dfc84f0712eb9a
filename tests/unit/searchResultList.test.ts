// @vitest-environment happy-dom
/** The /search page's result list (src/search/resultList.ts), built with DOM calls by the page and by its early results. */
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE, SEARCH_RESULTS_PER_DOCUMENT } from '@site/src/config/search';
import { loadHits } from '@site/src/search/engine';
import type { PagefindDocument, PagefindResult } from '@site/src/search/pagefind';
import { renderResultList, renderSearching, RESULT_LIST_ATTRIBUTE, resultListKey, type ResultListClasses } from '@site/src/search/resultList';

const CLASSES: ResultListClasses = { corrected: 'corrected_a1', result: 'result_b2', title: 'title_c3', section: 'section_d4', places: 'places_e5', excerpt: 'excerpt_f6' };

/** A result whose fragment has `places` sub-results, the first excerpt holding `excerpt`. */
function result(index: number, places = 0, excerpt = 'a <mark>webhook</mark> signs each delivery'): PagefindResult {
  const url = `/docs/API/page-${index}`;
  const document: PagefindDocument = {
    url,
    excerpt,
    meta: { title: `Page ${index}` },
    filters: {},
    sub_results: Array.from({ length: places }, (_, place) => ({ url: `${url}#place-${place}`, title: `Place ${place}`, excerpt }) as PagefindDocument['sub_results'][number]),
  };
  return { id: `id${index}`, score: 1, words: [], data: async () => document };
}

describe('the /search result list', () => {
  it('lists the pages found with their places, linked with the words to highlight', async () => {
    const ranked = [result(0, SEARCH_RESULTS_PER_DOCUMENT + 2), result(1)];
    const container = document.createElement('div');
    renderResultList(container, { ranked, hits: await loadHits(ranked), corrected: 'webhook', query: 'webhok', only: null }, CLASSES, resultListKey('webhok', null, null));
    expect(container.getAttribute(RESULT_LIST_ATTRIBUTE)).toBe('["webhok","",""]');
    expect(container.querySelector('p.corrected_a1')?.textContent).toBe('Showing results for webhook');
    expect(container.querySelector('p[aria-live]')?.textContent).toBe('2 pages found.');
    const articles = container.querySelectorAll('article.result_b2');
    expect(articles).toHaveLength(2);
    expect(articles[0].querySelector('h2.title_c3 a')?.getAttribute('href')).toBe('/docs/API/page-0?_highlight=webhook');
    expect(articles[0].querySelector('p.section_d4')?.textContent).toBe('API');
    expect(articles[0].querySelectorAll('ul.places_e5 > li')).toHaveLength(SEARCH_RESULTS_PER_DOCUMENT);
    expect(articles[0].querySelector('li a')?.getAttribute('href')).toBe('/docs/API/page-0?_highlight=webhook#place-0');
    expect(articles[1].querySelector('span.excerpt_f6 mark')?.textContent).toBe('webhook');
    expect(container.querySelector('button')).toBeNull();
  });

  it('puts excerpts and titles in as text, never as markup', async () => {
    const ranked = [result(0, 0, '<img src=x onerror=alert(1)> &lt;script&gt; <mark>hit</mark>')];
    const container = document.createElement('div');
    renderResultList(container, { ranked, hits: await loadHits(ranked), corrected: null, query: '<b>q</b>', only: null }, CLASSES, 'k');
    expect(container.querySelectorAll('img, script, b')).toHaveLength(0);
    expect(container.querySelector('span')?.textContent).toContain('<script>');
  });

  it('says "No results" for none, and shows more results on request', async () => {
    const container = document.createElement('div');
    renderResultList(container, { ranked: [], hits: [], corrected: null, query: 'zzz', only: null }, CLASSES, 'k');
    expect(container.textContent).toBe('No results');
    const ranked = Array.from({ length: SEARCH_PAGE_SIZE + 3 }, (_, index) => result(index));
    renderResultList(container, { ranked, hits: await loadHits(ranked.slice(0, SEARCH_PAGE_SIZE)), corrected: null, query: 'webhook', only: null }, CLASSES, 'k');
    expect(container.querySelector('p')?.textContent).toBe(`${SEARCH_PAGE_SIZE + 3} pages found.`);
    container.querySelector('button')?.click();
    await expect.poll(() => container.querySelectorAll('article').length).toBe(SEARCH_PAGE_SIZE + 3);
    expect(container.querySelector('button')).toBeNull();
  });

  it('shows "Searching…" until a list replaces it, as no search', () => {
    const container = document.createElement('div');
    container.setAttribute(RESULT_LIST_ATTRIBUTE, 'old');
    renderSearching(container);
    expect(container.textContent).toBe('Searching…');
    expect(container.getAttribute(RESULT_LIST_ATTRIBUTE)).toBe('');
  });
});
