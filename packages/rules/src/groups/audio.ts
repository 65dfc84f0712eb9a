/**
 * Audio rules: AudioFormat (headers, instant) and AudioDuration. The stream kind is identified from
 * the bytes as the AudioFormat page specifies; header values come from music-metadata. A WAV's
 * duration comes from its `fmt ` and `data` chunks, and trimSilence reads the PCM samples where
 * they lie in the file, one at a time: a decoder that expands every sample to a float64 (wavefile
 * did) needs 8 bytes per 8-bit sample, 2.3 GB for a 4-hour file. Durations of MP3 and AAC need the
 * full decode the audio feature server does, so they stay pending here.
 */
import { parseBuffer } from 'music-metadata';
import { facts } from '../generated/audioFacts.js';
import { roundHalfAway } from '../message.js';
import { fileValue, serverOnly, type RuleChecks } from '../rule.js';

export { facts };

type AudioKind = 'wav' | 'mp3' | 'ogg' | 'opus' | 'flac' | 'aac';

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

const WAV_TAG_NAMES: Readonly<Record<number, string>> = { 2: 'Microsoft ADPCM', 6: 'A-law', 7: 'µ-law', 0x11: 'IMA ADPCM', 0x55: 'MPEG Layer III' };

/** The `fmt ` chunk's format tag and, for WAVE_FORMAT_EXTENSIBLE, the subformat's tag. */
function wavFormatTag(bytes: Uint8Array): number | undefined {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4);
    const size = bytes[at + 4]! | (bytes[at + 5]! << 8) | (bytes[at + 6]! << 16) | (bytes[at + 7]! << 24);
    if (id === 'fmt ') {
      const tag = bytes[at + 8]! | (bytes[at + 9]! << 8);
      return tag === 0xfffe ? bytes[at + 32]! | (bytes[at + 33]! << 8) : tag;
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

interface WavPcm {
  readonly sampleRate: number;
  readonly channels: number;
  readonly bitsPerSample: number;
  readonly float: boolean;
  /** Where the `data` chunk's samples start, and how many whole frames it holds (cut to the file's end). */
  readonly dataAt: number;
  readonly frames: number;
}

/** The PCM layout of a WAV from its `fmt ` and `data` chunks, or the reason it cannot be read. */
function wavPcm(bytes: Uint8Array): WavPcm | { reason: string } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Omit<WavPcm, 'dataAt' | 'frames'> | undefined;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      if (size < 16 || at + 24 > bytes.length) return { reason: 'the WAV fmt chunk is truncated' };
      const tag = view.getUint16(at + 8, true);
      const subformat = tag === 0xfffe && at + 34 <= bytes.length ? view.getUint16(at + 32, true) : tag;
      format = { channels: view.getUint16(at + 10, true), sampleRate: view.getUint32(at + 12, true), bitsPerSample: view.getUint16(at + 22, true), float: subformat === 3 };
    } else if (id === 'data') {
      if (!format) return { reason: 'the WAV data chunk comes before its fmt chunk' };
      const reason = wavHeaderFault(format);
      if (reason) return { reason };
      const frameBytes = format.channels * (format.bitsPerSample / 8);
      const available = Math.min(size, bytes.length - (at + 8));
      return { ...format, dataAt: at + 8, frames: Math.floor(available / frameBytes) };
    }
    at += 8 + size + (size % 2);
  }
  return { reason: format ? 'the WAV file has no data chunk' : 'the WAV file has no fmt chunk' };
}

/** A header value no stream can have (0/0 would make every duration NaN), as a reason. */
function wavHeaderFault({ sampleRate, channels, bitsPerSample, float }: { sampleRate?: number; channels?: number; bitsPerSample?: number; float?: boolean }): string | undefined {
  if (!sampleRate) return 'the WAV header declares a sample rate of 0 Hz';
  if (!channels) return 'the WAV header declares 0 channels';
  if (bitsPerSample !== undefined && !(float ? [32, 64] : [8, 16, 24, 32]).includes(bitsPerSample)) return `the WAV header declares ${bitsPerSample}-bit ${float ? 'float' : 'integer'} samples`;
  return undefined;
}

