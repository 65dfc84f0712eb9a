/**
 * After the production build (`npm run build` runs it as `postbuild`; `npm test` after its build):
 * writes the production hosting files from src/hosting/policy.ts and precompresses the text
 * assets.
 *
 *  1. Reads every built page's inline scripts and <style> elements and hashes them into the
 *     Content-Security-Policy; fails on what no hash can allow (event-handler attributes,
 *     `javascript:` URLs) and on more distinct inline scripts than MAX_INLINE_SCRIPTS, which
 *     would mean a page-specific script the header cannot carry.
 *  2. Writes the nginx server config (NGINX_SERVER_CONFIG) and build/_headers, build/_redirects.
 *  3. Reads the policy back from each written file and fails if an inline script's or style's
 *     hash is missing from it.
 *  4. Fails on a built file whose extension has no content type in the policy.
 *  5. Writes `.br` and `.gz` copies beside each text asset of at least MIN_PRECOMPRESSED_BYTES
 *     (./precompress.ts), taking those of an earlier build's identical files from PRECOMPRESSED_CACHE.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cdnHeaders, cdnRedirects } from '../src/hosting/cdn';
import { cspHash, inlineCodeOf } from '../src/hosting/inlineCode';
import { nginxServerConfig } from '../src/hosting/nginx';
import {
  CONTENT_TYPES,
  MIN_PRECOMPRESSED_BYTES,
  PRECOMPRESSED_EXTENSIONS,
  UNSERVED_FILES,
  contentSecurityPolicy,
  directiveSources,
} from '../src/hosting/policy';
import { BUILD_DIR, NGINX_SERVER_CONFIG, PRECOMPRESSED_CACHE } from './hostingPaths';
import { COMPRESSED_COPIES, precompress } from './precompress';

/** The theme's two head scripts, ours after them, and the /search page's: more is a page-specific script. */
const MAX_INLINE_SCRIPTS = 8;

const started = Date.now();
const errors: string[] = [];

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const files = walk(BUILD_DIR).filter((file) => !COMPRESSED_COPIES.some((suffix) => file.endsWith(suffix)));
const relative = (file: string) => `/${path.relative(BUILD_DIR, file).split(path.sep).join('/')}`;
const extensionOf = (file: string) => path.extname(file).slice(1).toLowerCase();

// 1. Inline code of every page.
const scriptHashes = new Map<string, string[]>();
const styleHashes = new Map<string, string[]>();
const pages = files.filter((file) => file.endsWith('.html'));
for (const file of pages) {
  const code = inlineCodeOf(readFileSync(file, 'utf8'));
  for (const [texts, hashes] of [[code.scripts, scriptHashes], [code.styles, styleHashes]] as const) {
    for (const text of texts) {
      const hash = cspHash(text);
      hashes.set(hash, [...(hashes.get(hash) ?? []), relative(file)]);
    }
  }
  for (const blocked of code.blocked) errors.push(`${relative(file)}: ${blocked} runs inline code that no CSP hash allows; use a script file or an event listener`);
}
if (scriptHashes.size > MAX_INLINE_SCRIPTS) {
  const counts = [...scriptHashes].map(([hash, on]) => `  ${hash} on ${on.length} page(s), e.g. ${on[0]}`).join('\n');
  errors.push(`${scriptHashes.size} distinct inline scripts (at most ${MAX_INLINE_SCRIPTS}): a script that differs per page cannot be allowed by one header; move its data into an attribute or a file.\n${counts}`);
}
const csp = contentSecurityPolicy({ scripts: [...scriptHashes.keys()], styles: [...styleHashes.keys()] });

// 2. The hosting files. A route is a page's path without .html or /index.html.
const routes = pages
  .map(relative)
  .filter((page) => page !== '/404.html')
  .map((page) => page.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/');
mkdirSync(path.dirname(NGINX_SERVER_CONFIG), { recursive: true });
const written = {
  [NGINX_SERVER_CONFIG]: nginxServerConfig(csp),
  [path.join(BUILD_DIR, '_headers')]: cdnHeaders(csp),
  [path.join(BUILD_DIR, '_redirects')]: cdnRedirects([...new Set(routes)].sort()),
};
for (const [file, text] of Object.entries(written)) writeFileSync(file, text);

// 3. Every inline script's and style's hash is in the policy each file carries.
for (const file of [NGINX_SERVER_CONFIG, path.join(BUILD_DIR, '_headers')]) {
  const text = readFileSync(file, 'utf8');
  const policies = [...text.matchAll(/Content-Security-Policy:? "?([^"\n]+)"?/g)].map((match) => match[1]!);
  if (policies.length === 0) errors.push(`${file} carries no Content-Security-Policy`);
  for (const policy of new Set(policies)) {
    for (const [directive, hashes] of [['script-src', scriptHashes], ['style-src-elem', styleHashes]] as const) {
      const allowed = new Set(directiveSources(policy, directive));
      for (const [hash, on] of hashes) {
        if (!allowed.has(`'${hash}'`)) errors.push(`${file}: ${directive} lacks '${hash}', the inline code of ${on.length} page(s) (${on[0]})`);
      }
    }
  }
}

// 4. Every served file has a content type.
const unserved = new Set<string>(UNSERVED_FILES);
for (const file of files) {
  if (unserved.has(path.basename(file))) continue;
  const extension = extensionOf(file);
  if (!(extension in CONTENT_TYPES)) errors.push(`${relative(file)}: no content type for .${extension} in CONTENT_TYPES (src/hosting/policy.ts)`);
}

if (errors.length > 0) {
  console.error(`hosting: ${errors.length} problem(s)\n${errors.join('\n')}`);
  process.exit(1);
}

// 5. Precompressed copies.
const compressible = new Set<string>(PRECOMPRESSED_EXTENSIONS);
// Largest first: a multi-megabyte chunk started last would leave one core compressing it alone.
const toCompress = files
  .filter((file) => compressible.has(extensionOf(file)))
  .map((file) => ({ file, size: statSync(file).size }))
  .filter(({ size }) => size >= MIN_PRECOMPRESSED_BYTES)
  .sort((a, b) => b.size - a.size)
  .map(({ file }) => file);
const { rawBytes, brBytes, gzBytes, compressedNow } = await precompress(toCompress, PRECOMPRESSED_CACHE);

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
console.log(
  `hosting: ${scriptHashes.size} inline script(s) and ${styleHashes.size} <style> element(s) hashed over ${pages.length} pages; ` +
    `wrote ${path.relative(process.cwd(), NGINX_SERVER_CONFIG)}, build/_headers, build/_redirects (${routes.length} routes); ` +
    `precompressed ${toCompress.length} files (${compressedNow} compressed now, the others' copies from an earlier build or an identical file), ${mib(rawBytes)} → ${mib(brBytes)} br, ${mib(gzBytes)} gzip (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
