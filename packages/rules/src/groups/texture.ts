/**
 * Material/Texture rules: HeightMap, NormalMap and TerrainHeightMap. Samples are read as stored,
 * at their own bit depth, with fast-png (PNG) and jpeg-js (JPEG, NormalMap only); headerless RAW is
 * recognised by its length as TerrainHeightMap specifies. TIFF, OpenEXR and TGA are decoded only
 * by the API.
 */
import { decode as decodePng } from 'fast-png';
import jpeg from 'jpeg-js';
import { facts } from '../generated/textureFacts.js';
import { roundHalfAway } from '../message.js';
import { fileValue, serverOnly, type RuleChecks, type RuleOutcome } from '../rule.js';
import { DECODE_LIMIT, ImageReadError, PIXEL_LIMIT, detectFormat, readHeader } from '../image/decode.js';

export { facts };

interface Samples {
  readonly format: string;
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  /** Stored channel count (palette PNGs count 3, as they expand to RGB). */
  readonly channels: number;
  /** Interleaved samples, `channels` per pixel (palette expanded). */
  readonly data: Uint8Array | Uint16Array;
  readonly palette: boolean;
}

class TextureError extends Error {
  constructor(
    readonly code: 'texture_format_unsupported' | 'texture_decode_failed',
    readonly measured: Record<string, unknown>,
  ) {
    super(code);
  }
}

/** What the API decodes but this package does not: the rule stays pending with this reason. */
class ServerDecode extends Error {}

function readPng(bytes: Uint8Array): Samples {
  let png: ReturnType<typeof decodePng>;
  try {
    png = decodePng(bytes);
  } catch {
    throw new TextureError('texture_decode_failed', { reason: 'the PNG data is truncated or corrupt' });
  }
  const { width, height, depth } = png;
  if (png.palette) {
    const palette = png.palette as number[][];
    const data = new Uint8Array(width * height * 3);
    const packed = png.data as Uint8Array;
    const rowBytes = Math.ceil((width * depth) / 8);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const bit = x * depth;
        const byte = packed[y * rowBytes + (bit >> 3)]!;
        const index = depth === 8 ? byte : (byte >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
        const entry = palette[index] ?? [0, 0, 0];
        data.set([entry[0]!, entry[1]!, entry[2]!], (y * width + x) * 3);
      }
    }
    return { format: 'png', width, height, bitDepth: depth, channels: 3, data, palette: true };
  }
  return { format: 'png', width, height, bitDepth: depth, channels: png.channels, data: png.data as Uint8Array | Uint16Array, palette: false };
}

function readJpeg(bytes: Uint8Array): Samples {
  try {
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxMemoryUsageInMB: 1024 });
    return { format: 'jpeg', width: image.width, height: image.height, bitDepth: 8, channels: 3, data: image.data, palette: false };
  } catch {
    throw new TextureError('texture_decode_failed', { reason: 'the JPEG data is truncated or corrupt' });
  }
}

/** Headerless RAW: N² bytes are 8-bit N × N, 2N² bytes are 16-bit N × N in the given byte order. */
function readRaw(bytes: Uint8Array, byteOrder: string): Samples | undefined {
  const n8 = Math.round(Math.sqrt(bytes.length));
  if (n8 > 0 && n8 * n8 === bytes.length) return { format: 'raw', width: n8, height: n8, bitDepth: 8, channels: 1, data: bytes, palette: false };
  const n16 = Math.round(Math.sqrt(bytes.length / 2));
  if (n16 > 0 && 2 * n16 * n16 === bytes.length) {
    const data = new Uint16Array(n16 * n16);
    for (let i = 0; i < data.length; i += 1) data[i] = byteOrder === 'big' ? (bytes[2 * i]! << 8) | bytes[2 * i + 1]! : bytes[2 * i]! | (bytes[2 * i + 1]! << 8);
    return { format: 'raw', width: n16, height: n16, bitDepth: 16, channels: 1, data, palette: false };
  }
  return undefined;
}

function detectedFormat(bytes: Uint8Array): string {
  const format = detectFormat(bytes);
  if (format !== 'unknown') return format;
  const head = String.fromCharCode(...bytes.subarray(0, 4));
  if (head === 'v/1\x01') return 'exr';
  return 'unknown';
}

