/**
 * The flattened scene every mesh rule measures ("How mesh files are read"): mesh data as stored,
 * with polygons kept as the file stores them (a quad stays a quad), and the instances of the
 * default scene, each with its world matrix in meters, +Y up.
 */

/** A mesh's surface as stored: positions and polygons (corner lists), before any node transform. */
export interface MeshData {
  /** Local positions, x y z per vertex. */
  readonly positions: Float64Array;
  /** Polygon i has the corners `corners[starts[i]]` up to `corners[starts[i + 1]]` (exclusive). */
  readonly starts: Uint32Array;
  readonly corners: Uint32Array;
  /** Distinct material keys the polygons use (format-specific, e.g. `gltf:2`, `obj:steel`, `default`). */
  readonly materials: readonly string[];
  /** Vertex records as MaxVertexCount's "stored" mode counts them for one instance of this mesh. */
  readonly storedVertexCount: number;
}

/** One mesh object of the default scene. */
export interface MeshInstance {
  readonly name: string;
  readonly mesh: MeshData;
  /** Column-major 4 × 4 world matrix; undefined means identity. */
  readonly matrix?: Float64Array | readonly number[];
}

export interface Scene {
  readonly format: string;
  /** Mesh objects with at least one face, in scene order. */
  readonly instances: readonly MeshInstance[];
  /** Stored vertex records of formats that count them once per file (OBJ `v` lines); otherwise undefined. */
  readonly storedVertexCount?: number;
}

/** Triangles the geometry server analyses at most ("Unreadable files" on /docs/rules/mesh_files). */
export const ANALYSIS_LIMIT = 2_000_000;

/**
 * A file whose own declarations (glTF accessor counts, a binary STL's facet count) already put the
 * default scene above ANALYSIS_LIMIT: answered before anything is decoded or allocated.
 */
export class DeclaredLimitError extends Error {
  constructor(readonly triangleCount: number) {
    super(`the file declares ${triangleCount} triangles`);
  }
}

/** A file that cannot be read; `reason` completes "The file could not be read as a 3D model: {reason}". */
export class MeshReadError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export const polygonCount = (mesh: MeshData): number => mesh.starts.length - 1;

/** Builds MeshData from polygons given as corner arrays, dropping those with fewer than three corners. */
export class PolygonBuilder {
  private readonly starts: number[] = [0];
  private readonly corners: number[] = [];
  readonly materials = new Set<string>();

  add(polygon: readonly number[], material: string): void {
    if (polygon.length < 3) return;
    for (const corner of polygon) this.corners.push(corner);
    this.starts.push(this.corners.length);
    this.materials.add(material);
  }

  get faceCount(): number {
    return this.starts.length - 1;
  }

  build(positions: Float64Array, storedVertexCount: number): MeshData {
    return {
      positions,
      starts: Uint32Array.from(this.starts),
      corners: Uint32Array.from(this.corners),
      materials: [...this.materials],
      storedVertexCount,
    };
  }
}

/** World positions of one instance, in meters. */
export function worldPositions(instance: MeshInstance): Float64Array {
  const { positions } = instance.mesh;
  const m = instance.matrix;
  if (!m) return positions;
  const out = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    const x = positions[i]!;
    const y = positions[i + 1]!;
    const z = positions[i + 2]!;
    out[i] = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
    out[i + 1] = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
    out[i + 2] = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
  }
  return out;
}

/** Triangles the scene expands to (a polygon of n corners counts n − 2), all instances included. */
export function sceneTriangleCount(scene: Scene): number {
  let total = 0;
  for (const { mesh } of scene.instances) total += mesh.corners.length - 2 * polygonCount(mesh);
  return total;
}
