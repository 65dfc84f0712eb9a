/**
 * Wavefront OBJ and PLY, read with their polygons as stored.
 *
 * These two are read here rather than with a library because the rules count what the file
 * stores: TrianglesOnly, MaxPolygonCount (countAs "faces"), MaxEdgeCount and MinAngle need each
 * `f` line and each PLY `face` as one polygon with all its corners. The maintained readers on npm
 * (three's OBJLoader and PLYLoader, and the loaders.gl ports of them) fan-triangulate on read, and
 * PLYLoader drops faces of more than four corners, so the quads and n-gons those rules judge are
 * gone before a rule could see them. STL (always triangles) is read with three's STLLoader, and
 * glTF with glTF-Transform.
 */
import { MeshReadError, PolygonBuilder, type Scene } from './scene.js';

const DEFAULT_MATERIAL = 'default';

/** A token as a message quotes it: at most 40 characters, so a hostile token does not fill the report. */
export function quote(token: string): string {
  return token.length > 40 ? `${token.slice(0, 40)}… (${token.length} characters)` : token;
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 13 || code === 11 || code === 12;

/** The whitespace-separated tokens of one statement, with everything after `#` dropped. One pass over the characters. */
function statementTokens(line: string): string[] {
  const tokens: string[] = [];
  let at = 0;
  while (at < line.length) {
    const code = line.charCodeAt(at);
    if (code === 35) break;
    if (isSpace(code)) {
      at += 1;
      continue;
    }
    let end = at + 1;
    while (end < line.length && !isSpace(line.charCodeAt(end)) && line.charCodeAt(end) !== 35) end += 1;
    tokens.push(line.slice(at, end));
    at = end;
  }
  return tokens;
}

/**
 * A face corner's vertex reference: the digits before the first `/`, with an optional sign. More
 * than 10 digits cannot name a vertex of a file within the upload limit, so such a token is refused
 * from its length instead of being converted.
 */
function cornerIndex(token: string, vertexCount: number): number | undefined {
  const slash = token.indexOf('/');
  const text = slash >= 0 ? token.slice(0, slash) : token;
  if (!/^[+-]?[0-9]{1,10}$/.test(text)) return undefined;
  const raw = Number(text);
  const index = raw < 0 ? vertexCount + raw : raw - 1;
  return raw === 0 || index < 0 || index >= vertexCount ? undefined : index;
}

/** Reads an OBJ: objects start at `o` lines (faces before the first form one unnamed object). */
export function readObj(text: string): Scene {
  const positions: number[] = [];
  // Faces of every object in flat arrays (an object is its first face), so that a file of a million
  // small objects is a million small records rather than a million growing arrays and sets.
  const corners: number[] = [];
  const faceEnds: number[] = [];
  const faceMaterials: number[] = [];
  const materialIds = new Map<string, number>();
  // Objects as two parallel lists (name, first face) rather than a record each.
  const objectNames: (string | undefined)[] = [undefined];
  const objectFaces: number[] = [0];
  let material = DEFAULT_MATERIAL;
  let lineNumber = 0;
  let at = 0;
  // Lines are walked with indexOf rather than split into an array, and a statement continued with
  // a trailing backslash is joined once, so reading stays linear in the file's length.
  const nextLine = (): string | undefined => {
    if (at > text.length) return undefined;
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end > at && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    at = end + 1;
    lineNumber += 1;
    return line;
  };
  for (let line = nextLine(); line !== undefined; line = nextLine()) {
    const first = lineNumber;
    if (line.endsWith('\\')) {
      const parts = [line.slice(0, -1)];
      let more: string | undefined;
      while ((more = nextLine()) !== undefined) {
        if (!more.endsWith('\\')) {
          parts.push(more);
          break;
        }
        parts.push(more.slice(0, -1));
      }
      line = parts.join('');
    }
    const tokens = statementTokens(line);
    const keyword = tokens[0];
    if (keyword === 'v') {
      if (tokens.length < 4) throw new MeshReadError(`line ${first} is a vertex with fewer than three coordinates`);
      for (let i = 1; i <= 3; i += 1) {
        const value = Number(tokens[i]);
        if (!Number.isFinite(value)) throw new MeshReadError(`line ${first} has the vertex coordinate "${quote(tokens[i]!)}", which is not a number`);
        positions.push(value);
      }
    } else if (keyword === 'f') {
      const vertexCount = positions.length / 3;
      for (let i = 1; i < tokens.length; i += 1) {
        const index = cornerIndex(tokens[i]!, vertexCount);
        if (index === undefined) {
          throw new MeshReadError(`the face on line ${first} refers to vertex ${quote(tokens[i]!.split('/', 1)[0]!)}, which is not defined before it`);
        }
        corners.push(index);
      }
      const start = faceEnds.length ? faceEnds[faceEnds.length - 1]! : 0;
      // A face of fewer than three corners is dropped, as PolygonBuilder drops it.
      if (corners.length - start < 3) corners.length = start;
      else {
        faceEnds.push(corners.length);
        if (!materialIds.has(material)) materialIds.set(material, materialIds.size);
        faceMaterials.push(materialIds.get(material)!);
      }
    } else if (keyword === 'o') {
      objectNames.push(tokens.slice(1).join(' ') || undefined);
      objectFaces.push(faceEnds.length);
    } else if (keyword === 'usemtl') {
      material = `obj:${tokens.slice(1).join(' ')}`;
    }
  }
  // Each object gets the vertices its faces use, renumbered, one object after another in one
  // surface for the whole file: a mesh that carried the whole file's positions made every
  // per-vertex table of every object as long as the file (1,000,000 objects of one triangle each
  // took 1.7 GB), and a record with three array views per object still cost 430 MB. What is kept
  // per object is its name. The file's `v` count is the surface's storedVertexCount.
  const local = new Int32Array(positions.length / 3).fill(-1);
  const ownPositions = new Float64Array(corners.length * 3);
  const ownCorners = new Uint32Array(corners.length);
  const starts = new Uint32Array(faceEnds.length + 1);
  starts.set(faceEnds, 1);
  const names: (string | undefined)[] = [];
  let vertexBase = 0;
  for (let o = 0; o < objectFaces.length; o += 1) {
    const firstFace = objectFaces[o]!;
    const endFace = o + 1 < objectFaces.length ? objectFaces[o + 1]! : faceEnds.length;
    if (endFace === firstFace) continue;
    names.push(objectNames[o]);
    const cornerBase = firstFace === 0 ? 0 : faceEnds[firstFace - 1]!;
    const cornerEnd = faceEnds[endFace - 1]!;
    let used = vertexBase;
    for (let c = cornerBase; c < cornerEnd; c += 1) {
      const vertex = corners[c]!;
      if (local[vertex] === -1) {
        local[vertex] = used;
        ownPositions[used * 3] = positions[vertex * 3]!;
        ownPositions[used * 3 + 1] = positions[vertex * 3 + 1]!;
        ownPositions[used * 3 + 2] = positions[vertex * 3 + 2]!;
        used += 1;
      }
      ownCorners[c] = local[vertex]!;
    }
    for (let c = cornerBase; c < cornerEnd; c += 1) local[corners[c]!] = -1;
    vertexBase = used;
  }
  const surface = { positions: ownPositions.subarray(0, vertexBase * 3), starts, corners: ownCorners, materials: [...materialIds.keys()], storedVertexCount: positions.length / 3 };
  return { format: 'obj', meshCount: names.length, meshName: (index) => names[index] ?? `mesh_${index}`, surface };
}

/** Bytes as a Latin-1 string, in slices small enough for String.fromCharCode's argument limit. */
function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let from = start; from < end; from += 8192) text += String.fromCharCode(...bytes.subarray(from, Math.min(end, from + 8192)));
  return text;
}

