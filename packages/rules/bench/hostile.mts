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
 *   npx tsx packages/rules/bench/hostile.mts [--dist <packages/rules/dist of a build>] [--only <name part>]
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { encode as encodePng } from 'fast-png';
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
  readonly expect: { readonly codes?: readonly string[]; readonly valid?: boolean; readonly inputError?: RegExp; readonly message?: RegExp };
}

export interface HostileResult {
  readonly valid?: boolean;
  readonly codes?: string[];
  /** The report's error messages, one a line. */
  readonly messages?: string;
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

/** A GLB with the given JSON and binary chunk (padded to 4 bytes). */
export function glbWithBinary(json: unknown, binary: Uint8Array): Buffer {
  let text = JSON.stringify(json);
  while (text.length % 4) text += ' ';
  const jsonChunk = Buffer.from(text);
  const padded = Buffer.alloc(Math.ceil(binary.length / 4) * 4);
  padded.set(binary);
  const total = 12 + 8 + jsonChunk.length + 8 + padded.length;
  const out = Buffer.alloc(total);
  out.write('glTF', 0, 'latin1');
  out.writeUInt32LE(2, 4);
  out.writeUInt32LE(total, 8);
  out.writeUInt32LE(jsonChunk.length, 12);
  out.writeUInt32LE(0x4e4f534a, 16);
  jsonChunk.copy(out, 20);
  const at = 20 + jsonChunk.length;
  out.writeUInt32LE(padded.length, at);
  out.writeUInt32LE(0x004e4942, at + 4);
  padded.copy(out, at + 8);
  return out;
}

/** A binary STL of the given facets, each nine coordinates. */
export function binaryStl(facets: number, coordinates: (facet: number, out: Float32Array) => void): Buffer {
  const out = Buffer.alloc(84 + 50 * facets);
  out.writeUInt32LE(facets, 80);
  const corners = new Float32Array(9);
  for (let f = 0; f < facets; f += 1) {
    coordinates(f, corners);
    for (let k = 0; k < 9; k += 1) out.writeFloatLE(corners[k]!, 84 + f * 50 + 12 + k * 4);
  }
  return out;
}

/**
 * A closed latitude-longitude sphere of radius 1 as a binary STL: `segments` around, `bands` from
 * pole to pole, 2 × segments × (bands − 1) triangles. Every vertex lies on the convex hull.
 */
export function sphereStl(segments: number, bands: number): Buffer {
  const point = (band: number, segment: number): [number, number, number] => {
    if (band === 0) return [0, 0, 1];
    if (band === bands) return [0, 0, -1];
    const polar = (Math.PI * band) / bands;
    const azimuth = (2 * Math.PI * segment) / segments;
    return [Math.sin(polar) * Math.cos(azimuth), Math.sin(polar) * Math.sin(azimuth), Math.cos(polar)];
  };
  const triangles: [number, number][][] = [];
  for (let band = 0; band < bands; band += 1) {
    for (let segment = 0; segment < segments; segment += 1) {
      const next = (segment + 1) % segments;
      if (band > 0) triangles.push([[band, segment], [band + 1, segment], [band, next]]);
      if (band < bands - 1) triangles.push([[band, next], [band + 1, segment], [band + 1, next]]);
    }
  }
  return binaryStl(triangles.length, (f, out) => {
    triangles[f]!.forEach(([band, segment], corner) => out.set(point(band, segment), corner * 3));
  });
}

/** A RIFF WAVE header for integer PCM; the data chunk declares `dataBytes`. */
export function wavHeader(sampleRate: number, channels: number, bits: number, dataBytes: number): Buffer {
  const out = Buffer.alloc(44);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(channels, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE((sampleRate * channels * bits) / 8, 28);
  out.writeUInt16LE((channels * bits) / 8, 32);
  out.writeUInt16LE(bits, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(dataBytes, 40);
  return out;
}

/** A GIF of `frames` 1 × 1 frames on a width × height screen; the first frame is `first` pixels wide and tall as declared. */
export function gif(frames: number, options: { screen?: [number, number]; first?: [number, number]; truncate?: number } = {}): Buffer {
  const [width, height] = options.screen ?? [1, 1];
  const head = Buffer.alloc(13 + 6);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  head[10] = 0x80; // a global colour table of two entries (black, white)
  head.set([0, 0, 0, 255, 255, 255], 13);
  // One frame: its descriptor, LZW minimum code size 2, and the codes clear, 0, end (3 bits each).
  const frame = (w: number, h: number) => Buffer.from([0x2c, 0, 0, 0, 0, w & 255, w >> 8, h & 255, h >> 8, 0, 2, 2, 0x44, 0x01, 0]);
  const [firstWidth, firstHeight] = options.first ?? [1, 1];
  const rest = frame(1, 1);
  const out = Buffer.alloc(head.length + frames * rest.length + 1);
  head.copy(out, 0);
  frame(firstWidth, firstHeight).copy(out, head.length);
  for (let f = 1; f < frames; f += 1) rest.copy(out, head.length + f * rest.length);
  out[out.length - 1] = 0x3b;
  return options.truncate === undefined ? out : out.subarray(0, options.truncate);
}

/** Writes `size` bytes of which only `head` and `tail` are stored: the zeros between are a hole in a sparse file. */
function sparse(at: string, head: Uint8Array, size: number, tail: Uint8Array = new Uint8Array(0)): string {
  const fd = openSync(at, 'w');
  writeSync(fd, head, 0, head.length, 0);
  if (tail.length) writeSync(fd, tail, 0, tail.length, size - tail.length);
  else writeSync(fd, Buffer.from([0]), 0, 1, size - 1);
  closeSync(fd);
  return at;
}

/** A 4096 × 4096 gray-and-alpha PNG whose opaque pixels are those where `opaque(x, y)` holds. */
function maskPng(opaque: (x: number, y: number) => boolean): Uint8Array {
  const side = 4096;
  const data = new Uint8Array(side * side * 2);
  for (let y = 0; y < side; y += 1) for (let x = 0; x < side; x += 1) if (opaque(x, y)) data[(y * side + x) * 2 + 1] = 255;
  return encodePng({ width: side, height: side, data, channels: 2, depth: 8 });
}

/**
 * A glTF skin: a triangle whose vertices are bound to joint 0 of `joints` unnamed joint nodes; JOINTS_0 holds `jointRecords` of the three vertices.
 * With `listedTwice`, the mesh node also lists the second joint as its child, as glTF forbids and glTF-Transform accepts.
 */
export function skinnedGlb(joints: number, jointRecords = 3, listedTwice = false): Buffer {
  const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  const jointIndices = new Uint16Array(4 * jointRecords);
  const weights = new Float32Array(4 * 3).map((_, i) => (i % 4 === 0 ? 1 : 0));
  const binary = Buffer.concat([Buffer.from(positions.buffer), Buffer.from(jointIndices.buffer), Buffer.from(weights.buffer)]);
  const views = [
    { buffer: 0, byteOffset: 0, byteLength: 36 },
    { buffer: 0, byteOffset: 36, byteLength: jointIndices.byteLength },
    { buffer: 0, byteOffset: 36 + jointIndices.byteLength, byteLength: 48 },
  ];
  return glbWithBinary(
    {
      asset: { version: '2.0' },
      scene: 0,
      scenes: [{ nodes: [0, 1] }],
      nodes: [{ mesh: 0, skin: 0, ...(listedTwice ? { children: [2] } : {}) }, { children: Array.from({ length: joints - 1 }, (_, i) => i + 2) }, ...Array.from({ length: joints - 1 }, () => ({}))],
      skins: [{ joints: Array.from({ length: joints }, (_, i) => i + 1) }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0, JOINTS_0: 1, WEIGHTS_0: 2 } }] }],
      buffers: [{ byteLength: binary.length }],
      bufferViews: views,
      accessors: [
        { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] },
        { bufferView: 1, componentType: 5123, count: jointRecords, type: 'VEC4' },
        { bufferView: 2, componentType: 5126, count: 3, type: 'VEC4' },
      ],
    },
    binary,
  );
}

