/**
 * Search on a phone, for `npm run bench` (scripts/bench.mts calls this module).
 *
 * Lighthouse's mobile profile, reproduced with Playwright and the Chrome DevTools Protocol:
 * 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up (`Network.emulateNetworkConditions`)
 * and the CPU slowed 4× (`Emulation.setCPUThrottlingRate`). For each page kind it opens the
 * page with an empty cache, waits until the page is idle, taps the navbar search box, types
 * the query at a reader's pace and records:
 *  - the bytes fetched from the tap until search is done (every request the tap caused:
 *    the search code, the engine, its index chunks and the results' excerpts);
 *  - the time from the first keystroke to the first suggestion (and from the tap).
 * Then it opens `/search?q=…` and times its first result from the start of navigation.
 * All of it once per way of serving the build (SEARCH_SERVINGS): as a static host serves it
 * (brotli, hashed assets immutable), and as a plain static server does (gzip, `no-cache` for
 * every file), which is how issue 47 measured it by hand and found /search 2 s slower.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { BUDGETS, type BudgetName } from './benchBudgets';

/** The query a reader types into the navbar box and the /search page is opened with. */
export const MOBILE_SEARCH_QUERY = 'webhook';
/** Page kinds the mobile search bench types from (ids of bench.mts's PAGE_KINDS). */
export const MOBILE_SEARCH_KIND_IDS: readonly string[] = ['home', 'learn', 'rule', 'quest-type', 'api-operation', 'api-index'];

