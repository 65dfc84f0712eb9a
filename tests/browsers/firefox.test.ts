/**
 * Firefox ESR (Debian's firefox-esr), driven over WebDriver BiDi by puppeteer-core, against the
 * production build under nginx with the generated config: pages of every kind load and hydrate
 * with no Content-Security-Policy violation and no page error, and the reader's interactive parts
 * (search, the samples pane, "Try it", a rule check) work under the policy. Chromium runs the same
 * checks on every page (tests/hosting/csp.spec.ts); Firefox enforces parts of the policy that
 * Chromium lets through (prefetch links against default-src 'none', once 8 to 41 violations a load).
 *
 * FIREFOX_PATH overrides /usr/bin/firefox-esr.
 */
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { sampledSitePaths } from '../../scripts/pageSample';
import { CSP_BINDING, CSP_CONSOLE_MESSAGE, reportCspViolations } from '../hosting/cspReport';
import { DEFERRED_TARGETS, RULE_CHECK, SAMPLES, SEARCH, SEARCH_PAGE, TARGET_TOP_MAX_FRACTION, TRY_IT } from '../hosting/interactions';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const origin = inject('origin');
const BUILD = path.resolve('build');
/** A sample covering every kind of page (scripts/pageSample.ts); the not-found page is its own test. */
const pages = sampledSitePaths(BUILD);

let browser: Browser;
let page: Page;
/** What went wrong in the current test: CSP violations, page errors and console errors. */
let problems: string[] = [];

async function newTab(): Promise<Page> {
  const tab = await browser.newPage();
  await tab.exposeFunction(CSP_BINDING, (report: string) => problems.push(`CSP: ${report}`));
  await tab.evaluateOnNewDocument(reportCspViolations, CSP_BINDING);
  tab.on('console', (message) => {
    if (CSP_CONSOLE_MESSAGE.test(message.text())) problems.push(`CSP (console): ${message.text()}`);
    else if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  // Firefox reports its console's CSP errors as page errors over BiDi.
  tab.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    problems.push(`${CSP_CONSOLE_MESSAGE.test(message) ? 'CSP (console)' : 'page error'}: ${message}`);
  });
  return tab;
}

