/**
 * Reads images as the Image rules specify: the format from the signature, dimensions from the
 * header, the alpha channel from the file structure, and the first frame's pixels as 8-bit sRGB
 * with no colour management. Pixels are decoded with pure-JavaScript libraries (fast-png, jpeg-js,
 * omggif), so Node and every browser get the same values.
 */
import { decode as decodePng } from 'fast-png';
import jpeg from 'jpeg-js';
import { GifReader } from 'omggif';

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'bmp' | 'tiff' | 'unknown';

/** Formats whose pixels this package decodes; the others are decoded only by the API. */
export const PIXEL_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'gif'];

import { IMAGE_PIXEL_LIMIT } from '../generated/ruleIndex.js';

export const DECODE_LIMIT = 16384;

/** The most pixels decoded (the registry's IMAGE_PIXEL_LIMIT): beyond it the header alone answers. */
export const PIXEL_LIMIT = IMAGE_PIXEL_LIMIT;

export class ImageReadError extends Error {
  constructor(readonly reason: 'empty_file' | 'unknown_format' | 'truncated' | 'corrupt' | 'unsupported_variant') {
    super(reason);
  }
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const i32le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24);
const u32le = (b: Uint8Array, at: number) => i32le(b, at) >>> 0;

export function detectFormat(bytes: Uint8Array): ImageFormat {
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*')) return 'tiff';
  return 'unknown';
}

interface PngChunk {
  readonly type: string;
  readonly at: number;
  readonly length: number;
}

function pngChunks(bytes: Uint8Array): PngChunk[] {
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    chunks.push({ type, at: at + 8, length });
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return chunks;
}

function webpChunks(bytes: Uint8Array): PngChunk[] {
  const chunks: PngChunk[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, 4);
    const length = u32le(bytes, at + 4);
    chunks.push({ type, at: at + 8, length });
    at += 8 + length + (length % 2);
  }
  return chunks;
}

function tiffIfd0(bytes: Uint8Array): Map<number, number[]> {
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => (little ? u16le(bytes, at) : u16be(bytes, at));
  const u32 = (at: number) => (little ? u32le(bytes, at) : u32be(bytes, at));
  const tags = new Map<number, number[]>();
  const ifd = u32(4);
  if (ifd + 2 > bytes.length) throw new ImageReadError('truncated');
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > bytes.length) throw new ImageReadError('truncated');
    const tag = u16(entry);
    const type = u16(entry + 2);
    const n = u32(entry + 4);
    const size = type === 3 ? 2 : 4;
    const base = n * size > 4 ? u32(entry + 8) : entry + 8;
    const values: number[] = [];
    for (let k = 0; k < Math.min(n, 16); k += 1) values.push(size === 2 ? u16(base + k * 2) : u32(base + k * 4));
    tags.set(tag, values);
  }
  return tags;
}

export interface ImageHeader {
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
}

/** Dimensions from the header only (Size, SizeRange, SizeRatio). */
export function readHeader(bytes: Uint8Array): ImageHeader {
  if (bytes.length === 0) throw new ImageReadError('empty_file');
  const format = detectFormat(bytes);
  const need = (n: number) => {
    if (bytes.length < n) throw new ImageReadError('truncated');
  };
  let width = 0;
  let height = 0;
  switch (format) {
    case 'png':
      need(24);
      if (ascii(bytes, 12, 4) !== 'IHDR') throw new ImageReadError('corrupt');
      width = u32be(bytes, 16);
      height = u32be(bytes, 20);
      break;
    case 'jpeg': {
      let at = 2;
      for (;;) {
        need(at + 4);
        if (bytes[at] !== 0xff) throw new ImageReadError('corrupt');
        const marker = bytes[at + 1]!;
        if (marker === 0xff) {
          at += 1;
          continue;
        }
        const length = u16be(bytes, at + 2);
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          need(at + 9);
          height = u16be(bytes, at + 5);
          width = u16be(bytes, at + 7);
          break;
        }
        at += 2 + length;
      }
      break;
    }
    case 'gif':
      need(10);
      width = u16le(bytes, 6);
      height = u16le(bytes, 8);
      break;
    case 'bmp':
      need(26);
      width = Math.abs(i32le(bytes, 18));
      height = Math.abs(i32le(bytes, 22));
      break;
    case 'webp': {
      need(30);
      const kind = ascii(bytes, 12, 4);
      if (kind === 'VP8X') {
        width = u24le(bytes, 24) + 1;
        height = u24le(bytes, 27) + 1;
      } else if (kind === 'VP8L') {
        const bits = u32le(bytes, 21);
        width = (bits & 0x3fff) + 1;
        height = ((bits >>> 14) & 0x3fff) + 1;
      } else if (kind === 'VP8 ') {
        width = u16le(bytes, 26) & 0x3fff;
        height = u16le(bytes, 28) & 0x3fff;
      } else throw new ImageReadError('corrupt');
      break;
    }
    case 'tiff': {
      const tags = tiffIfd0(bytes);
      width = tags.get(256)?.[0] ?? 0;
      height = tags.get(257)?.[0] ?? 0;
      break;
    }
    default:
      throw new ImageReadError('unknown_format');
  }
  if (width === 0 || height === 0) throw new ImageReadError('corrupt');
  return { format, width, height };
}

