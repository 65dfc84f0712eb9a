/**
 * Text that many rule pages share: how the mesh rules read a 3D file and how the image
 * rules read pixels. Each topic is one page (/docs/rules/mesh_files, /docs/rules/image_files,
 * written by scripts/writeRegistryPages.ts), and a rule lists the sections it relies on in
 * its `reads` entry, so its page links to them instead of repeating them (and search finds
 * the text once).
 */
import { asyncRetryAttempts, asyncRetryDelays, asyncRetryRetries } from './asyncRetry';
import { IMAGE_PIXEL_LIMIT_TEXT } from './limits';

export type FileReadingTopicId = 'mesh_files' | 'image_files';

export interface FileReadingSection {
  /** Anchor on the topic page, lower-kebab-case. */
  readonly id: string;
  readonly heading: string;
  /** Plain paragraphs separated by blank lines; inline code in backticks. */
  readonly text: string;
}

export interface FileReadingTopic {
  readonly id: FileReadingTopicId;
  readonly title: string;
  readonly sidebarLabel: string;
  /** One line for the page description and the links from rule pages. No trailing period. */
  readonly summary: string;
  readonly intro: string;
  readonly sections: readonly FileReadingSection[];
}

/** Route of a topic page, e.g. /docs/rules/mesh_files. */
export function fileReadingPath(topic: FileReadingTopicId, section?: string): string {
  return `/docs/rules/${topic}${section ? `#${section}` : ''}`;
}

/** Doc id of a topic page (relative to docs/). */
export function fileReadingDocId(topic: FileReadingTopicId): string {
  return `rules/${topic}`;
}

const unavailable = (servers: string, code: string): string =>
  `If the feature server that runs the rule (${servers}; each rule page names it under Evaluation) cannot process the file, because it fails, times out, or is in \`outage\` or \`maintenance\`, the result stays \`pending\` and the submission stays \`validating\` while Guildforge retries ${asyncRetryDelays} (${asyncRetryAttempts}). If the last attempt fails too, the rule fails with \`${code}\`, \`measured.service\` names the server, and the submission becomes \`invalid\`. That is not a verdict on the file: once the server is \`operational\` again (listFeatureServers is public), the maker sends the same values with updateSubmission while the schema is \`open\`, which runs every rule again. The error message says the check failed after ${asyncRetryRetries}.`;

