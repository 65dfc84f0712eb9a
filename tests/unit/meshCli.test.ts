/**
 * guildforge-rules on 3D files, as CI runs it (the built bin in a child process): each format the
 * package reads gives its verdict and exit code, FBX is left pending, and a truncated or corrupt
 * model is unreadable input: one sentence on stderr and exit 2.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { box, glb, gltfEmbedded, grid, obj, ply, stlAscii, stlBinary, type PolyMesh } from './meshFixtures';

const bin = path.resolve(import.meta.dirname, '../../packages/rules/dist/bin.js');
const dir = mkdtempSync(path.join(tmpdir(), 'guildforge-rules-mesh-'));
const write = (name: string, content: string | Uint8Array) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

const fields = write(
  'fields.json',
  JSON.stringify([
    {
      key: 'prop_model',
      kind: 'mesh',
      required: true,
      rules: [
        { rule: 'ThreeDimensionalFileFormat', params: { formats: ['glb', 'gltf', 'obj', 'stl', 'ply', 'fbx'] } },
        { rule: 'TrianglesOnly', params: {} },
        { rule: 'MaxPolygonCount', params: { max: 20000 } },
      ],
    },
  ]),
);

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const crate = box([0, 0, 0], [0.5, 0.5, 0.5]);
const quads: PolyMesh = grid(8, 8, 1, false);
const files: Record<string, string> = {};

beforeAll(async () => {
  const spec = { meshes: [{ primitives: [{ mesh: crate }] }], nodes: [{ name: 'crate', mesh: 0 }] };
  const crateGlb = await glb(spec);
  files.glb = write('crate.glb', crateGlb);
  files.gltf = write('crate.gltf', await gltfEmbedded(spec));
  files.stlBinary = write('crate.stl', stlBinary(crate));
  files.stlAscii = write('crate-ascii.stl', stlAscii([{ name: 'crate', mesh: crate }]));
  files.plyAscii = write('crate-ascii.ply', ply(crate, 'ascii'));
  files.plyLittle = write('crate-le.ply', ply(crate, 'binary_little_endian'));
  files.plyBig = write('crate-be.ply', ply(crate, 'binary_big_endian'));
  files.objQuads = write('panel.obj', obj([{ name: 'panel', mesh: quads }]));
  files.truncated = write('truncated.glb', crateGlb.subarray(0, crateGlb.length - 40));
  const fbx = new Uint8Array(64);
  fbx.set(new TextEncoder().encode('Kaydara FBX Binary  \0'));
  fbx.set([0x1a, 0x00], 21);
  new DataView(fbx.buffer).setUint32(23, 7400, true);
  files.fbx = write('crate.fbx', fbx);
});

describe('guildforge-rules check on 3D files', () => {
  it.each(['glb', 'gltf', 'stlBinary', 'stlAscii', 'plyAscii', 'plyLittle', 'plyBig'])('passes a 12-triangle crate as %s (exit 0)', (format) => {
    const { code, stdout, stderr } = run('check', '--fields', fields, '--file', `prop_model=${files[format]}`, '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { results: { rule: string; status: string; measured?: Record<string, unknown> }[] };
    expect(report.results.map((result) => `${result.rule}:${result.status}`)).toEqual(['ThreeDimensionalFileFormat:passed', 'TrianglesOnly:passed', 'MaxPolygonCount:passed']);
    expect(report.results[2]!.measured).toMatchObject({ triangleCount: 12 });
  });

  it('fails an OBJ of quads with the TrianglesOnly message (exit 1), grouped by field', () => {
    const { code, stdout } = run('check', '--fields', fields, '--file', `prop_model=${files.objQuads}`);
    expect(code).toBe(1);
    expect(stdout).toContain('prop_model\n');
    expect(stdout).toContain('FAIL    TrianglesOnly  mesh_not_triangulated: 64 faces have more than three corners (up to 4); the mesh must be triangulated.');
  });

  it('leaves FBX geometry to the API (pending, exit 0)', () => {
    const { code, stdout } = run('check', '--fields', fields, '--file', `prop_model=${files.fbx}`, '--json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { results: { rule: string; status: string; reason?: string }[] };
    expect(report.results.map((result) => result.status)).toEqual(['passed', 'pending', 'pending']);
    expect(report.results[1]!.reason).toMatch(/^FBX files are read only by the API’s geometry server/);
  });

  it('answers a truncated GLB with one sentence on stderr and exit 2', () => {
    const { code, stdout, stderr } = run('check', '--fields', fields, '--file', `prop_model=${files.truncated}`, '--json');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^guildforge-rules: \S+truncated\.glb \(field prop_model\) could not be read as a 3D model: the GLB is truncated: its header declares \d+ bytes but the file has \d+\.\n$/);
    expect(stderr.split('\n')).toHaveLength(2);
  });
});
