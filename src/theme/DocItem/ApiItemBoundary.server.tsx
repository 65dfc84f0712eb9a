/** Server-side twin of ApiItemBoundary.tsx: the same boundary, rendered synchronously. */
import React, { Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/DocItem';
import ApiItem from '@theme/ApiItem';

export default function ApiItemBoundary(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <ApiItem {...props} />
    </Suspense>
  );
}
