/**
 * Static content whose code and data stay out of the page's script.
 *
 * A table rendered from a large registry (every code of the error catalogue) is static once
 * rendered, yet hydrating it sends the registry to the browser and rebuilds every row. Here,
 * in the hydration render, the browser keeps the server's markup (an element with empty
 * `dangerouslySetInnerHTML`, which React hydrates without touching its children) and never
 * renders `children`. When the page is first rendered in the browser (a client-side
 * navigation), or the server's markup is missing, `children` render normally; pass a lazy
 * component there so its code loads only then (see src/plugins/bundleTarget.ts). Internal links
 * in the kept markup navigate in the browser, as a `<Link>` does (./links.ts).
 */
import React, { Suspense, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { clientNavigation, routerPath } from './links';

const SERVER_CHILDREN = { __html: '' };
const isClient = typeof window !== 'undefined';

/**
 * Rendered once `children` have loaded: a client-side navigation to `#id` scrolled before the
 * content existed, so scroll to the hash's element now. Every instance does so, wherever the
 * element is: a page's instances load their content independently, so one whose content lands
 * above the element pushes it down after the instance that holds it has scrolled.
 */
function ScrollToHash(): null {
  useEffect(() => {
    let id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape in a hand-typed URL: look the hash up as it is.
    }
    (id ? document.getElementById(id) : null)?.scrollIntoView();
  }, []);
  return null;
}

/** Docusaurus's global: `preload` loads a route's chunks, as a `<Link>` does when pointed at. */
function preloadRoute(path: string): void {
  (window as { docusaurus?: { preload(routePath: string): unknown } }).docusaurus?.preload(path);
}

function anchorOf(event: MouseEvent): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest('a[href]') : null;
}

export default function ServerMarkup({ children }: { readonly children: ReactNode }): ReactNode {
  const browser = useIsBrowser();
  const element = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  // Decided once: in the hydration render, keep the server's DOM.
  const [keep, setKeep] = useState(isClient && !browser);
  useIsomorphicLayoutEffect(() => {
    if (keep && element.current?.childElementCount === 0) setKeep(false);
  }, [keep]);
  return keep ? (
    <div
      ref={element}
      dangerouslySetInnerHTML={SERVER_CHILDREN}
      suppressHydrationWarning
      onClick={(event) => {
        const link = anchorOf(event);
        if (!link) return;
        const path = clientNavigation(event, { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') }, window.location, baseUrl);
        if (path === null) return;
        event.preventDefault();
        history.push(path);
      }}
      onMouseOver={(event) => {
        const link = anchorOf(event);
        const path = link ? routerPath(link.href, window.location, baseUrl) : null;
        if (path !== null) preloadRoute(new URL(path, window.location.origin).pathname);
      }}
    />
  ) : (
    <div ref={element}>
      {isClient ? (
        <Suspense fallback={null}>
          {children}
          <ScrollToHash />
        </Suspense>
      ) : (
        // No boundary on the server: React streams a large one's content after the shell, into a
        // hidden element at the end of <body> that only its inline script moves into place, so
        // the HTML that search indexers, crawlers and Markdown readers see would lack it.
        children
      )}
    </div>
  );
}

/** `Component` in ServerMarkup: for static sections rendered from data the page already has. */
export function withServerMarkup<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Kept(props: P): ReactNode {
    return (
      <ServerMarkup>
        <Component {...props} />
      </ServerMarkup>
    );
  }
  Kept.displayName = `WithServerMarkup(${Component.displayName ?? Component.name})`;
  return Kept;
}
