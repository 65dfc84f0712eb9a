import { describe, expect, it } from 'vitest';
import { ExtremePoints } from './extremes.js';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clouds: Record<string, (next: () => number) => number[]> = {
  'points on a sphere': (next) => Array.from({ length: 3000 }, () => [next() * 2 - 1, next() * 2 - 1, next() * 2 - 1]).flatMap(([x, y, z]) => {
    const r = Math.hypot(x!, y!, z!) || 1;
    return [x! / r, y! / r, z! / r];
  }),
  'a box of random points': (next) => Array.from({ length: 9000 }, () => next() * 4 - 2),
  'an axis-aligned grid at z = 0.5': () => Array.from({ length: 60 * 60 }, (_, i) => [(i % 60) / 59, Math.floor(i / 60) / 59, 0.5]).flat(),
  'a tilted plane': (next) => Array.from({ length: 3000 }, () => {
    const u = next();
    const v = next();
    return [u, v, 0.3 * u - 0.7 * v];
  }).flat(),
  'duplicates, NaN and infinite coordinates': (next) => [...Array.from({ length: 300 }, () => [0.25, 0.5, 0.75]).flat(), Number.NaN, 0, 0, 1, Number.POSITIVE_INFINITY, 0, ...Array.from({ length: 3000 }, () => next())],
};

describe('ExtremePoints answers as reading every point would', () => {
  for (const [name, cloud] of Object.entries(clouds)) {
    it(name, () => {
      const next = random(name.length);
      const points = Float64Array.from(cloud(next));
      const tree = new ExtremePoints(points);
      for (let query = 0; query < 400; query += 1) {
        // Normals of random triangles of the cloud, and axis normals, as ConvexShape makes them.
        const pick = () => Math.floor(next() * (points.length / 3)) * 3;
        const [a, b, c] = [pick(), pick(), pick()];
        let n = [
          (points[b + 1]! - points[a + 1]!) * (points[c + 2]! - points[a + 2]!) - (points[b + 2]! - points[a + 2]!) * (points[c + 1]! - points[a + 1]!),
          (points[b + 2]! - points[a + 2]!) * (points[c]! - points[a]!) - (points[b]! - points[a]!) * (points[c + 2]! - points[a + 2]!),
          (points[b]! - points[a]!) * (points[c + 1]! - points[a + 1]!) - (points[b + 1]! - points[a + 1]!) * (points[c]! - points[a]!),
        ];
        if (query % 10 === 0) n = [0, 0, query % 20 === 0 ? 1 : -1];
        const size = Math.hypot(n[0]!, n[1]!, n[2]!);
        if (!(size > 1e-12) || !Number.isFinite(size)) continue;
        const [nx, ny, nz] = [n[0]! / size, n[1]! / size, n[2]! / size];
        const offset = nx * points[a]! + ny * points[a + 1]! + nz * points[a + 2]!;
        if (!Number.isFinite(offset)) continue;
        let high = -Infinity;
        for (let v = 0; v < points.length; v += 3) {
          const d = nx * points[v]! + ny * points[v + 1]! + nz * points[v + 2]! - offset;
          if (d > high) high = d;
        }
        expect(tree.max(nx, ny, nz, offset)).toBe(high);
        for (const threshold of [0, 0.0005, 0.01, high, Math.max(0, high - 1e-9)]) {
          expect(tree.exceeds(nx, ny, nz, offset, threshold), `threshold ${threshold}`).toBe(high > threshold);
        }
      }
    });
  }
});
