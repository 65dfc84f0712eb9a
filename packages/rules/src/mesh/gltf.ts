/**
 * glTF 2.0 (`.glb`, and `.gltf` with embedded buffers) read with glTF-Transform, with the Draco
 * (draco3d) and meshopt (meshoptimizer) decoders loaded only for files that use them. The default
 * scene is flattened into mesh instances: node world matrices, EXT_mesh_gpu_instancing instances,
 * skinned meshes at their bind pose, and triangle strips and fans expanded.
 */
import type { Accessor, Document, Mesh, Node } from '@gltf-transform/core';
import type { InstancedMesh } from '@gltf-transform/extensions';
import { ANALYSIS_LIMIT, DeclaredLimitError, MeshReadError, bakeScene, type MeshData, type MeshInstances, type Scene } from './scene.js';
import { quote } from './textFormats.js';

/** The extensions the mesh_files page says are decoded; any other in extensionsRequired fails. */
export const DECODED_EXTENSIONS = ['KHR_draco_mesh_compression', 'EXT_meshopt_compression', 'KHR_mesh_quantization', 'EXT_mesh_gpu_instancing'];

interface GltfAccessorJson {
  count?: unknown;
  bufferView?: unknown;
  type?: unknown;
}

interface GltfNodeJson {
  name?: unknown;
  mesh?: unknown;
  skin?: unknown;
  children?: unknown;
  extensions?: { EXT_mesh_gpu_instancing?: { attributes?: Record<string, unknown> } };
}

interface GltfJson {
  extensionsRequired?: string[];
  extensionsUsed?: string[];
  buffers?: { uri?: string }[];
  images?: { uri?: string }[];
  accessors?: GltfAccessorJson[];
  meshes?: { primitives?: { mode?: unknown; indices?: unknown; attributes?: Record<string, unknown> }[] }[];
  nodes?: GltfNodeJson[];
  scenes?: { nodes?: unknown }[];
  scene?: unknown;
  skins?: unknown;
  animations?: unknown;
}

const COMPONENTS: Readonly<Record<string, number>> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT2: 4, MAT3: 9, MAT4: 16 };

const countOf = (json: GltfJson, index: unknown): number => {
  const accessor = typeof index === 'number' ? json.accessors?.[index] : undefined;
  return typeof accessor?.count === 'number' && accessor.count > 0 ? accessor.count : 0;
};

/**
 * The triangles the default scene declares, from the JSON alone: each primitive's index or vertex
 * count (strips and fans as n - 2), times the node's GPU instances, over the node tree. glTF-Transform
 * allocates every accessor from its declared count before the scene can be measured, so a file
 * that declares 50 million vertices without data would take gigabytes to reach the same verdict.
 * The walk stops as soon as the sum passes the limit.
 */
function declaredTriangles(json: GltfJson): number {
  const meshTriangles = (index: unknown): number => {
    const mesh = typeof index === 'number' ? json.meshes?.[index] : undefined;
    let triangles = 0;
    for (const primitive of mesh?.primitives ?? []) {
      const mode = typeof primitive.mode === 'number' ? primitive.mode : 4;
      if (!SURFACE_MODES.has(mode)) continue;
      const n = primitive.indices !== undefined ? countOf(json, primitive.indices) : countOf(json, primitive.attributes?.POSITION);
      triangles += mode === 4 ? Math.floor(n / 3) : Math.max(0, n - 2);
    }
    return triangles;
  };
  const sceneIndex = typeof json.scene === 'number' ? json.scene : 0;
  const roots = json.scenes?.[sceneIndex]?.nodes;
  const stack: unknown[] = Array.isArray(roots) ? [...roots] : [];
  let total = 0;
  let visits = 0;
  while (stack.length && total <= ANALYSIS_LIMIT) {
    const index = stack.pop();
    const node = typeof index === 'number' ? json.nodes?.[index] : undefined;
    // A node tree has fewer visits than nodes; a file whose nodes share children (not a tree) is cut off here and refused by glTF-Transform.
    if (!node || (visits += 1) > (json.nodes?.length ?? 0)) break;
    if (node.mesh !== undefined) {
      const attributes = node.extensions?.EXT_mesh_gpu_instancing?.attributes;
      const instances = attributes ? Object.values(attributes).reduce<number>((most, accessor) => Math.max(most, countOf(json, accessor)), 1) : 1;
      total += meshTriangles(node.mesh) * instances;
    }
    // One push per child: spreading a node's 250,000 children into push overflows the call stack.
    if (Array.isArray(node.children)) for (const child of node.children) stack.push(child);
  }
  return total;
}

