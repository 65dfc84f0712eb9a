/**
 * Size and speed of @guildforge/rules, as a table:
 *  - the gzip size of what a browser loads for each rule group: the core, the group's module and
 *    the chunks they import (esbuild, browser platform, minified, split as a bundler splits them);
 *  - the time to check a 2048 × 2048 PNG against the ten image colour rules (Grayscale, HSLRange,
 *    HueArcLength, HuePaletteSize, HueRange, LightnessRange, MaxColorCount, SaturationRange,
 *    NoAlphaChannel with allowOpaqueAlpha, TransparentBackground) in Node and in Chromium.
 *
 *   npx tsx packages/rules/bench/bench.mts        (after npm run generate)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromiumTimes as timeInChromium } from './chromiumTimes.mts';
import { encode } from 'fast-png';

const packageDir = path.resolve(import.meta.dirname, '..');
const outdir = mkdtempSync(path.join(tmpdir(), 'guildforge-rules-bench-'));
const GROUPS = ['text', 'misc', 'image', 'texture', 'audio'] as const;

const result = await build({
  entryPoints: [path.join(packageDir, 'dist/index.js')],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  minify: true,
  outdir,
  metafile: true,
  logLevel: 'error',
  external: ['node:*'],
});

const outputs = result.metafile.outputs;
const gz = (file: string) => gzipSync(readFileSync(file)).length;
// Dynamic imports are entry points too (glTF-Transform's is also a dist/index.js): find the package's own by its exports.
const entryChunk = Object.keys(outputs).find((file) => outputs[file]!.exports.includes('validateAgainstSchema'))!;

/** A chunk and every chunk it imports statically. */
function closure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement') closure(imported.path, into);
  return into;
}

const coreFiles = closure(entryChunk);
console.error(`bundled into ${Object.keys(outputs).length} chunks`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows: string[][] = [['core (validateAgainstSchema, precompiled params check, rule index)', kib([...coreFiles].reduce((sum, f) => sum + gz(f), 0))]];
for (const group of GROUPS) {
  const chunkOf = (input: string) => Object.keys(outputs).find((file) => Object.keys(outputs[file]!.inputs).some((name) => name.endsWith(input)))!;
  // loadRule loads the group's module and its compiled params schemas together.
  const files = new Set([...closure(chunkOf(`dist/groups/${group}.js`)), ...closure(chunkOf(`dist/generated/${group}Params.js`))]);
  const own = [...files].filter((file) => !coreFiles.has(file));
  rows.push([`${group} group (added to the core)`, kib(own.reduce((sum, f) => sum + gz(f), 0))]);
  rows.push([`  core + ${group}`, kib([...new Set([...coreFiles, ...files])].reduce((sum, f) => sum + gz(f), 0))]);
}
const xmllintDir = path.dirname(path.join(packageDir, 'node_modules/xmllint-wasm/package.json'));
const xmllintRoot = (() => {
  try {
    readFileSync(path.join(xmllintDir, 'xmllint.wasm'));
    return xmllintDir;
  } catch {
    return path.resolve(packageDir, '../../node_modules/xmllint-wasm');
  }
})();
rows.push(['XsdSchema worker + libxml2 wasm (only when an XSD rule runs)', kib(gz(path.join(xmllintRoot, 'xmllint-browser.mjs')) + gz(path.join(xmllintRoot, 'xmllint.wasm')))]);

// A 2048 × 2048 RGBA PNG of smooth gradients and noise, so it decodes like real art.
const size = Number(process.env.BENCH_SIZE ?? 2048);
const data = new Uint8Array(size * size * 4);
let seed = 1;
for (let i = 0; i < size * size; i += 1) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  const x = i % size;
  const y = (i - x) / size;
  data.set([(x >> 3) & 255, (y >> 3) & 255, (seed >> 16) & 255, 255], i * 4);
}
const png = encode({ width: size, height: size, data, channels: 4, depth: 8 });
const FIELD = {
  key: 'skin',
  kind: 'image',
  rules: [
    { rule: 'Grayscale', params: { maxChroma: 100 } },
    { rule: 'HSLRange', params: { minHue: 0, maxHue: 360, tolerance: 100 } },
    { rule: 'HueArcLength', params: { maxArcLength: 359 } },
    { rule: 'HuePaletteSize', params: { maxHues: 12 } },
    { rule: 'HueRange', params: { minHue: 0, maxHue: 360 } },
    { rule: 'LightnessRange', params: { minLightness: 0, maxLightness: 100 } },
    { rule: 'MaxColorCount', params: { maxColors: 16777216 } },
    { rule: 'SaturationRange', params: { maxSaturation: 100 } },
    { rule: 'NoAlphaChannel', params: { allowOpaqueAlpha: true } },
    { rule: 'TransparentBackground', params: { tolerance: 100 } },
  ],
};

const { validateAgainstSchema } = (await import(path.join(packageDir, 'dist/index.js'))) as typeof import('../src/index.js');
const RUNS = 3;
async function timeNode(): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const bytes = png.slice();
    const started = performance.now();
    const report = await validateAgainstSchema([FIELD as never], { skin: { bytes } });
    times.push(performance.now() - started);
    if (report.results.length !== 10) throw new Error('expected ten results');
  }
  return times;
}
const nodeTimes = await timeNode();
console.error(`node: ${nodeTimes.map(Math.round).join(', ')} ms`);

const { version: chromiumVersion, times: chromiumTimes } = await timeInChromium({
  outdir,
  entryChunk,
  file: { name: 'skin.png', bytes: png },
  field: FIELD,
  valueKey: 'skin',
  runs: RUNS,
});

const ms = (times: number[]) => `${Math.round(Math.min(...times))} ms best, ${Math.round(times.reduce((a, b) => a + b, 0) / times.length)} ms mean of ${times.length}`;
rows.push([`${size} × ${size} PNG (${kib(png.length)}), ten image colour rules, Node ${process.version}`, ms(nodeTimes)]);
rows.push([`same, Chromium ${chromiumVersion}`, ms(chromiumTimes)]);

const width = Math.max(...rows.map(([label]) => label!.length));
console.log(`${'What'.padEnd(width)}  Size or time`);
for (const [label, value] of rows) console.log(`${label!.padEnd(width)}  ${value}`);
