import type { ReactNode } from 'react';
import ErrorCodeLink from '@site/src/components/ErrorCodeLink';

/**
 * A catalogue error code in MDX, linked to its entry on the error catalogue page.
 * `title` is filled in at build time by src/remark/errorCodeTitles.ts, which also
 * fails the build for an unknown code; authors write only `<ErrorCode code="…" />`.
 */
export default function ErrorCode({ code, title }: { readonly code: string; readonly title?: string }): ReactNode {
  if (title === undefined) {
    throw new Error(`<ErrorCode code="${code}"> was not resolved at build time; is src/remark/errorCodeTitles.ts in the docs remarkPlugins?`);
  }
  return <ErrorCodeLink code={code} title={title} />;
}
