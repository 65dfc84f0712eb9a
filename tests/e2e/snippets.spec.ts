/**
 * Guide code blocks are the snippet files themselves: every block titled with a file
 * path shows exactly that file's content (the files are type-checked and tested). The React
 * guide titles its files with their path in the reader's app (`src/App.tsx`), which is their
 * path under examples/react/.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Titles of the React guide's app, server and test files. */
const APP_FILE = /^(src|server|tests)\/[\w.-]+$/;

const GUIDES = ['/docs/react-guildforge', '/docs/ugc/learn/features/npm', '/docs/ugc/learn/features/unity', '/docs/api/webhooks'];

/**
 * Every code block titled with an example file shows that file; returns how many were checked.
 * After a client-side navigation the URL changes before the new page renders, so the blocks
 * are counted once they are there, not at the first look.
 */
async function expectSnippetFiles(page: Page): Promise<number> {
  const blocks = page.locator('.theme-code-block').filter({ has: page.locator('[class*="codeBlockTitle"]') });
  await expect.poll(() => blocks.count(), 'code blocks with a file title').toBeGreaterThan(0);
  const count = await blocks.count();
  let checked = 0;
  for (let index = 0; index < count; index += 1) {
    const block = blocks.nth(index);
    const title = (await block.locator('[class*="codeBlockTitle"]').innerText()).trim();
    const file = title.startsWith('examples/') ? title : APP_FILE.test(title) ? `examples/react/${title}` : undefined;
    if (!file) continue;
    const shown = () =>
      block.locator('pre code').evaluate((code) => [...code.querySelectorAll('.token-line')].map((line) => line.textContent ?? '').join('\n'));
    await expect.poll(async () => (await shown()).trimEnd(), title).toBe(readFileSync(file, 'utf8').trimEnd());
    checked += 1;
  }
  expect(checked, 'snippet files checked').toBeGreaterThan(0);
  return checked;
}

/** Records what the copy buttons write to the clipboard. */
async function recordClipboard(page: Page): Promise<() => Promise<string | undefined>> {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = async (text: string) => {
      (window as unknown as { copied?: string }).copied = text;
    };
  });
  return () => page.evaluate(() => (window as unknown as { copied?: string }).copied);
}

for (const guide of GUIDES) {
  test(`${guide} shows its snippet files verbatim`, async ({ site, page }) => {
    await site.goto(guide);
    await expectSnippetFiles(page);
  });
}

test('the copy button of a server-rendered example copies the file', async ({ site, page }) => {
  // In the browser, an example's text is read back from the page (src/theme/CodeBlock/deferredSource.ts).
  const copied = await recordClipboard(page);
  await site.goto('/docs/react-guildforge');
  const block = page.locator('.theme-code-block').filter({ has: page.getByText('src/SignInForm.tsx', { exact: true }) });
  // Its buttons render as it nears the viewport (src/theme/CodeBlock/nearViewport.ts).
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', { name: /copy/i }).click({ force: true });
  await expect.poll(copied).toBe(readFileSync('examples/react/src/SignInForm.tsx', 'utf8').trimEnd());
});

test('a server-rendered code block gets its buttons as it nears the viewport; one rendered in the browser at once', async ({ site, page }) => {
  // src/theme/CodeBlock/hydration.ts `ButtonsGate`: hydration no longer builds every block's buttons in one task.
  await site.goto('/docs/react-guildforge');
  const blocks = page.locator('.theme-code-block');
  const copyButtons = blocks.getByRole('button', { name: /copy/i });
  await expect(blocks.first().getByRole('button', { name: /copy/i })).toBeAttached();
  await page.waitForLoadState('networkidle');
  const total = await blocks.count();
  expect(total).toBeGreaterThan(20);
  const early = await copyButtons.count();
  expect(early).toBeLessThan(total / 2);
  const last = blocks.last();
  await expect(last.getByRole('button', { name: /copy/i })).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('button', { name: /copy/i })).toBeAttached();
  // After a client-side navigation, every block renders in the browser, with its buttons.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true }).first().click();
  // Docusaurus changes the URL first and the page once the route's chunks have loaded; going
  // back before then would leave the hydrated guide on screen.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('React library');
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/react-guildforge$/);
  await expect(copyButtons).toHaveCount(total);
});

