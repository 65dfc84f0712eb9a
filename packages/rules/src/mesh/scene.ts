/**
 * The flattened scene every mesh rule measures ("How mesh files are read"): polygons kept as the
 * file stores them (a quad stays a quad), every mesh instance of the default scene placed by its
 * world matrix, in meters, +Y up.
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

/**
 * The default scene, flattened: every mesh object's faces in world space, one object after another,
 * each object with vertex records of its own (a mesh drawn by four nodes or four GPU instances has
 * four copies of its vertices). One set of typed arrays holds the whole scene, so a file of a million
 * small objects or instances costs a few bytes per vertex, not an object and three arrays per part.
 */
export interface Scene {
  readonly format: string;
  /** Mesh objects with at least one face, instances counted one by one. */
  readonly meshCount: number;
  /** The name of mesh object `index` (0 ≤ index < meshCount), in scene order. */
  readonly meshName: (index: number) => string;
  /**
   * World positions (meters), polygons and the distinct materials of every mesh object;
   * `storedVertexCount` is the count MaxVertexCount's "stored" mode reports for the whole scene.
   */
  readonly surface: MeshData;
}

/** `count` mesh objects drawing one mesh, each with its own world matrix. */
export interface MeshInstances {
  readonly mesh: MeshData;
  readonly count: number;
  /** The node's name, or undefined for the default `mesh_{index}`. */
  readonly name: string | undefined;
  /** Writes instance i's column-major 4 × 4 world matrix into `out`; returns false for none (positions as stored). */
  readonly matrix: (i: number, out: Float64Array) => boolean;
}

/**
 * The mesh with only the vertex records its faces use, renumbered; storedVertexCount unchanged.
 * No rule measures the others, and a mesh of one triangle over millions of vertex records drawn at
 * many instances would otherwise repeat all of them per instance: what is baked is at most one
 * record per corner, which the analysis limit bounds.
 */
function usedVertices(mesh: MeshData): MeshData {
  const remap = new Int32Array(mesh.positions.length / 3).fill(-1);
  let used = 0;
  for (const corner of mesh.corners) if (remap[corner] === -1) remap[corner] = used++;
  if (used === remap.length) return mesh;
  const positions = new Float64Array(used * 3);
  for (let v = 0; v < remap.length; v += 1) {
    const to = remap[v]!;
    if (to < 0) continue;
    positions[to * 3] = mesh.positions[v * 3]!;
    positions[to * 3 + 1] = mesh.positions[v * 3 + 1]!;
    positions[to * 3 + 2] = mesh.positions[v * 3 + 2]!;
  }
  return { ...mesh, positions, corners: mesh.corners.map((corner) => remap[corner]!) };
}

/**
 * Bakes instances into one world-space surface, in order. A scene of one untransformed mesh keeps
 * that mesh's arrays. Matrices are applied in float64, coordinate by coordinate.
 */
export function bakeScene(format: string, parts: readonly MeshInstances[]): Scene {
  const used = parts.filter((part) => part.count > 0 && part.mesh.starts.length > 1).map((part) => (part.count > 1 ? { ...part, mesh: usedVertices(part.mesh) } : part));
  const firsts: number[] = [];
  let meshCount = 0;
  let vertices = 0;
  let faces = 0;
  let cornerCount = 0;
  let storedVertexCount = 0;
  const materials = new Set<string>();
  for (const { mesh, count } of used) {
    firsts.push(meshCount);
    meshCount += count;
    vertices += (mesh.positions.length / 3) * count;
    faces += (mesh.starts.length - 1) * count;
    cornerCount += mesh.corners.length * count;
    storedVertexCount += mesh.storedVertexCount * count;
    for (const material of mesh.materials) materials.add(material);
  }
  const meshName = (index: number): string => {
    let low = 0;
    let high = firsts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (firsts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return used[low]?.name || `mesh_${index}`;
  };
  const m = new Float64Array(16);
  if (used.length === 1 && used[0]!.count === 1 && !used[0]!.matrix(0, m)) {
    const { mesh } = used[0]!;
    return { format, meshCount, meshName, surface: { ...mesh, materials: [...materials], storedVertexCount } };
  }
  const positions = new Float64Array(vertices * 3);
  const starts = new Uint32Array(faces + 1);
  const corners = new Uint32Array(cornerCount);
  let vertexAt = 0;
  let faceAt = 0;
  let cornerAt = 0;
  for (const part of used) {
    const { mesh } = part;
    const source = mesh.positions;
    const faceCount = mesh.starts.length - 1;
    for (let i = 0; i < part.count; i += 1) {
      const base = vertexAt * 3;
      if (part.matrix(i, m)) {
        for (let v = 0; v < source.length; v += 3) {
          const x = source[v]!;
          const y = source[v + 1]!;
          const z = source[v + 2]!;
          positions[base + v] = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
          positions[base + v + 1] = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
          positions[base + v + 2] = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
        }
      } else {
        positions.set(source, base);
      }
      for (let c = 0; c < mesh.corners.length; c += 1) corners[cornerAt + c] = vertexAt + mesh.corners[c]!;
      for (let f = 1; f <= faceCount; f += 1) starts[faceAt + f] = cornerAt + mesh.starts[f]!;
      vertexAt += source.length / 3;
      faceAt += faceCount;
      cornerAt += mesh.corners.length;
    }
  }
  return { format, meshCount, meshName, surface: { positions, starts, corners, materials: [...materials], storedVertexCount } };
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

/** Triangles the scene expands to (a polygon of n corners counts n − 2), all instances included. */
export function sceneTriangleCount(scene: Scene): number {
  return scene.surface.corners.length - 2 * polygonCount(scene.surface);
}
