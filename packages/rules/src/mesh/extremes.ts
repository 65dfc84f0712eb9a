/**
 * Extreme-point queries for ConvexShape: for a unit normal n and offset o, does some point have
 * n · v − o above a threshold, and what is the largest such value? Comparing every face with
 * every vertex took 35–39 s on a 199,000-triangle sphere. Here the points sit in a k-d tree whose
 * nodes carry two bounds on n · v − o, and a query visits only the nodes that can still hold a
 * point above its threshold:
 *
 * - the node's box, evaluated with the corner that n favours, in the same operation order as a
 *   point's distance. Rounding to nearest is monotone, so this bound is never below the distance
 *   computed for any point in the box: it prunes exactly, and exactly flat faces (all distances 0)
 *   cost nothing;
 * - the node's points lie in a ball and in a slab along their least-spread direction (a surface
 *   patch is thin across itself). The maximum of n · v over that ball-and-slab is tight when n is
 *   close to the patch's normal, which is the case for every face of a convex model near its own
 *   patch, where a box overshoots by the patch's size. It is computed in closed form, with a
 *   margin for rounding.
 *
 * Hull libraries were measured first and not used: quickhull3d 3.1.2 and three's ConvexHull took
 * 14 s and 16 s for 100,000 points on a sphere, and quickhull3d 266 s for 1,000,000 (each point of
 * a tessellated sphere is a hull vertex, quickhull's worst case).
 *
 * Each answer is a distance computed for a real point with the expression the rule page gives, so
 * the violation test is the all-pairs test's; only the search is pruned.
 */

const LEAF_SIZE = 8;

export class ExtremePoints {
  private readonly points: Float64Array;
  /** Point indices, reordered so that each node owns one contiguous range. */
  private readonly order: Uint32Array;
  private readonly start: Uint32Array;
  private readonly end: Uint32Array;
  /** First child's node index (the second is the next one), or 0 for a leaf. */
  private readonly child: Uint32Array;
  /** Per node: min x, y, z, max x, y, z. */
  private readonly box: Float64Array;
  /** Per node: center x, y, z, radius, slab normal x, y, z, slab low, slab high, margin. */
  private readonly slab: Float64Array;
  private nodeCount = 0;
  /** Points with an infinite coordinate: no finite box holds them, so every query reads them. */
  private readonly unbounded: number[] = [];
  private readonly stack: Uint32Array;

  /** `points` holds x, y, z per point; points with a NaN coordinate have no distance and are left out. */
  constructor(points: Float64Array) {
    this.points = points;
    const count = points.length / 3;
    const kept: number[] = [];
    for (let v = 0; v < count; v += 1) {
      const x = points[v * 3]!;
      const y = points[v * 3 + 1]!;
      const z = points[v * 3 + 2]!;
      if (x !== x || y !== y || z !== z) continue;
      if (Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(z)) kept.push(v);
      else this.unbounded.push(v);
    }
    this.order = Uint32Array.from(kept);
    const capacity = Math.max(1, 2 * Math.ceil(kept.length / (LEAF_SIZE / 2)) + 1);
    this.start = new Uint32Array(capacity);
    this.end = new Uint32Array(capacity);
    this.child = new Uint32Array(capacity);
    this.box = new Float64Array(capacity * 6);
    this.slab = new Float64Array(capacity * 10);
    this.stack = new Uint32Array(capacity);
    if (kept.length > 0) this.build();
  }

  private build(): void {
    this.nodeCount = 1;
    this.start[0] = 0;
    this.end[0] = this.order.length;
    // Breadth-first over the node array: a node's children are appended as it is visited.
    for (let node = 0; node < this.nodeCount; node += 1) {
      this.describe(node);
      const from = this.start[node]!;
      const to = this.end[node]!;
      if (to - from <= LEAF_SIZE) continue;
      const b = node * 6;
      const spread = [this.box[b + 3]! - this.box[b]!, this.box[b + 4]! - this.box[b + 1]!, this.box[b + 5]! - this.box[b + 2]!];
      const axis = spread[0]! >= spread[1]! && spread[0]! >= spread[2]! ? 0 : spread[1]! >= spread[2]! ? 1 : 2;
      if (!(spread[axis]! > 0)) continue; // all points equal: one leaf
      const middle = (from + to) >>> 1;
      this.select(from, to - 1, middle, axis);
      const left = this.nodeCount;
      this.nodeCount += 2;
      this.child[node] = left;
      this.start[left] = from;
      this.end[left] = middle;
      this.start[left + 1] = middle;
      this.end[left + 1] = to;
    }
  }

