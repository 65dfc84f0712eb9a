import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { docSections } from '@site/src/config/navigation';
import styles from './styles.module.css';

/** One card per documentation section, from the same list the navbar uses. */
export default function DocSectionCards({ headingLevel = 'h3' }: { readonly headingLevel?: 'h2' | 'h3' }): ReactNode {
  return (
    <ul className={styles.grid}>
      {docSections.map((section) => (
        <li key={section.label} className={styles.card}>
          <Heading as={headingLevel} className={styles.title}>
            <Link to={section.to}>{section.label}</Link>
          </Heading>
          <p>{section.description}</p>
          {section.more?.map((link) => (
            <p key={link.to} className={styles.more}>
              <Link to={link.to}>{link.label} →</Link>
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
