/**
 * `npm run bench [-- --runs N | --quick] [--check] [--rebuild] [--only KIND,KIND] [--serve] [--search-only]`
 *
 * Measures the production build of Guildforge Docs against a stock Docusaurus site
 * (bench/reference-site/) and prints one row per page kind, for the heaviest page of the kind:
 *  - every sitemap page belongs to one kind (scripts/benchPages.ts); a sample of each kind's
 *    pages covering every folder and component (all of a small kind) is loaded once in
 *    Chromium with the CPU slowed 4×, and the page with the most blocking time in long tasks
 *    is measured, and also the one with the most script when that is another page (`pickPages`);
 *  - Lighthouse mobile (default emulation and simulated throttling, performance only):
 *    median score, LCP, TBT and CLS over N runs (default 5, `--quick` = 1), each run followed
 *    by a reference run, so that the reference is measured all through the bench, under the
 *    same load; ratios compare each page with the median of every reference run (see
 *    `compareWithReference`); with `--check`, a page whose TBT ratio is near its limit is
 *    measured N times more (see `TBT_RATIO_UNSURE`);
 *  - from Lighthouse's network records: first-load JS (transfer size of Script
 *    resources), total transfer size and request count;
 *  - build wall time and peak memory, search index size, and the time until the
 *    first search suggestion appears on a desktop (Playwright, unthrottled);
 *  - search on a phone (scripts/benchSearch.ts): from the measured page of each kind the
 *    reader types in, on Lighthouse's mobile network and CPU, the bytes search fetches and the
 *    time from the first keystroke to the first suggestion; and the /search page's first result.
 *    `--search-only` measures just search (both timings), without Lighthouse.
 * `BENCH_SITE_BUILD=<dir>` measures another build as it is (a before/after comparison).
 * Budgets are ratios to the reference (JS, TBT, score); absolute figures are printed.
 * Both builds are served by a small production-like server (brotli or gzip, immutable hashed
 * assets, `.html` resolution, 404.html). Results go to bench-results/latest.json.
 * `--check` exits 1 when a budget in scripts/benchBudgets.ts is missed. `--only home,rule`
 * measures just those page kinds (not with `--check`); `--serve` serves both builds as
 * the bench does and waits, for profiling by hand.
 *
 * build/ is reused when it is newer than every file in docs/, src/, openapi/,
 * sidebars.ts and docusaurus.config.ts (or rebuilt with `--rebuild`); the build
 * figures then come from the last measured build (bench-results/build.json).
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompress as brotliCallback, constants as zlibConstants, gzip as gzipCallback, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import lighthouse, { type Flags, type Result as LighthouseResult } from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import { chromium, type Browser } from '@playwright/test';
import { BUDGETS, TBT_RATIO_UNSURE, tbtRatioNearLimit } from './benchBudgets';
import { PAGE_KINDS, classifySite, mostScript, urlPathOf, type CostProbe, type KindPages, type PageCost, type PageKind, type SiteClassification } from './benchPages';
import {
  checkMobileSearchBudgets,
  formatMobileSearch,
  HOST_SERVING,
  PLAIN_SERVING,
  measureMobileSearch,
  MOBILE_SEARCH_KIND_IDS,
  SEARCH_SERVINGS,
  type MobileSearchReport,
  type SearchKindInput,
  type Serving,
} from './benchSearch';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);

/**
 * Brotli as static hosts serve it. Build files they precompress (assets and the search
 * index) get the best quality up to 1 MiB and quality 6 above; pages compressed on the
 * fly get quality 5, which is fast enough not to show up as server latency.
 */
