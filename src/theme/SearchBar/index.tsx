/**
 * The navbar search box, with the search plugin's code loaded when the reader reaches
 * for it.
 *
 * The plugin's SearchBar (and the mark.js highlighter it imports) would otherwise be in
 * the main bundle of every page. Until it is needed, this wrapper renders the same box
 * with the plugin's own styles. Focusing it (by click, Tab or the Ctrl/Cmd+K shortcut),
 * or opening a page with `?_highlight=`, loads the plugin's bar, which takes over the
 * text typed so far and the focus. Pointing at the box prefetches the code.
 *
 * Queries are capped at MAX_QUERY_LENGTH characters: the plugin tokenizes and expands
 * every query in the browser, and a pasted multi-kilobyte string otherwise keeps it busy
 * without ever showing a result or "No results".
 */
import React, { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { getKeymapHints, matchesKeymap, parseKeymap } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import { isMacPlatform } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import { HIGHLIGHT_PARAM, MAX_QUERY_LENGTH, SEARCH_SHORTCUT_KEYMAP } from '@site/src/config/search';

const loadSearchBar = () => import('@theme-original/SearchBar');
const SearchBar = lazy(loadSearchBar);

const INPUT_SELECTOR = 'input.navbar__search-input';

/** Sets an input's value so React's onChange and the autocomplete both see it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What the reader did in the stand-in box, handed over to the plugin's bar. */
interface Handover {
  value: string;
  focused: boolean;
}

/**
 * Runs once the plugin's bar is in the DOM: caps it and gives it the reader's text and
 * focus. It waits a frame and a task, so the bar's own mount effects (which work out the
 * search context from the URL) have settled before its focus handler loads an index.
 */
function TakeOver({ container, handover }: { readonly container: RefObject<HTMLDivElement | null>; readonly handover: RefObject<Handover> }): null {
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const input = container.current?.querySelector<HTMLInputElement>(INPUT_SELECTOR);
        if (!input) return;
        input.maxLength = MAX_QUERY_LENGTH;
        const { value, focused } = handover.current;
        if (focused) input.focus();
        if (value) typeInto(input, value.slice(0, MAX_QUERY_LENGTH));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [container, handover]);
  return null;
}

interface PlaceholderProps {
  readonly input: RefObject<HTMLInputElement | null>;
  readonly handover: RefObject<Handover>;
  readonly onActivate: () => void;
}

/** The search box as the plugin renders it, without the plugin's code. */
function Placeholder({ input, handover, onActivate }: PlaceholderProps): ReactNode {
  const isBrowser = useIsBrowser();
  const hints = isBrowser ? getKeymapHints(SEARCH_SHORTCUT_KEYMAP, isMacPlatform()) : [];
  return (
    <div className={`navbar__search ${styles.searchBarContainer}`} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82A5.88 5.88 0 0 0 12.06 6.03 6 6 0 1 0 9.6 10.9l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
        />
      </svg>
      <input
        ref={input}
        placeholder="Search"
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        maxLength={MAX_QUERY_LENGTH}
        onPointerEnter={() => void loadSearchBar()}
        onFocus={() => {
          handover.current.focused = true;
          onActivate();
        }}
        onBlur={() => {
          handover.current.focused = false;
        }}
        onInput={(event) => {
          handover.current.value = event.currentTarget.value;
        }}
      />
      {hints.length ? (
        <div className={styles.searchHintContainer}>
          {hints.map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export default function SearchBarWrapper(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const handover = useRef<Handover>({ value: '', focused: false });
  const [active, setActive] = useState(false);
  // A transition keeps the stand-in on screen, focused and typed into, while the plugin loads.
  const activate = useCallback(() => startTransition(() => setActive(true)), []);

  useEffect(() => {
    if (active) return undefined; // from now on the plugin's bar handles its own shortcut
    if (new URLSearchParams(window.location.search).has(HIGHLIGHT_PARAM)) {
      activate(); // the plugin's bar marks the terms on the page
      return undefined;
    }
    const keymap = parseKeymap(SEARCH_SHORTCUT_KEYMAP);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, activate]);

  const placeholder = <Placeholder input={input} handover={handover} onActivate={activate} />;
  return (
    <div ref={container} style={{ display: 'contents' }}>
      <Suspense fallback={placeholder}>
        {active ? (
          <>
            <SearchBar />
            <TakeOver container={container} handover={handover} />
          </>
        ) : (
          placeholder
        )}
      </Suspense>
    </div>
  );
}
