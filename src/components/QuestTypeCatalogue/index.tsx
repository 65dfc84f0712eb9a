/**
 * All quest types by provider (./Catalogue.tsx). The list is static: a hydrated page keeps the
 * server's markup, and the quest-type registry loads only when the page is rendered in the
 * browser (src/components/ServerMarkup).
 */
import React, { lazy, type ComponentType, type ReactNode } from 'react';
import ServerMarkup from '@site/src/components/ServerMarkup';

const Catalogue: ComponentType = process.env.GUILDFORGE_SERVER_BUNDLE
  ? (require('./Catalogue') as { default: ComponentType }).default // src/plugins/bundleTarget.ts
  : lazy(() => import('./Catalogue'));

export default function QuestTypeCatalogue(): ReactNode {
  return (
    <ServerMarkup>
      <Catalogue />
    </ServerMarkup>
  );
}
