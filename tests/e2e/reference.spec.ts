/** The generated reference pages: rules, quest types and API operations render their sources. */
import { test, expect } from './fixtures';
import { findRule, ruleParamsSchema } from '../../src/data/rules';
import { findQuestType, questConfigSchema } from '../../src/data/quests';
import { darkCodePalette, lightCodePalette } from '../../src/config/prismThemes';
import { codeSampleLanguages } from '../../src/config/codeSampleLanguages';

test('a rule page renders its parameters, example field and pass/fail examples', async ({ site, page }) => {
  const rule = findRule('HueArcLength');
  await site.goto('/docs/rules/Image/HueArcLength');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HueArcLength');
  const paramNames = Object.keys((ruleParamsSchema(rule.id).properties ?? {}) as object);
  const table = page.locator('table').first();
  for (const name of paramNames) await expect(table.getByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.locator('.theme-code-block').filter({ hasText: '"rule": "HueArcLength"' }).first()).toBeVisible();
  await expect(page.getByText('Passes', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Fails', { exact: true }).first()).toBeVisible();
  const failing = rule.examples.find((example) => example.verdict === 'fail');
  await expect(page.locator('.theme-code-block').filter({ hasText: failing?.error?.message ?? '' }).first()).toBeVisible();
});

test('the rules index filters by name without treating input as a pattern', async ({ site, page }) => {
  await site.goto('/docs/rules/index_rules');
  const rows = page.locator('tr[data-rule]');
  await expect(rows).toHaveCount(64);
  const filter = page.getByLabel('Name or summary');
  await filter.fill('polygon');
  await expect(page.locator('tr[data-rule="MaxPolygonCount"]')).toBeVisible();
  expect(await rows.count()).toBeLessThan(64);
  await filter.fill('(*+?[');
  await expect(page.getByText('No rules match these filters.')).toBeVisible();
});

test('a quest-type page renders its configuration table and example quest', async ({ site, page }) => {
  const quest = findQuestType('steam.playedMinutes');
  await site.goto('/docs/quests/Quest Types/Categories/steam/playedMinutes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(quest.title);
  const config = (questConfigSchema(quest).properties as Record<string, { properties?: object }>).config;
  for (const name of Object.keys(config.properties ?? {})) {
    await expect(page.locator('table').first().getByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.locator('.theme-code-block').filter({ hasText: '"type": "steam.playedMinutes"' })).toBeVisible();
});

test('the quest-type catalogue renders the provider matrix', async ({ site, page }) => {
  await site.goto('/docs/quests/Quest Types/questTypes');
  const matrix = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'Provider' }) });
  for (const provider of ['Discord', 'Instagram', 'Guildforge', 'Steam', 'TikTok', 'Twitter/X', 'YouTube']) {
    await expect(matrix.getByRole('rowheader', { name: provider })).toBeVisible();
  }
  await expect(matrix.getByRole('link', { name: 'twitter.follow' })).toBeVisible();
});

