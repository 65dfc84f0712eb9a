/**
 * WebKit (Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver over classic W3C WebDriver,
 * under xvfb-run: the MiniBrowser has no headless mode) against the production build under nginx
 * with the generated config, at phone width (390 px): pages of every kind load and hydrate with no
 * Content-Security-Policy violation and no page error, and none scrolls sideways.
 *
 * Classic WebDriver cannot run a script before the page's own, and this build of WebKitWebDriver
 * has no BiDi, so violations are reported to the test by the browser itself: the pages are loaded
 * through a proxy (./cspReportProxy.ts) that adds to each response with a policy the same policy as
 * Content-Security-Policy-Report-Only with a report-uri. nginx's policy is still the one enforced.
 * Page errors are recorded from the end of the load on; one thrown while loading would also stop
 * hydration, which is checked.
 *
 * WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH override Debian's paths of the driver and the browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { sampledSitePaths } from '../../scripts/pageSample';
import { DEFERRED_TARGETS, SEARCH_PAGE, TARGET_TOP_MAX_FRACTION } from '../hosting/interactions';
import { startCspReportProxy, type CspReportProxy } from './cspReportProxy';
import { WebDriverSession } from './webdriver';

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The browser WebKitWebDriver starts: Debian's libwebkit2gtk-4.1-0 ships it. */
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const PHONE_WIDTH = 390;
const BUILD = path.resolve('build');
const pages = sampledSitePaths(BUILD);

let proxy: CspReportProxy;
let driver: ChildProcess;
let session: WebDriverSession;
let configHome: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

beforeAll(async () => {
  proxy = await startCspReportProxy(inject('origin'));
  // GTK's minimum width of the MiniBrowser's toolbar (its location entry) kept the window at
  // 447 px or more: a user stylesheet lets it shrink to a phone's width.
  configHome = mkdtempSync(path.join(tmpdir(), 'guildforge-webkit-'));
  mkdirSync(path.join(configHome, 'gtk-3.0'));
  writeFileSync(path.join(configHome, 'gtk-3.0', 'gtk.css'), 'entry, button, toolbar, toolitem { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n');
  const port = await freePort();
  driver = spawn('xvfb-run', ['-a', DRIVER, `--port=${port}`], { detached: true, stdio: 'ignore', env: { ...process.env, XDG_CONFIG_HOME: configHome } });
  session = await WebDriverSession.start(`http://127.0.0.1:${port}`, {
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  });
  await session.setViewportWidth(PHONE_WIDTH, 844);
});

afterAll(async () => {
  await session?.end();
  // xvfb-run's process group: the shell, Xvfb and the driver.
  if (driver?.pid) process.kill(-driver.pid, 'SIGTERM');
  await proxy?.close();
  if (configHome) rmSync(configHome, { recursive: true, force: true });
});

afterEach(async () => {
  const reports = proxy.takeReports();
  expect(reports, 'CSP violations').toEqual([]);
});

/** Loads a page at phone width: its status, hydration, page errors from the end of the load on, and its width. */
async function checkPage(sitePath: string, status = 200): Promise<void> {
  await session.navigate(`${proxy.origin}${encodeURI(sitePath)}`);
  // The idle prefetch of the links in view runs after hydration: its violations are reported too.
  const result = await session.executeAsync<{ hydrated: boolean; errors: string[]; width: number; viewport: number }>(`
    const done = arguments[0];
    const errors = [];
    addEventListener('error', (event) => errors.push(String(event.message || event.error)));
    addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + String(event.reason)));
    const settle = () => requestAnimationFrame(() => setTimeout(() => done({
      hydrated: document.documentElement.dataset.hasHydrated === 'true',
      errors,
      width: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }), 300));
    const waitForHydration = (left) => document.documentElement.dataset.hasHydrated === 'true' || left === 0 ? settle() : setTimeout(() => waitForHydration(left - 1), 50);
    waitForHydration(200);
  `);
  expect(proxy.statusOf(encodeURI(sitePath)), sitePath).toBe(status);
  expect(result.viewport, 'the window is at phone width').toBe(PHONE_WIDTH);
  expect(result.hydrated, 'hydrated').toBe(true);
  expect(result.errors, 'page errors').toEqual([]);
  expect(result.width, 'page width').toBeLessThanOrEqual(result.viewport);
}

describe(`WebKit at ${PHONE_WIDTH} px: pages of every kind load under the CSP and fit the screen`, () => {
  test('a violation is reported: an image from another origin', async () => {
    // Proves the reports reach the test in this engine, so that the checks below cannot pass by seeing nothing.
    await session.navigate(`${proxy.origin}/docs/learn/overview`);
    await session.executeAsync(`new Image().src = 'https://example.com/blocked.png'; arguments[0]();`);
    let reports: string[] = [];
    for (let waited = 0; reports.length === 0 && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reports = proxy.takeReports();
    }
    expect(reports.join('\n')).toMatch(/img-src blocked https:\/\/example\.com/);
  });

  test.each(pages)('%s', (sitePath) => checkPage(sitePath));

  test('the not-found page', () => checkPage('/docs/no-such-page', 404));
});

describe(`WebKit at ${PHONE_WIDTH} px: the /search page under the CSP`, () => {
  test('lists the results of its URL\'s query, searched in its worker', async () => {
    await checkPage(SEARCH_PAGE.path);
    const found = await session.executeAsync<{ listed: boolean; fetchedByThePage: string[] }>(`
      const [selector, done] = arguments;
      const listed = (left) => document.querySelector(selector) || left === 0
        ? done({ listed: document.querySelector(selector) !== null, fetchedByThePage: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname) })
        : setTimeout(() => listed(left - 1), 50);
      listed(400);
    `, [SEARCH_PAGE.result]);
    expect(found.listed, 'a result is listed').toBe(true);
    for (const file of SEARCH_PAGE.notOnThePage) expect(found.fetchedByThePage, 'searched in the worker').not.toContain(file);
  });
});

describe(`WebKit at ${PHONE_WIDTH} px: a link lands on its target below content laid out only when reached`, () => {
  test.each(DEFERRED_TARGETS)('$page#$id', async ({ page: sitePath, id }) => {
    await session.navigate(`${proxy.origin}${encodeURI(sitePath)}#${id}`);
    const place = await session.executeAsync<{ top: number; navbar: number; height: number } | null>(`
      const [id, done] = arguments;
      const settled = (left) => document.documentElement.dataset.hasHydrated === 'true' || left === 0
        ? requestAnimationFrame(() => requestAnimationFrame(() => {
            const target = document.getElementById(id);
            const navbar = document.querySelector('.navbar');
            done(target && navbar ? { top: target.getBoundingClientRect().top, navbar: navbar.getBoundingClientRect().bottom, height: innerHeight } : null);
          }))
        : setTimeout(() => settled(left - 1), 50);
      settled(200);
    `, [id]);
    expect(place, `#${id} and the navbar exist`).not.toBeNull();
    expect(place!.top, 'below the sticky navbar').toBeGreaterThanOrEqual(place!.navbar - 1);
    expect(place!.top / place!.height, 'at the top of the screen').toBeLessThan(TARGET_TOP_MAX_FRACTION);
  });
});
