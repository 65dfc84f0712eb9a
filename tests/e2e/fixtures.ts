/**
 * Shared fixtures: a `site` page object that waits for hydration and records
 * console errors, so specs stay short and every spec fails on a console error.
 */
import { test as base, expect, type Page } from '@playwright/test';

/** Console messages that are not defects of this site, each with its reason. */
const IGNORED_CONSOLE = [
  // Chromium logs failed favicon or font fetches when the network is closed; not our pages.
  /net::ERR_INTERNET_DISCONNECTED/,
];

export class Site {
  readonly consoleErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error' && !IGNORED_CONSOLE.some((re) => re.test(message.text()))) {
        this.consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => this.consoleErrors.push(`pageerror: ${error.message}`));
  }

  /** Navigate and wait until React has hydrated the page. */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitForHydration();
  }

  async waitForHydration(): Promise<void> {
    // Docusaurus sets this attribute once the client app has hydrated.
    await this.page.waitForSelector('html[data-has-hydrated="true"]');
  }

  get searchInput() {
    return this.page.getByRole('searchbox').or(this.page.locator('input.navbar__search-input')).first();
  }

  async theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }
}

export const test = base.extend<{ site: Site }>({
  site: async ({ page }, use) => {
    const site = new Site(page);
    await use(site);
    expect(site.consoleErrors, 'console errors on the page').toEqual([]);
  },
});

export { expect };
