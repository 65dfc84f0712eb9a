/**
 * Shapes for Circle, ShapeAnalysis and ShapeCountRange: 8-connected foreground components of the
 * mask the page defines, 4-connected background holes owned by the shape above their first pixel,
 * and the measures built on them (roundness against a disc of equal area, solidity against the
 * convex hull of the pixel squares).
 */
import { roundHalfAway } from '../message.js';
import type { RuleOutcome } from '../rule.js';
import type { DecodedImage } from './decode.js';

/**
 * The components of one labelling pass, as parallel typed arrays indexed by label (label 0 is
 * unused): a 4096 × 4096 mask of one-pixel dots or holes has 4.19 million components, which as one
 * object each ran out of memory.
 */
class Components {
  count = 0;
  size = new Int32Array(1024);
  minX = new Int32Array(1024);
  minY = new Int32Array(1024);
  maxX = new Int32Array(1024);
  maxY = new Int32Array(1024);

  add(): number {
    this.count += 1;
    if (this.count >= this.size.length) {
      const grow = (array: Int32Array) => {
        const out = new Int32Array(array.length * 2);
        out.set(array);
        return out;
      };
      this.size = grow(this.size);
      this.minX = grow(this.minX);
      this.minY = grow(this.minY);
      this.maxX = grow(this.maxX);
      this.maxY = grow(this.maxY);
    }
    return this.count;
  }
}

interface ShapeScan {
  readonly width: number;
  readonly height: number;
  /** Component label per pixel (0 = background). */
  readonly labels: Int32Array;
  readonly components: Components;
  /** Labels of the shapes (components of at least minShapeArea pixels), in index order. */
  readonly shapes: Int32Array;
  readonly ignoredComponents: number;
  /** Hole label per background pixel (0 = open background). */
  readonly holeLabels: Int32Array;
  readonly holes: Components;
  /** Per hole label, the label of the shape that owns it (0 for open background). */
  readonly holeOwner: Int32Array;
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

/**
 * Labels the components of pixels whose mask value is `value` (8-connected with `eight`, else
 * 4-connected): memory is typed arrays of the image's size and of its run count, however many
 * components there are.
 */
function label(width: number, height: number, mask: Uint8Array, value: number, eight: boolean, labels: Int32Array): Components {
  // Runs of equal pixels per row, joined with the touching runs of the row above in a union-find
  // over run indices: the work is per run rather than per pixel and neighbour (a breadth-first fill
  // read eight neighbours of each of 16.7 million pixels). A root is always its component's first
  // run in row-major order, so labels are numbered in order of first pixel, as a fill from the
  // first unlabelled pixel numbers them.
  let runCount = 0;
  for (let y = 0, p = 0; y < height; y += 1) {
    let inside = false;
    for (let x = 0; x < width; x += 1, p += 1) {
      const on = mask[p] === value;
      if (on && !inside) runCount += 1;
      inside = on;
    }
  }
  const runStart = new Int32Array(runCount);
  const runEnd = new Int32Array(runCount);
  const parent = new Int32Array(runCount);
  const rowFirst = new Int32Array(height + 1);
  const find = (run: number): number => {
    while (parent[run] !== run) {
      parent[run] = parent[parent[run]!]!;
      run = parent[run]!;
    }
    return run;
  };
  const reach = eight ? 1 : 0;
  let r = 0;
  for (let y = 0; y < height; y += 1) {
    rowFirst[y] = r;
    const row = y * width;
    for (let x = 0; x < width; ) {
      if (mask[row + x] !== value) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < width && mask[row + x] === value) x += 1;
      runStart[r] = start;
      runEnd[r] = x - 1;
      parent[r] = r;
      r += 1;
    }
    if (y === 0) continue;
    // Runs of both rows are sorted and disjoint: one forward pointer finds the touching pairs.
    let above = rowFirst[y - 1]!;
    const aboveEnd = rowFirst[y]!;
    for (let run = rowFirst[y]!; run < r; run += 1) {
      while (above < aboveEnd && runEnd[above]! + reach < runStart[run]!) above += 1;
      for (let k = above; k < aboveEnd && runStart[k]! - reach <= runEnd[run]!; k += 1) {
        const a = find(k);
        const b = find(run);
        if (a < b) parent[b] = a;
        else if (b < a) parent[a] = b;
      }
    }
  }
  rowFirst[height] = r;
  const components = new Components();
  // Runs in row-major order. parent[run] ≤ run always (a union links the later root to the
  // earlier), so a run's parent is already resolved to its root when the run is reached.
  const idOf = new Int32Array(runCount);
  for (let y = 0; y < height; y += 1) {
    for (let run = rowFirst[y]!; run < rowFirst[y + 1]!; run += 1) {
      const root = parent[parent[run]!]!;
      parent[run] = root;
      let id: number;
      if (root === run) {
        id = components.add();
        idOf[run] = id;
        components.minX[id] = runStart[run]!;
        components.maxX[id] = runEnd[run]!;
        components.minY[id] = y;
      } else {
        id = idOf[root]!;
        if (runStart[run]! < components.minX[id]!) components.minX[id] = runStart[run]!;
        if (runEnd[run]! > components.maxX[id]!) components.maxX[id] = runEnd[run]!;
      }
      components.maxY[id] = y;
      components.size[id]! += runEnd[run]! - runStart[run]! + 1;
      // fill() costs a call per run; the many short runs of a speckled image are written directly.
      const from = y * width + runStart[run]!;
      const to = y * width + runEnd[run]! + 1;
      if (to - from > 16) labels.fill(id, from, to);
      else for (let q = from; q < to; q += 1) labels[q] = id;
    }
  }
  return components;
}

