/**
 * Measurements on a flattened scene, each as the Mesh rule pages define it: welding, edges,
 * connected components, bounding box, corner angles, triangulation, the convexity test and the
 * reference volumes of InnerShape and OuterShape. Everything is computed in float64, in meters.
 */
import earcut from 'earcut';
import { ExtremePoints } from './extremes.js';
import { polygonCount, type MeshData, type Scene } from './scene.js';

/** The scene's world-space surface, with its welds cached per epsilon. */
export class WorldScene {
  readonly surface: MeshData;
  private readonly welds = new Map<number, Welded>();
  private edgeTable: { epsilon: number; counts: EdgeCounts } | undefined;

  constructor(readonly scene: Scene) {
    this.surface = scene.surface;
  }

  weld(epsilon: number): Welded {
    let welded = this.welds.get(epsilon);
    if (!welded) {
      welded = weldScene(this, epsilon);
      this.welds.set(epsilon, welded);
    }
    return welded;
  }

  /** Edge counts after welding at `epsilon`, cached for the last epsilon. */
  edges(epsilon: number): EdgeCounts {
    if (this.edgeTable?.epsilon !== epsilon) this.edgeTable = { epsilon, counts: countEdges(this, this.weld(epsilon)) };
    return this.edgeTable.counts;
  }
}

const worlds = new WeakMap<Scene, WorldScene>();

/** The world-space scene of a read model, computed once however many rules measure it. */
export function worldOf(scene: Scene): WorldScene {
  let world = worlds.get(scene);
  if (!world) {
    world = new WorldScene(scene);
    worlds.set(scene, world);
  }
  return world;
}

/** Rounds half away from zero (the welding rule of "How mesh files are read"). */
const roundAway = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

export interface Welded {
  /** Per vertex record of the surface: its welded id, or -1 when no face uses it. */
  readonly ids: Int32Array;
  readonly count: number;
}

/**
 * Welds the vertices used by faces, across all instances, at `epsilon` meters (0: bit-identical
 * coordinates). Each vertex is keyed by its integer grid cell (or its coordinates) in an
 * open-addressing hash table over typed arrays; equal keys are confirmed by comparing the cells.
 */
function weldScene(world: WorldScene, epsilon: number): Welded {
  const { positions, corners } = world.surface;
  const capacity = corners.length;
  let size = 1024;
  while (size < capacity * 2) size *= 2;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  const cells = new Float64Array(capacity * 3);
  const bits = new Float64Array(1);
  const words = new Uint32Array(bits.buffer);
  // Integer-valued doubles keep their low mantissa bits zero, so each word is avalanched (MurmurHash3's finalizer).
  const avalanche = (h: number) => {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return h ^ (h >>> 16);
  };
  // NaN has many bit patterns and equals nothing, so every NaN vertex used to start a new entry in
  // one ever longer probe run (quadratic: 100,000 NaN triangles ran past a minute). NaN coordinates
  // hash alike and compare equal here, so NaN vertices weld like any other equal coordinates.
  const mix = (hash: number, value: number) => {
    bits[0] = value === value ? value : Number.NaN;
    return avalanche(avalanche(hash ^ words[0]!) ^ words[1]!);
  };
  const same = (a: number, b: number) => a === b || (a !== a && b !== b);
  let count = 0;
  const out = new Int32Array(positions.length / 3).fill(-1);
  for (const corner of corners) {
    if (out[corner] !== -1) continue;
    let x = positions[corner * 3]!;
    let y = positions[corner * 3 + 1]!;
    let z = positions[corner * 3 + 2]!;
    if (epsilon > 0) {
      x = roundAway(x / epsilon);
      y = roundAway(y / epsilon);
      z = roundAway(z / epsilon);
    }
    // -0 and 0 are different bits but the same position.
    x += 0;
    y += 0;
    z += 0;
    let slot = (mix(mix(mix(0x811c9dc5, x), y), z) >>> 0) & mask;
    let id = table[slot]!;
    while (id !== -1 && !(same(cells[id * 3]!, x) && same(cells[id * 3 + 1]!, y) && same(cells[id * 3 + 2]!, z))) {
      slot = (slot + 1) & mask;
      id = table[slot]!;
    }
    if (id === -1) {
      id = count;
      table[slot] = id;
      cells[count * 3] = x;
      cells[count * 3 + 1] = y;
      cells[count * 3 + 2] = z;
      count += 1;
    }
    out[corner] = id;
  }
  return { ids: out, count };
}

