import { asyncRetryCatalogueDescription } from '../rules/asyncRetry';
import { IMAGE_PIXEL_LIMIT_TEXT } from '../rules/limits';
import type { ErrorDefinition } from './types';

/**
 * Error codes raised by the Image validation rules (src/data/rules/image.ts).
 * They appear in validation.results[].code of a submission and, for instant rules,
 * in the errors[] of the 422 submission_invalid response to POST /submissions.
 */
export const imageRuleErrors: readonly ErrorDefinition[] = [
  // Shared by several Image rules.
  {
    code: 'image_unreadable',
    status: 422,
    title: 'Image could not be decoded',
    description:
      'The file is empty, its first bytes match none of PNG, JPEG, WebP, GIF, BMP or TIFF, its data is truncated or corrupt, or it uses an unsupported variant (CMYK or YCCK JPEG, CMYK TIFF, BigTIFF, or a TIFF compression other than none, PackBits, LZW, Deflate or JPEG). Export the image again as 8- or 16-bit RGB(A) or grayscale and upload the new file.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_decode_limit_exceeded',
    status: 422,
    title: 'Image too large to analyze',
    description:
      'Rules that read pixel values decode images up to 16384 px on each side; this image is wider or taller. Downscale it or split it, then upload the new file.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_analysis_limit_exceeded',
    status: 422,
    title: 'Image has too many pixels to analyze',
    description:
      `Rules that read pixel values decode at most ${IMAGE_PIXEL_LIMIT_TEXT} pixels (4096 × 4096 is the largest square); the header of this image declares more, so it is not decoded. Downscale it, then upload the new file.`,
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_no_visible_pixels',
    status: 422,
    title: 'Image has no visible pixels',
    description:
      'Every pixel of the first frame has alpha below 128, so a color rule has nothing to measure. This usually means a broken export or an empty layer; upload the image with its content visible.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_analysis_unavailable',
    status: 503,
    title: 'Image analysis service unavailable',
    description: asyncRetryCatalogueDescription('vision or moderation', 'the image'),
    domain: 'rule',
    retryable: true,
  },

  // ImageFormat
  {
    code: 'image_format_not_allowed',
    status: 422,
    title: 'Image format not allowed',
    description:
      'The format detected from the file signature is not in the rule\'s formats list (or the signature is unknown). The file name extension and declared content type are ignored, so renaming a file does not change its format; convert it instead.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_animation_not_allowed',
    status: 422,
    title: 'Animated image not allowed',
    description:
      'The file is an APNG, GIF or WebP with two or more frames and the rule sets allowAnimated: false. Export a single-frame image.',
    domain: 'rule',
    retryable: false,
  },

  // Size, SizeRange, SizeRatio
  {
    code: 'image_size_mismatch',
    status: 422,
    title: 'Image size does not match',
    description:
      'The width and height stored in the file header differ from the exact width and height the rule requires. Resize or crop the image to those pixel dimensions.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_size_out_of_range',
    status: 422,
    title: 'Image size out of range',
    description:
      'The image width or height is outside the rule\'s inclusive bounds (minWidth–maxWidth, minHeight–maxHeight). Resize the image into the allowed range.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_aspect_ratio_mismatch',
    status: 422,
    title: 'Image aspect ratio does not match',
    description:
      'Width divided by height deviates from ratioWidth:ratioHeight by more than tolerance percent. Crop or pad the image to the required ratio.',
    domain: 'rule',
    retryable: false,
  },

  // NoAlphaChannel, TransparentBackground
  {
    code: 'image_alpha_channel_present',
    status: 422,
    title: 'Image has an alpha channel',
    description:
      'The file declares transparency (PNG color type 4 or 6 or a tRNS chunk, WebP alpha, a GIF transparent color index, a BMP alpha mask or TIFF extra alpha samples) and the rule does not allow one. Export without alpha, for example as 24-bit RGB PNG.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_alpha_not_opaque',
    status: 422,
    title: 'Image has transparent pixels',
    description:
      'The rule accepts an unused alpha channel (allowOpaqueAlpha: true), but some pixels of the first frame have alpha below 255. Flatten the image onto an opaque background.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_background_no_alpha_channel',
    status: 422,
    title: 'Image cannot have a transparent background',
    description:
      'The file has no alpha channel at all (every JPEG, and PNG, WebP, GIF, BMP or TIFF files saved without transparency), so its background cannot be transparent. Export it as PNG or WebP with alpha.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_background_not_transparent',
    status: 422,
    title: 'Image background is not transparent',
    description:
      'More than tolerance percent of the pixels in the borderWidth px frame along the image edges have alpha above maxAlpha. Remove the background or add transparent padding around the content.',
    domain: 'rule',
    retryable: false,
  },

  // Grayscale, MaxColorCount
  {
    code: 'image_not_grayscale',
    status: 422,
    title: 'Image is not grayscale',
    description:
      'More than tolerance percent of visible pixels have a chroma (spread between the largest and smallest RGB channel) above maxChroma. Desaturate the image or save it in a grayscale color mode.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_color_count_exceeded',
    status: 422,
    title: 'Too many distinct colors',
    description:
      'The visible pixels use more distinct RGB colors than maxColors. Reduce the palette (indexed PNG export, posterize) and avoid JPEG, whose compression adds thousands of intermediate colors.',
    domain: 'rule',
    retryable: false,
  },

  // HueRange, HueArcLength, HuePaletteSize
  {
    code: 'image_hue_out_of_range',
    status: 422,
    title: 'Hues outside the allowed range',
    description:
      'More than tolerance percent of chromatic pixels have a hue outside the arc from minHue to maxHue. Recolor the parts that use other hues.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_hue_arc_too_wide',
    status: 422,
    title: 'Hues spread over too wide an arc',
    description:
      'The shortest hue arc holding all chromatic pixels (less tolerance percent) is longer than maxArcLength degrees. Keep the palette closer to one hue, or desaturate accents below minChroma.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_hue_arc_too_narrow',
    status: 422,
    title: 'Hues spread over too narrow an arc',
    description:
      'The shortest hue arc holding the chromatic pixels is shorter than minArcLength degrees, so the image is closer to monochrome than the schema allows. Add colors from other parts of the hue circle.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_hue_palette_too_large',
    status: 422,
    title: 'Too many hue families',
    description:
      'More hue sectors than maxHues each hold at least minShare percent of the chromatic pixels. Limit the palette to fewer hues.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_hue_palette_too_small',
    status: 422,
    title: 'Too few hue families',
    description:
      'Fewer hue sectors than minHues each hold at least minShare percent of the chromatic pixels. Use more distinct hues, each on a noticeable area of the image.',
    domain: 'rule',
    retryable: false,
  },

  // SaturationRange, LightnessRange, HSLRange
  {
    code: 'image_saturation_out_of_range',
    status: 422,
    title: 'Saturation outside the allowed range',
    description:
      'More than tolerance percent of visible pixels have an HSL saturation outside minSaturation–maxSaturation. Adjust the saturation of the image.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_lightness_out_of_range',
    status: 422,
    title: 'Lightness outside the allowed range',
    description:
      'More than tolerance percent of visible pixels have an HSL lightness outside minLightness–maxLightness. Adjust the exposure or levels of the image.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_hsl_out_of_range',
    status: 422,
    title: 'Colors outside the allowed HSL range',
    description:
      'More than tolerance percent of visible pixels fail at least one of the rule\'s hue, saturation or lightness bounds. The measured values split the failures by component so you can see which adjustment is needed.',
    domain: 'rule',
    retryable: false,
  },

  // Circle
  {
    code: 'image_circle_not_single_shape',
    status: 422,
    title: 'Circle rule needs exactly one shape',
    description:
      'The image has no shape or more than one shape of at least minShapeArea pixels, so it cannot be judged as one circle. Merge or remove the separate parts, or raise minShapeArea if they are specks.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_circle_not_round',
    status: 422,
    title: 'Shape is not round enough',
    description:
      'The shape\'s roundness, its overlap (intersection over union) with a disc of equal area at its centroid, is below minRoundness percent. Make the outline circular; ellipses, polygons and shapes with protrusions score lower.',
    domain: 'rule',
    retryable: false,
  },

  // ShapeCountRange
  {
    code: 'image_shape_count_out_of_range',
    status: 422,
    title: 'Shape count out of range',
    description:
      'The number of separate shapes (8-connected foreground regions of at least minShapeArea pixels) is outside minShapes–maxShapes. Join touching parts or separate merged ones, or adjust the rule\'s mask settings.',
    domain: 'rule',
    retryable: false,
  },

  // ShapeAnalysis
  {
    code: 'image_shape_analysis_no_shapes',
    status: 422,
    title: 'No shape to analyze',
    description:
      'The foreground mask contains no component of at least minShapeArea pixels, so there is nothing to analyze. Check that the content is visible under the rule\'s mask setting (for example, alpha needs transparency around the content).',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_shape_not_convex',
    status: 422,
    title: 'Shape is not convex enough',
    description:
      'A shape\'s solidity (filled area divided by the area of its convex hull) is below minSolidity percent: it has notches, spikes or concave sides. Simplify the outline.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_shape_too_many_holes',
    status: 422,
    title: 'Shape has too many holes',
    description:
      'A shape encloses more background regions of at least minShapeArea pixels than maxHoles allows. Fill the holes or cut them open to the outside.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_shape_aspect_out_of_range',
    status: 422,
    title: 'Shape proportions out of range',
    description:
      'A shape\'s bounding box width divided by height is outside minAspectRatio–maxAspectRatio. Change the proportions of the shape.',
    domain: 'rule',
    retryable: false,
  },

  // Classification
  {
    code: 'image_classification_label_missing',
    status: 422,
    title: 'Image not recognized as an accepted subject',
    description:
      'None of the accepted labels reached minConfidence percent in the vision classifier. Make sure the subject is clearly visible and fills a good part of the frame, then submit the image again.',
    domain: 'rule',
    retryable: false,
  },
  {
    code: 'image_classification_label_forbidden',
    status: 422,
    title: 'Image recognized as a forbidden subject',
    description:
      'One of the forbiddenLabels reached minConfidence percent in the vision classifier (for example a photo where only drawn art is accepted). Submit an image that does not show that subject or style.',
    domain: 'rule',
    retryable: false,
  },

  // Moderation
  {
    code: 'image_moderation_flagged',
    status: 422,
    title: 'Image flagged by moderation',
    description:
      'The moderation model scored at least one enforced category at or above threshold percent. The submission becomes invalid; remove the flagged content before submitting again.',
    domain: 'rule',
    retryable: false,
  },
];
