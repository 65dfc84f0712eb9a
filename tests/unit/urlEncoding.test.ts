// @vitest-environment happy-dom
/**
 * Links and head URLs written as valid URLs (src/theme/Root/urlEncoding.ts): the router links'
 * hrefs and the location SiteMetadata reads are encoded, while routing still goes by the decoded
 * path. It replaces react-router's context for its children, so it also checks that react-router
 * and the theme still read the context it replaces: an upgrade that changes that fails here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement as h, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, StaticRouter, Switch, useLocation } from 'react-router';
import { Link, NavLink } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EncodedHrefs, EncodedLocation, encodeUrl } from '@site/src/theme/Root/urlEncoding';

const QUEST_TYPES = '/docs/quests/Quest Types/questTypes';
const CHECK_MEMBERSHIP = '/docs/quests/Quest Types/Categories/discord/checkMembership';

afterEach(cleanup);

describe('encodeUrl', () => {
  it('writes a space, other characters a URL may not hold and non-ASCII as UTF-8 escapes', () => {
    expect(encodeUrl(QUEST_TYPES)).toBe('/docs/quests/Quest%20Types/questTypes');
    expect(encodeUrl('/a b"c<d>e`f{g}h|i\\j^k')).toBe('/a%20b%22c%3Cd%3Ee%60f%7Bg%7Dh%7Ci%5Cj%5Ek');
    expect(encodeUrl('/é/日本')).toBe('/%C3%A9/%E6%97%A5%E6%9C%AC');
    expect(encodeUrl('/a\nb\tc')).toBe('/a%0Ab%09c');
  });

  it('keeps what is valid as it is: reserved characters, the query, the fragment and existing escapes', () => {
    for (const url of ['/docs/api/errors#not_found', '/search?q=claim%20a%20quest&ctx=1', 'https://docs.guildforge.io/docs/quests/Quest%20Types/questTypes', "/a-b_c.d~e!f$g&h'i(j)k*l+m,n;o=p:q@r[s]"]) {
      expect(encodeUrl(url)).toBe(url);
    }
  });

  it('escapes a % that starts no escape, and encoding twice changes nothing', () => {
    expect(encodeUrl('/100%/x%2')).toBe('/100%25/x%252');
    for (const url of [QUEST_TYPES, '/100%/x', '/é b']) expect(encodeUrl(encodeUrl(url))).toBe(encodeUrl(url));
  });

  it('writes a lone surrogate as the replacement character instead of throwing', () => {
    expect(encodeUrl('/a\uD800b')).toBe('/a%EF%BF%BDb');
  });
});

describe('EncodedHrefs', () => {
  const links = h(
    Fragment,
    null,
    h(Link, { to: CHECK_MEMBERSHIP }, 'link'),
    h(NavLink, { to: QUEST_TYPES }, 'navlink'),
    h(Link, { to: { pathname: CHECK_MEMBERSHIP, hash: '#how it works' } }, 'object'),
  );

  it("is needed: react-router writes a link's decoded path as its href", () => {
    const html = renderToString(h(StaticRouter, { location: QUEST_TYPES }, links));
    expect(html).toContain(`href="${CHECK_MEMBERSHIP}"`);
  });

  it('makes Link and NavLink write encoded hrefs, and NavLink still knows the current page', () => {
    // Read through react-router's context: if Link or NavLink stop using history.createHref from it, these hrefs come out raw.
    const html = renderToString(h(StaticRouter, { location: QUEST_TYPES }, h(EncodedHrefs, null, links)));
    expect(html).toContain('href="/docs/quests/Quest%20Types/Categories/discord/checkMembership"');
    expect(html).toMatch(/aria-current="page"[^>]*href="\/docs\/quests\/Quest%20Types\/questTypes"/);
    expect(html).toContain('href="/docs/quests/Quest%20Types/Categories/discord/checkMembership#how%20it%20works"');
    expect(html).not.toContain('Quest Types');
  });

  it('navigates by the decoded path: a click opens the route with the space', () => {
    render(
      h(
        MemoryRouter,
        { initialEntries: [QUEST_TYPES] },
        h(
          EncodedHrefs,
          null,
          h(
            Switch,
            null,
            h(Route, { exact: true, path: CHECK_MEMBERSHIP, render: () => h('p', null, 'the checkMembership page') }),
            h(Route, { render: () => h(Link, { to: CHECK_MEMBERSHIP }, 'Check membership') }),
          ),
          h(Pathname),
        ),
      ),
    );
    fireEvent.click(screen.getByText('Check membership'));
    expect(screen.getByText('the checkMembership page')).toBeTruthy();
    expect(screen.getByTestId('pathname').textContent).toBe(CHECK_MEMBERSHIP);
  });
});

function Pathname() {
  return h('output', { 'data-testid': 'pathname' }, useLocation().pathname);
}

describe('EncodedLocation', () => {
  it('shows its children the pathname encoded, and the rest of the app the decoded one', () => {
    const html = renderToString(h(StaticRouter, { location: QUEST_TYPES }, h(EncodedLocation, null, h(Pathname)), h(Pathname)));
    expect(html).toContain('<output data-testid="pathname">/docs/quests/Quest%20Types/questTypes</output><output data-testid="pathname">/docs/quests/Quest Types/questTypes</output>');
  });

  it("covers every URL the theme's SiteMetadata and language menu write: they build canonical, og:url, the hreflang alternates and the language links from useLocation()", () => {
    const require = createRequire(import.meta.url);
    const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
    const siteMetadata = readFileSync(path.join(themeClassic, 'lib/theme/SiteMetadata/index.js'), 'utf8');
    const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
    const alternates = readFileSync(path.join(themeCommonLib, 'utils/useAlternatePageUtils.js'), 'utf8');
    // @docusaurus/router is react-router-dom's useLocation, which reads the context EncodedLocation provides.
    expect(readFileSync(require.resolve('@docusaurus/core/lib/client/exports/router.js'), 'utf8')).toContain("export { useHistory, useLocation, Redirect, matchPath } from 'react-router-dom';");
    expect(siteMetadata, 'SiteMetadata no longer takes the canonical URL from useLocation().pathname').toMatch(/const \{\s*pathname\s*\} = useLocation\(\);[^]*<link rel="canonical" href=\{canonicalUrl\}/);
    expect(siteMetadata, 'SiteMetadata writes URLs this site does not know of').toEqual(expect.not.stringMatching(/href=\{(?!canonicalUrl|alternatePageUtils\.createUrl)/));
    expect(siteMetadata, 'og:url is no longer the canonical URL').toContain('<meta property="og:url" content={canonicalUrl} />');
    const localeDropdown = readFileSync(path.join(themeClassic, 'lib/theme/NavbarItem/LocaleDropdownNavbarItem/index.js'), 'utf8');
    expect(localeDropdown, 'the language menu no longer builds its links with useAlternatePageUtils').toMatch(/const alternatePageUtils = useAlternatePageUtils\(\);[^]*`pathname:\/\/\$\{alternatePageUtils\.createUrl\(/);
    expect(alternates, 'the hreflang alternates no longer come from useLocation().pathname').toMatch(/import \{ useLocation \} from '@docusaurus\/router';[^]*const \{ pathname \} = useLocation\(\);/);
  });
});
