/**
 * The error catalogue page keeps its server-rendered tables (src/components/ServerMarkup): a full
 * load sends none of the catalogue's text in its scripts, and a client-side navigation from an
 * error code's link loads the tables and lands on the code's row.
 */
import { errorCatalogue } from '../../src/data/errors';
import { test, expect } from './fixtures';
import { expectLandedOn } from './pageChecks';

test('a full load of the catalogue has every row, and no script carries the catalogue', async ({ site, page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await site.goto('/docs/api/errors');
  await expect(page.locator('main tr[id]')).toHaveCount(errorCatalogue.length);
  const longest = [...errorCatalogue].sort((a, b) => b.description.length - a.description.length)[0];
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.some((body) => body.includes(longest.description.slice(0, 60)))).toBe(false);
  expect(site.consoleErrors).toEqual([]);
});

test("a client-side navigation from an error code's link shows the catalogue at that code", async ({ site, page }) => {
  await site.goto('/docs/api/idempotency');
  const link = page.locator('main a[href="/docs/api/errors#quest_invalid_transition"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\/errors#quest_invalid_transition$/);
  const row = page.locator('tr#quest_invalid_transition');
  await expectLandedOn(row);
  await expect(page.locator('main tr[id]')).toHaveCount(errorCatalogue.length);
  expect(site.consoleErrors).toEqual([]);
});

test('on a phone, tables far below are laid out only when reached, and a link to a row in one lands on the row', async ({ site, page }) => {
  // src/components/ErrorCatalogue: each domain's table is `content-visibility: auto`.
  await page.setViewportSize({ width: 412, height: 823 });
  await site.goto('/docs/api/errors');
  const lastRow = page.locator('main tr[id]').last();
  const laidOut = () => lastRow.evaluate((row) => row.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut(), 'the last table, far below the fold, is not laid out').toBe(false);
  const code = await lastRow.getAttribute('id');
  await lastRow.scrollIntoViewIfNeeded();
  await expect.poll(laidOut, 'laid out once scrolled to').toBe(true);
  // A full load of a link to a row in a late table, as a problem's `type` URI is followed.
  await page.goto('about:blank');
  await site.goto(`/docs/api/errors#${code}`);
  await expectLandedOn(page.locator(`tr[id="${code}"]`));
  await page.waitForLoadState('networkidle');
  await expectLandedOn(page.locator(`tr[id="${code}"]`));
});
