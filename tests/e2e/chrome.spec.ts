import { test, expect } from './fixtures';

test('the home page says what Guildforge is and links every section', async ({ site, page }) => {
  await site.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guildforge Documentation');
  for (const section of ['Learn', 'Quests', 'UGC', 'API', 'React']) {
    await expect(page.getByRole('main').getByRole('link', { name: section, exact: true })).toBeVisible();
  }
});

test('Home is active only on the exact root', async ({ site, page }) => {
  const home = page.locator('.navbar').getByRole('link', { name: 'Home', exact: true });
  await site.goto('/');
  await expect(home).toHaveClass(/navbar__link--active/);
  await site.goto('/docs/learn/overview');
  await expect(home).not.toHaveClass(/navbar__link--active/);
});

test('Ctrl+K focuses the search box', async ({ site, page }) => {
  await site.goto('/docs/learn/overview');
  await page.locator('body').click();
  await page.keyboard.press('Control+k');
  await expect(site.searchInput).toBeFocused();
});

test('Cmd+K focuses the search box on macOS', async ({ site, page }) => {
  // The shortcut is "mod+k": Cmd on macOS, Ctrl elsewhere. Present the browser as a Mac.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' });
    Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform: 'macOS', mobile: false, brands: [] }) });
  });
  await site.goto('/docs/learn/overview');
  await page.locator('body').click();
  await page.keyboard.press('Meta+k');
  await expect(site.searchInput).toBeFocused();
});

for (const path of ['/docs/learn/overview.html', '/docs/learn/overview/index.html']) {
  test(`${path} is rewritten to the page without it`, async ({ site, page }) => {
    await site.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/overview/i);
    await expect(page.locator('.theme-doc-markdown')).toBeVisible();
  });
}

test('an unknown route shows the not-found page with the sections', async ({ page }) => {
  const response = await page.goto('/docs/no-such-page-here');
  expect(response?.status()).toBe(404);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const sections = page.getByRole('region', { name: 'Documentation sections' });
  await expect(sections.getByRole('link', { name: 'Quests', exact: true })).toBeVisible();
});

test('an unknown docs route reached in the browser loads the sections there (src/components/NotFoundSections)', async ({ site, page }) => {
  await site.goto('/docs/learn/overview');
  // A client-side navigation: the docs layout renders the not-found content, whose cards it does not carry.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/no-such-page-here');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const sections = page.getByRole('region', { name: 'Documentation sections' });
  await expect(sections.getByRole('link', { name: 'Quests', exact: true })).toBeVisible();
  await expect(sections.getByRole('link', { name: '/docs/API/claim-user-quest' })).toBeVisible();
});

test('the skip link moves focus to the main content', async ({ site, page }) => {
  await site.goto('/docs/learn/overview');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus lands on the page's <main> (or the wrapper that holds it on pages without one).
  const focusedMain = await page.evaluate(() => {
    const active = document.activeElement;
    const main = document.querySelector('main');
    return Boolean(active && main && active !== document.body && (active === main || active.contains(main)));
  });
  expect(focusedMain).toBe(true);
});