/** Welds at `epsilon` (cached on the world scene). */
export function weld(world: WorldScene, epsilon: number): Welded {
  return world.weld(epsilon);
}

/** Calls `visit(a, b)` for each polygon edge between welded vertices (both directions of a shared edge included). */
function forEachEdge(world: WorldScene, welded: Welded, visit: (a: number, b: number) => void): void {
  const mesh = world.surface;
  const { ids } = welded;
  for (let f = 0; f < polygonCount(mesh); f += 1) {
    const start = mesh.starts[f]!;
    const end = mesh.starts[f + 1]!;
    for (let c = start; c < end; c += 1) visit(ids[mesh.corners[c]!]!, ids[mesh.corners[c + 1 < end ? c + 1 : start]!]!);
  }
}

export interface EdgeCounts {
  /** Unique undirected edges between two different welded vertices. */
  readonly edgeCount: number;
  /** Edges used by one polygon side, or by three or more (ConvexShape's open edges). */
  readonly openEdgeCount: number;
}

/** Counts welded edges by sorting their keys and measuring the runs. */
function countEdges(world: WorldScene, welded: Welded): EdgeCounts {
  const keys = new Float64Array(world.surface.corners.length);
  let used = 0;
  const n = welded.count;
  forEachEdge(world, welded, (a, b) => {
    if (a !== b) keys[used++] = a < b ? a * n + b : b * n + a;
  });
  const sorted = keys.subarray(0, used).sort();
  let edgeCount = 0;
  let openEdgeCount = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j += 1;
    edgeCount += 1;
    if (j - i !== 2) openEdgeCount += 1;
    i = j;
  }
  return { edgeCount, openEdgeCount };
}

/** Edge counts after welding at `epsilon`. */
export function edgeCounts(world: WorldScene, epsilon: number): EdgeCounts {
  return world.edges(epsilon);
}

/** Connected components of the welded surface, as triangle counts, largest first. */
export function componentTriangleCounts(world: WorldScene, welded: Welded): number[] {
  const parent = new Int32Array(welded.count);
  for (let i = 0; i < parent.length; i += 1) parent[i] = i;
  const find = (x: number): number => {
    let root = x;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[x] !== root) {
      const next = parent[x]!;
      parent[x] = root;
      x = next;
    }
    return root;
  };
  forEachEdge(world, welded, (a, b) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[ra] = rb;
  });
  const triangles = new Map<number, number>();
  const mesh = world.surface;
  const { ids } = welded;
  for (let f = 0; f < polygonCount(mesh); f += 1) {
    const root = find(ids[mesh.corners[mesh.starts[f]!]!]!);
    triangles.set(root, (triangles.get(root) ?? 0) + mesh.starts[f + 1]! - mesh.starts[f]! - 2);
  }
  return [...triangles.values()].sort((a, b) => b - a);
}

export interface Bounds {
  readonly min: [number, number, number];
  readonly max: [number, number, number];
}

/** The world-space box around every vertex that a face uses. */
export function bounds(world: WorldScene): Bounds {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const { positions, corners } = world.surface;
  for (const corner of corners) {
    for (let axis = 0; axis < 3; axis += 1) {
      const value = positions[corner * 3 + axis]!;
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    }
  }
  return { min, max };
}

/** Calls `visit(positions, index)` once per vertex record that a face uses (each instance has records of its own). */
export function forEachUsedVertex(world: WorldScene, visit: (positions: Float64Array, vertex: number) => void): void {
  const { positions, corners } = world.surface;
  const seen = new Uint8Array(positions.length / 3);
  for (const corner of corners) {
    if (seen[corner]) continue;
    seen[corner] = 1;
    visit(positions, corner);
  }
}

type Vec3 = [number, number, number];
const sub = (p: Float64Array, a: number, b: number): Vec3 => [p[a * 3]! - p[b * 3]!, p[a * 3 + 1]! - p[b * 3 + 1]!, p[a * 3 + 2]! - p[b * 3 + 2]!];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const length = (a: Vec3) => Math.sqrt(dot(a, a));

