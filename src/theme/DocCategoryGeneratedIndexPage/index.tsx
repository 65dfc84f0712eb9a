/** A category's generated index provides its cards' descriptions (src/theme/DocCard/descriptions.ts). */
import React, { type ReactNode } from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';
import { CardDescriptionsContext, NO_CARD_DESCRIPTIONS, type WithCardDescriptions } from '@site/src/theme/DocCard/descriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & WithCardDescriptions;

export default function DocCategoryGeneratedIndexPageWrapper({ cardDescriptions = NO_CARD_DESCRIPTIONS, ...props }: Props): ReactNode {
  return (
    <CardDescriptionsContext.Provider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsContext.Provider>
  );
}
