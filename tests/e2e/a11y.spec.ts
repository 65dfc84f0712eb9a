/**
 * axe-core (WCAG 2.1 A and AA) on every page kind, in light and dark mode.
 * No rule is disabled. If one ever must be, add it to IGNORED_RULES with the reason.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

const PAGE_KINDS: Record<string, string> = {
  home: '/',
  'docs landing': '/docs',
  'learn page': '/docs/learn/HowItWorks/HowItWorks',
  'quest guide': '/docs/quests/questingSystem',
  'quest-type catalogue': '/docs/quests/Quest Types/questTypes',
  'quest-type page': '/docs/quests/Quest Types/Categories/twitter/follow',
  'rules index': '/docs/rules/index_rules',
  'rule page': '/docs/rules/Image/HueArcLength',
  'category index': '/docs/category/image',
  'UGC guide': '/docs/ugc/learn/getting-started/schema_setup',
  'React guide': '/docs/react-guildforge',
  recipe: '/docs/recipes/discord-role-reward',
  'API index': '/docs/category/api',
  'API intro': '/docs/API/guildforge-api',
  'API operation': '/docs/API/claim-user-quest',
  'API operation with explorer': '/docs/API/create-submission',
  'error catalogue': '/docs/api/errors',
  'API guide with code tabs': '/docs/api/webhooks',
  search: '/search?q=quest',
  'search with a corrected word': '/search?q=webhok',
  'not found': '/docs/does-not-exist',
};

/** Rules switched off, each with the reason. Empty on purpose. */
const IGNORED_RULES: Record<string, string> = {};

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({ colorScheme: mode });
    for (const [kind, path] of Object.entries(PAGE_KINDS)) {
      test(`${kind} has no WCAG 2.1 AA violations`, async ({ page }) => {
        if (kind === 'API operation with explorer') {
          await page.addInitScript(() => window.localStorage.setItem('guildforge.apiExplorer.open', 'true'));
        }
        await page.goto(encodeURI(path));
        await page.waitForSelector('html[data-has-hydrated="true"]');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (kind === 'API operation with explorer') {
          // Audit the open explorer, not its loading: it mounts after its chunks and the mock's service worker.
          await expect(page.getByRole('status').filter({ hasText: 'The mock is running in this tab.' })).toBeVisible({ timeout: 30_000 });
        }
        // Let lazy content (diagrams, search results) settle before auditing.
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .disableRules(Object.keys(IGNORED_RULES))
          .analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}

// Markdown tables scroll at narrow widths; each sits in a focusable, named region (src/components/MarkdownTable).
test('Markdown tables on a narrow screen can be reached and scrolled by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/docs/learn/overview');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const tables = page.locator('.theme-doc-markdown table');
  expect(await tables.count()).toBeGreaterThan(1);
  const outside = await tables.evaluateAll((all) => all.filter((table) => !table.parentElement?.matches('[role="region"][tabindex="0"][aria-label]')).length);
  expect(outside).toBe(0);
  const results = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
