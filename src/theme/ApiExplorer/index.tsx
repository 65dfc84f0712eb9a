/**
 * The API theme's request explorer and code samples, loaded as a separate chunk.
 *
 * The explorer bundles Postman's collection SDK and nine code generators (about 1.6 MB
 * of gzipped JavaScript). The theme renders it only after the reader asked for code
 * samples (see src/theme/DocItem), so it is fetched then, usually already prefetched
 * when the pointer reached the button.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme-original/ApiExplorer';
import { loadApiExplorer } from '@site/src/theme/DocItem/apiLoaders';
import styles from './styles.module.css';

const ApiExplorer = lazy(loadApiExplorer);

export default function ApiExplorerWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={<p className={styles.loading}>Loading code samples…</p>}>
      <ApiExplorer {...props} />
    </Suspense>
  );
}
