/**
 * Hostile inputs for @guildforge/rules: small generated files that declare huge sizes, values at
 * and past the contract's limits, and patterns and documents that used to take minutes. Each case
 * runs in a child Node process with a heap limit, as `check_file` and `guildforge-rules` run it
 * (checkLocalSubmission from a built dist), and reports the child's verdict, its checking time and
 * its peak resident memory (process.resourceUsage().maxRSS, read by the child itself).
 *
 * The unit test src/hostile.test.ts asserts each case's verdict and bounds; run this file to print
 * the table for any build, such as the build before a change:
 *
 *   npx tsx packages/rules/bench/hostile.mts [--dist <packages/rules/dist of a build>]
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';

/** The issue's bounds: per file, on this machine. */
export const TIME_LIMIT_MS = 10_000;
export const ACCEPTED_MEMORY_MB = 1024;
export const REFUSED_MEMORY_MB = 256;

export interface HostileCase {
  readonly name: string;
  /** accepted: the API takes the input, 1 GiB; refused: refused from its header, declared sizes or length, 256 MB. */
  readonly kind: 'accepted' | 'refused';
  /** What checkLocalSubmission is given; `valueFiles` are read as text values in the child. */
  readonly job: { fields: unknown[]; files?: Record<string, string>; values?: Record<string, unknown>; valueFiles?: Record<string, string> };
  /** The codes the report must carry (errors and failed results), or the CheckInputError sentence's start. */
  readonly expect: { readonly codes?: readonly string[]; readonly valid?: boolean; readonly inputError?: RegExp };
}

export interface HostileResult {
  readonly valid?: boolean;
  readonly codes?: string[];
  readonly inputError?: string;
  readonly ms: number;
  readonly maxRssMB: number;
  /** Set when the child died (heap limit, signal) or ran past the time limit. */
  readonly crashed?: string;
}

const chunk = (type: string, data: Buffer) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
};

