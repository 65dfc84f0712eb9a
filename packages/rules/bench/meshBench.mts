/**
 * Mesh checks of @guildforge/rules, as a table:
 *  - the gzip size of what a browser loads to check a 3D file: the core and the mesh module
 *    (loaded with the first mesh rule), then the chunks each format adds on first use, and the
 *    three.js preview of the site's panel;
 *  - the time to check a 200,000-triangle GLB (a UV sphere) against the geometry rules below, in
 *    Node and in Chromium. The budget is 2 s in Chromium; `--check` exits 1 when it is missed.
 *
 *   npx tsx packages/rules/bench/meshBench.mts [--check]     (after npm run generate)
 *
 * ConvexShape is not in the timed field: its test compares every triangle with every vertex
 * (the page says so), about 2 × 10^10 products for this model.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Document, NodeIO } from '@gltf-transform/core';
import { build } from 'esbuild';
import { chromiumTimes as timeInChromium } from './chromiumTimes.mts';

const packageDir = path.resolve(import.meta.dirname, '..');
const outdir = mkdtempSync(path.join(tmpdir(), 'guildforge-rules-mesh-bench-'));
const CHROMIUM_BUDGET_MS = 2000;
const check = process.argv.includes('--check');

// ---------------------------------------------------------------- sizes

const previewEntry = path.join(outdir, 'preview-entry.js');
writeFileSync(
  previewEntry,
  "export { AmbientLight, Box3, Box3Helper, BufferAttribute, BufferGeometry, Color, DirectionalLight, DoubleSide, Mesh, MeshStandardMaterial, PerspectiveCamera, Scene, Vector3, WebGLRenderer } from 'three';\n",
);
const previewBuild = await build({
  entryPoints: [previewEntry],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  minify: true,
  outdir: path.join(outdir, 'preview'),
  metafile: true,
  logLevel: 'error',
  nodePaths: [path.join(packageDir, 'node_modules'), path.resolve(packageDir, '../../node_modules')],
});
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
  nodePaths: [path.join(packageDir, 'node_modules'), path.resolve(packageDir, '../../node_modules')],
});
const outputs = result.metafile.outputs;
const gz = (file: string) => gzipSync(readFileSync(file)).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
// Dynamic imports are entry points too (glTF-Transform's is also a dist/index.js): find the package's own by its exports.
const entryChunk = Object.keys(outputs).find((file) => outputs[file]!.exports.includes('validateAgainstSchema'))!;
const closure = (file: string, into = new Set<string>()): Set<string> => {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement') closure(imported.path, into);
  return into;
};
const chunkOf = (input: string) => Object.keys(outputs).find((file) => Object.keys(outputs[file]!.inputs).some((name) => name.includes(input)));
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gz(file), 0);
const loaded = new Set(closure(entryChunk));
const rows: string[][] = [['core (validateAgainstSchema, precompiled params check, rule index)', kib(sum(loaded))]];
const step = (label: string, input: string): number => {
  const chunk = chunkOf(input);
  if (!chunk) throw new Error(`no chunk holds ${input}`);
  const added = [...closure(chunk)].filter((file) => !loaded.has(file));
  for (const file of added) loaded.add(file);
  rows.push([label, kib(sum(added))]);
  return sum(added);
};
const core = sum(loaded);
const meshModule = step('+ mesh module (detection, OBJ and PLY readers, measurements, earcut)', 'dist/groups/mesh.js') + step('+ mesh rules\' compiled params schemas', 'dist/generated/meshParams.js');
const gltfReader = step('+ glTF reader (glTF-Transform core and extensions), on the first glTF file', '@gltf-transform/core');
step('+ meshopt decoder, on the first EXT_meshopt_compression file', 'meshopt_decoder');
step('+ STL reader (three’s STLLoader), on the first STL file', 'STLLoader');
rows.push(['= what a GLB check loads (core, mesh module, glTF reader)', kib(core + meshModule + gltfReader)]);
rows.push(['three.js for the panel’s preview (WebGLRenderer and the classes it uses)', kib(sum(Object.keys(previewBuild.metafile.outputs)))]);

// ---------------------------------------------------------------- the 200,000-triangle GLB

function uvSphere(segments: number, rings: number): { positions: Float32Array; indices: Uint32Array } {
  const positions: number[] = [0, 1, 0];
  for (let r = 1; r < rings; r += 1) {
    const phi = (Math.PI * r) / rings;
    for (let s = 0; s < segments; s += 1) {
      const theta = (2 * Math.PI * s) / segments;
      positions.push(Math.sin(phi) * Math.cos(theta), Math.cos(phi), -Math.sin(phi) * Math.sin(theta));
    }
  }
  positions.push(0, -1, 0);
  const bottom = positions.length / 3 - 1;
  const ring = (r: number, s: number) => 1 + (r - 1) * segments + (s % segments);
  const indices: number[] = [];
  for (let s = 0; s < segments; s += 1) indices.push(0, ring(1, s), ring(1, s + 1));
  for (let r = 1; r < rings - 1; r += 1) {
    for (let s = 0; s < segments; s += 1) indices.push(ring(r, s), ring(r + 1, s), ring(r + 1, s + 1), ring(r, s), ring(r + 1, s + 1), ring(r, s + 1));
  }
  for (let s = 0; s < segments; s += 1) indices.push(ring(rings - 1, s), bottom, ring(rings - 1, s + 1));
  return { positions: Float32Array.from(positions), indices: Uint32Array.from(indices) };
}

const sphere = uvSphere(500, 201);
const document = new Document();
const buffer = document.createBuffer();
const primitive = document
  .createPrimitive()
  .setAttribute('POSITION', document.createAccessor().setType('VEC3').setBuffer(buffer).setArray(sphere.positions))
  .setIndices(document.createAccessor().setType('SCALAR').setBuffer(buffer).setArray(sphere.indices));
document.createScene().addChild(document.createNode('sphere').setMesh(document.createMesh('sphere').addPrimitive(primitive)));
const glb = await new NodeIO().writeBinary(document);
const TRIANGLES = sphere.indices.length / 3;

const FIELD = {
  key: 'prop_model',
  kind: 'mesh',
  rules: [
    { rule: 'ThreeDimensionalFileFormat', params: { formats: ['glb'] } },
    { rule: 'MaxPolygonCount', params: { max: 250000 } },
    { rule: 'TrianglesOnly', params: {} },
    { rule: 'MaxVertexCount', params: { max: 250000 } },
    { rule: 'MaxEdgeCount', params: { max: 400000 } },
    { rule: 'Connected', params: {} },
    { rule: 'SingleMesh', params: {} },
    { rule: 'MeshCountRange', params: { max: 1 } },
    { rule: 'MeshSize', params: { dimension: 'height', max: 3 } },
    { rule: 'MinAngle', params: { min: 0.1 } },
    { rule: 'InnerShape', params: { shape: 'sphere', radius: 1.01 } },
    { rule: 'OuterShape', params: { shape: 'sphere', radius: 0.9 } },
  ],
};
const RULES = FIELD.rules.length;
const RUNS = 3;

interface Report {
  results: { status: string; rule: string }[];
}
const { validateAgainstSchema } = (await import(path.join(packageDir, 'dist/index.js'))) as { validateAgainstSchema: (fields: unknown[], values: unknown) => Promise<Report> };
const nodeTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  // A fresh copy each run: the package caches the parsed model per byte array.
  const bytes = glb.slice();
  const started = performance.now();
  const report = await validateAgainstSchema([FIELD], { prop_model: { bytes } });
  nodeTimes.push(performance.now() - started);
  const notPassed = report.results.filter((entry) => entry.status !== 'passed');
  if (report.results.length !== RULES || notPassed.length) throw new Error(`expected ${RULES} passed results, got ${JSON.stringify(notPassed)}`);
}
console.error(`node: ${nodeTimes.map(Math.round).join(', ')} ms`);

const { version: chromiumVersion, times: chromiumTimes } = await timeInChromium({
  outdir,
  entryChunk,
  file: { name: 'sphere.glb', bytes: glb },
  field: FIELD,
  valueKey: 'prop_model',
  runs: RUNS,
});

const mean = (times: number[]) => times.reduce((a, b) => a + b, 0) / times.length;
const ms = (times: number[]) => `${Math.round(Math.min(...times))} ms best, ${Math.round(mean(times))} ms mean of ${times.length}`;
const label = `${TRIANGLES} triangle GLB (${kib(glb.length)}), ${RULES} mesh rules`;
rows.push([`${label}, Node ${process.version}`, ms(nodeTimes)]);
const withinBudget = Math.min(...chromiumTimes) <= CHROMIUM_BUDGET_MS;
rows.push([`same, Chromium ${chromiumVersion} (budget ${CHROMIUM_BUDGET_MS} ms)`, `${ms(chromiumTimes)}${withinBudget ? '' : ' OVER BUDGET'}`]);

const width = Math.max(...rows.map(([name]) => name!.length));
console.log(`\n@guildforge/rules mesh checks\n${'What'.padEnd(width)}  Size (gzip) or time`);
for (const [name, value] of rows) console.log(`${name!.padEnd(width)}  ${value}`);
if (check && !withinBudget) process.exitCode = 1;
