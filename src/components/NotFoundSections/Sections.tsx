import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DocSectionCards from '@site/src/components/DocSectionCards';

/** Where a reader who followed a stale link can go next: the URL patterns, then every section. */
export default function Sections(): ReactNode {
  return (
    <>
      <p>
        Pages of the API reference are named after their operation, for example{' '}
        <Link to="/docs/API/claim-user-quest">/docs/API/claim-user-quest</Link>. Rule pages live under{' '}
        <Link to="/docs/rules/index_rules">/docs/rules</Link>. Or start from a section:
      </p>
      <DocSectionCards headingLevel="h2" />
    </>
  );
}
