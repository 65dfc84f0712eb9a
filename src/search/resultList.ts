/**
 * The /search page's list of results, built with DOM calls. One renderer for two callers:
 *  - the page's early script (./earlyResults.ts), which lists the results of the URL's query
 *    before the site's code has loaded and hydrated the page;
 *  - the page itself (src/theme/SearchPage) for every later query.
 * The list holds plain links (the page's container turns a click into a client-side
 * navigation) and text only: excerpts are text runs and `<mark>` elements made by
 * `excerptParts`, never parsed as HTML, so nothing in the index or the query injects markup.
 * Built this way, the ten results with their places are one short task: as React elements, the
 * list was rendered again at hydration and, on the bench's phone CPU, a long task.
 */
import { SEARCH_PAGE_SIZE, SEARCH_RESULTS_PER_DOCUMENT } from '../config/search';
import type { SearchContext } from './context';
import { loadHits, type SearchHit } from './engine';
import type { PagefindResult } from './pagefind';
import { excerptParts, highlightUrl } from './results';

/** The class names of the page's CSS module (src/theme/SearchPage/styles.module.css) the list uses. */
export interface ResultListClasses {
  readonly corrected: string;
  readonly result: string;
  readonly title: string;
  readonly section: string;
  readonly places: string;
  readonly excerpt: string;
}

/** A finished search, as the list shows it. */
export interface ResultListView {
  /** Every matching page, best first. */
  readonly ranked: readonly PagefindResult[];
  /** The first of them, with their titles, places and excerpts. */
  readonly hits: readonly SearchHit[];
  /** The query searched instead of the reader's, when a word was corrected. */
  readonly corrected: string | null;
  /** The query as the reader typed it. */
  readonly query: string;
  /** The one section searched (`ctx`), if any. */
  readonly only: SearchContext | null;
}

/** The attribute of the list's container that names the search it shows (`resultListKey`), empty before one. */
export const RESULT_LIST_ATTRIBUTE = 'data-search-results';
/** The container's attribute that holds the ResultListClasses as JSON, for ./earlyResults.ts. */
export const RESULT_LIST_CLASSES_ATTRIBUTE = 'data-search-classes';

/** The global where ./earlyResults.ts leaves the search it lists, for the page to take over. */
export const EARLY_RESULTS_GLOBAL = '__guildforgeEarlyResults';

/** What ./earlyResults.ts leaves on `window`. */
export interface EarlyResults {
  /** The search listed (`resultListKey`). */
  readonly key: string;
  readonly view: Promise<ResultListView>;
}

/** What identifies a search of the page: the same key means the same list. */
export const resultListKey = (query: string, ctx: string | null, version: string | null): string => JSON.stringify([query, ctx ?? '', version ?? '']);

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function excerpt(html: string, classes: ResultListClasses): HTMLElement | null {
  const parts = excerptParts(html);
  if (parts.length === 0) return null;
  const span = element('span', classes.excerpt);
  for (const part of parts) span.append(part.marked ? element('mark', undefined, part.text) : document.createTextNode(part.text));
  return span;
}

function link(url: string, text: string): HTMLAnchorElement {
  const anchor = element('a', undefined, text);
  anchor.href = url;
  return anchor;
}

function article(hit: SearchHit, searched: string, classes: ResultListClasses): HTMLElement {
  const node = element('article', classes.result);
  const title = element('h2', classes.title);
  title.append(link(highlightUrl(hit.url, searched), hit.title));
  node.append(title);
  if (hit.section) node.append(element('p', classes.section, hit.section));
  if (hit.subResults.length > 0) {
    const places = element('ul', classes.places);
    for (const sub of hit.subResults.slice(0, SEARCH_RESULTS_PER_DOCUMENT)) {
      const item = element('li');
      item.append(link(highlightUrl(sub.url, searched), sub.title));
      const text = excerpt(sub.excerpt, classes);
      if (text) item.append(text);
      places.append(item);
    }
    node.append(places);
  } else {
    const text = excerpt(hit.excerpt, classes);
    if (text) node.append(text);
  }
  return node;
}

/** Shows "Searching…" in `container` until a list replaces it, and marks it as showing no search. */
export function renderSearching(container: HTMLElement): void {
  const searching = element('p', undefined, 'Searching…');
  searching.setAttribute('aria-live', 'polite');
  container.replaceChildren(searching);
  container.setAttribute(RESULT_LIST_ATTRIBUTE, '');
}

/**
 * Replaces `container`'s content with the results of `view`, and marks it with `key`. "Show
 * more results" loads the next SEARCH_PAGE_SIZE results' fragments and adds them.
 */
export function renderResultList(container: HTMLElement, view: ResultListView, classes: ResultListClasses, key: string): void {
  const searched = view.corrected ?? view.query;
  const nodes: Node[] = [];
  if (view.hits.length === 0) {
    const none = element('p', undefined, 'No results');
    none.setAttribute('aria-live', 'polite');
    container.replaceChildren(none);
    container.setAttribute(RESULT_LIST_ATTRIBUTE, key);
    return;
  }
  if (view.corrected) {
    const note = element('p', classes.corrected, 'Showing results for ');
    note.append(element('strong', undefined, view.corrected));
    nodes.push(note);
  }
  const count = element('p', undefined, `${view.ranked.length === 1 ? '1 page found' : `${view.ranked.length} pages found`}${view.only ? ` in ${view.only.label}` : ''}.`);
  count.setAttribute('aria-live', 'polite');
  nodes.push(count, ...view.hits.map((hit) => article(hit, searched, classes)));
  let shown = view.hits.length;
  if (shown < view.ranked.length) {
    const more = element('button', 'button button--secondary', 'Show more results');
    more.type = 'button';
    more.addEventListener('click', () => {
      more.disabled = true;
      void loadHits(view.ranked.slice(shown, shown + SEARCH_PAGE_SIZE))
        .then((hits) => {
          more.before(...hits.map((hit) => article(hit, searched, classes)));
          shown += hits.length;
          if (shown >= view.ranked.length) more.remove();
        })
        .finally(() => {
          more.disabled = false;
        });
    });
    nodes.push(more);
  }
  container.replaceChildren(...nodes);
  container.setAttribute(RESULT_LIST_ATTRIBUTE, key);
}
