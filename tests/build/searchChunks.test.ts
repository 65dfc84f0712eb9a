/**
 * The index chunks the search box preloads as the reader types (src/search/pagefindFiles.ts
 * `chunksForQuery`, from build/pagefind/index-chunks.json) against the chunks Pagefind itself
 * asks for. A preload Pagefind does not use costs a phone about 30 KiB for nothing; a chunk it
 * asks for that was not preloaded costs the round trip the preload was for. Each word is
 * looked up by a fresh copy of Pagefind's browser module (it keeps every chunk it loaded),
 * whose requests are answered from build/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_CHUNKS_FILE, indexChunksOf, chunksForQuery, type IndexChunksFile } from '@site/src/search/pagefindFiles';
import { PAGEFIND_DIR } from '@site/src/search/pagefind';
import { answerFromBuild, BUILD, pagefindInNode } from './pagefindInNode';

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
let requested: string[] = [];
let restoreFetch: () => void;

beforeAll(() => {
  const folder = path.join(BUILD, PAGEFIND_DIR);
  if (!existsSync(path.join(folder, INDEX_CHUNKS_FILE))) throw new Error(`No ${INDEX_CHUNKS_FILE} in build/pagefind/: run \`npm run build\` first.`);
  const read = indexChunksOf(JSON.parse(readFileSync(path.join(folder, INDEX_CHUNKS_FILE), 'utf8')));
  if (!read) throw new Error(`build/pagefind/${INDEX_CHUNKS_FILE} is not the shape the browser reads`);
  file = read;
  restoreFetch = answerFromBuild((url) => {
    if (url.pathname.endsWith('.pf_index')) requested.push(path.basename(url.pathname, '.pf_index'));
  });
});

afterAll(() => restoreFetch());

/** The chunks a fresh Pagefind requests to search for `word`. */
async function pagefindChunks(word: string, instance: number): Promise<string[]> {
  const pagefind = await pagefindInNode({}, instance);
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
