/**
 * What each provider can verify (./Matrix.tsx). The table is static: a hydrated page keeps the
 * server's markup, and the quest-type registry loads only when the page is rendered in the
 * browser (src/components/ServerMarkup).
 */
import React, { lazy, type ComponentType, type ReactNode } from 'react';
import ServerMarkup from '@site/src/components/ServerMarkup';

const Matrix: ComponentType = process.env.GUILDFORGE_SERVER_BUNDLE
  ? (require('./Matrix') as { default: ComponentType }).default // src/plugins/bundleTarget.ts
  : lazy(() => import('./Matrix'));

export default function ProviderMatrix(): ReactNode {
  return (
    <ServerMarkup>
      <Matrix />
    </ServerMarkup>
  );
}
