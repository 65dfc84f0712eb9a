/**
 * Every page and every interactive part of the site under the production Content-Security-Policy,
 * served by nginx with the generated config: no violation (tests/hosting/fixtures.ts records
 * them) on a visit of every sitemap page, or while the reader uses the API explorer and its
 * sandbox, the rule checker (an image, an XSD document, a regex in its Blob worker, a 3D file),
 * search, the phone menu, the colour modes, image zoom and a recipe's "Run in sandbox". How each
 * part works is tested by tests/e2e; these tests drive each far enough to load and run all of its
 * code.
 */
import { encode } from 'fast-png';
import type { Page } from '@playwright/test';
import { MOCK_USER_TOKEN } from '../../src/api/sandbox/credentials';
import { MOCK_WORKER_SCOPE } from '../../src/config/site';
import { chunk, sitemapPaths } from '../e2e/sitemap';
import { linkProblems, widthProblems } from '../e2e/pageChecks';
import { test, expect } from './fixtures';
import { dropFile } from '../e2e/dropFile';
import { RULE_CHECK, SEARCH, SEARCH_PAGE, TRY_IT } from './interactions';

const pages = sitemapPaths();
const known = new Set(pages);
/** Two workers on two cores: each chunk is one sequence of page loads. */
const CHUNKS = 6;

test('the sitemap lists the site', () => {
  expect(pages.length).toBeGreaterThan(250);
});

