/**
 * The API changelog (./Changelog.tsx), rendered from src/data/generated/apiChangelog.json. It is
 * static, and its data is about 100 KB: a hydrated page keeps the server's markup, and the data
 * loads only when the page is rendered in the browser (src/components/ServerMarkup).
 */
import React, { lazy, type ComponentType, type ReactNode } from 'react';
import ServerMarkup from '@site/src/components/ServerMarkup';

const Changelog: ComponentType = process.env.GUILDFORGE_SERVER_BUNDLE
  ? (require('./Changelog') as { default: ComponentType }).default // src/plugins/bundleTarget.ts
  : lazy(() => import('./Changelog'));

export default function ApiChangelog(): ReactNode {
  return (
    <ServerMarkup>
      <Changelog />
    </ServerMarkup>
  );
}
