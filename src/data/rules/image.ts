import { asyncRetryMessageTemplate, asyncRetryWhen } from './asyncRetry';
import { IMAGE_PIXEL_LIMIT_TEXT } from './limits';
import type { RuleDefinition, RuleError } from './types';

/**
 * The 19 rules of the Image group (/docs/rules/Image/{RuleId}).
 *
 * Parameter schemas: openapi/rules/image.yaml (`RuleParams<RuleId>`).
 * Error codes: src/data/errors/rules-image.ts.
 *
 * Message templates: `{name}` is filled from `measured` or, failing that, from the params
 * (defaults included); arrays are joined with ", "; numbers are written as JSON numbers.
 * Dimensions are reported as `imageWidth` / `imageHeight` so they never collide with the
 * `width` / `height` params of Size.
 */

/** Formats every Image rule can read. */
const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'gif', 'bmp', 'tiff'] as const;

// ---------------------------------------------------------------------------
// Shared explanation paragraphs
// ---------------------------------------------------------------------------

const pTolerance = (population: string): string =>
  `\`tolerance\` is the share of ${population} allowed to fail: the rule fails when failing × 100 > tolerance × total, computed exactly on the pixel counts and on \`tolerance\` as written in decimal (3000 pixels at tolerance 2.3 allow 69 failing pixels), so tolerance 0 allows no failing pixel at all. Percentages in \`measured\` are rounded half away from zero to 2 decimal places and are for display only.`;

const P_SHAPES =
  'Shapes are found on a binary mask of the first frame, decoded as for the color rules (8-bit sRGB, ICC profiles ignored). With `mask` set to `alpha` (the default) a pixel is foreground when its alpha is at least 128, so an image without an alpha channel is one solid rectangle. With `dark`, a pixel is foreground when it is visible (alpha at least 128) and its HSL lightness (max + min) / 510 × 100% is below `lightnessThreshold` (default 50%); with `light`, when it is visible and its lightness is at or above the threshold. A shape is an 8-connected component of foreground pixels (pixels touching at an edge or a corner belong together) with at least `minShapeArea` pixels (default 16); smaller components are ignored as noise. Shapes are numbered from 1 in the row-major order of their first pixel (top row first, left to right).';

const P_HOLES =
  "Background pixels are joined with 4-connectivity (edges only), the standard pairing with 8-connected shapes that makes every enclosed background region belong to exactly one shape. A hole is a 4-connected background component that does not touch the image border; it belongs to the shape that owns the pixel directly above the hole's first pixel in row-major order.";

// ---------------------------------------------------------------------------
// Shared errors
// ---------------------------------------------------------------------------

const E_UNREADABLE: RuleError = {
  code: 'image_unreadable',
  messageTemplate: 'The file could not be decoded as an image ({reason})',
  when: 'The file is empty, its signature is unknown, its data is truncated or corrupt, or it uses an unsupported variant; measured.reason is one of empty_file, unknown_format, truncated, corrupt, unsupported_variant.',
};

const E_HEADER_UNREADABLE: RuleError = {
  code: 'image_unreadable',
  messageTemplate: 'The file could not be decoded as an image ({reason})',
  when: 'The file is empty, its signature is unknown, or its header is missing, truncated or declares a width or height of 0; measured.reason is one of empty_file, unknown_format, truncated, corrupt.',
};

const E_DECODE_LIMIT: RuleError = {
  code: 'image_decode_limit_exceeded',
  messageTemplate: 'Image is {imageWidth} × {imageHeight} px; pixel analysis is limited to 16384 px on each side',
  when: 'The header declares a width or height above 16384 px; the pixels are not decoded.',
};

const E_ANALYSIS_LIMIT: RuleError = {
  code: 'image_analysis_limit_exceeded',
  messageTemplate: `Image is {imageWidth} × {imageHeight} px, {pixelCount} pixels; pixel analysis is limited to ${IMAGE_PIXEL_LIMIT_TEXT} pixels`,
  when: `The header declares more than ${IMAGE_PIXEL_LIMIT_TEXT} pixels (measured.pixelCount, width × height; 4096 × 4096 is the largest square); the pixels are not decoded.`,
};

const E_NO_VISIBLE: RuleError = {
  code: 'image_no_visible_pixels',
  messageTemplate: 'No pixel has an alpha of at least 128, so there are no colors to measure',
  when: 'Every pixel of the first frame has alpha below 128.',
};

const eUnavailable = (service: 'vision' | 'moderation'): RuleError => ({
  code: 'image_analysis_unavailable',
  messageTemplate: asyncRetryMessageTemplate,
  when: asyncRetryWhen(service),
});

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------

