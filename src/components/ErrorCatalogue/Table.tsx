import React, { type CSSProperties, type ReactNode } from 'react';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { errorCatalogue, errorDomainLabels, type ErrorDefinition, type ErrorDomain } from '@site/src/data/errors';
import styles from './styles.module.css';

/** See ./index.tsx: the browser loads this module only to render the table itself. */

function ErrorRow({ entry }: { readonly entry: ErrorDefinition }): ReactNode {
  // Rows are link targets (`problem.type` ends in #<code>); register them for the anchor checker.
  useBrokenLinks().collectAnchor(entry.code);
  return (
    <tr id={entry.code}>
      <th scope="row">
        <code>{entry.code}</code>
      </th>
      <td>{entry.status}</td>
      <td>{entry.retryable ? 'Yes' : 'No'}</td>
      <td>
        <strong>{entry.title}.</strong> {entry.description}
      </td>
    </tr>
  );
}

/** The catalogue's codes for one domain, sorted, one anchored row per code. The page supplies the headings. */
export default function ErrorCatalogue({ domain }: { readonly domain: ErrorDomain }): ReactNode {
  const entries = errorCatalogue.filter((entry) => entry.domain === domain).sort((a, b) => a.code.localeCompare(b.code));
  if (entries.length === 0) {
    throw new Error(`No catalogue entries for domain "${domain}" (${errorDomainLabels[domain]}). Remove the section or add codes.`);
  }
  return (
    <ColumnTable
      label={`Error codes: ${errorDomainLabels[domain]}`}
      columns={['Code', 'HTTP', 'Retry', 'Meaning']}
      className={styles.table}
      regionClassName={styles.deferred}
      regionStyle={{ '--rows': entries.length } as CSSProperties}
    >
      {entries.map((entry) => (
        <ErrorRow key={entry.code} entry={entry} />
      ))}
    </ColumnTable>
  );
}