  /** Quickselect (Hoare partition, middle pivot): order[k] gets the k-th smallest coordinate on `axis`. */
  private select(left: number, right: number, k: number, axis: number): void {
    const { order, points } = this;
    while (left < right) {
      const pivot = points[order[(left + right) >>> 1]! * 3 + axis]!;
      let i = left;
      let j = right;
      while (i <= j) {
        while (points[order[i]! * 3 + axis]! < pivot) i += 1;
        while (points[order[j]! * 3 + axis]! > pivot) j -= 1;
        if (i <= j) {
          const swap = order[i]!;
          order[i] = order[j]!;
          order[j] = swap;
          i += 1;
          j -= 1;
        }
      }
      if (k <= j) right = j;
      else if (k >= i) left = i;
      else return;
    }
  }

  /** The node's box, and its ball and slab along the least-spread direction of its points. */
  private describe(node: number): void {
    const { order, points } = this;
    const from = this.start[node]!;
    const to = this.end[node]!;
    let minX = Infinity, minY = Infinity, minZ = Infinity, maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
    let sx = 0, sy = 0, sz = 0;
    for (let i = from; i < to; i += 1) {
      const p = order[i]! * 3;
      const x = points[p]!, y = points[p + 1]!, z = points[p + 2]!;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (z < minZ) minZ = z;
      if (z > maxZ) maxZ = z;
      sx += x;
      sy += y;
      sz += z;
    }
    const b = node * 6;
    this.box[b] = minX;
    this.box[b + 1] = minY;
    this.box[b + 2] = minZ;
    this.box[b + 3] = maxX;
    this.box[b + 4] = maxY;
    this.box[b + 5] = maxZ;
    const n = to - from;
    const cx = sx / n, cy = sy / n, cz = sz / n;
    let xx = 0, xy = 0, xz = 0, yy = 0, yz = 0, zz = 0, r2 = 0;
    for (let i = from; i < to; i += 1) {
      const p = order[i]! * 3;
      const x = points[p]! - cx, y = points[p + 1]! - cy, z = points[p + 2]! - cz;
      xx += x * x;
      xy += x * y;
      xz += x * z;
      yy += y * y;
      yz += y * z;
      zz += z * z;
      r2 = Math.max(r2, x * x + y * y + z * z);
    }
    const [mx, my, mz] = leastSpreadDirection(xx, xy, xz, yy, yz, zz);
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = from; i < to; i += 1) {
      const p = order[i]! * 3;
      const s = mx * (points[p]! - cx) + my * (points[p + 1]! - cy) + mz * (points[p + 2]! - cz);
      if (s < lo) lo = s;
      if (s > hi) hi = s;
    }
    const radius = Math.sqrt(r2);
    const scale = Math.max(Math.abs(minX), Math.abs(maxX), Math.abs(minY), Math.abs(maxY), Math.abs(minZ), Math.abs(maxZ));
    const s = node * 10;
    this.slab[s] = cx;
    this.slab[s + 1] = cy;
    this.slab[s + 2] = cz;
    this.slab[s + 3] = radius;
    this.slab[s + 4] = mx;
    this.slab[s + 5] = my;
    this.slab[s + 6] = mz;
    this.slab[s + 7] = lo;
    this.slab[s + 8] = hi;
    // Rounding: the slab offsets and radius are off by a few ulps of the coordinates, and the disc
    // radius sqrt(r² − s²) by up to √ε·r where s is close to r. 1e-7·r and 1e-12 of the magnitude
    // are orders of magnitude above both.
    this.slab[s + 9] = 1e-7 * radius + 1e-12 * scale;
  }

  /** Whether some point has n · v − offset > threshold (n a unit vector). */
  exceeds(nx: number, ny: number, nz: number, offset: number, threshold: number): boolean {
    for (const v of this.unbounded) if (this.distance(v, nx, ny, nz, offset) > threshold) return true;
    return this.search(nx, ny, nz, offset, threshold, true) > threshold;
  }

  /** The largest n · v − offset over the points (−Infinity when no point has one). */
  max(nx: number, ny: number, nz: number, offset: number): number {
    let best = -Infinity;
    for (const v of this.unbounded) {
      const d = this.distance(v, nx, ny, nz, offset);
      if (d > best) best = d;
    }
    return this.search(nx, ny, nz, offset, best, false);
  }

  private distance(v: number, nx: number, ny: number, nz: number, offset: number): number {
    const p = this.points;
    return nx * p[v * 3]! + ny * p[v * 3 + 1]! + nz * p[v * 3 + 2]! - offset;
  }

  /** An upper bound of n · v − offset over the node's points (see the file comment). */
  private bound(node: number, nx: number, ny: number, nz: number, offset: number): number {
    const b = node * 6;
    const corner = (nx >= 0 ? nx * this.box[b + 3]! : nx * this.box[b]!) + (ny >= 0 ? ny * this.box[b + 4]! : ny * this.box[b + 1]!) + (nz >= 0 ? nz * this.box[b + 5]! : nz * this.box[b + 2]!) - offset;
    const s = node * 10;
    const cx = this.slab[s]!, cy = this.slab[s + 1]!, cz = this.slab[s + 2]!, r = this.slab[s + 3]!;
    const mx = this.slab[s + 4]!, my = this.slab[s + 5]!, mz = this.slab[s + 6]!;
    // n = a·m + b·w with w ⟂ m; over the ball, a·s + b·t (s along m, t along w, s² + t² ≤ r²)
    // peaks at s = a·r; inside the slab that is n · c + r, else the slab face nearest to it.
    const a = Math.max(-1, Math.min(1, nx * mx + ny * my + nz * mz));
    const along = a * r;
    const lo = this.slab[s + 7]!;
    const hi = this.slab[s + 8]!;
    let peak: number;
    if (along > hi || along < lo) {
      const face = along > hi ? hi : lo;
      peak = a * face + Math.sqrt(Math.max(0, 1 - a * a)) * Math.sqrt(Math.max(0, (r - Math.abs(face)) * (r + Math.abs(face))));
    } else peak = r;
    const ball = nx * cx + ny * cy + nz * cz + peak - offset + this.slab[s + 9]! + 1e-12 * Math.abs(offset);
    return Math.min(corner, ball);
  }

  /**
   * Depth-first, the child with the higher bound first. With `firstAbove`, stops at the first
   * distance above `floor`; otherwise returns the largest distance, or `floor` when none is above it.
   */
  private search(nx: number, ny: number, nz: number, offset: number, floor: number, firstAbove: boolean): number {
    if (this.nodeCount === 0) return floor;
    const { stack, order, points } = this;
    let best = floor;
    let top = 0;
    if (!(this.bound(0, nx, ny, nz, offset) <= best)) stack[top++] = 0;
    while (top > 0) {
      const node = stack[--top]!;
      const left = this.child[node]!;
      if (left === 0) {
        for (let i = this.start[node]!; i < this.end[node]!; i += 1) {
          const p = order[i]! * 3;
          const d = nx * points[p]! + ny * points[p + 1]! + nz * points[p + 2]! - offset;
          if (d > best) {
            best = d;
            if (firstAbove) return best;
          }
        }
        continue;
      }
      // Bounds are checked again when a node is taken from the stack, against the best so far.
      const boundLeft = this.bound(left, nx, ny, nz, offset);
      const boundRight = this.bound(left + 1, nx, ny, nz, offset);
      const first = boundLeft >= boundRight ? left : left + 1;
      const second = first === left ? left + 1 : left;
      const firstBound = first === left ? boundLeft : boundRight;
      const secondBound = first === left ? boundRight : boundLeft;
      if (!(secondBound <= best)) stack[top++] = second;
      if (!(firstBound <= best)) stack[top++] = first;
    }
    return best;
  }
}

