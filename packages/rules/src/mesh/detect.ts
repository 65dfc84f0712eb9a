/**
 * 3D format detection from the file's bytes, in the order the ThreeDimensionalFileFormat page
 * gives (its "Detection" paragraphs): the first signature that matches wins, and the file name is
 * never consulted. Every mesh rule reads the file through this, so a renamed file is read as what
 * it is.
 */

export type MeshFormat = 'glb' | 'gltf' | 'fbx' | 'obj' | 'stl' | 'ply' | 'usdz';

export interface DetectedFormat {
  readonly format: MeshFormat;
  /** `measured.version` as the page defines it: "2.0", "7400", "7.4.0 ascii", "binary", "ascii", a PLY encoding, or null. */
  readonly version: string | null;
  /** False for a recognized format whose version Guildforge cannot read. */
  readonly supported: boolean;
}

const ascii = (bytes: Uint8Array, at: number, length: number): string => {
  let text = '';
  for (let i = at; i < Math.min(bytes.length, at + length); i += 1) text += String.fromCharCode(bytes[i]!);
  return text;
};

const u32 = (bytes: Uint8Array, at: number): number => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at, true);
const u16 = (bytes: Uint8Array, at: number): number => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(at, true);

const FBX_MAGIC = 'Kaydara FBX Binary  \0\x1a\0';
const PLY_FORMATS = new Set(['ascii', 'binary_little_endian', 'binary_big_endian']);

function detectGlb(bytes: Uint8Array): DetectedFormat | undefined {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'glTF' || u32(bytes, 8) !== bytes.length) return undefined;
  const container = u32(bytes, 4);
  return { format: 'glb', version: `${container}.0`, supported: container === 2 };
}

function detectFbxBinary(bytes: Uint8Array): DetectedFormat | undefined {
  if (bytes.length < 27 || ascii(bytes, 0, FBX_MAGIC.length) !== FBX_MAGIC) return undefined;
  const version = u32(bytes, 23);
  return { format: 'fbx', version: String(version), supported: version >= 7100 && version <= 7700 };
}

/** A ZIP whose first entry is a USD layer and whose entries are all stored (method 0). */
function detectUsdz(bytes: Uint8Array): DetectedFormat | undefined {
  if (bytes.length < 30 || u32(bytes, 0) !== 0x04034b50) return undefined;
  let at = 0;
  let first = true;
  while (at + 30 <= bytes.length && u32(bytes, at) === 0x04034b50) {
    const method = u16(bytes, at + 8);
    const size = u32(bytes, at + 18);
    const nameLength = u16(bytes, at + 26);
    const extraLength = u16(bytes, at + 28);
    const name = ascii(bytes, at + 30, nameLength);
    if (method !== 0) return undefined;
    if (first && !/\.usd[ac]?$/i.test(name)) return undefined;
    first = false;
    at += 30 + nameLength + extraLength + size;
  }
  return first ? undefined : { format: 'usdz', version: null, supported: true };
}

function lines(text: string, count: number): string[] {
  return text.split('\n', count + 1).slice(0, count).map((line) => line.replace(/\r$/, ''));
}

function detectPly(bytes: Uint8Array): DetectedFormat | undefined {
  if (ascii(bytes, 0, 3) !== 'ply') return undefined;
  const [magic, format] = lines(ascii(bytes, 0, 64), 2);
  const match = /^format (\S+) 1\.0$/.exec(format?.trim() ?? '');
  if (magic?.trim() !== 'ply' || !match || !PLY_FORMATS.has(match[1]!)) return undefined;
  return { format: 'ply', version: match[1]!, supported: true };
}

function detectStlBinary(bytes: Uint8Array): DetectedFormat | undefined {
  if (bytes.length < 84 || bytes.length !== 84 + 50 * u32(bytes, 80)) return undefined;
  return { format: 'stl', version: 'binary', supported: true };
}

function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

