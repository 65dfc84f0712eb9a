/**
 * The catalogue's codes for one domain (./Table.tsx). The table is static: a page that is
 * hydrated keeps the server's rows, and the catalogue's data and the table's code load only
 * when the page is rendered in the browser (src/components/ServerMarkup).
 */
import React, { lazy, type ComponentType, type ReactNode } from 'react';
import ServerMarkup from '@site/src/components/ServerMarkup';
import type { ErrorDomain } from '@site/src/data/errors';

interface Props {
  readonly domain: ErrorDomain;
}

const Table: ComponentType<Props> = process.env.GUILDFORGE_SERVER_BUNDLE
  ? (require('./Table') as { default: ComponentType<Props> }).default // src/plugins/bundleTarget.ts
  : lazy(() => import('./Table'));

export default function ErrorCatalogue({ domain }: Props): ReactNode {
  return (
    <ServerMarkup>
      <Table domain={domain} />
    </ServerMarkup>
  );
}
