/**
 * The /search page (route added by src/plugins/searchIndex.ts): `q` is the query, `ctx` keeps
 * the results to one section (its path, as `docs/learn`, or its label) and `version` to one
 * docs version. Each page found lists up to SEARCH_RESULTS_PER_DOCUMENT places on it, each
 * with about SEARCH_CONTEXT_LENGTH characters of context.
 *
 * The page is prerendered without a query; everything that depends on the URL renders once
 * the browser has taken over (no hydration mismatch). A script in the page's <head> starts
 * the URL's search as the HTML arrives (src/search/pagefind.ts `earlySearchScript`), so the
 * index, the results and their fragments download while the site's own code loads and runs.
 * The results render once, with their places and excerpts: listing titles first and filling
 * them in afterwards shifted the page (Lighthouse CLS 0.28).
 */
import React, { startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import { searchContexts } from '@site/src/config/searchContexts';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_SIZE, SEARCH_RESULTS_PER_DOCUMENT } from '@site/src/config/search';
import { searchContextByParam } from '@site/src/search/context';
import { loadHits, searchSite, type SearchHit } from '@site/src/search/engine';
import Excerpt from '@site/src/search/Excerpt';
import { earlySearchScript, loadPagefind, type PagefindResult } from '@site/src/search/pagefind';
import { highlightUrl, searchPageUrl } from '@site/src/search/results';
import styles from './styles.module.css';

type State =
  | { readonly status: 'idle' }
  | { readonly status: 'searching' }
  | { readonly status: 'error'; readonly message: string }
  | {
      readonly status: 'done';
      readonly ranked: readonly PagefindResult[];
      readonly hits: readonly SearchHit[];
      /** The query searched instead of the reader's, when a word was corrected. */
      readonly corrected: string | null;
    };

function Results({ query, ctx, version }: { readonly query: string; readonly ctx: string | null; readonly version: string | null }): ReactNode {
  const baseUrl = useBaseUrl('/');
  const only = searchContextByParam(ctx);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [shown, setShown] = useState(SEARCH_PAGE_SIZE);

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return undefined;
    }
    let cancelled = false;
    setState({ status: 'searching' });
    setShown(SEARCH_PAGE_SIZE);
    void (async () => {
      try {
        const search = await loadPagefind(baseUrl);
        const { ranked, corrected } = await searchSite(search, query, { only, version });
        const hits = await loadHits(ranked.slice(0, SEARCH_PAGE_SIZE));
        // A transition, so that React renders the list (up to 90 links with their excerpts)
        // in slices between which the browser may run other tasks. As an ordinary update it
        // was one task of about 20 ms on a desktop CPU, a long task on the bench's phone CPU.
        if (!cancelled) startTransition(() => setState({ status: 'done', ranked, hits, corrected }));
      } catch (error) {
        if (!cancelled) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
    // `only` is derived from `ctx`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, ctx, version, baseUrl]);

  const showMore = async () => {
    if (state.status !== 'done') return;
    const more = await loadHits(state.ranked.slice(state.hits.length, shown + SEARCH_PAGE_SIZE));
    setState({ ...state, hits: [...state.hits, ...more] });
    setShown(shown + SEARCH_PAGE_SIZE);
  };

  if (!query) return <p>Type a query above: a rule, an operation, an error code, a quest type or a question.</p>;
  if (state.status === 'idle' || state.status === 'searching') return <p aria-live="polite">Searching…</p>;
  if (state.status === 'error') return <p role="alert">Search is unavailable: {state.message}</p>;
  if (state.hits.length === 0) return <p aria-live="polite">No results</p>;
  // The target pages highlight the words that were searched.
  const searched = state.corrected ?? query;
  return (
    <>
      {state.corrected ? (
        <p className={styles.corrected}>
          Showing results for <strong>{state.corrected}</strong>
        </p>
      ) : null}
      <p aria-live="polite">
        {state.ranked.length === 1 ? '1 page found' : `${state.ranked.length} pages found`}
        {only ? ` in ${only.label}` : ''}.
      </p>
      {state.hits.map((hit) => (
        <article key={hit.id} className={styles.result}>
          <h2 className={styles.title}>
            <Link to={highlightUrl(hit.url, searched)}>{hit.title}</Link>
          </h2>
          {hit.section ? <p className={styles.section}>{hit.section}</p> : null}
          {hit.subResults.length > 0 ? (
            <ul className={styles.places}>
              {hit.subResults.slice(0, SEARCH_RESULTS_PER_DOCUMENT).map((sub) => (
                <li key={sub.url}>
                  <Link to={highlightUrl(sub.url, searched)}>{sub.title}</Link>
                  <Excerpt html={sub.excerpt} className={styles.excerpt} />
                </li>
              ))}
            </ul>
          ) : (
            <Excerpt html={hit.excerpt} className={styles.excerpt} />
          )}
        </article>
      ))}
      {state.hits.length < state.ranked.length ? (
        <button type="button" className="button button--secondary" onClick={() => void showMore()}>
          Show more results
        </button>
      ) : null}
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
        {search !== null ? (
          <>
            <SearchForm query={query} ctx={unknownCtx ? null : ctx} version={version} />
            {unknownCtx ? <p role="status">There is no section “{ctx}”; showing results from every section.</p> : null}
            <Results query={query} ctx={unknownCtx ? null : ctx} version={version} />
          </>
        ) : null}
      </main>
    </Layout>
  );
}
