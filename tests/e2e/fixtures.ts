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

  /**
   * From the next navigation on, records each ICU object the page builds: a call of
   * `localeCompare`, or an `Intl.Collator` or `Intl.Segmenter` with its locale and granularity
   * (`Segmenter en grapheme`). The first of each costs tens of milliseconds of CPU. Returns a
   * reader of the record.
   */
  async recordIcu(): Promise<() => Promise<string[]>> {
    await this.page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { icuCalls: string[] }).icuCalls = calls;
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        calls.push('localeCompare');
        return localeCompare.apply(this, args);
      };
      for (const name of ['Collator', 'Segmenter'] as const) {
        Object.defineProperty(Intl, name, {
          configurable: true,
          writable: true,
          value: new Proxy(Intl[name], {
            construct(target, args: [string?, { granularity?: string }?]) {
              calls.push([name, args[0], args[1]?.granularity].filter(Boolean).join(' '));
              return Reflect.construct(target, args) as object;
            },
          }),
        });
      }
    });
    return () => this.page.evaluate(() => (window as unknown as { icuCalls: string[] }).icuCalls);
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