/** A PNG of zero samples; `rows` limits the image data to that many rows (a small file whose header declares the rest). */
export function png(width: number, height: number, colorType: 0 | 2 | 6, depth: 8 | 16, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colorType;
  const channels = { 0: 1, 2: 3, 6: 4 }[colorType];
  const rowBytes = 1 + (width * channels * depth) / 8;
  const data = deflateSync(Buffer.alloc(rowBytes * rows), { level: 9 });
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

/** An 8 × 8 baseline JPEG whose frame header is rewritten to declare width × height. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const small = Buffer.from(jpeg.encode({ width: 8, height: 8, data: Buffer.alloc(256, 128) }, 50).data);
  for (let at = 2; at + 4 < small.length; ) {
    const length = small.readUInt16BE(at + 2);
    if (small[at + 1] === 0xc0) {
      small.writeUInt16BE(height, at + 5);
      small.writeUInt16BE(width, at + 7);
      break;
    }
    at += 2 + length;
  }
  return small;
}

/** A GLB with the given JSON and an empty binary chunk. */
export function glb(json: unknown): Buffer {
  let text = JSON.stringify(json);
  while (text.length % 4) text += ' ';
  const jsonChunk = Buffer.from(text);
  const total = 12 + 8 + jsonChunk.length;
  const out = Buffer.alloc(total);
  out.write('glTF', 0, 'latin1');
  out.writeUInt32LE(2, 4);
  out.writeUInt32LE(total, 8);
  out.writeUInt32LE(jsonChunk.length, 12);
  out.writeUInt32LE(0x4e4f534a, 16);
  jsonChunk.copy(out, 20);
  return out;
}

const field = (key: string, kind: string, rules: { rule: string; params?: unknown }[]) => ({ key, kind, rules });
const image = (rules: { rule: string; params?: unknown }[] = [{ rule: 'Size', params: { width: 64, height: 64 } }, { rule: 'HueRange', params: { minHue: 0, maxHue: 360 } }]) =>
  [field('art', 'image', rules)];
const mesh = [field('model', 'mesh', [{ rule: 'MaxPolygonCount', params: { max: 1000 } }])];

/** Writes the fixtures into `dir` and lists the cases. */
export function hostileCases(dir: string): HostileCase[] {
  mkdirSync(dir, { recursive: true });
  const file = (name: string, content: string | Uint8Array) => {
    const at = path.join(dir, name);
    writeFileSync(at, content);
    return at;
  };
  // A sparse file one byte above the upload limit: its size is declared by the file system, nothing is stored.
  const oversized = path.join(dir, 'oversized.png');
  const fd = openSync(oversized, 'w');
  writeSync(fd, Buffer.from([0]), 0, 1, 268_435_456);
  closeSync(fd);
  const fifo = path.join(dir, 'no-writer.fifo');
  spawnSync('mkfifo', [fifo]);
  const digits = '9'.repeat(400_000);
  const xsd =
    '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"><xs:complexType><xs:sequence>' +
    '<xs:element name="a" maxOccurs="unbounded"><xs:complexType/></xs:element></xs:sequence></xs:complexType></xs:element></xs:schema>';
  const catastrophic = `${'a'.repeat(40)}!`;
  return [
    {
      name: 'MaxLength in graphemes on a 100,000-character value',
      kind: 'accepted',
      job: { fields: [field('bio', 'text', [{ rule: 'MaxLength', params: { max: 10, unit: 'graphemes' } }])], valueFiles: { bio: file('graphemes.txt', '👍🏽'.repeat(50_000)) } },
      expect: { codes: ['text_max_length_exceeded'] },
    },
    {
      name: 'a text value of 100,001 characters',
      kind: 'refused',
      job: { fields: [field('bio', 'text', [{ rule: 'MaxLength', params: { max: 10, unit: 'graphemes' } }])], valueFiles: { bio: file('too-long.txt', 'a'.repeat(100_001)) } },
      expect: { codes: ['field_too_long'] },
    },
    { name: '/dev/zero as an image', kind: 'refused', job: { fields: image(), files: { art: '/dev/zero' } }, expect: { inputError: /character device/ } },
    { name: 'a FIFO without a writer', kind: 'refused', job: { fields: image(), files: { art: fifo } }, expect: { inputError: /FIFO/ } },
    { name: 'a directory', kind: 'refused', job: { fields: image(), files: { art: dir } }, expect: { inputError: /directory/ } },
    { name: 'a file one byte above 256 MiB', kind: 'refused', job: { fields: image(), files: { art: oversized } }, expect: { codes: ['asset_too_large'] } },
    {
      name: 'a 16384 × 16384 RGB PNG (header and 4 rows)',
      kind: 'refused',
      job: { fields: image(), files: { art: file('rgb16k.png', png(16384, 16384, 2, 8, 4)) } },
      expect: { codes: ['image_size_mismatch', 'image_analysis_limit_exceeded'] },
    },
    {
      name: 'a 16384 × 16384 16-bit RGBA PNG (header and 4 rows)',
      kind: 'refused',
      job: { fields: image(), files: { art: file('rgba16.png', png(16384, 16384, 6, 16, 4)) } },
      expect: { codes: ['image_size_mismatch', 'image_analysis_limit_exceeded'] },
    },
    {
      name: 'a 4097 × 4096 grayscale PNG, complete',
      kind: 'refused',
      job: { fields: image(), files: { art: file('over.png', png(4097, 4096, 0, 8)) } },
      expect: { codes: ['image_size_mismatch', 'image_analysis_limit_exceeded'] },
    },
    {
      name: 'a 16000 × 16000 JPEG header on 8 × 8 data',
      kind: 'refused',
      job: { fields: image(), files: { art: file('j16k.jpg', jpegDeclaring(16000, 16000)) } },
      expect: { codes: ['image_size_mismatch', 'image_analysis_limit_exceeded'] },
    },
    {
      name: 'a 4096 × 4096 16-bit RGBA PNG at the pixel limit, decoded',
      kind: 'accepted',
      job: { fields: image([{ rule: 'HueRange', params: { minHue: 0, maxHue: 360 } }, { rule: 'ShapeCountRange', params: { minShapes: 1 } }]), files: { art: file('limit.png', png(4096, 4096, 6, 16)) } },
      expect: { codes: ['image_no_visible_pixels', 'image_shape_count_out_of_range'] },
    },
    {
      name: 'an OBJ face of three 400,000-digit indices',
      kind: 'refused',
      job: { fields: mesh, files: { model: file('digits.obj', `v 0 0 0\nv 1 0 0\nv 0 1 0\nf ${digits} ${digits} ${digits}\n`) } },
      expect: { codes: ['mesh_parse_failed'] },
    },
    {
      name: 'an OBJ vertex of 400,000-digit coordinates',
      kind: 'accepted',
      job: { fields: mesh, files: { model: file('coordinates.obj', `v 0.${digits} 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n`) } },
      expect: { valid: true },
    },
    {
      name: 'an ASCII PLY declaring 1,000,000,000 vertices',
      kind: 'refused',
      job: { fields: mesh, files: { model: file('declares.ply', 'ply\nformat ascii 1.0\nelement vertex 1000000000\nproperty float x\nproperty float y\nproperty float z\nend_header\n0 0 0\n') } },
      expect: { codes: ['mesh_parse_failed'] },
    },
    {
      name: 'a GLB declaring 50,000,000 vertices without a buffer view',
      kind: 'refused',
      job: {
        fields: mesh,
        files: {
          model: file('declares.glb', glb({ asset: { version: '2.0' }, scene: 0, scenes: [{ nodes: [0] }], nodes: [{ mesh: 0 }], meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }], accessors: [{ componentType: 5126, count: 50_000_000, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 1] }] })),
        },
      },
      expect: { codes: ['mesh_analysis_limit_exceeded'] },
    },
    {
      name: 'a GLB with an unused 50,000,000-element accessor without a buffer view',
      kind: 'refused',
      job: {
        fields: mesh,
        files: { model: file('unused.glb', glb({ asset: { version: '2.0' }, scene: 0, scenes: [{ nodes: [] }], nodes: [], accessors: [{ componentType: 5126, count: 50_000_000, type: 'VEC3' }] })) },
      },
      expect: { codes: ['mesh_parse_failed'] },
    },
    {
      name: 'JsonSchema with the pattern ^(a+)+$ on 40 a and !',
      kind: 'accepted',
      job: { fields: [field('doc', 'text', [{ rule: 'JsonSchema', params: { schema: { type: 'object', properties: { name: { type: 'string', pattern: '^(a+)+$' } } } } }])], values: { doc: JSON.stringify({ name: catastrophic }) } },
      expect: { codes: ['text_regex_timeout'] },
    },
    {
      name: 'YamlSchema with the patternProperties key ^(a+)+$',
      kind: 'accepted',
      job: { fields: [field('doc', 'text', [{ rule: 'YamlSchema', params: { schema: { type: 'object', patternProperties: { '^(a+)+$': { type: 'string' } } } } }])], values: { doc: `${catastrophic}: x\n` } },
      expect: { codes: ['text_regex_timeout'] },
    },
    {
      name: 'XsdSchema on 24,990 elements in 100,000 characters',
      kind: 'accepted',
      job: { fields: [field('doc', 'text', [{ rule: 'XsdSchema', params: { xsd } }])], valueFiles: { doc: file('elements.xml', `<r>${'<a/>'.repeat(24_990)}</r>`) } },
      expect: { valid: true },
    },
    {
      name: 'XsdSchema on 24,990 invalid elements',
      kind: 'accepted',
      job: { fields: [field('doc', 'text', [{ rule: 'XsdSchema', params: { xsd } }])], valueFiles: { doc: file('invalid.xml', `<r>${'<b/>'.repeat(24_990)}</r>`) } },
      expect: { codes: ['text_xsd_validation_failed'] },
    },
    {
      name: 'rule names NoSuchRule, __proto__, constructor and toString',
      kind: 'refused',
      job: { fields: [field('bio', 'text', ['NoSuchRule', '__proto__', 'constructor', 'toString'].map((rule) => ({ rule, params: {} })))], values: { bio: 'text' } },
      expect: { codes: ['field_enum_mismatch', 'field_enum_mismatch', 'field_enum_mismatch', 'field_enum_mismatch'] },
    },
  ];
}

