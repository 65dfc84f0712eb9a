/**
 * The explorer's in-browser sandbox (src/api/sandbox) in Chromium against the production build:
 * the mock is the default server, refuses a request without a credential until the documented
 * mock token is entered, answers offline, lets samples follow the chosen server, walks the quest
 * flow (start, check, claim, the granted reward) across pages of one tab, and works by keyboard.
 * axe checks an operation page with the explorer open in both modes (tests/e2e/a11y.spec.ts).
 */
import type { Page } from '@playwright/test';
import { MOCK_USER_TOKEN } from '../../src/api/sandbox/credentials';
import { MOCK_SERVER_PATH } from '../../src/config/site';
import { test, expect, type Site } from './fixtures';

/**
 * Chromium logs every 4xx response as "Failed to load resource"; these tests ask the mock for
 * 401 and 409 on purpose, so those lines (and only those) are not defects.
 */
function allowRequestedErrors(site: Site, statuses: readonly number[]): void {
  const expected = new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`);
  const kept = site.consoleErrors.filter((message) => !expected.test(message));
  site.consoleErrors.splice(0, site.consoleErrors.length, ...kept);
}

class Explorer {
  constructor(readonly page: Page) {}

  async open(site: Site, path: string): Promise<void> {
    await site.goto(path);
    const launcher = this.page.getByRole('button', { name: 'Try it' });
    if (await launcher.count()) await launcher.click();
    // The explorer's chunks (about 1.6 MB gzipped) and the worker's start take a while on a busy machine.
    await expect(this.page.getByRole('status').filter({ hasText: 'The mock is running in this tab.' })).toBeVisible({ timeout: 45_000 });
    await expect(this.sendButton).toBeVisible({ timeout: 45_000 });
  }

  get sendButton() {
    return this.page.getByRole('button', { name: 'Send API Request' });
  }

  get curlSample() {
    return this.page.locator('.openapi-explorer__code-block-container').first();
  }

  async signIn(): Promise<void> {
    await this.page.getByPlaceholder('Bearer Token').first().fill(MOCK_USER_TOKEN);
  }

  async setPathParameter(name: string, value: string): Promise<void> {
    const input = this.page.locator('.openapi-explorer__form-item').filter({ hasText: name }).locator('input').first();
    await input.fill(value);
  }

  /** Sends the request and returns the status and parsed body the explorer shows. */
  async send(): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = this.page.locator('.openapi-explorer__response-container');
    await this.sendButton.click();
    const block = response.locator('.openapi-response__status-code');
    await expect(block).not.toContainText('Fetching');
    await expect(block).toContainText('"');
    const text = (await block.locator('pre').first().textContent()) ?? '';
    const body = JSON.parse(text) as Record<string, unknown>;
    return { status: Number(body.status ?? (await response.getByRole('tab').first().textContent())?.trim()), body };
  }
}

test.describe('the explorer sandbox', () => {
  test.setTimeout(120_000);
  test('answers from the mock by default: 401 without a credential, then the documented example, offline too', async ({ site, page, context, baseURL }) => {
    const explorer = new Explorer(page);
    await explorer.open(site, '/docs/API/list-user-quests');
    // The default request has no optional filter, cursor or empty limit, and goes to the mock.
    await expect(explorer.curlSample).toContainText(`${baseURL}${MOCK_SERVER_PATH}/user-quests`);
    await expect(explorer.curlSample).not.toContainText('limit');
    await expect(explorer.curlSample).not.toContainText('cursor');
    const anonymous = await explorer.send();
    expect(anonymous.body).toMatchObject({ status: 401, code: 'missing_credentials' });
    await explorer.signIn();
    await context.setOffline(true);
    const signedIn = await explorer.send();
    expect(Array.isArray(signedIn.body.data)).toBe(true);
    await context.setOffline(false);
    // Samples follow the server the reader picks.
    await page.locator('.openapi-explorer__floating-btn').filter({ hasText: MOCK_SERVER_PATH }).hover();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await page.locator('.openapi-explorer__server-container select').selectOption('https://api.guildforge.io/v1');
    await expect(explorer.curlSample).toContainText('https://api.guildforge.io/v1/user-quests');
    allowRequestedErrors(site, [401]);
  });

  test('keeps the quest flow in one tab: start, check, claim, then the reward', async ({ site, page }) => {
    const explorer = new Explorer(page);
    await explorer.open(site, '/docs/API/start-quest');
    await explorer.signIn();
    const started = await explorer.send();
    expect(started.body).toMatchObject({ status: 'started' });
    const userQuestId = String(started.body.id);

    await explorer.open(site, '/docs/API/check-user-quest');
    await explorer.setPathParameter('userQuestId', userQuestId);
    expect((await explorer.send()).body).toMatchObject({ id: userQuestId, status: 'completed' });

    await explorer.open(site, '/docs/API/claim-user-quest');
    await explorer.setPathParameter('userQuestId', userQuestId);
    const claimed = await explorer.send();
    expect(claimed.body).toMatchObject({ userQuest: { id: userQuestId, status: 'claimed' } });
    const [reward] = claimed.body.userRewards as { id: string }[];
    await expect(page.getByText(`User reward ${reward.id}`)).toBeVisible();

    await explorer.open(site, '/docs/API/get-user-reward');
    await explorer.setPathParameter('userRewardId', reward.id);
    expect((await explorer.send()).body).toMatchObject({ id: reward.id, status: 'granted', source: { id: userQuestId } });
  });

  test('lets a keyboard user pick a documented response and send the request', async ({ site, page }) => {
    const explorer = new Explorer(page);
    await explorer.open(site, '/docs/API/claim-user-quest');
    await explorer.signIn();
    const picker = page.getByLabel('Response to receive');
    await picker.focus();
    await expect(picker).toBeFocused();
    const labels = await picker.locator('option').allTextContents();
    const target = labels.indexOf('409 quest_already_claimed');
    expect(target).toBeGreaterThan(0);
    for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
    await expect(picker.locator('option:checked')).toHaveText('409 quest_already_claimed');
    await explorer.sendButton.focus();
    await page.keyboard.press('Enter');
    const block = page.locator('.openapi-explorer__response-container .openapi-response__status-code');
    await expect(block).toContainText('quest_already_claimed');
    allowRequestedErrors(site, [409]);
  });
});