function brotli(body: Buffer, precompressed: boolean): Promise<Buffer> {
  const quality = !precompressed ? 5 : body.length <= 1024 * 1024 ? 11 : 6;
  return brotliCompress(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

type Encoding = Serving['encodings'][number];
const ENCODERS: Record<Encoding, (body: Buffer, precompressed: boolean) => Promise<Buffer>> = { br: brotli, gzip: (body) => gzip(body) };

/** The encoding a static host would pick for this Accept-Encoding header, of those it offers (brotli first). */
export function pickEncoding(acceptEncoding: string, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  const accepted = new Set(acceptEncoding.split(',').map((part) => part.split(';')[0].trim().toLowerCase()));
  return offered.find((encoding) => accepted.has(encoding)) ?? null;
}

const ROOT = path.resolve(import.meta.dirname, '..');
/** BENCH_SITE_BUILD measures another build as it is (for a before/after comparison), never rebuilding it. */
const SITE_BUILD = process.env.BENCH_SITE_BUILD ? path.resolve(process.env.BENCH_SITE_BUILD) : path.join(ROOT, 'build');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const REFERENCE_SITE = path.join(ROOT, 'bench', 'reference-site');
const REFERENCE_BUILD = path.join(RESULTS_DIR, 'reference-build');
const BUILD_RECORD = path.join(RESULTS_DIR, 'build.json');
const LATEST = path.join(RESULTS_DIR, 'latest.json');
/** Inputs of the site build: a file newer than build/ means build/ is stale. */
const SITE_INPUTS = ['docs', 'src', 'openapi', 'sidebars.ts', 'docusaurus.config.ts'];

/** Debian's Chromium; CHROMIUM_PATH overrides it (same convention as playwright.config.ts). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** How long to wait for the first search suggestion before calling the search broken. */
const SEARCH_TIMEOUT_MS = 30_000;
const SEARCH_QUERY = 'quest';
const SEARCH_PAGE = '/docs/learn/overview';
/** Requests of the search index: Pagefind's bundle (build/pagefind/), or the lunr index files of the plugin before it. */
const SEARCH_INDEX_PATTERN = /search-index|\/pagefind\//;
/** The folder of the Pagefind bundle in the build (src/plugins/searchIndex.ts). */
const PAGEFIND_BUILD_DIR = 'pagefind';

// ─── Page kinds ────────────────────────────────────────────────────────────────

/** The fixture is in docs-only mode, so its single docs page is the root. */
const REFERENCE_KIND: PageKind = { id: 'reference', label: 'Reference (plain)', matches: () => false, api: false, loadsSearchIndex: false, fixedPath: '/' };
// ─── Options ───────────────────────────────────────────────────────────────────

interface Options {
  runs: number;
  check: boolean;
  rebuild: boolean;
  /** Page kind ids to measure; all of them when empty. */
  only: readonly string[];
  /** Serve the two builds as the bench does and wait, for profiling by hand. */
  serve: boolean;
  /** Only the mobile search measurements (scripts/benchSearch.ts), without Lighthouse. */
  searchOnly: boolean;
}

const USAGE = 'Usage: npm run bench -- [--runs N | --quick] [--check] [--rebuild] [--only KIND,KIND] [--serve] [--search-only]';

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { runs: 5, check: false, rebuild: false, only: [], serve: false, searchOnly: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--quick') options.runs = 1;
    else if (arg === '--check') options.check = true;
    else if (arg === '--rebuild') options.rebuild = true;
    else if (arg === '--serve') options.serve = true;
    else if (arg === '--search-only') options.searchOnly = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      const ids = (value ?? '').split(',').filter(Boolean);
      const unknown = ids.filter((id) => !PAGE_KINDS.some((kind) => kind.id === id));
      if (ids.length === 0 || unknown.length > 0) {
        throw new Error(`--only takes page kinds from ${PAGE_KINDS.map((kind) => kind.id).join(', ')}; got "${value ?? ''}".\n${USAGE}`);
      }
      options.only = ids;
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a positive integer, got "${value ?? ''}".\n${USAGE}`);
      options.runs = runs;
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
  }
  if (options.check && options.only.length > 0) throw new Error(`--check measures every page kind, so it cannot be combined with --only.\n${USAGE}`);
  return options;
}

// ─── Small helpers ─────────────────────────────────────────────────────────────

function log(message: string): void {
  console.log(`· ${message}`);
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const KiB = 1024;
const GiB = 1024 ** 3;

/** Newest modification time (ms) of a file or of any file below a directory. */
function newestMtime(target: string, skip: ReadonlySet<string> = new Set()): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name), skip));
  }
  return newest;
}

function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

function tail(file: string, lines: number): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

// ─── Builds ────────────────────────────────────────────────────────────────────

interface BuildRecord {
  measuredAt: string;
  wallTimeS: number;
  peakMemoryBytes: number;
  /** `gnu-time`: ru_maxrss of the largest process in the tree; `proc-sampling`: summed tree RSS every 250 ms. */
  memorySource: 'gnu-time' | 'proc-sampling';
  /** mtime of build/index.html right after the measured build. */
  buildIndexMtimeMs: number;
}

interface MeasuredCommand {
  exitCode: number;
  wallTimeS: number;
  peakMemoryBytes: number;
  memorySource: BuildRecord['memorySource'];
}

/** Sum of VmRSS over a process and all its descendants, from /proc. */
function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const pid = Number(entry);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
      const vmRss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      rss.set(pid, vmRss ? Number(vmRss[1]) * 1024 : 0);
    } catch {
      // The process exited between listing and reading.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs a command with its output in `logFile`, measuring wall time and peak memory:
 * under GNU time when /usr/bin/time exists, otherwise by sampling /proc every 250 ms.
 */
async function measureCommand(command: string, args: readonly string[], logFile: string): Promise<MeasuredCommand> {
  const gnuTime = existsSync('/usr/bin/time');
  const timeReport = path.join(RESULTS_DIR, 'build-time.txt');
  const [file, fileArgs] = gnuTime ? ['/usr/bin/time', ['-v', '-o', timeReport, command, ...args]] : [command, [...args]];
  const out = openSync(logFile, 'w');
  const started = process.hrtime.bigint();
  const child = spawn(file, fileArgs, { cwd: ROOT, stdio: ['ignore', out, out], env: process.env });
  let sampledPeak = 0;
  const sampler = gnuTime
    ? undefined
    : setInterval(() => {
        if (child.pid !== undefined) sampledPeak = Math.max(sampledPeak, treeRssBytes(child.pid));
      }, 250);
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
  const wallTimeS = Number(process.hrtime.bigint() - started) / 1e9;
  if (sampler) clearInterval(sampler);
  closeSync(out);
  if (!gnuTime) return { exitCode, wallTimeS, peakMemoryBytes: sampledPeak, memorySource: 'proc-sampling' };
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeReport, 'utf8'));
  return { exitCode, wallTimeS, peakMemoryBytes: maxRss ? Number(maxRss[1]) * 1024 : 0, memorySource: 'gnu-time' };
}

interface BuildFigures extends BuildRecord {
  /** False when build/ was reused and the figures come from bench-results/build.json. */
  measuredThisRun: boolean;
}

async function ensureSiteBuild(options: Options): Promise<BuildFigures | null> {
  if (process.env.BENCH_SITE_BUILD) {
    log(`Measuring ${SITE_BUILD} as it is (BENCH_SITE_BUILD); no build figures.`);
    return null;
  }
  const indexHtml = path.join(SITE_BUILD, 'index.html');
  const inputsMtime = Math.max(...SITE_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  const buildMtime = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
  if (!options.rebuild && buildMtime > inputsMtime) {
    log(`Reusing build/ (built ${new Date(buildMtime).toISOString()}, newer than docs/, src/, openapi/ and the config).`);
    if (!existsSync(BUILD_RECORD)) {
      log('No measured build on record (bench-results/build.json); run with --rebuild to measure build time and memory.');
      return null;
    }
    const record = JSON.parse(readFileSync(BUILD_RECORD, 'utf8')) as BuildRecord;
    const sameBuild = Math.abs(record.buildIndexMtimeMs - buildMtime) < 1;
    log(
      `Build figures are from the last measured build (${record.measuredAt})` +
        (sameBuild ? '.' : ', not the build in build/ now, which was made outside the bench.'),
    );
    return { ...record, measuredThisRun: false };
  }
  log(options.rebuild ? 'Rebuilding the site (--rebuild): npm run build' : 'build/ is missing or older than its sources: npm run build');
  const logFile = path.join(RESULTS_DIR, 'build.log');
  const measured = await measureCommand('npm', ['run', 'build'], logFile);
  if (measured.exitCode !== 0) {
    throw new Error(`npm run build failed (exit ${measured.exitCode}); last lines of ${path.relative(ROOT, logFile)}:\n${tail(logFile, 30)}`);
  }
  const record: BuildRecord = {
    measuredAt: new Date().toISOString(),
    wallTimeS: measured.wallTimeS,
    peakMemoryBytes: measured.peakMemoryBytes,
    memorySource: measured.memorySource,
    buildIndexMtimeMs: statSync(indexHtml).mtimeMs,
  };
  writeFileSync(BUILD_RECORD, `${JSON.stringify(record, null, 2)}\n`);
  log(`Built in ${record.wallTimeS.toFixed(1)} s, peak memory ${(record.peakMemoryBytes / GiB).toFixed(2)} GiB.`);
  return { ...record, measuredThisRun: true };
}

async function ensureReferenceBuild(): Promise<void> {
  const indexHtml = path.join(REFERENCE_BUILD, 'index.html');
  const inputsMtime = Math.max(
    newestMtime(REFERENCE_SITE, new Set(['.docusaurus'])),
    newestMtime(path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'package.json')),
  );
  if (existsSync(indexHtml) && statSync(indexHtml).mtimeMs > inputsMtime) {
    log('Reusing the reference build (bench-results/reference-build).');
    return;
  }
  log('Building the reference site (bench/reference-site).');
  const logFile = path.join(RESULTS_DIR, 'reference-build.log');
  // --out-dir is resolved against the site directory, so it must be absolute.
  const measured = await measureCommand('npx', ['docusaurus', 'build', path.relative(ROOT, REFERENCE_SITE), '--out-dir', REFERENCE_BUILD], logFile);
  if (measured.exitCode !== 0) {
    throw new Error(`The reference build failed (exit ${measured.exitCode}); last lines of ${path.relative(ROOT, logFile)}:\n${tail(logFile, 30)}`);
  }
}

// ─── Production-like static server ─────────────────────────────────────────────

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Markdown twins of the pages (src/plugins/agentDocs).
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.xml', '.txt', '.md', '.yaml', '.yml', '.webmanifest']);

interface LoggedRequest {
  path: string;
  at: number;
}

interface StaticServer {
  origin: string;
  /** Every request path the server received, in order; cleared by `resetLog`. */
  readonly requests: LoggedRequest[];
  resetLog(): void;
  close(): Promise<void>;
}

/**
 * Serves a Docusaurus build the way a static host does: brotli (or gzip) for text types
 * when the client accepts it, year-long immutable caching for hashed files under /assets/,
 * `no-cache` for everything else, `/x` → `/x.html` or `/x/index.html`, and 404.html
 * (status 404) for misses. Compressed bodies are cached so that compression time does
 * not show up as server latency in the measurements. `serving` may instead offer gzip only
 * and `no-cache` for every file, as a plain static server does (scripts/benchSearch.ts
 * `SEARCH_SERVINGS`).
 */
async function startStaticServer(root: string, serving: Serving = HOST_SERVING): Promise<StaticServer> {
  const encodedCache = new Map<string, Buffer>();
  const requests: LoggedRequest[] = [];
  async function encoded(file: string, encoding: Encoding, precompressed = false): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    let body = encodedCache.get(key);
    if (!body) {
      body = await ENCODERS[encoding](await readFile(file), precompressed);
      encodedCache.set(key, body);
    }
    return body;
  }

  // Hashed assets are what Lighthouse waits on, and the search index is what the search
  // timing waits on; compress them before measuring, as hosts precompress build output
  // (Chrome accepts brotli, so that is the encoding it is served).
  const assetsDir = path.join(root, 'assets');
  const precompressed = [
    ...(existsSync(assetsDir) ? listFiles(assetsDir) : []),
    ...readdirSync(root).filter((name) => /^search-index/.test(name)).map((name) => path.join(root, name)),
    ...(existsSync(path.join(root, PAGEFIND_BUILD_DIR)) ? listFiles(path.join(root, PAGEFIND_BUILD_DIR)) : []),
  ];
  for (const file of precompressed) {
    if (COMPRESSIBLE.has(path.extname(file))) await encoded(file, serving.encodings[0], true);
  }

  function resolveFile(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const full = path.join(root, path.normalize(decoded));
    if (full !== root && !full.startsWith(root + path.sep)) return null;
    const candidates = decoded.endsWith('/') ? [path.join(full, 'index.html')] : [full, `${full}.html`, path.join(full, 'index.html')];
    return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, urlPath: string): Promise<void> {
    const ext = path.extname(file);
    res.statusCode = status;
    res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      serving.immutableAssets && status === 200 && urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), serving.encodings);
    if (COMPRESSIBLE.has(ext)) {
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) {
        const body = await encoded(file, encoding);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    res.setHeader('Content-Length', statSync(file).size);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  const server: Server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push({ path: req.url ?? '/', at: Date.now() });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveFile(urlPath);
    const notFound = path.join(root, '404.html');
    const reply = file ? send(req, res, file, 200, urlPath) : existsSync(notFound) ? send(req, res, notFound, 404, urlPath) : Promise.resolve(void res.writeHead(404).end());
    reply.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    resetLog: () => void requests.splice(0, requests.length),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ─── Lighthouse ────────────────────────────────────────────────────────────────

interface ScriptRecord {
  url: string;
  transferSize: number;
  resourceSize: number;
}

interface LighthouseRun {
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  firstLoadJsBytes: number;
  totalBytes: number;
  requests: number;
  searchIndexRequests: number;
  scripts: ScriptRecord[];
  /** Every resource of the load, largest transfer first (scripts, prefetches, images, the search index, …). */
  resources: (ScriptRecord & { resourceType: string })[];
  benchmarkIndex: number | null;
  runtimeError: string | null;
}

/** The fields of Lighthouse's `network-requests` audit rows that the bench reads. */
interface NetworkRow {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  resourceType?: string;
}

function numericAudit(lhr: LighthouseResult, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await launchChrome({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    const details = lhr.audits['network-requests']?.details;
    const rows: NetworkRow[] =
      details && details.type === 'table' ? (details.items as unknown as NetworkRow[]).filter((row) => !row.url.startsWith('data:')) : [];
    const resources = rows
      .map((row) => ({ url: row.url, resourceType: row.resourceType ?? 'Other', transferSize: row.transferSize ?? 0, resourceSize: row.resourceSize ?? 0 }))
      .sort((a, b) => b.transferSize - a.transferSize);
    const scripts = resources.filter((row) => row.resourceType === 'Script');
    return {
      score: lhr.categories.performance?.score ?? null,
      lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
      tbtMs: numericAudit(lhr, 'total-blocking-time'),
      cls: numericAudit(lhr, 'cumulative-layout-shift'),
      firstLoadJsBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
      totalBytes: rows.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
      requests: rows.length,
      searchIndexRequests: rows.filter((row) => SEARCH_INDEX_PATTERN.test(row.url)).length,
      scripts,
      resources,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } finally {
    await chrome.kill();
  }
}

interface PageResult {
  id: string;
  label: string;
  /** The URL path measured (a heaviest page of the kind, see `pickPages`). */
  url: string;
  /** Why this page: the static estimate and, when screened, each candidate's TBT. */
  pickedBecause: string;
  api: boolean;
  runs: number;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** TBT of each successful run, in the order they ran (the median's spread, for the record). */
  tbtRunsMs: number[];
  cls: number | null;
  firstLoadJsBytes: number | null;
  totalBytes: number | null;
  requests: number | null;
  /** Requests matching /search-index/ during any Lighthouse load of this page. */
  searchIndexRequests: number;
  /** Against the median of every reference run of the bench (see `compareWithReference`). */
  jsRatio: number | null;
  tbtRatio: number | null;
  /** Median score of this page minus the median score of the reference. */
  scoreDelta: number | null;
  /** Median TBT of the reference runs taken right after this page's, for the record. */
  referenceTbtMs: number | null;
  /** The five largest scripts of the last successful run, by transfer size. */
  largestScripts: { path: string; transferKiB: number; rawKiB: number }[];
  /** The five largest resources of any type (explains Total: prefetched chunks, images, the search index). */
  largestResources: { path: string; type: string; transferKiB: number; rawKiB: number }[];
  benchmarkIndex: number | null;
  errors: string[];
}

/** One Lighthouse run, or the error that stopped it. */
async function lighthouseOnce(url: string, label: string): Promise<LighthouseRun | string> {
  try {
    const result = await runLighthouse(url);
    return result.runtimeError ?? result;
  } catch (error) {
    return `${label}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function warm(url: string): Promise<void> {
  // Warm the server's disk and compression caches so the first run does not pay for them.
  await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } }).then((res) => res.arrayBuffer());
}

