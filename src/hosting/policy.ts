/**
 * Production hosting: the one source of truth for the headers and routing the built site is
 * served with. `scripts/hosting.mts` reads it after every production build and writes the nginx
 * server config (src/hosting/nginx.ts) and the `_headers` and `_redirects` files of Netlify and
 * Cloudflare Pages (src/hosting/cdn.ts); `tests/hosting/` serves the build with that nginx config
 * and holds every page and interaction to it.
 *
 * Only the inline scripts' hashes are not written here: they are read from the built HTML, so
 * that a change to a theme script cannot ship with a policy that blocks it.
 */
import { API_SERVERS, MOCK_WORKER_PATH } from '../config/site';

/** A CSP source list; `'self'`, `'none'`, schemes and hosts, quoted as the header writes them. */
export type SourceList = readonly string[];

/**
 * The Content-Security-Policy without its script hashes. Every directive says why it allows
 * what it allows; `default-src 'none'` makes anything not named here a violation.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  // Our bundles, plus the inline scripts' hashes (added by `contentSecurityPolicy`).
  // 'wasm-unsafe-eval' compiles WebAssembly: Pagefind's search (main thread and its worker),
  // libxml2 for XsdSchema (xmllint-wasm's worker) and the meshopt decoder of glTF files.
  // No 'unsafe-eval': JSON Schemas are validated by code generated at build time (ajv
  // standalone) or interpreted (the reader's own schemas); see NO_RUNTIME_CODE below. Workers
  // get this policy too: the server sends it with their scripts.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // 'self': the site stylesheet and the chunks' stylesheets; <style> elements of the built pages
  // by their hashes (added to style-src-elem like the scripts').
  'style-src': ["'self'"],
  'style-src-elem': ["'self'"],
  // Style attributes, the one 'unsafe-inline' left, and only for attributes (not <style>
  // elements, not scripts). The server's HTML writes them: each code block's size as custom
  // properties (--code-lines, --code-columns, 1,118 blocks), the announcement bar's configured
  // colours, the theme's display:contents and display:none wrappers, the diagrams' colours and
  // the error tables' row counts: 624 distinct values in one build, whose hashes
  // ('unsafe-hashes') would make a header of about 32 KB. A style attribute runs no script; what
  // it leaves open is CSS-based leaks after an HTML injection. React sets styles through the
  // CSSOM, which CSP does not govern.
  'style-src-attr': ["'unsafe-inline'"],
  // data: for the SVG icons the stylesheets embed (Infima's, the explorer's).
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  // The explorer's "Send API Request" to the real servers (API_SERVERS); the mock is same-origin.
  'connect-src': ["'self'", ...new Set(API_SERVERS.map((server) => new URL(server.url).origin))],
  // Pagefind's and libxml2's workers are our files; the regex limit of the Regex rule runs each
  // match in a worker made from a Blob (packages/rules/src/text/regexLimit.ts), so that a
  // catastrophic pattern can be terminated. The sandbox's service worker is 'self' too.
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, SourceList>;

export type CspDirective = keyof typeof CSP_DIRECTIVES;

/**
 * How the site validates JSON Schemas without `eval` or `new Function`, which script-src does
 * not allow. ajv compiles a schema into a function with `new Function`, so:
 * - schemas known at build time are compiled then, into ajv standalone modules that
 *   `npm run generate` writes: the contract's request schemas for the explorer's sandbox
 *   (src/api/sandbox) and each rule's params schema (packages/rules/src/params.ts);
 * - the reader's own schema of the JsonSchema and YamlSchema rules is interpreted by
 *   @cfworker/json-schema (packages/rules/src/text/structured.ts).
 * tests/hosting/csp.spec.ts drives the explorer's Send and both kinds of rule check under this
 * policy; the packages' own tests fail if either path generates code.
 */
export const NO_RUNTIME_CODE = {
  compiledAtBuildTime: ['src/api/sandbox/sandbox.ts', 'packages/rules/src/params.ts'],
  interpreted: ['packages/rules/src/text/structured.ts'],
} as const;

/** Hashes of the inline code the built pages carry, as `sha256-…` (src/hosting/inlineCode.ts). */
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The header value: the directives above, with the inline scripts' and <style> elements' hashes. */
export function contentSecurityPolicy(hashes: InlineHashes): string {
  const quoted = (list: readonly string[]) => [...new Set(list)].sort().map((hash) => `'${hash}'`);
  const added: Partial<Record<CspDirective, string[]>> = { 'script-src': quoted(hashes.scripts), 'style-src-elem': quoted(hashes.styles) };
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(added[name as CspDirective] ?? [])].join(' '))
    .join('; ');
}

/** The source expressions of one directive of a CSP header value. */
export function directiveSources(csp: string, directive: CspDirective): string[] {
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return [];
}