/** The unit eigenvector of the smallest eigenvalue of a symmetric 3 × 3 matrix (any unit vector when that is ill-defined). */
function leastSpreadDirection(xx: number, xy: number, xz: number, yy: number, yz: number, zz: number): [number, number, number] {
  // Eigenvalues by the trigonometric method (Smith 1961), then the eigenvector as the longest
  // cross product of two rows of (A − λI).
  const p1 = xy * xy + xz * xz + yz * yz;
  const q = (xx + yy + zz) / 3;
  const p2 = (xx - q) ** 2 + (yy - q) ** 2 + (zz - q) ** 2 + 2 * p1;
  const p = Math.sqrt(p2 / 6);
  let smallest = q;
  if (p > 0) {
    const bxx = (xx - q) / p, byy = (yy - q) / p, bzz = (zz - q) / p, bxy = xy / p, bxz = xz / p, byz = yz / p;
    const det = bxx * (byy * bzz - byz * byz) - bxy * (bxy * bzz - byz * bxz) + bxz * (bxy * byz - byy * bxz);
    const phi = Math.acos(Math.max(-1, Math.min(1, det / 2))) / 3;
    smallest = q + 2 * p * Math.cos(phi + (2 * Math.PI) / 3);
  }
  const r0: [number, number, number] = [xx - smallest, xy, xz];
  const r1: [number, number, number] = [xy, yy - smallest, yz];
  const r2: [number, number, number] = [xz, yz, zz - smallest];
  const crossOf = (a: [number, number, number], b: [number, number, number]): [number, number, number] => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  let best: [number, number, number] = [0, 0, 1];
  let bestLength = 0;
  for (const candidate of [crossOf(r0, r1), crossOf(r0, r2), crossOf(r1, r2)]) {
    const length = Math.hypot(candidate[0], candidate[1], candidate[2]);
    if (length > bestLength) {
      bestLength = length;
      best = candidate;
    }
  }
  if (!(bestLength > 0) || !Number.isFinite(bestLength)) return [0, 0, 1];
  return [best[0] / bestLength, best[1] / bestLength, best[2] / bestLength];
}
