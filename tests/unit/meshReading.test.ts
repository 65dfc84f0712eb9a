/**
 * How mesh files are read (/docs/rules/mesh_files), on files made by code: every format and
 * encoding the package reads, glTF compression, quantization and GPU instancing, node transforms
 * for centimetre-authored and Z-up content, unitless formats read as meters and +Y up, unreadable
 * and truncated files, and three larger models whose counts the test computes on its own.
 */
import { describe, expect, it } from 'vitest';
import { checkRule, type SchemaField, type ValidationResult } from '../../packages/rules/src/index';
import {
  box,
  cylinder,
  glb,
  gltfEmbedded,
  grid,
  merge,
  obj,
  ply,
  singleGlb,
  stlAscii,
  stlBinary,
  transform,
  translate,
  uvSphere,
  type PolyMesh,
} from './meshFixtures';

const field: SchemaField = { key: 'model', kind: 'mesh' };
const check = (rule: string, params: Record<string, unknown>, bytes: Uint8Array): Promise<ValidationResult> => checkRule(field, { rule, params }, { name: 'model', bytes });
const measured = async (rule: string, params: Record<string, unknown>, bytes: Uint8Array) => (await check(rule, params, bytes)).measured;

/** The counts of a closed polygon mesh, computed from its polygons (not by the package). */
function independentCounts(mesh: PolyMesh) {
  const edges = new Set<string>();
  for (const polygon of mesh.polygons) {
    polygon.forEach((a, i) => {
      const b = polygon[(i + 1) % polygon.length]!;
      edges.add(a < b ? `${a}-${b}` : `${b}-${a}`);
    });
  }
  return {
    faces: mesh.polygons.length,
    triangles: mesh.polygons.reduce((sum, polygon) => sum + polygon.length - 2, 0),
    vertices: new Set(mesh.polygons.flat()).size,
    edges: edges.size,
  };
}

/** An A-posed character's bounding box: 0.96 × 1.82 × 0.31 m. */
const character = box([-0.48, 0, -0.155], [0.48, 1.82, 0.155]);
const heightRule = { dimension: 'height', min: 1.6, max: 2 };

describe('formats', () => {
  const quadMesh = merge(grid(4, 3, 1, false), translate({ positions: [[0, 0, 0], [1, 0, 0], [1.5, 0, 0.8], [0.5, 0, 1.4], [-0.5, 0, 0.8]], polygons: [[0, 4, 3, 2, 1]] }, [0, 1, 0]));
  const encodings: [string, Uint8Array, number][] = [
    ['OBJ', obj([{ mesh: quadMesh }]), 5],
    ['PLY ascii', ply(quadMesh, 'ascii'), 5],
    ['PLY binary_little_endian', ply(quadMesh, 'binary_little_endian'), 5],
    ['PLY binary_big_endian', ply(quadMesh, 'binary_big_endian'), 5],
  ];
  it.each(encodings)('%s keeps quads and n-gons as stored', async (_, bytes, maxCorners) => {
    expect(await check('TrianglesOnly', {}, bytes)).toMatchObject({ status: 'failed', code: 'mesh_not_triangulated', measured: { nonTriangleFaceCount: 13, maxCorners } });
    expect(await measured('MaxPolygonCount', { max: 100, countAs: 'faces' }, bytes)).toEqual({ polygonCount: 13, triangleCount: 27, faceCount: 13 });
  });

  it('reads binary and ASCII STL, one object per solid block', async () => {
    const part = box([0, 0, 0], [1, 1, 1]);
    expect(await measured('MeshCountRange', { max: 5 }, stlBinary(part))).toEqual({ meshCount: 1, meshNames: ['mesh_0'] });
    const ascii = stlAscii([{ name: 'blade', mesh: part }, { name: 'guard', mesh: translate(part, [2, 0, 0]) }]);
    expect(await measured('MeshCountRange', { max: 5 }, ascii)).toEqual({ meshCount: 2, meshNames: ['blade', 'guard'] });
    // STL never shares vertices: 3 records per facet, welded back to the box's 8 corners.
    expect(await measured('MaxVertexCount', { max: 100, countMode: 'stored' }, stlBinary(part))).toEqual({ vertexCount: 36 });
    expect(await measured('MaxVertexCount', { max: 100 }, stlBinary(part))).toEqual({ vertexCount: 8 });
  });

  it('reads .gltf with embedded buffers, Draco, meshopt and quantized glTF alike', async () => {
    const sphere = uvSphere(32, 16, 0.9);
    const spec = { meshes: [{ primitives: [{ mesh: sphere }] }], nodes: [{ name: 'ball', mesh: 0 }] };
    const files = [await glb(spec), await gltfEmbedded(spec), await glb({ ...spec, compression: 'draco' }), await glb({ ...spec, compression: 'meshopt' }), await glb({ ...spec, quantize: true })];
    for (const bytes of files) {
      expect(await measured('MaxPolygonCount', { max: 10000 }, bytes)).toMatchObject({ triangleCount: 2 * 32 * 15 });
      expect(await measured('MaxVertexCount', { max: 10000 }, bytes)).toEqual({ vertexCount: 32 * 15 + 2 });
      expect(await measured('Connected', {}, bytes)).toEqual({ componentCount: 1, componentTriangleCounts: [2 * 32 * 15] });
      expect((await measured('MeshSize', { dimension: 'height', max: 10 }, bytes))?.height).toBeCloseTo(1.8, 3);
    }
  });

  it('counts each instance of an instanced node (EXT_mesh_gpu_instancing) and of a mesh used by several nodes', async () => {
    const wheel = cylinder(12, 1, 0.3, -0.1, 0.1);
    const { triangles } = independentCounts(wheel);
    const bytes = await glb({
      meshes: [{ primitives: [{ mesh: wheel }] }],
      nodes: [
        { name: 'wheels', mesh: 0, instances: [[-1, 0, -1], [1, 0, -1], [-1, 0, 1], [1, 0, 1]] },
        { name: 'spare', mesh: 0, translation: [0, 1, 2] },
      ],
    });
    expect(await measured('MeshCountRange', { max: 10 }, bytes)).toEqual({ meshCount: 5, meshNames: ['wheels', 'wheels', 'wheels', 'wheels', 'spare'] });
    expect(await measured('MaxPolygonCount', { max: 1e6 }, bytes)).toMatchObject({ triangleCount: 5 * triangles });
    expect(await measured('Connected', {}, bytes)).toMatchObject({ componentCount: 5 });
    expect(await measured('MeshSize', { dimension: 'width', max: 10 }, bytes)).toMatchObject({ width: 2.6 });
  });

  it('FBX and USDZ are recognized and left to the API with the reason', async () => {
    const fbx = new Uint8Array(64);
    fbx.set(new TextEncoder().encode('Kaydara FBX Binary  \0'));
    fbx.set([0x1a, 0x00], 21);
    new DataView(fbx.buffer).setUint32(23, 7400, true);
    expect(await check('ThreeDimensionalFileFormat', { formats: ['fbx'] }, fbx)).toMatchObject({ status: 'passed', measured: { detectedFormat: 'fbx', version: '7400' } });
    const result = await check('MaxPolygonCount', { max: 10 }, fbx);
    expect(result.status).toBe('pending');
    expect(result.reason).toMatch(/^FBX files are read only by the API’s geometry server/);
  });
});

