/**
 * A doc's card takes its description from the page (./descriptions.ts). Without a `docId`,
 * the classic card does not look the doc up in the version metadata, whose doc map is
 * empty (src/plugins/docsRoutes.ts).
 */
import React, { useContext, type ReactNode } from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';
import { CardDescriptionsContext } from './descriptions';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({ item }: Props): ReactNode {
  const descriptions = useContext(CardDescriptionsContext);
  if (item.type !== 'link' || !item.docId) return <DocCard item={item} />;
  return <DocCard item={{ ...item, docId: undefined, description: item.description ?? descriptions[item.docId] }} />;
}
