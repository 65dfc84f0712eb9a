/**
 * The end-to-end fixtures (tests/e2e/fixtures.ts: hydration, no console errors) plus a record of
 * Content-Security-Policy violations, checked empty after every test: the document's
 * `securitypolicyviolation` events and the console's reports, which also carry the violations
 * of workers (a worker's events do not reach the document).
 */
import { test as e2e, expect } from '../e2e/fixtures';

const BINDING = '__reportCspViolation';

export const test = e2e.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding(BINDING, (_source, report: string) => violations.push(report));
      await page.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`;
          void (window as unknown as Record<string, (text: string) => Promise<void>>)[binding]?.(report);
        });
      }, BINDING);
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (execute|load|apply|connect|create|frame|compile)/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, `CSP violations on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
