/**
 * The API theme's request explorer, loaded as a separate chunk.
 *
 * The explorer bundles Postman's collection SDK and nine code generators (about 1.6 MB
 * of gzipped JavaScript). The theme renders it only after the reader asked to try the request
 * (see src/theme/DocItem), so it is fetched then, usually already prefetched when the pointer
 * reached the button.
 *
 * The theme puts it in a column of its own; it renders instead in the operation page's samples
 * pane (a portal into its slot, src/components/ApiReference), so the page keeps its reference
 * and samples columns and the tables their width. Under a heading that says its code calls the
 * in-browser mock: the samples to copy are the pane's.
 *
 * Opening it also starts the in-browser sandbox (src/api/sandbox), the explorer's default
 * "Mock (in your browser)" server; the explorer appears once the mock can answer, so a
 * first request never reaches the site instead. If the mock cannot start, the explorer
 * still appears and the panel says why.
 */
import React, { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Props } from '@theme-original/ApiExplorer';
import { loadApiExplorer } from '@site/src/theme/DocItem/apiLoaders';
import { EXPLORER_SLOT_ATTRIBUTE } from '@site/src/components/ApiReference';
import { MOCK_SERVER_DESCRIPTION } from '@site/src/config/site';
import styles from './styles.module.css';

const loadSandboxPanel = () => import('@site/src/components/SandboxPanel');

const ApiExplorer = lazy(() =>
  Promise.all([
    loadApiExplorer(),
    import('@site/src/api/sandbox/browser').then(({ startSandbox }) => startSandbox()).catch(() => undefined),
  ]).then(([explorer]) => explorer),
);
const SandboxPanel = lazy(loadSandboxPanel);

/** The samples pane's slot for the explorer, once the page has rendered; null on pages without one. */
function useExplorerSlot(): Element | null | undefined {
  const [slot, setSlot] = useState<Element | null | undefined>(undefined);
  useLayoutEffect(() => {
    setSlot(document.querySelector(`[${EXPLORER_SLOT_ATTRIBUTE}]`));
  }, []);
  return slot;
}

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const operationId = (props.item as { operationId?: string } | undefined)?.operationId;
  const slot = useExplorerSlot();
  if (slot === undefined) return null;
  const explorer = (
    <section className={styles.explorer} aria-labelledby="api-explorer-heading" data-testid="api-explorer">
      <h2 id="api-explorer-heading" className={styles.heading}>
        Try it
      </h2>
      <p className={styles.notice}>
        Requests here go to “{MOCK_SERVER_DESCRIPTION}”, a mock that lives in this browser tab, and so does the explorer’s
        code. Copy the request samples above, which call the Guildforge API.
      </p>
      <Suspense fallback={<p className={styles.loading}>Loading the explorer…</p>}>
        <SandboxPanel operationId={operationId} />
        <ApiExplorer {...props} />
      </Suspense>
    </section>
  );
  return slot ? createPortal(explorer, slot) : explorer;
}
