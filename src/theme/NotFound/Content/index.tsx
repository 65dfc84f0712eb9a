/**
 * Adds the site's sections to the theme's not-found message, so a reader who
 * followed a stale link has somewhere useful to go (src/components/NotFoundSections).
 */
import React, { type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import NotFoundSections from '@site/src/components/NotFoundSections';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <section className="container markdown margin-bottom--xl" aria-label="Documentation sections">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <NotFoundSections />
          </div>
        </div>
      </section>
    </>
  );
}
