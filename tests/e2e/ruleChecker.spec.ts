/**
 * The "Try this rule" panel and the "Check a submission" page, against the production build:
 * a failing PNG made by code is dropped on a rule page and the page's exact message appears;
 * the panel is keyboard-operable and axe-clean in both colour modes; the panel's code is not
 * loaded until the reader opens it; and the check page reports a whole submission.
 */
import AxeBuilder from '@axe-core/playwright';
import { encode } from 'fast-png';
import { test, expect } from './fixtures';
import { dropFile } from './dropFile';

/** A 1000 × 1024 grayscale PNG: the Size page's failing example "cropped a few pixels too narrow". */
const narrowPng = () => Array.from(encode({ width: 1000, height: 1024, data: new Uint8Array(1000 * 1024), channels: 1, depth: 8 }));
const SIZE_MESSAGE = 'Image is 1000 × 1024 px; this field requires exactly 1024 × 1024 px';


test('dropping a failing PNG on the Size page shows the page’s exact message', async ({ site, page }) => {
  await site.goto('/docs/rules/Image/Size');
  await page.getByRole('button', { name: 'Try this rule' }).click();
  await expect(page.getByText('Nothing is uploaded', { exact: false })).toBeVisible();
  await expect(page.getByLabel('params')).toHaveValue(/"width": 1024/);
  await dropFile(page, 'albedo.png', narrowPng(), 'image/png');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('failed');
  await expect(verdict).toContainText('image_size_mismatch');
  await expect(page.getByTestId('verdict-message')).toHaveText(SIZE_MESSAGE);
  await expect(verdict).toContainText('"imageWidth": 1000');
  // The same message is the one the page's failing example shows.
  await expect(page.locator('main').getByText(`"message": "${SIZE_MESSAGE}"`)).toBeVisible();
});

test('the panel loads its code only when opened', async ({ site, page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await site.goto('/docs/rules/Text/LengthRange');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('button', { name: 'Try this rule' }).click();
  await expect(page.getByRole('region', { name: 'Try LengthRange' })).toBeVisible();
  expect(scripts.length, 'opening the panel fetches its chunks').toBeGreaterThan(before);
});

test('the panel works by keyboard and validates params as they are edited', async ({ site, page }) => {
  await site.goto('/docs/rules/Text/LengthRange');
  await page.getByRole('button', { name: 'Try this rule' }).focus();
  await page.keyboard.press('Enter');
  // Once open, the same button offers to close the panel.
  await expect(page.getByRole('button', { name: 'Close the rule checker' })).toHaveAttribute('aria-expanded', 'true');
  const params = page.getByLabel('params');
  await params.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{"min": 3, "max": "forty"}');
  await expect(page.getByText('/max must be integer', { exact: false })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{"min": 3, "max": 40}');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Al');
  await expect(page.getByTestId('verdict-message')).toHaveText('The text is 2 characters long; the minimum is 3.');
});

test('a catastrophic pattern on the Regex page stops after 100 ms with the page’s timeout message', async ({ site, page }) => {
  const message = 'The pattern `(a+)+` took longer than 100 ms on this text.';
  await site.goto('/docs/rules/Text/Regex');
  await page.getByRole('button', { name: 'Try this rule' }).click();
  const params = page.getByLabel('params');
  await params.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{"pattern": "(a+)+"}');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${'a'.repeat(40)}!`);
  // The worker running the pattern is terminated; the tab stays responsive and shows the API's verdict.
  await expect(page.getByTestId('verdict-message')).toHaveText(message);
  await expect(page.locator('main').getByText(`"message": "${message}"`)).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('verdict')).toContainText('passed');
});

/** A PNG header declaring width × height, with four rows of data: small, and refused from its header. */
function declaringPng(width: number, height: number): number[] {
  const full = encode({ width: 1, height: 1, data: new Uint8Array(1), channels: 1, depth: 8 });
  const bytes = Array.from(full);
  // IHDR's width and height are bytes 16-23; the CRC no longer matches, which a header read never checks.
  const put = (at: number, value: number) => bytes.splice(at, 4, (value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);
  put(16, width);
  put(20, height);
  return bytes;
}

test('an image whose header declares too many pixels is refused from the header, not decoded', async ({ site, page }) => {
  await site.goto('/docs/rules/Image/HueRange');
  await page.getByRole('button', { name: 'Try this rule' }).click();
  await dropFile(page, 'huge.png', declaringPng(16000, 16000), 'image/png');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('image_analysis_limit_exceeded');
  await expect(page.getByTestId('verdict-message')).toHaveText('Image is 16000 × 16000 px, 256000000 pixels; pixel analysis is limited to 16,777,216 pixels');
});

test('a check that runs past the time limit is stopped in its worker and says so', async ({ site, page }) => {
  test.slow();
  await site.goto('/docs/rules/Text/JsonSchema');
  await page.getByRole('button', { name: 'Try this rule' }).click();
  const params = page.getByLabel('params');
  await params.focus();
  await page.keyboard.press('ControlOrMeta+A');
  // Browsers cannot interrupt a schema's pattern on the worker's own thread; the panel terminates the worker.
  await page.keyboard.type('{"schema": {"type": "string", "pattern": "^(a+)+$"}}');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`"${'a'.repeat(34)}!"`);
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('This tab stopped the check after 10 s', { timeout: 20_000 });
  // The tab stayed responsive: the panel still takes input and checks it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('"aaa"');
  await expect(verdict).toContainText('passed');
});

test('a rule that needs the server says why and what the API does', async ({ site, page }) => {
  await site.goto('/docs/rules/Misc/Enum/NoDuplicate');
  await page.getByRole('button', { name: 'Try this rule' }).click();
  await page.getByLabel(/Value of item_name/).fill('Ember Blade');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('pending');
  await expect(verdict).toContainText('other submissions to the schema');
  await expect(verdict).toContainText('createSubmission stores the submission');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open panel has no WCAG 2.1 AA violations in ${mode} mode`, async ({ page }) => {
    // axe audits the whole rule page (tables, code blocks and the panel); on a busy 2-core machine that passes a minute.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: mode });
    await page.goto('/docs/rules/Image/Size');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Try this rule' }).click();
    await dropFile(page, 'albedo.png', narrowPng(), 'image/png');
    await expect(page.getByTestId('verdict-message')).toHaveText(SIZE_MESSAGE);
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });

  test(`the Check a submission page has no WCAG 2.1 AA violations in ${mode} mode`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: mode });
    await page.goto('/docs/rules/check_submission');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: /Use the example fields/ }).click();
    await expect(page.getByTestId('drop-zone')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}

test('the Check a submission page reports a whole submission', async ({ site, page }) => {
  await site.goto('/docs/rules/check_submission');
  await page.getByRole('button', { name: /Use the example fields/ }).click();
  await expect(page.getByLabel('Schema fields (JSON)')).toHaveValue(/"display_name"/);
  await page.getByLabel('Value of display_name').fill('Al');
  const dataTransfer = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'albedo.png', { type: 'image/png' }));
    return transfer;
  }, narrowPng());
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Checking albedo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Check the submission' }).click();
  const report = page.getByRole('heading', { name: 'Report' }).locator('..');
  await expect(report).toContainText('not valid');
  await expect(report).toContainText('The text is 2 characters long; the minimum is 3.');
  await expect(report).toContainText(SIZE_MESSAGE);
  await expect(report).toContainText('ImageFormat');
});