/** A GLB of one mesh of `triangles` triangles drawn at `instances` EXT_mesh_gpu_instancing instances whose translations have no data (zeros). */
function instancedGlb(instances: number, triangles: number): Buffer {
  const positions = new Float32Array(9 * triangles).map((_, i) => (i % 9 === 3 || i % 9 === 7 ? 1 : 0) + Math.floor(i / 9));
  return glbWithBinary(
    {
      asset: { version: '2.0' },
      extensionsUsed: ['EXT_mesh_gpu_instancing'],
      scene: 0,
      scenes: [{ nodes: [0] }],
      nodes: [{ mesh: 0, extensions: { EXT_mesh_gpu_instancing: { attributes: { TRANSLATION: 1 } } } }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
      buffers: [{ byteLength: positions.byteLength }],
      bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: positions.byteLength }],
      accessors: [
        { bufferView: 0, componentType: 5126, count: 3 * triangles, type: 'VEC3', min: [0, 0, 0], max: [triangles, triangles, 0] },
        { componentType: 5126, count: instances, type: 'VEC3' },
      ],
    },
    new Uint8Array(positions.buffer),
  );
}

/** A GLB of one indexed triangle over `vertices` vertex records (one used three times), drawn at `instances` GPU instances without data. */
function sparseInstancedGlb(instances: number, vertices: number): Buffer {
  const positions = new Float32Array(3 * vertices);
  positions.set([1, 0, 0, 0, 1, 0], 3 * (vertices - 2));
  const indices = new Uint32Array([0, vertices - 2, vertices - 1]);
  const binary = new Uint8Array(positions.byteLength + indices.byteLength);
  binary.set(new Uint8Array(positions.buffer));
  binary.set(new Uint8Array(indices.buffer), positions.byteLength);
  return glbWithBinary(
    {
      asset: { version: '2.0' },
      extensionsUsed: ['EXT_mesh_gpu_instancing'],
      scene: 0,
      scenes: [{ nodes: [0] }],
      nodes: [{ mesh: 0, extensions: { EXT_mesh_gpu_instancing: { attributes: { TRANSLATION: 2 } } } }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1 }] }],
      buffers: [{ byteLength: binary.byteLength }],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: positions.byteLength },
        { buffer: 0, byteOffset: positions.byteLength, byteLength: indices.byteLength },
      ],
      accessors: [
        { bufferView: 0, componentType: 5126, count: vertices, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] },
        { bufferView: 1, componentType: 5125, count: 3, type: 'SCALAR' },
        { componentType: 5126, count: instances, type: 'VEC3' },
      ],
    },
    binary,
  );
}