function detectGltf(text: string): DetectedFormat | undefined {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{')) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  const asset = (json as { asset?: { version?: unknown; minVersion?: unknown } } | null)?.asset;
  if (!asset || typeof asset.version !== 'string') return undefined;
  const minVersion = typeof asset.minVersion === 'string' ? Number.parseFloat(asset.minVersion) : undefined;
  const supported = asset.version === '2.0' && (minVersion === undefined || minVersion <= 2.0);
  return { format: 'gltf', version: asset.version, supported };
}

function detectFbxAscii(text: string): DetectedFormat | undefined {
  const match = /^; FBX (\d+\.\d+\.\d+) project file/.exec(lines(text, 1)[0] ?? '');
  return match ? { format: 'fbx', version: `${match[1]} ascii`, supported: false } : undefined;
}

function detectStlAscii(text: string): DetectedFormat | undefined {
  return /^\s*solid/.test(text) && text.includes('facet normal') && text.includes('endsolid') ? { format: 'stl', version: 'ascii', supported: true } : undefined;
}

const isBlank = (code: number) => code === 32 || code === 9;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The end of a decimal number (sign, digits with an optional fraction, optional exponent) that
 * starts at `at`, or -1. A character loop rather than a regular expression: the number pattern
 * `\d+\.?\d*` backtracks over every split of a digit run, so one 400,000-digit coordinate took
 * minutes to detect.
 */
function numberEnd(text: string, at: number): number {
  let i = at;
  if (text[i] === '+' || text[i] === '-') i += 1;
  const intStart = i;
  while (isDigit(text.charCodeAt(i))) i += 1;
  let digits = i - intStart;
  if (text[i] === '.') {
    i += 1;
    const fractionStart = i;
    while (isDigit(text.charCodeAt(i))) i += 1;
    digits += i - fractionStart;
  }
  if (digits === 0) return -1;
  if (text[i] === 'e' || text[i] === 'E') {
    let j = i + 1;
    if (text[j] === '+' || text[j] === '-') j += 1;
    const exponentStart = j;
    while (isDigit(text.charCodeAt(j))) j += 1;
    if (j > exponentStart) i = j;
  }
  return i;
}

/** Whether the line from `at` is an OBJ vertex: blanks, `v`, then three numbers each after blanks. */
function isVertexLine(text: string, at: number): boolean {
  let i = at;
  while (isBlank(text.charCodeAt(i))) i += 1;
  if (text[i] !== 'v') return false;
  i += 1;
  for (let n = 0; n < 3; n += 1) {
    const blanks = i;
    while (isBlank(text.charCodeAt(i))) i += 1;
    if (i === blanks) return false;
    i = numberEnd(text, i);
    if (i < 0) return false;
  }
  return true;
}

/** Whether the line from `at` is an OBJ face: blanks, `f`, then a blank. */
function isFaceLine(text: string, at: number): boolean {
  let i = at;
  while (isBlank(text.charCodeAt(i))) i += 1;
  return text[i] === 'f' && isBlank(text.charCodeAt(i + 1));
}

/** An OBJ has a vertex line and a face line; each line is read once. */
function detectObj(text: string): DetectedFormat | undefined {
  let vertex = false;
  let face = false;
  for (let at = 0; at <= text.length && !(vertex && face); at += 1) {
    // Line starts as a multiline ^ has them: after \n, \r, U+2028 and U+2029.
    const before = at === 0 ? 10 : text.charCodeAt(at - 1);
    if (before !== 10 && before !== 13 && before !== 0x2028 && before !== 0x2029) continue;
    if (!vertex) vertex = isVertexLine(text, at);
    if (!face) face = isFaceLine(text, at);
  }
  return vertex && face ? { format: 'obj', version: null, supported: true } : undefined;
}

/** Detects the format as ThreeDimensionalFileFormat does, or undefined when no signature matches. */
export function detectMeshFormat(bytes: Uint8Array): DetectedFormat | undefined {
  if (bytes.length === 0) return undefined;
  const binary = detectGlb(bytes) ?? detectFbxBinary(bytes) ?? detectUsdz(bytes) ?? detectPly(bytes) ?? detectStlBinary(bytes);
  if (binary) return binary;
  const text = decodeText(bytes);
  if (text === undefined) return undefined;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return detectGltf(body) ?? detectFbxAscii(body) ?? detectStlAscii(body) ?? detectObj(body);
}