export const imageRules = [
  // -------------------------------------------------------------------------
  {
    id: 'Circle',
    group: 'Image',
    title: 'Circle',
    summary: 'Requires the image to show exactly one shape that is round within a tolerance',
    explanation: [
      'Requires the image to show one round shape, such as a badge, a token or an avatar frame, and measures how close that shape is to a disc of the same area.',
      P_SHAPES,
      `The rule fails with \`image_circle_not_single_shape\` unless there is exactly one shape. That shape is then filled. ${P_HOLES} All holes of the shape, whatever their size, are added to it, so a ring is judged by its outline. Its area A is the filled pixel count, and its centroid (cx, cy) is the mean of its pixel centers (x + 0.5, y + 0.5).`,
      'The reference disc has the same area, radius r = √(A / π), and is centered on the centroid. It is rasterized by pixel centers: pixel (x, y) belongs to it when (x + 0.5 − cx)² + (y + 0.5 − cy)² ≤ r², including pixels beyond the image edge. Roundness = |shape ∩ disc| / |shape ∪ disc| × 100% (intersection over union), and the rule fails with `image_circle_not_round` when roundness < `minRoundness` (default 97). Measured on 512 × 512 rasterizations: a disc of radius 240 px scores 99.996%, a regular 16-gon 99.03%, a regular octagon 95.99%, an ellipse with semi-axes 240 and 220 px 94.61%, a regular hexagon 92.82% and a 400 px square 83.39%.',
      '`measured` reports `shapeCount`, and for a single shape its filled `area` (px), `diameter` (2r, px), `centerX` and `centerY` (the centroid, px) and `roundness` (percent), all rounded to 2 decimal places.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'unreadable-files', 'asynchronous-rules'] },
    appliesTo: ['image'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'async', service: 'vision', p50Seconds: 2, p95Seconds: 9 },
    errors: [
      {
        code: 'image_circle_not_single_shape',
        messageTemplate: 'Shape count is {shapeCount} (shapes of at least {minShapeArea} px); a circle must be exactly one shape',
        when: 'The mask holds no shape, or two or more shapes of at least minShapeArea pixels.',
      },
      {
        code: 'image_circle_not_round',
        messageTemplate: 'Shape roundness is {roundness}%; at least {minRoundness}% is required',
        when: 'There is exactly one shape and its roundness is below minRoundness.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      eUnavailable('vision'),
    ],
    exampleField: {
      key: 'badge_art',
      label: 'Badge artwork',
      kind: 'image',
      required: true,
      rules: [{ rule: 'Circle', params: { minRoundness: 97 } }],
    },
    examples: [
      {
        input: 'A 512 × 512 PNG badge: a filled disc of radius 240 px centered on a transparent canvas',
        params: { minRoundness: 97 },
        measured: { shapeCount: 1, area: 180960, diameter: 480.01, centerX: 256, centerY: 256, roundness: 100 },
        verdict: 'pass',
      },
      {
        input: 'A 512 × 512 PNG badge drawn as an ellipse with semi-axes 240 px and 220 px',
        params: { minRoundness: 97 },
        measured: { shapeCount: 1, area: 165892, diameter: 459.59, centerX: 256, centerY: 256, roundness: 94.61 },
        verdict: 'fail',
        error: { code: 'image_circle_not_round', message: 'Shape roundness is 94.61%; at least 97% is required' },
      },
      {
        input: 'A round badge with a separate star sparkle of 900 px floating beside it',
        params: { minRoundness: 97 },
        measured: { shapeCount: 2 },
        verdict: 'fail',
        error: {
          code: 'image_circle_not_single_shape',
          message: 'Shape count is 2 (shapes of at least 16 px); a circle must be exactly one shape',
        },
      },
      {
        input: 'A black ring (outer radius 200 px, inner radius 150 px) on a white JPEG background, judged with the dark mask',
        params: { minRoundness: 97, mask: 'dark', lightnessThreshold: 50 },
        measured: { shapeCount: 1, area: 125676, diameter: 400.02, centerX: 256, centerY: 256, roundness: 99.99 },
        verdict: 'pass',
      },
    ],
    related: ['ShapeAnalysis', 'ShapeCountRange', 'TransparentBackground', 'SizeRatio'],
    caveats: [
      'Roundness compares areas, not curvature: a regular 16-gon scores 99.03% and passes the default 97, while a regular octagon (95.99%) fails it.',
      'A ring passes because holes are filled before measuring; add ShapeAnalysis with maxHoles 0 to require a solid disc.',
      'With the default alpha mask, an image without an alpha channel (any JPEG) is one rectangle and scores about 83% for a square canvas; use the dark or light mask for art on a plain background.',
      'A circle cut off by the image edge is judged by its visible part only, which is no longer round.',
      'Glows, drop shadows and anti-aliased halos with alpha of 128 or more belong to the shape and can lower the roundness or merge separate parts.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'Classification',
    group: 'Image',
    title: 'Classification',
    summary: 'Requires the vision classifier to recognize one of the accepted subjects and none of the forbidden ones',
    explanation: [
      "Runs the image through Guildforge's vision classifier and requires it to recognize at least one accepted subject. The classifier is multi-label: it gives every label of its taxonomy an independent score from 0 to 100%, so a knight on horseback can score high for both `character` and `creature` at once. A label is present when its score is at least `minConfidence` (default 70).",
      'The taxonomy has 23 labels. Subjects: `character` (humanoid characters, avatars, portraits), `creature` (animals and monsters), `weapon`, `armor`, `clothing`, `vehicle`, `building` (exteriors), `interior` (rooms), `landscape` (terrain, sky, scenery), `prop` (furniture, containers and other small objects), `plant` and `food`. Graphic types: `icon`, `logo`, `ui` (menus, HUDs and other interface screens), `screenshot` (captured game or desktop frames), `text` (images that are mostly text), `sprite_sheet` (grids of frames or tiles), `texture` (tileable surface patterns) and `blank` (empty or near-uniform images). Styles: `sketch` (line drawings and rough concept art), `pixel_art` and `photo` (real-world photographs).',
      'The classifier sees the first frame with its alpha composited over mid-gray (128, 128, 128), so dark and light content both stay visible, downscaled with area averaging until its longer side is at most 1024 px. The file is read as for the other Image rules: PNG, JPEG, WebP, GIF, BMP and TIFF, up to 16384 px on each side.',
      '`forbiddenLabels` are checked first: if any of them scores at least `minConfidence`, the rule fails with `image_classification_label_forbidden`, naming the highest-scoring one. Otherwise the rule passes when at least one of `labels` scores at least `minConfidence`, and fails with `image_classification_label_missing` when none does. `measured.scores` maps every label scoring at least 1% to its score (percent, 2 decimal places), `measured.topLabel` and `measured.topScore` give the highest-scoring label of the whole taxonomy, and `measured.modelVersion` names the classifier version, such as `cls-2025.03`.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['unreadable-files', 'asynchronous-rules'] },
    appliesTo: ['image'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'async', service: 'vision', p50Seconds: 4, p95Seconds: 15 },
    errors: [
      {
        code: 'image_classification_label_forbidden',
        messageTemplate: 'Image was classified as {forbiddenLabel} at {forbiddenScore}%; this label is not accepted at or above {minConfidence}%',
        when: 'A label of forbiddenLabels scores at least minConfidence (checked before labels).',
      },
      {
        code: 'image_classification_label_missing',
        messageTemplate: 'None of the accepted labels ({labels}) scored at least {minConfidence}%; top label: {topLabel} at {topScore}%',
        when: 'No forbidden label is present and no label of labels scores at least minConfidence.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      eUnavailable('vision'),
    ],
    exampleField: {
      key: 'weapon_concept',
      label: 'Weapon concept art',
      kind: 'image',
      required: true,
      rules: [{ rule: 'Classification', params: { labels: ['weapon'], forbiddenLabels: ['photo'], minConfidence: 70 } }],
    },
    examples: [
      {
        input: 'A painted concept of a rune-engraved greatsword on a dark backdrop',
        params: { labels: ['weapon'], forbiddenLabels: ['photo'], minConfidence: 70 },
        measured: {
          modelVersion: 'cls-2025.03',
          topLabel: 'weapon',
          topScore: 96.41,
          scores: { weapon: 96.41, prop: 31.2, sketch: 12.08, armor: 4.77, photo: 2.31 },
        },
        verdict: 'pass',
      },
      {
        input: 'A drawing of a dragon submitted to the weapon field by mistake',
        params: { labels: ['weapon'], forbiddenLabels: ['photo'], minConfidence: 70 },
        measured: {
          modelVersion: 'cls-2025.03',
          topLabel: 'creature',
          topScore: 94.1,
          scores: { creature: 94.1, landscape: 22.64, weapon: 12.8, sketch: 9.5 },
        },
        verdict: 'fail',
        error: {
          code: 'image_classification_label_missing',
          message: 'None of the accepted labels (weapon) scored at least 70%; top label: creature at 94.1%',
        },
      },
      {
        input: 'A phone photograph of a replica sword on a table',
        params: { labels: ['weapon'], forbiddenLabels: ['photo'], minConfidence: 70 },
        measured: {
          modelVersion: 'cls-2025.03',
          topLabel: 'photo',
          topScore: 97.2,
          scores: { photo: 97.2, weapon: 91.03, prop: 40.5, interior: 18.36 },
          forbiddenLabel: 'photo',
          forbiddenScore: 97.2,
        },
        verdict: 'fail',
        error: {
          code: 'image_classification_label_forbidden',
          message: 'Image was classified as photo at 97.2%; this label is not accepted at or above 70%',
        },
      },
    ],
    related: ['Moderation', 'MeshClassification', 'ShapeCountRange'],
    caveats: [
      'Scores come from a statistical model: they cannot be reproduced offline, and the same file can score a few points differently after a model update. Results already stored on submissions are not re-evaluated when the model changes.',
      'Subjects covering less than about 5% of the frame are often missed; ask makers to crop to the subject.',
      'The classifier does not read text; to reject offensive words drawn in an image, use Moderation with the profanity_text category.',
      'A minConfidence above 90 rejects many valid but stylized images; 60 to 80 works for most fields, with moderator review catching the rest.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'Grayscale',
    group: 'Image',
    title: 'Grayscale',
    summary: 'Requires every visible pixel to be gray, within a chroma tolerance',
    explanation: [
      'Requires every visible pixel to be gray, within a tolerance. For each visible pixel the chroma C = (max(R, G, B) − min(R, G, B)) / 255 × 100% is computed from its 8-bit sRGB values; C is 0 exactly when R = G = B. A pixel is colorful when C > `maxChroma` (default 0, so any difference between channels counts).',
      `The rule fails with \`image_not_grayscale\` when colorfulPixels × 100 > \`tolerance\` × visiblePixels. ${pTolerance('visible pixels')} \`measured.peakChroma\` is the highest chroma found.`,
      'Images stored in a grayscale color mode (PNG color types 0 and 4, single-component JPEG, BMP or TIFF with an all-gray palette, BlackIsZero or WhiteIsZero TIFF) expand to R = G = B and always pass. RGB images pass when their pixels are gray within `maxChroma`: a desaturated RGB PNG passes with `maxChroma` 0, while the same image saved as JPEG usually needs `maxChroma` 2 to 4 because chroma subsampling and quantization tint gray pixels by a few levels.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'visible-pixels', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_not_grayscale',
        messageTemplate: '{colorfulPercent}% of visible pixels have chroma above {maxChroma}% (peak {peakChroma}%); at most {tolerance}% is allowed',
        when: 'The share of visible pixels with chroma above maxChroma exceeds tolerance.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      E_NO_VISIBLE,
    ],
    exampleField: {
      key: 'height_map',
      label: 'Height map',
      kind: 'texture',
      required: true,
      rules: [{ rule: 'Grayscale', params: { maxChroma: 2 } }],
    },
    examples: [
      {
        input: 'A 2048 × 2048 16-bit grayscale PNG height map',
        params: { maxChroma: 2 },
        measured: { visiblePixels: 4194304, colorfulPixels: 0, colorfulPercent: 0, peakChroma: 0 },
        verdict: 'pass',
      },
      {
        input: 'A 1024 × 1024 desaturated render saved as JPEG quality 85, with 310 slightly tinted pixels along sharp edges',
        params: { maxChroma: 3, tolerance: 0.1 },
        measured: { visiblePixels: 1048576, colorfulPixels: 310, colorfulPercent: 0.03, peakChroma: 4.71 },
        verdict: 'pass',
      },
      {
        input: 'A 1024 × 768 sepia-toned photograph saved as RGB JPEG',
        params: { maxChroma: 2 },
        measured: { visiblePixels: 786432, colorfulPixels: 786001, colorfulPercent: 99.95, peakChroma: 18.82 },
        verdict: 'fail',
        error: {
          code: 'image_not_grayscale',
          message: '99.95% of visible pixels have chroma above 2% (peak 18.82%); at most 0% is allowed',
        },
      },
    ],
    related: ['SaturationRange', 'MaxColorCount', 'HeightMap'],
    caveats: [
      'Tints are judged on stored values: an embedded ICC profile that would render a gray image tinted (or a tinted one gray) is ignored.',
      'Sepia, duotone and other single-hue images are not grayscale and fail unless maxChroma covers their tint.',
      'Pixels with alpha below 128 are not checked, so colored halos hidden under transparency pass.',
      'Grayscale uses chroma rather than HSL saturation on purpose: a near-white pixel such as (255, 254, 254) has saturation 100% but chroma 0.39%.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'HSLRange',
    group: 'Image',
    title: 'HSL range',
    summary: 'Requires visible pixels to lie inside a combined hue, saturation and lightness range',
    explanation: [
      'Requires visible pixels to lie inside a box in HSL space: a hue arc from `minHue` clockwise to `maxHue`, a saturation range `minSaturation`–`maxSaturation` and a lightness range `minLightness`–`maxLightness`, all inclusive. Omitted saturation and lightness bounds default to 0 and 100%; the two hue bounds are given together or not at all, and at least one bound must be set. A pixel passes only if it meets every bound at once, which HueRange, SaturationRange and LightnessRange used side by side cannot express, since each applies its own tolerance to its own set of failing pixels.',
      'The hue bound applies only to chromatic pixels, those with chroma C = d / 255 × 100% of at least `minChroma` (default 10%); pixels below it are exempt from the hue bound but must still meet the saturation and lightness bounds. The hue arc wraps as in HueRange: when minHue ≤ maxHue a hue H is inside when minHue ≤ H ≤ maxHue, and when minHue > maxHue it is inside when H ≥ minHue or H ≤ maxHue.',
      `A visible pixel is outside when it fails any bound, and the rule fails with \`image_hsl_out_of_range\` when outsidePixels × 100 > \`tolerance\` × visiblePixels. ${pTolerance('visible pixels')} \`measured.hueOutsidePercent\`, \`saturationOutsidePercent\` and \`lightnessOutsidePercent\` give the share of visible pixels failing each component; a pixel failing two components counts in both, so they can add up to more than \`outsidePercent\`.`,
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'visible-pixels', 'hsl', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_hsl_out_of_range',
        messageTemplate:
          '{outsidePercent}% of visible pixels are outside the HSL range (hue {hueOutsidePercent}%, saturation {saturationOutsidePercent}%, lightness {lightnessOutsidePercent}%); at most {tolerance}% is allowed',
        when: 'The share of visible pixels failing at least one bound exceeds tolerance.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      E_NO_VISIBLE,
    ],
    exampleField: {
      key: 'frost_skin',
      label: 'Frost faction skin',
      kind: 'image',
      required: true,
      rules: [{ rule: 'HSLRange', params: { minHue: 180, maxHue: 250, minLightness: 35, tolerance: 3 } }],
    },
    examples: [
      {
        input: 'A 1024 × 1024 PNG skin in ice blues and whites with a few dark outline pixels',
        params: { minHue: 180, maxHue: 250, minLightness: 35, tolerance: 3 },
        measured: {
          visiblePixels: 1048576,
          outsidePixels: 20971,
          outsidePercent: 2,
          hueOutsidePercent: 1.5,
          saturationOutsidePercent: 0,
          lightnessOutsidePercent: 0.5,
        },
        verdict: 'pass',
      },
      {
        input: 'The same skin with an orange flame emblem and dark navy trim',
        params: { minHue: 180, maxHue: 250, minLightness: 35, tolerance: 3 },
        measured: {
          visiblePixels: 1048576,
          outsidePixels: 157286,
          outsidePercent: 15,
          hueOutsidePercent: 11.2,
          saturationOutsidePercent: 0,
          lightnessOutsidePercent: 5.31,
        },
        verdict: 'fail',
        error: {
          code: 'image_hsl_out_of_range',
          message:
            '15% of visible pixels are outside the HSL range (hue 11.2%, saturation 0%, lightness 5.31%); at most 3% is allowed',
        },
      },
    ],
    related: ['HueRange', 'SaturationRange', 'LightnessRange', 'HueArcLength'],
    caveats: [
      'Pixels below minChroma skip the hue test, so white and gray details pass a blue-only hue bound. Raising minChroma exempts more pixels, not fewer: lower it (at its minimum of 1%, only pixels whose channels differ by 2 levels or less are exempt) and exclude neutral pixels with the other bounds: maxLightness for whites and near-whites, minLightness for blacks, minSaturation for grays. A pure gray has saturation 0%, but a near-white such as (255, 254, 254) has saturation 100%, so only a lightness bound excludes near-whites.',
      'HSL saturation of near-white and near-black pixels jumps to 100% with one level of channel difference; a maxSaturation bound on a JPEG with a white background needs a tolerance.',
      'HSL lightness is not perceptual: pure yellow (255, 255, 0) and pure blue (0, 0, 255) both have lightness 50%.',
      'minSaturation ≤ maxSaturation and minLightness ≤ maxLightness are enforced when the schema is created; the hue pair is exempt because minHue > maxHue means a wrapping arc.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'HueArcLength',
    group: 'Image',
    title: 'Hue arc length',
    summary: 'Limits how far around the hue circle the colors of an image spread',
    explanation: [
      'Measures how far around the hue circle the colors of an image spread, as the shortest arc of the circle that holds the hues of its chromatic pixels, and compares it with `maxArcLength` (and optionally `minArcLength`). Use it to keep art within one color family, for example a monochrome faction style, without fixing which family.',
      'The hues go into a histogram of 360 bins of 1°: a hue H lands in bin floor(H), so bin 0 holds 0 ≤ H < 1 and bin 359 holds 359 ≤ H < 360. Let N be the number of chromatic pixels and K = N − floor(N × `tolerance` / 100) the number the arc must hold; the product is exact, on `tolerance` as written in decimal, so N = 3000 with `tolerance` 2.3 leaves out 69 pixels (a binary64 product, 6899.999…, would give 68). The arc is the shortest run of w circularly consecutive bins (bin 359 is followed by bin 0) whose counts add up to at least K, and its length is arcLength = w − 1 whole degrees: hues that share one bin give 0°, and the result is exact to within 1°. `measured.arcStart` is the first bin of the run and `measured.arcEnd` = (arcStart + w − 1) mod 360; when several runs are equally short, the one with the lowest start bin is reported. Because the run may wrap, reds from 350° to 10° measure 20°, not 340°.',
      'The rule fails with `image_hue_arc_too_wide` when arcLength > `maxArcLength`, and with `image_hue_arc_too_narrow` when arcLength < `minArcLength` (default 0), checked in that order. With no chromatic pixel, arcLength is 0 and arcStart and arcEnd are omitted, so a fully gray image passes unless minArcLength is above 0.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'visible-pixels', 'hsl', 'chromatic-pixels', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_hue_arc_too_wide',
        messageTemplate: 'Hues span a {arcLength}° arc ({arcStart}°–{arcEnd}°); at most {maxArcLength}° is allowed',
        when: 'The shortest arc holding all but tolerance percent of chromatic pixels is longer than maxArcLength.',
      },
      {
        code: 'image_hue_arc_too_narrow',
        messageTemplate: 'Hues span a {arcLength}° arc; at least {minArcLength}° is required',
        when: 'The arc is within maxArcLength but shorter than minArcLength (including 0° when there is no chromatic pixel).',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      E_NO_VISIBLE,
    ],
    exampleField: {
      key: 'faction_emblem',
      label: 'Faction emblem',
      kind: 'image',
      required: true,
      rules: [{ rule: 'HueArcLength', params: { maxArcLength: 40, tolerance: 1 } }],
    },
    examples: [
      {
        input: 'A fire emblem in reds and oranges, hues from 350° through 0° to 22°',
        params: { maxArcLength: 40, tolerance: 1 },
        measured: { chromaticPixels: 201344, arcLength: 32, arcStart: 350, arcEnd: 22 },
        verdict: 'pass',
      },
      {
        input: 'A rainbow logo using hues from about 12° to 299°',
        params: { maxArcLength: 40, tolerance: 1 },
        measured: { chromaticPixels: 154870, arcLength: 287, arcStart: 12, arcEnd: 299 },
        verdict: 'fail',
        error: { code: 'image_hue_arc_too_wide', message: 'Hues span a 287° arc (12°–299°); at most 40° is allowed' },
      },
      {
        input: 'An all-blue poster submitted to a field that asks for a varied palette',
        params: { maxArcLength: 359, minArcLength: 90 },
        measured: { chromaticPixels: 1998112, arcLength: 14, arcStart: 211, arcEnd: 225 },
        verdict: 'fail',
        error: { code: 'image_hue_arc_too_narrow', message: 'Hues span a 14° arc; at least 90° is required' },
      },
    ],
    related: ['HueRange', 'HuePaletteSize', 'HSLRange'],
    caveats: [
      'The arc measures extremes, not amounts: one red accent larger than the tolerance on a blue (220°) image widens the arc from about 20° to about 150°.',
      'Complementary palettes (blue and orange) span at least about 180° even when each hue is narrow; to count colors instead of measuring their spread, use HuePaletteSize.',
      'Accents drawn in desaturated colors below minChroma do not count, which is a deliberate way to add neutral details.',
      'JPEG chroma subsampling blends hues across sharp color edges; a tolerance of 0.5 to 2% absorbs the intermediate hues.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'HuePaletteSize',
    group: 'Image',
    title: 'Hue palette size',
    summary: 'Counts the hue families (sectors of the hue circle) an image uses and checks the count',
    explanation: [
      "Counts the hue families an image uses. The hue circle is divided into `sectors` equal sectors (6, 12, 24 or 36; default 12), and a sector counts as a family when it holds at least `minShare` percent (default 2) of the image's chromatic pixels.",
      'With n = `sectors` and sector width s = 360 / n degrees, sector k (0 ≤ k < n) is centered on k × s and covers hues from k × s − s / 2 (inclusive) to k × s + s / 2 (exclusive), taken modulo 360; a hue H goes to sector floor(((H + s / 2) mod 360) / s). With 12 sectors, sector 0 covers reds from 345° to 15°, sector 4 greens from 105° to 135° and sector 8 blues from 225° to 255°.',
      'paletteSize is the number of sectors whose count × 100 ≥ `minShare` × N, where N is the number of chromatic pixels, and `measured.hueCenters` lists their centers in degrees, ascending. The rule fails with `image_hue_palette_too_large` when paletteSize > `maxHues`, and with `image_hue_palette_too_small` when paletteSize < `minHues` (default 0), checked in that order. An image without chromatic pixels has paletteSize 0.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'visible-pixels', 'hsl', 'chromatic-pixels', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_hue_palette_too_large',
        messageTemplate: 'Hue families used: {paletteSize} (centers {hueCenters} degrees); at most {maxHues} are allowed',
        when: 'More sectors than maxHues hold at least minShare percent of the chromatic pixels.',
      },
      {
        code: 'image_hue_palette_too_small',
        messageTemplate: 'Hue families used: {paletteSize}; at least {minHues} are required',
        when: 'The count is within maxHues but below minHues (including 0 for a fully gray image).',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      E_NO_VISIBLE,
    ],
    exampleField: {
      key: 'team_crest',
      label: 'Team crest',
      kind: 'image',
      required: true,
      rules: [{ rule: 'HuePaletteSize', params: { maxHues: 3, minShare: 2 } }],
    },
    examples: [
      {
        input: 'A crest in crimson (around 355°) and gold (around 50°) with black outlines',
        params: { maxHues: 3, minShare: 2 },
        measured: { chromaticPixels: 180400, paletteSize: 2, hueCenters: [0, 60] },
        verdict: 'pass',
      },
      {
        input: 'A crest with a rainbow gradient border',
        params: { maxHues: 3, minShare: 2 },
        measured: { chromaticPixels: 192733, paletteSize: 7, hueCenters: [0, 30, 60, 120, 180, 240, 270] },
        verdict: 'fail',
        error: {
          code: 'image_hue_palette_too_large',
          message: 'Hue families used: 7 (centers 0, 30, 60, 120, 180, 240, 270 degrees); at most 3 are allowed',
        },
      },
      {
        input: 'A monochrome blue illustration submitted to a field that asks for at least three hues',
        params: { maxHues: 12, minHues: 3 },
        measured: { chromaticPixels: 655360, paletteSize: 1, hueCenters: [210] },
        verdict: 'fail',
        error: { code: 'image_hue_palette_too_small', message: 'Hue families used: 1; at least 3 are required' },
      },
    ],
    related: ['HueArcLength', 'MaxColorCount', 'HueRange'],
    caveats: [
      'Sectors are fixed, not fitted to the image: a family sitting on a sector edge (oranges around 15° with 12 sectors) can be split in two and counted twice when both halves reach minShare; 6 sectors are more forgiving, 24 or 36 tell closer hues apart.',
      'Accents below minShare are ignored entirely: at the default 2%, a detail covering 1.5% of the chromatic area does not count.',
      'Neutral colors (grays, whites, blacks and anything below minChroma) never form a family, whatever area they cover.',
      'maxHues cannot exceed sectors, and minHues ≤ maxHues; both are enforced when the schema is created.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'HueRange',
    group: 'Image',
    title: 'Hue range',
    summary: 'Requires the hues of chromatic pixels to lie on one arc of the hue circle',
    explanation: [
      'Requires the hues of chromatic pixels to lie on one arc of the hue circle, from `minHue` clockwise to `maxHue` (degrees, inclusive). When minHue ≤ maxHue a hue H is inside when minHue ≤ H ≤ maxHue; when minHue > maxHue the arc wraps through 0° and H is inside when H ≥ minHue or H ≤ maxHue, so 330 to 30 accepts reds on both sides of 0°. minHue 0 with maxHue 360 accepts every hue.',
      `The rule fails with \`image_hue_out_of_range\` when outsidePixels × 100 > \`tolerance\` × chromaticPixels. ${pTolerance('chromatic pixels')} An image without chromatic pixels (fully gray) passes, because none of its hues lies outside the arc.`,
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'visible-pixels', 'hsl', 'chromatic-pixels', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_hue_out_of_range',
        messageTemplate: '{outsidePercent}% of chromatic pixels have hues outside {minHue}°–{maxHue}°; at most {tolerance}% is allowed',
        when: 'The share of chromatic pixels whose hue is outside the arc exceeds tolerance.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      E_NO_VISIBLE,
    ],
    exampleField: {
      key: 'foliage_albedo',
      label: 'Foliage albedo',
      kind: 'texture',
      required: true,
      rules: [{ rule: 'HueRange', params: { minHue: 60, maxHue: 160, tolerance: 2 } }],
    },
    examples: [
      {
        input: 'A 1024 × 1024 moss texture in yellow-greens and greens',
        params: { minHue: 60, maxHue: 160, tolerance: 2 },
        measured: { visiblePixels: 1048576, chromaticPixels: 1031220, outsidePixels: 8210, outsidePercent: 0.8 },
        verdict: 'pass',
      },
      {
        input: 'An autumn foliage texture with large orange and red areas',
        params: { minHue: 60, maxHue: 160, tolerance: 2 },
        measured: { visiblePixels: 1048576, chromaticPixels: 998400, outsidePixels: 402710, outsidePercent: 40.34 },
        verdict: 'fail',
        error: {
          code: 'image_hue_out_of_range',
          message: '40.34% of chromatic pixels have hues outside 60°–160°; at most 2% is allowed',
        },
      },
      {
        input: 'A red banner (hues 348° to 12°) checked against a wrapping arc',
        params: { minHue: 330, maxHue: 30, tolerance: 1 },
        measured: { visiblePixels: 262144, chromaticPixels: 233180, outsidePixels: 1450, outsidePercent: 0.62 },
        verdict: 'pass',
      },
    ],
    related: ['HSLRange', 'HueArcLength', 'HuePaletteSize', 'SaturationRange'],
    caveats: [
      'A fully gray image passes; to require color as well, add HuePaletteSize with minHues 1 or SaturationRange with a minSaturation and tolerance.',
      'HSL hue is not perceptually even: 60° of hue around green covers far more distinguishable colors than 60° around yellow, so test bounds on real art.',
      'Dark, saturated pixels still have a hue: (40, 0, 0) is chromatic at the default minChroma (chroma 15.69%) and counts as red.',
      'JPEG chroma subsampling bleeds hues across sharp color edges; a tolerance of 1 to 2% absorbs it.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'ImageFormat',
    group: 'Image',
    title: 'Image format',
    summary: 'Restricts the image format, detected from the file signature, to an allowed list',
    explanation: [
      "Checks the container format of an uploaded image against `formats`. The format is identified from the file's first bytes (its signature), never from the file name, the extension or the declared content type: `png` starts with the 8 bytes 89 50 4E 47 0D 0A 1A 0A, `jpeg` with FF D8 FF, `webp` with `RIFF`, a 4-byte length and `WEBP`, `gif` with `GIF87a` or `GIF89a`, `bmp` with `BM`, and `tiff` with `II*` followed by a zero byte (little-endian) or `MM`, a zero byte and `*` (big-endian). APNG is `png`, JFIF and Exif files are both `jpeg`, and BigTIFF is not supported.",
      'The rule passes when the detected format is in `formats`. A file whose signature matches none of the six, including a zero-byte file, is reported with format `unknown` and fails with `image_format_not_allowed`. Only the signature and the frame structure are read, so a file with a correct signature but corrupt pixel data passes this rule; the rules that decode pixels reject it with `image_unreadable`.',
      'With `allowAnimated` set to false, a file of an allowed format that holds two or more frames fails with `image_animation_not_allowed`. Frames are counted as the `num_frames` of the APNG `acTL` chunk, the number of image descriptors in a GIF and the number of `ANMF` chunks in a WebP; a PNG whose `acTL` declares 1 frame is a still image. The format check runs first, so an animated file in a format that is not allowed reports `image_format_not_allowed`. `measured` holds `format` and `frameCount` (0 for an unknown format).',
    ].join('\n\n'),
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_format_not_allowed',
        messageTemplate: 'File format is {format}; allowed formats: {formats}',
        when: 'The format detected from the signature is not in formats, or the signature is unknown.',
      },
      {
        code: 'image_animation_not_allowed',
        messageTemplate: 'File is an animated {format} with {frameCount} frames; this field accepts still images only',
        when: 'allowAnimated is false and the file, in an allowed format, has two or more frames.',
      },
    ],
    exampleField: {
      key: 'albedo',
      label: 'Albedo texture',
      kind: 'image',
      required: true,
      rules: [{ rule: 'ImageFormat', params: { formats: ['png'] } }],
    },
    examples: [
      {
        input: 'A PNG exported from Photoshop and uploaded as albedo.PNG',
        params: { formats: ['png'] },
        measured: { format: 'png', frameCount: 1 },
        verdict: 'pass',
      },
      {
        input: 'A JPEG renamed to skin.png and uploaded with Content-Type image/png',
        params: { formats: ['png'] },
        measured: { format: 'jpeg', frameCount: 1 },
        verdict: 'fail',
        error: { code: 'image_format_not_allowed', message: 'File format is jpeg; allowed formats: png' },
      },
      {
        input: 'A 24-frame animated GIF sent to an avatar field',
        params: { formats: ['png', 'gif'], allowAnimated: false },
        measured: { format: 'gif', frameCount: 24 },
        verdict: 'fail',
        error: {
          code: 'image_animation_not_allowed',
          message: 'File is an animated gif with 24 frames; this field accepts still images only',
        },
      },
      {
        input: 'A zero-byte file left by an interrupted export',
        params: { formats: ['png', 'webp'] },
        measured: { format: 'unknown', frameCount: 0 },
        verdict: 'fail',
        error: { code: 'image_format_not_allowed', message: 'File format is unknown; allowed formats: png, webp' },
      },
    ],
    related: ['Size', 'NoAlphaChannel', 'MaxFileSize', 'ThreeDimensionalFileFormat'],
    caveats: [
      'Formats Guildforge cannot decode (AVIF, HEIC, SVG, PSD, DDS, KTX2, EXR) are always reported as unknown and cannot be allowed.',
      'A truncated file with a valid signature passes ImageFormat; it fails the first rule in the field that decodes pixels.',
      'With allowAnimated left at true, animated files pass, but every other Image rule except Moderation measures only their first frame.',
      'Allowing jpeg in a field that needs transparency is contradictory; JPEG has no alpha channel and always fails TransparentBackground.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'LightnessRange',
    group: 'Image',
    title: 'Lightness range',
    summary: 'Requires the HSL lightness of visible pixels to lie inside a range',
    explanation: [
      'Requires the HSL lightness of visible pixels to lie within `minLightness`–`maxLightness` percent (inclusive; omitted bounds default to 0 and 100, and at least one must be set). Lightness is L = (max(R, G, B) + min(R, G, B)) / 510 × 100% from 8-bit sRGB values, as in CSS Color 4 `hsl()`: black is 0%, white is 100%, and fully saturated primaries such as (255, 0, 0) are 50%. A gray level g has lightness g / 255 × 100%, so the common PBR guideline of sRGB 30 to 240 for non-metal albedo corresponds to 11.76% to 94.12% for grays.',
      `Each visible pixel is tested, and the rule fails with \`image_lightness_out_of_range\` when outsidePixels × 100 > \`tolerance\` × visiblePixels. ${pTolerance('visible pixels')} \`measured.meanLightness\` and the split \`belowPercent\` / \`abovePercent\` (shares of visible pixels under \`minLightness\` and over \`maxLightness\`) are reported for information; only their sum decides.`,
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'visible-pixels', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_lightness_out_of_range',
        messageTemplate: '{outsidePercent}% of visible pixels have lightness outside {minLightness}–{maxLightness}%; at most {tolerance}% is allowed',
        when: 'The share of visible pixels with lightness outside the range exceeds tolerance.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      E_NO_VISIBLE,
    ],
    exampleField: {
      key: 'albedo',
      label: 'Albedo texture',
      kind: 'texture',
      required: true,
      rules: [{ rule: 'LightnessRange', params: { minLightness: 11.76, maxLightness: 94.12, tolerance: 1 } }],
    },
    examples: [
      {
        input: 'A 2048 × 2048 stone albedo texture with a few specular highlights baked in',
        params: { minLightness: 11.76, maxLightness: 94.12, tolerance: 1 },
        measured: {
          visiblePixels: 4194304,
          outsidePixels: 12583,
          outsidePercent: 0.3,
          belowPercent: 0.02,
          abovePercent: 0.28,
          meanLightness: 46.83,
        },
        verdict: 'pass',
      },
      {
        input: 'A 2048 × 2048 albedo texture with ambient occlusion shadows baked in as near-black areas',
        params: { minLightness: 11.76, maxLightness: 94.12, tolerance: 1 },
        measured: {
          visiblePixels: 4194304,
          outsidePixels: 293601,
          outsidePercent: 7,
          belowPercent: 6.85,
          abovePercent: 0.15,
          meanLightness: 38.2,
        },
        verdict: 'fail',
        error: {
          code: 'image_lightness_out_of_range',
          message: '7% of visible pixels have lightness outside 11.76–94.12%; at most 1% is allowed',
        },
      },
    ],
    related: ['HSLRange', 'SaturationRange', 'Grayscale'],
    caveats: [
      'Lightness is not luminance: pure yellow (255, 255, 0) and pure blue (0, 0, 255) both have lightness 50%, although yellow looks far brighter.',
      'The mean is reported but never checked; to require an image that is not too dark overall, combine a lower bound with a large tolerance (minLightness 20 with tolerance 50 requires half of the visible pixels at 20% or lighter).',
      'Black outlines and white highlights in stylized art fall outside narrow ranges; size the tolerance to the outline area.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'MaxColorCount',
    group: 'Image',
    title: 'Maximum color count',
    summary: 'Limits the number of distinct RGB colors among visible pixels',
    explanation: [
      'Counts the distinct colors among visible pixels and fails with `image_color_count_exceeded` when the count exceeds `maxColors`. A color is the exact 8-bit sRGB triple (R, G, B) after decoding; alpha is not part of it, so (255, 0, 0) at alpha 200 and at alpha 255 are one color, and pixels with alpha below 128 are not counted at all.',
      'The count is exact, with no clustering or perceptual merging: (200, 40, 40) and (201, 40, 40) are two colors. A palette PNG or GIF is counted by the colors actually used by its visible pixels, not by the length of its palette, and two palette entries with the same RGB value count once. 16-bit images are counted after reduction to 8 bits. `measured.colorCount` is the exact count.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'visible-pixels', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_color_count_exceeded',
        messageTemplate: 'Image uses {colorCount} distinct colors; at most {maxColors} are allowed',
        when: 'The visible pixels use more distinct RGB triples than maxColors.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      E_NO_VISIBLE,
    ],
    exampleField: {
      key: 'sprite',
      label: 'Pixel-art sprite',
      kind: 'image',
      required: true,
      rules: [{ rule: 'MaxColorCount', params: { maxColors: 16 } }],
    },
    examples: [
      {
        input: 'A 64 × 64 indexed PNG sprite drawn with 14 colors on a transparent background',
        params: { maxColors: 16 },
        measured: { colorCount: 14 },
        verdict: 'pass',
      },
      {
        input: 'The same sprite exported as JPEG quality 90 on a white background',
        params: { maxColors: 16 },
        measured: { colorCount: 1873 },
        verdict: 'fail',
        error: { code: 'image_color_count_exceeded', message: 'Image uses 1873 distinct colors; at most 16 are allowed' },
      },
      {
        input: 'The sprite upscaled to 256 × 256 with bilinear filtering, which blends neighboring colors',
        params: { maxColors: 16 },
        measured: { colorCount: 412 },
        verdict: 'fail',
        error: { code: 'image_color_count_exceeded', message: 'Image uses 412 distinct colors; at most 16 are allowed' },
      },
    ],
    related: ['HuePaletteSize', 'Grayscale', 'ImageFormat'],
    caveats: [
      'JPEG and lossy WebP add intermediate colors at every edge; limited-palette art must be saved as PNG, GIF or lossless WebP.',
      'Resampling with bilinear or bicubic filtering creates new colors; upscale pixel art with nearest-neighbor scaling.',
      'Anti-aliased edge pixels with alpha of 128 or more are counted with their own RGB values, which are often unique.',
      'A fully transparent background color never counts, whatever its RGB value.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'Moderation',
    group: 'Image',
    title: 'Moderation',
    summary: 'Rejects images the moderation model scores as unsafe in the enforced categories',
    explanation: [
      "Scores the image with Guildforge's moderation model in eight categories and fails when any enforced category reaches `threshold` percent (default 60). The categories are `sexual` (nudity and sexual activity), `suggestive` (partial nudity, sexualized poses), `violence` (depicted harm to people or animals), `gore` (blood, wounds, dismemberment), `hate` (hate symbols and extremist imagery), `drugs` (illegal drug use and paraphernalia), `self_harm` (self-injury) and `profanity_text` (slurs or profanity in text drawn in the image). The enforced set is `categories`, by default `sexual`, `gore`, `hate` and `self_harm`; the other four are opt-in because stylized combat and fantasy potions are ordinary in game art.",
      'Still images are scored on their single frame. Animated GIF, APNG and WebP files are scored on up to 16 frames sampled evenly from the first to the last (both included), and each category keeps its highest score across frames, so content shown only in a later frame is not missed. Each frame is scored twice, with its alpha composited over black and over white, and the higher score is kept, so content drawn only in white or only in black on a transparent background is seen either way. Frames are downscaled with area averaging until the longer side is at most 1024 px. For `profanity_text`, text in the image is read with OCR (Latin, Cyrillic, Greek and CJK scripts) and matched against Guildforge profanity lists.',
      'The rule fails with `image_moderation_flagged` when at least one enforced category scores at or above `threshold`. `measured.flaggedCategories` lists those categories, highest score first; `measured.scores` maps all eight categories to their scores (percent, 2 decimal places), `measured.framesScored` counts the frames analyzed and `measured.modelVersion` names the model version, such as `mod-2025.02`. Scores of categories that are not enforced are reported but never fail the rule.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['unreadable-files', 'asynchronous-rules'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'async', service: 'moderation', p50Seconds: 3, p95Seconds: 12 },
    errors: [
      {
        code: 'image_moderation_flagged',
        messageTemplate: 'Image was flagged for {flaggedCategories} (threshold {threshold}%)',
        when: 'At least one enforced category scores at or above threshold on any scored frame.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      eUnavailable('moderation'),
    ],
    exampleField: {
      key: 'cover_image',
      label: 'Cover image',
      kind: 'image',
      required: true,
      rules: [{ rule: 'Moderation', params: { categories: ['sexual', 'gore', 'hate', 'self_harm', 'profanity_text'], threshold: 60 } }],
    },
    examples: [
      {
        input: 'A cover illustration of two knights dueling, with no blood shown',
        params: { categories: ['sexual', 'gore', 'hate', 'self_harm', 'profanity_text'], threshold: 60 },
        measured: {
          modelVersion: 'mod-2025.02',
          framesScored: 1,
          flaggedCategories: [],
          scores: {
            sexual: 0.41,
            suggestive: 1.2,
            violence: 63.5,
            gore: 4.87,
            hate: 0.12,
            drugs: 0.05,
            self_harm: 0.3,
            profanity_text: 0,
          },
        },
        verdict: 'pass',
      },
      {
        input: 'A splash screen showing a severed limb and a pool of blood',
        params: {},
        measured: {
          modelVersion: 'mod-2025.02',
          framesScored: 1,
          flaggedCategories: ['gore'],
          scores: {
            sexual: 0.2,
            suggestive: 0.9,
            violence: 91.3,
            gore: 87.45,
            hate: 0.4,
            drugs: 0.1,
            self_harm: 2.6,
            profanity_text: 0,
          },
        },
        verdict: 'fail',
        error: { code: 'image_moderation_flagged', message: 'Image was flagged for gore (threshold 60%)' },
      },
      {
        input: 'A 40-frame animated GIF whose 30th frame shows a hate symbol with an offensive slogan',
        params: { categories: ['sexual', 'gore', 'hate', 'self_harm', 'profanity_text'], threshold: 60 },
        measured: {
          modelVersion: 'mod-2025.02',
          framesScored: 16,
          flaggedCategories: ['hate', 'profanity_text'],
          scores: {
            sexual: 0.3,
            suggestive: 0.8,
            violence: 12.4,
            gore: 0.6,
            hate: 94.02,
            drugs: 0.2,
            self_harm: 0.1,
            profanity_text: 78.9,
          },
        },
        verdict: 'fail',
        error: {
          code: 'image_moderation_flagged',
          message: 'Image was flagged for hate, profanity_text (threshold 60%)',
        },
      },
    ],
    related: ['Classification', 'MeshModeration', 'NoProfanity'],
    caveats: [
      'A pass is not a guarantee: keep reviewMode manual on schemas where moderators must see every submission before it is published.',
      'Medical, historical and classical-art imagery can score high in sexual, gore or hate; raise threshold or leave the category out for fields where such art is expected.',
      'With 16 sampled frames, an animation longer than 16 frames can show content on a frame that is never scored; disallow animation with ImageFormat allowAnimated false for sensitive fields.',
      'Scores come from a statistical model and can shift by a few points when the model version changes; results already stored on submissions are not re-evaluated.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'NoAlphaChannel',
    group: 'Image',
    title: 'No alpha channel',
    summary: 'Rejects images that carry an alpha channel, or optionally only images with actual transparency',
    explanation: [
      'Rejects images that carry an alpha channel. The channel is detected from the file structure: PNG color type 4 (gray with alpha) or 6 (RGBA), or any PNG with a `tRNS` chunk; a WebP whose `VP8X` header sets the alpha flag, or a simple lossless WebP whose `VP8L` header sets the alpha_is_used bit; a GIF whose first Graphic Control Extension sets a transparent color index; a BMP with a non-zero alpha mask (BITMAPV3INFOHEADER or later, or BI_ALPHABITFIELDS); a TIFF whose ExtraSamples tag is 1 (associated alpha) or 2 (unassociated alpha). JPEG has no alpha channel and always passes, and the fourth byte of 32-bit BI_RGB BMP pixels is padding, not alpha.',
      'With `allowOpaqueAlpha` false (the default), the presence of the channel fails the rule with `image_alpha_channel_present`, and `measured.alphaSource` names the structure found: `png_color_type_4`, `png_color_type_6`, `png_trns`, `webp_vp8x_alpha`, `webp_vp8l_alpha`, `gif_transparent_index`, `bmp_alpha_mask` or `tiff_extra_samples`. Only the header and chunk structure are read, so images of any size are judged without decoding.',
      'With `allowOpaqueAlpha` true, an image with a channel is decoded (first frame, alpha reduced to 8 bits with round(v / 257), up to 16384 px on each side) and passes only if every pixel has alpha 255; otherwise it fails with `image_alpha_not_opaque`, and `measured.translucentPixels` counts the pixels with alpha below 255. Many tools save RGBA PNGs whose alpha is 255 everywhere; this option accepts them while still rejecting real transparency. For a GIF or animated WebP, canvas area outside the first frame is transparent, so a first frame smaller than the canvas fails.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_alpha_channel_present',
        messageTemplate: 'Image has an alpha channel ({alphaSource}); this field requires images without one',
        when: 'allowOpaqueAlpha is false and the file declares an alpha channel.',
      },
      {
        code: 'image_alpha_not_opaque',
        messageTemplate: '{translucentPixels} pixels have alpha below 255; this field requires a fully opaque image',
        when: 'allowOpaqueAlpha is true and at least one pixel of the first frame has alpha below 255.',
      },
      E_UNREADABLE,
      {
        code: 'image_decode_limit_exceeded',
        messageTemplate: E_DECODE_LIMIT.messageTemplate,
        when: 'allowOpaqueAlpha is true, the file has an alpha channel, and its width or height is above 16384 px.',
      },
      { ...E_ANALYSIS_LIMIT, when: `allowOpaqueAlpha is true, the file has an alpha channel, and its header declares more than ${IMAGE_PIXEL_LIMIT_TEXT} pixels (measured.pixelCount).` },
    ],
    exampleField: {
      key: 'loading_screen',
      label: 'Loading screen',
      kind: 'image',
      required: true,
      rules: [{ rule: 'NoAlphaChannel', params: { allowOpaqueAlpha: true } }],
    },
    examples: [
      {
        input: 'A 1920 × 1080 JPEG',
        params: {},
        measured: { hasAlphaChannel: false },
        verdict: 'pass',
      },
      {
        input: 'A 1920 × 1080 RGBA PNG whose alpha is 255 on every pixel',
        params: { allowOpaqueAlpha: true },
        measured: { hasAlphaChannel: true, alphaSource: 'png_color_type_6', translucentPixels: 0 },
        verdict: 'pass',
      },
      {
        input: 'The same RGBA PNG checked without allowOpaqueAlpha',
        params: {},
        measured: { hasAlphaChannel: true, alphaSource: 'png_color_type_6' },
        verdict: 'fail',
        error: {
          code: 'image_alpha_channel_present',
          message: 'Image has an alpha channel (png_color_type_6); this field requires images without one',
        },
      },
      {
        input: 'A 1920 × 1080 RGBA PNG with rounded, anti-aliased transparent corners',
        params: { allowOpaqueAlpha: true },
        measured: { hasAlphaChannel: true, alphaSource: 'png_color_type_6', translucentPixels: 3120 },
        verdict: 'fail',
        error: {
          code: 'image_alpha_not_opaque',
          message: '3120 pixels have alpha below 255; this field requires a fully opaque image',
        },
      },
    ],
    related: ['TransparentBackground', 'ImageFormat', 'NormalMap'],
    caveats: [
      'A palette PNG with a tRNS chunk counts as having alpha even when every entry of the chunk is 255; allowOpaqueAlpha true accepts it.',
      'Textures that pack data into alpha (smoothness, height or opacity masks) legitimately carry a channel; do not apply this rule to those fields.',
      '16-bit alpha is reduced to 8 bits before the opacity test, so a 16-bit alpha of 65408 or more counts as 255.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'SaturationRange',
    group: 'Image',
    title: 'Saturation range',
    summary: 'Requires the HSL saturation of visible pixels to lie inside a range',
    explanation: [
      'Requires the HSL saturation of visible pixels to lie within `minSaturation`–`maxSaturation` percent (inclusive; omitted bounds default to 0 and 100, and at least one must be set).',
      `Each visible pixel is tested, and the rule fails with \`image_saturation_out_of_range\` when outsidePixels × 100 > \`tolerance\` × visiblePixels. ${pTolerance('visible pixels')} \`measured.meanSaturation\`, the average over visible pixels, is reported for information and does not affect the verdict.`,
      'Achromatic pixels (R = G = B) have saturation 0, so a `minSaturation` above 0 fails grays, whites and blacks. HSL saturation is relative to lightness, and near white or black it reaches high values from tiny channel differences: (255, 254, 254) and (250, 252, 255) are both 100% saturated. JPEG noise on a white background therefore shows up as highly saturated pixels; size the tolerance for it, or use Grayscale, whose chroma measure does not have this behavior.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'visible-pixels', 'hsl', 'unreadable-files'] },
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_saturation_out_of_range',
        messageTemplate:
          '{outsidePercent}% of visible pixels have saturation outside {minSaturation}–{maxSaturation}%; at most {tolerance}% is allowed',
        when: 'The share of visible pixels with saturation outside the range exceeds tolerance.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      E_NO_VISIBLE,
    ],
    exampleField: {
      key: 'wasteland_map',
      label: 'Wasteland map artwork',
      kind: 'image',
      required: true,
      rules: [{ rule: 'SaturationRange', params: { maxSaturation: 40, tolerance: 5 } }],
    },
    examples: [
      {
        input: 'A 1920 × 1080 map painting in dusty browns and grays',
        params: { maxSaturation: 40, tolerance: 5 },
        measured: { visiblePixels: 2073600, outsidePixels: 51840, outsidePercent: 2.5, meanSaturation: 18.42 },
        verdict: 'pass',
      },
      {
        input: 'A 1920 × 1080 map painting with neon signs and a saturated purple sky',
        params: { maxSaturation: 40, tolerance: 5 },
        measured: { visiblePixels: 2073600, outsidePixels: 1244160, outsidePercent: 60, meanSaturation: 57.9 },
        verdict: 'fail',
        error: {
          code: 'image_saturation_out_of_range',
          message: '60% of visible pixels have saturation outside 0–40%; at most 5% is allowed',
        },
      },
    ],
    related: ['HSLRange', 'LightnessRange', 'Grayscale'],
    caveats: [
      'Near-white and near-black pixels can be 100% saturated from a one-level difference between channels; JPEG images with white or black backgrounds need a tolerance for a maxSaturation bound.',
      'HSL saturation is not perceived colorfulness: a very dark red (40, 0, 0) is 100% saturated.',
      'minSaturation ≤ maxSaturation is enforced when the schema is created.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'ShapeAnalysis',
    group: 'Image',
    title: 'Shape analysis',
    summary: 'Checks the convexity, holes and proportions of every shape in the image',
    explanation: [
      'Checks the geometry of every shape in the image: its solidity (how convex it is), its number of holes and the proportions of its bounding box. Set at least one of `minSolidity`, `maxHoles`, `minAspectRatio` and `maxAspectRatio`; checks whose parameters are omitted are skipped, except that the aspect-ratio bounds default to 0.01 and 100 once either is given.',
      P_SHAPES,
      `${P_HOLES} Holes with fewer than \`minShapeArea\` pixels are not counted.`,
      'Solidity = filled area / hull area × 100%. The filled area is the pixel count of the shape plus all its holes, of any size; the hull is the convex hull of the corners of its pixel squares (pixel (x, y) is the unit square from (x, y) to (x + 1, y + 1)), and its area is computed exactly with the shoelace formula. Filling the holes keeps the convexity and hole checks independent. An axis-aligned rectangle scores exactly 100%. Rasterized discs score 90.91% at 5 px radius, 94.61% at 10 px, 96.49% at 20 px, 98.16% at 40 px and 99.59% at 240 px because of their stair-stepped edges; a square rotated 45° with a 400 px diagonal scores 99.51%, a five-pointed star whose inner radius is 41% of its outer radius 69.57%, and an L-shape with 400 px arms 120 px thick 67.55%. A shape passes the convexity check when solidity ≥ `minSolidity`.',
      'aspectRatio is the width divided by the height of the shape\'s axis-aligned bounding box, in pixels; rotating a shape changes it. A shape passes when `minAspectRatio` ≤ aspectRatio ≤ `maxAspectRatio`.',
      'Shapes are checked in index order and the first failing shape is reported. For that shape the checks run in the order solidity, holes, aspect ratio, and the first failure decides the code: `image_shape_not_convex`, `image_shape_too_many_holes` or `image_shape_aspect_out_of_range`. An image without any shape fails with `image_shape_analysis_no_shapes`. `measured.shapes` lists up to the first 100 shapes with `index`, `area` (px, holes excluded), `solidity` (percent), `holes`, `aspectRatio` and `boundingBox` ([x, y, width, height] in px); values are rounded to 2 decimal places (4 for aspectRatio) and the failing shape is repeated at the top level as `shapeIndex`, `solidity`, `holes` and `aspectRatio`.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'unreadable-files', 'asynchronous-rules'] },
    appliesTo: ['image'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'async', service: 'vision', p50Seconds: 2, p95Seconds: 9 },
    errors: [
      {
        code: 'image_shape_analysis_no_shapes',
        messageTemplate: 'No shape of at least {minShapeArea} px was found',
        when: 'The mask holds no 8-connected foreground component of at least minShapeArea pixels.',
      },
      {
        code: 'image_shape_not_convex',
        messageTemplate: 'Shape {shapeIndex} has solidity {solidity}%; at least {minSolidity}% is required',
        when: 'The first failing shape has solidity below minSolidity.',
      },
      {
        code: 'image_shape_too_many_holes',
        messageTemplate: 'Shape {shapeIndex} has a hole count of {holes}; at most {maxHoles} are allowed',
        when: 'The first failing shape passes the solidity check but has more holes than maxHoles.',
      },
      {
        code: 'image_shape_aspect_out_of_range',
        messageTemplate: 'Shape {shapeIndex} has aspect ratio {aspectRatio}; {minAspectRatio}–{maxAspectRatio} is required',
        when: 'The first failing shape passes the solidity and hole checks but its bounding-box ratio is outside the bounds.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      eUnavailable('vision'),
    ],
    exampleField: {
      key: 'shield_icon',
      label: 'Shield icon',
      kind: 'image',
      required: true,
      rules: [{ rule: 'ShapeAnalysis', params: { minSolidity: 95, maxHoles: 0 } }],
    },
    examples: [
      {
        input: 'A 256 × 256 PNG icon of a solid heater shield on a transparent background',
        params: { minSolidity: 95, maxHoles: 0 },
        measured: {
          shapeCount: 1,
          shapes: [{ index: 1, area: 38954, solidity: 98.7, holes: 0, aspectRatio: 0.8473, boundingBox: [42, 16, 172, 203] }],
        },
        verdict: 'pass',
      },
      {
        input: 'A 512 × 512 PNG five-pointed star icon',
        params: { minSolidity: 95, maxHoles: 0 },
        measured: {
          shapeCount: 1,
          shapes: [{ index: 1, area: 87724, solidity: 69.57, holes: 0, aspectRatio: 1.0481, boundingBox: [38, 26, 436, 416] }],
          shapeIndex: 1,
          solidity: 69.57,
          holes: 0,
          aspectRatio: 1.0481,
        },
        verdict: 'fail',
        error: { code: 'image_shape_not_convex', message: 'Shape 1 has solidity 69.57%; at least 95% is required' },
      },
      {
        input: 'A shield icon with a keyhole cut out of its center',
        params: { minSolidity: 95, maxHoles: 0 },
        measured: {
          shapeCount: 1,
          shapes: [{ index: 1, area: 37210, solidity: 98.7, holes: 1, aspectRatio: 0.8473, boundingBox: [42, 16, 172, 203] }],
          shapeIndex: 1,
          solidity: 98.7,
          holes: 1,
          aspectRatio: 0.8473,
        },
        verdict: 'fail',
        error: { code: 'image_shape_too_many_holes', message: 'Shape 1 has a hole count of 1; at most 0 are allowed' },
      },
      {
        input: 'A fully transparent 256 × 256 PNG',
        params: { minSolidity: 95, maxHoles: 0 },
        measured: { shapeCount: 0, shapes: [] },
        verdict: 'fail',
        error: { code: 'image_shape_analysis_no_shapes', message: 'No shape of at least 16 px was found' },
      },
    ],
    related: ['Circle', 'ShapeCountRange', 'ConvexShape'],
    caveats: [
      'Small shapes have low solidity from pixel stair-steps alone (a 10 px radius disc scores 94.61%); lower minSolidity or raise minShapeArea when icons are small.',
      'Holes are filled for the solidity check, so a ring is convex; use maxHoles to reject it.',
      'A hole that touches the image edge is open background, not a hole.',
      'Only the first failing shape is reported; fix it and later shapes may still fail.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'ShapeCountRange',
    group: 'Image',
    title: 'Shape count range',
    summary: 'Requires the number of separate shapes in the image to lie inside a range',
    explanation: [
      'Counts the separate shapes in the image and requires the count to lie within `minShapes`–`maxShapes` (inclusive; omitted bounds default to 0 and 10000, and at least one must be set). Typical uses are sticker sheets with a fixed number of stickers, icons that must be one piece, and emblems that may have at most a few detached parts.',
      P_SHAPES,
      'Holes do not add shapes: a ring is one shape, and a dot inside a ring is a second one. Components below `minShapeArea` are ignored entirely, so raising it removes specks such as stray anti-aliasing pixels or scanner dust; `measured.ignoredComponents` counts them. Under the alpha mask, shapes that touch only through pixels with alpha below 128 are separate.',
      'The rule fails with `image_shape_count_out_of_range` when shapeCount < `minShapes` or shapeCount > `maxShapes`. `measured.shapes` lists up to the first 100 shapes in index order with their `area` (px) and `boundingBox` ([x, y, width, height] in px).',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'samples', 'unreadable-files', 'asynchronous-rules'] },
    appliesTo: ['image'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'async', service: 'vision', p50Seconds: 2, p95Seconds: 9 },
    errors: [
      {
        code: 'image_shape_count_out_of_range',
        messageTemplate: 'Shape count is {shapeCount} (shapes of at least {minShapeArea} px); {minShapes}–{maxShapes} are required',
        when: 'The number of shapes is below minShapes or above maxShapes.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
      eUnavailable('vision'),
    ],
    exampleField: {
      key: 'sticker_sheet',
      label: 'Sticker sheet',
      kind: 'image',
      required: true,
      rules: [{ rule: 'ShapeCountRange', params: { minShapes: 4, maxShapes: 8, minShapeArea: 400 } }],
    },
    examples: [
      {
        input: 'A 1024 × 512 PNG sticker sheet with 6 die-cut stickers on a transparent background and a few stray pixels',
        params: { minShapes: 4, maxShapes: 8, minShapeArea: 400 },
        measured: {
          shapeCount: 6,
          ignoredComponents: 3,
          shapes: [
            { area: 30112, boundingBox: [24, 20, 210, 205] },
            { area: 28870, boundingBox: [370, 22, 198, 201] },
            { area: 31544, boundingBox: [720, 18, 230, 214] },
            { area: 27009, boundingBox: [40, 270, 190, 212] },
            { area: 29931, boundingBox: [392, 281, 205, 199] },
            { area: 30487, boundingBox: [731, 276, 216, 209] },
          ],
        },
        verdict: 'pass',
      },
      {
        input: 'A sticker sheet with 11 stickers',
        params: { minShapes: 4, maxShapes: 8, minShapeArea: 400 },
        measured: { shapeCount: 11, ignoredComponents: 0 },
        verdict: 'fail',
        error: {
          code: 'image_shape_count_out_of_range',
          message: 'Shape count is 11 (shapes of at least 400 px); 4–8 are required',
        },
      },
      {
        input: 'A sticker sheet saved as JPEG, which has no alpha channel and is one rectangle under the alpha mask',
        params: { minShapes: 4, maxShapes: 8, minShapeArea: 400 },
        measured: { shapeCount: 1, ignoredComponents: 0, shapes: [{ area: 524288, boundingBox: [0, 0, 1024, 512] }] },
        verdict: 'fail',
        error: {
          code: 'image_shape_count_out_of_range',
          message: 'Shape count is 1 (shapes of at least 400 px); 4–8 are required',
        },
      },
    ],
    related: ['ShapeAnalysis', 'Circle', 'MeshCountRange'],
    caveats: [
      'Drop shadows and outer glows with alpha of 128 or more join neighboring shapes into one; keep enough transparent space between parts.',
      'Letters of a logotype are separate shapes (the dot of an i is one more), so wordmarks need a generous maxShapes or a higher minShapeArea.',
      'Under the dark and light masks, shadows and texture inside the art can split or add shapes; check the result on sample files before opening the schema.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'Size',
    group: 'Image',
    title: 'Size',
    summary: 'Requires exact pixel dimensions',
    explanation: [
      'Requires the image to be exactly `width` × `height` pixels. The dimensions come from the file header without decoding pixel data: the PNG `IHDR` chunk (also for APNG), the first JPEG start-of-frame marker (SOF0 to SOF15, excluding the C4, C8 and CC markers, which are not frames), the WebP `VP8`, `VP8L` or `VP8X` header (the canvas size for extended and animated files), the GIF logical screen descriptor, the BMP info header (absolute value of the height, which is negative for top-down bitmaps), and the TIFF ImageWidth and ImageLength tags of the first image.',
      'The rule passes when `measured.imageWidth` equals `width` and `measured.imageHeight` equals `height`, and fails with `image_size_mismatch` otherwise. There is no tolerance and no rotation: a 1024 × 512 image does not match a 512 × 1024 requirement. The EXIF Orientation tag is ignored, so a phone photo stored as 4032 × 3024 with Orientation 6 (displayed as portrait) measures 4032 × 3024.',
      'Because only the header is read, the rule also measures images above the 16384 px decode limit of the pixel rules. A file that is empty, has an unknown signature, or whose header is missing, truncated or declares a width or height of 0 fails with `image_unreadable`.',
    ].join('\n\n'),
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_size_mismatch',
        messageTemplate: 'Image is {imageWidth} × {imageHeight} px; this field requires exactly {width} × {height} px',
        when: 'The header width or height differs from width or height.',
      },
      E_HEADER_UNREADABLE,
    ],
    exampleField: {
      key: 'albedo',
      label: 'Albedo texture',
      kind: 'image',
      required: true,
      rules: [{ rule: 'Size', params: { width: 1024, height: 1024 } }],
    },
    examples: [
      {
        input: 'A 1024 × 1024 PNG',
        params: { width: 1024, height: 1024 },
        measured: { imageWidth: 1024, imageHeight: 1024 },
        verdict: 'pass',
      },
      {
        input: 'A 1000 × 1024 PNG cropped a few pixels too narrow',
        params: { width: 1024, height: 1024 },
        measured: { imageWidth: 1000, imageHeight: 1024 },
        verdict: 'fail',
        error: {
          code: 'image_size_mismatch',
          message: 'Image is 1000 × 1024 px; this field requires exactly 1024 × 1024 px',
        },
      },
      {
        input: 'A 1080 × 1920 portrait phone screenshot sent to a 1920 × 1080 banner field',
        params: { width: 1920, height: 1080 },
        measured: { imageWidth: 1080, imageHeight: 1920 },
        verdict: 'fail',
        error: {
          code: 'image_size_mismatch',
          message: 'Image is 1080 × 1920 px; this field requires exactly 1920 × 1080 px',
        },
      },
    ],
    related: ['SizeRange', 'SizeRatio', 'ImageFormat'],
    caveats: [
      'Density metadata (PNG pHYs, JFIF density, DPI) is ignored: a 2048 × 2048 image at 300 dpi is 2048 × 2048.',
      'Size accepts exactly one pair; to accept several sizes, such as 512, 1024 or 2048 square, use SizeRange for the bounds and SizeRatio 1:1, which also accepts the sizes in between.',
      'A file whose header is intact but whose pixel data is truncated passes Size; add a pixel rule to the field (any color rule, or NoAlphaChannel with allowOpaqueAlpha) to reject it with image_unreadable.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'SizeRange',
    group: 'Image',
    title: 'Size range',
    summary: 'Requires the pixel width and height to lie inside inclusive bounds',
    explanation: [
      'Requires the image width and height to lie within inclusive bounds: `minWidth` ≤ imageWidth ≤ `maxWidth` and `minHeight` ≤ imageHeight ≤ `maxHeight`. Omitted bounds take their defaults (1 and 16384 px), and at least one of the four must be given. The dimensions are read from the file header exactly as for Size, without decoding pixels: EXIF orientation is not applied, and animated files are measured by their canvas.',
      'Both axes are checked independently, and a failure on either fails the rule with `image_size_out_of_range`; the message always states both ranges, with defaults filled in. The bounds do not link width to height: to require a square image, add SizeRatio with 1:1.',
      'Images larger than 16384 px on a side are still measured from the header, and because no bound can exceed 16384, they always fail. A file that is empty, has an unknown signature, or whose header is missing, truncated or declares a width or height of 0 fails with `image_unreadable`.',
    ].join('\n\n'),
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_size_out_of_range',
        messageTemplate:
          'Image is {imageWidth} × {imageHeight} px; width must be {minWidth}–{maxWidth} px and height {minHeight}–{maxHeight} px',
        when: 'The width or the height is outside its bounds.',
      },
      E_HEADER_UNREADABLE,
    ],
    exampleField: {
      key: 'screenshot',
      label: 'Screenshot',
      kind: 'image',
      required: true,
      rules: [{ rule: 'SizeRange', params: { minWidth: 512, maxWidth: 2048, minHeight: 512, maxHeight: 2048 } }],
    },
    examples: [
      {
        input: 'A 1024 × 768 PNG',
        params: { minWidth: 512, maxWidth: 2048, minHeight: 512, maxHeight: 2048 },
        measured: { imageWidth: 1024, imageHeight: 768 },
        verdict: 'pass',
      },
      {
        input: 'A 4096 × 4096 PNG exported at full resolution',
        params: { minWidth: 512, maxWidth: 2048, minHeight: 512, maxHeight: 2048 },
        measured: { imageWidth: 4096, imageHeight: 4096 },
        verdict: 'fail',
        error: {
          code: 'image_size_out_of_range',
          message: 'Image is 4096 × 4096 px; width must be 512–2048 px and height 512–2048 px',
        },
      },
      {
        input: 'A 300 × 200 thumbnail checked against minimum bounds only',
        params: { minWidth: 256, minHeight: 256 },
        measured: { imageWidth: 300, imageHeight: 200 },
        verdict: 'fail',
        error: {
          code: 'image_size_out_of_range',
          message: 'Image is 300 × 200 px; width must be 256–16384 px and height 256–16384 px',
        },
      },
    ],
    related: ['Size', 'SizeRatio', 'MaxFileSize'],
    caveats: [
      'minWidth ≤ maxWidth and minHeight ≤ maxHeight are enforced when the schema is created.',
      'SizeRange limits pixels, not bytes: a 2048 × 2048 PNG can still be tens of megabytes; use MaxFileSize for the byte limit.',
      'EXIF orientation is ignored, so a portrait phone photo stored in landscape orientation is measured as landscape.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'SizeRatio',
    group: 'Image',
    title: 'Size ratio',
    summary: 'Requires the width-to-height ratio to match a given ratio within a tolerance',
    explanation: [
      "Requires the image's width-to-height ratio to equal `ratioWidth`:`ratioHeight`. The dimensions are read from the file header as for Size (no EXIF rotation, canvas size for animated files). The terms need not be coprime: 32:18 and 16:9 are the same requirement.",
      'With `tolerance` 0 (the default) the test is exact integer arithmetic: imageWidth × ratioHeight = imageHeight × ratioWidth. With a tolerance t, the rule passes when |imageWidth × ratioHeight − imageHeight × ratioWidth| × 100 ≤ t × imageHeight × ratioWidth, which is when (imageWidth / imageHeight) / (ratioWidth / ratioHeight) deviates from 1 by at most t%. The products are computed on integers, so there is no floating-point rounding at the boundary. Failures return `image_aspect_ratio_mismatch`.',
      '`measured.ratio` is imageWidth / imageHeight rounded to 4 decimal places, and `measured.deviation` is the relative deviation in percent rounded to 2; both are for display. The ratio depends on orientation: 1080 × 1920 fails a 16:9 requirement, since its ratio is 0.5625. A file that is empty, has an unknown signature, or whose header is missing, truncated or declares a width or height of 0 fails with `image_unreadable`.',
    ].join('\n\n'),
    appliesTo: ['image', 'texture'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_aspect_ratio_mismatch',
        messageTemplate:
          'Image is {imageWidth} × {imageHeight} px (aspect ratio {ratio}); this field requires {ratioWidth}:{ratioHeight} within {tolerance}%',
        when: 'The relative deviation from ratioWidth:ratioHeight exceeds tolerance (any deviation when tolerance is 0).',
      },
      E_HEADER_UNREADABLE,
    ],
    exampleField: {
      key: 'trailer_thumbnail',
      label: 'Trailer thumbnail',
      kind: 'image',
      required: true,
      rules: [{ rule: 'SizeRatio', params: { ratioWidth: 16, ratioHeight: 9, tolerance: 0.5 } }],
    },
    examples: [
      {
        input: 'A 1920 × 1080 PNG',
        params: { ratioWidth: 16, ratioHeight: 9 },
        measured: { imageWidth: 1920, imageHeight: 1080, ratio: 1.7778, deviation: 0 },
        verdict: 'pass',
      },
      {
        input: 'A 1000 × 562 JPEG, as close to 16:9 as whole pixels allow',
        params: { ratioWidth: 16, ratioHeight: 9, tolerance: 0.5 },
        measured: { imageWidth: 1000, imageHeight: 562, ratio: 1.7794, deviation: 0.09 },
        verdict: 'pass',
      },
      {
        input: 'A 1024 × 768 (4:3) screenshot',
        params: { ratioWidth: 16, ratioHeight: 9, tolerance: 1 },
        measured: { imageWidth: 1024, imageHeight: 768, ratio: 1.3333, deviation: 25 },
        verdict: 'fail',
        error: {
          code: 'image_aspect_ratio_mismatch',
          message: 'Image is 1024 × 768 px (aspect ratio 1.3333); this field requires 16:9 within 1%',
        },
      },
    ],
    related: ['Size', 'SizeRange', 'Circle'],
    caveats: [
      'Tolerance is relative: 1% on 16:9 accepts ratios from 1.76 to 1.7956.',
      'Many sizes cannot hit a ratio exactly in whole pixels (1000 px wide at 16:9 would be 562.5 px high); use a small tolerance unless makers export at multiples of the ratio terms.',
      'The ratio is not orientation-free; to accept both portrait and landscape, use SizeRange instead.',
    ],
    inSidebar: true,
  },

  // -------------------------------------------------------------------------
  {
    id: 'TransparentBackground',
    group: 'Image',
    title: 'Transparent background',
    summary: 'Requires a transparent frame of pixels along all four edges of the image',
    explanation: [
      'Requires the image to sit on a transparent background, tested on a frame of pixels along its four edges. With b = `borderWidth` (default 1 px), the border is every pixel with x < b, x ≥ width − b, y < b or y ≥ height − b, which is width × height − max(0, width − 2b) × max(0, height − 2b) pixels; an image narrower or shorter than 2b is all border.',
      'The file must have an alpha channel, detected as in NoAlphaChannel (PNG color type 4 or 6 or a `tRNS` chunk, WebP alpha, a GIF transparent color index, a BMP alpha mask, TIFF extra alpha samples). Without one the rule fails with `image_background_no_alpha_channel`: a JPEG, or an RGB PNG with a white backdrop, has no transparency to check. The first frame is then decoded, with 16-bit alpha reduced to 8 bits as round(v / 257); for a GIF or animated WebP the canvas outside the first frame counts as transparent.',
      'A border pixel is transparent when its alpha is at most `maxAlpha` (default 0). The rule fails with `image_background_not_transparent` when opaqueBorderPixels × 100 > `tolerance` × borderPixels; `measured.opaqueBorderPercent` is rounded to 2 decimal places for display. Colors under transparent pixels are ignored, and only the border is examined: the content and any transparent areas inside it are not.',
    ].join('\n\n'),
    reads: { topic: 'image_files', sections: ['formats-and-frames', 'unreadable-files'] },
    appliesTo: ['image'],
    formats: IMAGE_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'image_background_no_alpha_channel',
        messageTemplate: 'Image has no alpha channel ({format}), so its background cannot be transparent',
        when: 'The file declares no alpha channel.',
      },
      {
        code: 'image_background_not_transparent',
        messageTemplate: '{opaqueBorderPercent}% of the {borderWidth} px border has alpha above {maxAlpha}; at most {tolerance}% is allowed',
        when: 'The file has an alpha channel but too many border pixels have alpha above maxAlpha.',
      },
      E_UNREADABLE,
      E_DECODE_LIMIT,
      E_ANALYSIS_LIMIT,
    ],
    exampleField: {
      key: 'sticker',
      label: 'Sticker',
      kind: 'image',
      required: true,
      rules: [{ rule: 'TransparentBackground', params: { borderWidth: 4 } }],
    },
    examples: [
      {
        input: 'A 512 × 512 PNG sticker with 8 px of transparent margin around the art',
        params: { borderWidth: 4 },
        measured: { format: 'png', borderPixels: 8128, opaqueBorderPixels: 0, opaqueBorderPercent: 0 },
        verdict: 'pass',
      },
      {
        input: 'A 1024 × 1024 RGBA PNG whose character art touches the bottom edge over 160 px',
        params: { borderWidth: 1, tolerance: 5 },
        measured: { format: 'png', borderPixels: 4092, opaqueBorderPixels: 160, opaqueBorderPercent: 3.91 },
        verdict: 'pass',
      },
      {
        input: 'A 512 × 512 RGBA PNG product shot on an opaque white background',
        params: { borderWidth: 4 },
        measured: { format: 'png', borderPixels: 8128, opaqueBorderPixels: 8128, opaqueBorderPercent: 100 },
        verdict: 'fail',
        error: {
          code: 'image_background_not_transparent',
          message: '100% of the 4 px border has alpha above 0; at most 0% is allowed',
        },
      },
      {
        input: 'A JPEG cut-out on a white background',
        params: { borderWidth: 4 },
        measured: { format: 'jpeg' },
        verdict: 'fail',
        error: {
          code: 'image_background_no_alpha_channel',
          message: 'Image has no alpha channel (jpeg), so its background cannot be transparent',
        },
      },
    ],
    related: ['NoAlphaChannel', 'Circle', 'ShapeCountRange'],
    caveats: [
      'Art that touches the canvas edge puts anti-aliased pixels into the border; keep at least borderWidth px of padding, or raise maxAlpha or tolerance.',
      'A fully transparent image passes; add ShapeCountRange with minShapes 1 to require content.',
      'Only the frame is tested: an opaque card inset by more than borderWidth px passes even though its background is not transparent.',
    ],
    inSidebar: true,
  },
] as const satisfies readonly RuleDefinition[];
