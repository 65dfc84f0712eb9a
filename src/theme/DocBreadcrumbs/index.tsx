/**
 * The breadcrumbs of every docs page (doc pages and category index pages alike), followed by
 * the page's Markdown actions (src/components/PageActions): copy the twin, view it, or open
 * it in an assistant.
 */
import React, { type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </>
  );
}
