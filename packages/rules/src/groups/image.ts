/**
 * Image rules. Header rules (ImageFormat, Size, SizeRange, SizeRatio) read every format the pages
 * list; pixel rules decode PNG, JPEG and GIF here (image/decode.ts) and leave BMP, TIFF and WebP
 * pixels to the API. Classification and Moderation need Guildforge's trained models.
 */
import { facts } from '../generated/imageFacts.js';
import { percentOf, roundHalfAway } from '../message.js';
import { fileValue, serverOnly, type RuleCheck, type RuleChecks, type RuleInput, type RuleOutcome } from '../rule.js';
import type { RuleFile } from '../types.js';
import { exceeds, floorPercentOf, hueInside, toHsl } from '../image/colour.js';
import { DECODE_LIMIT, ImageReadError, PIXEL_LIMIT, PIXEL_FORMATS, alphaSource, decodeImage, decodedExtent, detectFormat, frameCount, readHeader, type DecodedImage } from '../image/decode.js';
import { circle, shapeAnalysis, shapeCountRange } from '../image/shapes.js';

export { facts };

const decoded = new WeakMap<Uint8Array, DecodedImage>();

/** Decodes once per file: a field's colour rules share the pixels. */
function pixelsOf(file: RuleFile): DecodedImage {
  let image = decoded.get(file.bytes);
  if (!image) {
    image = decodeImage(file.bytes);
    decoded.set(file.bytes, image);
  }
  return image;
}

type PixelCheck = (image: DecodedImage, input: RuleInput) => RuleOutcome;

/**
 * Calls `visit` with the red, green and blue of every visible pixel (alpha at least 128, as every
 * colour rule page defines visible) and answers how many there are: the one pixel loop of the
 * colour rules.
 */
function forEachVisible(rgba: Uint8Array, visit?: (r: number, g: number, b: number) => void): number {
  let visiblePixels = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3]! < 128) continue;
    visiblePixels += 1;
    visit?.(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
  }
  return visiblePixels;
}

/** Calls `visit` with the HSL of every visible pixel whose chroma is at least `minChroma`, and answers how many there are. */
function forEachChromatic(rgba: Uint8Array, minChroma: number, visit: (h: number, s: number, l: number) => void): number {
  let chromaticPixels = 0;
  forEachVisible(rgba, (r, g, b) => {
    const { h, s, l, c } = toHsl(r, g, b);
    if (c < minChroma) return;
    chromaticPixels += 1;
    visit(h, s, l);
  });
  return chromaticPixels;
}

/**
 * Wraps a pixel rule with the shared failures of the pages: image_unreadable,
 * image_decode_limit_exceeded (from the header, before decoding) and image_no_visible_pixels.
 */
function pixelRule(check: PixelCheck, options: { needsVisible?: boolean } = {}): RuleCheck {
  return (input) => {
    const file = fileValue(input.value);
    try {
      const header = readHeader(file.bytes);
      // A GIF frame may be larger than its screen: the limits apply to what decoding allocates.
      const extent = PIXEL_FORMATS.includes(header.format) ? decodedExtent(file.bytes, header) : header;
      if (extent.width > DECODE_LIMIT || extent.height > DECODE_LIMIT) {
        return { status: 'failed', code: 'image_decode_limit_exceeded', measured: { imageWidth: extent.width, imageHeight: extent.height } };
      }
      if (extent.width * extent.height > PIXEL_LIMIT) {
        return { status: 'failed', code: 'image_analysis_limit_exceeded', measured: { imageWidth: extent.width, imageHeight: extent.height, pixelCount: extent.width * extent.height } };
      }
      if (!PIXEL_FORMATS.includes(header.format)) {
        return serverOnly(`This checker decodes PNG, JPEG and GIF pixels; ${header.format.toUpperCase()} pixels are decoded only by the API, which runs this rule when the submission is created.`);
      }
      const image = pixelsOf(file);
      if (options.needsVisible !== false && forEachVisible(image.rgba) === 0) return { status: 'failed', code: 'image_no_visible_pixels' };
      return check(image, input);
    } catch (error) {
      if (error instanceof ImageReadError) return { status: 'failed', code: 'image_unreadable', measured: { reason: error.reason } };
      throw error;
    }
  };
}

/** Header rules fail with image_unreadable when the header cannot be read. */
function headerRule(check: (header: ReturnType<typeof readHeader>, input: RuleInput) => RuleOutcome): RuleCheck {
  return (input) => {
    try {
      return check(readHeader(fileValue(input.value).bytes), input);
    } catch (error) {
      if (error instanceof ImageReadError) return { status: 'failed', code: 'image_unreadable', measured: { reason: error.reason } };
      throw error;
    }
  };
}