describe('scene and units', () => {
  it('applies node transforms: a centimetre-authored mesh under a 0.01 scale node measures in meters', async () => {
    const centimetres = transform(character, ([x, y, z]) => [x * 100, y * 100, z * 100]);
    const bytes = await singleGlb(centimetres, { scale: [0.01, 0.01, 0.01] });
    expect(await check('MeshSize', heightRule, bytes)).toMatchObject({ status: 'passed', measured: { size: 1.82, width: 0.96, height: 1.82, depth: 0.31 } });
  });

  it('reads OBJ, STL and PLY as meters: the same character in centimetres is 182 m tall', async () => {
    const centimetres = transform(character, ([x, y, z]) => [x * 100, y * 100, z * 100]);
    expect(await check('MeshSize', heightRule, obj([{ mesh: centimetres }]))).toMatchObject({
      status: 'failed',
      code: 'mesh_size_too_large',
      message: 'The model\'s height is 182 m; the maximum is 2 m.',
    });
  });

  it('applies a Z-up to Y-up node rotation, and reads a Z-up PLY as +Y up', async () => {
    const zUp = transform(character, ([x, y, z]) => [x, -z, y]);
    const rotated = await singleGlb(zUp, { rotation: [-Math.SQRT1_2, 0, 0, Math.SQRT1_2] });
    expect(await check('MeshSize', heightRule, rotated)).toMatchObject({ status: 'passed', measured: { height: 1.82, depth: 0.31 } });
    expect(await check('MeshSize', heightRule, ply(zUp, 'binary_little_endian'))).toMatchObject({
      status: 'failed',
      code: 'mesh_size_too_small',
      message: 'The model\'s height is 0.31 m; the minimum is 1.6 m.',
    });
  });

  it('measures a skinned mesh at its bind pose, without the skinned node’s transform', async () => {
    const bytes = await glb({
      meshes: [{ primitives: [{ mesh: character }] }],
      nodes: [{ name: 'body', mesh: 0, translation: [0, 50, 0], scale: [3, 3, 3] }, { name: 'root' }],
      extend: (document, nodes) => {
        const skin = document.createSkin().addJoint(nodes[1]!);
        nodes[0]!.setSkin(skin);
      },
    });
    expect(await measured('InnerShape', { shape: 'box', center: [0, 0.91, 0], width: 1, height: 1.9, depth: 0.4 }, bytes)).toMatchObject({ outsideVertexCount: 0, boundsMax: [0.48, 1.82, 0.155] });
  });
});

