import type { RuleDefinition, RuleError } from './types';
import { IMAGE_PIXEL_LIMIT_TEXT } from './limits';
import { asyncRetryMessageTemplate, asyncRetrySentence, asyncRetryWhen } from './asyncRetry';

/** Joins explanation paragraphs with the blank line the rule page generator splits on. */
const paragraphs = (...parts: readonly string[]): string => parts.join('\n\n');

const RAW_VALUES =
  'Samples are read as stored, with no color management: PNG `gAMA`, `sRGB` and `iCCP` chunks and TIFF or JPEG ICC profiles are ignored, because height and normal data are linear.';

const HEIGHT_NORMALIZATION =
  'Normalization: each height is mapped to 0…1. Integer samples become v / (2^bits − 1). Float samples become (v − lo) / (hi − lo), where lo and hi are the file\'s lowest and highest samples (all heights are 0 when hi = lo), because float heights have no fixed range. In `gray_rgb` mode the height is the red sample.';

const UNAVAILABLE =
  'On `texture_format_unsupported`, `measured.detectedFormat` names the format found (`unknown` when none); on `texture_decode_failed`, `measured.reason` says what could not be decoded. ' + asyncRetrySentence('vision', 'texture_analysis_unavailable');

const decodeErrors = (formatMessage: string, formatWhen: string): readonly RuleError[] => [
  {
    code: 'texture_format_unsupported',
    messageTemplate: formatMessage,
    when: formatWhen,
  },
  {
    code: 'texture_decode_failed',
    messageTemplate: 'The texture could not be decoded: {reason}.',
    when: `The file is empty, truncated or corrupt, uses an unsupported compression, is larger than 16384 px on a side or its header declares more than ${IMAGE_PIXEL_LIMIT_TEXT} pixels (neither is decoded), or holds NaN or infinite float samples.`,
  },
  {
    code: 'texture_analysis_unavailable',
    messageTemplate: asyncRetryMessageTemplate,
    when: asyncRetryWhen('vision'),
  },
];

const BIT_DEPTH_ERROR: RuleError = {
  code: 'texture_height_map_bit_depth_too_low',
  messageTemplate: 'The height map stores {bitDepth}-bit samples; at least {minBitDepth}-bit is required.',
  when: 'The bits per stored sample are fewer than `minBitDepth`.',
};

const SINGLE_CHANNEL_ERROR: RuleError = {
  code: 'texture_height_map_not_single_channel',
  messageTemplate: 'The height map has {channels} channels; it must store height in a single grayscale channel.',
  when: '`channelMode` is `single_channel` and the file stores more than one channel (including gray plus alpha), or is a palette PNG.',
};

const CHANNELS_DIFFER_ERROR: RuleError = {
  code: 'texture_height_map_channels_differ',
  messageTemplate: '{mismatchedPixelCount} pixels have different red, green and blue values; a grayscale height map needs R = G = B.',
  when: '`channelMode` is `gray_rgb`, the file stores color, and red, green and blue differ in at least one pixel.',
};

