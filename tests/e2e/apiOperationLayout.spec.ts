/**
 * The API operation pages' two panes (src/components/ApiReference, src/components/ApiSamples):
 * request samples and response examples beside the reference from the first screen, in the
 * server's HTML, sticky as the reference scrolls, with no table scrolling sideways at desktop
 * widths (explorer closed or open), stacked after the summary on a phone, and the reader's
 * language remembered across pages and the site's other code tabs.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const PAGE = '/docs/API/claim-user-quest';
const PRODUCTION = 'https://api.guildforge.io/v1';
const SANDBOX = 'https://sandbox.api.guildforge.io/v1';

const pane = (page: Page) => page.getByTestId('api-samples');

/** The reference's tables that need sideways scrolling, and any that reach under the samples pane. */
async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const aside = document.querySelector('[data-testid="api-samples"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('article [role="region"]')]
      .filter((region) => !region.closest('[data-testid="api-samples"]') && region.querySelector('table'))
      .flatMap((region) => {
        const box = region.getBoundingClientRect();
        const label = region.getAttribute('aria-label');
        return [
          ...(region.scrollWidth > region.clientWidth + 1 ? [`${label} scrolls sideways (${region.scrollWidth} > ${region.clientWidth})`] : []),
          ...(box.right > aside.left ? [`${label} reaches under the samples pane (${Math.round(box.right)} > ${Math.round(aside.left)})`] : []),
        ];
      });
  });
}