/** Loads a path, checks its status, and waits until React has hydrated it. */
async function load(path: string, status = 200): Promise<void> {
  const response = await page.goto(`${origin}${encodeURI(path)}`, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(status);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Polls `predicate` in the page until it returns a truthy value. Not puppeteer's waitForFunction:
 * over BiDi it builds its poller with Function(), which the site's policy refuses.
 */
async function waitFor<T, A extends unknown[]>(what: string, predicate: (...args: A) => T, args: A, timeout = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = (await page.evaluate(predicate as (...args: unknown[]) => T, ...args)) as T;
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the first element matching `selector` whose text or accessible label contains `text`, and clicks it. */
async function click(selector: string, text: string): Promise<void> {
  const index = await waitFor(
    `${selector} with "${text}"`,
    (selector: string, text: string) => {
      const found = [...document.querySelectorAll(selector)].findIndex((element) => `${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`.includes(text));
      return found < 0 ? null : found + 1;
    },
    [selector, text],
  );
  await (await page.$$(selector))[index - 1].click();
}

/** Waits until an element matching `selector` contains `text`. */
async function waitForText(selector: string, text: string, timeout?: number): Promise<void> {
  await waitFor(
    `"${text}" in ${selector}`,
    (selector: string, text: string) => [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text)),
    [selector, text],
    timeout,
  );
}

beforeAll(async () => {
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  page = await newTab();
  // Every load a first visit, as the status check expects (a revisit would be 304).
  await page.setCacheEnabled(false);
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  // Violations found after the checks (a prefetch in idle time) are reported by then too.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const found = problems;
  problems = [];
  expect(found, `problems on ${page.url()}`).toEqual([]);
});

describe('Firefox: pages of every kind load and hydrate under the CSP', () => {
  test.each(pages)('%s', async (path) => {
    await load(path);
    // The idle prefetch of the links in view runs after hydration: it must be allowed too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  });

  test('a violation is seen: an image from another origin', async () => {
    // Proves the listener works in this engine, so that the checks above cannot pass by seeing nothing.
    await load('/docs/learn/overview');
    await page.evaluate(() => {
      new Image().src = 'https://example.com/blocked.png';
    });
    const blocked = (problem: string) => /img-src blocked https:\/\/example\.com\/blocked\.png/.test(problem);
    for (let waited = 0; !problems.some(blocked) && waited < 5_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(problems.filter(blocked)).not.toEqual([]);
    // Firefox also logs it; anything else is for afterEach to report.
    problems = problems.filter((problem) => !blocked(problem) && !/example\.com\/blocked\.png/.test(problem));
  });

  test('the not-found page', async () => {
    await load('/docs/no-such-page', 404);
    await waitForText('h1', 'Page Not Found');
  });
});

describe('Firefox: a link lands on its target below content laid out only when reached', () => {
  test.each(DEFERRED_TARGETS)('$page#$id', async ({ page: sitePath, id }) => {
    await load(`${sitePath}#${id}`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const place = await page.evaluate((id: string) => {
      const target = document.getElementById(id);
      const navbar = document.querySelector('.navbar');
      return target && navbar ? { top: target.getBoundingClientRect().top, navbar: navbar.getBoundingClientRect().bottom, height: window.innerHeight } : null;
    }, id);
    expect(place, `#${id} and the navbar exist`).not.toBeNull();
    expect(place!.top, 'below the sticky navbar').toBeGreaterThanOrEqual(place!.navbar - 1);
    expect(place!.top / place!.height, 'at the top of the screen').toBeLessThan(TARGET_TOP_MAX_FRACTION);
  });
});

describe('Firefox: interactive parts under the CSP', () => {
  test('the search box suggests pages', async () => {
    await load(SEARCH.page);
    await (await page.waitForSelector('input.navbar__search-input'))!.click();
    await page.keyboard.type(SEARCH.query);
    await waitForText('[role="listbox"] [role="option"]:first-child', SEARCH.firstSuggestion);
  });

  test('the /search page lists the results of its URL\'s query, searched in its worker', async () => {
    await load(SEARCH_PAGE.path);
    await waitFor('a result', (selector: string) => document.querySelector(selector) !== null, [SEARCH_PAGE.result]);
    const fetchedByThePage = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    for (const file of SEARCH_PAGE.notOnThePage) expect(fetchedByThePage, 'searched in the worker').not.toContain(file);
  });

  test('the samples pane switches to the sandbox host and between languages', async () => {
    await load(SAMPLES.page);
    await click('[data-testid="api-samples"] button', SAMPLES.sandboxButton);
    await waitForText('[data-testid="api-samples"] [role="tabpanel"]:not([hidden]) pre', SAMPLES.sandboxSample);
    await click('[data-testid="api-samples"] [role="tab"]', SAMPLES.otherTab);
    await waitForText('[data-testid="api-samples"] [role="tabpanel"]:not([hidden]) pre', `'${SAMPLES.sandboxSample.replace('<userQuestId>/claim', '')}`);
    await waitForText('[data-testid="api-samples-host"]', SAMPLES.sandboxNote);
  });

  test('"Try it" starts the sandbox and sends a request to it', async () => {
    await load(TRY_IT.page);
    await click('button', TRY_IT.button);
    await waitForText('[role="status"]', TRY_IT.running, 60_000);
    await click('button', TRY_IT.send);
    await waitForText('.openapi-explorer__response-container', TRY_IT.withoutToken);
    // The mock answers 401 on purpose; Firefox logs nothing for it, so nothing is filtered here.
  });

  test('the rule checker checks JSON against the reader’s schema', async () => {
    await load(RULE_CHECK.page);
    await click('button', RULE_CHECK.button);
    // The value's field, named by its <label> "Value of …" (src/components/RuleTryPanel/FieldInput.tsx).
    const field = await waitFor('the value field', () => document.evaluate('//label[starts-with(., "Value of ")]/@for', document, null, XPathResult.STRING_TYPE).stringValue, []);
    const value = await page.waitForSelector(`[id="${field}"]`);
    await value!.type(RULE_CHECK.value);
    await waitForText('[data-testid="verdict-message"]', RULE_CHECK.verdict);
  });
});