/** The child: reads the job, checks it with the built package, prints verdict, time and peak memory. */
const CHILD = `
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const [dist, jobJson] = process.argv.slice(1);
const job = JSON.parse(jobJson);
for (const [key, file] of Object.entries(job.valueFiles ?? {})) (job.values ??= {})[key] = readFileSync(file, 'utf8');
delete job.valueFiles;
const { checkLocalSubmission, CheckInputError } = await import(pathToFileURL(dist + '/local.js').href);
const started = performance.now();
let out;
try {
  const report = await checkLocalSubmission(job);
  out = { valid: report.valid, codes: [...report.errors.map((e) => e.code)] };
} catch (error) {
  if (!(error instanceof CheckInputError)) throw error;
  out = { inputError: error.message };
}
out.ms = Math.round(performance.now() - started);
out.maxRssMB = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(JSON.stringify(out));
`;

export function runCase(dist: string, hostile: HostileCase): HostileResult {
  const heap = hostile.kind === 'accepted' ? ACCEPTED_MEMORY_MB : REFUSED_MEMORY_MB;
  const started = Date.now();
  const child = spawnSync(process.execPath, [`--max-old-space-size=${heap}`, '--input-type=module', '-e', CHILD, dist, JSON.stringify(hostile.job)], {
    encoding: 'utf8',
    // Module loading comes on top of the checking time the child measures.
    timeout: TIME_LIMIT_MS + 5_000,
    killSignal: 'SIGKILL',
  });
  if (child.status !== 0 || !child.stdout) {
    return { ms: Date.now() - started, maxRssMB: Number.NaN, crashed: child.signal ? `killed by ${child.signal}` : `exit ${child.status}: ${child.stderr.trim().split('\n').slice(-3).join(' ')}` };
  }
  return JSON.parse(child.stdout) as HostileResult;
}

if (process.argv[1] === import.meta.filename) {
  const flag = process.argv.indexOf('--dist');
  const dist = flag >= 0 ? path.resolve(process.argv[flag + 1]!) : path.resolve(import.meta.dirname, '../dist');
  const cases = hostileCases(mkdtempSync(path.join(tmpdir(), 'guildforge-hostile-')));
  console.log('| Case | Verdict | Checking time | Peak RSS |\n| --- | --- | --- | --- |');
  for (const hostile of cases) {
    const result = runCase(dist, hostile);
    const verdict = result.crashed ?? result.inputError ?? `${result.valid ? 'valid' : 'not valid'}${result.codes?.length ? `: ${[...new Set(result.codes)].join(', ')}` : ''}`;
    console.log(`| ${hostile.name} | ${verdict.slice(0, 120)} | ${(result.ms / 1000).toFixed(2)} s | ${Number.isNaN(result.maxRssMB) ? 'n/a' : `${result.maxRssMB} MB`} |`);
  }
}
