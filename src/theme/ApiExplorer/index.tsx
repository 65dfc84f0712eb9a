/**
 * Loads the API theme's code samples and request explorer when the reader asks for it.
 *
 * The explorer bundles Postman's collection SDK and nine code generators (about 1.6 MB
 * of gzipped JavaScript). Operation pages render their parameters, schemas and examples
 * without it; the explorer chunk is fetched when the reader points at or focuses the
 * button (so it is usually ready by the click), and after the first use it opens by
 * itself on every API page.
 */
import React, { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Props } from '@theme-original/ApiExplorer';
import { codeSampleLanguages } from '@site/src/config/codeSampleLanguages';
import styles from './styles.module.css';

const loadExplorer = () => import('@theme-original/ApiExplorer');
const ApiExplorer = lazy(loadExplorer);

/** Remembers that the reader opened the explorer once. */
export const EXPLORER_PREFERENCE_KEY = 'guildforge.apiExplorer.open';

function readPreference(): boolean {
  try {
    return window.localStorage.getItem(EXPLORER_PREFERENCE_KEY) === 'true';
  } catch {
    return false; // storage unavailable: the button still works, the choice is just not remembered
  }
}

function savePreference(): void {
  try {
    window.localStorage.setItem(EXPLORER_PREFERENCE_KEY, 'true');
  } catch {
    // storage unavailable: nothing to remember
  }
}

const languageList = codeSampleLanguages.map((language) => language.label).join(', ');

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (readPreference()) setOpen(true);
  }, []);

  if (open) {
    return (
      <Suspense fallback={<p className={styles.loading}>Loading code samples…</p>}>
        <ApiExplorer {...props} />
      </Suspense>
    );
  }
  const prefetch = () => void loadExplorer();
  return (
    <section className={styles.panel} aria-labelledby="api-explorer-heading">
      <h2 id="api-explorer-heading" className={styles.heading}>
        Code samples and explorer
      </h2>
      <p>
        Copy this request in {languageList}, or fill in the parameters and send it to the sandbox with your test key.
      </p>
      <button
        type="button"
        className="button button--primary"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          savePreference();
          setOpen(true);
        }}
      >
        Show code samples
      </button>
    </section>
  );
}