/** An OBJ of `objects` objects of one triangle each, every object with its own three vertices. */
function manyObjectsObj(objects: number): string {
  const one = 'o a\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf -3 -2 -1\n';
  return one.repeat(objects);
}

/** A PNG of one 1 × 1 gray pixel with `count` empty chunks (type and CRC zero) before IEND: the chunks are a hole in a sparse file. */
function pngWithEmptyChunks(at: string, count: number): string {
  const head = png(1, 1, 0, 8);
  const iend = head.subarray(head.length - 12);
  return sparse(at, head.subarray(0, head.length - 12), head.length + 12 * count, iend);
}

/** A lossless 1 × 1 WebP header followed by `count` empty chunks (FourCC and size zero), stored as a hole in a sparse file. */
function webpWithEmptyChunks(at: string, count: number): string {
  const head = Buffer.alloc(30);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(22 + 8 * count, 4);
  head.write('WEBPVP8L', 8, 'latin1');
  head.writeUInt32LE(10, 16);
  head[20] = 0x2f;
  return sparse(at, head, 30 + 8 * count);
}

/** Nine levels of ten aliases each: 90 aliases, 10^9 nodes once expanded. */
function billionLaughs(): string {
  const lines = ['l0: &l0 [x, x, x, x, x, x, x, x, x, x]'];
  for (let level = 1; level < 10; level += 1) lines.push(`l${level}: &l${level} [${Array.from({ length: 10 }, () => `*l${level - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n`;
}

const field = (key: string, kind: string, rules: { rule: string; params?: unknown }[]) => ({ key, kind, rules });
const image = (rules: { rule: string; params?: unknown }[] = [{ rule: 'Size', params: { width: 64, height: 64 } }, { rule: 'HueRange', params: { minHue: 0, maxHue: 360 } }]) =>
  [field('art', 'image', rules)];
const mesh = [field('model', 'mesh', [{ rule: 'MaxPolygonCount', params: { max: 1000 } }])];
/** Rules that count every mesh object and weld every vertex record: many instances or objects must be cheap to all of them. */
const counting = [
  field('model', 'mesh', [
    { rule: 'MaxPolygonCount', params: { max: 1000 } },
    { rule: 'MaxVertexCount', params: { max: 1000 } },
    { rule: 'Connected', params: {} },
    { rule: 'MeshCountRange', params: { min: 1, max: 1 } },
  ]),
];

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
      name: 'a 44-byte WAV with sample rate 0 (AudioFormat, AudioDuration min 5)',
      kind: 'refused',
      job: {
        fields: [field('clip', 'audio', [{ rule: 'AudioFormat', params: { formats: ['wav'] } }, { rule: 'AudioDuration', params: { min: 5 } }])],
        files: { clip: file('rate0.wav', wavHeader(0, 1, 16, 0)) },
      },
      expect: { codes: ['audio_format_unrecognized', 'audio_decode_failed'] },
    },
    {
      name: 'AudioDuration with trimSilence on a 3.9-hour 8-bit WAV (225 MB)',
      kind: 'accepted',
      job: {
        fields: [field('clip', 'audio', [{ rule: 'AudioDuration', params: { max: 3600, trimSilence: true } }])],
        files: { clip: sparse(path.join(dir, 'long8bit.wav'), wavHeader(16_000, 1, 8, 224_640_000), 44 + 224_640_000) },
      },
      expect: { codes: ['audio_duration_too_long'] },
    },
    {
      // The joints are left out of glTF-Transform's document and read from the JSON (mesh/gltf.ts pruneNodes).
      name: 'Skeleton with 250,000 unnamed joints',
      kind: 'accepted',
      job: { fields: [field('rig', 'mesh', [{ rule: 'Skeleton', params: { maxBones: 4, requiredBones: ['Hips'] } }])], files: { rig: file('joints.glb', skinnedGlb(250_000)) } },
      expect: { codes: ['animation_skeleton_bone_count_out_of_range'] },
    },
    {
      name: 'Skeleton with 250,000 unnamed joints, one of them listed by two parents',
      kind: 'accepted',
      job: { fields: [field('rig', 'mesh', [{ rule: 'Skeleton', params: { maxBones: 4 } }])], files: { rig: file('joints-listed-twice.glb', skinnedGlb(250_000, 3, true)) } },
      expect: { codes: ['animation_skeleton_bone_count_out_of_range'] },
    },
    {
      // Every mesh rule reads the same pruned document (mesh/gltf.ts pruneNodes): 15 s and killed before it.
      name: 'MaxVertexCount on a GLB of one triangle and 1,000,000 bare nodes',
      kind: 'accepted',
      job: { fields: [field('model', 'mesh', [{ rule: 'MaxVertexCount', params: { max: 2 } }])], files: { model: file('bare-nodes.glb', skinnedGlb(1_000_000)) } },
      expect: { codes: ['mesh_vertex_count_exceeded'] },
    },
    {
      name: 'Skeleton on 1,000,000 bare nodes, one child reference out of range',
      kind: 'accepted',
      // glTF-Transform refuses it at the reference, which the pruned JSON keeps (15 s and killed before).
      job: {
        fields: [field('rig', 'mesh', [{ rule: 'Skeleton', params: { maxBones: 4 } }])],
        files: { rig: file('bad-child.glb', glbWithBinary({ asset: { version: '2.0' }, scenes: [{ nodes: [0] }], nodes: [{ children: [1_000_005] }, ...Array.from({ length: 1_000_000 }, () => ({}))] }, new Uint8Array(4))) },
      },
      expect: { codes: ['animation_file_unreadable'], message: /the glTF content is invalid/ },
    },
    {
      name: 'Skeleton where JOINTS_0 holds 1 record for 3 vertices',
      kind: 'refused',
      job: { fields: [field('rig', 'mesh', [{ rule: 'Skeleton', params: { maxBones: 4 } }])], files: { rig: file('short-joints.glb', skinnedGlb(2, 1)) } },
      expect: { codes: ['animation_file_unreadable'], message: /1 JOINTS_0 values for 3 vertices/ },
    },
    {
      name: 'three text rules on 100,000 combining marks against canonical order',
      kind: 'accepted',
      job: {
        fields: [field('bio', 'text', [{ rule: 'MaxLength', params: { max: 10 } }, { rule: 'LengthRange', params: { min: 1, max: 10 } }, { rule: 'LowerCase', params: {} }])],
        // U+0301 (combining class 230) before U+0316 (220): every U+0316 belongs in front of all the U+0301.
        valueFiles: { bio: file('marks.txt', `a${'\u0301'.repeat(49_999)}${'\u0316'.repeat(50_000)}`) },
      },
      expect: { codes: ['text_max_length_exceeded', 'text_length_above_max'] },
    },
    {
      name: 'a binary STL of 100,000 triangles with NaN coordinates',
      kind: 'accepted',
      job: { fields: [field('model', 'mesh', [{ rule: 'MaxEdgeCount', params: { max: 1000 } }])], files: { model: file('nan.stl', binaryStl(100_000, (_, out) => out.fill(Number.NaN))) } },
      expect: { valid: true },
    },
    {
      name: 'ConvexShape on a closed 199,000-triangle sphere (9.9 MB STL)',
      kind: 'accepted',
      job: { fields: [field('model', 'mesh', [{ rule: 'ConvexShape', params: { tolerance: 0.0005, requireClosed: true } }])], files: { model: file('sphere.stl', sphereStl(500, 200)) } },
      expect: { valid: true },
    },
    {
      name: 'a GLB of two triangles at 2,000,000 GPU instances without data',
      kind: 'refused',
      job: { fields: mesh, files: { model: file('instances2.glb', instancedGlb(2_000_000, 2)) } },
      expect: { codes: ['mesh_analysis_limit_exceeded'] },
    },
    {
      name: 'a GLB of one triangle at 2,000,000 GPU instances without data',
      kind: 'accepted',
      job: { fields: counting, files: { model: file('instances.glb', instancedGlb(2_000_000, 1)) } },
      expect: { codes: ['mesh_polygon_count_exceeded', 'mesh_count_out_of_range'], message: /contains 2000000 meshes/ },
    },
    {
      name: 'a GLB of one triangle over 1,000,000 vertex records at 1,000,000 GPU instances',
      kind: 'accepted',
      job: { fields: counting, files: { model: file('sparse-instances.glb', sparseInstancedGlb(1_000_000, 1_000_000)) } },
      expect: { codes: ['mesh_polygon_count_exceeded', 'mesh_count_out_of_range'], message: /contains 1000000 meshes/ },
    },
    {
      name: 'an OBJ of 1,000,000 objects (39 MB)',
      kind: 'accepted',
      job: { fields: counting, files: { model: file('objects.obj', manyObjectsObj(1_000_000)) } },
      expect: { codes: ['mesh_polygon_count_exceeded', 'mesh_count_out_of_range'], message: /contains 1000000 meshes/ },
    },
    {
      name: 'a 34-byte GIF with a 1 × 1 screen and a 65535 × 65535 frame',
      kind: 'refused',
      job: { fields: image([{ rule: 'Grayscale', params: {} }]), files: { art: file('big-frame.gif', gif(1, { first: [65535, 65535] })) } },
      expect: { codes: ['image_decode_limit_exceeded'] },
    },
    {
      name: 'a GIF of 15,000,000 frames',
      kind: 'accepted',
      job: { fields: image([{ rule: 'ImageFormat', params: { formats: ['gif'], allowAnimated: false } }, { rule: 'Grayscale', params: {} }]), files: { art: file('frames.gif', gif(15_000_000)) } },
      expect: { codes: ['image_animation_not_allowed'] },
    },
    {
      name: 'a truncated GIF (Grayscale)',
      kind: 'refused',
      job: { fields: image([{ rule: 'Grayscale', params: {} }]), files: { art: file('truncated.gif', gif(1, { screen: [4, 4], first: [4, 4] })) } },
      expect: { codes: ['image_unreadable'] },
    },
    {
      name: 'a PNG of 20,000,000 empty chunks',
      kind: 'accepted',
      job: {
        fields: image([{ rule: 'ImageFormat', params: { formats: ['png'] } }, { rule: 'NoAlphaChannel', params: {} }, { rule: 'Grayscale', params: {} }]),
        files: { art: pngWithEmptyChunks(path.join(dir, 'chunks.png'), 20_000_000) },
      },
      expect: { valid: true },
    },
    {
      name: 'a WebP of 30,000,000 empty chunks',
      kind: 'accepted',
      job: { fields: image([{ rule: 'ImageFormat', params: { formats: ['webp'], allowAnimated: false } }]), files: { art: webpWithEmptyChunks(path.join(dir, 'chunks.webp'), 30_000_000) } },
      expect: { valid: true },
    },
    {
      name: 'ShapeAnalysis on a 4096 × 4096 PNG of 4.19 million one-pixel holes',
      kind: 'accepted',
      job: { fields: image([{ rule: 'ShapeAnalysis', params: { maxHoles: 10, minShapeArea: 1 } }]), files: { art: file('holes.png', maskPng((x, y) => x % 2 === 0 || y % 2 === 0)) } },
      expect: { codes: ['image_shape_too_many_holes'] },
    },
    {
      name: 'ShapeAnalysis on a 4096 × 4096 PNG of 4.19 million one-pixel dots',
      kind: 'accepted',
      job: { fields: image([{ rule: 'ShapeAnalysis', params: { maxHoles: 10, minShapeArea: 1 } }]), files: { art: file('dots.png', maskPng((x, y) => x % 2 === 0 && y % 2 === 0)) } },
      expect: { valid: true },
    },
    {
      name: 'KeyType on YAML of 90 aliases that expand to 10^9 nodes',
      kind: 'refused',
      job: { fields: [field('doc', 'text', [{ rule: 'KeyType', params: { format: 'yaml' } }])], values: { doc: billionLaughs() } },
      expect: { codes: ['text_key_type_unparsable'], message: /alias_limit/ },
    },
    {
      name: 'a glTF whose buffer uri is a number',
      kind: 'refused',
      job: { fields: mesh, files: { model: file('uri.gltf', JSON.stringify({ asset: { version: '2.0' }, buffers: [{ uri: 7, byteLength: 4 }] })) } },
      expect: { codes: ['mesh_parse_failed'], message: /buffer 0 has a uri that is not a string/ },
    },
    {
      name: 'an OBJ vertex line of one 400,000-digit number',
      kind: 'refused',
      job: { fields: mesh, files: { model: file('one-number.obj', `v ${digits}\nf 1 2 3\n`) } },
      expect: { codes: ['mesh_parse_failed'] },
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
  out = { valid: report.valid, codes: [...report.errors.map((e) => e.code)], messages: report.errors.map((e) => e.message).join('\\n') };
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
  const only = process.argv.indexOf('--only');
  const at = mkdtempSync(path.join(tmpdir(), 'guildforge-hostile-'));
  const cases = hostileCases(at).filter((hostile) => only < 0 || hostile.name.includes(process.argv[only + 1]!));
  console.log('| Case | Verdict | Checking time | Peak RSS |\n| --- | --- | --- | --- |');
  for (const hostile of cases) {
    const result = runCase(dist, hostile);
    const verdict = result.crashed ?? result.inputError ?? `${result.valid ? 'valid' : 'not valid'}${result.codes?.length ? `: ${[...new Set(result.codes)].join(', ')}` : ''}`;
    console.log(`| ${hostile.name} | ${verdict.slice(0, 120)} | ${(result.ms / 1000).toFixed(2)} s | ${Number.isNaN(result.maxRssMB) ? 'n/a' : `${result.maxRssMB} MB`} |`);
  }
}
