/**
 * The /search page (route added by src/plugins/searchIndex.ts): `q` is the query, `ctx` keeps
 * the results to one section (its path, as `docs/learn`, or its label) and `version` to one
 * docs version. Each page found lists up to SEARCH_RESULTS_PER_DOCUMENT places on it, each
 * with about SEARCH_CONTEXT_LENGTH characters of context.
 *
 * The page is prerendered without a query, with its form and an empty container for the
 * results; everything that depends on the URL renders once the browser has taken over (no
 * hydration mismatch). A script in the page's <head> starts the URL's search as the HTML
 * arrives (src/search/pagefind.ts `earlySearchScript`) and imports the early results
 * (src/search/earlyResults.ts), which list the results in the container before the site's
 * own code has loaded; the page keeps that list. The results render once, with their places
 * and excerpts: listing titles first and filling them in afterwards shifted the page
 * (Lighthouse CLS 0.28).
 */
import React, { startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import { searchContexts } from '@site/src/config/searchContexts';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_SIZE } from '@site/src/config/search';
import { searchContextByParam } from '@site/src/search/context';
import { clientNavigation, routerPath } from '@site/src/components/ServerMarkup/links';
import { loadHits, searchSite } from '@site/src/search/engine';
import { earlySearchScript, loadPagefind } from '@site/src/search/pagefind';
import {
  EARLY_RESULTS_GLOBAL,
  renderResultList,
  renderSearching,
  RESULT_LIST_ATTRIBUTE,
  RESULT_LIST_CLASSES_ATTRIBUTE,
  resultListKey,
  type EarlyResults,
  type ResultListClasses,
  type ResultListView,
} from '@site/src/search/resultList';
import { searchPageUrl } from '@site/src/search/results';
import styles from './styles.module.css';

type State =
  | { readonly status: 'idle' }
  | { readonly status: 'searching' }
  | { readonly status: 'error'; readonly message: string }
  /** The container shows the list (`view`, to list, or null when it is there already). */
  | { readonly status: 'done'; readonly view: ResultListView | null };

/** The container's server children: none; React keeps whatever the early results put there. */
const KEEP = { __html: '' };

/** The list's class names, for ./resultList.ts, which builds the list with DOM calls. */
const LIST_CLASSES: ResultListClasses = {
  corrected: styles.corrected,
  result: styles.result,
  title: styles.title,
  section: styles.section,
  places: styles.places,
  excerpt: styles.excerpt,
};

/** The early results' search (src/search/earlyResults.ts), taken once if it is this one. */
function takeEarlyResults(key: string): EarlyResults | null {
  const slot = window as unknown as Record<string, EarlyResults | null | undefined>;
  const early = slot[EARLY_RESULTS_GLOBAL] ?? null;
  if (!early || early.key !== key) return null;
  slot[EARLY_RESULTS_GLOBAL] = null;
  return early;
}

function anchorOf(event: MouseEvent): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest('a[href]') : null;
}

/**
 * The results of a query. The list is built by src/search/resultList.ts in a container React
 * renders empty and never fills: in the server's HTML (and so in the hydration render) it is
 * there already, for the page's early results (src/search/earlyResults.ts) to list the URL's
 * query in before the site's code has run; the page finds that list in place (the container
 * names its search) and keeps it. Before the browser has taken over (`ready`), only the
 * container renders.
 */