/** Reads one sample as a fraction of full scale (8-bit WAV is unsigned, centred on 128). */
function sampleReader(bytes: Uint8Array, pcm: WavPcm): (index: number) => number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = pcm.dataAt;
  if (pcm.float) return pcm.bitsPerSample === 32 ? (i) => view.getFloat32(at + i * 4, true) : (i) => view.getFloat64(at + i * 8, true);
  switch (pcm.bitsPerSample) {
    case 8:
      return (i) => (bytes[at + i]! - 128) / 128;
    case 16:
      return (i) => view.getInt16(at + i * 2, true) / 32768;
    case 24:
      return (i) => {
        const o = at + i * 3;
        return ((bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16)) << 8 >> 8) / 8388608;
      };
    default:
      return (i) => view.getInt32(at + i * 4, true) / 2147483648;
  }
}

/** Detects the stream as the AudioFormat page does, or returns the reason it is not supported. */
export function detectAudio(all: Uint8Array): { kind: AudioKind } | { reason: string } {
  if (all.length === 0) return { reason: 'the file is empty' };
  let bytes = all;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length >= 10) {
    const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    bytes = bytes.subarray(10 + size);
  }
  const head = ascii(bytes, 0, 4);
  if ((head === 'RIFF' || head === 'RF64') && ascii(bytes, 8, 4) === 'WAVE') {
    const tag = wavFormatTag(bytes);
    if (tag === 1 || tag === 3) return { kind: 'wav' };
    if (tag === undefined) return { reason: 'the WAV file has no fmt chunk' };
    const name = WAV_TAG_NAMES[tag];
    return { reason: `WAV format tag 0x${tag.toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''} is not supported` };
  }
  if (head === 'fLaC') return { kind: 'flac' };
  if (head === 'OggS') {
    const segments = bytes[26] ?? 0;
    const packet = 27 + segments;
    if (ascii(bytes, packet, 7) === '\x01vorbis') return { kind: 'ogg' };
    if (ascii(bytes, packet, 8) === 'OpusHead') return { kind: 'opus' };
    return { reason: 'the Ogg stream holds a codec other than Vorbis or Opus' };
  }
  if (ascii(bytes, 4, 4) === 'ftyp') return { kind: 'aac' };
  if (bytes[0] === 0xff && (bytes[1]! & 0xf6) === 0xf0) return { kind: 'aac' };
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && ((bytes[1]! >> 1) & 3) === 1) return { kind: 'mp3' };
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return { reason: 'MPEG Layer I and II streams are not supported' };
  return { reason: 'no supported audio signature was found' };
}

const MIME: Readonly<Record<AudioKind, string>> = { wav: 'audio/wav', mp3: 'audio/mpeg', ogg: 'audio/ogg', opus: 'audio/ogg', flac: 'audio/flac', aac: 'audio/mp4' };

async function headerValues(bytes: Uint8Array, kind: AudioKind) {
  const { format } = await parseBuffer(bytes, { mimeType: MIME[kind], size: bytes.length }, { duration: false, skipCovers: true });
  return format;
}