/** Medians and the largest files of a page's successful runs. */
function summarise(kind: PageKind, urlPath: string, pickedBecause: string, results: readonly LighthouseRun[], errors: string[]): PageResult {
  const pick = (read: (run: LighthouseRun) => number | null): number | null =>
    median(results.map(read).filter((value): value is number => value !== null));
  const last = results.at(-1);
  return {
    id: kind.id,
    label: kind.label,
    url: urlPath,
    pickedBecause,
    api: kind.api,
    runs: results.length,
    score: pick((run) => run.score),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    tbtRunsMs: results.map((run) => run.tbtMs).filter((value): value is number => value !== null).map((value) => Math.round(value)),
    cls: pick((run) => run.cls),
    firstLoadJsBytes: pick((run) => run.firstLoadJsBytes),
    totalBytes: pick((run) => run.totalBytes),
    requests: pick((run) => run.requests),
    searchIndexRequests: results.reduce((sum, run) => sum + run.searchIndexRequests, 0),
    jsRatio: null,
    tbtRatio: null,
    scoreDelta: null,
    referenceTbtMs: null,
    largestScripts: (last?.scripts ?? []).slice(0, 5).map((script) => ({
      path: new URL(script.url).pathname,
      transferKiB: Number((script.transferSize / KiB).toFixed(1)),
      rawKiB: Number((script.resourceSize / KiB).toFixed(1)),
    })),
    largestResources: (last?.resources ?? []).slice(0, 5).map((resource) => ({
      path: new URL(resource.url).pathname,
      type: resource.resourceType,
      transferKiB: Number((resource.transferSize / KiB).toFixed(1)),
      rawKiB: Number((resource.resourceSize / KiB).toFixed(1)),
    })),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    errors,
  };
}

