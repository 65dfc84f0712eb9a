/**
 * Shapes for Circle, ShapeAnalysis and ShapeCountRange: 8-connected foreground components of the
 * mask the page defines, 4-connected background holes owned by the shape above their first pixel,
 * and the measures built on them (roundness against a disc of equal area, solidity against the
 * convex hull of the pixel squares).
 */
import { roundHalfAway } from '../message.js';
import type { RuleOutcome } from '../rule.js';
import type { DecodedImage } from './decode.js';

interface Component {
  readonly label: number;
  size: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface ShapeScan {
  readonly width: number;
  readonly height: number;
  /** Component label per pixel (0 = background). */
  readonly labels: Int32Array;
  /** Shapes (components of at least minShapeArea pixels) in index order. */
  readonly shapes: Component[];
  readonly ignoredComponents: number;
  /** Hole label → owning shape label, with the hole's pixel count. */
  readonly holes: Map<number, { owner: number; size: number }>;
  /** Hole label per background pixel (0 = open background). */
  readonly holeLabels: Int32Array;
}

function buildMask({ rgba, width, height }: DecodedImage, params: Readonly<Record<string, unknown>>): Uint8Array {
  const mode = params.mask ?? 'alpha';
  const threshold = typeof params.lightnessThreshold === 'number' ? params.lightnessThreshold : 50;
  const mask = new Uint8Array(width * height);
  for (let p = 0; p < mask.length; p += 1) {
    const o = p * 4;
    if (rgba[o + 3]! < 128) continue;
    if (mode === 'alpha') mask[p] = 1;
    else {
      const r = rgba[o]!;
      const g = rgba[o + 1]!;
      const b = rgba[o + 2]!;
      const lightness = ((Math.max(r, g, b) + Math.min(r, g, b)) / 510) * 100;
      mask[p] = (mode === 'dark' ? lightness < threshold : lightness >= threshold) ? 1 : 0;
    }
  }
  return mask;
}

/** Labels the components of pixels where `inside(p)` holds, scanning row-major. */
function label(width: number, height: number, inside: (p: number) => boolean, eight: boolean, labels: Int32Array): Component[] {
  const components: Component[] = [];
  const queue = new Int32Array(width * height);
  for (let start = 0; start < labels.length; start += 1) {
    if (labels[start] !== 0 || !inside(start)) continue;
    const component: Component = { label: components.length + 1, size: 0, minX: width, minY: height, maxX: -1, maxY: -1 };
    components.push(component);
    labels[start] = component.label;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const p = queue[head++]!;
      const x = p % width;
      const y = (p - x) / width;
      component.size += 1;
      if (x < component.minX) component.minX = x;
      if (x > component.maxX) component.maxX = x;
      if (y < component.minY) component.minY = y;
      if (y > component.maxY) component.maxY = y;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          if ((dx === 0 && dy === 0) || (!eight && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (labels[q] === 0 && inside(q)) {
            labels[q] = component.label;
            queue[tail++] = q;
          }
        }
      }
    }
  }
  return components;
}

function scan(image: DecodedImage, params: Readonly<Record<string, unknown>>): ShapeScan {
  const { width, height } = image;
  const minShapeArea = typeof params.minShapeArea === 'number' ? params.minShapeArea : 16;
  const mask = buildMask(image, params);
  const labels = new Int32Array(width * height);
  const components = label(width, height, (p) => mask[p] === 1, true, labels);
  const shapes = components.filter((component) => component.size >= minShapeArea);
  const holeLabels = new Int32Array(width * height);
  const background = label(width, height, (p) => mask[p] === 0, false, holeLabels);
  const holes = new Map<number, { owner: number; size: number }>();
  for (const region of background) {
    if (region.minX === 0 || region.minY === 0 || region.maxX === width - 1 || region.maxY === height - 1) continue;
    // The region's first pixel in row-major order is on its top row; the pixel above it is foreground.
    let first = region.minY * width;
    while (holeLabels[first] !== region.label) first += 1;
    holes.set(region.label, { owner: labels[first - width]!, size: region.size });
  }
  return { width, height, labels, shapes, ignoredComponents: components.length - shapes.length, holes, holeLabels };
}

/** Label of the shape a pixel belongs to once holes are filled, or 0. */
function filledOwner(s: ShapeScan, p: number): number {
  const own = s.labels[p]!;
  if (own !== 0) return own;
  const hole = s.holeLabels[p]!;
  return hole !== 0 ? (s.holes.get(hole)?.owner ?? 0) : 0;
}

export function shapeCountRange(image: DecodedImage, params: Readonly<Record<string, unknown>>): RuleOutcome {
  const s = scan(image, params);
  const shapeCount = s.shapes.length;
  const measured = {
    shapeCount,
    ignoredComponents: s.ignoredComponents,
    shapes: s.shapes.slice(0, 100).map((shape) => ({ area: shape.size, boundingBox: [shape.minX, shape.minY, shape.maxX - shape.minX + 1, shape.maxY - shape.minY + 1] })),
  };
  const min = typeof params.minShapes === 'number' ? params.minShapes : 0;
  const max = typeof params.maxShapes === 'number' ? params.maxShapes : 10000;
  return shapeCount < min || shapeCount > max ? { status: 'failed', code: 'image_shape_count_out_of_range', measured, fill: { minShapes: min, maxShapes: max } } : { status: 'passed', measured };
}

