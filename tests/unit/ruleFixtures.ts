/**
 * Fixture files for the rule examples, made by code: PNGs (fast-png), JPEGs (jpeg-js), GIFs
 * (omggif) and WAVs (wavefile), painted so that the measured values equal the ones the rule
 * pages show. Used by rulesExamples.test.ts and the E2E test of the "Try this rule" panel.
 */
import { encode as encodePng } from 'fast-png';
import jpeg from 'jpeg-js';
import { GifWriter } from 'omggif';
import { WaveFile } from 'wavefile';

export type Rgba = readonly [number, number, number, number];
/** A run of pixels of one colour, painted in row-major order. */
export type Run = readonly [count: number, colour: Rgba];

export const TRANSPARENT: Rgba = [0, 0, 0, 0];

/** An RGBA PNG painted by a function of the pixel position. */
export function pngFrom(width: number, height: number, paint: (x: number, y: number) => Rgba): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set(paint(x, y), (y * width + x) * 4);
  }
  return encodePng({ width, height, data, channels: 4, depth: 8 });
}

/** An RGBA PNG made of runs of colours in row-major order; pixels after the runs get `rest`. */
export function pngRuns(width: number, height: number, runs: readonly Run[], rest: Rgba = TRANSPARENT): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  let at = 0;
  for (const [count, colour] of runs) {
    for (let i = 0; i < count; i += 1) data.set(colour, (at + i) * 4);
    at += count;
  }
  if (at > width * height) throw new Error(`runs hold ${at} pixels, more than ${width} × ${height}`);
  for (; at < width * height; at += 1) data.set(rest, at * 4);
  return encodePng({ width, height, data, channels: 4, depth: 8 });
}

/** A single-channel PNG (8 or 16 bits) painted by a function of the position. */
export function grayPng(width: number, height: number, depth: 8 | 16, value: (x: number, y: number) => number): Uint8Array {
  const data = depth === 16 ? new Uint16Array(width * height) : new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = value(x, y);
  return encodePng({ width, height, data, channels: 1, depth });
}

/** An RGB PNG (no alpha channel) painted by a function of the position. */
export function rgbPng(width: number, height: number, paint: (x: number, y: number) => readonly [number, number, number]): Uint8Array {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(paint(x, y), (y * width + x) * 3);
  return encodePng({ width, height, data, channels: 3, depth: 8 });
}

export function jpegFrom(width: number, height: number, paint: (x: number, y: number) => readonly [number, number, number], quality = 90): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, quality).data);
}

/** A GIF with `frames` frames of a 2-colour palette. */
export function animatedGif(width: number, height: number, frames: number): Uint8Array {
  const buffer = new Uint8Array(1024 + frames * (width * height + 256));
  const writer = new GifWriter(buffer, width, height, { palette: [0x000000, 0xff8800], loop: 0 });
  for (let frame = 0; frame < frames; frame += 1) {
    const pixels = new Array<number>(width * height).fill(0).map((_, i) => (i + frame) % 2);
    writer.addFrame(0, 0, width, height, pixels, { delay: 5 });
  }
  return buffer.subarray(0, writer.end());
}

/** A 16-bit PCM WAV of `channels` channels whose samples are given by `sample(frame, channel)` in −1…1. */
export function wav(sampleRate: number, channels: number, frames: number, sample: (frame: number, channel: number) => number): Uint8Array {
  const samples = Array.from({ length: channels }, (_, channel) => Int16Array.from({ length: frames }, (_, frame) => Math.round(sample(frame, channel) * 32767)));
  const file = new WaveFile();
  file.fromScratch(channels, sampleRate, '16', channels === 1 ? samples[0]! : samples);
  return file.toBuffer();
}

/** A WAV header declaring IMA ADPCM (format tag 0x0011), which AudioFormat does not accept. */
export function adpcmWav(): Uint8Array {
  const bytes = new Uint8Array(60);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  view.setUint32(4, 52, true);
  bytes.set(new TextEncoder().encode('WAVEfmt '), 8);
  view.setUint32(16, 20, true);
  view.setUint16(20, 0x11, true);
  view.setUint16(22, 2, true);
  view.setUint32(24, 44100, true);
  view.setUint32(28, 44359, true);
  view.setUint16(32, 2048, true);
  view.setUint16(34, 4, true);
  view.setUint16(36, 2, true);
  view.setUint16(38, 2041, true);
  bytes.set(new TextEncoder().encode('data'), 40);
  view.setUint32(44, 8, true);
  return bytes;
}

/** Hue of an RGB triple, as the Image rules compute it (CSS Color 4). */
export function hueOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return Number.NaN;
  if (max === r) return ((60 * (g - b)) / d + 360) % 360;
  if (max === g) return 60 * ((b - r) / d + 2);
  return 60 * ((r - g) / d + 4);
}

/** A fully saturated colour whose hue lies in the 1° bin `bin` (floor(hue) = bin). */
export function colourInHueBin(bin: number): Rgba {
  for (let t = 0; t < 256; t += 1) {
    for (const [r, g, b] of [
      [255, t, 0],
      [255 - t, 255, 0],
      [0, 255, t],
      [0, 255 - t, 255],
      [t, 0, 255],
      [255, 0, 255 - t],
    ] as const) {
      if (Math.floor(hueOf(r, g, b)) === bin) return [r, g, b, 255];
    }
  }
  throw new Error(`no colour for hue bin ${bin}`);
}

/** Splits `total` into `parts` counts that differ by at most one. */
export function spread(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

/**
 * How many of `n` pixels take value `b` (the rest `a`) so that, with the fixed `sum` of the other
 * pixels, the mean over `total` pixels is `target`.
 */
export function mixFor(target: number, total: number, fixedSum: number, n: number, a: number, b: number): number {
  return Math.round((target * total - fixedSum - n * a) / (b - a));
}