export const checks: RuleChecks = {
  AudioFormat: async ({ value, params }) => {
    const { bytes } = fileValue(value);
    const detected = detectAudio(bytes);
    if ('reason' in detected) return { status: 'failed', code: 'audio_format_unrecognized', measured: { reason: detected.reason } };
    const format = detected.kind;
    let header: Awaited<ReturnType<typeof headerValues>>;
    try {
      header = await headerValues(bytes, format);
    } catch {
      return { status: 'failed', code: 'audio_format_unrecognized', measured: { reason: `the ${format} headers are truncated or corrupt` } };
    }
    const sampleRate = format === 'opus' ? 48000 : header.sampleRate;
    const channels = header.numberOfChannels;
    if (!sampleRate || !channels || !Number.isFinite(sampleRate)) {
      return { status: 'failed', code: 'audio_format_unrecognized', measured: { reason: `the ${format} header declares ${!sampleRate || !Number.isFinite(sampleRate) ? 'a sample rate of 0 Hz' : '0 channels'}` } };
    }
    const measured: Record<string, unknown> = { format, sampleRate, channels };
    if ((format === 'wav' || format === 'flac') && header.bitsPerSample) measured.bitDepth = header.bitsPerSample;
    if (!(params.formats as string[]).includes(format)) return { status: 'failed', code: 'audio_format_not_allowed', measured };
    if (Array.isArray(params.sampleRates) && !params.sampleRates.includes(sampleRate)) return { status: 'failed', code: 'audio_format_sample_rate_not_allowed', measured };
    if (Array.isArray(params.channelCounts) && !params.channelCounts.includes(channels)) return { status: 'failed', code: 'audio_format_channel_count_not_allowed', measured };
    return { status: 'passed', measured };
  },

  AudioDuration: async ({ value, params }) => {
    const { bytes } = fileValue(value);
    const detected = detectAudio(bytes);
    if ('reason' in detected) return { status: 'failed', code: 'audio_decode_failed', measured: { reason: detected.reason } };
    const trim = params.trimSilence === true;
    let duration: number;
    let untrimmedDuration: number | undefined;
    if (detected.kind === 'wav') {
      const pcm = wavPcm(bytes);
      if ('reason' in pcm) return { status: 'failed', code: 'audio_decode_failed', measured: { reason: pcm.reason } };
      duration = pcm.frames / pcm.sampleRate;
      if (trim && duration <= 4 * 3600) {
        untrimmedDuration = duration;
        const sample = sampleReader(bytes, pcm);
        const { channels, frames } = pcm;
        const loud = (frame: number) => {
          for (let c = 0; c < channels; c += 1) if (Math.abs(sample(frame * channels + c)) >= 0.001) return true;
          return false;
        };
        let first = 0;
        while (first < frames && !loud(first)) first += 1;
        let last = frames - 1;
        while (last >= first && !loud(last)) last -= 1;
        duration = first >= frames ? 0 : (last - first + 1) / pcm.sampleRate;
      }
    } else {
      if (trim || detected.kind === 'mp3' || detected.kind === 'aac') {
        return serverOnly(
          `This checker measures ${trim ? 'silence in WAV files' : 'WAV, FLAC, Ogg Vorbis and Opus durations'}; the audio feature server decodes ${detected.kind} streams to PCM and runs this rule after the submission is created.`,
        );
      }
      try {
        const { format } = await parseBuffer(bytes, { mimeType: MIME[detected.kind], size: bytes.length }, { duration: true });
        if (format.duration === undefined || !Number.isFinite(format.duration)) throw new Error('no duration');
        duration = format.duration;
      } catch {
        return { status: 'failed', code: 'audio_decode_failed', measured: { reason: `the ${detected.kind} stream is truncated or corrupt` } };
      }
    }
    if (duration > 4 * 3600) return { status: 'failed', code: 'audio_decode_failed', measured: { reason: 'the audio is longer than 4 hours' } };
    const measured: Record<string, unknown> = { duration: roundHalfAway(duration, 3) };
    if (untrimmedDuration !== undefined) measured.untrimmedDuration = roundHalfAway(untrimmedDuration, 3);
    if (typeof params.min === 'number' && duration < params.min) return { status: 'failed', code: 'audio_duration_too_short', measured };
    if (typeof params.max === 'number' && duration > params.max) return { status: 'failed', code: 'audio_duration_too_long', measured };
    return { status: 'passed', measured };
  },
};
