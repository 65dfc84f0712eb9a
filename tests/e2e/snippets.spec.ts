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

for (const colorScheme of ['dark', 'light'] as const) {
  test(`code blocks keep their server-rendered tokens after hydration (${colorScheme} mode)`, async ({ site, page }) => {
    // src/theme/CodeBlock: the classic CodeBlock would rebuild every block when hydration completes.
    await page.emulateMedia({ colorScheme });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const scope = window as unknown as { serverToken: Element | null; tokenRestyles: number };
        scope.serverToken = document.querySelector('.theme-code-block .token-line');
        // src/theme/CodeBlock/Line and the single Prism theme: hydration leaves token styles alone.
        scope.tokenRestyles = 0;
        new MutationObserver((records) => {
          scope.tokenRestyles += records.filter((record) => (record.target as Element).closest?.('.token-line')).length;
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
      });
    });
    await site.goto('/docs/react-guildforge');
    const firstBlock = page.locator('.theme-code-block').first();
    // The buttons are client-only: their appearance shows hydration has completed.
    await expect(firstBlock.getByRole('button', { name: /copy/i })).toBeAttached();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const before = (window as unknown as { serverToken: Element | null }).serverToken;
      return before !== null && before === document.querySelector('.theme-code-block .token-line') && before.isConnected;
    });
    expect(kept).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { tokenRestyles: number }).tokenRestyles)).toBe(0);
    // The code colours follow the reader's colour mode, not the server's default.
    const background = await page.locator('.theme-code-block pre').first().evaluate((pre) => getComputedStyle(pre).backgroundColor);
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    expect(luminance(background) > 128, `code background ${background} on page ${pageBackground}`).toBe(colorScheme === 'light');
  });
}

test('code blocks rendered in the browser after client-side navigation are highlighted', async ({ site, page }) => {
  // src/theme/CodeBlock/Content: server-rendered blocks keep their DOM; a block first rendered
  // in the browser loads the highlighter and renders its tokens itself.
  await site.goto('/');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('main').getByRole('link', { name: 'React', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/react-guildforge$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const install = page.locator('.theme-code-block').filter({ hasText: 'examples/react/install.sh' });
  await expect(install.locator('.token.function').first()).toBeVisible();
  const tsx = page.locator('.theme-code-block').filter({ hasText: 'examples/react/App.tsx' });
  await expect(tsx.locator('.token.keyword').first()).toBeVisible();
  await expect(tsx.getByRole('button', { name: /copy/i })).toBeAttached();
});

test('the word-wrap button wraps a server-rendered code block', async ({ site, page }) => {
  // The block's <pre> is kept from the server (src/theme/CodeBlock/Content) and handed to the
  // word-wrap hook, which shows the button only for blocks that scroll sideways.
  await page.setViewportSize({ width: 500, height: 900 });
  await site.goto('/docs/react-guildforge');
  const block = page.locator('.theme-code-block').filter({ has: page.getByRole('button', { name: /toggle word wrap/i }) }).first();
  const wrap = block.getByRole('button', { name: /toggle word wrap/i });
  await expect(wrap).toBeAttached();
  const code = block.locator('code');
  await expect(code).toHaveCSS('white-space', 'pre');
  await wrap.click({ force: true });
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
});
