import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import { operationPath, unitySdkMethods } from '@site/src/data/unitySdk';
import styles from './styles.module.css';

/** Table of the Unity SDK methods used in the guide, each linked to its API operation page. */
export default function UnitySdkMethods(): ReactNode {
  return (
    <ScrollableTable label="Unity SDK methods">
      <table>
        <caption className={styles.caption}>GuildforgeClient methods and the API operations they call</caption>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Operation</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </ScrollableTable>
  );
}
