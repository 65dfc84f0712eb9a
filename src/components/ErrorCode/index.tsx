import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { errorCodePath, findError } from '@site/src/data/errors';

/** A catalogue error code, linked to its entry on the error catalogue page. Throws at build time for unknown codes. */
export default function ErrorCode({ code }: { readonly code: string }): ReactNode {
  const entry = findError(code);
  return (
    <Link to={errorCodePath(entry.code)} title={entry.title}>
      <code>{entry.code}</code>
    </Link>
  );
}
