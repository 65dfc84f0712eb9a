/**
 * Accessibility repairs for markup rendered by docusaurus-theme-openapi-docs, which we
 * wrap rather than eject. axe reports two gaps in it (see tests/e2e/a11y.spec.ts):
 *  - the response-tab scroll arrows are icon-only buttons with no accessible name;
 *  - parameter and schema lists are <ul> elements whose children are <div>s, which
 *    announces a list with no items. Those lists get role="none" so their rows are
 *    read as plain content.
 * The repairs re-run when the theme re-renders (tab switches, schema expansion).
 */
import { useEffect } from 'react';

const ARROW_LABELS: Record<string, string> = { left: 'Scroll response codes left', right: 'Scroll response codes right' };

export function repairApiMarkup(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow')) {
    const side = button.classList.contains('left') ? 'left' : 'right';
    if (!button.hasAttribute('aria-label')) button.setAttribute('aria-label', ARROW_LABELS[side]);
  }
  for (const list of root.querySelectorAll<HTMLUListElement>('.theme-api-markdown ul:not([role])')) {
    if ([...list.children].some((child) => child.tagName !== 'LI')) list.setAttribute('role', 'none');
  }
}

export function useApiMarkupRepairs(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    // Observe the whole document: the API item hydrates lazily and may replace its subtree.
    let scheduled = false;
    const run = () => {
      scheduled = false;
      repairApiMarkup(document);
    };
    run();
    const observer = new MutationObserver(() => {
      if (!scheduled) {
        scheduled = true;
        requestAnimationFrame(run);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [enabled]);
}