/** The Newell normal of a polygon (its length is twice the polygon's area). */
function newell(p: Float64Array, corners: Uint32Array, start: number, end: number): Vec3 {
  const n: Vec3 = [0, 0, 0];
  for (let c = start; c < end; c += 1) {
    const i = corners[c]! * 3;
    const j = corners[c + 1 < end ? c + 1 : start]! * 3;
    n[0] += (p[i + 1]! - p[j + 1]!) * (p[i + 2]! + p[j + 2]!);
    n[1] += (p[i + 2]! - p[j + 2]!) * (p[i]! + p[j]!);
    n[2] += (p[i]! - p[j]!) * (p[i + 1]! + p[j + 1]!);
  }
  return n;
}

export interface AngleStats {
  /** Smallest corner angle of the non-degenerate faces, in degrees (undefined when there is none). */
  readonly minAngle: number | undefined;
  readonly belowCount: number;
  readonly degenerateFaceCount: number;
}

/** MinAngle's measurements: corner angles of every stored polygon, in world space. */
export function cornerAngles(world: WorldScene, min: number): AngleStats {
  let minAngle: number | undefined;
  let belowCount = 0;
  let degenerateFaceCount = 0;
  const mesh = world.surface;
  const p = mesh.positions;
  const { starts, corners } = mesh;
  for (let f = 0; f < polygonCount(mesh); f += 1) {
    const start = starts[f]!;
    const end = starts[f + 1]!;
    const area = length(newell(p, corners, start, end)) / 2;
    let degenerate = area <= 1e-12;
    for (let c = start; c < end && !degenerate; c += 1) {
      if (length(sub(p, corners[c]!, corners[c + 1 < end ? c + 1 : start]!)) < 1e-7) degenerate = true;
    }
    if (degenerate) {
      degenerateFaceCount += 1;
      continue;
    }
    for (let c = start; c < end; c += 1) {
      const at = corners[c]!;
      const previous = corners[c > start ? c - 1 : end - 1]!;
      const next = corners[c + 1 < end ? c + 1 : start]!;
      const a = sub(p, previous, at);
      const b = sub(p, next, at);
      const cosine = Math.min(1, Math.max(-1, dot(a, b) / (length(a) * length(b))));
      const angle = (Math.acos(cosine) * 180) / Math.PI;
      if (minAngle === undefined || angle < minAngle) minAngle = angle;
      if (angle < min) belowCount += 1;
    }
  }
  return { minAngle, belowCount, degenerateFaceCount };
}

/**
 * Triangles of every polygon, in world space: a triangle as is, an n-gon split into n − 2 by ear
 * clipping (earcut) in the plane perpendicular to its Newell normal. Calls `visit` with the
 * positions array and the three vertex indices.
 */
export function forEachTriangle(world: WorldScene, visit: (p: Float64Array, a: number, b: number, c: number) => void): void {
  const mesh = world.surface;
  const p = mesh.positions;
  const { starts, corners } = mesh;
  for (let f = 0; f < polygonCount(mesh); f += 1) {
    const start = starts[f]!;
    const end = starts[f + 1]!;
    if (end - start === 3) {
      visit(p, corners[start]!, corners[start + 1]!, corners[start + 2]!);
      continue;
    }
    const n = newell(p, corners, start, end);
    // Project onto the two axes other than the normal's largest component.
    const drop = Math.abs(n[0]) >= Math.abs(n[1]) && Math.abs(n[0]) >= Math.abs(n[2]) ? 0 : Math.abs(n[1]) >= Math.abs(n[2]) ? 1 : 2;
    const u = drop === 0 ? 1 : 0;
    const v = drop === 2 ? 1 : 2;
    const flat: number[] = [];
    for (let c = start; c < end; c += 1) flat.push(p[corners[c]! * 3 + u]!, p[corners[c]! * 3 + v]!);
    const triangles = earcut(flat);
    for (let t = 0; t < triangles.length; t += 3) {
      visit(p, corners[start + triangles[t]!]!, corners[start + triangles[t + 1]!]!, corners[start + triangles[t + 2]!]!);
    }
  }
}

/** Unique world positions of the vertices faces use (ConvexShape compares every face with these). */
export function uniquePositions(world: WorldScene): Float64Array {
  const welded = weld(world, 0);
  const out = new Float64Array(welded.count * 3);
  const { ids } = welded;
  const p = world.surface.positions;
  for (let v = 0; v < ids.length; v += 1) {
    const id = ids[v]!;
    if (id < 0) continue;
    out[id * 3] = p[v * 3]!;
    out[id * 3 + 1] = p[v * 3 + 1]!;
    out[id * 3 + 2] = p[v * 3 + 2]!;
  }
  return out;
}

