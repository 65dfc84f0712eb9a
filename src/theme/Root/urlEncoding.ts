/**
 * URLs written as valid URLs. The route `/docs/quests/Quest Types/…` keeps its space (the spec's
 * route), and the router holds its paths decoded: history decodes every pathname, and its
 * createHref joins them back as they are. So every link, canonical and alternate URL came out
 * with a raw space, which HTML does not allow in a URL (the Nu HTML checker: "Illegal character
 * in path segment"). Browsers repair it as they follow the link; crawlers and validators need not.
 *
 * Two providers of react-router's context fix it where the URLs are made, without copying the
 * components that write them:
 * - `EncodedHrefs` (around the whole app, src/theme/Root) gives the router's history a
 *   `createHref` that encodes: react-router-dom's Link and NavLink write their `href` with it,
 *   and every Docusaurus link to a page of the site (sidebar, navbar, footer, breadcrumbs,
 *   pagination, cards, links in Markdown) is one of those. Navigation is untouched: it goes by
 *   the decoded location, as before.
 * - `EncodedLocation` (around the theme's SiteMetadata and its language menu) shows them the
 *   current location with its pathname encoded: they build the canonical URL, og:url, the
 *   hreflang alternates and the language links from `useLocation().pathname`.
 * `__RouterContext` is react-router's own export of that context; tests/unit/urlEncoding.test.ts
 * checks that Link, NavLink and useLocation still read it.
 * (Plain .ts with createElement: the unit tests import it, and the site's JSX setting is Docusaurus's.)
 */
import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { __RouterContext as RouterContext } from 'react-router';
import type { History } from 'history';

/** What may stay as it is in a URL: unreserved and reserved characters, and `%` that starts an escape. */
const UNSAFE = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]%]+|%(?![0-9A-Fa-f]{2})/gu;

/**
 * A URL with every character a URL may not hold written as its UTF-8 percent escapes (a space as
 * `%20`); what is already valid, escapes included, stays as it is, so encoding twice changes nothing.
 */
export function encodeUrl(url: string): string {
  return url.replace(UNSAFE, (run) => Array.from(new TextEncoder().encode(run), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
}

/** The history with an encoding createHref; every other member is the history's own (live, not copied). */
function encodingHistory(history: History): History {
  return Object.create(history, {
    createHref: { value: (location: Parameters<History['createHref']>[0]) => encodeUrl(history.createHref(location)) },
  }) as History;
}

/** Its children write the hrefs of router links encoded. */
export function EncodedHrefs({ children }: { children: ReactNode }): ReactNode {
  const router = useContext(RouterContext);
  const history = useMemo(() => encodingHistory(router.history), [router.history]);
  const value = useMemo(() => ({ ...router, history }), [router, history]);
  return createElement(RouterContext.Provider, { value }, children);
}

/** Its children read the current location with its pathname encoded: for URLs they write, never for routing. */
export function EncodedLocation({ children }: { children: ReactNode }): ReactNode {
  const router = useContext(RouterContext);
  const value = useMemo(() => ({ ...router, location: { ...router.location, pathname: encodeUrl(router.location.pathname) } }), [router]);
  return createElement(RouterContext.Provider, { value }, children);
}
