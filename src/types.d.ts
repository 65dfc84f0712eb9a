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