/** Headers every response carries, the CSP aside. */
export const SECURITY_HEADERS = {
  // Two years, subdomains included; `preload` is left to whoever owns the domain, because it
  // commits every subdomain to HTTPS in browsers' built-in lists.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  // Full URLs stay on the site; other sites (the API host too) see only the origin.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these; an injected script or a future embed gets none either.
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // frame-ancestors for browsers older than CSP 2.
  'X-Frame-Options': 'DENY',
  // Pages opened from the site ("Open in ChatGPT") cannot reach back through window.opener.
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** Cache-Control values: a year for files whose name changes with their content, revalidation for the rest. */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

export type CachePolicy = keyof typeof CACHE_CONTROL;

/**
 * URL paths whose file names carry a hash of their content, as the splat patterns of Netlify's
 * and Cloudflare's `_headers` (`*` matches any run of characters, slashes included); nginx gets
 * the same patterns as regular expressions (`patternToRegExp`). Everything else (HTML,
 * `pagefind/pages.json`, `pagefind/index-chunks.json`, `pagefind/pagefind.js`, its entry file
 * and WebAssembly, `llms.txt`, the `.md` twins, `mockServiceWorker.js`, the API description,
 * images in `img/`) is revalidated on every use.
 */
export const HASHED_PATHS: readonly { readonly pattern: string; readonly why: string }[] = [
  { pattern: '/assets/*', why: 'webpack names every emitted script, stylesheet, font, image and WebAssembly file with its content hash' },
  { pattern: '/pagefind/index/*', why: 'Pagefind names its index chunks with their content hash' },
  { pattern: '/pagefind/fragment/*', why: 'Pagefind names its page fragments with their content hash' },
  { pattern: '/pagefind/filter/*', why: 'Pagefind names its filter chunks with their content hash' },
  { pattern: '/pagefind/pagefind.*.pf_meta', why: 'the index metadata carries a hash in its name (pagefind-entry.json points at it)' },
];

/** A splat pattern as an anchored regular expression over the URL path (PCRE and JavaScript alike). */
export function patternToRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')).join('.*')}$`);
}

/** The cache policy of a URL path. */
export function cachePolicyOf(urlPath: string): CachePolicy {
  return HASHED_PATHS.some(({ pattern }) => patternToRegExp(pattern).test(urlPath)) ? 'immutable' : 'revalidate';
}

/**
 * Content types by file extension, for every extension the build writes: the hosting step
 * fails on a file whose extension is missing here, so a new kind of file gets its type
 * before it ships. Text types carry their charset.
 */
export const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
  // Pagefind's own formats, gzip-compressed by Pagefind and decompressed by its script: served
  // as bytes, never with a Content-Encoding the browser would undo first.
  pagefind: 'application/octet-stream',
  pf_meta: 'application/octet-stream',
  pf_index: 'application/octet-stream',
  pf_fragment: 'application/octet-stream',
  pf_filter: 'application/octet-stream',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  obj: 'model/obj',
  stl: 'model/stl',
  fbx: 'application/octet-stream',
  xsd: 'application/xml; charset=utf-8',
  zip: 'application/zip',
  // The API pages' request samples (static/api-samples/<operationId>/, src/api/requestSamples.ts):
  // source text a browser shows, never runs; with nosniff, text/plain keeps it that way.
  py: 'text/plain; charset=utf-8',
  sh: 'text/plain; charset=utf-8',
  cs: 'text/plain; charset=utf-8',
  go: 'text/plain; charset=utf-8',
  rb: 'text/plain; charset=utf-8',
  php: 'text/plain; charset=utf-8',
  java: 'text/plain; charset=utf-8',
  ps1: 'text/plain; charset=utf-8',
} as const satisfies Record<string, string>;

/** Files the build writes that are not served: the CDN's own config files and precompressed copies. */
export const UNSERVED_FILES = ['_headers', '_redirects'] as const;

/**
 * Extensions written beside themselves as `.br` and `.gz` after the build, so that the server
 * sends compressed bytes without compressing per request. Pagefind's files are compressed
 * already; images other than SVG and fonts are compressed formats.
 */
export const PRECOMPRESSED_EXTENSIONS = ['html', 'css', 'js', 'mjs', 'json', 'map', 'xml', 'txt', 'md', 'yaml', 'yml', 'svg', 'wasm', 'ico', 'xsd', 'obj', 'gltf', 'ttf'] as const;

/** Below this size a compressed copy saves less than a packet, and is not written. */
export const MIN_PRECOMPRESSED_BYTES = 1024;

/**
 * Markdown on request: an `Accept` header that names `text/markdown` (as coding agents send it)
 * gets the page's Markdown twin at the page's own URL, with the twin's content type. The match
 * is case-insensitive, as media types are; the same pattern in nginx (PCRE) and in tests.
 */
export const MARKDOWN_ACCEPT = /(^|,)\s*text\/markdown\s*(;|,|$)/i;

/** The pages' answers depend on Accept; caches must key them by it. */
export const MARKDOWN_VARY = 'Accept';

/** The page served with status 404 for any path that is neither a file nor a page. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * The spec's rewrites (section 2): "A path ending in '.html' or '/index.html' is rewritten to
 * the path without it." Served as permanent redirects, so that the browser's URL is the route
 * the client app matches (it would otherwise render its not-found page after hydration) and
 * each page has one URL.
 */
export const HTML_SUFFIX_REDIRECT_STATUS = 301;

/** The sandbox's service worker script: never cached, so an update of MSW reaches every reader. */
export const SERVICE_WORKER_PATH = MOCK_WORKER_PATH;
