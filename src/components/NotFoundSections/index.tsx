/**
 * The not-found page's way back: URL patterns and a card per documentation section
 * (./Sections.tsx). Every docs page carries the not-found content, since the theme's DocRoot
 * renders it for a docs URL that matches no page. The list is static, so a hydrated page keeps
 * the server's markup and the cards and the section list load only when the not-found content
 * is rendered in the browser (src/components/ServerMarkup); on every docs page they were a
 * chunk of their own (about 1.5 KiB over the wire), and the section list a second copy of it.
 */
import React, { lazy, type ComponentType, type ReactNode } from 'react';
import ServerMarkup from '@site/src/components/ServerMarkup';

const Sections: ComponentType = process.env.GUILDFORGE_SERVER_BUNDLE
  ? (require('./Sections') as { default: ComponentType }).default // src/plugins/bundleTarget.ts
  : lazy(() => import('./Sections'));

export default function NotFoundSections(): ReactNode {
  return (
    <ServerMarkup>
      <Sections />
    </ServerMarkup>
  );
}
