/** The build's precompressed copies (scripts/precompress.ts): what nginx serves, and the cache that spares a rebuild recompressing what did not change. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function site(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'guildforge-precompress-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  return { root, cache: path.join(root, 'cache'), paths: Object.keys(files).map((name) => path.join(root, name)) };
}

const page = '<!doctype html><title>Claim a user quest</title>'.repeat(200);
const script = 'export const quest = { id: "q_1", state: "claimable" };\n'.repeat(200);

describe('precompressed copies', () => {
  it('writes .br and .gz copies that decompress to each file, compressing identical files once', async () => {
    const { cache, paths } = site({ 'a.html': page, 'copy.html': page, 'b.js': script });
    const result = await precompress(paths, cache);
    expect(result.compressedNow).toBe(2);
    for (const file of paths) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(readFileSync(file, 'utf8'));
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(readFileSync(file, 'utf8'));
    }
    expect(result.rawBytes).toBe(2 * page.length + script.length);
    expect(result.brBytes).toBeLessThan(result.rawBytes / 10);
  });

  it('takes an unchanged file\'s copies from the cache on the next run, and keeps only the last run\'s entries', async () => {
    const { cache, paths } = site({ 'a.html': page, 'b.js': script });
    await precompress(paths, cache);
    const first = readFileSync(`${paths[0]}.br`);
    writeFileSync(path.join(cache, 'left-by-a-cut-run.br.123.tmp'), 'partial');
    expect((await precompress(paths, cache)).compressedNow).toBe(0);
    expect(readFileSync(`${paths[0]}.br`).equals(first)).toBe(true);

    writeFileSync(paths[1], `${script}// edited\n`);
    expect((await precompress(paths, cache)).compressedNow).toBe(1);
    expect(gunzipSync(readFileSync(`${paths[1]}.gz`)).toString()).toContain('// edited');
    // Two files, two copies each: the edited file's old entries and the cut run's file are gone.
    expect(readdirSync(cache)).toHaveLength(4);
  });
});
