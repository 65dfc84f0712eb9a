/**
 * The API theme's request explorer and code samples, loaded as a separate chunk.
 *
 * The explorer bundles Postman's collection SDK and nine code generators (about 1.6 MB
 * of gzipped JavaScript). The theme renders it only after the reader asked for code
 * samples (see src/theme/DocItem), so it is fetched then, usually already prefetched
 * when the pointer reached the button.
 *
 * Opening it also starts the in-browser sandbox (src/api/sandbox), the explorer's default
 * "Mock (in your browser)" server; the explorer appears once the mock can answer, so a
 * first request never reaches the site instead. If the mock cannot start, the explorer
 * still appears and the panel says why.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme-original/ApiExplorer';
import { loadApiExplorer } from '@site/src/theme/DocItem/apiLoaders';
import styles from './styles.module.css';

const loadSandboxPanel = () => import('@site/src/components/SandboxPanel');

const ApiExplorer = lazy(() =>
  Promise.all([
    loadApiExplorer(),
    import('@site/src/api/sandbox/browser').then(({ startSandbox }) => startSandbox()).catch(() => undefined),
  ]).then(([explorer]) => explorer),
);
const SandboxPanel = lazy(loadSandboxPanel);

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const operationId = (props.item as { operationId?: string } | undefined)?.operationId;
  return (
    <Suspense fallback={<p className={styles.loading}>Loading code samples…</p>}>
      <SandboxPanel operationId={operationId} />
      <ApiExplorer {...props} />
    </Suspense>
  );
}
