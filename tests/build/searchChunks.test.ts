/**
 * The index chunks the search box preloads as the reader types (src/search/pagefindFiles.ts
 * `chunksForQuery`, from build/pagefind/index-chunks.json) against the chunks Pagefind itself
 * asks for. A preload Pagefind does not use costs a phone about 30 KiB for nothing; a chunk it
 * asks for that was not preloaded costs the round trip the preload was for. Each word is
 * looked up by a fresh copy of Pagefind's browser module (it keeps every chunk it loaded),
 * whose requests are answered from build/.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_CHUNKS_FILE, indexChunksOf, chunksForQuery, type IndexChunksFile } from '@site/src/search/pagefindFiles';
import { PAGEFIND_DIR, type Pagefind } from '@site/src/search/pagefind';

const BUILD = path.resolve(import.meta.dirname, '../../build');
const ORIGIN = 'http://docs.test';

/** Words readers type, whole and half-typed, and words whose stem is not a prefix of them. */
const WORDS = [
  'w', 'we', 'web', 'webh', 'webhook', 'webhooks',
  'q', 'qu', 'quest', 'quests', 'questing',
  'c', 'cl', 'cla', 'claim', 'claiming', 'claimed',
  's', 'su', 'sub', 'submission', 'submissions', 'studies',
  'h', 'hue', 'huearclength',
  'r', 're', 'reward', 'rewards', 'rotate', 'rotating',
  'i', 'idempotency', 'image', 'images',
  'b', 'badge', 'badges', 'batch',
  'm', 'mesh', 'meshes', 'maxpolygoncount',
  'p', 'polygon', 'policies', 'playtime',
  't', 'the', 'terrain', 'triangles',
  'a', 'ab', 'api', 'audio', 'animation',
  'z', 'x', '0', '4', '404', '429',
];

let file: IndexChunksFile;
let script: string;
let requested: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  const folder = path.join(BUILD, PAGEFIND_DIR);
  if (!existsSync(path.join(folder, INDEX_CHUNKS_FILE))) throw new Error(`No ${INDEX_CHUNKS_FILE} in build/pagefind/: run \`npm run build\` first.`);
  const read = indexChunksOf(JSON.parse(readFileSync(path.join(folder, INDEX_CHUNKS_FILE), 'utf8')));
  if (!read) throw new Error(`build/pagefind/${INDEX_CHUNKS_FILE} is not the shape the browser reads`);
  file = read;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin !== ORIGIN) throw new Error(`Unexpected request ${url.href}`);
    if (url.pathname.endsWith('.pf_index')) requested.push(path.basename(url.pathname, '.pf_index'));
    const local = path.join(BUILD, decodeURIComponent(url.pathname));
    if (!existsSync(local)) return new Response(null, { status: 404 });
    return new Response(await readFile(local));
  }) as typeof fetch;
  script = path.join(await mkdtemp(path.join(tmpdir(), 'pagefind-')), 'pagefind.mjs');
  await copyFile(path.join(folder, 'pagefind.js'), script);
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

/** The chunks a fresh Pagefind requests to search for `word`. */
async function pagefindChunks(word: string, copy: number): Promise<string[]> {
  const pagefind = (await import(`${pathToFileURL(script).href}?copy=${copy}`)) as Pagefind;
  await pagefind.options({ basePath: `${ORIGIN}/${PAGEFIND_DIR}`, baseUrl: '/' });
  await pagefind.init();
  requested = [];
  await pagefind.preload(word);
  return [...new Set(requested)].sort();
}

describe('the chunks the search box preloads', () => {
  it('lists the metadata file next to Pagefind, and its chunks', () => {
    expect(existsSync(path.join(BUILD, PAGEFIND_DIR, file.meta))).toBe(true);
    expect(file.chunks.length).toBeGreaterThan(1);
    for (const [, , hash] of file.chunks) expect(existsSync(path.join(BUILD, PAGEFIND_DIR, 'index', `${hash}.pf_index`)), hash).toBe(true);
  });

  it('are the chunks Pagefind asks for, whenever the box preloads any', async () => {
    const mismatches: string[] = [];
    let preloaded = 0;
    for (const [index, word] of WORDS.entries()) {
      const asked = await pagefindChunks(word, index);
      const predicted = chunksForQuery(file.chunks, word).sort();
      if (predicted.length === 0) continue;
      preloaded += 1;
      const unused = predicted.filter((hash) => !asked.includes(hash));
      const missed = asked.filter((hash) => !predicted.includes(hash));
      if (missed.length || unused.length > 1) mismatches.push(`${word}: Pagefind asked for ${asked.join(', ') || 'nothing'}, the box preloads ${predicted.join(', ')}`);
    }
    expect(mismatches).toEqual([]);
    // Most words narrow to their chunks from their first letters.
    expect(preloaded).toBeGreaterThan(WORDS.length * 0.7);
  }, 60_000);
});
