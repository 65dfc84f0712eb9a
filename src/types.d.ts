/** Source files imported as text by guide pages (src/plugins/rawSource.ts). */
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

/** The OpenAPI theme's request explorer, loaded on demand by src/theme/ApiExplorer. */
declare module '@theme-original/ApiExplorer' {
  import type { ReactNode } from 'react';
  export interface Props {
    readonly item: unknown;
    readonly infoPath?: string;
  }
  export default function ApiExplorer(props: Props): ReactNode;
}