/** The side and pixel limits, judged from the header before anything is decoded. */
function withinLimits(bytes: Uint8Array): void {
  let header: ReturnType<typeof readHeader>;
  try {
    header = readHeader(bytes);
  } catch (error) {
    if (error instanceof ImageReadError) throw new TextureError('texture_decode_failed', { reason: `the header is ${error.reason === 'truncated' ? 'truncated' : 'corrupt'}` });
    throw error;
  }
  if (header.width > DECODE_LIMIT || header.height > DECODE_LIMIT) throw new TextureError('texture_decode_failed', { reason: `a side is larger than ${DECODE_LIMIT} px` });
  if (header.width * header.height > PIXEL_LIMIT) {
    throw new TextureError('texture_decode_failed', { reason: `the header declares ${header.width * header.height} pixels, more than the ${PIXEL_LIMIT} that are decoded` });
  }
}

function read(bytes: Uint8Array, accepted: readonly string[], byteOrder = 'little'): Samples {
  if (bytes.length === 0) throw new TextureError('texture_decode_failed', { reason: 'the file is empty' });
  const format = detectedFormat(bytes);
  if ((format === 'png' && accepted.includes('png')) || (format === 'jpeg' && accepted.includes('jpeg'))) withinLimits(bytes);
  if (format === 'png' && accepted.includes('png')) return readPng(bytes);
  if (format === 'jpeg' && accepted.includes('jpeg')) return readJpeg(bytes);
  if ((format === 'tiff' || format === 'exr') && accepted.includes(format)) throw new ServerDecode(format);
  if (format === 'unknown' && accepted.includes('tga') && (bytes[2] === 2 || bytes[2] === 10)) throw new ServerDecode('tga');
  if (format === 'unknown' && accepted.includes('raw')) {
    const raw = readRaw(bytes, byteOrder);
    if (raw) return raw;
  }
  throw new TextureError('texture_format_unsupported', { detectedFormat: format });
}

const base = (s: Samples) => ({ format: s.format, width: s.width, height: s.height, bitDepth: s.bitDepth, channels: s.channels });
const maxValue = (s: Samples) => 2 ** s.bitDepth - 1;

/** Normalized height of pixel p (the red or only sample). */
const height = (s: Samples, p: number) => s.data[p * s.channels]! / maxValue(s);

/** Bit depth and channel checks shared by HeightMap and TerrainHeightMap; undefined when they pass. */
function heightChannels(s: Samples, params: Readonly<Record<string, unknown>>): RuleOutcome | undefined {
  const measured = base(s);
  if (s.bitDepth < Number(params.minBitDepth ?? 16)) return { status: 'failed', code: 'texture_height_map_bit_depth_too_low', measured, fill: { minBitDepth: params.minBitDepth ?? 16 } };
  const mode = params.channelMode ?? 'single_channel';
  if (mode === 'single_channel') {
    if (s.channels !== 1 || s.palette) return { status: 'failed', code: 'texture_height_map_not_single_channel', measured };
    return undefined;
  }
  if (s.channels >= 3) {
    let mismatchedPixelCount = 0;
    for (let p = 0; p < s.width * s.height; p += 1) {
      const o = p * s.channels;
      if (s.data[o] !== s.data[o + 1] || s.data[o] !== s.data[o + 2]) mismatchedPixelCount += 1;
    }
    if (mismatchedPixelCount > 0) return { status: 'failed', code: 'texture_height_map_channels_differ', measured: { ...measured, mismatchedPixelCount } };
  }
  return undefined;
}

function guarded(run: (bytes: Uint8Array) => RuleOutcome): (bytes: Uint8Array) => RuleOutcome {
  return (bytes) => {
    try {
      return run(bytes);
    } catch (error) {
      if (error instanceof TextureError) return { status: 'failed', code: error.code, measured: error.measured };
      if (error instanceof ServerDecode) {
        return serverOnly(`This checker reads PNG${error.message === 'tga' ? ' and JPEG' : ''} textures; ${error.message.toUpperCase()} files are decoded only by the vision feature server, which runs this rule after the submission is created.`);
      }
      throw error;
    }
  };
}

