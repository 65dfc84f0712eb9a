/**
 * How the hosting tests see Content-Security-Policy violations, in any browser: the document's
 * `securitypolicyviolation` events, reported through a function the test exposes to the page, and
 * the console's reports, which also carry the violations of workers (a worker's events do not
 * reach the document). Used by the Chromium fixtures (./fixtures.ts) and the Firefox and WebKit
 * runs (tests/browsers).
 */

/** The name of the page's reporting function. */
export const CSP_BINDING = '__reportCspViolation';

/**
 * A console message that reports a violation: Chromium's and WebKit's "Refused to …", Firefox's
 * "Content-Security-Policy: The page’s settings blocked …".
 */
export const CSP_CONSOLE_MESSAGE = /Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect|create|frame|compile)/i;

/**
 * Runs in the page before its own scripts (an init or preload script): reports each violation the
 * document sees to `window[binding]`, one line each.
 */
export function reportCspViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`;
    void (window as unknown as Record<string, ((text: string) => Promise<void>) | undefined>)[binding]?.(report);
  });
}
