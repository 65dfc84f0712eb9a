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
import React, { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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

/**
 * - `idle`: only the stand-in box.
 * - `loading`: the plugin's bar is mounted hidden, so its mount effects (which work out
 *   the search context from the URL) run while the reader keeps typing in the stand-in.
 * - `handover`: both are mounted for one commit; before the browser paints or handles
 *   another key, the plugin's box gets the text, the focus and the length cap.
 * - `done`: only the plugin's bar.
 */
type Phase = 'idle' | 'loading' | 'handover' | 'done';

/** Calls `onSettled` a frame and a task after mounting, when the bar's own effects have run. */
function Settled({ onSettled }: { readonly onSettled: () => void }): null {
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(onSettled);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [onSettled]);
  return null;
}

/** Moves the reader's text and focus from the stand-in to the plugin's box, then removes the stand-in. */
function HandOver({ from, to, onDone }: { readonly from: RefObject<HTMLInputElement | null>; readonly to: RefObject<HTMLDivElement | null>; readonly onDone: () => void }): null {
  useLayoutEffect(() => {
    const input = to.current?.querySelector<HTMLInputElement>(INPUT_SELECTOR);
    const standIn = from.current;
    if (input) {
      input.maxLength = MAX_QUERY_LENGTH;
      if (standIn && document.activeElement === standIn) input.focus();
      if (standIn?.value) typeInto(input, standIn.value.slice(0, MAX_QUERY_LENGTH));
    }
    onDone();
  }, [from, to, onDone]);
  return null;
}

/** The search box as the plugin renders it, without the plugin's code. */
function Placeholder({ input, onActivate }: { readonly input: RefObject<HTMLInputElement | null>; readonly onActivate: () => void }): ReactNode {
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
        onFocus={onActivate}
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
  const bar = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const activate = useCallback(() => setPhase((current) => (current === 'idle' ? 'loading' : current)), []);
  const settled = useCallback(() => setPhase('handover'), []);
  const done = useCallback(() => setPhase('done'), []);

  useEffect(() => {
    if (phase !== 'idle') return undefined; // the plugin's bar handles its own shortcut once mounted
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
  }, [phase, activate]);

  return (
    <>
      {phase === 'done' ? null : <Placeholder input={input} onActivate={activate} />}
      {phase === 'idle' ? null : (
        <Suspense fallback={null}>
          <div ref={bar} style={{ display: phase === 'loading' ? 'none' : 'contents' }}>
            <SearchBar />
          </div>
          {phase === 'loading' ? <Settled onSettled={settled} /> : null}
          {phase === 'handover' ? <HandOver from={input} to={bar} onDone={done} /> : null}
        </Suspense>
      )}
    </>
  );
}
