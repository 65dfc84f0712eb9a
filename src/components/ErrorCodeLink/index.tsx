import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { errorCodePath } from '@site/src/data/errors/paths';

/** A link to a code's row in the error catalogue. Pages that already hold the entry use this directly. */
export default function ErrorCodeLink({ code, title }: { readonly code: string; readonly title: string }): ReactNode {
  return (
    <Link to={errorCodePath(code)} title={title}>
      <code>{code}</code>
    </Link>
  );
}
