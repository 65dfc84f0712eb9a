/**
 * The navbar's suggestions (loaded when the reader reaches for search): up to
 * SEARCH_SUGGESTIONS pages, the reader's own section first, then the best of the rest of the
 * site; a footer link to the /search page ("See all results", "See all results within
 * {context}" or "See all results outside {context}"), or "No results".
 */
import React, { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { SEARCH_SUGGESTIONS } from '@site/src/config/search';
import { searchContextOf } from '@site/src/search/context';
import { directoryHits, hitOf, preloadVocabulary, searchSite, type SearchHit } from '@site/src/search/engine';
import { loadPagefind, loadVocabularySource } from '@site/src/search/pagefind';
import { highlightUrl, searchPageUrl } from '@site/src/search/results';
import Excerpt from '@site/src/search/Excerpt';
import type { SuggestionsHandle } from './index';
import styles from './styles.module.css';

/**
 * Typing faster than this between keys searches only once typing pauses, so that the
 * excerpts of a half-typed word are not fetched for nothing; a reader's first key searches at once.
 */
const TYPING_PAUSE_MS = 90;

/** Resolves after the browser's next frame, once what has been rendered is painted. */
const afterNextPaint = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));

interface Props {
  readonly query: string;
  readonly listId: string;
  readonly handle: RefObject<SuggestionsHandle>;
  readonly onActiveChange: (id: string | undefined) => void;
  readonly onFollow: () => void;
}

type State =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | {
      readonly status: 'done';
      /** The query searched: the reader's, or its corrected spelling. */
      readonly query: string;
      readonly corrected: boolean;
      readonly hits: readonly SearchHit[];
      readonly inSection: number;
      readonly total: number;
    };

export default function Suggestions({ query, listId, handle, onActiveChange, onFollow }: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const { pathname } = useLocation();
  const history = useHistory();
  const optionPrefix = useId();
  const context = searchContextOf(pathname.slice(baseUrl.length - 1));
  const [state, setState] = useState<State>({ status: 'loading' });
  const [active, setActive] = useState(-1);
  const term = query.trim();

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      try {
        const search = await loadPagefind(baseUrl);
        if (cancelled) return;
        const outcome = await searchSite(search, term, { context });
        if (cancelled) return;
        const shown = outcome.ranked.slice(0, SEARCH_SUGGESTIONS);
        const show = (hits: SearchHit[]) =>
          setState({ status: 'done', query: outcome.corrected ?? term, corrected: outcome.corrected !== null, hits, inSection: outcome.inSection, total: outcome.ranked.length });
        // Titles and sections come from the page directory at once; each excerpt is in its
        // page's fragment, all requested together and shown when they have all arrived. The
        // requests start once the titles are on screen: starting them cost 50 to 100 ms of the
        // bench's phone CPU, which came before the titles' render.
        const listed = directoryHits(shown, search.pages);
        if (listed) {
          show(listed);
          setActive(-1);
          await afterNextPaint();
          if (cancelled) return;
        }
        const documents = await Promise.all(shown.map((result) => result.data()));
        if (cancelled) return;
        show(documents.map((document, index) => hitOf(shown[index], document)));
        if (!listed) setActive(-1);
      } catch (error) {
        if (!cancelled) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    };
    const first = state.status === 'loading';
    const timer = window.setTimeout(() => void run(), first ? 0 : TYPING_PAUSE_MS);
    // Start fetching the words' index chunks at once, even while waiting for a pause, and their
    // vocabulary files as soon as the page directory says where they are (Pagefind starts later).
    loadPagefind(baseUrl)
      .then(({ pagefind }) => pagefind.preload(term))
      .catch(() => undefined);
    loadVocabularySource(baseUrl)
      .then((source) => preloadVocabulary(source, term))
      .catch(() => undefined);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // `state` is read only to know whether anything is showing yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, baseUrl, context?.path]);

  const hits = state.status === 'done' ? state.hits : [];
  const footer =
    state.status !== 'done' || state.total === 0
      ? null
      : !context
        ? { text: 'See all results', to: searchPageUrl(state.query) }
        : state.inSection > 0
          ? { text: `See all results within ${context.label}`, to: searchPageUrl(state.query, { ctx: context.path }) }
          : { text: `See all results outside ${context.label}`, to: searchPageUrl(state.query) };
  const targets = [...hits.map((hit) => highlightUrl(hit.url, state.status === 'done' ? state.query : term)), ...(footer ? [footer.to] : [])];
  const optionId = (index: number) => `${optionPrefix}-option-${index}`;

  useEffect(() => {
    onActiveChange(active >= 0 ? optionId(active) : undefined);
  });

  handle.current.onKeyDown = (event) => {
    if (targets.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions run from -1 (the box itself) to the last option, and wrap around.
      const positions = targets.length + 1;
      setActive((current) => ((((current + 1 + step) % positions) + positions) % positions) - 1);
      return true;
    }
    if (event.key === 'Enter' && active >= 0 && active < targets.length) {
      event.preventDefault();
      onFollow();
      history.push(targets[active]);
      return true;
    }
    return false;
  };

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <li role="option" aria-selected="false" aria-disabled="true" className={styles.status}>
        Searching…
      </li>
    );
  } else if (state.status === 'error') {
    body = (
      <li role="option" aria-selected="false" aria-disabled="true" className={styles.status}>
        Search is unavailable: {state.message}
      </li>
    );
  } else if (hits.length === 0) {
    body = (
      <li role="option" aria-selected="false" aria-disabled="true" className={styles.status}>
        No results
      </li>
    );
  } else {
    body = hits.map((hit, index) => (
      <li key={hit.id} id={optionId(index)} role="option" aria-selected={active === index} className={styles.option}>
        <Link to={targets[index]} onClick={onFollow} tabIndex={-1}>
          <span className={styles.title}>{hit.title}</span>
          {hit.section ? <span className={styles.section}>{hit.section}</span> : null}
          <Excerpt html={hit.excerpt} className={styles.excerpt} />
        </Link>
      </li>
    ));
  }

  return (
    <div className={styles.dropdown} onMouseDown={(event) => event.preventDefault()}>
      {state.status === 'done' && state.corrected && hits.length > 0 ? (
        <p className={styles.corrected} role="status">
          Showing results for <strong>{state.query}</strong>
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label="Search suggestions" className={styles.list} aria-busy={state.status === 'loading'}>
        {body}
        {footer ? (
          <li id={optionId(hits.length)} role="option" aria-selected={active === hits.length} className={styles.footer}>
            <Link to={footer.to} onClick={onFollow} tabIndex={-1}>
              {footer.text}
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
