/**
 * Marks the search terms of `?_highlight=` on the page a result link opened, with Pagefind's
 * own highlighter (`pagefind-highlight.js`, from the same bundle and same-origin check as the
 * search itself). Loaded only on such a page.
 */
import { HIGHLIGHT_PARAM } from '../config/search';
import { pagefindScriptUrl } from './pagefind';

interface PagefindHighlightOptions {
  readonly highlightParam: string;
  readonly markContext: string | null;
  readonly addStyles: boolean;
}

type PagefindHighlightClass = new (options: PagefindHighlightOptions) => unknown;

/** The part of the page whose text is marked: the docs page body, not the navbar or sidebar. */
const MARK_CONTEXT = 'article';

/** Marks the page's terms; returns a function that removes the marks (before the next page's). */
export function highlightTerms(baseUrl: string): () => void {
  let cancelled = false;
  const script = pagefindScriptUrl(baseUrl, window.location.href).replace(/pagefind\.js$/, 'pagefind-highlight.js');
  void import(/* webpackIgnore: true */ script).then((module: { default: PagefindHighlightClass }) => {
    if (cancelled || !document.querySelector(MARK_CONTEXT)) return;
    new module.default({ highlightParam: HIGHLIGHT_PARAM, markContext: MARK_CONTEXT, addStyles: false });
  });
  return () => {
    cancelled = true;
    for (const mark of document.querySelectorAll(`${MARK_CONTEXT} mark.pagefind-highlight`)) mark.replaceWith(...mark.childNodes);
  };
}