test('a server-rendered guide does not download its examples, tables or the not-found cards a second time', async ({ site, page }) => {
  // The HTML holds the code; the page's scripts carry deferred sources, not the text.
  const lines = ['examples/react/tests/QuestBoard.test.tsx', 'examples/react/src/cache.ts', 'examples/react/src/session.ts'].map(
    (file) => readFileSync(file, 'utf8').split('\n').filter((line) => !/['"`\\]/.test(line)).sort((a, b) => b.length - a.length)[0].trim(),
  );
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await site.goto('/docs/react-guildforge');
  await page.waitForLoadState('networkidle');
  for (const line of lines) expect(line.length).toBeGreaterThan(30);
  // textContent: code far below the fold is not laid out yet, so innerText leaves it out.
  expect(await page.locator('main').textContent()).toContain(lines[0]);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  for (const line of lines) expect(bodies.filter((body) => body.includes(line)), line).toEqual([]);
  // Its tables are ?kept partials (src/plugins/keptPartialLoader.cjs): in the HTML, not in a script.
  const row = 'useUserQuests(query, options)';
  expect(await page.locator('main table').getByText(row, { exact: true }).count()).toBe(1);
  expect(bodies.filter((body) => body.includes(row)), row).toEqual([]);
  // Nor do the not-found content's section cards, which the docs layout holds (src/components/NotFoundSections).
  const section = 'Projects, API keys and user tokens';
  expect(bodies.filter((body) => body.includes(section)), section).toEqual([]);
});

test('after a client-side navigation, examples load, show their files and copy them', async ({ site, page }) => {
  const copied = await recordClipboard(page);
  await site.goto('/docs/ugc/learn/overview/concepts');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'React', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/react-guildforge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'React library' })).toBeVisible();
  expect(await expectSnippetFiles(page)).toBeGreaterThan(20);
  // The tables, which a server-rendered page keeps from its HTML, load with the page.
  await expect(page.locator('main table').getByText('useUserQuests(query, options)', { exact: true })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const block = page.locator('.theme-code-block').filter({ has: page.getByText('src/cache.ts', { exact: true }) });
  await block.getByRole('button', { name: /copy/i }).click({ force: true });
  await expect.poll(copied).toBe(readFileSync('examples/react/src/cache.ts', 'utf8').trimEnd());
});

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
  const install = page.locator('.theme-code-block').filter({ hasText: 'npm install @guildforge/react' });
  await expect(install.locator('.token.function').first()).toBeVisible();
  const tsx = page.locator('.theme-code-block').filter({ has: page.getByText('src/App.tsx', { exact: true }) });
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

test('code far below the fold keeps its size before it is laid out, and gets a wrap button exactly if it scrolls sideways', async ({ site, page }) => {
  // src/theme/CodeBlock/Content: a block's code is `content-visibility: auto`, sized by its
  // lines and columns until it is near the viewport; the sizes must be the laid-out ones.
  await page.setViewportSize({ width: 412, height: 823 });
  for (const guide of ['/docs/react-guildforge', '/docs/api/webhooks']) {
    await site.goto(guide);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const measure = () =>
      page.locator('.theme-code-block pre').evaluateAll((pres) =>
        pres.map((pre) => {
          const code = pre.querySelector('code') as HTMLElement;
          const { width, height } = code.getBoundingClientRect();
          return { width, height, scrolls: pre.scrollWidth > pre.clientWidth };
        }),
      );
    // A line inside a block whose layout the browser skips is not visible to checkVisibility.
    const skipped = await page
      .locator('.theme-code-block pre code')
      .evaluateAll((codes) => codes.filter((code) => !code.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })).length);
    expect(skipped, `${guide}: code blocks not yet laid out`).toBeGreaterThan(0);
    const placeholders = await measure();
    // Lay every block out: scroll each into view and let the browser render it. That also
    // renders each block's buttons (they wait until it nears the viewport); whether a block
    // gets a wrap button was decided when it mounted, from its placeholder size.
    await page.locator('.theme-code-block pre').evaluateAll(async (pres) => {
      for (const pre of pres) {
        pre.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    const laidOut = await measure();
    const wrapButtons = await page
      .locator('.theme-code-block')
      .evaluateAll((blocks) => blocks.map((block) => block.querySelector('button[aria-label*="word wrap" i]') !== null));
    // Widths may differ by a sub-pixel: the text's glyph advances are not all exactly 1ch.
    const mismatches = laidOut.flatMap((block, index) => {
      const placeholder = placeholders[index];
      const same = Math.abs(placeholder.width - block.width) < 1 && Math.abs(placeholder.height - block.height) < 1 && placeholder.scrolls === block.scrolls;
      return same ? [] : [{ index, placeholder, laidOut: block }];
    });
    expect(mismatches, guide).toEqual([]);
    expect(wrapButtons, `${guide}: a wrap button exactly on the blocks that scroll sideways`).toEqual(laidOut.map((block) => block.scrolls));
  }
});
