import { test, expect } from './fixtures';

const HOSTILE_QUERIES = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '(*+?[', 'x'.repeat(2000), '🎮🏆 quest'];

test.describe('search', () => {
  test('does not fetch the index before the reader focuses search', async ({ site, page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
    });
    await site.goto('/docs/learn/overview');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await site.searchInput.focus();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  });

  test('finds a page and shows the context footer', async ({ site, page }) => {
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('idempotency');
    const suggestions = page.locator('.aa-dropdown-menu, [role="listbox"]').first();
    await expect(suggestions).toContainText(/idempotency/i);
    await expect(page.getByText(/See all results (within|outside) Learn/)).toBeVisible();
  });

  test('says "No results" when nothing matches', async ({ site, page }) => {
    await site.goto('/docs/learn/overview');
    await site.searchInput.fill('zzqxvbnotaword');
    await expect(page.getByText('No results', { exact: false }).first()).toBeVisible();
  });

  test('the /search page takes q and lists results', async ({ site, page }) => {
    await site.goto('/search?q=webhook');
    await expect(page.locator('main')).toContainText(/webhook/i);
    await expect(page.locator('main a[href*="/docs/"]').first()).toBeVisible();
  });

  test('_highlight marks the term on the target page', async ({ site, page }) => {
    await site.goto('/docs/api/idempotency?_highlight=replayed');
    await expect(page.locator('mark').first()).toBeVisible();
    await expect(page.locator('mark').first()).toHaveText(/replayed/i);
  });

  for (const query of HOSTILE_QUERIES) {
    test(`survives the query ${JSON.stringify(query.slice(0, 30))}`, async ({ site, page }) => {
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await site.goto('/docs/learn/overview');
      await site.searchInput.fill(query);
      await expect(page.locator('.aa-dropdown-menu, [role="listbox"]').first()).toBeVisible();
      await page.waitForTimeout(300);
      expect(dialogs).toBe(0);
      expect(await page.locator('.aa-dropdown-menu img[src="x"], .aa-dropdown-menu script').count()).toBe(0);
      await expect(page.getByText('This page crashed')).toHaveCount(0);

      await site.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.locator('main')).toBeVisible();
      expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      expect(dialogs).toBe(0);
    });
  }
});
