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

/**
 * Calls `visit(type, at, length)` for each PNG chunk up to IEND, in one pass that allocates nothing
 * per chunk: a file of 20 million empty chunks is one loop, not 20 million objects. `visit`
 * returning true stops the walk.
 */
function walkPngChunks(bytes: Uint8Array, visit: (type: number, at: number, length: number) => boolean | void): void {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = u32be(bytes, at + 4);
    if (visit(type, at + 8, length) === true || type === IEND) return;
    at += 12 + length;
  }
}

/** A chunk type as the number its four bytes spell, big-endian. */
const chunkType = (name: string) => ((name.charCodeAt(0) << 24) >>> 0) + (name.charCodeAt(1) << 16) + (name.charCodeAt(2) << 8) + name.charCodeAt(3);
const [IHDR, PLTE, TRNS, IDAT, IEND, ACTL] = ['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'acTL'].map(chunkType) as [number, number, number, number, number, number];

interface PngSummary {
  /** The first chunk of each type, by type number. */
  readonly first: Map<number, { at: number; length: number }>;
}

const pngSummaries = new WeakMap<Uint8Array, PngSummary>();

/** The first acTL or tRNS chunk, or undefined; the chunks are walked once per file however many rules ask. */
function findPngChunk(bytes: Uint8Array, name: 'acTL' | 'tRNS'): { at: number; length: number } | undefined {
  let summary = pngSummaries.get(bytes);
  if (!summary) {
    const first = new Map<number, { at: number; length: number }>();
    walkPngChunks(bytes, (type, at, length) => {
      if ((type === ACTL || type === TRNS) && !first.has(type)) first.set(type, { at, length });
    });
    pngSummaries.set(bytes, (summary = { first }));
  }
  return summary.first.get(chunkType(name));
}

/**
 * The PNG fast-png decodes: the chunks that change the first frame's pixels (IHDR, PLTE, tRNS and
 * the IDAT data joined into one chunk) and IEND, copied in one pass. Ancillary chunks and split
 * IDAT streams are otherwise read one chunk at a time, and a file of 20 million empty chunks takes
 * fast-png tens of seconds and gigabytes. CRCs are not checked (fast-png's default), so the copies
 * carry zero CRCs.
 */
function compactPng(bytes: Uint8Array): Uint8Array {
  const kept: { type: number; at: number; length: number }[] = [];
  let idat = 0;
  let ended = false;
  walkPngChunks(bytes, (type, at, length) => {
    if (at + length > bytes.length) throw new ImageReadError('truncated');
    if (type === IDAT) idat += length;
    else if (type === IHDR || type === PLTE || type === TRNS) {
      if (kept.length >= 3) throw new ImageReadError('corrupt');
      kept.push({ type, at, length });
    }
    ended = type === IEND;
  });
  if (!ended) throw new ImageReadError('truncated');
  let size = 8 + 12 + idat + 12;
  for (const chunk of kept) size += 12 + chunk.length;
  const out = new Uint8Array(size);
  out.set(bytes.subarray(0, 8));
  let o = 8;
  const header = (type: number, length: number) => {
    for (let i = 0; i < 4; i += 1) {
      out[o + i] = (length >>> (24 - 8 * i)) & 255;
      out[o + 4 + i] = (type >>> (24 - 8 * i)) & 255;
    }
    o += 8;
  };
  for (const chunk of kept) {
    header(chunk.type, chunk.length);
    out.set(bytes.subarray(chunk.at, chunk.at + chunk.length), o);
    o += chunk.length + 4;
  }
  header(IDAT, idat);
  walkPngChunks(bytes, (type, at, length) => {
    if (type !== IDAT) return;
    out.set(bytes.subarray(at, at + length), o);
    o += length;
  });
  o += 4;
  header(IEND, 0);
  return out;
}

/** ANMF chunks of a WebP, counted in one pass that allocates nothing per chunk. */
function webpFrameCount(bytes: Uint8Array): number {
  let frames = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const length = u32le(bytes, at + 4);
    if (bytes[at] === 0x41 && bytes[at + 1] === 0x4e && bytes[at + 2] === 0x4d && bytes[at + 3] === 0x46) frames += 1;
    at += 8 + length + (length % 2);
  }
  return frames;
}

export interface GifLayout {
  /** Image descriptors in the file. */
  readonly frames: number;
  /** The widest and tallest image descriptor, which decoding allocates for (a frame may be larger than the screen). */
  readonly frameWidth: number;
  readonly frameHeight: number;
  /** The file cut after the first frame, with a trailer: all that the first-frame decoder needs to read. */
  readonly firstFrame: Uint8Array;
}

/**
 * Walks a GIF's blocks once, without decoding and without an object per frame: the frame count,
 * the largest frame and where the first frame ends. omggif's GifReader builds a record for every
 * frame before it can decode one (15 million frames took 2.5 GB) and allocates each frame's index
 * buffer from the frame's own size, which the screen-size check never saw.
 */
const gifLayouts = new WeakMap<Uint8Array, GifLayout | ImageReadError>();

/** The layout of a GIF, walked once per file however many rules read it. */
export function gifLayout(bytes: Uint8Array): GifLayout {
  let layout = gifLayouts.get(bytes);
  if (!layout) {
    try {
      layout = walkGif(bytes);
    } catch (error) {
      if (!(error instanceof ImageReadError)) throw error;
      layout = error;
    }
    gifLayouts.set(bytes, layout);
  }
  if (layout instanceof ImageReadError) throw layout;
  return layout;
}

