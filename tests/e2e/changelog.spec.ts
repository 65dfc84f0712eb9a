/**
 * The API changelog (src/components/ApiChangelog): each operation's entry is
 * `content-visibility: auto`, so a phone lays out only the entries near the viewport at load.
 * (`checkVisibility` reports an entry's content as skipped, not the entry itself.)
 * The page must still be whole: entries are laid out when reached, and the headings a link or
 * the table of contents points at land in view.
 */
import view from '../../src/data/generated/apiChangelog.json';
import { releaseAnchor, type ChangelogView } from '../../src/api/changes/changelog';
import { test, expect } from './fixtures';
import { expectLandedOn } from './pageChecks';

const { releases } = view as unknown as ChangelogView;
const entries = (page: import('@playwright/test').Page) => page.locator('main ul[data-pagefind-ignore] > li');

test('on a phone, entries far below are laid out only when reached', async ({ site, page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await site.goto('/docs/changelog');
  const total = releases.reduce((sum, release) => sum + release.groups.reduce((n, group) => n + group.targets.length, 0), 0);
  const all = entries(page);
  // The unreleased changes are listed too, so there is at least one entry per released target.
  expect(await all.count()).toBeGreaterThanOrEqual(total);
  const laidOut = () => all.evaluateAll((items) => items.filter((item) => item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).length);
  // The browser decides at its rendering updates which entries are near the viewport.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await laidOut(), 'most entries are off screen, and skipped').toBeLessThan(total / 4);
  const first = all.first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((item) => item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })), 'laid out once scrolled to').toBe(true);
  const last = all.last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((item) => item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })), 'laid out once scrolled to').toBe(true);
  await expect(last).toBeInViewport();
  expect(site.consoleErrors).toEqual([]);
});

test("a link to a release below hundreds of skipped entries lands on the release's heading", async ({ site, page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The oldest release is at the bottom of the page, after every other release's entries.
  const oldest = releaseAnchor(releases[releases.length - 1].version);
  await site.goto(`/docs/changelog#${oldest}`);
  const heading = page.locator(`h2[id="${oldest}"]`);
  await expectLandedOn(heading);
  // Entries laid out near it once the page settles must not push it away.
  await page.waitForLoadState('networkidle');
  await expectLandedOn(heading);
});

test("the table of contents' link to the section after every release's entries lands on it", async ({ site, page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await site.goto('/docs/changelog');
  const last = page.locator('main h2[id]').last();
  const id = await last.getAttribute('id');
  await page.locator(`.table-of-contents a[href="#${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expectLandedOn(last);
  // Two frames later, entries laid out near it have kept it in place.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectLandedOn(last);
  expect(site.consoleErrors).toEqual([]);
});