const num = (params: Readonly<Record<string, unknown>>, key: string, fallback: number) => (typeof params[key] === 'number' ? (params[key] as number) : fallback);

export const checks: RuleChecks = {
  Circle: pixelRule((image, { params }) => circle(image, params), { needsVisible: false }),

  Classification: () =>
    serverOnly("Classification runs Guildforge's vision classifier, a trained model that is not published; the vision feature server scores the image after the submission is created."),

  Grayscale: pixelRule(({ rgba }, { params }) => {
    const maxChroma = num(params, 'maxChroma', 0);
    const tolerance = num(params, 'tolerance', 0);
    let colorfulPixels = 0;
    let peak = 0;
    const visiblePixels = forEachVisible(rgba, (r, g, b) => {
      const chroma = ((Math.max(r, g, b) - Math.min(r, g, b)) / 255) * 100;
      if (chroma > peak) peak = chroma;
      if (chroma > maxChroma) colorfulPixels += 1;
    });
    const measured = { visiblePixels, colorfulPixels, colorfulPercent: percentOf(colorfulPixels, visiblePixels), peakChroma: roundHalfAway(peak) };
    return exceeds(colorfulPixels, visiblePixels, tolerance) ? { status: 'failed', code: 'image_not_grayscale', measured } : { status: 'passed', measured };
  }),

  HSLRange: pixelRule(({ rgba }, { params }) => {
    const hasHue = typeof params.minHue === 'number' && typeof params.maxHue === 'number';
    const minHue = num(params, 'minHue', 0);
    const maxHue = num(params, 'maxHue', 360);
    const minS = num(params, 'minSaturation', 0);
    const maxS = num(params, 'maxSaturation', 100);
    const minL = num(params, 'minLightness', 0);
    const maxL = num(params, 'maxLightness', 100);
    const minChroma = num(params, 'minChroma', 10);
    const tolerance = num(params, 'tolerance', 0);
    let outsidePixels = 0;
    let hueOut = 0;
    let satOut = 0;
    let lightOut = 0;
    const visiblePixels = forEachVisible(rgba, (r, g, b) => {
      const { h, s, l, c } = toHsl(r, g, b);
      const badHue = hasHue && c >= minChroma && !hueInside(h, minHue, maxHue);
      const badS = s < minS || s > maxS;
      const badL = l < minL || l > maxL;
      if (badHue) hueOut += 1;
      if (badS) satOut += 1;
      if (badL) lightOut += 1;
      if (badHue || badS || badL) outsidePixels += 1;
    });
    const measured = {
      visiblePixels,
      outsidePixels,
      outsidePercent: percentOf(outsidePixels, visiblePixels),
      hueOutsidePercent: percentOf(hueOut, visiblePixels),
      saturationOutsidePercent: percentOf(satOut, visiblePixels),
      lightnessOutsidePercent: percentOf(lightOut, visiblePixels),
    };
    return exceeds(outsidePixels, visiblePixels, tolerance) ? { status: 'failed', code: 'image_hsl_out_of_range', measured } : { status: 'passed', measured };
  }),

  HueArcLength: pixelRule(({ rgba }, { params }) => {
    const minChroma = num(params, 'minChroma', 10);
    const tolerance = num(params, 'tolerance', 0);
    const histogram = new Float64Array(360);
    const chromaticPixels = forEachChromatic(rgba, minChroma, (h) => {
      histogram[Math.floor(h)]! += 1;
    });
    let measured: Record<string, unknown> = { chromaticPixels, arcLength: 0 };
    if (chromaticPixels > 0) {
      const need = chromaticPixels - floorPercentOf(chromaticPixels, tolerance);
      search: for (let w = 1; w <= 360; w += 1) {
        let sum = 0;
        for (let k = 0; k < w; k += 1) sum += histogram[k]!;
        for (let start = 0; start < 360; start += 1) {
          if (start > 0) sum += histogram[(start + w - 1) % 360]! - histogram[start - 1]!;
          if (sum >= need) {
            measured = { chromaticPixels, arcLength: w - 1, arcStart: start, arcEnd: (start + w - 1) % 360 };
            break search;
          }
        }
      }
    }
    const arcLength = measured.arcLength as number;
    if (arcLength > num(params, 'maxArcLength', 359)) return { status: 'failed', code: 'image_hue_arc_too_wide', measured };
    if (arcLength < num(params, 'minArcLength', 0)) return { status: 'failed', code: 'image_hue_arc_too_narrow', measured };
    return { status: 'passed', measured };
  }),

  HuePaletteSize: pixelRule(({ rgba }, { params }) => {
    const sectors = num(params, 'sectors', 12);
    const width = 360 / sectors;
    const minShare = num(params, 'minShare', 2);
    const minChroma = num(params, 'minChroma', 10);
    const counts = new Float64Array(sectors);
    const chromaticPixels = forEachChromatic(rgba, minChroma, (h) => {
      counts[Math.floor(((h + width / 2) % 360) / width)]! += 1;
    });
    const hueCenters: number[] = [];
    counts.forEach((count, sector) => {
      if (chromaticPixels > 0 && count * 100 >= minShare * chromaticPixels) hueCenters.push(sector * width);
    });
    const measured = { chromaticPixels, paletteSize: hueCenters.length, hueCenters };
    if (hueCenters.length > num(params, 'maxHues', sectors)) return { status: 'failed', code: 'image_hue_palette_too_large', measured };
    if (hueCenters.length < num(params, 'minHues', 0)) return { status: 'failed', code: 'image_hue_palette_too_small', measured };
    return { status: 'passed', measured };
  }),

  HueRange: pixelRule(({ rgba }, { params }) => {
    const minHue = num(params, 'minHue', 0);
    const maxHue = num(params, 'maxHue', 360);
    const minChroma = num(params, 'minChroma', 10);
    const tolerance = num(params, 'tolerance', 0);
    let outsidePixels = 0;
    const visiblePixels = forEachVisible(rgba);
    const chromaticPixels = forEachChromatic(rgba, minChroma, (h) => {
      if (!hueInside(h, minHue, maxHue)) outsidePixels += 1;
    });
    const measured = { visiblePixels, chromaticPixels, outsidePixels, outsidePercent: percentOf(outsidePixels, chromaticPixels) };
    return exceeds(outsidePixels, chromaticPixels, tolerance) ? { status: 'failed', code: 'image_hue_out_of_range', measured } : { status: 'passed', measured };
  }),

  ImageFormat: ({ value, params }) => {
    const { bytes } = fileValue(value);
    const format = bytes.length === 0 ? 'unknown' : detectFormat(bytes);
    const measured = { format, frameCount: frameCount(bytes, format) };
    if (!(params.formats as string[]).includes(format)) return { status: 'failed', code: 'image_format_not_allowed', measured };
    if (params.allowAnimated === false && measured.frameCount >= 2) return { status: 'failed', code: 'image_animation_not_allowed', measured };
    return { status: 'passed', measured };
  },

  LightnessRange: pixelRule(({ rgba }, { params }) => {
    const minL = num(params, 'minLightness', 0);
    const maxL = num(params, 'maxLightness', 100);
    const tolerance = num(params, 'tolerance', 0);
    let below = 0;
    let above = 0;
    let sum = 0;
    const visiblePixels = forEachVisible(rgba, (r, g, b) => {
      const l = ((Math.max(r, g, b) + Math.min(r, g, b)) / 510) * 100;
      sum += l;
      if (l < minL) below += 1;
      else if (l > maxL) above += 1;
    });
    const outsidePixels = below + above;
    const measured = {
      visiblePixels,
      outsidePixels,
      outsidePercent: percentOf(outsidePixels, visiblePixels),
      belowPercent: percentOf(below, visiblePixels),
      abovePercent: percentOf(above, visiblePixels),
      meanLightness: roundHalfAway(sum / visiblePixels),
    };
    return exceeds(outsidePixels, visiblePixels, tolerance) ? { status: 'failed', code: 'image_lightness_out_of_range', measured } : { status: 'passed', measured };
  }),

  MaxColorCount: pixelRule(({ rgba }, { params }) => {
    const seen = new Uint8Array(1 << 21);
    let colorCount = 0;
    forEachVisible(rgba, (r, g, b) => {
      const key = (r << 16) | (g << 8) | b;
      const bit = 1 << (key & 7);
      if ((seen[key >> 3]! & bit) === 0) {
        seen[key >> 3]! |= bit;
        colorCount += 1;
      }
    });
    return colorCount > num(params, 'maxColors', Infinity) ? { status: 'failed', code: 'image_color_count_exceeded', measured: { colorCount } } : { status: 'passed', measured: { colorCount } };
  }),

  Moderation: () =>
    serverOnly("Moderation scores the image with Guildforge's moderation model and OCR profanity lists, which are not published; the moderation feature server checks it after the submission is created."),

  NoAlphaChannel: (input) => {
    const { bytes } = fileValue(input.value);
    let source: string | undefined;
    try {
      source = alphaSource(bytes, readHeader(bytes).format);
    } catch (error) {
      if (error instanceof ImageReadError) return { status: 'failed', code: 'image_unreadable', measured: { reason: error.reason } };
      throw error;
    }
    if (!source) return { status: 'passed', measured: { hasAlphaChannel: false } };
    if (input.params.allowOpaqueAlpha !== true) return { status: 'failed', code: 'image_alpha_channel_present', measured: { hasAlphaChannel: true, alphaSource: source } };
    return pixelRule(({ rgba }) => {
      let translucentPixels = 0;
      for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! < 255) translucentPixels += 1;
      const measured = { hasAlphaChannel: true, alphaSource: source, translucentPixels };
      return translucentPixels > 0 ? { status: 'failed', code: 'image_alpha_not_opaque', measured } : { status: 'passed', measured };
    }, { needsVisible: false })(input) as RuleOutcome;
  },

  SaturationRange: pixelRule(({ rgba }, { params }) => {
    const minS = num(params, 'minSaturation', 0);
    const maxS = num(params, 'maxSaturation', 100);
    const tolerance = num(params, 'tolerance', 0);
    let outsidePixels = 0;
    let sum = 0;
    const visiblePixels = forEachVisible(rgba, (r, g, b) => {
      const { s } = toHsl(r, g, b);
      sum += s;
      if (s < minS || s > maxS) outsidePixels += 1;
    });
    const measured = { visiblePixels, outsidePixels, outsidePercent: percentOf(outsidePixels, visiblePixels), meanSaturation: roundHalfAway(sum / visiblePixels) };
    return exceeds(outsidePixels, visiblePixels, tolerance) ? { status: 'failed', code: 'image_saturation_out_of_range', measured } : { status: 'passed', measured };
  }),

  ShapeAnalysis: pixelRule((image, { params }) => shapeAnalysis(image, params), { needsVisible: false }),

  ShapeCountRange: pixelRule((image, { params }) => shapeCountRange(image, params), { needsVisible: false }),

  Size: headerRule(({ width, height }, { params }) => {
    const measured = { imageWidth: width, imageHeight: height };
    return width === params.width && height === params.height ? { status: 'passed', measured } : { status: 'failed', code: 'image_size_mismatch', measured };
  }),

  SizeRange: headerRule(({ width, height }, { params }) => {
    const measured = { imageWidth: width, imageHeight: height };
    const inside = width >= num(params, 'minWidth', 1) && width <= num(params, 'maxWidth', 16384) && height >= num(params, 'minHeight', 1) && height <= num(params, 'maxHeight', 16384);
    return inside ? { status: 'passed', measured } : { status: 'failed', code: 'image_size_out_of_range', measured };
  }),

  SizeRatio: headerRule(({ width, height }, { params }) => {
    const rw = num(params, 'ratioWidth', 1);
    const rh = num(params, 'ratioHeight', 1);
    const tolerance = num(params, 'tolerance', 0);
    const difference = Math.abs(width * rh - height * rw);
    const measured = {
      imageWidth: width,
      imageHeight: height,
      ratio: roundHalfAway(width / height, 4),
      deviation: roundHalfAway((difference / (height * rw)) * 100, 2),
    };
    return difference * 100 <= tolerance * height * rw ? { status: 'passed', measured } : { status: 'failed', code: 'image_aspect_ratio_mismatch', measured };
  }),

  TransparentBackground: (input) => {
    const { bytes } = fileValue(input.value);
    let format: string;
    try {
      format = readHeader(bytes).format;
    } catch (error) {
      if (error instanceof ImageReadError) return { status: 'failed', code: 'image_unreadable', measured: { reason: error.reason } };
      throw error;
    }
    if (!alphaSource(bytes, format as Parameters<typeof alphaSource>[1])) return { status: 'failed', code: 'image_background_no_alpha_channel', measured: { format } };
    return pixelRule(({ rgba, width, height }, { params }) => {
      const b = num(params, 'borderWidth', 1);
      const maxAlpha = num(params, 'maxAlpha', 0);
      const tolerance = num(params, 'tolerance', 0);
      let borderPixels = 0;
      let opaqueBorderPixels = 0;
      for (let y = 0; y < height; y += 1) {
        const edgeRow = y < b || y >= height - b;
        for (let x = 0; x < width; x += 1) {
          if (!edgeRow && x >= b && x < width - b) {
            x = width - b - 1;
            continue;
          }
          borderPixels += 1;
          if (rgba[(y * width + x) * 4 + 3]! > maxAlpha) opaqueBorderPixels += 1;
        }
      }
      const measured = { format, borderPixels, opaqueBorderPixels, opaqueBorderPercent: percentOf(opaqueBorderPixels, borderPixels) };
      return exceeds(opaqueBorderPixels, borderPixels, tolerance) ? { status: 'failed', code: 'image_background_not_transparent', measured } : { status: 'passed', measured };
    }, { needsVisible: false })(input) as RuleOutcome;
  },
};