export const textureRules = [
  // ------------------------------------------------------------------ HeightMap
  {
    id: 'HeightMap',
    group: 'Material/Texture',
    title: 'Height map',
    summary: 'A grayscale height texture with enough bit depth, one channel, enough range and optional seamless tiling',
    explanation: paragraphs(
      'HeightMap checks a height (displacement or parallax) texture: the bit depth of its samples, that height is stored in one grayscale channel, that it uses enough of the value range and, optionally, that it wraps seamlessly. ' + RAW_VALUES,
      'Formats: PNG (color types 0, 2, 4 and 6 at 8 or 16 bits; 1, 2 and 4-bit grayscale report their own bit depth; palette images are expanded to RGB), TIFF (first page only; strips or tiles; uncompressed, LZW, Deflate or PackBits; 8 or 16-bit unsigned integer or 32-bit float samples) and OpenEXR (first part only; scanline or tiled; NONE, RLE, ZIPS, ZIP or PIZ compression; half, float or uint channels). Other files, such as JPEG, WebP or TGA, fail with `texture_format_unsupported`; undecodable files, other EXR compressions, sides above 16384 px, and NaN or infinite samples fail with `texture_decode_failed`.',
      'Bit depth: bits per stored sample, as stored for PNG and TIFF; OpenEXR half counts 16, float and uint 32. Fewer than `minBitDepth` fails with `texture_height_map_bit_depth_too_low`.',
      'Channels: with `channelMode: "single_channel"` (the default) the file must store exactly one channel (PNG color type 0, TIFF SamplesPerPixel 1, OpenEXR with one channel of any name), else `texture_height_map_not_single_channel`. With `"gray_rgb"`, files with gray plus alpha, RGB or RGBA are also accepted when red, green and blue are exactly equal in every pixel (alpha is ignored); otherwise the rule fails with `texture_height_map_channels_differ` and `measured.mismatchedPixelCount`.',
      HEIGHT_NORMALIZATION,
      'Range: `measured.valueRange` is the highest minus the lowest normalized height, rounded to four decimals. Below `minValueRange` the rule fails with `texture_height_map_range_too_small`. A 16-bit map that only uses values 30000 to 30255 has a range of 0.0039 and carries no more detail than an 8-bit one.',
      'Tiling: with `tileable` true, opposite edges must continue into each other when the texture wraps. Each row y pairs h(0, y) with h(W − 1, y) and each column x pairs h(x, 0) with h(x, H − 1); `measured.seamDifference` is the mean absolute difference over all W + H pairs (four decimals). Above `edgeTolerance` (default 0.01, 1% of the full range) the rule fails with `texture_height_map_not_tileable`.',
      'Checks run in the order above (format, bit depth, channels, range, tiling) and the first failure is reported. `measured` always includes `format`, `width` and `height` in px, `bitDepth` and `channels` (stored channel count). ' + UNAVAILABLE,
    ),
    appliesTo: ['texture'],
    formats: ['png', 'tiff', 'exr'],
    evaluation: { mode: 'async', service: 'vision', p50Seconds: 3, p95Seconds: 10 },
    errors: [
      BIT_DEPTH_ERROR,
      SINGLE_CHANNEL_ERROR,
      CHANNELS_DIFFER_ERROR,
      {
        code: 'texture_height_map_range_too_small',
        messageTemplate: 'The heights span {valueRange} of the full range; at least {minValueRange} is required.',
        when: 'The spread between the lowest and highest normalized height is below `minValueRange`.',
      },
      {
        code: 'texture_height_map_not_tileable',
        messageTemplate: 'The mean height difference across the wrap seams is {seamDifference}; the maximum is {edgeTolerance}.',
        when: '`tileable` is true and the mean absolute difference between opposite edge pixels exceeds `edgeTolerance`.',
      },
      ...decodeErrors(
        'The file is {detectedFormat}; HeightMap reads PNG, TIFF and OpenEXR.',
        'The file is an image or other file in a format HeightMap does not read (JPEG, WebP, GIF, BMP, TGA or unknown).',
      ),
    ],
    exampleField: {
      key: 'rock_height',
      label: 'Rock height map',
      kind: 'texture',
      required: true,
      rules: [{ rule: 'HeightMap', params: { minBitDepth: 16, channelMode: 'single_channel', tileable: true, edgeTolerance: 0.01 } }],
    },
    examples: [
      {
        input: 'a 2048 × 2048 16-bit grayscale PNG baked as a tiling rock surface',
        params: { minBitDepth: 16, channelMode: 'single_channel', tileable: true, edgeTolerance: 0.01 },
        measured: { format: 'png', width: 2048, height: 2048, bitDepth: 16, channels: 1, valueRange: 0.8214, seamDifference: 0.0031 },
        verdict: 'pass',
      },
      {
        input: 'the same height map saved as 8-bit grayscale PNG',
        params: { minBitDepth: 16, channelMode: 'single_channel', tileable: true, edgeTolerance: 0.01 },
        measured: { format: 'png', width: 2048, height: 2048, bitDepth: 8, channels: 1 },
        verdict: 'fail',
        error: { code: 'texture_height_map_bit_depth_too_low', message: 'The height map stores 8-bit samples; at least 16-bit is required.' },
      },
      {
        input: 'a 16-bit grayscale PNG cropped from a larger terrain, so its edges do not wrap',
        params: { minBitDepth: 16, channelMode: 'single_channel', tileable: true, edgeTolerance: 0.01 },
        measured: { format: 'png', width: 2048, height: 2048, bitDepth: 16, channels: 1, valueRange: 0.6402, seamDifference: 0.046 },
        verdict: 'fail',
        error: {
          code: 'texture_height_map_not_tileable',
          message: 'The mean height difference across the wrap seams is 0.046; the maximum is 0.01.',
        },
      },
      {
        input: 'an 8-bit RGB PNG height map with a color-coded legend painted into one corner',
        params: { minBitDepth: 8, channelMode: 'gray_rgb' },
        measured: { format: 'png', width: 1024, height: 1024, bitDepth: 8, channels: 3, mismatchedPixelCount: 4096 },
        verdict: 'fail',
        error: {
          code: 'texture_height_map_channels_differ',
          message: '4096 pixels have different red, green and blue values; a grayscale height map needs R = G = B.',
        },
      },
    ],
    related: ['TerrainHeightMap', 'NormalMap', 'Grayscale', 'Size', 'ImageFormat'],
    caveats: [
      'The seam test compares neighbors across the wrap, so a map with steep slopes everywhere has a naturally higher seamDifference; compare it with the mean difference between neighboring pixels inside the map before choosing edgeTolerance.',
      'The mean can hide a short seam: a 10 px mismatch along a 2048 px edge barely moves it.',
      'Float maps are normalized against their own range, so minValueRange only rejects constant float maps.',
      'A map exported with an sRGB gamma curve is read as stored and the curve is not undone; export height data linearly.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ NormalMap
  {
    id: 'NormalMap',
    group: 'Material/Texture',
    title: 'Normal map',
    summary: 'A tangent-space normal map with unit-length outward vectors, the expected green convention and optional seamless tiling',
    explanation: paragraphs(
      'NormalMap checks a tangent-space normal map: its pixels must decode to unit-length vectors pointing out of the surface, its green channel must follow the expected convention and, optionally, it must wrap seamlessly. ' + RAW_VALUES,
      'Formats: PNG (color types 2 and 6 at 8 or 16 bits; palette images are expanded to RGB), JPEG (baseline and progressive, YCbCr converted to RGB with the JFIF equations; CMYK is not supported), TGA (image types 2 and 10, uncompressed and RLE, 24 or 32 bits) and TIFF (first page, 8 or 16-bit RGB or RGBA). Other files fail with `texture_format_unsupported`; undecodable files and sides above 16384 px fail with `texture_decode_failed`. Grayscale images (one channel, or gray plus alpha) fail with `texture_normal_map_not_rgb`. Alpha is ignored.',
      'Decoding: each channel value v becomes c = v / (2^bits − 1) and then n = 2c − 1, so 8-bit 128 decodes to 0.0039, not exactly 0. With `channelLayout: "rgb"` (the default) the vector is (nx, ny, nz) from red, green and blue, and a pixel is invalid when | |n| − 1 | > `lengthTolerance` or nz < 0 (pointing into the surface). With `"rg"` (two-channel maps such as BC5 exports) blue is ignored, a pixel is invalid when nx² + ny² > (1 + `lengthTolerance`)², and nz = sqrt(max(0, 1 − nx² − ny²)). `measured.invalidRatio` is invalid pixels divided by all pixels (four decimals); above `maxInvalidRatio` the rule fails with `texture_normal_map_invalid_vectors`. A color texture uploaded by mistake fails here, because its colors rarely decode to unit vectors.',
      'Convention: when `convention` is not `any`, the service estimates which convention the map was baked in. Each valid vector is normalized, and slopes are derived as gx = −nx / nz and, with rows counted downward as stored, gy = ny / nz for OpenGL (+Y up) or gy = −ny / nz for DirectX (+Y down). A map baked from a surface is the gradient of a height field, whose discrete curl c = (gx(x, y + 1) − gx(x, y)) − (gy(x + 1, y) − gy(x, y)) is close to 0; under the wrong convention c equals twice the mixed second derivative of the height. The mean |c| is taken under both conventions over pixels that are valid, have valid right and lower neighbors, and have nz ≥ 0.1, giving `measured.curlOpenGL` and `measured.curlDirectX`.',
      'The map is detected as `opengl` when curlDirectX ≥ 1.25 × curlOpenGL, as `directx` when curlOpenGL ≥ 1.25 × curlDirectX, and as `undetermined` otherwise, or when fewer than 1024 pixels were evaluated, or when both residuals are below 0.002. `measured.detectedConvention` holds the result. The rule fails with `texture_normal_map_wrong_convention` only when the detected convention is the opposite of `convention`; undetermined passes.',
      'Tiling: with `tileable` true, each left-edge pixel is paired with the right-edge pixel of its row and each top-edge pixel with the bottom-edge pixel of its column. For pairs where both pixels are valid, the angle between the normalized vectors, acos(clamp(a · b, −1, 1)), is averaged into `measured.seamAngle` (degrees, two decimals). Above `seamAngleTolerance` the rule fails with `texture_normal_map_not_tileable`.',
      'Checks run in the order above (format, channels, invalid vectors, convention, tiling) and the first failure is reported. `measured` always includes `format`, `width` and `height` in px, `bitDepth` and `channels`. ' + UNAVAILABLE,
    ),
    appliesTo: ['texture'],
    formats: ['png', 'jpeg', 'tga', 'tiff'],
    evaluation: { mode: 'async', service: 'vision', p50Seconds: 4, p95Seconds: 12 },
    errors: [
      {
        code: 'texture_normal_map_not_rgb',
        messageTemplate: 'The normal map is a grayscale image (channel count {channels}); it needs red, green and blue channels.',
        when: 'The file stores one channel or gray plus alpha.',
      },
      {
        code: 'texture_normal_map_invalid_vectors',
        messageTemplate: '{invalidRatio} of the pixels do not decode to unit-length normals facing out of the surface; at most {maxInvalidRatio} is allowed.',
        when: 'The share of pixels with a wrong vector length or a negative Z exceeds `maxInvalidRatio`.',
      },
      {
        code: 'texture_normal_map_wrong_convention',
        messageTemplate: 'The normal map appears to use the {detectedConvention} convention (green channel flipped); this field expects {convention}.',
        when: '`convention` is `opengl` or `directx` and the curl test conclusively detects the other one.',
      },
      {
        code: 'texture_normal_map_not_tileable',
        messageTemplate: 'The mean normal angle across the wrap seams is {seamAngle}°; the maximum is {seamAngleTolerance}°.',
        when: '`tileable` is true and the mean angle between opposite edge normals exceeds `seamAngleTolerance`.',
      },
      ...decodeErrors(
        'The file is {detectedFormat}; NormalMap reads PNG, JPEG, TGA and TIFF.',
        'The file is an image or other file in a format NormalMap does not read (WebP, GIF, BMP, OpenEXR or unknown).',
      ),
    ],
    exampleField: {
      key: 'armor_normal',
      label: 'Armor normal map',
      kind: 'texture',
      required: true,
      rules: [{ rule: 'NormalMap', params: { convention: 'opengl', channelLayout: 'rgb', lengthTolerance: 0.1, maxInvalidRatio: 0.01 } }],
    },
    examples: [
      {
        input: 'a 1024 × 1024 8-bit PNG normal map baked in Blender',
        params: { convention: 'opengl', channelLayout: 'rgb', lengthTolerance: 0.1, maxInvalidRatio: 0.01 },
        measured: {
          format: 'png',
          width: 1024,
          height: 1024,
          bitDepth: 8,
          channels: 3,
          invalidRatio: 0.0002,
          detectedConvention: 'opengl',
          curlOpenGL: 0.0041,
          curlDirectX: 0.0187,
        },
        verdict: 'pass',
      },
      {
        input: 'the same map exported with an Unreal Engine (DirectX) preset',
        params: { convention: 'opengl', channelLayout: 'rgb', lengthTolerance: 0.1, maxInvalidRatio: 0.01 },
        measured: {
          format: 'png',
          width: 1024,
          height: 1024,
          bitDepth: 8,
          channels: 3,
          invalidRatio: 0.0002,
          detectedConvention: 'directx',
          curlOpenGL: 0.0192,
          curlDirectX: 0.0044,
        },
        verdict: 'fail',
        error: {
          code: 'texture_normal_map_wrong_convention',
          message: 'The normal map appears to use the directx convention (green channel flipped); this field expects opengl.',
        },
      },
      {
        input: 'the armor\'s albedo JPEG uploaded to the normal map field',
        params: { convention: 'opengl', channelLayout: 'rgb', lengthTolerance: 0.1, maxInvalidRatio: 0.01 },
        measured: { format: 'jpeg', width: 1024, height: 1024, bitDepth: 8, channels: 3, invalidRatio: 0.6314 },
        verdict: 'fail',
        error: {
          code: 'texture_normal_map_invalid_vectors',
          message: '0.6314 of the pixels do not decode to unit-length normals facing out of the surface; at most 0.01 is allowed.',
        },
      },
      {
        input: 'a 2048 × 2048 16-bit PNG cobblestone normal map cut from a larger bake, so its edges do not wrap',
        params: { convention: 'opengl', tileable: true, seamAngleTolerance: 10 },
        measured: {
          format: 'png',
          width: 2048,
          height: 2048,
          bitDepth: 16,
          channels: 3,
          invalidRatio: 0.0011,
          detectedConvention: 'opengl',
          curlOpenGL: 0.0052,
          curlDirectX: 0.0231,
          seamAngle: 23.62,
        },
        verdict: 'fail',
        error: {
          code: 'texture_normal_map_not_tileable',
          message: 'The mean normal angle across the wrap seams is 23.62°; the maximum is 10°.',
        },
      },
    ],
    related: ['HeightMap', 'Size', 'ImageFormat', 'NoAlphaChannel'],
    caveats: [
      'Convention detection is statistical: maps whose features run only along rows or columns (planks, straight grooves) have no mixed derivative, stay undetermined and pass.',
      'Object-space and world-space normal maps contain vectors with negative Z and fail the vector test; the rule is for tangent-space maps.',
      '8-bit quantization alone changes a vector\'s length by less than 0.007, far below the default lengthTolerance of 0.1, but heavy JPEG compression can push pixels past a tight tolerance.',
      'Maps that store something else in alpha (such as smoothness) pass, because alpha is ignored.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ TerrainHeightMap
  {
    id: 'TerrainHeightMap',
    group: 'Material/Texture',
    title: 'Terrain height map',
    summary: 'A square terrain heightmap whose side is a size the target engine accepts, such as 2^n + 1',
    explanation: paragraphs(
      'TerrainHeightMap checks a heightmap meant to be imported as terrain: it must be square with a side length the target engine accepts, store enough bits per sample in one channel and, optionally, repeat seamlessly. Terrain engines place one vertex per pixel, so valid sides are a number of quads plus 1: Unity terrain heightmap resolutions are 2^n + 1 from 33 to 4097, and Unreal Engine landscapes are built from components that share their border vertices. ' + RAW_VALUES,
      'Formats: PNG and TIFF (8 or 16-bit unsigned; TIFF also 32-bit float), OpenEXR (first part; half, float or uint; NONE, RLE, ZIPS, ZIP or PIZ compression) and headerless RAW as exported by Unity, Unreal Engine and terrain generators. A file with no known image signature is read as RAW when its byte length L is a perfect square N² (8-bit, N × N) or twice a perfect square 2N² (16-bit, N × N, in byte order `rawByteOrder`); both cannot hold for the same L, since the square root of 2 is irrational. RAW rows are read top to bottom. Files with another image signature (JPEG, WebP, GIF, BMP) and files of any other length fail with `texture_format_unsupported`; undecodable files and sides above 16384 px fail with `texture_decode_failed`.',
      'Size: the image must be square, else `texture_terrain_not_square`. Its side N must be allowed by `sizeRule` and lie between `minSize` and `maxSize`: `power_of_two_plus_one` allows 2^n + 1 (33, 65, 129, 257, 513, 1025, 2049, 4097, 8193), `unreal_landscape` allows 127, 253, 505, 1009, 2017, 4033 and 8129 (the recommended sizes in Unreal Engine\'s landscape technical guide), and `any_square` allows any N. Otherwise the rule fails with `texture_terrain_size_not_allowed`, and `measured.allowedSizes` lists the sides that would pass (comma-separated in the message).',
      'Bit depth and channels are checked as in HeightMap, with the same codes: bits per stored sample below `minBitDepth` fail with `texture_height_map_bit_depth_too_low` (OpenEXR half counts 16, float and uint 32); with `channelMode: "single_channel"` anything but one stored channel fails with `texture_height_map_not_single_channel`; with `"gray_rgb"`, color files pass only when R = G = B in every pixel, else `texture_height_map_channels_differ` with `measured.mismatchedPixelCount`. RAW files always have one channel.',
      HEIGHT_NORMALIZATION,
      'Seamless: with `seamless` true, the border samples must be duplicated, as when a terrain tile repeats: for every row, the normalized heights in the first and last column, and for every column, those in the first and last row, may differ by at most `edgeTolerance` (default 0, identical). `measured.edgeDifference` is the largest difference found (four decimals); above the tolerance the rule fails with `texture_terrain_edges_mismatch`. This differs from HeightMap\'s tileable test, where the last column continues into the first instead of repeating it.',
      'Checks run in the order above (format, square, size, bit depth, channels, seamless) and the first failure is reported. `measured` always includes `format` (`png`, `tiff`, `exr` or `raw`), `width` and `height` in px, `bitDepth` and `channels`. ' + UNAVAILABLE,
    ),
    appliesTo: ['texture'],
    formats: ['png', 'tiff', 'exr', 'raw'],
    evaluation: { mode: 'async', service: 'vision', p50Seconds: 3, p95Seconds: 10 },
    errors: [
      {
        code: 'texture_terrain_not_square',
        messageTemplate: 'The heightmap is {width} × {height} px; terrain heightmaps must be square.',
        when: 'Width and height differ.',
      },
      {
        code: 'texture_terrain_size_not_allowed',
        messageTemplate: 'The heightmap side is {width} px; allowed sides are {allowedSizes} px.',
        when: 'The side is not allowed by `sizeRule` or lies outside `minSize`…`maxSize`.',
      },
      BIT_DEPTH_ERROR,
      SINGLE_CHANNEL_ERROR,
      CHANNELS_DIFFER_ERROR,
      {
        code: 'texture_terrain_edges_mismatch',
        messageTemplate: 'Opposite borders differ by up to {edgeDifference}; seamless terrain allows at most {edgeTolerance}.',
        when: '`seamless` is true and some pair of opposite border samples differs by more than `edgeTolerance`.',
      },
      ...decodeErrors(
        'The file is {detectedFormat}; TerrainHeightMap reads PNG, TIFF, OpenEXR and headerless RAW.',
        'The file has an image signature TerrainHeightMap does not read (JPEG, WebP, GIF, BMP), or has no signature and a byte length that is neither N² nor 2N² (`unknown`).',
      ),
    ],
    exampleField: {
      key: 'island_terrain',
      label: 'Island terrain heightmap',
      kind: 'texture',
      required: true,
      rules: [
        {
          rule: 'TerrainHeightMap',
          params: { sizeRule: 'power_of_two_plus_one', minSize: 513, maxSize: 2049, minBitDepth: 16, rawByteOrder: 'little' },
        },
      ],
    },
    examples: [
      {
        input: 'a 1025 × 1025 16-bit little-endian RAW exported from Unity (2,101,250 bytes)',
        params: { sizeRule: 'power_of_two_plus_one', minSize: 513, maxSize: 2049, minBitDepth: 16, rawByteOrder: 'little' },
        measured: { format: 'raw', width: 1025, height: 1025, bitDepth: 16, channels: 1 },
        verdict: 'pass',
      },
      {
        input: 'a 1024 × 1024 16-bit grayscale PNG',
        params: { sizeRule: 'power_of_two_plus_one', minSize: 513, maxSize: 2049, minBitDepth: 16, rawByteOrder: 'little' },
        measured: { format: 'png', width: 1024, height: 1024, bitDepth: 16, channels: 1, allowedSizes: [513, 1025, 2049] },
        verdict: 'fail',
        error: { code: 'texture_terrain_size_not_allowed', message: 'The heightmap side is 1024 px; allowed sides are 513, 1025, 2049 px.' },
      },
      {
        input: 'a 2017 × 2017 16-bit PNG tile meant to repeat, whose last column was regenerated instead of copied',
        params: { sizeRule: 'unreal_landscape', minSize: 505, maxSize: 4033, minBitDepth: 16, seamless: true, edgeTolerance: 0.001 },
        measured: { format: 'png', width: 2017, height: 2017, bitDepth: 16, channels: 1, edgeDifference: 0.0125 },
        verdict: 'fail',
        error: {
          code: 'texture_terrain_edges_mismatch',
          message: 'Opposite borders differ by up to 0.0125; seamless terrain allows at most 0.001.',
        },
      },
      {
        input: 'a 1025 × 1025 terrain exported as JPEG',
        params: { sizeRule: 'power_of_two_plus_one', minSize: 513, maxSize: 2049, minBitDepth: 16, rawByteOrder: 'little' },
        measured: { detectedFormat: 'jpeg' },
        verdict: 'fail',
        error: {
          code: 'texture_format_unsupported',
          message: 'The file is jpeg; TerrainHeightMap reads PNG, TIFF, OpenEXR and headerless RAW.',
        },
      },
    ],
    related: ['HeightMap', 'Size', 'SizeRatio', 'ImageFormat'],
    caveats: [
      'Unreal Engine can import other sizes, but only its recommended sizes map exactly onto whole components; unreal_landscape accepts only those.',
      'RAW files carry no size or byte order: a 1025 × 1025 16-bit RAW must be exactly 2,101,250 bytes, and a RAW read with the wrong rawByteOrder still passes the size and bit-depth checks while its heights are scrambled.',
      'The vertical scale (meters per height unit) is not stored in any of these formats and is not checked.',
      'Float maps are normalized against their own range before the seam comparison.',
    ],
    inSidebar: true,
  },
] as const satisfies readonly RuleDefinition[];
