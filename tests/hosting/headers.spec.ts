/**
 * What nginx sends for each kind of file, with the generated config over the production build:
 * caching, precompressed encodings, content types, the 404 page, the spec's rewrites, the
 * security headers and the service worker's scope. Raw HTTP (tests/hosting/http.ts), so that
 * encodings and redirects are seen as sent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { MOCK_WORKER_PATH, MOCK_WORKER_SCOPE } from '../../src/config/site';
import { cspHash, inlineCodeOf } from '../../src/hosting/inlineCode';
import { CONTENT_TYPES, directiveSources } from '../../src/hosting/policy';
import { headLinks } from '../build/html';
import { get, type RawResponse } from './http';

const BUILD = path.resolve('build');
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

function builtFiles(directory = BUILD): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? builtFiles(full) : [`/${path.relative(BUILD, full).split(path.sep).join('/')}`];
  });
}
const files = builtFiles();
/** The first built file matching the pattern, as a URL path. */
function builtFile(pattern: RegExp): string {
  const found = files.find((file) => pattern.test(file));
  expect(found, `a built file matching ${pattern}`).toBeTruthy();
  return found!;
}

let baseURL = '';
test.beforeAll(({}, info) => {
  baseURL = String(info.project.use.baseURL);
});
const fetchRaw = (urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> => get(baseURL, encodeURI(urlPath), headers);

test('pages carry the security headers and a CSP that allows exactly their inline scripts', async () => {
  for (const page of ['/', '/docs/learn/overview', '/search', '/docs/API/claim-user-quest']) {
    const response = await fetchRaw(page);
    expect(response.status, page).toBe(200);
    const { headers } = response;
    expect(headers['strict-transport-security'], page).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security']))?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    const csp = String(headers['content-security-policy']);
    expect(directiveSources(csp, 'object-src')).toEqual(["'none'"]);
    expect(directiveSources(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directiveSources(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directiveSources(csp, 'form-action')).toEqual(["'self'"]);
    const scriptSources = directiveSources(csp, 'script-src');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    // No 'unsafe-eval': only WebAssembly may be compiled (src/hosting/policy.ts NO_RUNTIME_CODE).
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    const html = readFileSync(path.join(BUILD, page === '/' ? 'index.html' : `${page}.html`), 'utf8');
    const inline = inlineCodeOf(html).scripts;
    expect(inline.length, `${page} has inline scripts`).toBeGreaterThan(0);
    for (const script of inline) expect(scriptSources, `${page}: ${script.slice(0, 60)}…`).toContain(`'${cspHash(script)}'`);
  }
});

test('hashed assets are cached for a year; pages and unhashed files are revalidated', async () => {
  const immutable = [builtFile(/^\/assets\/js\/main\.[0-9a-f]+\.js$/), builtFile(/^\/assets\/css\/styles\.[0-9a-f]+\.css$/), builtFile(/^\/pagefind\/fragment\//), builtFile(/^\/pagefind\/index\//), builtFile(/^\/pagefind\/pagefind\.[^/]+\.pf_meta$/)];
  for (const file of immutable) expect((await fetchRaw(file)).headers['cache-control'], file).toBe(YEAR_IMMUTABLE);
  const revalidated = ['/', '/docs/learn/overview', '/pagefind/pages.json', '/pagefind/pagefind.js', '/llms.txt', '/docs/learn/overview.md', '/index.md', MOCK_WORKER_PATH, '/sitemap.xml', builtFile(/^\/img\/.+\.svg$/)];
  for (const file of revalidated) {
    const response = await fetchRaw(file);
    expect(response.status, file).toBe(200);
    expect(response.headers['cache-control'], file).toBe('no-cache');
    expect(response.headers['last-modified'] ?? response.headers.etag, `${file} can be revalidated`).toBeTruthy();
  }
});

test('text is sent brotli-compressed, else gzip, from the precompressed files', async () => {
  const script = builtFile(/^\/assets\/js\/main\.[0-9a-f]+\.js$/);
  for (const file of ['/docs/learn/overview.html', script, '/llms.txt']) {
    const url = file.replace(/\.html$/, '');
    const br = await fetchRaw(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding'], file).toBe('br');
    expect(br.body.equals(readFileSync(path.join(BUILD, `${file}.br`))), `${file}: the .br file's bytes`).toBe(true);
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    const gz = await fetchRaw(url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding'], file).toBe('gzip');
    expect(gz.body.equals(readFileSync(path.join(BUILD, `${file}.gz`))), `${file}: the .gz file's bytes`).toBe(true);
    const plain = await fetchRaw(url);
    expect(plain.headers['content-encoding'], file).toBeUndefined();
    expect(plain.body.equals(readFileSync(path.join(BUILD, file)))).toBe(true);
  }
});

test('every kind of file has its content type', async () => {
  const named: Record<string, string> = {
    wasm: 'application/wasm',
    md: 'text/markdown; charset=utf-8',
    txt: 'text/plain; charset=utf-8',
    yaml: 'application/yaml; charset=utf-8',
    pf_meta: 'application/octet-stream',
    pf_index: 'application/octet-stream',
    pf_fragment: 'application/octet-stream',
    js: 'text/javascript; charset=utf-8',
  };
  const extensions = new Set(files.filter((file) => !/\.(br|gz)$/.test(file) && !/\/_(headers|redirects)$/.test(file)).map((file) => path.extname(file).slice(1)));
  for (const extension of Object.keys(named)) expect(extensions.has(extension), `the build has a .${extension} file`).toBe(true);
  for (const extension of extensions) {
    // A page is requested by its route: its .html path redirects there.
    const file = extension === 'html' ? '/docs/learn/overview' : builtFile(new RegExp(`\\.${extension}$`));
    const response = await fetchRaw(file, { 'Accept-Encoding': 'br, gzip' });
    expect(response.status, file).toBe(200);
    expect(response.headers['content-type'], file).toBe(named[extension] ?? CONTENT_TYPES[extension as keyof typeof CONTENT_TYPES]);
    // Pagefind's files are gzip inside; Pagefind decompresses them itself.
    if (extension.startsWith('pf_')) expect(response.headers['content-encoding'], file).toBeUndefined();
  }
});

test('an unknown path answers 404 with the site’s not-found page', async () => {
  for (const missing of ['/docs/no-such-page', '/no/such/file.js', '/assets/js/missing.0123abcd.js']) {
    const response = await fetchRaw(missing);
    expect(response.status, missing).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString('utf8')).toBe(readFileSync(path.join(BUILD, '404.html'), 'utf8'));
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  expect((await fetchRaw('/404.html')).status, 'the not-found page has no URL of its own').toBe(404);
});

test('a path ending in .html or /index.html redirects to the path without it, keeping the query', async () => {
  const cases: [string, string][] = [
    ['/docs/learn/overview.html', '/docs/learn/overview'],
    ['/docs/learn/overview/index.html', '/docs/learn/overview'],
    ['/docs/learn/overview.html?x=1', '/docs/learn/overview?x=1'],
    ['/index.html', '/'],
    ['/docs/quests/Quest Types/questTypes.html', '/docs/quests/Quest%20Types/questTypes'],
  ];
  for (const [from, to] of cases) {
    const response = await fetchRaw(from);
    expect(response.status, from).toBe(301);
    expect(response.headers.location, from).toBe(to);
    expect((await get(baseURL, to)).status, to).toBe(200);
  }
});

test('the sandbox’s service worker is served as a script from a directory that contains its scope', async () => {
  const response = await fetchRaw(MOCK_WORKER_PATH);
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  // A worker may control only paths under its script's directory unless the server sends
  // Service-Worker-Allowed; the scope is under it, so the header is not needed.
  expect(MOCK_WORKER_SCOPE.startsWith(path.posix.dirname(MOCK_WORKER_PATH))).toBe(true);
  expect(response.headers['service-worker-allowed']).toBeUndefined();
});

test.describe('Markdown on request', () => {
  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const AGENT_ACCEPT = 'text/markdown, text/html;q=0.9, */*;q=0.8';
  const PAGES: [route: string, twin: string][] = [
    ['/', '/index.md'],
    ['/docs/learn/overview', '/docs/learn/overview.md'],
    ['/docs/quests/Quest Types/questTypes', '/docs/quests/Quest Types/questTypes.md'],
    ['/docs/API/claim-user-quest', '/docs/API/claim-user-quest.md'],
    ['/docs/category/api', '/docs/category/api.md'],
    ['/search', '/search.md'],
  ];
  const varies = (response: RawResponse) => String(response.headers.vary).split(/\s*,\s*/);

  test('Accept: text/markdown on a page’s URL answers its twin; both answers vary by Accept and keep the headers', async () => {
    for (const [route, twin] of PAGES) {
      const markdown = await fetchRaw(route, { Accept: AGENT_ACCEPT });
      expect(markdown.status, route).toBe(200);
      expect(markdown.headers['content-type'], route).toBe('text/markdown; charset=utf-8');
      expect(markdown.body.equals(readFileSync(path.join(BUILD, twin))), `${route}: the bytes of ${twin}`).toBe(true);
      const html = await fetchRaw(route, { Accept: BROWSER_ACCEPT });
      expect(html.status, route).toBe(200);
      expect(html.headers['content-type'], route).toBe('text/html; charset=utf-8');
      for (const response of [markdown, html]) {
        expect(varies(response), route).toContain('Accept');
        expect(response.headers['cache-control'], route).toBe('no-cache');
        expect(response.headers['x-content-type-options'], route).toBe('nosniff');
        expect(directiveSources(String(response.headers['content-security-policy']), 'default-src'), route).toEqual(["'none'"]);
      }
      // Compressed as any other file, from the twin's precompressed copy when it has one.
      const br = await fetchRaw(route, { Accept: 'text/markdown', 'Accept-Encoding': 'br' });
      expect(br.headers['content-type'], route).toBe('text/markdown; charset=utf-8');
      expect(varies(br), route).toContain('Accept');
      // Twins below MIN_PRECOMPRESSED_BYTES have no .br copy and are sent as they are.
      if (existsSync(path.join(BUILD, `${twin}.br`))) {
        expect(br.headers['content-encoding'], route).toBe('br');
        expect(varies(br), route).toContain('Accept-Encoding');
      }
    }
  });

  test('every page’s head links its twin, which exists', async () => {
    for (const [route, twin] of PAGES) {
      const html = (await fetchRaw(route)).body.toString('utf8');
      const links = headLinks(html).filter((link) => link.rel === 'alternate' && link.type === 'text/markdown').map((link) => link.href);
      expect(links, route).toEqual([`https://docs.guildforge.io${encodeURI(twin)}`]);
      expect((await fetchRaw(twin)).status, twin).toBe(200);
    }
  });

  test('a path with no twin is answered as without the header', async () => {
    const llms = await fetchRaw('/llms.txt', { Accept: 'text/markdown' });
    expect(llms.status).toBe(200);
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
    const twin = await fetchRaw('/docs/learn/overview.md', { Accept: 'text/markdown' });
    expect(twin.body.equals(readFileSync(path.join(BUILD, 'docs/learn/overview.md')))).toBe(true);
    const missing = await fetchRaw('/docs/no-such-page', { Accept: 'text/markdown' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString('utf8')).toBe(readFileSync(path.join(BUILD, '404.html'), 'utf8'));
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