/** The Lighthouse runs of one kind's page and of the reference runs paired with them. */
interface PairedRuns {
  kind: PageKind;
  urlPath: string;
  pickedBecause: string;
  pageRuns: LighthouseRun[];
  referenceRuns: LighthouseRun[];
  errors: string[];
}

/**
 * Measures a page and the reference in alternation (page, reference, page, reference, …),
 * so that the reference is measured all through the bench, under the load the pages were
 * measured under. TBT moves with the load on a shared machine: the same reference page has
 * read 60 ms one week and 900 ms another. The comparison is `compareWithReference`'s.
 * Given the runs of an earlier round, adds to them (`--check` measures again a page whose TBT
 * ratio is near its limit: `tbtRatioNearLimit`).
 */
async function measurePaired(paired: PairedRuns, origin: string, referenceOrigin: string, runs: number): Promise<void> {
  const { kind, urlPath } = paired;
  const url = `${origin}${urlPath}`;
  const referenceUrl = `${referenceOrigin}${REFERENCE_KIND.fixedPath}`;
  await warm(url);
  const tbt = (result: LighthouseRun | string) => (typeof result === 'string' || result.tbtMs === null ? '—' : `${result.tbtMs.toFixed(0)} ms`);
  const first = paired.pageRuns.length + 1;
  for (let run = first; run < first + runs; run += 1) {
    log(`Lighthouse ${kind.label} (${urlPath}) run ${run}/${first + runs - 1}, then the reference`);
    const pageRun = await lighthouseOnce(url, kind.label);
    const referenceRun = await lighthouseOnce(referenceUrl, REFERENCE_KIND.label);
    if (typeof pageRun === 'string') paired.errors.push(pageRun);
    else paired.pageRuns.push(pageRun);
    if (typeof referenceRun === 'string') paired.errors.push(referenceRun);
    else paired.referenceRuns.push(referenceRun);
    log(`  TBT ${tbt(pageRun)}, reference ${tbt(referenceRun)}`);
  }
}

/** The reference's medians over every run of the bench, and each page's, compared with them. */
function summariseAll(measured: readonly PairedRuns[]): { pages: PageResult[]; reference: PageResult } {
  const reference = summarise(REFERENCE_KIND, REFERENCE_KIND.fixedPath!, 'reference, every run paired with a page run', measured.flatMap((entry) => entry.referenceRuns), []);
  const pages = measured.map((entry) => {
    const page = summarise(entry.kind, entry.urlPath, entry.pickedBecause, entry.pageRuns, entry.errors);
    page.referenceTbtMs = summarise(REFERENCE_KIND, REFERENCE_KIND.fixedPath!, 'reference', entry.referenceRuns, []).tbtMs;
    compareWithReference(page, reference);
    return page;
  });
  return { pages, reference };
}

/**
 * Each page's ratios to the reference: its medians against the medians of every reference
 * run of the bench, all taken in the same hour on the same machine. The reference's own TBT
 * is noisy from run to run: in one bench of 3 runs per kind, the median of the three
 * reference runs that followed a kind's ranged from 86 to 226 ms between kinds, on an idle
 * machine, and put two pages that measured like the others at twice the reference. The
 * median of all the bench's reference runs (at least 55 at 5 runs per kind) does not move like that.
 */
function compareWithReference(page: PageResult, reference: PageResult): void {
  if (page.firstLoadJsBytes !== null && reference.firstLoadJsBytes) page.jsRatio = page.firstLoadJsBytes / reference.firstLoadJsBytes;
  if (page.tbtMs !== null && reference.tbtMs) page.tbtRatio = page.tbtMs / reference.tbtMs;
  if (page.score !== null && reference.score !== null) page.scoreDelta = page.score - reference.score;
}