export interface ConvexityStats {
  readonly violatingFaceCount: number;
  readonly maxDeviation: number;
}

/**
 * ConvexShape's test: triangles with scene vertices more than `tolerance` on both sides of their
 * plane. The vertices are searched through ExtremePoints, which answers as comparing each triangle
 * with every vertex would, without reading every vertex.
 */
export function convexity(world: WorldScene, tolerance: number): ConvexityStats {
  const vertices = new ExtremePoints(uniquePositions(world));
  let violatingFaceCount = 0;
  let maxDeviation = 0;
  forEachTriangle(world, (p, a, b, c) => {
    const normal = cross(sub(p, b, a), sub(p, c, a));
    const size = length(normal);
    if (size <= 1e-12) return;
    const nx = normal[0] / size;
    const ny = normal[1] / size;
    const nz = normal[2] / size;
    const offset = nx * p[a * 3]! + ny * p[a * 3 + 1]! + nz * p[a * 3 + 2]!;
    // A NaN normal or offset gives NaN distances, which are never beyond the tolerance.
    if (!(offset === offset)) return;
    // The side below the plane is the side above the flipped plane: −(n · v − offset) exactly.
    if (!vertices.exceeds(nx, ny, nz, offset, tolerance) || !vertices.exceeds(-nx, -ny, -nz, -offset, tolerance)) return;
    violatingFaceCount += 1;
    // min(max d, −min d) can only raise maxDeviation when both sides reach beyond it.
    if (!vertices.exceeds(nx, ny, nz, offset, maxDeviation) || !vertices.exceeds(-nx, -ny, -nz, -offset, maxDeviation)) return;
    const high = vertices.max(nx, ny, nz, offset);
    const low = -vertices.max(-nx, -ny, -nz, -offset);
    maxDeviation = Math.max(maxDeviation, Math.min(high, -low));
  });
  return { violatingFaceCount, maxDeviation };
}

// ---------------------------------------------------------------- reference volumes

export type ShapeName = 'box' | 'sphere' | 'cylinder' | 'capsule';

export interface ReferenceShape {
  readonly shape: ShapeName;
  readonly center: readonly [number, number, number];
  readonly width?: number;
  readonly height?: number;
  readonly depth?: number;
  readonly radius?: number;
}

/** InnerShape's distance of a point outside the volume (0 inside), with q = v − center. */
export function distanceOutside(shape: ReferenceShape, qx: number, qy: number, qz: number): number {
  const pos = (value: number) => Math.max(0, value);
  switch (shape.shape) {
    case 'box':
      return Math.hypot(pos(Math.abs(qx) - shape.width! / 2), pos(Math.abs(qy) - shape.height! / 2), pos(Math.abs(qz) - shape.depth! / 2));
    case 'sphere':
      return Math.hypot(qx, qy, qz) - shape.radius!;
    case 'cylinder':
      return Math.hypot(pos(Math.hypot(qx, qz) - shape.radius!), pos(Math.abs(qy) - shape.height! / 2));
    case 'capsule': {
      const s = shape.height! / 2 - shape.radius!;
      const y = Math.max(-s, Math.min(s, qy));
      return Math.hypot(qx, qy - y, qz) - shape.radius!;
    }
  }
}

/** Signed solid angle of triangle (a, b, c) seen from the origin (Van Oosterom and Strackee). */
function solidAngle(a: Vec3, b: Vec3, c: Vec3): number {
  const la = length(a);
  const lb = length(b);
  const lc = length(c);
  const numerator = dot(a, cross(b, c));
  const denominator = la * lb * lc + dot(a, b) * lc + dot(a, c) * lb + dot(b, c) * la;
  return 2 * Math.atan2(numerator, denominator);
}

const at = (p: Float64Array, v: number, center: readonly number[]): Vec3 => [p[v * 3]! - center[0]!, p[v * 3 + 1]! - center[1]!, p[v * 3 + 2]! - center[2]!];

