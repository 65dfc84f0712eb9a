/**
 * The navbar search box. Every page carries only this box and the few lines that start
 * Pagefind's downloads (src/search/pagefindFiles.ts): the suggestions, the search logic and
 * Pagefind (its script, WebAssembly and index chunks) load when the reader reaches for
 * search: pointing at the box, focusing it (click, Tab or Ctrl/Cmd+K).
 * A page opened with `?_highlight=` loads the highlighter instead (src/search/highlight.ts).
 *
 * The box is a combobox (WAI-ARIA 1.2): the suggestions are a listbox below it, moved
 * through with the arrow keys; Enter opens the active suggestion, or the /search page.
 * Queries are capped at MAX_QUERY_LENGTH characters.
 */
import React, { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { HIGHLIGHT_PARAM, MAX_QUERY_LENGTH } from '@site/src/config/search';
import { preloadQueryChunks, startPagefindDownloads } from '@site/src/search/pagefindFiles';
import { searchPageUrl } from '@site/src/search/searchPageUrl';
import { isMacPlatform, matchesSearchShortcut } from '@site/src/search/shortcut';
import styles from './styles.module.css';

const loadSuggestions = () => import('./Suggestions');
/**
 * Pagefind's loader comes with the reader's reach for search, not with every page: it and the
 * ranking code were about 3.5 KiB of gzipped script in main.js, which every page loads.
 */
const startPagefind = (baseUrl: string) => import('@site/src/search/pagefind').then(({ loadPagefind }) => loadPagefind(baseUrl));
const Suggestions = lazy(loadSuggestions);

/** What the suggestions component gives the box: the keys it handles and the active option's id. */
export interface SuggestionsHandle {
  onKeyDown: ((event: KeyboardEvent<HTMLInputElement>) => boolean) | null;
}

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const baseUrl = useBaseUrl('/');
  const location = useLocation();
  const history = useHistory();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<SuggestionsHandle>({ onKeyDown: null });
  const [query, setQuery] = useState('');
  const [reached, setReached] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>();

  /**
   * The reader reached for search: Pagefind's files start downloading at once, beside the
   * suggestions' code and Pagefind's loader, which would otherwise start them once it had arrived.
   */
  const reach = useCallback(() => {
    setReached(true);
    startPagefindDownloads(baseUrl);
    void loadSuggestions();
    startPagefind(baseUrl).catch(() => undefined); // the suggestions report a failure
  }, [baseUrl]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!matchesSearchShortcut(event, isMacPlatform())) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The page's own search terms, when a result link brought the reader here.
  useEffect(() => {
    const terms = new URLSearchParams(location.search).get(HIGHLIGHT_PARAM);
    if (!terms) return undefined;
    let cancelled = false;
    let clear: (() => void) | undefined;
    void import('@site/src/search/highlight').then(({ highlightTerms }) => {
      if (!cancelled) clear = highlightTerms(baseUrl);
    });
    return () => {
      cancelled = true;
      clear?.();
    };
  }, [location.pathname, location.search, baseUrl]);

  // A followed suggestion closes the dropdown.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  const hint = isBrowser ? (isMacPlatform() ? ['⌘', 'K'] : ['ctrl', 'K']) : [];
  const expanded = open && query.trim() !== '';

  return (
    <div className={`navbar__search ${styles.search}`} role="search" dir="ltr"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={input}
        // A text box: HTML does not allow role="combobox" on type="search" (Nu HTML checker).
        // The keyboard's enter key still reads "search".
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? activeId : undefined}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        className={`navbar__search-input ${styles.input}`}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onPointerEnter={reached ? undefined : reach}
        onFocus={() => {
          if (!reached) reach();
          setOpen(true);
        }}
        onChange={(event) => {
          const value = event.target.value.slice(0, MAX_QUERY_LENGTH);
          setQuery(value);
          setOpen(true);
          // The query's index chunks download beside Pagefind's WebAssembly, before its search asks for them.
          preloadQueryChunks(value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            return;
          }
          if (expanded && handle.current.onKeyDown?.(event)) return;
          if (event.key === 'Enter' && query.trim()) {
            event.preventDefault();
            history.push(searchPageUrl(query.trim()));
          }
        }}
      />
      {hint.length ? (
        <span className={styles.hint} aria-hidden="true">
          {hint.map((key) => (
            <kbd key={key}>{key}</kbd>
          ))}
        </span>
      ) : null}
      {reached && expanded ? (
        <Suspense fallback={null}>
          <Suggestions query={query} listId={listId} handle={handle} onActiveChange={setActiveId} onFollow={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
