/**
 * Source files imported as text by guide pages, as `<CodeBlock>` children (src/plugins/rawSource.ts).
 * The browser bundle gets a deferred source instead of the text (src/theme/CodeBlock/deferredSource.ts),
 * which only the CodeBlock wrapper reads.
 */
declare module '*?raw' {
  const source: string;
  export default source;
}

/** The OpenAPI theme's doc item, loaded lazily by src/theme/DocItem for API pages. */
declare module '@theme/ApiItem' {
  import type { ReactNode } from 'react';
  import type { Props } from '@theme/DocItem';
  export default function ApiItem(props: Props): ReactNode;
}

/** The OpenAPI theme's request explorer, loaded on demand (src/theme/DocItem/apiLoaders.ts). */
declare module '@theme-original/ApiExplorer' {
  import type { ReactNode } from 'react';
  export interface Props {
    readonly item: unknown;
    readonly infoPath?: string;
  }
  export default function ApiExplorer(props: Props): ReactNode;
}

/** The API theme's request-body editor (react-live), wrapped by src/theme/ApiExplorer/LiveEditor. */
declare module '@theme-original/ApiExplorer/LiveEditor' {
  import type { ReactNode } from 'react';
  export default function LiveEditor(props: Record<string, unknown>): ReactNode;
}

/** Docusaurus's "has hydrated" context behind `useIsBrowser()`; re-provided inside code blocks (src/theme/CodeBlock). */
declare module '@docusaurus/core/lib/client/browserContext' {
  import type { Context as ReactContext } from 'react';
  export const Context: ReactContext<boolean>;
}

/** The API theme's stylesheet, imported with the explorer (src/theme/DocItem/apiLoaders.ts). */
declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

/** The image-zoom plugin, wrapped by src/plugins/imageZoom.ts. */
declare module 'docusaurus-plugin-image-zoom' {
  import type { Plugin } from '@docusaurus/types';
  export default function imageZoom(): Plugin;
}

/** The image-zoom plugin's client module, loaded by src/clientModules/imageZoom.ts on pages with images. */
declare module 'docusaurus-plugin-image-zoom/lib/zoom' {
  const zoom: { onRouteUpdate?: () => void } | null;
  export default zoom;
}

/** Docusaurus's own tabs; the OpenAPI theme shadows `@theme/Tabs` (src/components/CodeTabs). */
declare module '@theme-init/Tabs' {
  export { default } from '@theme/Tabs';
}
declare module '@theme-init/TabItem' {
  export { default } from '@theme/TabItem';
}
