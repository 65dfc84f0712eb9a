/**
 * The doc's metadata, plus its section's link-preview card as og:image and twitter:image
 * (src/config/sectionCards.ts), unless the page names an image of its own. It comes after the
 * theme's SiteMetadata, so it replaces the site card there.
 */
import type { ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { SECTION_CARD_FILES } from '@site/src/config/sectionCards';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const { frontMatter, assets } = useDoc();
  const sidebar = useDocsSidebar();
  const card = sidebar ? SECTION_CARD_FILES[sidebar.name as keyof typeof SECTION_CARD_FILES] : undefined;
  return (
    <>
      <Metadata {...props} />
      {card && !(assets.image ?? frontMatter.image) ? <PageMetadata image={card} /> : null}
    </>
  );
}