test.describe('an API operation page at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the request sample and a response example beside the reference in the first screen', async ({ site, page }) => {
    await site.goto(PAGE);
    const samples = pane(page);
    await expect(samples.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    const code = samples.locator('[role="tabpanel"]:not([hidden]) pre').first();
    await expect(code).toContainText(`${PRODUCTION}/user-quests/<userQuestId>/claim`);
    await expect(code).toContainText("'Idempotency-Key': '<IDEMPOTENCY_KEY>'");
    await expect(code).toContainText('Bearer <USER_TOKEN>');
    const response = samples.locator('[data-response]:not([hidden]) pre');
    await expect(response).toContainText('"userRewards"');
    for (const element of [code, response, page.getByTestId('api-endpoint')]) {
      const box = (await element.boundingBox())!;
      expect(box.y, 'in the first screen').toBeLessThan(800);
    }
    const reference = (await page.getByTestId('api-endpoint').boundingBox())!;
    expect((await samples.boundingBox())!.x, 'beside the reference').toBeGreaterThan(reference.x + reference.width);
    expect(await tableProblems(page)).toEqual([]);
    // Sticky: 40 rows further down, the samples are still in view.
    await page.getByRole('region', { name: 'Error responses' }).scrollIntoViewIfNeeded();
    const stuck = (await samples.boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(0);
    expect(stuck.y).toBeLessThan(200);
    expect(site.consoleErrors).toEqual([]);
  });

  test('chooses between the documented responses, 200 first', async ({ site, page }) => {
    await site.goto(PAGE);
    const chooser = pane(page).getByRole('combobox', { name: 'Documented response' });
    const options = await chooser.locator('option').allInnerTexts();
    expect(options[0]).toBe('200');
    expect(options).toContain('409 alreadyClaimed');
    await chooser.selectOption({ label: '409 alreadyClaimed' });
    await expect(pane(page).locator('[data-response]:not([hidden]) pre')).toContainText('"quest_already_claimed"');
    await expect(pane(page).locator('[data-response]:not([hidden])')).toHaveCount(1);
  });

  test('switches the samples to the sandbox host', async ({ site, page }) => {
    await site.goto(PAGE);
    const samples = pane(page);
    await samples.getByRole('button', { name: 'Sandbox' }).click();
    await expect(samples.getByRole('button', { name: 'Sandbox' })).toHaveAttribute('aria-pressed', 'true');
    const code = samples.locator('[role="tabpanel"]:not([hidden]) pre').first();
    await expect(code).toContainText(`${SANDBOX}/user-quests/<userQuestId>/claim`);
    await samples.getByRole('tab', { name: 'curl' }).click();
    await expect(samples.locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText(`'${SANDBOX}/user-quests/`);
    await expect(page.getByTestId('api-samples-host')).toContainText('Sandbox: test keys');
    await samples.getByRole('button', { name: 'Production' }).click();
    await expect(samples.locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText(`'${PRODUCTION}/user-quests/`);
  });

  test("remembers the reader's language across operation pages and the guides' code tabs", async ({ site, page }) => {
    await site.goto(PAGE);
    await pane(page).getByRole('tab', { name: 'Go' }).click();
    await expect(pane(page).locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText('http.NewRequest');
    await site.goto('/docs/API/create-quest');
    await expect(pane(page).getByRole('tab', { name: 'Go' })).toHaveAttribute('aria-selected', 'true');
    await expect(pane(page).locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText(`"${PRODUCTION}/quests"`);
    await site.goto('/docs/api/webhooks');
    await expect(page.getByRole('tab', { name: 'Go', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Ruby', exact: true }).click();
    await site.goto(PAGE);
    await expect(pane(page).getByRole('tab', { name: 'Ruby' })).toHaveAttribute('aria-selected', 'true');
  });

  test('keeps both panes with the explorer open, which says its code calls the mock', async ({ site, page }) => {
    await site.goto(PAGE);
    await page.getByRole('button', { name: 'Try it' }).click();
    const explorer = page.getByTestId('api-explorer');
    await expect(explorer.getByRole('button', { name: 'Send API Request' })).toBeVisible({ timeout: 45_000 });
    // The explorer is in the samples pane, not in a column of its own.
    await expect(pane(page).locator('xpath=..').getByTestId('api-explorer')).toHaveCount(1);
    await expect(explorer).toContainText('a mock that lives in this browser tab');
    await expect(explorer).toContainText('Copy the request samples above');
    await expect(pane(page).locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText(PRODUCTION);
    expect(await tableProblems(page)).toEqual([]);
  });
});

test('at 1920 px no table scrolls sideways, with the explorer closed', async ({ site, page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const path of [PAGE, '/docs/API/create-quest']) {
    await site.goto(path);
    expect(await tableProblems(page), path).toEqual([]);
  }
});

test('the samples are in the HTML: they show with scripts off, on the production host', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}${PAGE}`);
  const code = pane(page).locator('[role="tabpanel"]:not([hidden]) pre').first();
  await expect(code).toBeVisible();
  await expect(code).toContainText(`${PRODUCTION}/user-quests/<userQuestId>/claim`);
  // Every language is in the markup (the tabs other than the first are hidden until chosen).
  const text = (await pane(page).textContent()) ?? '';
  for (const marker of ['curl -L', 'http.NewRequest', 'Invoke-RestMethod', 'Unirest.post', 'HttpRequestMessage', 'axios.request', 'Net::HTTP::Post', 'curl_setopt_array']) {
    expect(text, marker).toContain(marker);
  }
  expect(await page.content()).not.toContain('/mock-api/');
  await context.close();
});

test.describe('an API operation page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('stacks the samples after the summary, and a table can only scroll inside its own focusable region', async ({ site, page }) => {
    await site.goto(PAGE);
    const endpoint = (await page.getByTestId('api-endpoint').boundingBox())!;
    const samples = (await pane(page).boundingBox())!;
    const request = (await page.locator('article h2#request').boundingBox())!;
    expect(samples.y).toBeGreaterThan(endpoint.y);
    expect(request.y, 'the reference follows the samples').toBeGreaterThan(samples.y + samples.height - 1);
    expect(samples.x + samples.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every table sits in a focusable region that scrolls sideways by itself if it must; the page never does.
    const regions = await page.locator('article [role="region"]:has(table)').evaluateAll((elements) =>
      elements.map((region) => ({ label: region.getAttribute('aria-label'), tabIndex: region.getAttribute('tabindex'), overflowX: getComputedStyle(region).overflowX })),
    );
    expect(regions.length).toBeGreaterThan(3);
    for (const region of regions) expect(region, String(region.label)).toMatchObject({ tabIndex: '0', overflowX: 'auto' });
  });
});

/** The title's size, the code blocks' sizes (reference and samples pane), and where the samples pane starts. */
async function pageLook(page: Page) {
  await expect(page.locator('article .theme-code-block pre').first()).toBeVisible();
  return page.evaluate(() => {
    const title = document.querySelector('article h1')!;
    const samples = document.querySelector('[data-testid="api-samples"]')!.getBoundingClientRect();
    return {
      title: getComputedStyle(title).fontSize,
      code: [
        ...new Set(
          [...document.querySelectorAll('article .theme-code-block pre')]
            .filter((pre) => !pre.closest('[data-testid="api-explorer"]'))
            .map((pre) => getComputedStyle(pre).fontSize),
        ),
      ].sort(),
      samples: { x: Math.round(samples.x), width: Math.round(samples.width) },
    };
  });
}

// "Try it" loads the API theme: its stylesheet and, on every operation page after that, its page layout (src/theme/DocItem).
for (const width of [1280, 800]) {
  test(`at ${width} px an operation page looks the same before and after "Try it", and so does the next one`, async ({ site, page }) => {
    await page.setViewportSize({ width, height: 800 });
    await site.goto(PAGE);
    const before = await pageLook(page);
    await site.goto('/docs/API/list-categories');
    const nextBefore = await pageLook(page);
    await site.goto(PAGE);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect(page.getByTestId('api-explorer').getByRole('button', { name: 'Send API Request' })).toBeVisible({ timeout: 45_000 });
    expect(await pageLook(page)).toEqual(before);
    // The next operation page opens with the explorer, as the reader chose.
    await site.goto('/docs/API/list-categories');
    await expect(page.getByTestId('api-explorer').getByRole('button', { name: 'Send API Request' })).toBeVisible({ timeout: 45_000 });
    expect(await pageLook(page)).toEqual(nextBefore);
    expect(site.consoleErrors).toEqual([]);
  });
}