// The site's one crawl: each page of the sitemap is loaded once, under the production CSP, and
// must answer 200, hydrate without a console error or a violation, describe every doc card it
// shows, link only to pages and anchors that exist, and not scroll sideways on a phone (390 px)
// or a desktop (1280 px). Wide content (code, tables) scrolls inside its own box.
for (const [index, group] of chunk(pages, CHUNKS).entries()) {
  test(`every page loads, hydrates and lays out without a CSP violation ${index + 1}/${CHUNKS}`, async ({ site, page }) => {
    test.setTimeout(group.length * 6_000 + 30_000);
    const problems: string[] = [];
    for (const path of group) {
      const response = await page.goto(encodeURI(path), { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      await site.waitForHydration();
      problems.push(...(await linkProblems(page, path, known)), ...(await widthProblems(page, path)));
    }
    expect(problems).toEqual([]);
  });
}

test('the not-found page hydrates without a CSP violation', async ({ site, page }) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await site.waitForHydration();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // Chromium logs the 404 document's status as a failed resource.
  site.consoleErrors.splice(0, site.consoleErrors.length, ...site.consoleErrors.filter((message) => !/status of 404/.test(message)));
});


async function openRuleChecker(page: Page, path: string, site: { goto(path: string): Promise<void> }): Promise<void> {
  await site.goto(path);
  await page.getByRole('button', { name: RULE_CHECK.button }).click();
}

test('the API explorer starts its sandbox’s service worker and sends a request to it', async ({ site, page }) => {
  test.setTimeout(120_000);
  await site.goto(TRY_IT.page);
  await page.getByRole('button', { name: TRY_IT.button }).click();
  await expect(page.getByRole('status').filter({ hasText: TRY_IT.running })).toBeVisible({ timeout: 60_000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL(MOCK_WORKER_SCOPE, page.url()).href);
  await page.getByRole('button', { name: TRY_IT.send }).click();
  await expect(page.locator('.openapi-explorer__response-container')).toContainText(TRY_IT.withoutToken);
  // With the mock's token the request reaches the validators the build compiled (the query and
  // header parameters), which once needed 'unsafe-eval'.
  await page.getByPlaceholder('Bearer Token').first().fill(MOCK_USER_TOKEN);
  await page.getByRole('button', { name: 'Send API Request' }).click();
  await expect(page.locator('.openapi-explorer__response-container .openapi-response__status-code')).toContainText('"data"');
  // The mock answers 401 on purpose; Chromium logs it as a failed resource.
  site.consoleErrors.splice(0, site.consoleErrors.length, ...site.consoleErrors.filter((message) => !/status of 401/.test(message)));
});

test('the explorer edits a request body and sends it to the sandbox', async ({ site, page }) => {
  test.setTimeout(120_000);
  await site.goto('/docs/API/create-webhook');
  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The mock is running in this tab.' })).toBeVisible({ timeout: 60_000 });
  // The theme's body editor is react-live, which compiles each edit unless told not to
  // (src/theme/ApiExplorer/LiveEditor); typing is an edit.
  const editor = page.locator('.openapi-explorer__playground-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{"url": "not a url", "events": []}');
  await page.getByPlaceholder('Bearer Token').first().fill(MOCK_USER_TOKEN);
  await page.getByRole('button', { name: 'Send API Request' }).click();
  // The body schema, compiled at build time, refuses the edited body field by field.
  const answer = page.locator('.openapi-explorer__response-container .openapi-response__status-code');
  await expect(answer).toContainText('validation_failed');
  await expect(answer).toContainText('"field": "url"');
  await expect(answer).toContainText('field_format_invalid');
  site.consoleErrors.splice(0, site.consoleErrors.length, ...site.consoleErrors.filter((message) => !/status of 4\d\d/.test(message)));
});

test('the rule checker reads a dropped image', async ({ site, page }) => {
  await openRuleChecker(page, '/docs/rules/Image/Size', site);
  const png = Array.from(encode({ width: 1000, height: 1024, data: new Uint8Array(1000 * 1024), channels: 1, depth: 8 }));
  await dropFile(page, 'albedo.png', png, 'image/png');
  await expect(page.getByTestId('verdict-message')).toHaveText('Image is 1000 × 1024 px; this field requires exactly 1024 × 1024 px');
});

test("the rule checker validates the params and checks JSON against the reader's own schema", async ({ site, page }) => {
  // Params are checked by code compiled at build time, the reader's schema is interpreted:
  // neither may need 'unsafe-eval' (src/hosting/policy.ts NO_RUNTIME_CODE).
  await openRuleChecker(page, RULE_CHECK.page, site);
  await page.getByLabel(/Value of /).fill(RULE_CHECK.value);
  await expect(page.getByTestId('verdict-message')).toHaveText(RULE_CHECK.verdict);
  await page.getByLabel('params').fill('{"schema": {"type": "object"}, "unknown": 1}');
  await expect(page.getByText('has unknown parameter "unknown"')).toBeVisible();
});

test('the rule checker validates XML against an XSD with libxml2 in its worker', async ({ site, page }) => {
  await openRuleChecker(page, '/docs/rules/Text/XsdSchema', site);
  await page.getByLabel(/Value of quest_xml/).fill('<quest><title>Ashes of Vel</title><reward>0</reward></quest>');
  await expect(page.getByTestId('verdict-message')).toHaveText('The XML document fails 1 XSD check(s); the first is `cvc-minInclusive-valid` at `/quest/reward`.');
});

test('the rule checker stops a catastrophic pattern in its Blob worker', async ({ site, page }) => {
  await openRuleChecker(page, '/docs/rules/Text/Regex', site);
  await page.getByLabel('params').fill('{"pattern": "(a+)+"}');
  await page.getByLabel(/Value of /).fill(`${'a'.repeat(40)}!`);
  await expect(page.getByTestId('verdict-message')).toHaveText('The pattern `(a+)+` took longer than 100 ms on this text.');
});

test('the rule checker reads a dropped 3D file and previews it, both in workers', async ({ site, page }) => {
  await openRuleChecker(page, '/docs/rules/Mesh/TrianglesOnly', site);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const lines = ['o quad', 'v 0 0 0', 'v 1 0 0', 'v 1 0 1', 'v 0 0 1', 'f 1 2 3 4'];
  await dropFile(page, 'quad.obj', Array.from(new TextEncoder().encode(`${lines.join('\n')}\n`)), 'model/obj');
  await expect(page.getByTestId('verdict')).toContainText('mesh_not_triangulated');
  await expect(page.getByText('Triangles: 2')).toBeVisible();
  // One worker checks the rule, one reads the model for the preview: neither runs on the page's thread.
  expect(workers.filter((url) => new URL(url).origin === new URL(page.url()).origin)).toHaveLength(2);
});

test('"Check a submission" checks in a worker and reports a schema the API would refuse', async ({ site, page }) => {
  await site.goto('/docs/rules/check_submission');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const fields = (expression: string) => JSON.stringify([{ key: 'n', label: 'N', kind: 'number', rules: [{ rule: 'Equation', params: { expression } }] }]);
  await page.getByLabel('Schema fields (JSON)').fill(fields('n +'));
  await page.getByLabel('Value of n').fill('3');
  await page.getByRole('button', { name: 'Check the submission' }).click();
  await expect(page.getByRole('region', { name: 'Problems with the schema' })).toContainText('schema_rule_params_invalid');
  await page.getByLabel('Schema fields (JSON)').fill(fields('n > 2'));
  await page.getByLabel('Value of n').fill('3');
  await page.getByRole('button', { name: 'Check the submission' }).click();
  await expect(page.getByText(/valid: 1 passed, 0 failed, 0 pending/)).toBeVisible();
  expect(workers.length).toBe(2);
});

test('the search box suggests pages, and /search lists results', async ({ site, page }) => {
  await site.goto(SEARCH.page);
  await site.searchInput.click();
  await page.keyboard.type(SEARCH.query);
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(SEARCH.firstSuggestion);
  await site.goto(SEARCH_PAGE.path);
  await expect(page.locator(SEARCH_PAGE.result).first()).toBeVisible();
  const fetchedByThePage = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const file of SEARCH_PAGE.notOnThePage) expect(fetchedByThePage, 'searched in the worker').not.toContain(file);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the phone menu opens with the docs sidebar', async ({ site, page }) => {
    await site.goto('/docs/learn/overview');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Overview', exact: true }).first()).toBeVisible();
  });
});

