import type { RuleDefinition } from './types';
import { asyncRetryMessageTemplate, asyncRetrySentence, asyncRetryWhen } from './asyncRetry';

/** Joins explanation paragraphs with the blank line the rule page generator splits on. */
const paragraphs = (...parts: readonly string[]): string => parts.join('\n\n');

const AUDIO_FORMATS = ['wav', 'mp3', 'ogg', 'opus', 'flac', 'aac'] as const;

export const audioRules = [
  // ------------------------------------------------------------------ AudioDuration
  {
    id: 'AudioDuration',
    group: 'Audio',
    title: 'Audio duration',
    summary: 'The decoded playing time, in seconds, is within a range',
    explanation: paragraphs(
      'AudioDuration passes when the audio\'s playing time is at least `min` and at most `max` seconds (both inclusive; each is optional but one must be given). The audio feature server decodes the whole stream to PCM, so the duration is exact rather than estimated from headers or bitrate: duration = decoded sample frames / output sample rate.',
      'Per format: WAV, the `data` chunk size / block align (a trailing partial frame is dropped). FLAC, the decoded samples. Ogg Vorbis, the last page\'s granule position / sample rate. Ogg Opus, (last granule position − pre-skip) / 48000. MP3, decoded frames × samples per frame (1152 for MPEG-1, 576 for MPEG-2 and 2.5), minus the encoder delay and padding recorded in a LAME or Xing header plus the 529-sample decoder delay; without such a header nothing is removed. AAC in MP4, the decoded samples after the edit list (`elst`) removes encoder priming; ADTS AAC, decoded frames × 1024. Formats are detected from the bytes as AudioFormat does (wav, mp3, ogg, opus, flac, aac).',
      'With `trimSilence` true, leading and trailing silence is excluded: samples are normalized to −1…1 (integer PCM divided by 2^(bits − 1), float as decoded), the first and last sample frames where any channel has |x| ≥ 0.001 (−60 dBFS) are found, and duration = (last − first + 1) / rate. Audio that never reaches the threshold has duration 0. `measured.untrimmedDuration` then holds the full length.',
      'Verdict: below `min` the rule fails with `audio_duration_too_short`, above `max` with `audio_duration_too_long`. `measured.duration` is reported in seconds rounded to milliseconds; the comparison uses the exact value.',
      'Unreadable input: an empty file, a file that is not a supported stream, audio longer than 4 hours, or a stream with more than 1% of its frames undecodable fails with `audio_decode_failed`, and `measured.reason` says why; fewer corrupt frames are replaced by silence of the same length. ' + asyncRetrySentence('audio', 'audio_analysis_unavailable'),
    ),
    appliesTo: ['audio'],
    formats: AUDIO_FORMATS,
    evaluation: { mode: 'async', service: 'audio', p50Seconds: 2, p95Seconds: 8 },
    errors: [
      {
        code: 'audio_duration_too_short',
        messageTemplate: 'The audio lasts {duration} s; the minimum is {min} s.',
        when: 'The (trimmed, if `trimSilence` is true) duration is below `min`.',
      },
      {
        code: 'audio_duration_too_long',
        messageTemplate: 'The audio lasts {duration} s; the maximum is {max} s.',
        when: 'The (trimmed, if `trimSilence` is true) duration is above `max`.',
      },
      {
        code: 'audio_decode_failed',
        messageTemplate: 'The audio could not be decoded: {reason}.',
        when: 'The file is empty, not a supported stream, longer than 4 hours, or more than 1% of its frames cannot be decoded.',
      },
      {
        code: 'audio_analysis_unavailable',
        messageTemplate: asyncRetryMessageTemplate,
        when: asyncRetryWhen('audio'),
      },
    ],
    exampleField: {
      key: 'ambient_loop',
      label: 'Ambient loop',
      kind: 'audio',
      required: true,
      rules: [{ rule: 'AudioDuration', params: { min: 5, max: 30 } }],
    },
    examples: [
      {
        input: 'a 12.48 s Ogg Vorbis forest loop',
        params: { min: 5, max: 30 },
        measured: { duration: 12.48 },
        verdict: 'pass',
      },
      {
        input: 'a 45.213 s MP3 with a LAME header',
        params: { min: 5, max: 30 },
        measured: { duration: 45.213 },
        verdict: 'fail',
        error: { code: 'audio_duration_too_long', message: 'The audio lasts 45.213 s; the maximum is 30 s.' },
      },
      {
        input: 'a 2 s WAV sword swing containing 0.412 s of sound surrounded by silence',
        params: { min: 0.5, max: 3, trimSilence: true },
        measured: { duration: 0.412, untrimmedDuration: 2 },
        verdict: 'fail',
        error: { code: 'audio_duration_too_short', message: 'The audio lasts 0.412 s; the minimum is 0.5 s.' },
      },
    ],
    related: ['AudioFormat', 'MaxFileSize'],
    caveats: [
      'An MP3 without a LAME or Xing header keeps its encoder delay and padding, so it measures typically 25 to 50 ms longer than its source.',
      'trimSilence uses a fixed −60 dBFS threshold: background noise or hiss above it counts as sound, and a long fade-out below it is trimmed.',
      'Opus always decodes at 48 kHz, whatever input rate OpusHead records; this does not change the duration.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ AudioFormat
  {
    id: 'AudioFormat',
    group: 'Audio',
    title: 'Audio format',
    summary: 'The audio file is an allowed format, sample rate and channel count, read from its headers',
    explanation: paragraphs(
      'AudioFormat passes when the file is an audio stream in one of `formats` and, when those params are given, its sample rate is in `sampleRates` and its channel count in `channelCounts`. It is an instant rule: it reads only container and codec headers when the submission is created, and a failure rejects the request with 422 `submission_invalid`. The format is identified from the bytes; file name and content type are ignored. A leading ID3v2 tag (`ID3`, length from its syncsafe size field) is skipped first.',
      'Detection: `wav` is `RIFF` or `RF64` at byte 0 and `WAVE` at byte 8, with a `fmt ` chunk of format tag 1 (integer PCM, 8, 16, 24 or 32 bits), 3 (IEEE float, 32 or 64 bits) or 0xFFFE (WAVE_FORMAT_EXTENSIBLE with a PCM or float subformat); other WAV codecs such as ADPCM (tag 2) or µ-law (tag 7) are not supported. `flac` is `fLaC` followed by a STREAMINFO block. `ogg` and `opus` are `OggS` at byte 0, told apart by the first packet: `\\x01vorbis` is Ogg Vorbis (`ogg`) and `OpusHead` is Ogg Opus (`opus`); other Ogg codecs (FLAC in Ogg, Speex, Theora) are not supported. `aac` is an ISO base media file (`ftyp` at byte 4, as in `.m4a`) whose first `soun` track has an `mp4a` sample entry with AAC (object type 0x40), or an ADTS stream (sync word 0xFFF with layer bits 00); MP4 files that also contain a video track are not supported. `mp3` is an MPEG-1, MPEG-2 or MPEG-2.5 Layer III frame header followed by a second valid frame header exactly one frame length later; Layer I and II streams are not supported.',
      'Measured values: `measured.format`; `measured.sampleRate` in Hz from the WAV `fmt ` chunk, the FLAC STREAMINFO, the Vorbis identification header, the first MP3 frame header or the AAC AudioSpecificConfig (Opus always reports 48000, its decoding rate); `measured.channels` (MP3 reports 1 for mono and 2 for stereo, joint stereo and dual channel; AAC channel configurations 1 to 7 give 1, 2, 3, 4, 5, 6 and 8); and, for WAV and FLAC, `measured.bitDepth`.',
      'Checks run in order and the first failure is reported: an unrecognized or unsupported stream (including an empty file) fails with `audio_format_unrecognized` and `measured.reason`; a format not in `formats` fails with `audio_format_not_allowed`; a sample rate not in `sampleRates` with `audio_format_sample_rate_not_allowed`; a channel count not in `channelCounts` with `audio_format_channel_count_not_allowed`. In messages, lists are written comma-separated.',
    ),
    appliesTo: ['audio'],
    formats: AUDIO_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'audio_format_unrecognized',
        messageTemplate: 'The file is not a supported audio stream: {reason}.',
        when: 'No supported signature matches, or the container holds an unsupported codec (WAV ADPCM, Ogg Speex, MP3 Layer II, MP4 with video).',
      },
      {
        code: 'audio_format_not_allowed',
        messageTemplate: 'The file is {format}; allowed formats: {formats}.',
        when: 'The stream is a supported format that is not listed in `formats`.',
      },
      {
        code: 'audio_format_sample_rate_not_allowed',
        messageTemplate: 'The audio is sampled at {sampleRate} Hz; allowed rates: {sampleRates} Hz.',
        when: '`sampleRates` is given and the stream\'s sample rate is not in it.',
      },
      {
        code: 'audio_format_channel_count_not_allowed',
        messageTemplate: 'The audio has {channels} channels; allowed channel counts: {channelCounts}.',
        when: '`channelCounts` is given and the stream\'s channel count is not in it.',
      },
    ],
    exampleField: {
      key: 'ambient_loop',
      label: 'Ambient loop',
      kind: 'audio',
      required: true,
      rules: [{ rule: 'AudioFormat', params: { formats: ['ogg', 'opus'], sampleRates: [44100, 48000], channelCounts: [1, 2] } }],
    },
    examples: [
      {
        input: 'a 44.1 kHz stereo Ogg Vorbis file',
        params: { formats: ['ogg', 'opus'], sampleRates: [44100, 48000], channelCounts: [1, 2] },
        measured: { format: 'ogg', sampleRate: 44100, channels: 2 },
        verdict: 'pass',
      },
      {
        input: 'a 16-bit PCM WAV renamed to `loop.ogg`',
        params: { formats: ['ogg', 'opus'], sampleRates: [44100, 48000], channelCounts: [1, 2] },
        measured: { format: 'wav', sampleRate: 44100, channels: 2, bitDepth: 16 },
        verdict: 'fail',
        error: { code: 'audio_format_not_allowed', message: 'The file is wav; allowed formats: ogg, opus.' },
      },
      {
        input: 'a 22.05 kHz mono Ogg Vorbis file',
        params: { formats: ['ogg', 'opus'], sampleRates: [44100, 48000], channelCounts: [1, 2] },
        measured: { format: 'ogg', sampleRate: 22050, channels: 1 },
        verdict: 'fail',
        error: {
          code: 'audio_format_sample_rate_not_allowed',
          message: 'The audio is sampled at 22050 Hz; allowed rates: 44100, 48000 Hz.',
        },
      },
      {
        input: 'a WAV file encoded with IMA ADPCM',
        params: { formats: ['ogg', 'opus'], sampleRates: [44100, 48000], channelCounts: [1, 2] },
        measured: { reason: 'WAV format tag 0x0011 (IMA ADPCM) is not supported' },
        verdict: 'fail',
        error: {
          code: 'audio_format_unrecognized',
          message: 'The file is not a supported audio stream: WAV format tag 0x0011 (IMA ADPCM) is not supported.',
        },
      },
    ],
    related: ['AudioDuration', 'MaxFileSize', 'ThreeDimensionalFileFormat'],
    caveats: [
      'Only headers are read: corrupt audio data later in the file passes here and is caught by AudioDuration, which decodes the stream.',
      'HE-AAC with implicit SBR signalling reports its core sample rate, half the playback rate (22050 for a 44100 Hz stream).',
      'Bitrate and constant versus variable bitrate are not checked; limit file size with MaxFileSize.',
    ],
    inSidebar: true,
  },
] as const satisfies readonly RuleDefinition[];
