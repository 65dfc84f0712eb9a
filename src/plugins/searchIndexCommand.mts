/**
 * Writes the search index of a build: `node --import tsx src/plugins/searchIndexCommand.mts <outDir> <siteDir>`.
 * Run by the search plugin after every build (src/plugins/searchIndex.ts), in a process of its own.
 */
import * as cbor from 'cborg';
import * as esbuild from 'esbuild';
import * as pagefind from 'pagefind';
import { writeEarlyResults, writeSearchIndex } from './searchIndex';

const [outDir, siteDir] = process.argv.slice(2);
if (!outDir || !siteDir) {
  console.error('Usage: node --import tsx src/plugins/searchIndexCommand.mts <outDir> <siteDir>');
  process.exit(2);
}
const pages = await writeSearchIndex(pagefind, cbor, outDir, siteDir);
console.log(`[search] Pagefind indexed ${pages} docs pages.`);
const sizes = await writeEarlyResults(esbuild, outDir, siteDir);
console.log(`[search] The /search page's early results and search worker: ${Object.entries(sizes).map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(1)} KiB`).join(', ')}.`);
