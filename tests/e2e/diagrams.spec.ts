/**
 * Mermaid diagrams are SVG in the page's HTML (rendered at build time), and their text takes the
 * colour mode's colours: dark text in light mode, light text in dark mode.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';

const PAGE = 'docs/ugc/learn/overview/flows.mdx';
/** Diagrams on the page, counted in its source. */
const DIAGRAMS = (readFileSync(PAGE, 'utf8').match(/^```mermaid$/gm) ?? []).length;

/** Relative luminance of a CSS rgb() colour (WCAG 2.1). */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({ colorScheme: mode });

    test('the UGC flow diagrams are in the page, readable in the mode', async ({ site, page }) => {
      await site.goto('/docs/ugc/learn/overview/flows');
      expect(DIAGRAMS).toBeGreaterThanOrEqual(3);
      const figures = page.locator('figure[data-diagram] [role="img"] svg');
      await expect(figures).toHaveCount(DIAGRAMS);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const label = page.locator('figure[data-diagram] [role="img"]').first();
      await expect(label).toHaveAttribute('aria-label', /^(State diagram|Sequence diagram|Flowchart): /);
      const fill = await figures.first().locator('g.node text').first().evaluate((text) => getComputedStyle(text).fill);
      const text = luminance(fill);
      expect(mode === 'light' ? text < 0.2 : text > 0.6, `node text ${fill} in ${mode} mode`).toBe(true);
    });
  });
}
