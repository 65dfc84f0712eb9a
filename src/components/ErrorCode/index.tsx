import React, { type ReactNode } from 'react';
import ErrorCodeLink from '@site/src/components/ErrorCodeLink';
import { findError } from '@site/src/data/errors';

/** A catalogue error code, linked to its entry on the error catalogue page. Throws at build time for unknown codes. */
export default function ErrorCode({ code }: { readonly code: string }): ReactNode {
  const entry = findError(code);
  return <ErrorCodeLink code={entry.code} title={entry.title} />;
}