export function circle(image: DecodedImage, params: Readonly<Record<string, unknown>>): RuleOutcome {
  const s = scan(image, params);
  if (s.shapes.length !== 1) return { status: 'failed', code: 'image_circle_not_single_shape', measured: { shapeCount: s.shapes.length } };
  const shape = s.shapes[0]!;
  let area = 0;
  let sumX = 0;
  let sumY = 0;
  for (let p = 0; p < s.labels.length; p += 1) {
    if (filledOwner(s, p) !== shape.label) continue;
    const x = p % s.width;
    area += 1;
    sumX += x + 0.5;
    sumY += (p - x) / s.width + 0.5;
  }
  const cx = sumX / area;
  const cy = sumY / area;
  const r = Math.sqrt(area / Math.PI);
  let disc = 0;
  let intersection = 0;
  for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y += 1) {
    for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x += 1) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      if (dx * dx + dy * dy > r * r) continue;
      disc += 1;
      if (x >= 0 && y >= 0 && x < s.width && y < s.height && filledOwner(s, y * s.width + x) === shape.label) intersection += 1;
    }
  }
  const roundness = (intersection / (area + disc - intersection)) * 100;
  const measured = {
    shapeCount: 1,
    area,
    diameter: roundHalfAway(2 * r),
    centerX: roundHalfAway(cx),
    centerY: roundHalfAway(cy),
    roundness: roundHalfAway(roundness),
  };
  const minRoundness = typeof params.minRoundness === 'number' ? params.minRoundness : 97;
  return roundness < minRoundness ? { status: 'failed', code: 'image_circle_not_round', measured } : { status: 'passed', measured };
}

type Point = readonly [number, number];

function hullArea(points: Point[]): number {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  const hull = [...lower.slice(0, -1), ...upper.slice(0, -1)];
  let twice = 0;
  for (let i = 0; i < hull.length; i += 1) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice) / 2;
}

export function shapeAnalysis(image: DecodedImage, params: Readonly<Record<string, unknown>>): RuleOutcome {
  const s = scan(image, params);
  if (s.shapes.length === 0) return { status: 'failed', code: 'image_shape_analysis_no_shapes', measured: { shapeCount: 0, shapes: [] } };
  const minShapeArea = typeof params.minShapeArea === 'number' ? params.minShapeArea : 16;
  const aspectChecked = typeof params.minAspectRatio === 'number' || typeof params.maxAspectRatio === 'number';
  const minAspect = typeof params.minAspectRatio === 'number' ? params.minAspectRatio : 0.01;
  const maxAspect = typeof params.maxAspectRatio === 'number' ? params.maxAspectRatio : 100;
  const index = new Map(s.shapes.map((shape, i) => [shape.label, i]));
  const filledSize = s.shapes.map((shape) => shape.size);
  const holeCount = s.shapes.map(() => 0);
  for (const hole of s.holes.values()) {
    const i = index.get(hole.owner);
    if (i === undefined) continue;
    filledSize[i]! += hole.size;
    if (hole.size >= minShapeArea) holeCount[i]! += 1;
  }
  // Left and right extent of each filled shape per row, for the hull of its pixel squares.
  const rows = s.shapes.map((shape) => ({ min: new Int32Array(shape.maxY - shape.minY + 1).fill(-1), max: new Int32Array(shape.maxY - shape.minY + 1).fill(-1) }));
  for (let p = 0; p < s.labels.length; p += 1) {
    const owner = filledOwner(s, p);
    const i = owner === 0 ? undefined : index.get(owner);
    if (i === undefined) continue;
    const x = p % s.width;
    const row = (p - x) / s.width - s.shapes[i]!.minY;
    const extent = rows[i]!;
    if (extent.min[row] === -1 || x < extent.min[row]!) extent.min[row] = x;
    if (x > extent.max[row]!) extent.max[row] = x;
  }
  const report = s.shapes.map((shape, i) => {
    const points: Point[] = [];
    const extent = rows[i]!;
    for (let row = 0; row < extent.min.length; row += 1) {
      if (extent.min[row] === -1) continue;
      const y = shape.minY + row;
      points.push([extent.min[row]!, y], [extent.min[row]!, y + 1], [extent.max[row]! + 1, y], [extent.max[row]! + 1, y + 1]);
    }
    const solidity = (filledSize[i]! / hullArea(points)) * 100;
    const w = shape.maxX - shape.minX + 1;
    const h = shape.maxY - shape.minY + 1;
    return { index: i + 1, area: shape.size, solidity, holes: holeCount[i]!, aspectRatio: w / h, boundingBox: [shape.minX, shape.minY, w, h] };
  });
  const shown = (entry: (typeof report)[number]) => ({ ...entry, solidity: roundHalfAway(entry.solidity), aspectRatio: roundHalfAway(entry.aspectRatio, 4) });
  const measured: Record<string, unknown> = { shapeCount: s.shapes.length, shapes: report.slice(0, 100).map(shown) };
  for (const entry of report) {
    let code: string | undefined;
    if (typeof params.minSolidity === 'number' && entry.solidity < params.minSolidity) code = 'image_shape_not_convex';
    else if (typeof params.maxHoles === 'number' && entry.holes > params.maxHoles) code = 'image_shape_too_many_holes';
    else if (aspectChecked && (entry.aspectRatio < minAspect || entry.aspectRatio > maxAspect)) code = 'image_shape_aspect_out_of_range';
    if (code) {
      const first = shown(entry);
      return {
        status: 'failed',
        code,
        measured: { ...measured, shapeIndex: first.index, solidity: first.solidity, holes: first.holes, aspectRatio: first.aspectRatio },
        fill: { minAspectRatio: minAspect, maxAspectRatio: maxAspect },
      };
    }
  }
  return { status: 'passed', measured };
}