/** Lighthouse's mobile ("slow 4G") network and CPU, as its docs give them. */
export const MOBILE_PROFILE = {
  rttMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

/** How the bench's static server (scripts/bench.mts `startStaticServer`) serves a build. */
export interface Serving {
  readonly label: string;
  /** Content encodings offered, preferred first. */
  readonly encodings: readonly ('br' | 'gzip')[];
  /** Whether hashed files under /assets/ are sent as immutable for a year (else every file is `no-cache`). */
  readonly immutableAssets: boolean;
}

/** As static hosts serve the site: brotli, hashed assets immutable. */
export const HOST_SERVING: Serving = { label: 'brotli, immutable assets', encodings: ['br', 'gzip'], immutableAssets: true };
/** As a plain static server serves it: gzip, `no-cache` for every file. */
export const PLAIN_SERVING: Serving = { label: 'gzip, no-cache', encodings: ['gzip'], immutableAssets: false };
/** Mobile search is measured, and budgeted, served each of these ways. */
export const SEARCH_SERVINGS: readonly Serving[] = [HOST_SERVING, PLAIN_SERVING];

/** A reader types about five characters a second. */
const KEY_DELAY_MS = 120;
/** After the first suggestion, this long without a new request means search has finished fetching. */
const QUIET_MS = 1500;
const LOAD_TIMEOUT_MS = 90_000;
const RESULT_TIMEOUT_MS = 60_000;

const INPUT_SELECTOR = 'input.navbar__search-input';
/** A suggestion in the navbar dropdown (not the "No results" line). */
const SUGGESTION_SELECTOR = '.navbar__search [role="option"]:not([aria-disabled="true"])';
/** A result on the /search page. */
const RESULT_SELECTOR = '#__docusaurus_skipToContent_fallback article a[href*="/docs/"]';

const KiB = 1024;

export interface SearchKindInput {
  readonly id: string;
  readonly label: string;
  readonly path: string;
}

/** A request made for search: when it started and finished, ms from the first keystroke (negative: before it). */
export interface TimelineEntry {
  path: string;
  kib: number;
  startMs: number;
  endMs: number;
}

export interface MobileSearchRow {
  id: string;
  label: string;
  path: string;
  runs: number;
  /** Transfer bytes of every request made from the tap on the search box until search went quiet (median). */
  bytes: number | null;
  requests: number | null;
  /** First keystroke → first suggestion, ms (median). */
  afterFirstKeyMs: number | null;
  /** Tap → first suggestion, ms (median). */
  afterTapMs: number | null;
  /** The largest files of the last run, for reading the figure. */
  largest: { path: string; kib: number }[];
  /** Every request of the last run, ms from the first keystroke (printed with BENCH_SEARCH_TRACE=1). */
  timeline: TimelineEntry[];
  errors: string[];
}

export interface MobileSearchPageRow {
  path: string;
  runs: number;
  /** Every request of the last run until the first result, ms from the start of navigation (printed with BENCH_SEARCH_TRACE=1). */
  timeline: TimelineEntry[];
  /** Navigation start → first result on the page, ms (median). */
  firstResultMs: number | null;
  /** Everything the page fetched until its first result was showing (median). */
  bytes: number | null;
  errors: string[];
}

export interface MobileSearchReport {
  query: string;
  /** How the build was served (Serving's label). */
  serving: string;
  profile: typeof MOBILE_PROFILE;
  kinds: MobileSearchRow[];
  searchPage: MobileSearchPageRow;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Records every request of a browser context with its transfer size (encoded body and
 * headers) once it finishes: the page's own and those of its Web Workers, which a CDP
 * session on the page does not see (the lunr-based search fetched its index from one).
 */
class NetworkLog {
  private readonly started = new Map<Request, number>();
  readonly finished: { url: string; bytes: number; startedAt: number; finishedAt: number }[] = [];
  lastActivity = Date.now();

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      if (request.url().startsWith('data:')) return;
      this.started.set(request, Date.now());
      this.lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      const startedAt = this.started.get(request);
      this.lastActivity = Date.now();
      if (startedAt === undefined) return;
      void request
        .sizes()
        .then((sizes) => {
          this.finished.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, startedAt, finishedAt: Date.now() });
          this.lastActivity = Date.now();
        })
        .catch(() => undefined);
    });
    context.on('requestfailed', () => {
      this.lastActivity = Date.now();
    });
  }

  since(at: number): { url: string; bytes: number; startedAt: number; finishedAt: number }[] {
    return this.finished.filter((entry) => entry.startedAt >= at);
  }

  /** Resolves once no request has started or finished for `quietMs` (or after `capMs`). */
  async quiet(quietMs: number, capMs: number): Promise<void> {
    const deadline = Date.now() + capMs;
    while (Date.now() < deadline && Date.now() - this.lastActivity < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function throttledPage(browser: Browser): Promise<{ page: Page; network: NetworkLog; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const network = new NetworkLog(context);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.rttMs,
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  return { page, network, close: () => context.close() };
}

interface BarMarks {
  firstKey?: number;
  tap?: number;
  firstSuggestion?: number;
}

interface BarRun {
  bytes: number;
  requests: number;
  afterFirstKeyMs: number;
  afterTapMs: number;
  largest: { path: string; kib: number }[];
  timeline: TimelineEntry[];
}

async function measureBarOnce(browser: Browser, origin: string, kind: SearchKindInput): Promise<BarRun> {
  const { page, network, close } = await throttledPage(browser);
  try {
    await page.goto(`${origin}${kind.path}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: LOAD_TIMEOUT_MS });
    // Idle prefetching and lazy content settle first, so that only search is measured.
    await network.quiet(QUIET_MS, LOAD_TIMEOUT_MS);
    const input = page.locator(INPUT_SELECTOR).first();
    await input.waitFor({ state: 'visible' });
    await page.evaluate(
      ({ inputSelector, suggestionSelector }) => {
        const marks: BarMarks = {};
        (window as unknown as { __benchSearch: BarMarks }).__benchSearch = marks;
        // (No named helpers: the bundler would wrap them in a `__name` call the page lacks.)
        document.addEventListener(
          'pointerdown',
          (event) => {
            if (event.target instanceof Element && event.target.closest('.navbar__search')) marks.tap ??= performance.now();
          },
          true,
        );
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.target instanceof HTMLInputElement && event.target.matches(inputSelector)) marks.firstKey ??= performance.now();
          },
          true,
        );
        const observer = new MutationObserver(() => {
          if (document.querySelector(suggestionSelector)) {
            marks.firstSuggestion = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      },
      { inputSelector: INPUT_SELECTOR, suggestionSelector: SUGGESTION_SELECTOR },
    );
    const tappedAt = Date.now();
    await input.tap();
    await page.keyboard.type(MOBILE_SEARCH_QUERY, { delay: KEY_DELAY_MS });
    await page.waitForFunction(() => (window as unknown as { __benchSearch: BarMarks }).__benchSearch.firstSuggestion !== undefined, null, {
      timeout: RESULT_TIMEOUT_MS,
    });
    await network.quiet(QUIET_MS, RESULT_TIMEOUT_MS);
    const { marks, timeOrigin } = await page.evaluate(() => ({
      marks: (window as unknown as { __benchSearch: BarMarks }).__benchSearch,
      timeOrigin: performance.timeOrigin,
    }));
    if (marks.firstKey === undefined || marks.firstSuggestion === undefined || marks.tap === undefined) {
      throw new Error(`missing marks ${JSON.stringify(marks)}`);
    }
    const fetched = network.since(tappedAt);
    // The page's clock and Node's are the same system clock; the timeline is relative to the first key.
    const firstKeyAt = timeOrigin + marks.firstKey;
    return {
      bytes: fetched.reduce((sum, entry) => sum + entry.bytes, 0),
      requests: fetched.length,
      afterFirstKeyMs: Math.max(0, marks.firstSuggestion - marks.firstKey),
      afterTapMs: marks.firstSuggestion - marks.tap,
      largest: [...fetched]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 4)
        .map((entry) => ({ path: new URL(entry.url).pathname, kib: Number((entry.bytes / KiB).toFixed(1)) })),
      timeline: [...fetched]
        .sort((a, b) => a.startedAt - b.startedAt)
        .map((entry) => ({
          path: new URL(entry.url).pathname,
          kib: Number((entry.bytes / KiB).toFixed(1)),
          startMs: Math.round(entry.startedAt - firstKeyAt),
          endMs: Math.round(entry.finishedAt - firstKeyAt),
        })),
    };
  } finally {
    await close();
  }
}

async function measureSearchPageOnce(browser: Browser, origin: string, path: string): Promise<{ firstResultMs: number; bytes: number; timeline: TimelineEntry[] }> {
  const { page, network, close } = await throttledPage(browser);
  try {
    await page.addInitScript((resultSelector: string) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(resultSelector)) {
          (window as unknown as { __benchFirstResult: number }).__benchFirstResult = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, RESULT_SELECTOR);
    const started = Date.now();
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => (window as unknown as { __benchFirstResult?: number }).__benchFirstResult !== undefined, null, {
      timeout: RESULT_TIMEOUT_MS,
    });
    const { firstResultMs, timeOrigin } = await page.evaluate(() => ({
      firstResultMs: (window as unknown as { __benchFirstResult: number }).__benchFirstResult,
      timeOrigin: performance.timeOrigin,
    }));
    const fetched = network.since(started);
    return {
      firstResultMs,
      bytes: fetched.reduce((sum, entry) => sum + entry.bytes, 0),
      timeline: [...fetched]
        .sort((a, b) => a.startedAt - b.startedAt)
        .map((entry) => ({
          path: new URL(entry.url).pathname,
          kib: Number((entry.bytes / KiB).toFixed(1)),
          startMs: Math.round(entry.startedAt - timeOrigin),
          endMs: Math.round(entry.finishedAt - timeOrigin),
        })),
    };
  } finally {
    await close();
  }
}

/** Fetches every file once so that the server's compression cache is warm, as a host's CDN would be. */
async function warmServer(origin: string, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } }).then((res) => res.arrayBuffer())));
}

export async function measureMobileSearch(
  origin: string,
  kinds: readonly SearchKindInput[],
  runs: number,
  options: { readonly chromiumPath: string; readonly chromeFlags: readonly string[]; readonly log: (message: string) => void; readonly serving: Serving },
): Promise<MobileSearchReport> {
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: options.chromeFlags.filter((flag) => !flag.startsWith('--headless')) });
  const searchPagePath = `/search?q=${encodeURIComponent(MOBILE_SEARCH_QUERY)}`;
  try {
    // One unthrottled pass warms the server's compression cache for pages and search files alike.
    await warmServer(origin, [...kinds.map((kind) => kind.path), searchPagePath]);
    for (const kind of kinds.slice(0, 1)) await measureBarOnce(browser, origin, kind).catch(() => undefined);
    const rows: MobileSearchRow[] = [];
    for (const kind of kinds) {
      const results: BarRun[] = [];
      const errors: string[] = [];
      for (let run = 1; run <= runs; run += 1) {
        options.log(`Mobile search from ${kind.label} (${kind.path}) run ${run}/${runs}`);
        try {
          results.push(await measureBarOnce(browser, origin, kind));
        } catch (error) {
          errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
        }
      }
      const row: MobileSearchRow = {
        id: kind.id,
        label: kind.label,
        path: kind.path,
        runs: results.length,
        bytes: median(results.map((result) => result.bytes)),
        requests: median(results.map((result) => result.requests)),
        afterFirstKeyMs: median(results.map((result) => result.afterFirstKeyMs)),
        afterTapMs: median(results.map((result) => result.afterTapMs)),
        largest: results.at(-1)?.largest ?? [],
        timeline: results.at(-1)?.timeline ?? [],
        errors,
      };
      rows.push(row);
      options.log(
        `  ${row.label}: ${fmt(row.bytes === null ? null : row.bytes / KiB, 1)} KiB, first suggestion ${fmt(row.afterFirstKeyMs, 0)} ms after the first key` +
          (errors.length ? ` (${errors.join('; ')})` : ''),
      );
    }
    const pageResults: Awaited<ReturnType<typeof measureSearchPageOnce>>[] = [];
    const pageErrors: string[] = [];
    for (let run = 1; run <= runs; run += 1) {
      options.log(`Mobile ${searchPagePath} run ${run}/${runs}`);
      try {
        pageResults.push(await measureSearchPageOnce(browser, origin, searchPagePath));
      } catch (error) {
        pageErrors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      }
      const last = pageResults.at(-1);
      options.log(`  ${searchPagePath}: ${last ? `${fmt(last.bytes / KiB, 1)} KiB, first result ${fmt(last.firstResultMs, 0)} ms` : pageErrors.at(-1)}`);
    }
    return {
      query: MOBILE_SEARCH_QUERY,
      serving: options.serving.label,
      profile: MOBILE_PROFILE,
      kinds: rows,
      searchPage: {
        path: searchPagePath,
        runs: pageResults.length,
        firstResultMs: median(pageResults.map((result) => result.firstResultMs)),
        bytes: median(pageResults.map((result) => result.bytes)),
        timeline: pageResults.at(-1)?.timeline ?? [],
        errors: pageErrors,
      },
    };
  } finally {
    await browser.close();
  }
}

const fmt = (value: number | null, digits: number): string => (value === null ? '—' : value.toFixed(digits));

/** The table `npm run bench` prints. */
export function formatMobileSearch(report: MobileSearchReport): string {
  const header = ['Where the reader types', 'Fetched KiB', 'Reqs', 'First suggestion ms', 'from tap ms'];
  const rows = report.kinds.map((row) => [
    `${row.label} (${decodeURI(row.path)})`,
    fmt(row.bytes === null ? null : row.bytes / KiB, 1),
    fmt(row.requests, 0),
    fmt(row.afterFirstKeyMs, 0),
    fmt(row.afterTapMs, 0),
  ]);
  rows.push([`${report.searchPage.path}, from navigation`, fmt(report.searchPage.bytes === null ? null : report.searchPage.bytes / KiB, 1), '', fmt(report.searchPage.firstResultMs, 0), '']);
  const widths = header.map((title, col) => Math.max(title.length, ...rows.map((row) => row[col].length)));
  const line = (cells: readonly string[]) => cells.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  ');
  const { rttMs, downloadKbps, uploadKbps, cpuSlowdown } = report.profile;
  const notes = [
    ...report.kinds.filter((row) => row.errors.length).map((row) => `  ! ${row.label}: ${row.errors.join('; ')}`),
    ...(report.searchPage.errors.length ? [`  ! ${report.searchPage.path}: ${report.searchPage.errors.join('; ')}`] : []),
    ...report.kinds.map((row) => `  ${row.label.padEnd(14)} largest: ${row.largest.map((file) => `${file.path} ${file.kib}`).join(', ') || '—'}`),
    ...(process.env.BENCH_SEARCH_TRACE
      ? report.kinds.flatMap((row) => [
          `\n  ${row.label}: requests of the last run, ms from the first keystroke (first suggestion at ${fmt(row.afterFirstKeyMs, 0)})`,
          ...row.timeline.map((entry) => `    ${String(entry.startMs).padStart(6)} → ${String(entry.endMs).padStart(6)}  ${entry.kib.toFixed(1).padStart(6)} KiB  ${entry.path}`),
        ])
      : []),
    ...(process.env.BENCH_SEARCH_TRACE
      ? [
          `\n  ${report.searchPage.path}: requests of the last run, ms from navigation (first result at ${fmt(report.searchPage.firstResultMs, 0)})`,
          ...report.searchPage.timeline.map((entry) => `    ${String(entry.startMs).padStart(6)} → ${String(entry.endMs).padStart(6)}  ${entry.kib.toFixed(1).padStart(6)} KiB  ${entry.path}`),
        ]
      : []),
  ];
  return [
    `\nSearch on a phone ("${report.query}"; ${rttMs} ms RTT, ${downloadKbps} kbit/s down, ${uploadKbps} kbit/s up, CPU ${cpuSlowdown}× slower; served with ${report.serving}; median of runs).`,
    'Fetched = every request from the tap on the box until search went quiet; the /search row counts the whole page load.\n',
    line(header),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...rows.map(line),
    ...notes,
  ].join('\n');
}

export interface MobileSearchBudgetResult {
  budget: BudgetName;
  subject: string;
  limit: number;
  actual: number | null;
  pass: boolean;
}

/** The issue's goal: ≤ 1,500 ms and ≤ 300 KiB from every page kind; the /search page within 3,000 ms; for each way of serving. */
export function checkMobileSearchBudgets(report: MobileSearchReport): MobileSearchBudgetResult[] {
  const results: MobileSearchBudgetResult[] = [];
  const atMost = (budget: BudgetName, subject: string, actual: number | null): void => {
    const { limit } = BUDGETS[budget];
    results.push({ budget, subject: `${subject} (${report.serving})`, limit, actual, pass: actual !== null && actual <= limit });
  };
  for (const row of report.kinds) {
    atMost('mobileSearchFirstSuggestionMaxMs', row.label, row.afterFirstKeyMs);
    atMost('mobileSearchFetchedMaxKiB', row.label, row.bytes === null ? null : row.bytes / KiB);
  }
  atMost('mobileSearchPageFirstResultMaxMs', report.searchPage.path, report.searchPage.firstResultMs);
  return results;
}
