/**
 * What a 3D preview needs from a file: its triangles in world space (meters, +Y up), read exactly
 * as the mesh rules read them, with the figures the rules measure most often.
 */
import { bounds, forEachTriangle, worldOf } from './measure.js';
import { readModel } from './read.js';
import { sceneTriangleCount } from './scene.js';

export type MeshPreview =
  | {
      readonly kind: 'preview';
      readonly format: string;
      /** x y z of three corners per triangle. */
      readonly triangles: Float32Array;
      readonly boundsMin: readonly [number, number, number];
      readonly boundsMax: readonly [number, number, number];
      readonly meshCount: number;
      readonly triangleCount: number;
    }
  | { readonly kind: 'unavailable'; readonly reason: string };

/** Triangles drawn at most; larger models are previewed by their bounding box alone. */
const PREVIEW_LIMIT = 2_000_000;

export async function previewGeometry(bytes: Uint8Array): Promise<MeshPreview> {
  const model = await readModel(bytes);
  if (model.kind === 'unreadable') return { kind: 'unavailable', reason: `The file could not be read as a 3D model: ${model.reason}.` };
  if (model.kind === 'server') return { kind: 'unavailable', reason: `${model.reason}.` };
  if (model.kind === 'tooLarge') return { kind: 'unavailable', reason: `The model expands to ${model.triangleCount} triangles; geometry analysis is limited to 2,000,000.` };
  const { scene } = model;
  if (scene.meshCount === 0) return { kind: 'unavailable', reason: 'The file contains no faces to analyze.' };
  const triangleCount = sceneTriangleCount(scene);
  if (triangleCount > PREVIEW_LIMIT) return { kind: 'unavailable', reason: `The model expands to ${triangleCount} triangles; geometry analysis is limited to 2,000,000.` };
  const world = worldOf(scene);
  const triangles = new Float32Array(triangleCount * 9);
  let at = 0;
  forEachTriangle(world, (p, a, b, c) => {
    for (const v of [a, b, c]) {
      triangles[at++] = p[v * 3]!;
      triangles[at++] = p[v * 3 + 1]!;
      triangles[at++] = p[v * 3 + 2]!;
    }
  });
  const box = bounds(world);
  return { kind: 'preview', format: model.detected.format, triangles: triangles.subarray(0, at), boundsMin: box.min, boundsMax: box.max, meshCount: scene.meshCount, triangleCount };
}