/** Frames as ImageFormat counts them. */
export function frameCount(bytes: Uint8Array, format: ImageFormat): number {
  if (format === 'unknown') return 0;
  if (format === 'png') {
    const actl = pngChunks(bytes).find((chunk) => chunk.type === 'acTL');
    return actl ? u32be(bytes, actl.at) : 1;
  }
  if (format === 'gif') {
    try {
      return new GifReader(bytes).numFrames();
    } catch {
      return 1;
    }
  }
  if (format === 'webp') {
    const frames = webpChunks(bytes).filter((chunk) => chunk.type === 'ANMF').length;
    return frames > 0 ? frames : 1;
  }
  return 1;
}

/** The structure that declares an alpha channel, as NoAlphaChannel names it, or undefined. */
export function alphaSource(bytes: Uint8Array, format: ImageFormat): string | undefined {
  switch (format) {
    case 'png': {
      const colorType = bytes[25];
      if (colorType === 4) return 'png_color_type_4';
      if (colorType === 6) return 'png_color_type_6';
      return pngChunks(bytes).some((chunk) => chunk.type === 'tRNS') ? 'png_trns' : undefined;
    }
    case 'webp': {
      const kind = ascii(bytes, 12, 4);
      if (kind === 'VP8X') return (bytes[20]! & 0x10) !== 0 ? 'webp_vp8x_alpha' : undefined;
      if (kind === 'VP8L') return ((u32le(bytes, 21) >>> 28) & 1) === 1 ? 'webp_vp8l_alpha' : undefined;
      return undefined;
    }
    case 'gif':
      try {
        const info = new GifReader(bytes).frameInfo(0);
        return info.transparent_index !== null && info.transparent_index !== undefined ? 'gif_transparent_index' : undefined;
      } catch {
        return undefined;
      }
    case 'bmp': {
      const headerSize = u32le(bytes, 14);
      const compression = u32le(bytes, 30);
      const alphaMaskDeclared = (headerSize >= 56 && (compression === 3 || compression === 6)) || compression === 6;
      return alphaMaskDeclared && bytes.length >= 58 && u32le(bytes, 54) !== 0 ? 'bmp_alpha_mask' : undefined;
    }
    case 'tiff': {
      const extra = tiffIfd0(bytes).get(338)?.[0];
      return extra === 1 || extra === 2 ? 'tiff_extra_samples' : undefined;
    }
    default:
      return undefined;
  }
}

export interface DecodedImage {
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
  /** RGBA, 8 bits per sample, row-major from the top-left pixel. */
  readonly rgba: Uint8Array;
}

const to8 = (v: number) => Math.round(v / 257);

function pngToRgba(bytes: Uint8Array): Uint8Array {
  const png = decodePng(bytes);
  const { width, height, channels, depth } = png;
  const data = png.data as Uint8Array | Uint16Array;
  const out = new Uint8Array(width * height * 4);
  const pixels = width * height;
  if (png.palette) {
    const palette = png.palette as number[][];
    // fast-png keeps palette indices packed at their bit depth.
    const rowBytes = Math.ceil((width * depth) / 8);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const bit = x * depth;
        const byte = data[y * rowBytes + (bit >> 3)]!;
        const index = depth === 8 ? byte : (byte >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
        const entry = palette[index] ?? [0, 0, 0, 255];
        const o = (y * width + x) * 4;
        out[o] = entry[0]!;
        out[o + 1] = entry[1]!;
        out[o + 2] = entry[2]!;
        out[o + 3] = entry[3] ?? 255;
      }
    }
    return out;
  }
  const sample = depth === 16 ? (v: number) => to8(v) : depth === 8 ? (v: number) => v : (v: number) => Math.round((v * 255) / ((1 << depth) - 1));
  const transparency = png.transparency as number[] | undefined;
  for (let i = 0; i < pixels; i += 1) {
    const o = i * 4;
    const s = i * channels;
    if (channels <= 2) {
      const g = sample(data[s]!);
      out[o] = g;
      out[o + 1] = g;
      out[o + 2] = g;
      out[o + 3] = channels === 2 ? sample(data[s + 1]!) : transparency && data[s] === transparency[0] ? 0 : 255;
    } else {
      out[o] = sample(data[s]!);
      out[o + 1] = sample(data[s + 1]!);
      out[o + 2] = sample(data[s + 2]!);
      out[o + 3] =
        channels === 4 ? sample(data[s + 3]!) : transparency && data[s] === transparency[0] && data[s + 1] === transparency[1] && data[s + 2] === transparency[2] ? 0 : 255;
    }
  }
  return out;
}

/** Decodes the first frame. Throws ImageReadError for undecodable files; the caller checks the limits on the header first. */
export function decodeImage(bytes: Uint8Array): DecodedImage {
  const { format, width, height } = readHeader(bytes);
  if (width > DECODE_LIMIT || height > DECODE_LIMIT || width * height > PIXEL_LIMIT) throw new Error(`decodeImage: ${width} × ${height} px is beyond the decode limits`);
  let rgba: Uint8Array;
  try {
    if (format === 'png') rgba = pngToRgba(bytes);
    else if (format === 'jpeg') {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024, maxResolutionInMP: Math.ceil(PIXEL_LIMIT / 1e6) });
      rgba = image.data;
    } else if (format === 'gif') {
      const reader = new GifReader(bytes);
      rgba = new Uint8Array(reader.width * reader.height * 4);
      reader.decodeAndBlitFrameRGBA(0, rgba);
    } else throw new ImageReadError('unsupported_variant');
  } catch (error) {
    if (error instanceof ImageReadError) throw error;
    const text = String((error as Error)?.message ?? error);
    throw new ImageReadError(/end|eof|range|length|truncat|offset/i.test(text) ? 'truncated' : 'corrupt');
  }
  if (rgba.length < width * height * 4) throw new ImageReadError('truncated');
  return { format, width, height, rgba };
}