/** The CPU slowdown of the cost probe: Lighthouse's mobile profile's. */
const PROBE_CPU_SLOWDOWN = 4;
/** After hydration, this long without a request means the load's work is done. */
const PROBE_QUIET_MS = 1000;

/**
 * Loads pages one at a time in Chromium with the CPU slowed PROBE_CPU_SLOWDOWN× (no network
 * throttling, which would only add waiting; a fresh context each, so nothing is cached) and
 * reads what the load cost the main thread: its long tasks, from a `longtask` observer started
 * before the page's first script, until the page has hydrated and its requests have gone quiet;
 * Chromium's TaskDuration; script bytes from resource timing; the hydrated element count.
 */
async function startCostProbe(origin: string): Promise<{ probe: CostProbe; close: () => Promise<void> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const probe: CostProbe = async (route) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: number[] = [];
        (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROBE_CPU_SLOWDOWN });
      let lastRequest = Date.now();
      page.on('request', () => void (lastRequest = Date.now()));
      page.on('requestfinished', () => void (lastRequest = Date.now()));
      await page.goto(`${origin}${urlPathOf(route)}`, { waitUntil: 'load', timeout: 120_000 });
      // Docusaurus marks the document once React has hydrated it; the route's chunks load before that.
      await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 120_000 });
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && Date.now() - lastRequest < PROBE_QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, PROBE_QUIET_MS));
      const { metrics } = await cdp.send('Performance.getMetrics');
      const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
      const { elements, scriptBytes, tasks } = await page.evaluate(() => ({
        elements: document.getElementsByTagName('*').length,
        scriptBytes: performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0),
        tasks: (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks,
      }));
      return {
        route,
        elements,
        scriptBytes,
        taskMs: taskSeconds * 1000,
        longTasks: tasks.length,
        blockingMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
      };
    } finally {
      await context.close();
    }
  };
  return { probe, close: () => browser.close() };
}

/**
 * The pages of a kind Lighthouse measures, each with why: the heaviest by blocking time in
 * the probe, and the one that fetched the most script when that is another page.
 */
function pickPages(kindPages: KindPages): { urlPath: string; because: string }[] {
  const { kind, pages, ranked } = kindPages;
  if (kind.fixedPath) return [{ urlPath: kind.fixedPath, because: 'fixed page' }];
  if (ranked.length === 0) throw new Error(`No page of kind "${kind.id}" in the sitemap of build/.`);
  const sample = ranked.length === pages ? `all ${pages} pages` : `${ranked.length} of ${pages} pages (every folder and component)`;
  const describe = (cost: PageCost): string =>
    `${cost.route || '/'}: ${cost.blockingMs} ms blocking in ${cost.longTasks} long tasks, ${(cost.scriptBytes / KiB).toFixed(0)} KiB script, ${cost.elements} elements`;
  const heaviest = ranked[0];
  const picked = [{ urlPath: urlPathOf(heaviest.route), because: `most blocking time at ${PROBE_CPU_SLOWDOWN}× CPU of ${sample} (${describe(heaviest)}; next: ${ranked.slice(1, 3).map(describe).join('; ') || 'none'})` }];
  const bytes = mostScript(ranked);
  if (bytes && bytes.route !== heaviest.route) picked.push({ urlPath: urlPathOf(bytes.route), because: `most script of ${sample} (${describe(bytes)})` });
  return picked;
}

// ─── Search ────────────────────────────────────────────────────────────────────

interface SearchIndexSize {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

function measureSearchIndex(): SearchIndexSize {
  // Pagefind's bundle (its index chunks are gzip files already), or the lunr index files.
  const pagefind = path.join(SITE_BUILD, PAGEFIND_BUILD_DIR);
  const files = existsSync(pagefind)
    ? listFiles(pagefind).map((file) => path.relative(SITE_BUILD, file)).sort()
    : readdirSync(SITE_BUILD).filter((name) => /^search-index.*\.json$/.test(name)).sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of files) {
    const body = readFileSync(path.join(SITE_BUILD, name));
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files, rawBytes, gzipBytes };
}

interface SearchTiming {
  page: string;
  query: string;
  /** From the last keystroke of the query to the first suggestion; 0 when suggestions for a prefix were already showing. */
  afterLastKeyMs: number | null;
  /** From focus to the last keystroke (typing is automated, without delay between keys). */
  typingMs: number | null;
  /** From focusing the box (which starts the index download) to the first suggestion. */
  afterFocusMs: number | null;
  /** /search-index/ requests before focus, seen by the browser and by the server. */
  indexRequestsBeforeFocus: { browser: number; server: number };
  /** /search-index/ requests once the box was focused; non-zero proves each listener can see them. */
  indexRequestsAfterFocus: { browser: number; server: number };
  error: string | null;
}

/** performance.now() marks recorded inside the page by measureSearch. */
interface SearchMarks {
  focus?: number;
  lastKey?: number;
  firstResult?: number;
}

/**
 * Opens a docs page in desktop Chromium (no throttling), checks that nothing has
 * fetched the search index by the time the page is idle, then focuses the navbar
 * search box without hovering it (hover also starts the download), types the query
 * and times the first suggestion from inside the page.
 */