function Results({ query, ctx, version, ready }: { readonly query: string; readonly ctx: string | null; readonly version: string | null; readonly ready: boolean }): ReactNode {
  const baseUrl = useBaseUrl('/');
  const { baseUrl: siteBase } = useDocusaurusContext().siteConfig;
  const history = useHistory();
  const only = searchContextByParam(ctx);
  const container = useRef<HTMLDivElement>(null);
  const key = resultListKey(query, ctx, version);
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    const list = container.current;
    if (!ready || !list) return undefined;
    if (!query) {
      list.replaceChildren();
      list.setAttribute(RESULT_LIST_ATTRIBUTE, '');
      setState({ status: 'idle' });
      return undefined;
    }
    // The early results listed this search already.
    if (list.getAttribute(RESULT_LIST_ATTRIBUTE) === key) {
      setState({ status: 'done', view: null });
      return undefined;
    }
    let cancelled = false;
    // In the container, which the list replaces in one step: no line above it to disappear.
    renderSearching(list);
    setState({ status: 'searching' });
    void (async () => {
      try {
        const early = takeEarlyResults(key);
        const searchHere = async (): Promise<ResultListView> => {
          const search = await loadPagefind(baseUrl);
          const { ranked, corrected } = await searchSite(search, query, { only, version });
          const hits = await loadHits(ranked.slice(0, SEARCH_PAGE_SIZE));
          return { ranked, hits, corrected, query, only };
        };
        // Should the early results' worker fail, the page searches on its own.
        const view = early ? await early.view.catch(searchHere) : await searchHere();
        if (!cancelled) setState({ status: 'done', view });
      } catch (error) {
        if (cancelled) return;
        list.replaceChildren();
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
    // `only` is derived from `ctx`, `key` from the others.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, baseUrl]);

  useLayoutEffect(() => {
    const list = container.current;
    // Unless the early results have listed the same search meanwhile.
    if (state.status === 'done' && state.view && list && list.getAttribute(RESULT_LIST_ATTRIBUTE) !== key) renderResultList(list, state.view, LIST_CLASSES, key);
  }, [state, key]);

  let message: ReactNode = null;
  if (ready && !query) message = <p>Type a query above: a rule, an operation, an error code, a quest type or a question.</p>;
  else if (state.status === 'error') message = <p role="alert">Search is unavailable: {state.message}</p>;
  return (
    <>
      {message}
      <div
        ref={container}
        {...{ [RESULT_LIST_ATTRIBUTE]: '', [RESULT_LIST_CLASSES_ATTRIBUTE]: JSON.stringify(LIST_CLASSES) }}
        dangerouslySetInnerHTML={KEEP}
        suppressHydrationWarning
        // The list's links are plain: open them in the app, as a <Link> does.
        onClick={(event) => {
          const link = anchorOf(event);
          if (!link) return;
          const path = clientNavigation(event, { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') }, window.location, siteBase);
          if (path === null) return;
          event.preventDefault();
          history.push(path);
        }}
        onMouseOver={(event) => {
          const link = anchorOf(event);
          const path = link ? routerPath(link.href, window.location, siteBase) : null;
          if (path !== null) (window as { docusaurus?: { preload(routePath: string): unknown } }).docusaurus?.preload(new URL(path, window.location.origin).pathname);
        }}
      />
    </>
  );
}

function SearchForm({ query, ctx, version }: { readonly query: string; readonly ctx: string | null; readonly version: string | null }): ReactNode {
  const history = useHistory();
  const ids = { query: useId(), ctx: useId() };
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const only = searchContextByParam(ctx);
  const go = (nextQuery: string, nextCtx: string | null) => history.replace(searchPageUrl(nextQuery, { ctx: nextCtx, version }));
  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        go(text.trim(), only?.path ?? null);
      }}
    >
      <label htmlFor={ids.query}>Search</label>
      <input id={ids.query} type="search" value={text} maxLength={MAX_QUERY_LENGTH} onChange={(event) => setText(event.target.value)} />
      <label htmlFor={ids.ctx}>Search within</label>
      <select id={ids.ctx} value={only?.path ?? ''} onChange={(event) => go(text.trim(), event.target.value || null)}>
        <option value="">All sections</option>
        {searchContexts.map((context) => (
          <option key={context.path} value={context.path}>
            {context.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

/**
 * The URL's query string once the browser has taken over, or null before (the prerendered
 * page has none). It is set in a transition, which React renders in slices between which the
 * browser runs other tasks. Read through `useIsBrowser`, the form and the results were
 * rendered in the one task that follows hydration, and with a query in the URL that task is
 * already the page's heaviest after main.js: the navbar's locale and version dropdowns read
 * the query with `useSyncExternalStore`, whose server value is empty, so React re-renders
 * them, and everything else pending, synchronously at the end of hydration's effects.
 * CPU profiles at 4x slowdown: that task took 86 to 150 ms before, 74 to 110 ms after.
 */
function useSearchString(): string | null {
  const { search } = useLocation();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => startTransition(() => setShown(search)), [search]);
  return shown;
}

export default function SearchPage(): ReactNode {
  const search = useSearchString();
  const baseUrl = useBaseUrl('/');
  const params = new URLSearchParams(search ?? '');
  const query = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const ctx = params.get('ctx');
  const version = params.get('version');
  const unknownCtx = ctx && !searchContextByParam(ctx);
  const heading = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <Layout title={heading} description="Search the Guildforge documentation.">
      <Head>
        {/* Only in the server's HTML: after a client-side navigation the app searches at once. Not
            in the hydration render either (useIsBrowser is false there), or the head manager would
            insert it again: a second run, and the unminified text, which the CSP's hash of the
            built page's script does not allow. */}
        {typeof window === 'undefined' ? <script>{earlySearchScript(baseUrl)}</script> : null}
        <meta name="robots" content="noindex" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{heading}</h1>
        <SearchForm query={query} ctx={unknownCtx ? null : ctx} version={version} />
        {unknownCtx ? <p role="status">There is no section “{ctx}”; showing results from every section.</p> : null}
        <Results query={query} ctx={unknownCtx ? null : ctx} version={version} ready={search !== null} />
      </main>
    </Layout>
  );
}