test('the colour mode toggle switches light and dark, and the choice survives a reload', async ({ site, page }) => {
  await site.goto('/docs/learn/overview');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  // The toggle cycles system, light, dark: at most three presses reach each mode.
  for (const mode of ['light', 'dark']) {
    for (let press = 0; press < 3 && (await html.getAttribute('data-theme-choice')) !== mode; press += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', mode);
  }
  await page.reload();
  await site.waitForHydration();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('image zoom loads and opens an image', async ({ site, page }) => {
  // No page has a zoomable image today, so one is planted, and a hash link's route update
  // loads the zoom as a page with an image would (src/clientModules/imageZoom.ts).
  await site.goto('/docs/learn/overview');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/img/logo.svg';
    image.alt = 'Planted image';
    image.width = 64;
    document.querySelector('.markdown')!.prepend(image);
  });
  await page.locator('.table-of-contents a').first().click();
  const image = page.getByAltText('Planted image').first();
  // medium-zoom attaches after its delay (spec section 9: 1000 ms) and marks what it zooms.
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  // The zoomed copy, over the overlay, whose look comes from medium-zoom's stylesheet.
  await expect(page.locator('img.medium-zoom-image--opened')).toBeVisible();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('position', 'fixed');
});

test('a recipe page runs its workflow against the in-browser sandbox', async ({ site, page }) => {
  await site.goto('/docs/recipes/discord-role-reward');
  await page.getByRole('button', { name: 'Run in sandbox' }).click();
  // Eight steps, each answered by the sandbox's code in the page, with nothing fetched but the run's chunks.
  await expect(page.getByText('All 8 steps passed.')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-run-passed="true"]')).toHaveCount(8);
});
