/** Mermaid diagrams render to SVG in both colour modes once the reader reaches them. */
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';

const PAGE = 'docs/ugc/learn/overview/flows.mdx';
/** Diagrams on the page, counted in its source. */
const DIAGRAMS = (readFileSync(PAGE, 'utf8').match(/^```mermaid$/gm) ?? []).length;

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({ colorScheme: mode });

    test('the UGC flow diagrams render', async ({ site, page }) => {
      await site.goto('/docs/ugc/learn/overview/flows');
      const count = DIAGRAMS;
      expect(count).toBeGreaterThanOrEqual(3);
      // Scroll through the page so every diagram comes near the viewport.
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y <= height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await expect(page.locator('pre[aria-label^="Diagram source"]')).toHaveCount(0);
      const containers = page.locator('.docusaurus-mermaid-container');
      await expect(containers).toHaveCount(count);
      await expect(containers.filter({ has: page.locator('svg') })).toHaveCount(count);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    });
  });
}
