/**
 * Adds the site's sections to the theme's not-found message, so a reader who
 * followed a stale link has somewhere useful to go.
 */
import React, { type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import DocSectionCards from '@site/src/components/DocSectionCards';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <section className="container markdown margin-bottom--xl" aria-label="Documentation sections">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <p>
              Pages of the API reference are named after their operation, for example{' '}
              <Link to="/docs/API/claim-user-quest">/docs/API/claim-user-quest</Link>. Rule pages live under{' '}
              <Link to="/docs/rules/index_rules">/docs/rules</Link>. Or start from a section:
            </p>
            <DocSectionCards headingLevel="h2" />
          </div>
        </div>
      </section>
    </>
  );
}