function walkGif(bytes: Uint8Array): GifLayout {
  if (bytes.length < 13) throw new ImageReadError('truncated');
  let at = 13;
  if (bytes[10]! & 0x80) at += 3 * (1 << ((bytes[10]! & 7) + 1));
  let frames = 0;
  let frameWidth = 0;
  let frameHeight = 0;
  let firstEnd = -1;
  const skipSubBlocks = () => {
    for (;;) {
      if (at >= bytes.length) throw new ImageReadError('truncated');
      const size = bytes[at]!;
      at += 1 + size;
      if (size === 0) return;
    }
  };
  for (;;) {
    if (at >= bytes.length) throw new ImageReadError('truncated');
    const block = bytes[at]!;
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) throw new ImageReadError('truncated');
      frameWidth = Math.max(frameWidth, u16le(bytes, at + 5));
      frameHeight = Math.max(frameHeight, u16le(bytes, at + 7));
      const packed = bytes[at + 9]!;
      at += 10;
      if (packed & 0x80) at += 3 * (1 << ((packed & 7) + 1));
      at += 1; // LZW minimum code size
      skipSubBlocks();
      frames += 1;
      if (frames === 1) firstEnd = at;
    } else throw new ImageReadError('corrupt');
  }
  if (frames === 0) throw new ImageReadError('corrupt');
  const firstFrame = new Uint8Array(firstEnd + 1);
  firstFrame.set(bytes.subarray(0, firstEnd));
  firstFrame[firstEnd] = 0x3b;
  return { frames, frameWidth, frameHeight, firstFrame };
}

/**
 * omggif reports an LZW stream that ends before the frame is full with console.log (on stdout,
 * where the command's JSON goes) and decodes the rest as index 0. Here that is a truncated file.
 */
function decodeGifFrame(reader: GifReader, rgba: Uint8Array): void {
  const log = console.log;
  let short = false;
  console.log = () => {
    short = true;
  };
  try {
    reader.decodeAndBlitFrameRGBA(0, rgba);
  } finally {
    console.log = log;
  }
  if (short) throw new ImageReadError('truncated');
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
    const actl = findPngChunk(bytes, 'acTL');
    return actl ? u32be(bytes, actl.at) : 1;
  }
  if (format === 'gif') {
    try {
      return gifLayout(bytes).frames;
    } catch {
      return 1;
    }
  }
  if (format === 'webp') return Math.max(1, webpFrameCount(bytes));
  return 1;
}

/** The structure that declares an alpha channel, as NoAlphaChannel names it, or undefined. */
export function alphaSource(bytes: Uint8Array, format: ImageFormat): string | undefined {
  switch (format) {
    case 'png': {
      const colorType = bytes[25];
      if (colorType === 4) return 'png_color_type_4';
      if (colorType === 6) return 'png_color_type_6';
      return findPngChunk(bytes, 'tRNS') ? 'png_trns' : undefined;
    }
    case 'webp': {
      const kind = ascii(bytes, 12, 4);
      if (kind === 'VP8X') return (bytes[20]! & 0x10) !== 0 ? 'webp_vp8x_alpha' : undefined;
      if (kind === 'VP8L') return ((u32le(bytes, 21) >>> 28) & 1) === 1 ? 'webp_vp8l_alpha' : undefined;
      return undefined;
    }
    case 'gif':
      try {
        const info = new GifReader(gifLayout(bytes).firstFrame).frameInfo(0);
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
  const png = decodePng(compactPng(bytes));
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

/**
 * The largest width and height decoding allocates for: the header's, or for a GIF the largest
 * frame's when that is larger (the limits apply to what will be decoded, not only the screen).
 */
export function decodedExtent(bytes: Uint8Array, header: ImageHeader): { width: number; height: number } {
  if (header.format !== 'gif') return header;
  const { frameWidth, frameHeight } = gifLayout(bytes);
  return { width: Math.max(header.width, frameWidth), height: Math.max(header.height, frameHeight) };
}

/** Decodes the first frame. Throws ImageReadError for undecodable files; the caller checks the limits on the header first. */
export function decodeImage(bytes: Uint8Array): DecodedImage {
  const header = readHeader(bytes);
  const { format, width, height } = header;
  const extent = decodedExtent(bytes, header);
  if (extent.width > DECODE_LIMIT || extent.height > DECODE_LIMIT || extent.width * extent.height > PIXEL_LIMIT) {
    throw new Error(`decodeImage: ${extent.width} × ${extent.height} px is beyond the decode limits`);
  }
  let rgba: Uint8Array;
  try {
    if (format === 'png') rgba = pngToRgba(bytes);
    else if (format === 'jpeg') {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024, maxResolutionInMP: Math.ceil(PIXEL_LIMIT / 1e6) });
      rgba = image.data;
    } else if (format === 'gif') {
      const reader = new GifReader(gifLayout(bytes).firstFrame);
      rgba = new Uint8Array(reader.width * reader.height * 4);
      decodeGifFrame(reader, rgba);
    } else throw new ImageReadError('unsupported_variant');
  } catch (error) {
    if (error instanceof ImageReadError) throw error;
    const text = String((error as Error)?.message ?? error);
    throw new ImageReadError(/end|eof|range|length|truncat|offset/i.test(text) ? 'truncated' : 'corrupt');
  }
  if (rgba.length < width * height * 4) throw new ImageReadError('truncated');
  return { format, width, height, rgba };
}
