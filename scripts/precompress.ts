/**
 * The `.br` and `.gz` copies that nginx serves instead of compressing each response
 * (scripts/hosting.mts), written beside each file, with Node's zlib.
 *
 * Compressing is most of the hosting step's time (brotli alone, about 50 s of CPU for the
 * build's 69 MiB), so the copies are kept in a cache by the SHA-256 of the file's bytes: a
 * rebuild compresses only the files that changed. An edit to a page changes that page; a change
 * to the site's code changes its scripts and every page, whose HTML names them. Identical files
 * of one build (a chunk emitted under two names, the contract at two paths) compress once. Each
 * entry is written under a temporary name and renamed, so a cut run leaves none half written.
 * After a run the cache holds that run's entries only: one build's copies, about 30 MiB.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The suffixes of a file's compressed copies, in the order `precompress` writes them. */
export const COMPRESSED_COPIES = ['.br', '.gz'] as const;

/**
 * Brotli's quality 10, not 11: on a sample of the build (6.8 MiB of pages, scripts and twins),
 * 11 wrote 2.4 % fewer bytes (1.27 against 1.30 MiB) for 2.5 times the CPU (5.9 against 2.4 s),
 * and this step runs in every build, which the bench holds to a wall-time budget.
 */
const BROTLI_QUALITY = 10;
const GZIP_LEVEL = 9;
/** Part of every cache entry's name: other settings write other entries. */
const CACHE_SETTINGS = `br${BROTLI_QUALITY}-gz${GZIP_LEVEL}`;
/** Files compressed at once: zlib runs in libuv's thread pool, and this many keep its threads busy without holding every file in memory. */
const AT_ONCE = 4;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Precompressed {
  readonly rawBytes: number;
  readonly brBytes: number;
  readonly gzBytes: number;
  /** How many distinct files were compressed by this run; the others' copies came from the cache or an identical file. */
  readonly compressedNow: number;
}

/** Writes `<file>.br` and `<file>.gz` for each of `files`, in their order, with the copies in `cacheDir` where it has them. */
export async function precompress(files: readonly string[], cacheDir: string): Promise<Precompressed> {
  mkdirSync(cacheDir, { recursive: true });
  const cached = new Set(readdirSync(cacheDir));
  const used = new Set<string>();
  /** This run's copies by the bytes' SHA-256: identical files share one. */
  const copiesOf = new Map<string, Promise<Buffer[]>>();
  let compressedNow = 0;

  const copies = (bytes: Buffer, digest: string): Promise<Buffer[]> => {
    const entries = COMPRESSED_COPIES.map((suffix) => `${digest}-${CACHE_SETTINGS}${suffix}`);
    for (const entry of entries) used.add(entry);
    if (entries.every((entry) => cached.has(entry))) return Promise.all(entries.map((entry) => readFile(path.join(cacheDir, entry))));
    compressedNow++;
    return Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzipAsync(bytes, { level: GZIP_LEVEL }),
    ]).then(async (written) => {
      await Promise.all(
        entries.map(async (entry, index) => {
          const temporary = path.join(cacheDir, `${entry}.${process.pid}.tmp`);
          await writeFile(temporary, written[index]!);
          await rename(temporary, path.join(cacheDir, entry));
        }),
      );
      return written;
    });
  };

  let rawBytes = 0;
  let brBytes = 0;
  let gzBytes = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < files.length) {
        const file = files[next++]!;
        const bytes = readFileSync(file);
        const digest = createHash('sha256').update(bytes).digest('hex');
        let shared = copiesOf.get(digest);
        if (!shared) {
          shared = copies(bytes, digest);
          copiesOf.set(digest, shared);
        }
        const [br, gz] = await shared;
        await Promise.all([writeFile(`${file}.br`, br!), writeFile(`${file}.gz`, gz!)]);
        rawBytes += bytes.length;
        brBytes += br!.length;
        gzBytes += gz!.length;
      }
    }),
  );
  // Entries of earlier builds that this one did not use, and what a cut run left.
  for (const entry of readdirSync(cacheDir)) if (!used.has(entry)) rmSync(path.join(cacheDir, entry), { force: true });
  return { rawBytes, brBytes, gzBytes, compressedNow };
}