describe('reference volumes of InnerShape and OuterShape', () => {
  it('InnerShape measures the distance outside a sphere, a cylinder and a capsule', async () => {
    const ball = await singleGlb(uvSphere(16, 8, 1.1));
    expect(await check('InnerShape', { shape: 'sphere', radius: 1, tolerance: 0.001 }, ball)).toMatchObject({
      status: 'failed',
      code: 'mesh_inner_shape_outside',
      message: '114 vertices lie outside the reference sphere, up to 0.1 m beyond it.',
      measured: { outsideVertexCount: 16 * 7 + 2, maxOutsideDistance: 0.1 },
    });
    const post = obj([{ mesh: box([-0.5, -1, -0.5], [0.5, 1, 0.5]) }]);
    // Corners are sqrt(0.5) m from the axis: 0.1071 m outside a 0.6 m cylinder.
    expect(await measured('InnerShape', { shape: 'cylinder', radius: 0.6, height: 2, tolerance: 0.001 }, post)).toMatchObject({ outsideVertexCount: 8, maxOutsideDistance: 0.1071 });
    const rod = obj([{ mesh: box([-0.1, -1.6, -0.1], [0.1, 1.6, 0.1]) }]);
    // Capsule of radius 0.5 and height 3: its axis segment ends at y = ±1; a corner at (0.1, 1.6, 0.1) is 0.6164 m from the end.
    expect(await measured('InnerShape', { shape: 'capsule', radius: 0.5, height: 3, tolerance: 0.001 }, rod)).toMatchObject({ outsideVertexCount: 8, maxOutsideDistance: 0.1164 });
  });

  it('OuterShape counts the triangles reaching into a box and a cylinder', async () => {
    const shell = await singleGlb(box([-1, -1, -1], [1, 1, 1]));
    expect(await check('OuterShape', { shape: 'box', width: 1, height: 1, depth: 1, tolerance: 0.001 }, shell)).toMatchObject({ status: 'passed', measured: { centerWindingNumber: 1, penetratingTriangleCount: 0 } });
    // A 2.2 m wide box pokes through the ±X faces only: their 4 triangles.
    expect(await measured('OuterShape', { shape: 'box', width: 2.2, height: 1, depth: 1, tolerance: 0.001 }, shell)).toEqual({ centerWindingNumber: 1, penetratingTriangleCount: 4 });
    const tube = await singleGlb(cylinder(32, 1, 0.5, -1, 1));
    expect(await measured('OuterShape', { shape: 'cylinder', radius: 0.4, height: 1.5, tolerance: 0.001 }, tube)).toEqual({ centerWindingNumber: 1, penetratingTriangleCount: 0 });
    // A 0.6 m cylinder crosses every side triangle (0.4976 m from the axis at their closest) but neither cap.
    expect(await measured('OuterShape', { shape: 'cylinder', radius: 0.6, height: 1.5, tolerance: 0.001 }, tube)).toEqual({ centerWindingNumber: 1, penetratingTriangleCount: 64 });
  });
});

describe('unreadable files', () => {
  it('a truncated GLB, an empty file, an unknown file and a bad OBJ index fail with mesh_parse_failed and the reason', async () => {
    const whole = await singleGlb(box([0, 0, 0], [1, 1, 1]));
    const cases: [Uint8Array, string][] = [
      [whole.subarray(0, 200), `the GLB is truncated: its header declares ${whole.length} bytes but the file has 200`],
      [new Uint8Array(0), 'the file is empty'],
      [new TextEncoder().encode('just some notes'), 'the file is not a recognized 3D format (glb, gltf, fbx, obj, stl, ply or usdz)'],
      [new TextEncoder().encode('v 0 0 0\nv 1 0 0\nf 1 2 3\n'), 'the face on line 3 refers to vertex 3, which is not defined before it'],
      [ply(box([0, 0, 0], [1, 1, 1]), 'binary_big_endian').subarray(0, 300), 'the PLY file is truncated: its header declares 8 vertex, 12 face records, at least 108 bytes of data, and it has 91'],
    ];
    for (const [bytes, reason] of cases) {
      expect(await check('MaxPolygonCount', { max: 10 }, bytes)).toEqual({
        field: 'model',
        rule: 'MaxPolygonCount',
        status: 'failed',
        code: 'mesh_parse_failed',
        message: `The file could not be read as a 3D model: ${reason}.`,
        measured: { reason },
      });
    }
  });

  it('rejects unsupported required extensions and reports files without faces', async () => {
    const json = { asset: { version: '2.0' }, extensionsUsed: ['KHR_materials_variants'], extensionsRequired: ['KHR_materials_variants'], scenes: [{ nodes: [] }] };
    expect((await check('MaxPolygonCount', { max: 10 }, new TextEncoder().encode(JSON.stringify(json)))).message).toBe(
      'The file could not be read as a 3D model: the file requires the unsupported extension KHR_materials_variants.',
    );
    const empty = await glb({ meshes: [], nodes: [{ name: 'camera_rig' }] });
    expect(await check('SingleMesh', {}, empty)).toMatchObject({ status: 'failed', code: 'mesh_no_geometry', message: 'The file contains no faces to analyze.' });
  });
});

