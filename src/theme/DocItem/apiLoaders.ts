import { createElement, use, type ComponentProps, type ReactNode } from 'react';
import type ApiItemType from '@theme/ApiItem';

/** The theme's page props, and the URL of the page's operation data (src/api/operationData.ts). */
export type ExplorerItemProps = ComponentProps<typeof ApiItemType> & { readonly operationUrl: string };

/**
 * The API theme's code, loaded on demand. Operation pages render without it (see
 * src/api/operationPage.ts); the reader's "Try it" loads the theme's
 * stylesheet and page component (its Redux store and request builder), and then its
 * explorer (Postman's SDK, nine code generators and the Prism grammars of their languages).
 * The page component gets the page's operation (src/api/operationData.ts) with the
 * explorer's defaults (src/api/explorer); until the operation has arrived it suspends.
 */
export const loadApiItem = () =>
  import('docusaurus-theme-openapi-docs/lib/theme/styles.scss')
    .then(() => Promise.all([import('@theme/ApiItem'), import('@site/src/api/explorer/explorerContent')]))
    .then(([{ default: ApiItem }, { explorerContent, loadOperation }]) => ({
      default: function ExplorerItem({ operationUrl, ...props }: ExplorerItemProps): ReactNode {
        const api = use(loadOperation(operationUrl));
        return createElement(ApiItem, { ...props, content: explorerContent(props.content, api) });
      },
    }));

/** An operation's data (at `url`), fetched ahead of the explorer when the reader points at its button. */
export const loadApiOperation = (url: string) => import('@site/src/api/explorer/explorerContent').then(({ loadOperation }) => loadOperation(url));

export const loadApiExplorer = () => import('@site/src/prism/codeSamples').then(() => import('@theme-original/ApiExplorer'));

/** Remembers that the reader opened the explorer once; later API pages open it by themselves. */
export const EXPLORER_PREFERENCE_KEY = 'guildforge.apiExplorer.open';

export function readExplorerPreference(): boolean {
  try {
    return window.localStorage.getItem(EXPLORER_PREFERENCE_KEY) === 'true';
  } catch {
    return false; // storage unavailable: the button still works, the choice is just not remembered
  }
}

export function saveExplorerPreference(): void {
  try {
    window.localStorage.setItem(EXPLORER_PREFERENCE_KEY, 'true');
  } catch {
    // storage unavailable: nothing to remember
  }
}
