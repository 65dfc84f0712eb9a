/**
 * The explorer's request-body editor, wrapped so that it never evaluates the body as code.
 *
 * The API theme builds the editor on react-live: its `LiveProvider` runs every edit through
 * `transformCode` and then compiles the result with `new Function` to render a preview, which
 * the theme never shows (it renders only `LiveEditor`). The site's Content-Security-Policy has
 * no 'unsafe-eval' (src/hosting/policy.ts), so each edit was a CSP violation. LiveProvider
 * evaluates only a string: answering every edit with `null` leaves the body in the editor and
 * the form, and skips the compile. tests/hosting/csp.spec.ts edits and sends a body under the
 * production policy and fails on any violation, including one from a react-live that compiles
 * another way.
 */
import React, { type ReactNode } from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';

const neverEvaluate = (): null => null;

export default function LiveEditorWithoutEval(props: Record<string, unknown>): ReactNode {
  return <LiveEditor {...props} transformCode={neverEvaluate} />;
}
