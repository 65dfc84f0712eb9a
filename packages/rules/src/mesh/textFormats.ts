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
import { MeshReadError, PolygonBuilder, type MeshInstance, type Scene } from './scene.js';

const DEFAULT_MATERIAL = 'default';

/** Reads an OBJ: objects start at `o` lines (faces before the first form one unnamed object). */
export function readObj(text: string): Scene {
  const positions: number[] = [];
  const objects: { name: string | undefined; builder: PolygonBuilder }[] = [{ name: undefined, builder: new PolygonBuilder() }];
  let material = DEFAULT_MATERIAL;
  const lines = text.split(/\r?\n/);
  for (let lineNumber = 0; lineNumber < lines.length; lineNumber += 1) {
    let line = lines[lineNumber]!;
    // A trailing backslash continues a statement on the next line.
    while (line.endsWith('\\') && lineNumber + 1 < lines.length) line = line.slice(0, -1) + lines[++lineNumber]!;
    const hash = line.indexOf('#');
    const tokens = (hash >= 0 ? line.slice(0, hash) : line).trim().split(/\s+/);
    const keyword = tokens[0];
    if (keyword === 'v') {
      if (tokens.length < 4) throw new MeshReadError(`line ${lineNumber + 1} is a vertex with fewer than three coordinates`);
      for (let i = 1; i <= 3; i += 1) {
        const value = Number(tokens[i]);
        if (!Number.isFinite(value)) throw new MeshReadError(`line ${lineNumber + 1} has the vertex coordinate "${tokens[i]}", which is not a number`);
        positions.push(value);
      }
    } else if (keyword === 'f') {
      const vertexCount = positions.length / 3;
      const polygon = tokens.slice(1).map((token) => {
        const raw = Number.parseInt(token.split('/')[0]!, 10);
        const index = raw < 0 ? vertexCount + raw : raw - 1;
        if (!Number.isInteger(raw) || raw === 0 || index < 0 || index >= vertexCount) {
          throw new MeshReadError(`the face on line ${lineNumber + 1} refers to vertex ${token.split('/')[0]}, which is not defined before it`);
        }
        return index;
      });
      objects[objects.length - 1]!.builder.add(polygon, material);
    } else if (keyword === 'o') {
      objects.push({ name: tokens.slice(1).join(' ') || undefined, builder: new PolygonBuilder() });
    } else if (keyword === 'usemtl') {
      material = `obj:${tokens.slice(1).join(' ')}`;
    }
  }
  const shared = Float64Array.from(positions);
  const instances: MeshInstance[] = [];
  for (const { name, builder } of objects) {
    if (builder.faceCount === 0) continue;
    instances.push({ name: name ?? `mesh_${instances.length}`, mesh: builder.build(shared, 0) });
  }
  return { format: 'obj', instances, storedVertexCount: positions.length / 3 };
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
      if (!Number.isInteger(count) || count < 0) throw new MeshReadError(`the PLY element ${tokens[1]} has the count "${tokens[2]}"`);
      elements.push({ name: tokens[1] ?? '', count, properties: [] });
    } else if (tokens[0] === 'property') {
      const element = elements.at(-1);
      if (!element) throw new MeshReadError('a PLY property comes before any element');
      const list = tokens[1] === 'list';
      const type = PLY_TYPES[tokens[list ? 3 : 1] ?? ''];
      const countType = list ? PLY_TYPES[tokens[2] ?? ''] : undefined;
      if (!type || (list && !countType)) throw new MeshReadError(`the PLY property "${line.trim()}" has an unknown type`);
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
  const positions = new Float64Array(vertexElement.count * 3);
  const builder = new PolygonBuilder();

  let readScalar: (type: PlyScalar) => number;
  let atEnd: () => boolean;
  if (format === 'ascii') {
    const tokens = new TextDecoder('latin1').decode(bytes.subarray(bodyStart)).split(/\s+/).filter(Boolean);
    let next = 0;
    atEnd = () => next >= tokens.length;
    readScalar = () => {
      const value = Number(tokens[next++]);
      if (!Number.isFinite(value)) throw new MeshReadError(`the PLY body has "${tokens[next - 1]}" where a number belongs`);
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
  const instances = builder.faceCount ? [{ name: 'mesh_0', mesh: builder.build(positions, vertexElement.count) }] : [];
  return { format: 'ply', instances };
}