type PlyScalar = 'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'float32' | 'float64';

const PLY_TYPES: Readonly<Record<string, PlyScalar>> = {
  char: 'int8', int8: 'int8', uchar: 'uint8', uint8: 'uint8', short: 'int16', int16: 'int16', ushort: 'uint16', uint16: 'uint16',
  int: 'int32', int32: 'int32', uint: 'uint32', uint32: 'uint32', float: 'float32', float32: 'float32', double: 'float64', float64: 'float64',
};
const SIZES: Readonly<Record<PlyScalar, number>> = { int8: 1, uint8: 1, int16: 2, uint16: 2, int32: 4, uint32: 4, float32: 4, float64: 8 };

interface PlyProperty {
  readonly name: string;
  readonly type: PlyScalar;
  /** Set for list properties: the type of the item count. */
  readonly countType?: PlyScalar;
}

interface PlyElement {
  readonly name: string;
  readonly count: number;
  readonly properties: PlyProperty[];
}

function plyHeader(bytes: Uint8Array): { format: string; elements: PlyElement[]; bodyStart: number } {
  const headText = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 65536)));
  const end = /end_header[ \t]*\r?\n/.exec(headText);
  if (!end) throw new MeshReadError('the PLY header has no end_header line');
  const elements: PlyElement[] = [];
  let format = '';
  for (const line of headText.slice(0, end.index).split(/\r?\n/)) {
    const tokens = line.trim().split(/\s+/);
    if (tokens[0] === 'format') format = tokens[1] ?? '';
    else if (tokens[0] === 'element') {
      const count = Number(tokens[2]);
      if (!Number.isSafeInteger(count) || count < 0) throw new MeshReadError(`the PLY element ${quote(tokens[1] ?? '')} has the count "${quote(tokens[2] ?? '')}"`);
      elements.push({ name: tokens[1] ?? '', count, properties: [] });
    } else if (tokens[0] === 'property') {
      const element = elements.at(-1);
      if (!element) throw new MeshReadError('a PLY property comes before any element');
      const list = tokens[1] === 'list';
      const type = PLY_TYPES[tokens[list ? 3 : 1] ?? ''];
      const countType = list ? PLY_TYPES[tokens[2] ?? ''] : undefined;
      if (!type || (list && !countType)) throw new MeshReadError(`the PLY property "${quote(line.trim())}" has an unknown type`);
      element.properties.push({ name: tokens[list ? 4 : 2] ?? '', type, ...(countType ? { countType } : {}) });
    }
  }
  return { format, elements, bodyStart: end.index + end[0].length };
}