export const fileReadingTopics: readonly FileReadingTopic[] = [
  {
    id: 'mesh_files',
    title: 'How mesh files are read',
    sidebarLabel: 'Reading mesh files',
    summary: 'The 3D formats the mesh rules read, how a scene becomes world-space geometry in meters, which surfaces count, how vertices are welded, and what happens to unreadable files',
    intro:
      'Every asynchronous Mesh rule reads the uploaded model the same way before it measures anything. This page describes that reading once; each rule page links to the sections it relies on. ThreeDimensionalFileFormat, the instant rule that checks the format from the file signature, is described on its own page.',
    sections: [
      { id: 'formats', heading: 'Formats', text: 'Guildforge reads glTF 2.0 (`.glb`, and `.gltf` whose buffers and images are embedded as base64 `data:` URIs, because a field holds a single asset), binary FBX 7.1 to 7.7 (file versions 7100 to 7700), Wavefront OBJ, STL (binary and ASCII), PLY (ASCII and binary in either byte order) and USDZ. The format is detected from the bytes, not the file name, exactly as ThreeDimensionalFileFormat does. glTF files using `KHR_draco_mesh_compression`, `EXT_meshopt_compression`, `KHR_mesh_quantization` or `EXT_mesh_gpu_instancing` are decoded; a glTF file that lists any other extension in `extensionsRequired` fails with `mesh_parse_failed`.' },
      { id: 'scene-and-units', heading: 'Scene and units', text: 'The default scene is flattened into world space. glTF uses `scene` (scene 0 when it is absent), FBX the root node, USD the default prim (every root prim when none is set). Each node\'s world transform is applied to its mesh, so a mesh referenced by three nodes is three instances. Coordinates are converted to meters, +Y up, right-handed: glTF already has 1 unit = 1 m; FBX is scaled by GlobalSettings `UnitScaleFactor` / 100 (`UnitScaleFactor` is centimeters per unit, 1.0 when absent) and rotated according to `UpAxis`; USD is scaled by the layer\'s `metersPerUnit` (0.01 when unset) and rotated when `upAxis` is Z; OBJ, STL and PLY carry no units and are read as 1 unit = 1 m with +Y up.' },
      { id: 'surfaces', heading: 'Surfaces', text: 'Only faces count. These are glTF primitives in mode 4, 5 or 6 (triangle strips and fans are expanded to triangles), FBX `PolygonVertexIndex` polygons, OBJ `f` lines, STL facets, PLY `face` elements and USD `UsdGeomMesh` faces (`faceVertexCounts`). Points and lines (glTF modes 0 to 3, OBJ `p` and `l`) and polygons with fewer than three corners are ignored. Skinned meshes are measured at their stored bind-pose positions without the skinned node\'s own transform (as the glTF specification prescribes), morph targets are not applied, and USD subdivision surfaces are measured on their control cage. Where a rule needs triangles, a polygon with n > 3 corners is split into n − 2 triangles by ear clipping in the plane perpendicular to its Newell normal.' },
      { id: 'welding', heading: 'Welding', text: 'Each world-space coordinate in meters is divided by `weldEpsilon` and rounded half away from zero to an integer; vertices with the same integer triple are one vertex. With `weldEpsilon` 0 only bit-identical float64 coordinates weld. Only vertices used by at least one face take part.' },
      { id: 'unreadable-files', heading: 'Unreadable files', text: 'An empty, truncated or corrupt file, a `.gltf` that references external files, or an unsupported required extension fails with `mesh_parse_failed`, and `measured.reason` says what could not be read; a file without any face fails with `mesh_no_geometry`; a scene that expands to more than 2,000,000 triangles (after instancing and triangulation) is not analyzed and fails with `mesh_analysis_limit_exceeded`, with the total in `measured.triangleCount`.' },
      { id: 'unavailable-feature-server', heading: 'When a feature server is unavailable', text: unavailable('geometry, vision or moderation', 'mesh_analysis_unavailable') },
    ],
  },
  {
    id: 'image_files',
    title: 'How image files are read',
    sidebarLabel: 'Reading image files',
    summary: 'The image formats the image rules decode, which frame and samples they measure, which pixels count as visible, how colors become HSL and chroma, and what happens to unreadable files',
    intro:
      'The Image rules that look at pixels decode the file the same way and share the same color definitions. This page describes them once; each rule page links to the sections it relies on. Rules that read only the header (ImageFormat, Size, SizeRange, SizeRatio) are described on their own pages.',
    sections: [
      { id: 'formats-and-frames', heading: 'Formats and frames', text: "Guildforge identifies the format from the file's first bytes, never from its name or declared content type, and decodes PNG (including APNG), JPEG (baseline and progressive), WebP (lossy, lossless and extended), GIF, BMP and classic TIFF. Only the first frame is measured: the default `IDAT` image of an APNG, the first frame of a GIF or animated WebP drawn onto a transparent canvas of the declared canvas size, and the first image (IFD 0) of a multi-page TIFF. The EXIF Orientation tag is not applied: measurements use the pixel grid as stored." },
      { id: 'samples', heading: 'Samples', text: 'Samples are read as 8-bit sRGB: embedded ICC profiles and the PNG `gAMA`, `cHRM`, `sRGB` and `iCCP` chunks are ignored, 16-bit samples become round(v / 257), palette and grayscale images are expanded to RGB (gray g gives R = G = B = g), and premultiplied (associated) TIFF alpha is divided out. JPEG is decoded with libjpeg-turbo using the accurate integer IDCT and fancy upsampling; other JPEG decoders can differ by 1 or 2 levels per channel.' },
      { id: 'visible-pixels', heading: 'Visible pixels', text: 'Only visible pixels are measured: a pixel is visible when its alpha is at least 128 (every pixel of an image without an alpha channel is visible). Pixels under that threshold are skipped because exporters often leave arbitrary colors under full transparency. If no pixel is visible, the rule fails with `image_no_visible_pixels`.' },
      { id: 'hsl', heading: 'HSL values', text: "Each visible pixel's R, G and B (0–255) are converted to HSL as CSS Color 4 converts sRGB. With max = max(R, G, B), min = min(R, G, B) and d = max − min: lightness L = (max + min) / 510 × 100%; saturation S = d / (255 − |max + min − 255|) × 100%, or 0 when d = 0; hue H is undefined when d = 0, and otherwise H = 60 × (G − B) / d (plus 360 when negative) if max = R, 60 × ((B − R) / d + 2) if max = G, and 60 × ((R − G) / d + 4) if max = B, testing R, then G, then B when channels tie. H lies in [0, 360). Values are computed in double precision and compared unrounded; all bounds are inclusive." },
      { id: 'chromatic-pixels', heading: 'Chromatic pixels', text: 'Hue is judged only on chromatic pixels: visible pixels whose chroma C = d / 255 × 100% is at least `minChroma` (default 10%, a spread of at least 25.5 levels between the largest and the smallest channel). Grays, near-whites and near-blacks carry no reliable hue: (255, 254, 254) has HSL saturation 100% but chroma 0.39%, and moving each channel by one level, to (254, 255, 255), turns its hue from 0° (red) to 180° (cyan).' },
      { id: 'unreadable-files', heading: 'Unreadable files', text: 'A file that cannot be decoded (zero bytes, an unknown signature, truncated or corrupt data, a CMYK or YCCK JPEG, a CMYK TIFF, or a TIFF compression other than none, PackBits, LZW, Deflate or JPEG) fails with `image_unreadable`. An image wider or taller than 16384 px fails with `image_decode_limit_exceeded`, and one whose header declares more than ' + IMAGE_PIXEL_LIMIT_TEXT + ' pixels with `image_analysis_limit_exceeded`; neither is decoded.' },
      {
        id: 'asynchronous-rules',
        heading: 'Asynchronous image rules',
        text: `Circle, Classification, Moderation, ShapeAnalysis and ShapeCountRange run asynchronously on the \`vision\` or \`moderation\` feature server after the submission is created in state \`validating\`; until a rule finishes, its entry in \`validation.results\` has status \`pending\`. ${unavailable('vision or moderation', 'image_analysis_unavailable')} It is the only Image rule error that is retryable.`,
      },
    ],
  },
];

export function findFileReadingTopic(id: FileReadingTopicId): FileReadingTopic {
  const topic = fileReadingTopics.find((candidate) => candidate.id === id);
  if (!topic) throw new Error(`Unknown file-reading topic "${id}". Add it to src/data/rules/fileReading.ts.`);
  return topic;
}