function scan(image: DecodedImage, params: Readonly<Record<string, unknown>>): ShapeScan {
  const { width, height } = image;
  const minShapeArea = typeof params.minShapeArea === 'number' ? params.minShapeArea : 16;
  const mask = buildMask(image, params);
  const labels = new Int32Array(width * height);
  const components = label(width, height, mask, 1, true, labels);
  let shapeCount = 0;
  for (let id = 1; id <= components.count; id += 1) if (components.size[id]! >= minShapeArea) shapeCount += 1;
  const shapes = new Int32Array(shapeCount);
  for (let id = 1, i = 0; id <= components.count; id += 1) if (components.size[id]! >= minShapeArea) shapes[i++] = id;
  const holeLabels = new Int32Array(width * height);
  const holes = label(width, height, mask, 0, false, holeLabels);
  const holeOwner = new Int32Array(holes.count + 1);
  for (let id = 1; id <= holes.count; id += 1) {
    if (holes.minX[id] === 0 || holes.minY[id] === 0 || holes.maxX[id] === width - 1 || holes.maxY[id] === height - 1) continue;
    // The region's first pixel in row-major order is on its top row; the pixel above it is foreground.
    let first = holes.minY[id]! * width + holes.minX[id]!;
    while (holeLabels[first] !== id) first += 1;
    holeOwner[id] = labels[first - width]!;
  }
  return { width, height, labels, components, shapes, ignoredComponents: components.count - shapeCount, holeLabels, holes, holeOwner };
}

/** Label of the shape a pixel belongs to once holes are filled, or 0. */
function filledOwner(s: ShapeScan, p: number): number {
  const own = s.labels[p]!;
  return own !== 0 ? own : s.holeOwner[s.holeLabels[p]!]!;
}

/** Area and bounding box of the first 100 shapes, as the measured values list them. */
function listedShapes(s: ShapeScan): { area: number; boundingBox: number[] }[] {
  const { size, minX, minY, maxX, maxY } = s.components;
  return Array.from(s.shapes.subarray(0, 100), (id) => ({ area: size[id]!, boundingBox: [minX[id]!, minY[id]!, maxX[id]! - minX[id]! + 1, maxY[id]! - minY[id]! + 1] }));
}

