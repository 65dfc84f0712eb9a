/**
 * 3D files made by code for the mesh rule tests: indexed meshes written as GLB with glTF-Transform
 * (optionally Draco- or meshopt-compressed, quantized, or instanced), and as OBJ, STL (binary and
 * ASCII) and PLY (ASCII and both binary byte orders). Nothing here reads files; the package does.
 */
import { Document, NodeIO, type Node } from '@gltf-transform/core';
import { EXTMeshGPUInstancing, EXTMeshoptCompression, KHRDracoMeshCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import draco3d from 'draco3d';
import { MeshoptEncoder } from 'meshoptimizer';

export type Vec3 = readonly [number, number, number];

/** A mesh as the tests build it: positions and polygons (corner lists of vertex indices). */
export interface PolyMesh {
  readonly positions: Vec3[];
  readonly polygons: number[][];
}

export function merge(...meshes: PolyMesh[]): PolyMesh {
  const positions: Vec3[] = [];
  const polygons: number[][] = [];
  for (const mesh of meshes) {
    const offset = positions.length;
    positions.push(...mesh.positions);
    polygons.push(...mesh.polygons.map((polygon) => polygon.map((corner) => corner + offset)));
  }
  return { positions, polygons };
}

export function transform(mesh: PolyMesh, map: (p: Vec3) => Vec3): PolyMesh {
  return { positions: mesh.positions.map(map), polygons: mesh.polygons };
}

export const translate = (mesh: PolyMesh, [dx, dy, dz]: Vec3): PolyMesh => transform(mesh, ([x, y, z]) => [x + dx, y + dy, z + dz]);

/** A flat grid of `columns` × `rows` quads in the XZ plane (or triangles, two per quad). */
export function grid(columns: number, rows: number, size = 1, triangles = true): PolyMesh {
  const positions: Vec3[] = [];
  for (let r = 0; r <= rows; r += 1) for (let c = 0; c <= columns; c += 1) positions.push([(c / columns) * size, 0, (r / rows) * size]);
  const polygons: number[][] = [];
  const at = (c: number, r: number) => r * (columns + 1) + c;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < columns; c += 1) {
      const [a, b, d, e] = [at(c, r), at(c + 1, r), at(c + 1, r + 1), at(c, r + 1)];
      // Counter-clockwise seen from +Y.
      if (triangles) polygons.push([a, e, d], [a, d, b]);
      else polygons.push([a, e, d, b]);
    }
  }
  return { positions, polygons };
}

/**
 * A closed UV sphere (or, with `height`, a capped cylinder) of `segments` around +Y and `rings`
 * rings between the poles, wound counter-clockwise seen from outside: 2 × segments × (rings − 1)
 * triangles, segments × (rings − 1) + 2 vertices.
 */
export function uvSphere(segments: number, rings: number, radius = 1, center: Vec3 = [0, 0, 0]): PolyMesh {
  const positions: Vec3[] = [[center[0], center[1] + radius, center[2]]];
  for (let r = 1; r < rings; r += 1) {
    const phi = (Math.PI * r) / rings;
    for (let s = 0; s < segments; s += 1) {
      const theta = (2 * Math.PI * s) / segments;
      positions.push([center[0] + radius * Math.sin(phi) * Math.cos(theta), center[1] + radius * Math.cos(phi), center[2] - radius * Math.sin(phi) * Math.sin(theta)]);
    }
  }
  positions.push([center[0], center[1] - radius, center[2]]);
  const bottom = positions.length - 1;
  const ring = (r: number, s: number) => 1 + (r - 1) * segments + (s % segments);
  const polygons: number[][] = [];
  for (let s = 0; s < segments; s += 1) polygons.push([0, ring(1, s), ring(1, s + 1)]);
  for (let r = 1; r < rings - 1; r += 1) {
    for (let s = 0; s < segments; s += 1) polygons.push([ring(r, s), ring(r + 1, s), ring(r + 1, s + 1)], [ring(r, s), ring(r + 1, s + 1), ring(r, s + 1)]);
  }
  for (let s = 0; s < segments; s += 1) polygons.push([ring(rings - 1, s), bottom, ring(rings - 1, s + 1)]);
  return { positions, polygons };
}

