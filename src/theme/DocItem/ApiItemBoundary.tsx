/**
 * The API item behind a Suspense boundary, loaded lazily in the browser.
 * Server builds replace this module with ApiItemBoundary.server.tsx (see
 * src/plugins/chunking.ts), which renders the same boundary synchronously, so the HTML
 * holds the whole operation page and hydration keeps it on screen while the chunk loads.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/DocItem';

const ApiItem = lazy(() => import('@theme/ApiItem'));

export default function ApiItemBoundary(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <ApiItem {...props} />
    </Suspense>
  );
}
