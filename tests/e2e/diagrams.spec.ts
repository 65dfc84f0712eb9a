/** Mermaid diagrams render to SVG in both colour modes once the reader reaches them. */
import { test, expect } from './fixtures';

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({ colorScheme: mode });

    test('the UGC flow diagrams render', async ({ site, page }) => {
      await site.goto('/docs/ugc/learn/overview/flows');
      const diagrams = page.locator('.docusaurus-mermaid-container, pre[aria-label^="Diagram source"]');
      const count = await diagrams.count();
      expect(count).toBeGreaterThanOrEqual(3);
      // Scroll through the page so every diagram comes near the viewport.
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y <= height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(count);
      await expect(page.locator('pre[aria-label^="Diagram source"]')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    });
  });
}