/**
 * A closed cylinder around +Y from y0 to y1: `segments` around, `rings` bands of quads (split in
 * two triangles unless `quads`), and caps as triangle fans around a centre vertex (or, with
 * `openBottom`, no bottom cap). Outward counter-clockwise winding.
 */
export function cylinder(segments: number, rings: number, radius: number, y0: number, y1: number, options: { quads?: boolean; openBottom?: boolean } = {}): PolyMesh {
  const positions: Vec3[] = [];
  for (let r = 0; r <= rings; r += 1) {
    const y = y0 + ((y1 - y0) * r) / rings;
    for (let s = 0; s < segments; s += 1) {
      const theta = (2 * Math.PI * s) / segments;
      positions.push([radius * Math.cos(theta), y, -radius * Math.sin(theta)]);
    }
  }
  const at = (r: number, s: number) => r * segments + (s % segments);
  const polygons: number[][] = [];
  for (let r = 0; r < rings; r += 1) {
    for (let s = 0; s < segments; s += 1) {
      const [a, b, c, d] = [at(r, s), at(r, s + 1), at(r + 1, s + 1), at(r + 1, s)];
      if (options.quads) polygons.push([a, b, c, d]);
      else polygons.push([a, b, c], [a, c, d]);
    }
  }
  const top = positions.push([0, y1, 0]) - 1;
  for (let s = 0; s < segments; s += 1) polygons.push([at(rings, s), at(rings, s + 1), top]);
  if (!options.openBottom) {
    const bottom = positions.push([0, y0, 0]) - 1;
    for (let s = 0; s < segments; s += 1) polygons.push([at(0, s + 1), at(0, s), bottom]);
  }
  return { positions, polygons };
}

/** An axis-aligned box from `min` to `max`: 8 vertices, 6 quads (or 12 triangles), outward winding. */
export function box(min: Vec3, max: Vec3, triangles = true): PolyMesh {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const positions: Vec3[] = [[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0], [x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]];
  const quads = [
    [0, 3, 2, 1], // -Z
    [4, 5, 6, 7], // +Z
    [0, 4, 7, 3], // -X
    [1, 2, 6, 5], // +X
    [0, 1, 5, 4], // -Y
    [3, 7, 6, 2], // +Y
  ];
  return { positions, polygons: triangles ? quads.flatMap(([a, b, c, d]) => [[a!, b!, c!], [a!, c!, d!]]) : quads };
}

/** An isosceles triangle whose apex angle is `degrees`, legs of length 1, in the XY plane at `origin`. */
export function sliver(degrees: number, origin: Vec3 = [0, 0, 0]): PolyMesh {
  const t = (degrees * Math.PI) / 180;
  const [x, y, z] = origin;
  return { positions: [[x, y, z], [x + 1, y, z], [x + Math.cos(t), y + Math.sin(t), z]], polygons: [[0, 1, 2]] };
}

// ---------------------------------------------------------------- writers

export function objText(objects: readonly { name?: string; material?: string; mesh: PolyMesh }[], header = ''): string {
  const lines = [header];
  let offset = 0;
  for (const { name, material, mesh } of objects) {
    if (name) lines.push(`o ${name}`);
    if (material) lines.push(`usemtl ${material}`);
    for (const [x, y, z] of mesh.positions) lines.push(`v ${x} ${y} ${z}`);
    for (const polygon of mesh.polygons) lines.push(`f ${polygon.map((corner) => corner + 1 + offset).join(' ')}`);
    offset += mesh.positions.length;
  }
  return `${lines.join('\n')}\n`;
}

export const obj = (...args: Parameters<typeof objText>): Uint8Array => new TextEncoder().encode(objText(...args));

function triangles(mesh: PolyMesh): number[][] {
  return mesh.polygons.flatMap((polygon) => polygon.slice(1, -1).map((_, i) => [polygon[0]!, polygon[i + 1]!, polygon[i + 2]!]));
}

