/**
 * The theme's site metadata, with the canonical URL, og:url and the hreflang alternates written
 * as valid URLs (`Quest%20Types`, not a raw space): the theme builds them from the current
 * pathname, which the router holds decoded (see src/theme/Root/urlEncoding.ts).
 */
import type { ReactNode } from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import { EncodedLocation } from '../Root/urlEncoding';

export default function SiteMetadataWrapper(): ReactNode {
  return (
    <EncodedLocation>
      <SiteMetadata />
    </EncodedLocation>
  );
}
