/**
 * The doc's metadata, plus its section's link-preview card as og:image and twitter:image
 * (src/config/socialCards.ts), unless the page names an image of its own. It comes after the
 * theme's SiteMetadata, so it replaces the site card there.
 */
import type { ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { sectionSocialCards } from '@site/src/config/socialCards';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const { frontMatter, assets } = useDoc();
  const sidebar = useDocsSidebar();
  const card = sidebar ? sectionSocialCards[sidebar.name as keyof typeof sectionSocialCards] : undefined;
  return (
    <>
      <Metadata {...props} />
      {card && !(assets.image ?? frontMatter.image) ? <PageMetadata image={card.file} /> : null}
    </>
  );
}
