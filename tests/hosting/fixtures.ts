/**
 * The end-to-end fixtures (tests/e2e/fixtures.ts: hydration, no console errors) plus a record of
 * Content-Security-Policy violations (./cspReport.ts), checked empty after every test.
 */
import { test as e2e, expect } from '../e2e/fixtures';
import { CSP_BINDING, CSP_CONSOLE_MESSAGE, reportCspViolations } from './cspReport';

export const test = e2e.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding(CSP_BINDING, (_source, report: string) => violations.push(report));
      await page.addInitScript(reportCspViolations, CSP_BINDING);
      page.on('console', (message) => {
        if (CSP_CONSOLE_MESSAGE.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, `CSP violations on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