/** Accessors without a buffer view are allocated zero-filled (or decoded) from their count alone. */
function checkDeclaredAccessors(json: GltfJson): void {
  (json.accessors ?? []).forEach((accessor, index) => {
    if (accessor.bufferView !== undefined || typeof accessor.count !== 'number') return;
    // A mesh within the analysis limit has at most three vertices per triangle.
    if (accessor.count > 3 * ANALYSIS_LIMIT) {
      const components = COMPONENTS[String(accessor.type)] ?? 1;
      throw new MeshReadError(`accessor ${index} declares ${accessor.count} elements (${accessor.count * components} values) with no data in the file, more than a model within the 2,000,000-triangle analysis limit can use`);
    }
  });
}

const utf8 = new TextDecoder();

/** The JSON chunk of a GLB, or the parsed `.gltf`, with the checks the page lists before reading. */
function inspect(bytes: Uint8Array, binary: boolean): GltfJson {
  let json: GltfJson;
  try {
    if (binary) {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const declared = view.getUint32(8, true);
      if (declared > bytes.length) throw new MeshReadError(`the GLB is truncated: its header declares ${declared} bytes but the file has ${bytes.length}`);
      const jsonLength = view.getUint32(12, true);
      if (view.getUint32(16, true) !== 0x4e4f534a || 20 + jsonLength > bytes.length) throw new MeshReadError('the GLB has no complete JSON chunk');
      json = JSON.parse(utf8.decode(bytes.subarray(20, 20 + jsonLength))) as GltfJson;
    } else {
      json = JSON.parse(utf8.decode(bytes)) as GltfJson;
    }
  } catch (error) {
    if (error instanceof MeshReadError) throw error;
    throw new MeshReadError(`the glTF JSON does not parse (${(error as Error).message})`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new MeshReadError('the glTF JSON is not an object');
  for (const member of ['accessors', 'buffers', 'images', 'meshes', 'nodes', 'scenes', 'extensionsRequired', 'extensionsUsed'] as const) {
    if (json[member] !== undefined && !Array.isArray(json[member])) throw new MeshReadError(`its ${member} member is not an array`);
  }
  const unsupported = (json.extensionsRequired ?? []).filter((name) => !DECODED_EXTENSIONS.includes(name));
  if (unsupported.length) throw new MeshReadError(`the file requires the unsupported extension ${unsupported.join(', ')}`);
  // The JSON is the file's: any member may have any type, so each is checked before it is used.
  const external = (kind: string, list: unknown) => {
    if (list === undefined) return;
    (list as ({ uri?: unknown } | null)[]).forEach((item, index) => {
      const uri = item?.uri;
      if (uri === undefined) return;
      if (typeof uri !== 'string') throw new MeshReadError(`${kind} ${index} has a uri that is not a string`);
      if (!uri.startsWith('data:')) throw new MeshReadError(`${kind} ${index} references external file ${quote(uri)}`);
    });
  };
  external('buffer', json.buffers);
  external('image', json.images);
  const triangles = declaredTriangles(json);
  if (triangles > ANALYSIS_LIMIT) throw new DeclaredLimitError(triangles);
  checkDeclaredAccessors(json);
  return json;
}

/**
 * draco3d's decoder is an Emscripten build that reads its WebAssembly with Node's fs, so it is
 * loaded at run time in Node and kept out of browser bundles; a browser checker answers Draco files
 * with a reason instead.
 */
async function dracoDecoder(): Promise<unknown> {
  const specifier = 'draco3d';
  try {
    const draco = (await import(/* webpackIgnore: true */ specifier)) as { default?: { createDecoderModule(): Promise<unknown> }; createDecoderModule?: () => Promise<unknown> };
    return await (draco.default ?? (draco as { createDecoderModule(): Promise<unknown> })).createDecoderModule();
  } catch {
    throw new MeshReadError('the file uses KHR_draco_mesh_compression, which only the guildforge-rules command and the API decode, not this browser');
  }
}

/**
 * The node graph as the Skeleton rule reads it, taken from the JSON: the joints of every skin that
 * a mesh node of the default scene uses, their names, how many have no joint for a parent, and the
 * animations with a channel that targets one of them.
 */
export interface SkeletonGraph {
  readonly boneCount: number;
  readonly rootCount: number;
  readonly clipCount: number;
  /** boneKey of each joint's name (`node_<index>` when it has none), before boneKey is applied. */
  readonly jointNames: readonly string[];
}

const skeletonGraphs = new WeakMap<Document, SkeletonGraph>();

/** The skeleton graph read from the JSON of a document that readGltfDocument built without its bare nodes. */
export function skeletonGraphOf(document: Document): SkeletonGraph | undefined {
  return skeletonGraphs.get(document);
}

const isIndex = (value: unknown, length: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;
/** The node a reference names as glTF-Transform looks it up (`context.nodes[value]`), or -1. */
const nodeAt = (value: unknown, length: number): number => {
  const key = String(value);
  return /^(?:0|[1-9][0-9]{0,15})$/.test(key) && Number(key) < length ? Number(key) : -1;
};
const isNumbers = (value: unknown, length: number) => Array.isArray(value) && value.length === length && value.every((item) => typeof item === 'number');
/** Members a node may have and still be left out: glTF-Transform reads them without failing (checked below). */
const BARE_NODE_MEMBERS = new Set(['name', 'children', 'translation', 'rotation', 'scale', 'matrix', 'extras']);

/**
 * glTF-Transform builds a property with its own graph edges for every node, about 12 µs and 2 KB
 * each: 250,000 joints take seconds and most of a gigabyte before any rule runs. The scene needs
 * only the mesh nodes of the default scene and their ancestors, and the Skeleton rule reads joints,
 * parents, names and animation targets, all of which the JSON holds. So the JSON passed on keeps
 * only those nodes (and any node with members other than a name, children, a transform and extras),
 * with skins without joints and channels without targets on the nodes left out, and the skeleton
 * graph is read here in linear passes, with glTF-Transform's rules for a node listed twice and its
 * lookup of a reference (`nodes[value]`). A reference that names no node stays as written, on a
 * node that stays, so glTF-Transform refuses the file at the same place with the same reason.
 */
function pruneNodes(json: GltfJson): { json: GltfJson; graph: SkeletonGraph } | undefined {
  const nodes = json.nodes ?? [];
  const n = nodes.length;
  if (n === 0) return undefined;
  // glTF-Transform attaches children in node order, and a node listed again leaves its earlier
  // parent: each node's parent is the last node to list it. Then each scene takes its roots away
  // from their parents.
  const parent = new Int32Array(n).fill(-1);
  const unresolved = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const node = nodes[i] as unknown;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    const { children } = node as GltfNodeJson;
    if (children === undefined) continue;
    if (!Array.isArray(children)) return undefined;
    for (const child of children) {
      const at = nodeAt(child, n);
      // glTF-Transform refuses the file at this reference; it stays in the JSON passed on, with its node.
      if (at === -1) unresolved[i] = 1;
      else parent[at] = i;
    }
  }
  const scenes = json.scenes ?? [];
  for (const scene of scenes) {
    if (scene === null || typeof scene !== 'object') return undefined;
    if (scene.nodes === undefined) continue;
    if (!Array.isArray(scene.nodes)) return undefined;
    for (const root of scene.nodes) {
      const at = nodeAt(root, n);
      if (at !== -1) parent[at] = -1;
    }
  }
  // Each node's children as glTF-Transform leaves them (a repeat within one list is moved there too).
  const finalChildren: (number[] | undefined)[] = new Array<number[] | undefined>(n);
  for (let i = 0; i < n; i += 1) {
    const children = nodes[i]!.children as number[] | undefined;
    if (children) finalChildren[i] = children.map((child) => nodeAt(child, n)).filter((child) => child !== -1 && parent[child] === i);
  }
  if (json.scene !== undefined && !isIndex(json.scene, scenes.length)) return undefined;
  const skins = json.skins ?? [];
  if (!Array.isArray(skins)) return undefined;
  for (const skin of skins as { joints?: unknown; skeleton?: unknown }[]) {
    if (skin === null || typeof skin !== 'object' || !Array.isArray(skin.joints)) return undefined;
  }
  const animations = json.animations ?? [];
  if (!Array.isArray(animations)) return undefined;
  for (const animation of animations as { channels?: unknown }[]) {
    if (animation === null || typeof animation !== 'object') return undefined;
    if (animation.channels === undefined) continue;
    if (!Array.isArray(animation.channels)) return undefined;
    for (const channel of animation.channels as { target?: { node?: unknown } }[]) {
      if (channel === null || typeof channel !== 'object' || channel.target === null || typeof channel.target !== 'object') return undefined;
    }
  }
  // The default scene's nodes, and which of them hold a mesh.
  const keep = new Uint8Array(n);
  const joints = new Uint8Array(n);
  const jointList: number[] = [];
  const sceneIndex = json.scene === undefined ? 0 : (json.scene as number);
  const stack: number[] = [];
  const visited = new Uint8Array(n);
  for (const root of (scenes[sceneIndex]?.nodes as unknown[] | undefined) ?? []) if (nodeAt(root, n) !== -1) stack.push(nodeAt(root, n));
  while (stack.length) {
    const index = stack.pop()!;
    if (visited[index]) continue;
    visited[index] = 1;
    const node = nodes[index]!;
    if (node.mesh !== undefined) {
      for (let up = index; up !== -1 && !keep[up]; up = parent[up]!) keep[up] = 1;
      if (node.skin !== undefined) {
        if (!isIndex(node.skin, skins.length)) return undefined;
        for (const reference of (skins[node.skin] as { joints: unknown[] }).joints) {
          // An unresolved joint stays in the skin passed on, where glTF-Transform refuses it.
          const joint = nodeAt(reference, n);
          if (joint === -1) continue;
          if (!joints[joint]) jointList.push(joint);
          joints[joint] = 1;
        }
      }
    }
    const children = finalChildren[index];
    if (children) for (const child of children) stack.push(child);
  }
  for (let i = 0; i < n; i += 1) {
    if (keep[i] || unresolved[i]) {
      keep[i] = 1;
      continue;
    }
    const node = nodes[i] as Record<string, unknown>;
    for (const key in node) if (!BARE_NODE_MEMBERS.has(key)) keep[i] = 1;
    if (node.name !== undefined && typeof node.name !== 'string') keep[i] = 1;
    if (keep[i]) continue;
    for (const [key, length] of [['translation', 3], ['rotation', 4], ['scale', 3], ['matrix', 16]] as const) {
      if (node[key] !== undefined && !isNumbers(node[key], length)) keep[i] = 1;
    }
  }
  const newIndex = new Int32Array(n).fill(-1);
  const kept: number[] = [];
  for (let i = 0; i < n; i += 1) {
    if (!keep[i]) continue;
    newIndex[i] = kept.length;
    kept.push(i);
  }
  // References to nodes left out are dropped, the others renumbered; unresolved ones stay as written.
  const remap = (list: unknown[], owner = -1) =>
    list.flatMap((reference) => {
      const at = nodeAt(reference, n);
      if (at === -1) return [reference];
      return newIndex[at] === -1 || (owner !== -1 && parent[at] !== owner) ? [] : [newIndex[at]];
    });
  const pruned: GltfJson = {
    ...json,
    nodes: kept.map((index) => {
      const children = nodes[index]!.children;
      return Array.isArray(children) ? { ...nodes[index]!, children: remap(children, index) } : nodes[index]!;
    }),
    scenes: scenes.map((scene) => (Array.isArray(scene.nodes) ? { ...scene, nodes: remap(scene.nodes as unknown[]) } : scene)),
    skins: (skins as { joints: unknown[]; skeleton?: unknown }[]).map(({ skeleton, ...skin }) => ({
      ...skin,
      ...(skeleton !== undefined && nodeAt(skeleton, n) === -1 ? { skeleton } : {}),
      joints: skin.joints.filter((joint) => nodeAt(joint, n) === -1),
    })),
    animations: (animations as { channels?: { target: { node?: number } }[] }[]).map((animation) =>
      animation.channels
        ? {
            ...animation,
            channels: animation.channels.map((channel) => {
              const node = channel.target.node === undefined ? -1 : nodeAt(channel.target.node, n);
              if (node === -1) return channel;
              const { node: _node, ...target } = channel.target;
              return { ...channel, target: newIndex[node] === -1 ? target : { ...target, node: newIndex[node] } };
            }),
          }
        : animation,
    ),
  };
  let rootCount = 0;
  const jointNames: string[] = [];
  for (const joint of jointList) {
    if (parent[joint] === -1 || !joints[parent[joint]!]) rootCount += 1;
    // As glTF-Transform's getName() || ...: a name that is not a string reaches boneKey as it is.
    jointNames.push((nodes[joint]!.name as string | undefined) || `node_${joint}`);
  }
  let clipCount = 0;
  for (const animation of animations as { channels?: { target: { node?: number } }[] }[]) {
    if ((animation.channels ?? []).some((channel) => channel.target.node !== undefined && joints[nodeAt(channel.target.node, n)] === 1)) clipCount += 1;
  }
  return { json: pruned, graph: { boneCount: jointList.length, rootCount, clipCount, jointNames } };
}

/** Reads the file into a glTF-Transform Document, loading decoders only for the extensions it uses. */
export async function readGltfDocument(bytes: Uint8Array, binary: boolean, options: { readonly wholeGraph?: boolean } = {}): Promise<Document> {
  const json = inspect(bytes, binary);
  const [{ WebIO, Logger }, { ALL_EXTENSIONS }] = await Promise.all([import('@gltf-transform/core'), import('@gltf-transform/extensions')]);
  // glTF-Transform's default logger prints with console.info, on the stdout that carries the command's JSON and the MCP stream.
  const io = new WebIO().setLogger(new Logger(Logger.Verbosity.SILENT)).registerExtensions(ALL_EXTENSIONS);
  const used = new Set(json.extensionsUsed ?? []);
  if (used.has('KHR_draco_mesh_compression')) io.registerDependencies({ 'draco3d.decoder': await dracoDecoder() });
  if (used.has('EXT_meshopt_compression')) {
    const { MeshoptDecoder } = await import('meshoptimizer/decoder');
    await MeshoptDecoder.ready;
    io.registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
  }
  const pruned = options.wholeGraph ? undefined : pruneNodes(json);
  try {
    // binaryToJSON then readJSON is what readBinary does; the JSON chunk is swapped for the pruned one.
    const jsonDocument = binary ? await io.binaryToJSON(bytes) : { json: json as never, resources: {} };
    const document = await io.readJSON(pruned ? { ...jsonDocument, json: pruned.json as never } : jsonDocument);
    if (pruned) skeletonGraphs.set(document, pruned.graph);
    return document;
  } catch (error) {
    const message = (error as Error).message.replace(/\.$/, '');
    throw new MeshReadError(`the glTF content is invalid (${message})`);
  }
}

/** Reads accessor values as float64, de-normalizing normalized integer accessors (KHR_mesh_quantization). */
function readFloats(accessor: Accessor): Float64Array {
  const count = accessor.getCount();
  const size = accessor.getElementSize();
  const out = new Float64Array(count * size);
  if (!accessor.getNormalized()) {
    const array = accessor.getArray();
    if (!array) throw new MeshReadError('an accessor has no data');
    for (let i = 0; i < count * size; i += 1) out[i] = array[i]!;
    return out;
  }
  const element: number[] = [];
  for (let i = 0; i < count; i += 1) {
    accessor.getElement(i, element);
    for (let j = 0; j < size; j += 1) out[i * size + j] = element[j]!;
  }
  return out;
}

const SURFACE_MODES = new Set([4, 5, 6]);

/** Triangle corners of one primitive (strips and fans expanded), offset by `offset`. */
function triangleCorners(mode: number, indices: ArrayLike<number> | null, count: number, offset: number): Uint32Array {
  const length = indices ? indices.length : count;
  const at = indices ? (i: number) => offset + indices[i]! : (i: number) => offset + i;
  if (mode === 4) {
    const out = new Uint32Array(Math.floor(length / 3) * 3);
    if (indices) for (let i = 0; i < out.length; i += 1) out[i] = offset + indices[i]!;
    else for (let i = 0; i < out.length; i += 1) out[i] = offset + i;
    return out;
  }
  const triangles = Math.max(0, length - 2);
  const out = new Uint32Array(triangles * 3);
  for (let t = 0; t < triangles; t += 1) {
    const [a, b, c] = mode === 5 ? (t % 2 ? [t + 1, t, t + 2] : [t, t + 1, t + 2]) : [0, t + 1, t + 2];
    out[t * 3] = at(a);
    out[t * 3 + 1] = at(b);
    out[t * 3 + 2] = at(c);
  }
  return out;
}

function meshData(mesh: Mesh, materialKey: (material: unknown) => string): MeshData | undefined {
  const chunks: Float64Array[] = [];
  const cornerChunks: Uint32Array[] = [];
  const materials = new Set<string>();
  let offset = 0;
  for (const primitive of mesh.listPrimitives()) {
    const mode = primitive.getMode();
    const position = primitive.getAttribute('POSITION');
    if (!SURFACE_MODES.has(mode) || !position) continue;
    const count = position.getCount();
    const indices = primitive.getIndices()?.getArray() ?? null;
    if (indices) {
      for (let i = 0; i < indices.length; i += 1) {
        if (indices[i]! >= count) throw new MeshReadError(`a primitive of mesh "${mesh.getName()}" indexes past its ${count} vertices`);
      }
    }
    const corners = triangleCorners(mode, indices, count, offset);
    if (corners.length) {
      cornerChunks.push(corners);
      materials.add(materialKey(primitive.getMaterial()));
    }
    chunks.push(readFloats(position));
    offset += count;
  }
  const total = cornerChunks.reduce((sum, chunk) => sum + chunk.length, 0);
  if (total === 0) return undefined;
  const positions = new Float64Array(offset * 3);
  let at = 0;
  for (const chunk of chunks) {
    positions.set(chunk, at);
    at += chunk.length;
  }
  const corners = new Uint32Array(total);
  at = 0;
  for (const chunk of cornerChunks) {
    corners.set(chunk, at);
    at += chunk.length;
  }
  const starts = new Uint32Array(total / 3 + 1);
  for (let f = 0; f < starts.length; f += 1) starts[f] = f * 3;
  return { positions, starts, corners, materials: [...materials], storedVertexCount: offset };
}

/** Column-major 4 × 4 product a × b, written into `out`. */
function multiply(a: ArrayLike<number>, b: ArrayLike<number>, out: Float64Array): void {
  for (let column = 0; column < 4; column += 1) {
    for (let row = 0; row < 4; row += 1) {
      let sum = 0;
      for (let k = 0; k < 4; k += 1) sum += a[k * 4 + row]! * b[column * 4 + k]!;
      out[column * 4 + row] = sum;
    }
  }
}

/** The matrix of translation t, rotation quaternion q and scale s, written into `out`. */
function compose(t: ArrayLike<number>, q: ArrayLike<number>, s: ArrayLike<number>, out: Float64Array): void {
  const x = q[0]!;
  const y = q[1]!;
  const z = q[2]!;
  const w = q[3]!;
  const sx = s[0]!;
  const sy = s[1]!;
  const sz = s[2]!;
  out.set([
    (1 - 2 * (y * y + z * z)) * sx, 2 * (x * y + z * w) * sx, 2 * (x * z - y * w) * sx, 0,
    2 * (x * y - z * w) * sy, (1 - 2 * (x * x + z * z)) * sy, 2 * (y * z + x * w) * sy, 0,
    2 * (x * z + y * w) * sz, 2 * (y * z - x * w) * sz, (1 - 2 * (x * x + y * y)) * sz, 0,
    t[0]!, t[1]!, t[2]!, 1,
  ]);
}

/** The nodes of the default scene (`scene`, or scene 0), depth first in document order. */
export function defaultSceneNodes(document: Document): Node[] {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const nodes: Node[] = [];
  scene?.traverse((node) => {
    nodes.push(node);
  });
  return nodes;
}

/**
 * The default scene's mesh objects: one per node with a mesh, or one per GPU instance. Instances
 * are baked into the scene's one world-space surface; no object or matrix is kept per instance.
 */
export function gltfScene(document: Document, format: 'glb' | 'gltf'): Scene {
  const root = document.getRoot();
  const materials = root.listMaterials();
  const materialKey = (material: unknown) => (material ? `gltf:${materials.indexOf(material as never)}` : 'gltf:default');
  const cache = new Map<Mesh, MeshData | undefined>();
  const parts: MeshInstances[] = [];
  for (const node of defaultSceneNodes(document)) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    if (!cache.has(mesh)) cache.set(mesh, meshData(mesh, materialKey));
    const data = cache.get(mesh);
    if (!data) continue;
    // A skinned mesh is measured at its bind pose, without the node's own transform (glTF 2.0, 3.7.3.3).
    const world = node.getSkin() ? undefined : node.getWorldMatrix();
    const instancing = node.getExtension<InstancedMesh>('EXT_mesh_gpu_instancing');
    const name = node.getName() || undefined;
    if (!instancing) {
      parts.push({ mesh: data, count: 1, name, matrix: (_, out) => (world ? (out.set(world), true) : false) });
      continue;
    }
    const translation = instancing.getAttribute('TRANSLATION');
    const rotation = instancing.getAttribute('ROTATION');
    const scale = instancing.getAttribute('SCALE');
    const count = (translation ?? rotation ?? scale)?.getCount() ?? 0;
    const t = [0, 0, 0];
    const q = [0, 0, 0, 1];
    const s = [1, 1, 1];
    const local = new Float64Array(16);
    const matrix = (i: number, out: Float64Array): boolean => {
      if (translation) translation.getElement(i, t);
      if (rotation) rotation.getElement(i, q);
      if (scale) scale.getElement(i, s);
      if (!world) {
        compose(t, q, s, out);
        return true;
      }
      compose(t, q, s, local);
      multiply(world, local, out);
      return true;
    };
    parts.push({ mesh: data, count, name, matrix });
  }
  return bakeScene(format, parts);
}