const POWER_OF_TWO_PLUS_ONE = [33, 65, 129, 257, 513, 1025, 2049, 4097, 8193];
const UNREAL_LANDSCAPE = [127, 253, 505, 1009, 2017, 4033, 8129];

export const checks: RuleChecks = {
  HeightMap: ({ value, params }) =>
    guarded((bytes) => {
      const s = read(bytes, ['png', 'tiff', 'exr']);
      const channelFailure = heightChannels(s, params);
      if (channelFailure) return channelFailure;
      let lo = Infinity;
      let hi = -Infinity;
      const pixels = s.width * s.height;
      for (let p = 0; p < pixels; p += 1) {
        const h = height(s, p);
        if (h < lo) lo = h;
        if (h > hi) hi = h;
      }
      const valueRange = roundHalfAway(hi - lo, 4);
      const measured: Record<string, unknown> = { ...base(s), valueRange };
      if (hi - lo < Number(params.minValueRange ?? 0)) return { status: 'failed', code: 'texture_height_map_range_too_small', measured };
      if (params.tileable === true) {
        let sum = 0;
        for (let y = 0; y < s.height; y += 1) sum += Math.abs(height(s, y * s.width) - height(s, y * s.width + s.width - 1));
        for (let x = 0; x < s.width; x += 1) sum += Math.abs(height(s, x) - height(s, (s.height - 1) * s.width + x));
        const seam = sum / (s.width + s.height);
        measured.seamDifference = roundHalfAway(seam, 4);
        if (seam > Number(params.edgeTolerance ?? 0.01)) return { status: 'failed', code: 'texture_height_map_not_tileable', measured };
      }
      return { status: 'passed', measured };
    })(fileValue(value).bytes),

  NormalMap: ({ value, params }) =>
    guarded((bytes) => {
      const s = read(bytes, ['png', 'jpeg', 'tga', 'tiff']);
      const measured: Record<string, unknown> = base(s);
      if (s.channels < 3) return { status: 'failed', code: 'texture_normal_map_not_rgb', measured };
      const { width, height: rows } = s;
      const max = maxValue(s);
      const tolerance = Number(params.lengthTolerance ?? 0.1);
      const rg = params.channelLayout === 'rg';
      const pixels = width * rows;
      const nx = new Float64Array(pixels);
      const ny = new Float64Array(pixels);
      const nz = new Float64Array(pixels);
      const valid = new Uint8Array(pixels);
      let invalid = 0;
      for (let p = 0; p < pixels; p += 1) {
        const o = p * s.channels;
        const x = (2 * s.data[o]!) / max - 1;
        const y = (2 * s.data[o + 1]!) / max - 1;
        let z: number;
        let ok: boolean;
        if (rg) {
          ok = x * x + y * y <= (1 + tolerance) ** 2;
          z = Math.sqrt(Math.max(0, 1 - x * x - y * y));
        } else {
          z = (2 * s.data[o + 2]!) / max - 1;
          ok = Math.abs(Math.hypot(x, y, z) - 1) <= tolerance && z >= 0;
        }
        if (!ok) {
          invalid += 1;
          continue;
        }
        const length = Math.hypot(x, y, z) || 1;
        nx[p] = x / length;
        ny[p] = y / length;
        nz[p] = z / length;
        valid[p] = 1;
      }
      const invalidRatio = invalid / pixels;
      measured.invalidRatio = roundHalfAway(invalidRatio, 4);
      if (invalidRatio > Number(params.maxInvalidRatio ?? 0.01)) return { status: 'failed', code: 'texture_normal_map_invalid_vectors', measured };
      const convention = String(params.convention ?? 'opengl');
      if (convention !== 'any') {
        let evaluated = 0;
        let curlGl = 0;
        let curlDx = 0;
        for (let y = 0; y < rows - 1; y += 1) {
          for (let x = 0; x < width - 1; x += 1) {
            const p = y * width + x;
            const right = p + 1;
            const below = p + width;
            if (!valid[p] || !valid[right] || !valid[below] || nz[p]! < 0.1 || nz[right]! < 0.1 || nz[below]! < 0.1) continue;
            const gx = (q: number) => -nx[q]! / nz[q]!;
            const gy = (q: number) => ny[q]! / nz[q]!;
            const dGx = gx(below) - gx(p);
            const dGy = gy(right) - gy(p);
            curlGl += Math.abs(dGx - dGy);
            curlDx += Math.abs(dGx + dGy);
            evaluated += 1;
          }
        }
        const curlOpenGL = evaluated ? curlGl / evaluated : 0;
        const curlDirectX = evaluated ? curlDx / evaluated : 0;
        let detected = 'undetermined';
        if (evaluated >= 1024 && !(curlOpenGL < 0.002 && curlDirectX < 0.002)) {
          if (curlDirectX >= 1.25 * curlOpenGL) detected = 'opengl';
          else if (curlOpenGL >= 1.25 * curlDirectX) detected = 'directx';
        }
        Object.assign(measured, { detectedConvention: detected, curlOpenGL: roundHalfAway(curlOpenGL, 4), curlDirectX: roundHalfAway(curlDirectX, 4) });
        if (detected !== 'undetermined' && detected !== convention) return { status: 'failed', code: 'texture_normal_map_wrong_convention', measured };
      }
      if (params.tileable === true) {
        let sum = 0;
        let pairs = 0;
        const angle = (a: number, b: number) => {
          if (!valid[a] || !valid[b]) return;
          const dot = nx[a]! * nx[b]! + ny[a]! * ny[b]! + nz[a]! * nz[b]!;
          sum += (Math.acos(Math.min(1, Math.max(-1, dot))) * 180) / Math.PI;
          pairs += 1;
        };
        for (let y = 0; y < rows; y += 1) angle(y * width, y * width + width - 1);
        for (let x = 0; x < width; x += 1) angle(x, (rows - 1) * width + x);
        const seamAngle = pairs ? sum / pairs : 0;
        measured.seamAngle = roundHalfAway(seamAngle, 2);
        if (seamAngle > Number(params.seamAngleTolerance ?? 10)) return { status: 'failed', code: 'texture_normal_map_not_tileable', measured };
      }
      return { status: 'passed', measured };
    })(fileValue(value).bytes),

  TerrainHeightMap: ({ value, params }) =>
    guarded((bytes) => {
      const s = read(bytes, ['png', 'tiff', 'exr', 'raw'], String(params.rawByteOrder ?? 'little'));
      const measured: Record<string, unknown> = base(s);
      if (s.width !== s.height) return { status: 'failed', code: 'texture_terrain_not_square', measured };
      const minSize = Number(params.minSize ?? 1);
      const maxSize = Number(params.maxSize ?? 16384);
      const rule = String(params.sizeRule ?? 'power_of_two_plus_one');
      const inBounds = (n: number) => n >= minSize && n <= maxSize;
      const allowedSizes = rule === 'any_square' ? undefined : (rule === 'unreal_landscape' ? UNREAL_LANDSCAPE : POWER_OF_TWO_PLUS_ONE).filter(inBounds);
      const allowed = allowedSizes ? allowedSizes.includes(s.width) : inBounds(s.width);
      if (!allowed) {
        return { status: 'failed', code: 'texture_terrain_size_not_allowed', measured: { ...measured, allowedSizes: allowedSizes ?? [`${minSize}–${maxSize}`] } };
      }
      const channelFailure = heightChannels(s, params);
      if (channelFailure) return channelFailure;
      if (params.seamless === true) {
        let worst = 0;
        const n = s.width;
        for (let i = 0; i < n; i += 1) {
          worst = Math.max(worst, Math.abs(height(s, i * n) - height(s, i * n + n - 1)), Math.abs(height(s, i) - height(s, (n - 1) * n + i)));
        }
        measured.edgeDifference = roundHalfAway(worst, 4);
        if (worst > Number(params.edgeTolerance ?? 0)) return { status: 'failed', code: 'texture_terrain_edges_mismatch', measured };
      }
      return { status: 'passed', measured };
    })(fileValue(value).bytes),
};
