import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import idempotent from '@site/src/data/generated/idempotency.json';

interface IdempotentOperation {
  readonly operationId: string;
  readonly page: string;
  readonly method: string;
  readonly path: string;
  readonly required: boolean;
}

/**
 * The operations that take an `Idempotency-Key` header, read from the API description by
 * `npm run generate` (scripts/generate.mts): `required` lists those whose header is required,
 * otherwise those where it is optional. Adding the parameter to an operation adds it here.
 */
export default function IdempotentOperations({ required }: { readonly required: boolean }): ReactNode {
  const operations = (idempotent as readonly IdempotentOperation[])
    .filter((operation) => operation.required === required)
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
  return (
    <ul>
      {operations.map((operation) => (
        <li key={operation.operationId}>
          <Link to={operation.page}>
            <code>{operation.operationId}</code>
          </Link>{' '}
          (<code>{`${operation.method} ${operation.path}`}</code>)
        </li>
      ))}
    </ul>
  );
}