/** The generalized winding number of the model at `center`, over non-degenerate triangles. */
export function windingNumber(world: WorldScene, center: readonly number[]): number {
  let total = 0;
  forEachTriangle(world, (p, a, b, c) => {
    if (length(cross(sub(p, b, a), sub(p, c, a))) <= 1e-12) return;
    total += solidAngle(at(p, a, center), at(p, b, center), at(p, c, center));
  });
  return total / (4 * Math.PI);
}

/** Closest distance from the origin to triangle (a, b, c) (Ericson, Real-Time Collision Detection 5.1.5). */
function pointTriangleDistance(a: Vec3, b: Vec3, c: Vec3): number {
  const p: Vec3 = [0, 0, 0];
  const ab = subV(b, a);
  const ac = subV(c, a);
  const ap = subV(p, a);
  const d1 = dot(ab, ap);
  const d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return length(a);
  const bp = subV(p, b);
  const d3 = dot(ab, bp);
  const d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return length(b);
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return length(addScaled(a, ab, d1 / (d1 - d3)));
  const cp = subV(p, c);
  const d5 = dot(ab, cp);
  const d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return length(c);
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return length(addScaled(a, ac, d2 / (d2 - d6)));
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) return length(addScaled(b, subV(c, b), (d4 - d3) / (d4 - d3 + (d5 - d6))));
  const denominator = 1 / (va + vb + vc);
  const v = vb * denominator;
  const w = vc * denominator;
  return length([a[0] + ab[0] * v + ac[0] * w, a[1] + ab[1] * v + ac[1] * w, a[2] + ab[2] * v + ac[2] * w]);
}

const subV = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const addScaled = (a: Vec3, d: Vec3, t: number): Vec3 => [a[0] + d[0] * t, a[1] + d[1] * t, a[2] + d[2] * t];

/** Closest distance between segments p1–q1 and p2–q2 (Ericson 5.1.9). */
function segmentSegmentDistance(p1: Vec3, q1: Vec3, p2: Vec3, q2: Vec3): number {
  const d1 = subV(q1, p1);
  const d2 = subV(q2, p2);
  const r = subV(p1, p2);
  const a = dot(d1, d1);
  const e = dot(d2, d2);
  const f = dot(d2, r);
  let s: number;
  let t: number;
  const clamp = (x: number) => Math.max(0, Math.min(1, x));
  if (a <= 1e-300 && e <= 1e-300) return length(r);
  if (a <= 1e-300) {
    s = 0;
    t = clamp(f / e);
  } else {
    const c = dot(d1, r);
    if (e <= 1e-300) {
      t = 0;
      s = clamp(-c / a);
    } else {
      const b = dot(d1, d2);
      const denominator = a * e - b * b;
      s = denominator !== 0 ? clamp((b * f - c * e) / denominator) : 0;
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = clamp(-c / a);
      } else if (t > 1) {
        t = 1;
        s = clamp((b - c) / a);
      }
    }
  }
  return length(subV(addScaled(p1, d1, s), addScaled(p2, d2, t)));
}

/** Closest distance from the segment (0, −s, 0)–(0, s, 0) to triangle (a, b, c). */
function axisTriangleDistance(s: number, a: Vec3, b: Vec3, c: Vec3): number {
  const top: Vec3 = [0, s, 0];
  const bottom: Vec3 = [0, -s, 0];
  // The segment crosses the triangle: distance 0.
  const normal = cross(subV(b, a), subV(c, a));
  const dTop = dot(normal, subV(top, a));
  const dBottom = dot(normal, subV(bottom, a));
  if ((dTop <= 0 && dBottom >= 0) || (dTop >= 0 && dBottom <= 0)) {
    if (dTop !== dBottom) {
      const t = dTop / (dTop - dBottom);
      const hit: Vec3 = [0, s - 2 * s * t, 0];
      const inside = [
        [a, b],
        [b, c],
        [c, a],
      ].every(([u, v]) => dot(cross(subV(v!, u!), subV(hit, u!)), normal) >= 0);
      if (inside) return 0;
    }
  }
  const shift = (v: Vec3, y: number): Vec3 => [v[0], v[1] - y, v[2]];
  return Math.min(
    pointTriangleDistance(shift(a, s), shift(b, s), shift(c, s)),
    pointTriangleDistance(shift(a, -s), shift(b, -s), shift(c, -s)),
    segmentSegmentDistance(bottom, top, a, b),
    segmentSegmentDistance(bottom, top, b, c),
    segmentSegmentDistance(bottom, top, c, a),
  );
}

