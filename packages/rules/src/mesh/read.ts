/**
 * Reads a 3D file into the flattened scene the mesh rules measure, choosing the reader from the
 * bytes (never the name). The result is cached per byte array, so the rules of one field read
 * the file once.
 */
import type { Document } from '@gltf-transform/core';
import { detectMeshFormat, type DetectedFormat } from './detect.js';
import { gltfScene, readGltfDocument } from './gltf.js';
import { ANALYSIS_LIMIT, DeclaredLimitError, MeshReadError, type Scene } from './scene.js';
import { readObj, readPly } from './textFormats.js';

export type Model =
  | { readonly kind: 'scene'; readonly detected: DetectedFormat; readonly scene: Scene; readonly document?: Document }
  /** A format this package does not read: the API's geometry server checks it. */
  | { readonly kind: 'server'; readonly detected: DetectedFormat; readonly reason: string }
  | { readonly kind: 'unreadable'; readonly reason: string }
  /** The file's declarations put it above the analysis limit; nothing was decoded. */
  | { readonly kind: 'tooLarge'; readonly triangleCount: number };

const SERVER_REASONS: Readonly<Record<string, string>> = {
  fbx: 'FBX files are read only by the API’s geometry server: no maintained JavaScript parser reads binary FBX 7.x faithfully (three’s FBXLoader triangulates polygons on read and applies no UnitScaleFactor), so this checker leaves the verdict to the API',
  usdz: 'USDZ files are read only by the API’s geometry server: no maintained JavaScript parser reads USD crate (.usdc) layers with their metersPerUnit, upAxis and instancing, so this checker leaves the verdict to the API',
};

const FORMAT_LIST = 'glb, gltf, fbx, obj, stl, ply or usdz';

async function readStl(bytes: Uint8Array, detected: DetectedFormat): Promise<Scene> {
  if (detected.version === 'binary' && bytes.length >= 84) {
    // A binary STL states its facet count at byte 80; STLLoader allocates from it.
    const declared = new DataView(bytes.buffer, bytes.byteOffset + 80, 4).getUint32(0, true);
    if (declared > ANALYSIS_LIMIT) throw new DeclaredLimitError(declared);
    if (84 + declared * 50 > bytes.length) throw new MeshReadError(`the STL file is truncated: it declares ${declared} facets, which need ${84 + declared * 50} bytes, and has ${bytes.length}`);
  }
  const { STLLoader } = await import('three/examples/jsm/loaders/STLLoader.js');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const geometry = new STLLoader().parse(buffer);
  const source = geometry.getAttribute('position').array as Float32Array;
  const positions = Float64Array.from(source);
  const facets = positions.length / 9;
  // ASCII STL: one group per `solid` block; binary STL: one object.
  const groups = detected.version === 'ascii' && geometry.groups.length ? geometry.groups : [{ start: 0, count: facets * 3 }];
  const names = (geometry.userData as { groupNames?: string[] }).groupNames ?? [];
  // Every group's facets, in order, in one surface over the file's positions (three records per facet).
  const used = groups.map((group, index) => ({ ...group, name: names[index] })).filter((group) => group.count >= 3);
  const faces = used.reduce((sum, group) => sum + group.count / 3, 0);
  const starts = new Uint32Array(faces + 1);
  const corners = new Uint32Array(faces * 3);
  let at = 0;
  for (const group of used) {
    for (let c = 0; c < group.count; c += 1) {
      corners[at] = group.start + c;
      at += 1;
      if (at % 3 === 0) starts[at / 3] = at;
    }
  }
  const meshName = (index: number) => used[index]?.name || `mesh_${index}`;
  return { format: 'stl', meshCount: used.length, meshName, surface: { positions, starts, corners, materials: used.length ? ['default'] : [], storedVertexCount: faces * 3 } };
}

async function readDetected(bytes: Uint8Array, detected: DetectedFormat): Promise<Model> {
  if (!detected.supported) {
    return { kind: 'unreadable', reason: `the file is ${detected.format} version ${detected.version}, which Guildforge cannot read` };
  }
  const reason = SERVER_REASONS[detected.format];
  if (reason) return { kind: 'server', detected, reason };
  switch (detected.format) {
    case 'glb':
    case 'gltf': {
      const document = await readGltfDocument(bytes, detected.format === 'glb');
      return { kind: 'scene', detected, scene: gltfScene(document, detected.format), document };
    }
    case 'obj':
      return { kind: 'scene', detected, scene: readObj(new TextDecoder().decode(bytes)) };
    case 'ply':
      return { kind: 'scene', detected, scene: readPly(bytes) };
    default:
      return { kind: 'scene', detected, scene: await readStl(bytes, detected) };
  }
}

function looksLikeTruncatedGlb(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && String.fromCharCode(...bytes.subarray(0, 4)) === 'glTF';
}

async function read(bytes: Uint8Array): Promise<Model> {
  try {
    if (bytes.length === 0) return { kind: 'unreadable', reason: 'the file is empty' };
    const detected = detectMeshFormat(bytes);
    if (detected) return await readDetected(bytes, detected);
    if (looksLikeTruncatedGlb(bytes)) await readGltfDocument(bytes, true);
    return { kind: 'unreadable', reason: `the file is not a recognized 3D format (${FORMAT_LIST})` };
  } catch (error) {
    if (error instanceof DeclaredLimitError) return { kind: 'tooLarge', triangleCount: error.triangleCount };
    if (error instanceof MeshReadError) return { kind: 'unreadable', reason: error.reason };
    return { kind: 'unreadable', reason: `the file is corrupt (${(error as Error).message.replace(/\.$/, '')})` };
  }
}

const cache = new WeakMap<Uint8Array, Promise<Model>>();

/** Reads a model once per byte array; later calls with the same bytes get the same result. */
export function readModel(bytes: Uint8Array): Promise<Model> {
  let model = cache.get(bytes);
  if (!model) {
    model = read(bytes);
    cache.set(bytes, model);
  }
  return model;
}