export function stlBinary(mesh: PolyMesh): Uint8Array {
  const facets = triangles(mesh);
  const bytes = new Uint8Array(84 + 50 * facets.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(80, facets.length, true);
  facets.forEach((facet, f) => {
    facet.forEach((corner, c) => mesh.positions[corner]!.forEach((value, axis) => view.setFloat32(84 + f * 50 + 12 + c * 12 + axis * 4, value, true)));
  });
  return bytes;
}

export function stlAscii(solids: readonly { name: string; mesh: PolyMesh }[]): Uint8Array {
  const lines: string[] = [];
  for (const { name, mesh } of solids) {
    lines.push(`solid ${name}`);
    for (const facet of triangles(mesh)) {
      lines.push('  facet normal 0 0 0', '    outer loop');
      for (const corner of facet) lines.push(`      vertex ${mesh.positions[corner]!.join(' ')}`);
      lines.push('    endloop', '  endfacet');
    }
    lines.push(`endsolid ${name}`);
  }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

export function ply(mesh: PolyMesh, encoding: 'ascii' | 'binary_little_endian' | 'binary_big_endian'): Uint8Array {
  const header = [
    'ply',
    `format ${encoding} 1.0`,
    'comment made by the Guildforge docs tests',
    `element vertex ${mesh.positions.length}`,
    'property float x',
    'property float y',
    'property float z',
    `element face ${mesh.polygons.length}`,
    'property list uchar int vertex_indices',
    'end_header',
  ].join('\n');
  if (encoding === 'ascii') {
    const body = [...mesh.positions.map((p) => p.join(' ')), ...mesh.polygons.map((polygon) => `${polygon.length} ${polygon.join(' ')}`)].join('\n');
    return new TextEncoder().encode(`${header}\n${body}\n`);
  }
  const head = new TextEncoder().encode(`${header}\n`);
  const size = mesh.positions.length * 12 + mesh.polygons.reduce((sum, polygon) => sum + 1 + 4 * polygon.length, 0);
  const bytes = new Uint8Array(head.length + size);
  bytes.set(head);
  const view = new DataView(bytes.buffer);
  const little = encoding === 'binary_little_endian';
  let at = head.length;
  for (const p of mesh.positions) for (const value of p) (view.setFloat32(at, value, little), (at += 4));
  for (const polygon of mesh.polygons) {
    view.setUint8(at, polygon.length);
    at += 1;
    for (const corner of polygon) (view.setInt32(at, corner, little), (at += 4));
  }
  return bytes;
}

// ---------------------------------------------------------------- glTF

export interface GltfNodeSpec {
  readonly name?: string;
  /** Index into `meshes`. */
  readonly mesh?: number;
  readonly translation?: Vec3;
  readonly rotation?: readonly [number, number, number, number];
  readonly scale?: Vec3;
  readonly children?: readonly GltfNodeSpec[];
  /** EXT_mesh_gpu_instancing translations. */
  readonly instances?: readonly Vec3[];
}

export interface GltfSpec {
  /** Each mesh is a list of primitives; each primitive a triangle mesh and its material index. */
  readonly meshes: readonly { primitives: readonly { mesh: PolyMesh; material?: number }[] }[];
  readonly materials?: number;
  readonly nodes: readonly GltfNodeSpec[];
  readonly compression?: 'draco' | 'meshopt';
  /** Store positions (within −1 to 1) as normalized int16 with KHR_mesh_quantization. */
  readonly quantize?: boolean;
  /** Called with the document before writing, to add skins and animations. */
  readonly extend?: (document: Document, nodes: Node[]) => void;
}

async function io(): Promise<NodeIO> {
  const nodeIO = new NodeIO().registerExtensions([KHRDracoMeshCompression, EXTMeshoptCompression, KHRMeshQuantization, EXTMeshGPUInstancing]);
  nodeIO.registerDependencies({
    'draco3d.encoder': await draco3d.createEncoderModule(),
    'draco3d.decoder': await draco3d.createDecoderModule(),
    'meshopt.encoder': MeshoptEncoder,
  });
  await MeshoptEncoder.ready;
  return nodeIO;
}

export function gltfDocument(spec: GltfSpec): Document {
  const document = new Document();
  const buffer = document.createBuffer();
  const materials = Array.from({ length: spec.materials ?? 0 }, (_, i) => document.createMaterial(`material_${i}`));
  const meshes = spec.meshes.map((meshSpec, m) =>
    meshSpec.primitives.reduce((mesh, { mesh: poly, material }) => {
      const flat = poly.positions.flat();
      const position = document.createAccessor().setType('VEC3').setBuffer(buffer);
      if (spec.quantize) {
        position.setArray(Int16Array.from(flat, (v) => Math.round(v * 32767))).setNormalized(true);
      } else position.setArray(Float32Array.from(flat));
      const indices = document.createAccessor().setType('SCALAR').setBuffer(buffer).setArray(Uint32Array.from(triangles(poly).flat()));
      const primitive = document.createPrimitive().setAttribute('POSITION', position).setIndices(indices);
      if (material !== undefined) primitive.setMaterial(materials[material]!);
      return mesh.addPrimitive(primitive);
    }, document.createMesh(`mesh_${m}`)),
  );
  const scene = document.createScene('scene');
  const allNodes: Node[] = [];
  const instancing = spec.nodes.some(function uses(node): boolean {
    return Boolean(node.instances) || (node.children ?? []).some(uses);
  })
    ? document.createExtension(EXTMeshGPUInstancing).setRequired(true)
    : undefined;
  const build = (nodeSpec: GltfNodeSpec): Node => {
    const node = document.createNode(nodeSpec.name ?? '');
    if (nodeSpec.mesh !== undefined) node.setMesh(meshes[nodeSpec.mesh]!);
    if (nodeSpec.translation) node.setTranslation([...nodeSpec.translation]);
    if (nodeSpec.rotation) node.setRotation([...nodeSpec.rotation]);
    if (nodeSpec.scale) node.setScale([...nodeSpec.scale]);
    if (nodeSpec.instances && instancing) {
      const translation = document.createAccessor().setType('VEC3').setBuffer(buffer).setArray(Float32Array.from(nodeSpec.instances.flat()));
      node.setExtension('EXT_mesh_gpu_instancing', instancing.createInstancedMesh().setAttribute('TRANSLATION', translation));
    }
    allNodes.push(node);
    for (const child of nodeSpec.children ?? []) node.addChild(build(child));
    return node;
  };
  for (const nodeSpec of spec.nodes) scene.addChild(build(nodeSpec));
  document.getRoot().setDefaultScene(scene);
  if (spec.quantize) document.createExtension(KHRMeshQuantization).setRequired(true);
  if (spec.compression === 'draco') document.createExtension(KHRDracoMeshCompression).setRequired(true).setEncoderOptions({ method: KHRDracoMeshCompression.EncoderMethod.EDGEBREAKER, quantizationBits: { POSITION: 16 } } as never);
  if (spec.compression === 'meshopt') document.createExtension(EXTMeshoptCompression).setRequired(true).setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.QUANTIZE });
  spec.extend?.(document, allNodes);
  return document;
}

export async function glb(spec: GltfSpec): Promise<Uint8Array> {
  return (await io()).writeBinary(gltfDocument(spec));
}

/** A `.gltf` with its buffer embedded as a data: URI. */
export async function gltfEmbedded(spec: GltfSpec): Promise<Uint8Array> {
  const { json, resources } = await (await io()).writeJSON(gltfDocument(spec));
  for (const bufferDef of json.buffers ?? []) {
    const data = resources[bufferDef.uri!]!;
    bufferDef.uri = `data:application/octet-stream;base64,${Buffer.from(data).toString('base64')}`;
  }
  return new TextEncoder().encode(JSON.stringify(json));
}

/** One mesh, one node: the simplest GLB of a PolyMesh. */
export const singleGlb = (mesh: PolyMesh, node: Omit<GltfNodeSpec, 'mesh'> = {}): Promise<Uint8Array> =>
  glb({ meshes: [{ primitives: [{ mesh }] }], nodes: [{ name: 'model', ...node, mesh: 0 }] });