/** Separating axis test of triangle (a, b, c) against the open box of half-extents h at the origin. */
function triangleOverlapsOpenBox(a: Vec3, b: Vec3, c: Vec3, h: Vec3): boolean {
  const edges = [subV(b, a), subV(c, b), subV(a, c)];
  const axes: Vec3[] = [[1, 0, 0], [0, 1, 0], [0, 0, 1], cross(edges[0]!, edges[1]!)];
  for (const edge of edges) for (const unit of [[1, 0, 0], [0, 1, 0], [0, 0, 1]] as Vec3[]) axes.push(cross(unit, edge));
  for (const axis of axes) {
    if (Math.abs(axis[0]) + Math.abs(axis[1]) + Math.abs(axis[2]) < 1e-18) continue;
    const pa = dot(a, axis);
    const pb = dot(b, axis);
    const pc = dot(c, axis);
    const radius = h[0] * Math.abs(axis[0]) + h[1] * Math.abs(axis[1]) + h[2] * Math.abs(axis[2]);
    // Open box: touching the boundary is not overlapping.
    if (Math.min(pa, pb, pc) >= radius || Math.max(pa, pb, pc) <= -radius) return false;
  }
  return true;
}

/** Clips a polygon to y < limit (keep = 1) or y > −limit (keep = −1). */
function clipY(polygon: Vec3[], limit: number, keep: 1 | -1): Vec3[] {
  const out: Vec3[] = [];
  const inside = (v: Vec3) => keep * v[1] < limit;
  polygon.forEach((current, index) => {
    const next = polygon[(index + 1) % polygon.length]!;
    if (inside(current)) out.push(current);
    if (inside(current) !== inside(next)) {
      const t = (keep * limit - current[1]) / (next[1] - current[1]);
      out.push(addScaled(current, subV(next, current), t));
    }
  });
  return out;
}

/** Distance in the XZ plane from the origin to a polygon (0 when the origin is inside it). */
function xzDistance(polygon: Vec3[]): number {
  let inside = false;
  let best = Infinity;
  polygon.forEach((u, index) => {
    const v = polygon[(index + 1) % polygon.length]!;
    if (u[2] > 0 !== v[2] > 0 && 0 < ((v[0] - u[0]) * (0 - u[2])) / (v[2] - u[2]) + u[0]) inside = !inside;
    const dx = v[0] - u[0];
    const dz = v[2] - u[2];
    const squared = dx * dx + dz * dz;
    const t = squared > 0 ? Math.max(0, Math.min(1, -(u[0] * dx + u[2] * dz) / squared)) : 0;
    best = Math.min(best, Math.hypot(u[0] + dx * t, u[2] + dz * t));
  });
  return inside ? 0 : best;
}

/** OuterShape's second test: does the triangle reach into the volume shrunk by `tolerance`? */
export function penetrates(shape: ReferenceShape, tolerance: number, a: Vec3, b: Vec3, c: Vec3): boolean {
  switch (shape.shape) {
    case 'sphere':
      return pointTriangleDistance(a, b, c) < shape.radius! - tolerance;
    case 'capsule':
      return axisTriangleDistance(shape.height! / 2 - shape.radius!, a, b, c) < shape.radius! - tolerance;
    case 'box': {
      const h: Vec3 = [shape.width! / 2 - tolerance, shape.height! / 2 - tolerance, shape.depth! / 2 - tolerance];
      return h.every((value) => value > 0) && triangleOverlapsOpenBox(a, b, c, h);
    }
    case 'cylinder': {
      const half = shape.height! / 2 - tolerance;
      if (half <= 0) return false;
      const slab = clipY(clipY([a, b, c], half, 1), half, -1);
      return slab.length > 0 && xzDistance(slab) < shape.radius! - tolerance;
    }
  }
}

/** OuterShape's penetrating triangle count, over the triangulated scene. */
export function penetratingTriangles(world: WorldScene, shape: ReferenceShape, tolerance: number): number {
  let count = 0;
  forEachTriangle(world, (p, a, b, c) => {
    if (penetrates(shape, tolerance, at(p, a, shape.center), at(p, b, shape.center), at(p, c, shape.center))) count += 1;
  });
  return count;
}