test("the catalogue's full load keeps the server's markup, sends no registry, and its links navigate in the page", async ({ site, page }) => {
  // src/components/ServerMarkup: the matrix and the catalogue load no code or data on a full load.
  const quest = findQuestType('steam.playedMinutes');
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await site.goto('/docs/quests/Quest Types/questTypes');
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.some((body) => body.includes(quest.summary.slice(0, 50))), 'a script carries the registry').toBe(false);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('region', { name: 'Steam quest types' }).getByRole('link', { name: quest.title }).click();
  await page.waitForURL((url) => decodeURI(url.pathname) === '/docs/quests/Quest Types/Categories/steam/playedMinutes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(quest.title);
  expect(documents, 'no full page load').toEqual([]);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quest types');
  await expect(page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Provider' }) }).getByRole('rowheader', { name: 'Steam' })).toBeVisible();
  expect(site.consoleErrors).toEqual([]);
});

for (const [query, title, target] of [
  ['HueArcLength', findRule('HueArcLength').id, '/docs/rules/Image/HueArcLength'],
  ['playedMinutes', findQuestType('steam.playedMinutes').title, '/docs/quests/Quest Types/Categories/steam/playedMinutes'],
] as const) {
  test(`search finds ${query}`, async ({ site, page }) => {
    // From the home page, which belongs to no search context, so every section is searched.
    await site.goto('/');
    await site.searchInput.fill(query);
    const option = page.getByRole('listbox').getByRole('option').filter({ hasText: title }).first();
    await expect(option).toBeVisible();
    await option.click();
    await page.waitForURL((url) => decodeURI(url.pathname) === target);
  });
}

test.describe('an API operation page', () => {
  test('renders parameters, responses and errors without the API theme, then the nine code samples', async ({ site, page }) => {
    // The API theme's page component keeps its request state in Redux; only its scripts hold Redux's init action.
    const themeScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('@@redux/INIT')) themeScripts.push(response.url());
    });
    await site.goto('/docs/API/claim-user-quest');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/claim/i);
    const endpoint = page.getByTestId('api-endpoint');
    await expect(endpoint).toContainText('POST');
    await expect(endpoint).toContainText('/user-quests/{userQuestId}/claim');
    await expect(endpoint.getByRole('link', { name: 'member' })).toHaveAttribute('href', '/docs/api/authentication#roles');
    await expect(page.getByRole('heading', { name: 'Path parameters' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Path parameters' }).getByRole('rowheader', { name: /userQuestId/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Header parameters' }).getByRole('rowheader', { name: /Idempotency-Key/ })).toContainText('required');
    await expect(page.getByRole('heading', { name: '200 OK' })).toBeVisible();
    await expect(page.getByRole('region', { name: '200 response body' }).getByRole('rowheader', { name: 'userQuest.status' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Error responses' }).getByRole('rowheader', { name: '409 Conflict' })).toBeVisible();
    await expect(page.locator('.theme-code-block').filter({ hasText: '"userRewards"' }).first()).toBeVisible();
    // The explorer and the API theme load on demand; the request and response documentation does not need them.
    await page.waitForLoadState('networkidle');
    expect(themeScripts).toEqual([]);
    await expect(page.locator('.openapi-tabs__code-list-container')).toHaveCount(0);
    // Nor does the theme's stylesheet load before it is needed (src/plugins/openapiTheme.ts).
    const themeStyles = () =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.openapi-tabs__code-list-container'))),
      );
    expect(await themeStyles()).toBe(false);
    await page.getByRole('button', { name: 'Try it' }).click();
    const tabs = page.locator('.openapi-tabs__code-list-container:not(.openapi-tabs__code-container-inner) > [role="tab"]');
    await expect(tabs.first()).toBeVisible();
    const labels = (await tabs.allInnerTexts()).map((text) => text.trim().toLowerCase());
    expect(labels.length).toBeGreaterThanOrEqual(codeSampleLanguages.length);
    for (const language of codeSampleLanguages) {
      expect(labels.some((label) => label.includes(language.language === 'nodejs' ? 'node' : language.language)), `${language.language} tab`).toBe(true);
    }
    expect(themeScripts.length).toBeGreaterThan(0);
    expect(await themeStyles()).toBe(true);
    // The page's own content stays, and the launcher gives way to the explorer.
    await expect(page.getByRole('region', { name: '200 response body' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try it' })).toHaveCount(0);
  });

  test("keeps the server's schema and error rows on a full load, and renders them after a client-side navigation", async ({ site, page }) => {
    // src/components/ServerMarkup: React hydrates none of the rows' elements, which it marks when it renders them.
    const rowsRenderedByReact = (region: string) =>
      page
        .getByRole('region', { name: region })
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => Object.keys(row).some((key) => key.startsWith('__reactFiber'))));
    await site.goto('/docs/API/claim-user-quest');
    await page.waitForLoadState('networkidle');
    for (const region of ['200 response body', 'Error responses']) {
      const rows = await rowsRenderedByReact(region);
      expect(rows.length, region).toBeGreaterThan(2);
      expect(rows, region).not.toContain(true);
    }
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Check a user quest', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a user quest');
    await expect(page.getByRole('region', { name: 'Error responses' }).getByRole('rowheader', { name: '429 Too Many Requests' })).toBeVisible();
    const rows = await rowsRenderedByReact('Error responses');
    expect(rows.length).toBeGreaterThan(2);
    expect(rows).not.toContain(false);
    expect(site.consoleErrors).toEqual([]);
  });

  test('renders the request body schema and example of an operation that takes one', async ({ site, page }) => {
    await site.goto('/docs/API/create-submission');
    const body = page.getByRole('region', { name: 'Request body' });
    for (const field of ['schemaId', 'title', 'values']) {
      await expect(body.getByRole('rowheader', { name: new RegExp(`^${field}\\s*required$`) })).toBeVisible();
    }
    await expect(page.locator('.theme-code-block').filter({ hasText: '"schemaId"' }).first()).toBeVisible();
  });

  test('remembers that the reader opened the explorer', async ({ site, page }) => {
    await site.goto('/docs/API/get-quest');
    await page.getByRole('button', { name: 'Try it' }).click();
    const languages = page.locator('.openapi-tabs__code-list-container:not(.openapi-tabs__code-container-inner)');
    await expect(languages).toBeVisible();
    await site.goto('/docs/API/list-quests');
    await expect(languages).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
  });

  test('belongs to openApiSidebar with the API index at its top', async ({ site, page }) => {
    await site.goto('/docs/API/claim-user-quest');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('link', { name: 'API reference', exact: true })).toHaveAttribute('href', '/docs/category/api');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/API/claim-user-quest');
  });

  test('the API intro offers the download under its title and shows both security schemes without tabs', async ({ site, page }) => {
    await site.goto('/docs/API/guildforge-api');
    const title = page.getByRole('heading', { level: 1, name: 'Guildforge API' });
    await expect(title).toBeVisible();
    const download = page.getByTestId('openapi-download');
    await expect(download).toHaveAttribute('href', 'https://api.guildforge.io/v1/openapi.yaml');
    await expect(page.getByTestId('openapi-download-mirror')).toHaveAttribute('href', '/openapi/guildforge.yaml');
    // Below the title, not floated beside it as the theme's export menu was.
    expect((await download.boundingBox())!.y).toBeGreaterThan((await title.boundingBox())!.y);
    for (const name of ['HTTP: Bearer Auth', 'API Key: projectKey']) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByText('Guildforge-Api-Key', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('the API index downloads a description that parses as OpenAPI 3.1', async ({ site, page, request }) => {
    await site.goto('/docs/category/api');
    const mirror = page.getByTestId('openapi-download-mirror');
    const href = await mirror.getAttribute('href');
    expect(href).toBe('/openapi/guildforge.yaml');
    await expect(page.getByTestId('openapi-download')).toHaveAttribute('href', /^https:\/\/api\.guildforge\.io\/v1\/openapi\.yaml$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const { parse } = await import('yaml');
    const document = parse(await response.text()) as { openapi: string; paths: object };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
  });
});

for (const [colorScheme, palette] of [['light', lightCodePalette], ['dark', darkCodePalette]] as const) {
  test(`the explorer's code samples take the site's code colours (${colorScheme} mode)`, async ({ site, page }) => {
    // src/config/prismThemes.ts: the Prism theme is empty; colours are CSS rules by token class.
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await page.emulateMedia({ colorScheme });
    await site.goto('/docs/API/claim-user-quest');
    await page.getByRole('button', { name: 'Try it' }).click();
    const sample = page.locator('.openapi-explorer__code-block-container').first();
    await expect(sample.locator('.token.keyword').first()).toHaveCSS('color', rgb(palette.keyword));
    await expect(sample.locator('pre').first()).toHaveCSS('background-color', rgb(palette.background));
  });
}
