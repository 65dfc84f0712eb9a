/**
 * Guide code blocks are the snippet files themselves: every block titled with a file
 * path shows exactly that file's content (the files are type-checked and tested).
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';

const GUIDES = ['/docs/react-guildforge', '/docs/ugc/learn/features/npm', '/docs/ugc/learn/features/unity', '/docs/api/webhooks'];

for (const guide of GUIDES) {
  test(`${guide} shows its snippet files verbatim`, async ({ site, page }) => {
    await site.goto(guide);
    const blocks = page.locator('.theme-code-block').filter({ has: page.locator('[class*="codeBlockTitle"]') });
    const count = await blocks.count();
    expect(count, 'code blocks with a file title').toBeGreaterThan(0);
    let checked = 0;
    for (let index = 0; index < count; index += 1) {
      const block = blocks.nth(index);
      const title = (await block.locator('[class*="codeBlockTitle"]').innerText()).trim();
      if (!title.startsWith('examples/')) continue;
      const shown = await block.locator('pre code').evaluate((code) =>
        [...code.querySelectorAll('.token-line')].map((line) => line.textContent ?? '').join('\n'),
      );
      expect(shown.trimEnd(), title).toBe(readFileSync(title, 'utf8').trimEnd());
      checked += 1;
    }
    expect(checked, 'snippet files checked').toBeGreaterThan(0);
  });
}

test('the React guide is in its own sidebar', async ({ site, page }) => {
  await site.goto('/docs/react-guildforge');
  await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveAttribute('href', '/docs/react-guildforge');
});
