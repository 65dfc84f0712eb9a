/**
 * A recipe page (/docs/recipes/<name>, written from its workflow file): with scripts off it shows
 * the outline, every step's request in the nine languages with earlier values as named
 * placeholders, the response with the fields later steps read highlighted, and the link to the
 * operation's reference; with scripts on, "Run in sandbox" plays every step and shows each answer.
 * Under the production CSP: tests/hosting/csp.spec.ts. axe: tests/e2e/a11y.spec.ts.
 */
import { test, expect } from './fixtures';

const PAGE = '/docs/recipes/discord-role-reward';

test('reads with scripts off: outline, samples in nine languages, highlighted response, reference link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}${PAGE}`);
  const outline = page.locator('article h2#steps + ol > li');
  await expect(outline).toHaveCount(8);
  await expect(outline.first()).toContainText('Create a reward');
  const redeem = page.locator('[data-recipe-step="redeemRole"]');
  await expect(redeem.locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText('https://api.guildforge.io/v1/user-rewards/<claimQuest.userRewardId>/redeem');
  const text = (await redeem.textContent()) ?? '';
  for (const marker of ['curl -L', 'http.NewRequest', 'Invoke-RestMethod', 'Unirest.post', 'HttpRequestMessage', 'axios.request', 'Net::HTTP::Post', 'curl_setopt_array', 'requests.request']) {
    expect(text, marker).toContain(marker);
  }
  await expect(redeem.getByRole('link', { name: 'redeemUserReward reference' })).toHaveAttribute('href', '/docs/API/redeem-user-reward');
  // The claim's answer highlights the user reward id the redemption sends.
  const claim = page.locator('[data-recipe-step="claimQuest"]');
  await expect(claim.locator('.theme-code-block-highlighted-line')).toContainText('"id": "urw_');
  await expect(claim.getByRole('list', { name: 'Fields later steps read' })).toContainText('userRewards[0].id (output userRewardId), used by redeemRole');
  await context.close();
});

test('Run in sandbox plays every step and shows each answer', async ({ site, page }) => {
  await site.goto(PAGE);
  await page.getByRole('button', { name: 'Run in sandbox' }).click();
  await expect(page.getByText('All 8 steps passed.')).toBeVisible({ timeout: 30_000 });
  const redeemed = page.locator('[data-run-step="redeemRole"]');
  await expect(redeemed).toContainText('answered 200');
  await expect(redeemed).toContainText('"status": "redeemed"');
  await expect(page.getByRole('button', { name: 'Run in sandbox again' })).toBeEnabled();
});