export function shapeCountRange(image: DecodedImage, params: Readonly<Record<string, unknown>>): RuleOutcome {
  const s = scan(image, params);
  const shapeCount = s.shapes.length;
  const measured = {
    shapeCount,
    ignoredComponents: s.ignoredComponents,
    shapes: listedShapes(s),
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
    if (filledOwner(s, p) !== shape) continue;
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
      if (x >= 0 && y >= 0 && x < s.width && y < s.height && filledOwner(s, y * s.width + x) === shape) intersection += 1;
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

/**
 * Twice the area of the convex hull of a filled shape's pixel squares, from its left and right
 * extent per row: at each y only the leftmost and rightmost corner can be on the hull, so the
 * points are already in (y, x) order for the monotone chain. `xs` and `ys` are scratch space.
 */
function hullArea(rowMin: Int32Array, rowMax: Int32Array, from: number, rows: number, top: number, xs: Float64Array, ys: Float64Array, stack: Int32Array): number {
  let n = 0;
  for (let y = 0; y <= rows; y += 1) {
    let left = Infinity;
    let right = -Infinity;
    // Corners at height top + y belong to the rows above (y − 1) and below (y).
    for (const row of [y - 1, y]) {
      if (row < 0 || row >= rows || rowMin[from + row] === -1) continue;
      left = Math.min(left, rowMin[from + row]!);
      right = Math.max(right, rowMax[from + row]! + 1);
    }
    if (left === Infinity) continue;
    xs[n] = left;
    ys[n] = top + y;
    n += 1;
    xs[n] = right;
    ys[n] = top + y;
    n += 1;
  }
  const cross = (o: number, a: number, b: number) => (xs[a]! - xs[o]!) * (ys[b]! - ys[o]!) - (ys[a]! - ys[o]!) * (xs[b]! - xs[o]!);
  // Andrew's monotone chain on points ordered by (y, x): the lower chain, then the upper one.
  let k = 0;
  for (let i = 0; i < n; i += 1) {
    while (k >= 2 && cross(stack[k - 2]!, stack[k - 1]!, i) <= 0) k -= 1;
    stack[k++] = i;
  }
  for (let i = n - 2, lower = k + 1; i >= 0; i -= 1) {
    while (k >= lower && cross(stack[k - 2]!, stack[k - 1]!, i) <= 0) k -= 1;
    stack[k++] = i;
  }
  let twice = 0;
  for (let i = 0; i + 1 < k; i += 1) twice += xs[stack[i]!]! * ys[stack[i + 1]!]! - xs[stack[i + 1]!]! * ys[stack[i]!]!;
  return Math.abs(twice) / 2;
}

export function shapeAnalysis(image: DecodedImage, params: Readonly<Record<string, unknown>>): RuleOutcome {
  const s = scan(image, params);
  if (s.shapes.length === 0) return { status: 'failed', code: 'image_shape_analysis_no_shapes', measured: { shapeCount: 0, shapes: [] } };
  const minShapeArea = typeof params.minShapeArea === 'number' ? params.minShapeArea : 16;
  const aspectChecked = typeof params.minAspectRatio === 'number' || typeof params.maxAspectRatio === 'number';
  const minAspect = typeof params.minAspectRatio === 'number' ? params.minAspectRatio : 0.01;
  const maxAspect = typeof params.maxAspectRatio === 'number' ? params.maxAspectRatio : 100;
  const { size, minX, minY, maxX, maxY } = s.components;
  const index = new Int32Array(s.components.count + 1).fill(-1);
  const filledSize = new Float64Array(s.shapes.length);
  for (let i = 0; i < s.shapes.length; i += 1) {
    index[s.shapes[i]!] = i;
    filledSize[i] = size[s.shapes[i]!]!;
  }
  const holeCount = new Int32Array(s.shapes.length);
  for (let hole = 1; hole <= s.holes.count; hole += 1) {
    const i = index[s.holeOwner[hole]!]!;
    if (s.holeOwner[hole] === 0 || i < 0) continue;
    filledSize[i]! += s.holes.size[hole]!;
    if (s.holes.size[hole]! >= minShapeArea) holeCount[i]! += 1;
  }
  // Left and right extent of each filled shape per row, for the hull of its pixel squares: one flat
  // pair of arrays, each shape's rows from rowStart[i]. Without minSolidity only the listed 100
  // shapes need their solidity; a later shape that fails another check gets its rows on demand.
  const needed = typeof params.minSolidity === 'number' ? s.shapes.length : Math.min(100, s.shapes.length);
  const rowStart = new Int32Array(needed + 2);
  let tallest = 0;
  for (let i = 0; i < s.shapes.length; i += 1) {
    const id = s.shapes[i]!;
    const rows = maxY[id]! - minY[id]! + 1;
    if (i < needed) rowStart[i + 1] = rowStart[i]! + rows;
    tallest = Math.max(tallest, rows);
  }
  const rowMin = new Int32Array(rowStart[needed]! + tallest).fill(-1);
  const rowMax = new Int32Array(rowStart[needed]! + tallest).fill(-1);
  for (let y = 0, p = 0; y < s.height; y += 1) {
    for (let x = 0; x < s.width; x += 1, p += 1) {
      const owner = filledOwner(s, p);
      const i = owner === 0 ? -1 : index[owner]!;
      if (i < 0 || i >= needed) continue;
      const at = rowStart[i]! + y - minY[s.shapes[i]!]!;
      if (rowMin[at] === -1 || x < rowMin[at]!) rowMin[at] = x;
      if (x > rowMax[at]!) rowMax[at] = x;
    }
  }
  const xs = new Float64Array(2 * (tallest + 1));
  const ys = new Float64Array(2 * (tallest + 1));
  const stack = new Int32Array(4 * (tallest + 1) + 2);
  const solidityOf = (i: number) => {
    const id = s.shapes[i]!;
    let start = rowStart[i]!;
    if (i >= needed) {
      // The spare rows after the needed shapes' rows, filled from this shape's bounding box.
      start = rowStart[needed]!;
      rowMin.fill(-1, start);
      rowMax.fill(-1, start);
      for (let y = minY[id]!; y <= maxY[id]!; y += 1) {
        for (let x = minX[id]!; x <= maxX[id]!; x += 1) {
          if (filledOwner(s, y * s.width + x) !== id) continue;
          const at = start + y - minY[id]!;
          if (rowMin[at] === -1 || x < rowMin[at]!) rowMin[at] = x;
          if (x > rowMax[at]!) rowMax[at] = x;
        }
      }
    }
    return (filledSize[i]! / hullArea(rowMin, rowMax, start, maxY[id]! - minY[id]! + 1, minY[id]!, xs, ys, stack)) * 100;
  };
  const aspectOf = (i: number) => {
    const id = s.shapes[i]!;
    return (maxX[id]! - minX[id]! + 1) / (maxY[id]! - minY[id]! + 1);
  };
  const measureShape = (i: number) => {
    const id = s.shapes[i]!;
    const w = maxX[id]! - minX[id]! + 1;
    const rows = maxY[id]! - minY[id]! + 1;
    return { index: i + 1, area: size[id]!, solidity: solidityOf(i), holes: holeCount[i]!, aspectRatio: w / rows, boundingBox: [minX[id]!, minY[id]!, w, rows] };
  };
  const listed = Array.from({ length: Math.min(100, s.shapes.length) }, (_, i) => measureShape(i));
  const shown = (entry: ReturnType<typeof measureShape>) => ({ ...entry, solidity: roundHalfAway(entry.solidity), aspectRatio: roundHalfAway(entry.aspectRatio, 4) });
  const measured: Record<string, unknown> = { shapeCount: s.shapes.length, shapes: listed.map(shown) };
  // Shapes past the listed 100 are measured without building their entries, until one fails.
  for (let i = 0; i < s.shapes.length; i += 1) {
    const listedEntry = listed[i];
    const solidity = listedEntry ? listedEntry.solidity : typeof params.minSolidity === 'number' ? solidityOf(i) : 100;
    const aspectRatio = listedEntry ? listedEntry.aspectRatio : aspectChecked ? aspectOf(i) : 1;
    let code: string | undefined;
    if (typeof params.minSolidity === 'number' && solidity < params.minSolidity) code = 'image_shape_not_convex';
    else if (typeof params.maxHoles === 'number' && holeCount[i]! > params.maxHoles) code = 'image_shape_too_many_holes';
    else if (aspectChecked && (aspectRatio < minAspect || aspectRatio > maxAspect)) code = 'image_shape_aspect_out_of_range';
    if (code) {
      const first = shown(listedEntry ?? measureShape(i));
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
