import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import listOrders from '@site/src/data/generated/listOrders.json';

/** One key of `x-list-order`: a field sorted ascending or descending, or ranked by an explicit order of its values. */
type OrderKey =
  | { readonly field: string; readonly direction: 'asc' | 'desc' }
  | { readonly field: string; readonly order: readonly string[] };

interface ListOrder {
  readonly operationId: string;
  readonly page: string;
  readonly by: readonly OrderKey[];
  readonly sortParameter?: string;
}

function describeKey(key: OrderKey): ReactNode {
  if ('order' in key) {
    return (
      <>
        <code>{key.field}</code> ({key.order.join(', ')})
      </>
    );
  }
  return (
    <>
      <code>{key.field}</code> {key.direction === 'desc' ? 'descending' : 'ascending'}
    </>
  );
}

/**
 * The order of every list operation, read from its `x-list-order` in the API description by
 * `npm run generate` (scripts/generate.mts). Adding a list operation with an order adds a row.
 */
export default function ListOrders(): ReactNode {
  const rows = [...(listOrders as readonly ListOrder[])].sort((a, b) => a.operationId.localeCompare(b.operationId));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Operation</th>
          <th scope="col">Order</th>
          <th scope="col">Changed by</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.operationId}>
            <th scope="row">
              <Link to={row.page}>
                <code>{row.operationId}</code>
              </Link>
            </th>
            <td>
              {row.by.map((key, index) => (
                <React.Fragment key={key.field}>
                  {index > 0 ? ', then ' : ''}
                  {describeKey(key)}
                </React.Fragment>
              ))}
            </td>
            <td>{row.sortParameter ? <code>{row.sortParameter}</code> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
