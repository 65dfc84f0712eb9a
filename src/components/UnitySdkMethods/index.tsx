import React, { type ReactNode } from 'react';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import { operationPath, unitySdkMethods } from '@site/src/data/unitySdk';
import styles from './styles.module.css';

/** Table of the Unity SDK methods used in the guide, each linked to its API operation page. */
export default function UnitySdkMethods(): ReactNode {
  return (
    <ColumnTable
      label="Unity SDK methods"
      columns={['Method', 'Operation', 'What it does']}
      caption="GuildforgeClient methods and the API operations they call"
      captionClassName={styles.caption}
    >
      {unitySdkMethods.map((entry) => (
        <tr key={entry.method}>
          <th scope="row" className={styles.method}>
            <code>{entry.method}</code>
          </th>
          <td>
            <Link to={operationPath(entry.operationId)}>
              <code>{entry.operationId}</code>
            </Link>
          </td>
          <td>{entry.description}</td>
        </tr>
      ))}
    </ColumnTable>
  );
}