test('closing the announcement bar persists across reload', async ({ site, page }) => {
  await site.goto('/');
  const bar = page.getByRole('banner').filter({ hasText: 'generally available' }).or(page.locator('.theme-announcement-bar'));
  await expect(bar.first()).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await page.reload();
  await site.waitForHydration();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('renders when the reader reaches for it, opens, closes, and closes itself past 996 px', async ({ site, page }) => {
    await site.goto('/docs/learn/overview');
    const sidebar = page.locator('.navbar-sidebar');
    const open = page.getByRole('button', { name: 'Toggle navigation bar' });
    // src/theme/Navbar/MobileSidebar: not rendered as the page hydrates, but once the menu button is focused or pointed at.
    await page.waitForLoadState('networkidle');
    await expect(sidebar).toHaveCount(0);
    await open.focus();
    await expect(sidebar).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

    await page.reload();
    await site.waitForHydration();
    await open.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(sidebar.getByRole('link', { name: 'Overview', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

    await open.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test('footer links resolve', async ({ site, page, request }) => {
  await site.goto('/');
  const links = page.locator('footer a[href]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs) {
    if (href.startsWith('/')) {
      const [path, hash] = href.split('#');
      const response = await request.get(path);
      expect(response.status(), href).toBe(200);
      if (hash) {
        await site.goto(href);
        await expect(page.locator(`[id="${hash}"]`), `${href} anchor`).toHaveCount(1);
      }
    } else {
      // External sites cannot be reached from the test machine; check they are absolute https URLs.
      expect(href, 'external footer links are https').toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
    }
  }
});

test('the navbar has the section links, the v1 version dropdown with the changelog, and the locale dropdown', async ({ site, page }) => {
  await site.goto('/docs/learn/overview');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Learn', 'Quests', 'UGC', 'API', 'React']) {
    await expect(navbar.getByRole('link', { name: label, exact: true }).or(navbar.getByRole('button', { name: label, exact: true })).first()).toBeVisible();
  }
  await navbar.getByRole('button', { name: 'UGC', exact: true }).or(navbar.getByRole('link', { name: 'UGC', exact: true })).first().hover();
  await expect(navbar.getByRole('link', { name: 'Rules reference' })).toHaveAttribute('href', '/docs/rules/index_rules');
  const version = navbar.getByRole('button', { name: 'v1' }).or(navbar.getByRole('link', { name: 'v1' })).first();
  await version.hover();
  await expect(navbar.getByRole('link', { name: 'Changelog' })).toBeVisible();
  await navbar.getByRole('link', { name: 'Changelog' }).click();
  await expect(page).toHaveURL(/\/docs\/changelog$/);
  await expect(navbar.getByRole('button', { name: /English/ }).or(navbar.getByRole('link', { name: /English/ })).first()).toBeVisible();
});

test('the docs sidebar can be hidden and shown again', async ({ site, page }) => {
  await site.goto('/docs/learn/overview');
  await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();
  await page.getByRole('button', { name: 'Expand sidebar', exact: true }).click();
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
});

test('links in view are still prefetched, once the page is idle, each chunk once', async ({ site, page }) => {
  // src/clientModules/idlePrefetch.ts prefetches in idle slices (src/clientModules/routePrefetcher.ts).
  await site.goto('/docs/rules/Image/HueArcLength');
  // Prefetched by low-priority fetch() requests (no `<link rel="prefetch">`: the CSP's default-src refuses them in Firefox).
  const prefetched = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'fetch' && entry.name.includes('/assets/js/'))
        .map((entry) => new URL(entry.name).pathname),
    );
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(10);
  await page.waitForLoadState('networkidle');
  // The next rule is a link in view: its page content is among the prefetched chunks, and is
  // not requested again when the reader follows the link.
  const next = page.locator('a.pagination-nav__link--next');
  await expect(next).toBeVisible();
  const target = await next.getAttribute('href');
  // Its own metadata, not the previous or next link of a neighbour.
  const holdsPage = (body: string) => body.includes(`"permalink":"${target}","draft"`);
  const bodies = new Map<string, Promise<string>>();
  const bodyOf = (url: string) => {
    let body = bodies.get(url);
    if (!body) {
      body = page.request.get(url).then((response) => response.text());
      bodies.set(url, body);
    }
    return body;
  };
  let urls: string[] = [];
  // On a busy machine the idle slices may still be prefetching when the network first goes quiet.
  await expect
    .poll(async () => {
      urls = await prefetched();
      return (await Promise.all(urls.map(bodyOf))).filter(holdsPage).length;
    })
    .toBe(1);
  expect(new Set(urls).size).toBe(urls.length);
  // Nor is a chunk the page has loaded already prefetched again.
  const loadedScripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && entry.name.includes('/assets/js/'))
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(loadedScripts.length).toBeGreaterThan(3);
  expect(urls.filter((url) => loadedScripts.includes(url))).toEqual([]);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await site.waitForHydration();
  const notPrefetched = requested.filter((url) => !urls.includes(url));
  const notPrefetchedBodies = await Promise.all(notPrefetched.map(async (url) => (await page.request.get(url)).text()));
  expect(notPrefetchedBodies.filter(holdsPage)).toEqual([]);
});

test('category cards describe their docs, also after a client-side navigation', async ({ site, page }) => {
  // Descriptions come with the category page's own route data (src/plugins/docsRoutes.ts).
  const descriptions = () => page.locator('main a.card').evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''));
  await site.goto('/docs/category/api');
  const served = await descriptions();
  expect(served.length).toBeGreaterThan(20);
  await site.goto('/docs/learn/overview');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/category\/api$/);
  await expect(page.locator('main a.card').first()).toBeVisible();
  expect(await descriptions()).toEqual(served);
  // Each card has its own doc's description, the one in that doc's meta tags.
  const card = await page.locator('main a.card[href="/docs/api/authentication"] p').textContent();
  await site.goto('/docs/api/authentication');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(card);
});

test('loading a page builds no ICU collator or segmenter, at phone or desktop width', async ({ site, page }) => {
  // src/plugins/themeCommonPatches.ts: each costs tens of milliseconds of a desktop CPU the first
  // time, which theme-common spent while code blocks, the sidebar and doc cards hydrated.
  const icuCalls = await site.recordIcu();
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Code blocks and the docs sidebar; doc cards.
    for (const path of ['/docs/react-guildforge', '/docs/API/user']) {
      await site.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main .theme-code-block, main a.card').first()).toBeVisible();
      expect(await icuCalls(), `${path} at ${width} px`).toEqual([]);
    }
  }
  // The cards still take a leading emoji from a label as their icon, or the default one.
  await expect(page.locator('main a.card h2').first()).toHaveText(/^📄️/);
});

test('a docs page draws its icons without SVG images, at phone or desktop width', async ({ site, page }) => {
  // "Icons without SVG images" in src/css/custom.css: each SVG image costs the browser a
  // document of its own in the first style pass. No stylesheet draws an image on this page.
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await site.goto('/docs/rules/Image/Circle');
    // Breadcrumb separators, the search box's magnifier, the table of contents' chevron (a
    // phone's collapsible one, or the sidebar's at desktop width) and the back-to-top button.
    await expect(page.locator('.breadcrumbs__item').nth(1)).toBeVisible();
    await expect(page.locator(width < 997 ? '.theme-doc-toc-mobile button' : '.menu__caret, .menu__link--sublist-caret').first()).toBeVisible();
    const images = await page.evaluate(() => {
      const found: string[] = [];
      for (const element of document.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          for (const property of ['background-image', 'mask-image', '-webkit-mask-image', 'list-style-image', 'border-image-source', 'content']) {
            const value = style.getPropertyValue(property);
            if (value.includes('url(')) found.push(`${element.tagName.toLowerCase()}.${String(element.className)}${pseudo ?? ''} ${property}`);
          }
        }
      }
      return [...new Set(found)];
    });
    expect(images, `at ${width} px`).toEqual([]);
    // The search box still shows its magnifier, drawn by the box's pseudo-elements.
    const magnifier = await page.locator('.navbar__search').evaluate((search) =>
      (['::before', '::after'] as const).map((pseudo) => getComputedStyle(search, pseudo).content),
    );
    expect(magnifier).toEqual(['""', '""']);
  }
});
