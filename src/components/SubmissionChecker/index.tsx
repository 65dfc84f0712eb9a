/**
 * The "Check a submission" page's tool. Its code, with @guildforge/rules, is a chunk of its own
 * that loads after the page renders, so the page's HTML and the site bundle stay light.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

const Checker = lazy(() => import('./Checker'));

export default function SubmissionChecker(): ReactNode {
  const loading = <p role="status">Loading the submission checker…</p>;
  return (
    <BrowserOnly fallback={loading}>
      {() => (
        <Suspense fallback={loading}>
          <Checker />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
