import type { ReactNode } from 'react';
import ErrorCodeLink from '@site/src/components/ErrorCodeLink';

/**
 * A catalogue error code in MDX, linked to its entry on the error catalogue page.
 * `title` (and `status`, for `withStatus`) are filled in at build time by
 * src/remark/errorCodeTitles.ts, which also fails the build for an unknown code; authors write
 * only `<ErrorCode code="…" />`, or `<ErrorCode code="…" withStatus />` for "409 code".
 */
export default function ErrorCode({
  code,
  title,
  status,
}: {
  readonly code: string;
  readonly title?: string;
  readonly withStatus?: boolean;
  readonly status?: string;
}): ReactNode {
  if (title === undefined) {
    throw new Error(`<ErrorCode code="${code}"> was not resolved at build time; is src/remark/errorCodeTitles.ts in the docs remarkPlugins?`);
  }
  if (status === undefined) return <ErrorCodeLink code={code} title={title} />;
  return (
    <>
      {status} <ErrorCodeLink code={code} title={title} />
    </>
  );
}