/** Reads a PLY file (ASCII, or binary in either byte order): one object, one material. */
export function readPly(bytes: Uint8Array): Scene {
  const { format, elements, bodyStart } = plyHeader(bytes);
  const vertexElement = elements.find((element) => element.name === 'vertex');
  const axes = ['x', 'y', 'z'].map((axis) => vertexElement?.properties.findIndex((property) => property.name === axis) ?? -1);
  if (!vertexElement || axes.some((index) => index < 0)) throw new MeshReadError('the PLY file has no vertex element with x, y and z');
  // Every element's records must fit in the body before anything is allocated from the counts: at
  // least two characters per value in ASCII ("0 "), the properties' sizes in binary (a list at
  // least its count).
  const minimumRecord = (element: PlyElement) =>
    element.properties.reduce((sum, property) => sum + (format === 'ascii' ? 2 : property.countType ? SIZES[property.countType] : SIZES[property.type]), 0);
  const needed = elements.reduce((sum, element) => sum + element.count * minimumRecord(element), 0);
  if (needed > bytes.length - bodyStart) {
    const declared = elements.map((element) => `${element.count} ${quote(element.name)}`).join(', ');
    throw new MeshReadError(`the PLY file is truncated: its header declares ${declared} records, at least ${needed} bytes of data, and it has ${bytes.length - bodyStart}`);
  }
  const positions = new Float64Array(vertexElement.count * 3);
  const builder = new PolygonBuilder();

  let readScalar: (type: PlyScalar) => number;
  let atEnd: () => boolean;
  if (format === 'ascii') {
    // One token at a time from the bytes: no array of every token of the body.
    let at = bodyStart;
    const space = (code: number) => code === 32 || (code >= 9 && code <= 13);
    const skip = () => {
      while (at < bytes.length && space(bytes[at]!)) at += 1;
    };
    atEnd = () => {
      skip();
      return at >= bytes.length;
    };
    readScalar = () => {
      skip();
      const start = at;
      while (at < bytes.length && !space(bytes[at]!)) at += 1;
      const token = latin1(bytes, start, at);
      const value = at > start ? Number(token) : Number.NaN;
      if (!Number.isFinite(value)) throw new MeshReadError(at > start ? `the PLY body has "${quote(token)}" where a number belongs` : 'the PLY file is truncated: it ends inside its data');
      return value;
    };
  } else {
    const little = format === 'binary_little_endian';
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = bodyStart;
    atEnd = () => at >= bytes.length;
    readScalar = (type) => {
      const size = SIZES[type];
      if (at + size > bytes.length) throw new MeshReadError('the PLY file is truncated: it ends inside its data');
      const offset = at;
      at += size;
      switch (type) {
        case 'int8': return view.getInt8(offset);
        case 'uint8': return view.getUint8(offset);
        case 'int16': return view.getInt16(offset, little);
        case 'uint16': return view.getUint16(offset, little);
        case 'int32': return view.getInt32(offset, little);
        case 'uint32': return view.getUint32(offset, little);
        case 'float32': return view.getFloat32(offset, little);
        case 'float64': return view.getFloat64(offset, little);
      }
    };
  }

  for (const element of elements) {
    const isVertex = element === vertexElement;
    const indicesAt = element.name === 'face' ? element.properties.findIndex((p) => p.countType && (p.name === 'vertex_indices' || p.name === 'vertex_index')) : -1;
    for (let item = 0; item < element.count; item += 1) {
      if (atEnd()) throw new MeshReadError(`the PLY file is truncated: it ends at ${element.name} ${item} of ${element.count}`);
      element.properties.forEach((property, index) => {
        if (property.countType) {
          const count = readScalar(property.countType);
          const list: number[] = [];
          for (let i = 0; i < count; i += 1) list.push(readScalar(property.type));
          if (index === indicesAt) {
            const bad = list.find((corner) => !Number.isInteger(corner) || corner < 0 || corner >= vertexElement.count);
            if (bad !== undefined) throw new MeshReadError(`face ${item} refers to vertex ${bad}, which does not exist`);
            builder.add(list, DEFAULT_MATERIAL);
          }
          return;
        }
        const value = readScalar(property.type);
        if (isVertex) {
          const axis = axes.indexOf(index);
          if (axis >= 0) positions[item * 3 + axis] = value;
        }
      });
    }
  }
  const surface = builder.build(positions, vertexElement.count);
  return { format: 'ply', meshCount: builder.faceCount ? 1 : 0, meshName: (index) => `mesh_${index}`, surface };
}
