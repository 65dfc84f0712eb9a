/**
 * Markdown twins as a reader and an assistant reach them: served beside the pages by the
 * production server (the `.html` rewrite leaves `.md` alone, spaces included), and the header
 * buttons of a docs page, by keyboard.
 */
import { test, expect } from './fixtures';

const TWINS: Record<string, string> = {
  '/docs/rules/Image/HueArcLength.md': '# HueArcLength',
  '/docs/API/claim-user-quest.md': '`POST /user-quests/{userQuestId}/claim`',
  '/docs/quests/Quest%20Types/Categories/steam/achievement.md': '`steam.achievement`',
  '/docs/category/api.md': '# Guildforge API reference',
  '/docs/API/guildforge-api.md': '### API Key: projectKey',
  '/llms.txt': '**Instructions for assistants:**',
};

for (const [url, marker] of Object.entries(TWINS)) {
  test(`${decodeURI(url)} is served as text`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
    expect(await response.text()).toContain(marker);
  });
}

test('the header buttons copy, show and hand the page twin to assistants, by keyboard', async ({ site, page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await site.goto('/docs/rules/Image/HueArcLength');
  const actions = page.getByRole('group', { name: 'This page as Markdown' });
  const twin = 'https://docs.guildforge.io/docs/rules/Image/HueArcLength.md';

  await expect(actions.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/rules/Image/HueArcLength.md');
  for (const [name, host] of [
    ['Open in ChatGPT', 'https://chatgpt.com/'],
    ['Open in Claude', 'https://claude.ai/new'],
  ] as const) {
    const link = actions.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(host);
    expect(href.searchParams.get('q')).toContain(twin);
  }

  const copy = actions.getByRole('button', { name: 'Copy page' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(actions.getByRole('status')).toHaveText('Copied the page as Markdown.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# HueArcLength\n/);

  const popup = page.waitForEvent('popup');
  await actions.getByRole('link', { name: 'View as Markdown' }).focus();
  await page.keyboard.press('Enter');
  const opened = await popup;
  expect(opened.url()).toContain('/docs/rules/Image/HueArcLength.md');
  await opened.close();
});

test('a category index page has the buttons too, pointing at its own twin', async ({ site, page }) => {
  await site.goto('/docs/category/image');
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/category/image.md');
});
