/**
 * Client-side navigation for the links in server markup (./index.tsx).
 *
 * A hydrated page keeps the server's markup without rendering it, so its `<a>` elements are
 * plain links, not Docusaurus `<Link>`s: a click would load the whole site again. The markup's
 * container handles clicks on them as `<Link>` does (a router push for an internal link left-
 * clicked without modifier keys) and preloads a link's route when it is pointed at.
 */

/** The parts of a click that decide whether the browser should handle it itself. */
export interface LinkClick {
  readonly button: number;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly defaultPrevented: boolean;
}

/** The anchor's attributes that matter, as `HTMLAnchorElement` has them. */
export interface LinkTarget {
  readonly href: string;
  readonly target: string;
  readonly hasDownload: boolean;
}

/** A path the site's router serves: under the base URL and not a file such as `/openapi.yaml`. */
export function routerPath(href: string, location: { readonly origin: string; readonly href: string }, baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || !url.pathname.startsWith(baseUrl)) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Where the router should go for this click, or null to let the browser follow the link:
 * a new tab or window, a download, another origin, a file, or a fragment of the current page.
 */
export function clientNavigation(
  click: LinkClick,
  link: LinkTarget,
  location: { readonly origin: string; readonly href: string; readonly pathname: string; readonly search: string },
  baseUrl: string,
): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.altKey || click.ctrlKey || click.metaKey || click.shiftKey) return null;
  if ((link.target && link.target !== '_self') || link.hasDownload) return null;
  const path = routerPath(link.href, location, baseUrl);
  if (path === null) return null;
  const url = new URL(path, location.origin);
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return path;
}