async function measureSearch(server: StaticServer): Promise<SearchTiming> {
  const timing: SearchTiming = {
    page: SEARCH_PAGE,
    query: SEARCH_QUERY,
    afterLastKeyMs: null,
    typingMs: null,
    afterFocusMs: null,
    indexRequestsBeforeFocus: { browser: 0, server: 0 },
    indexRequestsAfterFocus: { browser: 0, server: 0 },
    error: null,
  };
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
    const context = await browser.newContext();
    const browserRequests: string[] = [];
    // Context-level so requests from the search Web Worker are seen too.
    context.on('request', (request) => browserRequests.push(request.url()));
    const page = await context.newPage();
    server.resetLog();
    await page.goto(`${server.origin}${SEARCH_PAGE}`, { waitUntil: 'networkidle' });
    timing.indexRequestsBeforeFocus = {
      browser: browserRequests.filter((url) => SEARCH_INDEX_PATTERN.test(url)).length,
      server: server.requests.filter((request) => SEARCH_INDEX_PATTERN.test(request.path)).length,
    };
    const input = page.locator('input.navbar__search-input');
    await input.waitFor({ state: 'visible' });
    await page.evaluate(() => {
      const marks: SearchMarks = {};
      (window as unknown as { __benchSearch: typeof marks }).__benchSearch = marks;
      // Listen on the document, so the timing works for any search box with Infima's class
      // (ours, src/theme/SearchBar, and the lunr plugin's of earlier builds, for comparisons).
      // (No named helper functions here: the bundler would wrap them in a `__name` call
      // that does not exist in the page.)
      const selector = 'input.navbar__search-input';
      document.addEventListener('focusin', (event) => {
        if (event.target instanceof HTMLInputElement && event.target.matches(selector)) marks.focus ??= performance.now();
      });
      document.addEventListener('keyup', (event) => {
        if (event.target instanceof HTMLInputElement && event.target.matches(selector)) marks.lastKey = performance.now();
      });
      // Both dropdowns render inside the navbar's search container; ours shows "Searching…"
      // and "No results" as disabled options, which are not results.
      const observer = new MutationObserver(() => {
        if (document.querySelector('.navbar__search [role="option"]:not([aria-disabled="true"])')) {
          marks.firstResult = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await input.focus();
    await input.pressSequentially(SEARCH_QUERY);
    await page.waitForFunction(() => (window as unknown as { __benchSearch: SearchMarks }).__benchSearch.firstResult !== undefined, null, {
      timeout: SEARCH_TIMEOUT_MS,
    });
    const marks = await page.evaluate(() => (window as unknown as { __benchSearch: SearchMarks }).__benchSearch);
    const round = (ms: number): number => Math.round(ms * 10) / 10;
    if (marks.firstResult !== undefined && marks.focus !== undefined) timing.afterFocusMs = round(marks.firstResult - marks.focus);
    if (marks.firstResult !== undefined && marks.lastKey !== undefined) timing.afterLastKeyMs = round(Math.max(0, marks.firstResult - marks.lastKey));
    if (marks.focus !== undefined && marks.lastKey !== undefined) timing.typingMs = round(marks.lastKey - marks.focus);
    timing.indexRequestsAfterFocus = {
      browser: browserRequests.filter((url) => SEARCH_INDEX_PATTERN.test(url)).length - timing.indexRequestsBeforeFocus.browser,
      server: server.requests.filter((request) => SEARCH_INDEX_PATTERN.test(request.path)).length - timing.indexRequestsBeforeFocus.server,
    };
  } catch (error) {
    timing.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await browser?.close();
  }
  return timing;
}

// ─── Budgets ───────────────────────────────────────────────────────────────────

interface BudgetResult {
  budget: keyof typeof BUDGETS;
  subject: string;
  limit: number;
  actual: number | null;
  pass: boolean;
  note?: string;
}

function checkBudgets(
  pages: readonly PageResult[],
  build: BuildFigures | null,
  search: SearchTiming,
  classification: SiteClassification | null,
): BudgetResult[] {
  const results: BudgetResult[] = [];
  const atMost = (budget: keyof typeof BUDGETS, subject: string, actual: number | null, note?: string): void => {
    const { limit } = BUDGETS[budget];
    results.push({ budget, subject, limit, actual, pass: actual !== null && actual <= limit, note });
  };
  for (const page of pages) {
    const subject = `${page.label} (${decodeURIComponent(page.url)})`;
    atMost('lighthouseScoreBelowReferenceMax', subject, page.scoreDelta === null ? null : -page.scoreDelta);
    atMost(page.api ? 'firstLoadJsRatioApiMax' : 'firstLoadJsRatioMax', subject, page.jsRatio);
    atMost('totalBlockingTimeRatioMax', subject, page.tbtRatio);
    const clsLimit = BUDGETS.cumulativeLayoutShiftBelow.limit;
    results.push({ budget: 'cumulativeLayoutShiftBelow', subject, limit: clsLimit, actual: page.cls, pass: page.cls !== null && page.cls < clsLimit });
    if (!PAGE_KINDS.find((kind) => kind.id === page.id)?.loadsSearchIndex) {
      atMost('searchIndexRequestsBeforeFocusMax', `${page.label} (Lighthouse load)`, page.searchIndexRequests);
    }
  }
  if (classification) {
    const stray = [...classification.unclaimed, ...classification.ambiguous];
    atMost('unclassifiedPagesMax', 'sitemap pages without exactly one kind', stray.length, stray.length ? stray.slice(0, 5).join(', ') : undefined);
  }
  results.push(...checkSearchBudgets(search));
  const unmeasured = 'no measured build on record; run with --rebuild';
  atMost('buildWallTimeMaxS', 'npm run build', build ? build.wallTimeS : null, build ? undefined : unmeasured);
  atMost('buildPeakMemoryMaxGiB', 'npm run build', build ? build.peakMemoryBytes / GiB : null, build ? undefined : unmeasured);
  return results;
}

/** The desktop search timing's budget: nothing of search is fetched before the reader focuses the box. */
function checkSearchBudgets(search: SearchTiming): BudgetResult[] {
  const beforeFocus = Math.max(search.indexRequestsBeforeFocus.browser, search.indexRequestsBeforeFocus.server);
  const listenersProven = Math.max(search.indexRequestsAfterFocus.browser, search.indexRequestsAfterFocus.server) > 0;
  const { limit } = BUDGETS.searchIndexRequestsBeforeFocusMax;
  const actual = listenersProven ? beforeFocus : null;
  return [
    {
      budget: 'searchIndexRequestsBeforeFocusMax',
      subject: `${SEARCH_PAGE} before focus`,
      limit,
      actual,
      pass: actual !== null && actual <= limit,
      note: listenersProven ? undefined : 'the index was not requested after focus either, so the listeners proved nothing',
    },
  ];
}

// ─── Report ────────────────────────────────────────────────────────────────────

function formatTable(header: readonly string[], rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string {
  const widths = header.map((title, col) => Math.max(title.length, ...rows.map((row) => row[col].length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, col) => (rightAligned.has(col) ? cell.padStart(widths[col]) : cell.padEnd(widths[col]))).join('  ');
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const fmt = (value: number | null, digits: number, suffix = ''): string => (value === null ? '—' : `${value.toFixed(digits)}${suffix}`);

function printReport(
  pages: readonly PageResult[],
  reference: PageResult,
  build: BuildFigures | null,
  searchIndex: SearchIndexSize,
  search: SearchTiming,
  runs: number,
): void {
  const header = ['Page kind', 'Runs', 'JS KiB', 'Total KiB', 'Reqs', 'LH perf', 'LCP ms', 'TBT ms', 'CLS', 'JS ×ref', 'TBT ×ref', 'LH −ref', 'TBT ref'];
  const row = (page: PageResult, isReference = false): string[] => [
    page.label,
    String(page.runs),
    fmt(page.firstLoadJsBytes === null ? null : page.firstLoadJsBytes / KiB, 1),
    fmt(page.totalBytes === null ? null : page.totalBytes / KiB, 1),
    fmt(page.requests, 0),
    fmt(page.score, 2),
    fmt(page.lcpMs, 0),
    fmt(page.tbtMs, 0),
    fmt(page.cls, 3),
    isReference ? '1.00' : fmt(page.jsRatio, 2),
    isReference ? '1.00' : page.tbtRatio === null ? (reference.tbtMs === 0 ? 'ref 0' : '—') : page.tbtRatio.toFixed(2),
    isReference ? '0.00' : page.scoreDelta === null ? '—' : (-page.scoreDelta).toFixed(2),
    isReference ? '' : fmt(page.referenceTbtMs, 0),
  ];
  console.log(
    `\nLighthouse mobile (simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} of the heaviest pages of each kind (by blocking time and by script) ` +
      `(with --check, ${runs * 2} where the TBT ratio came within ${TBT_RATIO_UNSURE} of its limit), ` +
      'each run followed by a run of the reference; ratios compare each page with the median of every reference run ' +
      '(TBT ref: the median of the reference runs that followed this page\'s, for the record). ' +
      'JS and Total are transfer sizes (brotli, as Chrome is served).\n',
  );
  console.log(formatTable(header, [...pages.map((page) => row(page)), row(reference, true)], new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])));

  console.log('\nPages measured:');
  for (const page of pages) console.log(`  ${page.label.padEnd(14)} ${decodeURIComponent(page.url)}: ${page.pickedBecause}`);

  console.log('\nLargest first-load scripts (transfer KiB / raw KiB):');
  for (const page of [...pages, reference]) {
    const top = page.largestScripts.slice(0, 3).map((script) => `${path.basename(script.path)} ${script.transferKiB}/${script.rawKiB}`);
    console.log(`  ${page.label.padEnd(18)} ${top.join(', ') || '—'}`);
  }
  const errored = [...pages, reference].filter((page) => page.errors.length > 0);
  for (const page of errored) console.log(`  ! ${page.label}: ${page.errors.join('; ')}`);
  const benchmarkIndex = median([...pages, reference].map((page) => page.benchmarkIndex).filter((value): value is number => value !== null));
  if (benchmarkIndex !== null) {
    console.log(`  Lighthouse CPU benchmark index: ${benchmarkIndex.toFixed(0)} (TBT scales with CPU contention; compare runs on an idle machine).`);
  }

  console.log('');
  if (build) {
    const when = build.measuredThisRun ? 'measured now' : `from the last measured build, ${build.measuredAt}`;
    const memory = build.memorySource === 'gnu-time' ? 'largest process, GNU time' : 'process tree, /proc sampling';
    console.log(`Build: ${build.wallTimeS.toFixed(1)} s wall time, ${(build.peakMemoryBytes / GiB).toFixed(2)} GiB peak memory (${memory}; ${when}).`);
  } else {
    console.log('Build: not measured (build/ was reused and bench-results/build.json is missing; run with --rebuild).');
  }
  console.log(
    `Search index: ${searchIndex.files.length} file${searchIndex.files.length === 1 ? '' : 's'}, ` +
      `${(searchIndex.rawBytes / KiB).toFixed(1)} KiB raw, ${(searchIndex.gzipBytes / KiB).toFixed(1)} KiB gzip.`,
  );
  printSearchTiming(search);
}

/** The desktop search timing line. */
function printSearchTiming(search: SearchTiming): void {
  if (search.error) console.log(`Search: failed on ${search.page}: ${search.error}`);
  else {
    console.log(
      `Search on ${search.page} ("${search.query}", desktop, unthrottled): first result ${fmt(search.afterFocusMs, 0)} ms after focus ` +
        `(typing took ${fmt(search.typingMs, 0)} ms; ` +
        (search.afterLastKeyMs === 0 ? 'results were showing before the last keystroke' : `${fmt(search.afterLastKeyMs, 0)} ms after the last keystroke`) +
        '); index requests before focus: ' +
        `${search.indexRequestsBeforeFocus.browser} (browser), ${search.indexRequestsBeforeFocus.server} (server); ` +
        `after focus: ${search.indexRequestsAfterFocus.browser} (browser), ${search.indexRequestsAfterFocus.server} (server).`,
    );
  }
}

function printBudgets(results: readonly BudgetResult[]): void {
  const failed = results.filter((result) => !result.pass);
  console.log(`\nBudgets: ${results.length - failed.length} met, ${failed.length} missed.`);
  const byBudget = new Map<BudgetResult['budget'], BudgetResult[]>();
  for (const result of failed) byBudget.set(result.budget, [...(byBudget.get(result.budget) ?? []), result]);
  for (const [budget, misses] of byBudget) {
    console.log(`  ✘ ${budget} (limit ${BUDGETS[budget].limit}): ${BUDGETS[budget].reason}`);
    for (const miss of misses) {
      const actual = miss.actual === null ? 'not measured' : Number(miss.actual.toFixed(3)).toString();
      console.log(`      ${miss.subject}: ${actual}${miss.note ? ` (${miss.note})` : ''}`);
    }
  }
}

// ─── Main ──────────────────────────────────────────────────────────────────────

const servers: StaticServer[] = [];
async function stopServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopServers().finally(() => process.exit(130));
  });
}

// ─── Mobile search (scripts/benchSearch.ts) ────────────────────────────────────

/**
 * The pages mobile search is typed on: for each kind scripts/benchSearch.ts covers, the page the
 * bench measures for that kind (the heaviest, see scripts/benchPages.ts).
 */
function mobileSearchKinds(classification: SiteClassification): SearchKindInput[] {
  return classification.kinds
    .filter((entry) => MOBILE_SEARCH_KIND_IDS.includes(entry.kind.id))
    .map((entry) => ({ id: entry.kind.id, label: entry.kind.label, path: pickPages(entry)[0].urlPath }));
}

/**
 * Mobile search once per way of serving (SEARCH_SERVINGS): as the bench serves the site
 * (`site`), and as a plain static server does, gzip and `no-cache`, which is how the issue's
 * harness measured it by hand (a second server, on the same build).
 */
async function runMobileSearch(site: StaticServer, classification: SiteClassification, options: Options): Promise<MobileSearchReport[]> {
  const reports: MobileSearchReport[] = [];
  for (const serving of SEARCH_SERVINGS) {
    const server = serving === HOST_SERVING ? site : await startStaticServer(SITE_BUILD, serving);
    if (server !== site) servers.push(server);
    log(`Mobile search, served with ${serving.label}.`);
    reports.push(
      await measureMobileSearch(server.origin, mobileSearchKinds(classification), options.runs, { chromiumPath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, log, serving }),
    );
  }
  return reports;
}

/** Ranks the pages of the given kinds (one unthrottled load of each kind's largest documents). */
async function classify(origin: string, only: readonly string[]): Promise<SiteClassification> {
  log(`Loading a sample of the pages of each kind once, CPU ${PROBE_CPU_SLOWDOWN}× slower, to rank them by long tasks.`);
  const costProbe = await startCostProbe(origin);
  try {
    const classification = await classifySite(SITE_BUILD, costProbe.probe, PAGE_KINDS, only);
    for (const kindPages of classification.kinds) {
      for (const { urlPath, because } of pickPages(kindPages)) log(`${kindPages.kind.label}: ${decodeURIComponent(urlPath)}, ${because}.`);
    }
    return classification;
  } finally {
    await costProbe.close();
  }
}

/** `--search-only`: the mobile search table and the desktop search timing (and their budgets with `--check`), without Lighthouse. */
async function searchOnly(site: StaticServer, options: Options): Promise<number> {
  const only = options.only.length ? MOBILE_SEARCH_KIND_IDS.filter((id) => options.only.includes(id)) : MOBILE_SEARCH_KIND_IDS;
  const classification = await classify(site.origin, only);
  log(`Timing search on ${SEARCH_PAGE} (desktop).`);
  const search = await measureSearch(site);
  const reports = await runMobileSearch(site, classification, options);
  await stopServers();
  printSearchTiming(search);
  for (const report of reports) console.log(formatMobileSearch(report));
  writeFileSync(path.join(RESULTS_DIR, 'search.json'), `${JSON.stringify({ generatedAt: new Date().toISOString(), search, mobileSearch: reports }, null, 2)}\n`);
  if (!options.check) return 0;
  const results: BudgetResult[] = [...checkSearchBudgets(search), ...reports.flatMap(checkMobileSearchBudgets)];
  printBudgets(results);
  return results.every((result) => result.pass) ? 0 : 1;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}; set CHROMIUM_PATH.`);
  mkdirSync(RESULTS_DIR, { recursive: true });

  const build = await ensureSiteBuild(options);
  if (options.searchOnly) {
    const site = await startStaticServer(SITE_BUILD);
    servers.push(site);
    log(`Serving ${path.relative(ROOT, SITE_BUILD) || SITE_BUILD} at ${site.origin}.`);
    return searchOnly(site, options);
  }
  await ensureReferenceBuild();

  const site = await startStaticServer(SITE_BUILD);
  servers.push(site);
  const referenceServer = await startStaticServer(REFERENCE_BUILD);
  servers.push(referenceServer);
  log(`Serving build/ at ${site.origin} and the reference at ${referenceServer.origin}.`);
  if (options.serve) {
    // The mobile search bench also serves the build as a plain static server does.
    const plain = await startStaticServer(SITE_BUILD, PLAIN_SERVING);
    servers.push(plain);
    log(`Serving build/ ${PLAIN_SERVING.label} at ${plain.origin}.`);
    log('Serving until interrupted (Ctrl+C).');
    await new Promise<never>(() => {});
  }

  // The first Lighthouse run after start-up pays for cold disk caches (Chromium, Node's
  // JIT) and reports TBT two to three times too high; run it once and discard it.
  log('Lighthouse warm-up run (discarded)');
  await runLighthouse(`${referenceServer.origin}${REFERENCE_KIND.fixedPath}`);

  const classification = await classify(site.origin, options.only);
  if (classification.unclaimed.length || classification.ambiguous.length) {
    log(`Pages without exactly one kind: ${[...classification.unclaimed, ...classification.ambiguous].join(', ')}`);
  }
  const measured: PairedRuns[] = [];
  for (const kindPages of classification.kinds) {
    for (const { urlPath, because } of pickPages(kindPages)) {
      log(`${kindPages.kind.label}: measuring ${decodeURIComponent(urlPath)} (${because}).`);
      const paired: PairedRuns = { kind: kindPages.kind, urlPath, pickedBecause: because, pageRuns: [], referenceRuns: [], errors: [] };
      await measurePaired(paired, site.origin, referenceServer.origin, options.runs);
      measured.push(paired);
    }
  }
  if (options.check) {
    // summariseAll keeps the order of `measured`.
    const { pages: firstRound } = summariseAll(measured);
    for (const paired of measured.filter((_, index) => tbtRatioNearLimit(firstRound[index].tbtRatio))) {
      log(`${paired.kind.label}: TBT ratio within ${TBT_RATIO_UNSURE} of the limit; ${options.runs} more runs.`);
      await measurePaired(paired, site.origin, referenceServer.origin, options.runs);
    }
  }
  const { pages, reference } = summariseAll(measured);

  log(`Timing search on ${SEARCH_PAGE} (desktop).`);
  const search = await measureSearch(site);
  const mobileSearch = await runMobileSearch(site, classification, options);
  await stopServers();
  const searchIndex = measureSearchIndex();
  const budgets = checkBudgets(pages, build, search, classification);
  budgets.push(...mobileSearch.flatMap(checkMobileSearchBudgets));

  printReport(pages, reference, build, searchIndex, search, options.runs);
  for (const report of mobileSearch) console.log(formatMobileSearch(report));
  writeFileSync(
    LATEST,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        lighthouse: { formFactor: 'mobile', throttling: 'simulated', runsPerPage: options.runs },
        pages,
        reference,
        unclassifiedPages: { unclaimed: classification.unclaimed, ambiguous: classification.ambiguous },
        heaviestByKind: Object.fromEntries(classification.kinds.map((entry) => [entry.kind.id, entry.ranked.slice(0, 5)])),
        build,
        searchIndex,
        search,
        mobileSearch,
        budgets,
      },
      null,
      2,
    )}\n`,
  );
  log(`Results written to ${path.relative(ROOT, LATEST)}.`);

  const meshCheckWithinBudget = await runMeshBench(options.check);
  if (!options.check) return 0;
  printBudgets(budgets);
  return budgets.every((result) => result.pass) && meshCheckWithinBudget ? 0 : 1;
}

/**
 * The rule checker's mesh bench (packages/rules/bench/meshBench.mts): gzip sizes of what a mesh
 * check loads, and the time to check a 200,000-triangle GLB in Node and in Chromium, whose budget
 * (2 s in Chromium) fails `--check`. It prints its own table.
 */
async function runMeshBench(check: boolean): Promise<boolean> {
  log('Mesh checks of @guildforge/rules (packages/rules/bench/meshBench.mts)…');
  const child = spawn('npx', ['tsx', 'packages/rules/bench/meshBench.mts', ...(check ? ['--check'] : [])], { cwd: ROOT, stdio: 'inherit', env: process.env });
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exit) => resolve(exit ?? 1));
  });
  return code === 0;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    await stopServers();
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
