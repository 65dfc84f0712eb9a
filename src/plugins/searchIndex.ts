/**
 * Site search: the /search page's route, and after every production build a Pagefind index
 * of the docs pages in `build/pagefind/` (generated, never committed).
 *
 * Pagefind splits the index into small chunks by word, so a query downloads only the chunks
 * of its words and the excerpts of the results it shows (src/search/pagefind.ts). What it
 * indexes is chosen here, from the built HTML:
 *  - each docs page's <article> (the page body; navbar, sidebar, table of contents and footer are outside it),
 *    minus breadcrumbs, the edit link, pagination, heading anchors and buttons (EXCLUDED);
 *  - minus the parts marked as repeated across pages (SEARCH_SKIP_CLASS: the API pages' JSON
 *    examples, response headers and error tables, and every page's Markdown actions);
 *  - plus, as filters, the page's section (src/config/searchContexts.ts) and docs version;
 *  - plus, on API operation pages, the operationId, method and path with a heading's weight,
 *    so that `claimUserQuest` or `/user-quests/{userQuestId}/claim` finds the operation first.
 * Next to the index it writes the page directory (PAGE_DIRECTORY_FILE): each page's Pagefind
 * id with its URL and title, read back from the fragments Pagefind wrote, and the name of the
 * index's metadata file, which the browser can then fetch before Pagefind asks for it; and
 * INDEX_CHUNKS_FILE, that name again with the index chunks the metadata lists, read as the
 * reader reaches for search (src/search/pagefindFiles.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { parse as parseYaml } from 'yaml';
import { runNode } from './runNode';
import { SEARCH_SKIP_CLASS } from '../config/search';
import { searchContextOf } from '../search/context';
import { SEARCH_WORKER_FILE } from '../search/workerPagefind';
import { EARLY_RESULTS_FILE, INDEX_LANGUAGE, PAGE_DIRECTORY_FILE, PAGEFIND_DIR, VOCABULARY_DIR, vocabularyFile, type PageDirectory, type PageDirectoryFile } from '../search/pagefind';
import { INDEX_CHUNKS_FILE, INDEX_META_FILE, indexChunkList, type IndexChunk, type IndexChunksFile } from '../search/pagefindFiles';
import { normalizeWord, VOCABULARY_KEYS, vocabularyKey } from '../search/spelling';

/** Selectors inside a page's <article> that are chrome, not content. */
export const EXCLUDED = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  'button',
  `.${SEARCH_SKIP_CLASS}`,
] as const;

/** Weight Pagefind gives an <h1>; the API's identifiers are searched for as often as titles. */
const IDENTIFIER_WEIGHT = 7;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface OperationIdentity {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
}

/** `claimUserQuest` → `claim-user-quest`, as the API pages are named (`/docs/API/<kebab>`). */
export function operationSlug(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The operations of the bundled API description, by their page's slug. */
export function operationsBySlug(document: unknown): Map<string, OperationIdentity> {
  const operations = new Map<string, OperationIdentity>();
  const paths = (document as { paths?: Record<string, Record<string, { operationId?: string }>> }).paths ?? {};
  for (const [apiPath, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operationId = item[method]?.operationId;
      if (operationId) operations.set(operationSlug(operationId), { operationId, method: method.toUpperCase(), path: apiPath });
    }
  }
  return operations;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML Pagefind reads for one page: its <article> marked as the body, with the filters
 * and (for an operation) the identifiers added. Null for a page without an <article>.
 */
export function pageForIndex(html: string, route: string, operation?: OperationIdentity): string | null {
  const open = /<article\b[^>]*>/.exec(html);
  if (!open) return null;
  const section = searchContextOf(route);
  // Minified HTML may leave attribute values unquoted.
  const version = /<meta[^>]+name="?docusaurus_version"?[^>]+content="?([^"\s>]+)/.exec(html)?.[1];
  const added = [
    section ? `<span data-pagefind-filter="section:${escapeHtml(section.label)}"></span>` : '',
    version ? `<span data-pagefind-filter="version:${escapeHtml(version)}"></span>` : '',
    operation
      ? `<p data-pagefind-weight="${IDENTIFIER_WEIGHT}">${escapeHtml(operation.operationId)} ${operation.method} ${escapeHtml(operation.path)}</p>`
      : '',
  ].join('');
  const tag = open[0].replace(/^<article/, '<article data-pagefind-body');
  return `${html.slice(0, open.index)}${tag}${added}${html.slice(open.index + open[0].length)}`;
}

