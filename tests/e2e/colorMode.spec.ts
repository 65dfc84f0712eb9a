import { test, expect } from './fixtures';

const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });

test.describe('colour mode', () => {
  test.describe('with no system preference', () => {
    test.use({ colorScheme: 'light' });

    test.beforeEach(async ({ page }) => {
      // Chromium always reports light or dark; stub matchMedia to be a browser that reports neither.
      await page.addInitScript(() => {
        const original = window.matchMedia.bind(window);
        window.matchMedia = (query: string) => {
          const list = original(query);
          if (query.includes('prefers-color-scheme')) Object.defineProperty(list, 'matches', { get: () => false });
          return list;
        };
      });
    });

    test('defaults to dark', async ({ site }) => {
      await site.goto('/');
      expect(await site.theme()).toBe('dark');
    });

    test('toggle cycles system → light → dark → system and persists across reload', async ({ site, page }) => {
      await site.goto('/docs/learn/overview');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme-choice', 'system');
      await toggle(page).click();
      await expect(html).toHaveAttribute('data-theme-choice', 'light');
      await expect(html).toHaveAttribute('data-theme', 'light');
      await toggle(page).click();
      await expect(html).toHaveAttribute('data-theme-choice', 'dark');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await toggle(page).click();
      await expect(html).toHaveAttribute('data-theme-choice', 'system');

      await toggle(page).click();
      await expect(html).toHaveAttribute('data-theme-choice', 'light');
      expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
      await page.reload();
      await site.waitForHydration();
      await expect(html).toHaveAttribute('data-theme', 'light');
    });
  });

  test.describe('with a dark system preference', () => {
    test.use({ colorScheme: 'dark' });

    test('follows the system', async ({ site }) => {
      await site.goto('/');
      expect(await site.theme()).toBe('dark');
    });
  });

  test.describe('with a light system preference', () => {
    test.use({ colorScheme: 'light' });

    test('follows the system', async ({ site }) => {
      await site.goto('/');
      expect(await site.theme()).toBe('light');
    });
  });

  test.describe('when local storage throws', () => {
    test.use({ colorScheme: 'no-preference' });

    test('logs one warning and keeps working', async ({ site, page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('storage is not available')) warnings.push(message.text());
      });
      await site.goto('/docs/learn/overview');
      await toggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Guildforge Documentation' })).toBeVisible();
      expect(warnings).toHaveLength(1);
    });
  });
});