describe('larger models against counts computed in the test', () => {
  it('a UV sphere of 200,000 triangles (GLB)', async () => {
    const sphere = uvSphere(500, 201);
    const counts = independentCounts(sphere);
    expect(counts).toEqual({ faces: 200000, triangles: 200000, vertices: 500 * 200 + 2, edges: 300000 });
    const bytes = await singleGlb(sphere);
    expect(await measured('MaxPolygonCount', { max: 1e6 }, bytes)).toEqual({ polygonCount: counts.triangles, triangleCount: counts.triangles, faceCount: counts.faces });
    expect(await measured('MaxVertexCount', { max: 1e6 }, bytes)).toEqual({ vertexCount: counts.vertices });
    expect(await measured('MaxEdgeCount', { max: 1e6 }, bytes)).toEqual({ edgeCount: counts.edges });
    expect(await measured('Connected', {}, bytes)).toEqual({ componentCount: 1, componentTriangleCounts: [counts.triangles] });
    // V − E + F = 2 for a closed sphere.
    expect(counts.vertices - counts.edges + counts.faces).toBe(2);
  });

  it('a torus of 120,000 quads (OBJ)', async () => {
    const [around, along] = [300, 400];
    const positions: [number, number, number][] = [];
    for (let i = 0; i < along; i += 1) {
      for (let j = 0; j < around; j += 1) {
        const [u, v] = [(2 * Math.PI * i) / along, (2 * Math.PI * j) / around];
        positions.push([(1 + 0.3 * Math.cos(v)) * Math.cos(u), 0.3 * Math.sin(v), (1 + 0.3 * Math.cos(v)) * Math.sin(u)]);
      }
    }
    const at = (i: number, j: number) => (i % along) * around + (j % around);
    const polygons: number[][] = [];
    for (let i = 0; i < along; i += 1) for (let j = 0; j < around; j += 1) polygons.push([at(i, j), at(i, j + 1), at(i + 1, j + 1), at(i + 1, j)]);
    const torus = { positions, polygons };
    const counts = independentCounts(torus);
    // A torus has Euler characteristic 0: V − E + F = 0.
    expect(counts.vertices - counts.edges + counts.faces).toBe(0);
    const bytes = obj([{ name: 'torus', mesh: torus }]);
    expect(await measured('MaxPolygonCount', { max: 1e6, countAs: 'faces' }, bytes)).toEqual({ polygonCount: counts.faces, triangleCount: counts.triangles, faceCount: counts.faces });
    expect(await measured('MaxEdgeCount', { max: 1e6 }, bytes)).toEqual({ edgeCount: counts.edges });
    expect(await measured('MaxVertexCount', { max: 1e6 }, bytes)).toEqual({ vertexCount: counts.vertices });
    expect(await measured('TrianglesOnly', {}, bytes)).toEqual({ nonTriangleFaceCount: counts.faces, maxCorners: 4 });
  });

  it('a Draco-compressed city block: one 51,200-triangle building drawn by four nodes', async () => {
    const building = merge(...Array.from({ length: 4 }, (_, i) => translate(grid(80, 80, 10), [0, i * 3, 0])));
    const counts = independentCounts(building);
    expect(counts.triangles).toBe(51200);
    const bytes = await glb({
      meshes: [{ primitives: [{ mesh: building }] }],
      nodes: [0, 1, 2, 3].map((i) => ({ name: `block_${i}`, mesh: 0, translation: [i * 20, 0, 0] as [number, number, number] })),
      compression: 'draco',
    });
    expect(await measured('MaxPolygonCount', { max: 1e6 }, bytes)).toMatchObject({ triangleCount: 4 * counts.triangles });
    expect(await measured('MaxVertexCount', { max: 1e6 }, bytes)).toEqual({ vertexCount: 4 * counts.vertices });
    expect(await measured('MaxEdgeCount', { max: 1e6 }, bytes)).toEqual({ edgeCount: 4 * counts.edges });
    expect(await measured('Connected', {}, bytes)).toMatchObject({ componentCount: 16 });
  });
});
