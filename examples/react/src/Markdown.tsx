import { lazy, Suspense } from 'react';

// The Markdown renderer is its own chunk, fetched the first time a description is shown.
const ReactMarkdown = lazy(() => import('react-markdown'));

/**
 * Renders CommonMark from the API: quest and reward descriptions, comments. Raw HTML in the text is
 * dropped (`skipHtml`) and react-markdown removes `javascript:` and other unsafe link targets, so
 * text a project member wrote cannot run scripts in your page. Until the chunk has loaded, the text
 * shows as it is.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<p>{children}</p>}>
      <ReactMarkdown skipHtml>{children}</ReactMarkdown>
    </Suspense>
  );
}