/** The docs pages of a build as [route, file]: `docs/x.html` and `docs/x/index.html` are `/docs/x`. */
function builtDocsPages(outDir: string): [string, string][] {
  const docs = path.join(outDir, 'docs');
  const pages: [string, string][] = existsSync(path.join(outDir, 'docs.html')) ? [['/docs', path.join(outDir, 'docs.html')]] : [];
  if (!existsSync(docs)) return pages;
  for (const entry of readdirSync(docs, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const route = `/docs/${entry.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
    pages.push([route, path.join(docs, entry)]);
  }
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Indexes the docs pages of a build into `<outDir>/pagefind/` with Pagefind's Node API (passed in:
 * an ES module, imported by ./searchIndexCommand.mts); returns the number of pages indexed.
 */
export async function writeSearchIndex(pagefind: typeof import('pagefind'), cbor: CborDecoder, outDir: string, siteDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: INDEX_LANGUAGE, excludeSelectors: [...EXCLUDED] });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const apiDescription = path.join(siteDir, 'generated', 'openapi.yaml');
  const operations = existsSync(apiDescription) ? operationsBySlug(parseYaml(await readFile(apiDescription, 'utf8'))) : new Map<string, OperationIdentity>();
  let pages = 0;
  const names = new Map<string, string[]>();
  for (const [route, file] of builtDocsPages(outDir)) {
    const slug = /^\/docs\/API\/([^/]+)$/.exec(route)?.[1];
    const operation = slug ? operations.get(slug) : undefined;
    const pageNames = exactNames(route, operation);
    if (pageNames.length) names.set(encodeURI(route), pageNames);
    const content = pageForIndex(await readFile(file, 'utf8'), route, operation);
    if (!content) continue;
    const added = await index.addHTMLFile({ url: encodeURI(route), content });
    if (added.errors.length) throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
    pages += 1;
  }
  const outputPath = path.join(outDir, PAGEFIND_DIR);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  await pagefind.close();
  const fragments = readFragments(path.join(outputPath, 'fragment'));
  const meta = indexMetaFile(outputPath);
  const chunks: IndexChunksFile = { meta, chunks: indexChunksOfMeta(readFileSync(path.join(outputPath, meta)), cbor) };
  writeFileSync(path.join(outputPath, INDEX_CHUNKS_FILE), JSON.stringify(chunks));
  const directory: PageDirectoryFile = {
    meta,
    vocabulary: writeVocabulary(fragments, outputPath),
    pages: pageDirectory(fragments, names),
  };
  writeFileSync(path.join(outputPath, PAGE_DIRECTORY_FILE), JSON.stringify(directory));
  // Pagefind also writes its own ready-made interfaces; the site has its own (src/theme/SearchBar, SearchPage).
  for (const name of readdirSync(outputPath)) {
    if (/^pagefind-(component-|modular-)?ui\./.test(name)) rmSync(path.join(outputPath, name));
  }
  return pages;
}

/** The index's metadata file that `pagefind-entry.json` (its parsed body) leads Pagefind to, or null. */
export function indexMetaOfEntry(entry: unknown): string | null {
  const languages = entry && typeof entry === 'object' ? (entry as { languages?: unknown }).languages : undefined;
  const language = languages && typeof languages === 'object' ? (languages as Record<string, unknown>)[INDEX_LANGUAGE] : undefined;
  const hash = language && typeof language === 'object' ? (language as { hash?: unknown }).hash : undefined;
  const name = typeof hash === 'string' ? `pagefind.${hash}.pf_meta` : '';
  return INDEX_META_FILE.test(name) ? name : null;
}

/** The name of the index's metadata file, as `pagefind-entry.json` leads Pagefind to it. */
export function indexMetaFile(outputPath: string): string {
  const name = indexMetaOfEntry(JSON.parse(readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')));
  if (!name || !existsSync(path.join(outputPath, name))) {
    throw new Error(`pagefind-entry.json does not lead to a metadata file for "${INDEX_LANGUAGE}" (Pagefind's format changed?)`);
  }
  return name;
}

/** Pagefind's fragment and metadata files start with this signature, then their body (gzipped as a whole). */
const PAGEFIND_SIGNATURE = 'pagefind_dcd';

/** A CBOR decoder (the `cborg` package's `decode`), given by ./searchIndexCommand.mts, which can import ES modules. */
export interface CborDecoder {
  decode(bytes: Uint8Array): unknown;
}

/**
 * The index chunks that Pagefind's metadata file (`pagefind.<hash>.pf_meta`, its bytes as
 * written) lists: gzipped, the signature, then CBOR whose third item is the chunks, each the
 * first and last word it holds and its hash. Throws when the file is not that shape, so that a
 * change in Pagefind's format fails the build instead of the browser preloading wrong files.
 */
export function indexChunksOfMeta(file: Buffer, cbor: CborDecoder): IndexChunk[] {
  const fail = (why: string): never => {
    throw new Error(`Pagefind's index metadata ${why} (Pagefind's format changed?)`);
  };
  let bytes: Buffer;
  try {
    bytes = gunzipSync(file);
  } catch {
    return fail('is not gzipped');
  }
  if (bytes.subarray(0, PAGEFIND_SIGNATURE.length).toString('latin1') !== PAGEFIND_SIGNATURE) fail(`does not start with "${PAGEFIND_SIGNATURE}"`);
  let decoded: unknown;
  try {
    decoded = cbor.decode(bytes.subarray(PAGEFIND_SIGNATURE.length));
  } catch (error) {
    return fail(`is not CBOR: ${error instanceof Error ? error.message : String(error)}`);
  }
  // The same check the browser makes on INDEX_CHUNKS_FILE.
  const chunks = indexChunkList(Array.isArray(decoded) ? decoded[2] : undefined);
  return chunks?.length ? chunks : fail('does not list its index chunks as [first word, last word, hash]');
}

export interface Fragment {
  readonly url: string;
  /** The page's indexed text, as Pagefind split it into words. */
  readonly content: string;
  readonly meta?: { readonly title?: string };
}

const isFragment = (value: object): value is Fragment => typeof (value as { url?: unknown }).url === 'string';

/** Every page's fragment, by its Pagefind id. */
export function readFragments(fragmentDir: string): [id: string, fragment: Fragment][] {
  const all: [string, Fragment][] = [];
  for (const file of readdirSync(fragmentDir).sort()) {
    const text = gunzipSync(readFileSync(path.join(fragmentDir, file))).toString('utf8');
    if (!text.startsWith(PAGEFIND_SIGNATURE)) throw new Error(`${file} is not a Pagefind fragment this site can read (Pagefind's format changed?)`);
    const parsed = JSON.parse(text.slice(PAGEFIND_SIGNATURE.length)) as Fragment | Record<string, Fragment>;
    // A file holds one page, named by its id, or a group of small pages keyed by their ids.
    const pages: [string, Fragment][] = isFragment(parsed) ? [[file.replace(/\.pf_fragment$/, ''), parsed]] : Object.entries(parsed);
    for (const [id, fragment] of pages) {
      if (typeof fragment.content !== 'string') throw new Error(`The fragment of ${fragment.url} has no content (Pagefind's format changed?)`);
      all.push([id, fragment]);
    }
  }
  return all;
}

/**
 * Each page's Pagefind id with its URL, title and, where it has them, the names a reader may
 * type exactly (`names`, by URL), which then rank it first (src/search/engine.ts).
 */
export function pageDirectory(fragments: readonly [string, Fragment][], names: ReadonlyMap<string, readonly string[]> = new Map()): PageDirectory {
  const directory: Record<string, readonly [string, string] | readonly [string, string, readonly string[]]> = {};
  for (const [id, fragment] of fragments) {
    const title = fragment.meta?.title ?? fragment.url;
    const pageNames = names.get(fragment.url.replace(/\/$/, ''));
    directory[id] = pageNames ? [fragment.url, title, pageNames] : [fragment.url, title];
  }
  return directory;
}

const QUEST_TYPE_PAGE = /^\/docs\/quests\/Quest Types\/Categories\/([^/]+)\/([^/]+)$/;

/**
 * Names besides its title that a page is the exact match for: an operation's operationId and
 * path (a query of method and path matches the path too: src/search/results.ts), and a quest
 * type page's `<provider>.<type>`.
 */
export function exactNames(route: string, operation?: OperationIdentity): string[] {
  if (operation) return [operation.operationId, operation.path];
  const questType = QUEST_TYPE_PAGE.exec(route);
  return questType ? [`${questType[1]}.${questType[2]}`] : [];
}

/** A word of the index as the pages show it: the token without the punctuation around it. */
const WORD_EDGES = /^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu;
const INDEXED_WORD = /^[\p{L}\p{N}_]+$/u;

/**
 * The words Pagefind indexed for one page's text, as the pages show them: each
 * whitespace-separated token, and for a token with punctuation in it (`twitter.follow`,
 * `user-quests`, `{userQuestId}`) also its parts, split as Pagefind splits them (at
 * punctuation and at camelCase), of two characters or more.
 */
export function indexedWords(content: string): string[] {
  const words: string[] = [];
  for (const token of content.split(/\s+/)) {
    const shown = token.replace(WORD_EDGES, '');
    if (!shown) continue;
    const word = normalizeWord(shown);
    if (INDEXED_WORD.test(word)) words.push(shown);
    else if (word) words.push(word.replace(/[^\p{L}\p{N}_]/gu, ''));
    if (/[^\p{L}\p{N}]/u.test(token)) {
      // A camelCase part between punctuation also whole (`playedMinutes` of `steam.playedMinutes`),
      // then split: Pagefind indexes both, and a reader types either.
      const pieces = token.replace(/[!-/:-@[-`{-~]/g, ' ');
      for (const piece of pieces.split(/\s+/)) {
        if (/(\p{Ll}|\p{N})\p{Lu}/u.test(piece) && piece.toLowerCase() !== word) words.push(piece.toLowerCase());
      }
      const parts = pieces
        .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
        .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
        .toLowerCase()
        .split(/\s+/);
      for (const part of parts) if (part.length > 1 && part !== word) words.push(part);
    }
  }
  return words.filter((shown) => normalizeWord(shown).length > 0);
}

/**
 * Writes the vocabulary (src/search/spelling.ts): every indexed word once, in the form the
 * pages show most, one file per first character, words on the most pages first. Returns the
 * files' shared hash, which names them (VOCABULARY_DIR, `vocabularyFile`).
 */
export function writeVocabulary(fragments: readonly [string, Fragment][], outputPath: string): string {
  /** Normalised word → pages it is on, and how often each form of it is shown. */
  const words = new Map<string, { pages: number; forms: Map<string, number> }>();
  for (const [, fragment] of fragments) {
    const onPage = new Set<string>();
    for (const shown of indexedWords(fragment.content)) {
      const word = normalizeWord(shown);
      let entry = words.get(word);
      if (!entry) words.set(word, (entry = { pages: 0, forms: new Map() }));
      entry.forms.set(shown, (entry.forms.get(shown) ?? 0) + 1);
      if (!onPage.has(word)) {
        onPage.add(word);
        entry.pages += 1;
      }
    }
  }
  const shards = new Map<string, string[]>();
  const ordered = [...words].sort(([a, x], [b, y]) => y.pages - x.pages || (a < b ? -1 : a > b ? 1 : 0));
  for (const [word, { forms }] of ordered) {
    const shown = [...forms].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0][0];
    const key = vocabularyKey(word);
    const lines = shards.get(key);
    if (lines) lines.push(shown);
    else shards.set(key, [shown]);
  }
  // Every key has a file, empty when no word has that initial: a host may answer a missing file with a page.
  const texts = VOCABULARY_KEYS.map((key) => [key, (shards.get(key) ?? []).join('\n')] as const);
  const hash = createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 10);
  mkdirSync(path.join(outputPath, VOCABULARY_DIR), { recursive: true });
  for (const [key, text] of texts) writeFileSync(path.join(outputPath, VOCABULARY_DIR, vocabularyFile(key, hash)), text);
  return hash;
}

/**
 * Bundles the /search page's early results (src/search/earlyResults.ts) into
 * `<outDir>/pagefind/EARLY_RESULTS_FILE` and its search worker (src/search/searchWorker.ts) into
 * `<outDir>/pagefind/SEARCH_WORKER_FILE`, minified, for the browsers the site supports: ES
 * modules the page's head script imports and starts, outside the site's bundles so that they run
 * without them. esbuild is passed in (the plugin's command imports it). Returns their sizes.
 */
export async function writeEarlyResults(esbuild: typeof import('esbuild'), outDir: string, siteDir: string): Promise<Record<string, number>> {
  const bundles = { [EARLY_RESULTS_FILE]: 'earlyResults.ts', [SEARCH_WORKER_FILE]: 'searchWorker.ts' };
  const sizes: Record<string, number> = {};
  for (const [file, source] of Object.entries(bundles)) {
    const outfile = path.join(outDir, PAGEFIND_DIR, file);
    const result = await esbuild.build({
      entryPoints: [path.join(siteDir, 'src', 'search', source)],
      outfile,
      bundle: true,
      format: 'esm',
      minify: true,
      target: 'es2020',
      platform: 'browser',
      alias: { '@site': siteDir },
      legalComments: 'none',
      logLevel: 'error',
    });
    if (result.errors.length) throw new Error(`${file} could not be bundled: ${result.errors.map((error) => error.text).join('; ')}`);
    sizes[file] = readFileSync(outfile).length;
  }
  return sizes;
}

/** `node --import tsx <this> <outDir> <siteDir>` writes a build's search index. */
const INDEX_COMMAND = fileURLToPath(new URL('./searchIndexCommand.mts', import.meta.url));

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'guildforge-search-index',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: '/search', component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir, siteDir }) {
      // Pagefind's Node API is an ES module only, and Docusaurus loads this plugin through
      // jiti, which cannot import it; the index is written by a child Node process (with tsx),
      // awaited, so the other plugins' postBuild work runs meanwhile.
      const started = Date.now();
      await runNode(`Writing the search index (${path.relative(siteDir, INDEX_COMMAND)})`, ['--import', 'tsx', INDEX_COMMAND, outDir, siteDir], siteDir);
      console.log(`[search] Pagefind index written to ${PAGEFIND_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    },
  };
}
