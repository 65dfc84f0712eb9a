/**
 * Mesh rules and Animation/Skeleton, on glTF 2.0 (glTF-Transform, with the draco3d and meshopt
 * decoders), OBJ, STL (three's STLLoader) and PLY. Every geometry rule reads the file as
 * /docs/rules/mesh_files describes (mesh/read.ts): format from the bytes, default scene flattened
 * with instancing into meters and +Y up, faces as stored, welding, and the 2,000,000-triangle
 * analysis limit. FBX and USDZ are recognized but read only by the API (pending, with the reason);
 * MeshClassification and MeshModeration need trained models and are pending too.
 */
import { facts } from '../generated/meshFacts.js';
import { roundHalfAway } from '../message.js';
import { fileValue, serverOnly, type RuleCheck, type RuleChecks, type RuleInput, type RuleOutcome } from '../rule.js';
import { detectMeshFormat } from '../mesh/detect.js';
import {
  worldOf,
  type WorldScene,
  bounds,
  componentTriangleCounts,
  convexity,
  cornerAngles,
  distanceOutside,
  edgeCounts,
  forEachUsedVertex,
  penetratingTriangles,
  weld,
  windingNumber,
  type ReferenceShape,
} from '../mesh/measure.js';
import { readModel } from '../mesh/read.js';
import { ANALYSIS_LIMIT, MeshReadError, polygonCount, sceneTriangleCount, type Scene } from '../mesh/scene.js';
import { skeletonFacts } from '../mesh/skeleton.js';

export { facts };

export { ANALYSIS_LIMIT };

const round4 = (value: number) => roundHalfAway(value, 4);
const round2 = (value: number) => roundHalfAway(value, 2);

/** Reads the field's file and runs `measure` on its world-space scene, or answers the input error the page gives. */
function geometryRule(measure: (world: WorldScene, params: Readonly<Record<string, unknown>>, scene: Scene) => RuleOutcome): RuleCheck {
  return async ({ value, params }: RuleInput) => {
    const model = await readModel(fileValue(value).bytes);
    if (model.kind === 'unreadable') return { status: 'failed', code: 'mesh_parse_failed', measured: { reason: model.reason } };
    if (model.kind === 'server') return serverOnly(`${model.reason}.`);
    if (model.kind === 'tooLarge') return { status: 'failed', code: 'mesh_analysis_limit_exceeded', measured: { triangleCount: model.triangleCount } };
    const { scene } = model;
    if (scene.meshCount === 0) return { status: 'failed', code: 'mesh_no_geometry' };
    const triangleCount = sceneTriangleCount(scene);
    if (triangleCount > ANALYSIS_LIMIT) return { status: 'failed', code: 'mesh_analysis_limit_exceeded', measured: { triangleCount } };
    return measure(worldOf(scene), params, scene);
  };
}

const within = (count: number, max: number, code: string, measured: Record<string, unknown>): RuleOutcome =>
  count > max ? { status: 'failed', code, measured } : { status: 'passed', measured };

function referenceShape(params: Readonly<Record<string, unknown>>): ReferenceShape {
  return params as unknown as ReferenceShape;
}

const TRAINED_MODEL = (what: string) =>
  `${what} runs a trained model on the API’s feature servers, which this checker does not have; the API decides it after the submission is created.`;

export const checks: RuleChecks = {
  ThreeDimensionalFileFormat: ({ value, params }) => {
    const detected = detectMeshFormat(fileValue(value).bytes);
    if (!detected) return { status: 'failed', code: 'mesh_file_format_unrecognized' };
    const measured = { detectedFormat: detected.format, version: detected.version };
    if (!detected.supported) return { status: 'failed', code: 'mesh_file_format_version_unsupported', measured };
    if (!(params.formats as readonly string[]).includes(detected.format)) return { status: 'failed', code: 'mesh_file_format_not_allowed', measured };
    return { status: 'passed', measured };
  },

  MaxPolygonCount: geometryRule((world, params) => {
    const faceCount = polygonCount(world.surface);
    const triangleCount = world.surface.corners.length - 2 * faceCount;
    const polygonCountMeasured = params.countAs === 'faces' ? faceCount : triangleCount;
    return within(polygonCountMeasured, params.max as number, 'mesh_polygon_count_exceeded', { polygonCount: polygonCountMeasured, triangleCount, faceCount });
  }),

  TrianglesOnly: geometryRule((world) => {
    let nonTriangleFaceCount = 0;
    let maxCorners = 0;
    const { starts } = world.surface;
    for (let f = 0; f < polygonCount(world.surface); f += 1) {
      const corners = starts[f + 1]! - starts[f]!;
      if (corners > 3) nonTriangleFaceCount += 1;
      if (corners > maxCorners) maxCorners = corners;
    }
    return within(nonTriangleFaceCount, 0, 'mesh_not_triangulated', { nonTriangleFaceCount, maxCorners });
  }),

  MaxVertexCount: geometryRule((world, params) => {
    const vertexCount = params.countMode === 'stored' ? world.surface.storedVertexCount : weld(world, params.weldEpsilon as number).count;
    return within(vertexCount, params.max as number, 'mesh_vertex_count_exceeded', { vertexCount });
  }),

  MaxEdgeCount: geometryRule((world, params) => {
    const { edgeCount } = edgeCounts(world, params.weldEpsilon as number);
    return within(edgeCount, params.max as number, 'mesh_edge_count_exceeded', { edgeCount });
  }),

  Connected: geometryRule((world, params) => {
    const counts = componentTriangleCounts(world, weld(world, params.weldEpsilon as number));
    const measured = { componentCount: counts.length, componentTriangleCounts: counts.slice(0, 5) };
    return counts.length === 1 ? { status: 'passed', measured } : { status: 'failed', code: 'mesh_not_connected', measured };
  }),

  MeshCountRange: geometryRule((world, params) => {
    const { meshCount, meshName } = world.scene;
    const measured = { meshCount, meshNames: Array.from({ length: Math.min(meshCount, 20) }, (_, index) => meshName(index)) };
    const ok = meshCount >= (params.min as number) && meshCount <= (params.max as number);
    return ok ? { status: 'passed', measured } : { status: 'failed', code: 'mesh_count_out_of_range', measured };
  }),

  SingleMesh: geometryRule((world, params) => {
    const { meshCount } = world.scene;
    const materialCount = new Set(world.surface.materials).size;
    const measured = { meshCount, materialCount };
    if (meshCount > 1) return { status: 'failed', code: 'mesh_single_mesh_multiple_meshes', measured };
    if (params.allowMultipleMaterials === false && materialCount > 1) return { status: 'failed', code: 'mesh_single_mesh_multiple_materials', measured };
    return { status: 'passed', measured };
  }),

  MeshSize: geometryRule((world, params) => {
    const { min, max } = bounds(world);
    const [width, height, depth] = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
    const sizes: Record<string, number> = { width, height, depth, longest: Math.max(width, height, depth), diagonal: Math.hypot(width, height, depth) };
    const size = sizes[params.dimension as string]!;
    const measured = { size: round4(size), width: round4(width), height: round4(height), depth: round4(depth) };
    if (params.min !== undefined && size < (params.min as number)) return { status: 'failed', code: 'mesh_size_too_small', measured };
    if (params.max !== undefined && size > (params.max as number)) return { status: 'failed', code: 'mesh_size_too_large', measured };
    return { status: 'passed', measured };
  }),

  MinAngle: geometryRule((world, params) => {
    const stats = cornerAngles(world, params.min as number);
    const measured = { minAngle: stats.minAngle === undefined ? null : round2(stats.minAngle), belowCount: stats.belowCount, degenerateFaceCount: stats.degenerateFaceCount };
    if (!params.ignoreDegenerate && stats.degenerateFaceCount > 0) return { status: 'failed', code: 'mesh_min_angle_degenerate_faces', measured };
    return within(stats.belowCount, 0, 'mesh_min_angle_too_small', measured);
  }),

  ConvexShape: geometryRule((world, params) => {
    const { violatingFaceCount, maxDeviation } = convexity(world, params.tolerance as number);
    const measured: Record<string, unknown> = { violatingFaceCount, maxDeviation: round4(maxDeviation) };
    if (violatingFaceCount > 0) return { status: 'failed', code: 'mesh_not_convex', measured };
    if (!params.requireClosed) return { status: 'passed', measured };
    const { openEdgeCount } = edgeCounts(world, params.weldEpsilon as number);
    measured.openEdgeCount = openEdgeCount;
    return within(openEdgeCount, 0, 'mesh_convex_shape_not_closed', measured);
  }),

  InnerShape: geometryRule((world, params) => {
    const shape = referenceShape(params);
    const [cx, cy, cz] = shape.center;
    const tolerance = params.tolerance as number;
    let outsideVertexCount = 0;
    let maxOutsideDistance = 0;
    forEachUsedVertex(world, (p, v) => {
      const distance = distanceOutside(shape, p[v * 3]! - cx, p[v * 3 + 1]! - cy, p[v * 3 + 2]! - cz);
      if (distance > tolerance) {
        outsideVertexCount += 1;
        maxOutsideDistance = Math.max(maxOutsideDistance, distance);
      }
    });
    const box = bounds(world);
    const measured = { outsideVertexCount, maxOutsideDistance: round4(maxOutsideDistance), boundsMin: box.min.map(round4), boundsMax: box.max.map(round4) };
    return within(outsideVertexCount, 0, 'mesh_inner_shape_outside', measured);
  }),

  OuterShape: geometryRule((world, params) => {
    const shape = referenceShape(params);
    const w = windingNumber(world, shape.center);
    // Both values are reported whichever test fails, as the page's examples show them.
    const measured = { centerWindingNumber: round2(w), penetratingTriangleCount: penetratingTriangles(world, shape, params.tolerance as number) };
    if (Math.abs(w) < 0.5) return { status: 'failed', code: 'mesh_outer_shape_center_outside', measured };
    return within(measured.penetratingTriangleCount, 0, 'mesh_outer_shape_penetrated', measured);
  }),

  MeshClassification: () => serverOnly(TRAINED_MODEL('MeshClassification renders eight views of the model and classifies them with the vision feature server’s classifier (mesh-cls), which')),
  MeshModeration: () => serverOnly(TRAINED_MODEL('MeshModeration scores rendered views and embedded textures with the moderation feature server’s classifier, which')),

  Skeleton: async ({ value, params }) => {
    const model = await readModel(fileValue(value).bytes);
    if (model.kind === 'unreadable') return { status: 'failed', code: 'animation_file_unreadable', measured: { reason: model.reason } };
    if (model.kind === 'tooLarge') {
      return { status: 'failed', code: 'animation_file_unreadable', measured: { reason: `it declares ${model.triangleCount} triangles, more than the ${ANALYSIS_LIMIT} the checker reads` } };
    }
    if (model.kind === 'server') return serverOnly(`${model.reason}.`);
    let skeleton: ReturnType<typeof skeletonFacts> | undefined;
    try {
      skeleton = model.document ? skeletonFacts(model.document, params.requiredBones as readonly string[]) : undefined;
    } catch (error) {
      if (error instanceof MeshReadError) return { status: 'failed', code: 'animation_file_unreadable', measured: { reason: error.reason } };
      throw error;
    }
    const base = {
      boneCount: skeleton?.boneCount ?? 0,
      rootCount: skeleton?.rootCount ?? 0,
      maxInfluencesFound: skeleton?.maxInfluencesFound ?? 0,
      clipCount: skeleton?.clipCount ?? 0,
    };
    if (!skeleton || skeleton.boneCount === 0) return { status: 'failed', code: 'animation_skeleton_missing', measured: base };
    if (skeleton.boneCount < (params.minBones as number) || skeleton.boneCount > (params.maxBones as number)) {
      return { status: 'failed', code: 'animation_skeleton_bone_count_out_of_range', measured: base };
    }
    if (params.requireSingleRoot && skeleton.rootCount !== 1) return { status: 'failed', code: 'animation_skeleton_multiple_roots', measured: base };
    const over = skeleton.influenceCounts.filter((count) => count > (params.maxInfluences as number)).length;
    if (over > 0) return { status: 'failed', code: 'animation_skeleton_too_many_influences', measured: { ...base, overInfluencedVertexCount: over } };
    if (skeleton.missingBones.length) return { status: 'failed', code: 'animation_skeleton_required_bones_missing', measured: { ...base, missingBones: skeleton.missingBones } };
    if (skeleton.clipCount < (params.minAnimationClips as number)) return { status: 'failed', code: 'animation_skeleton_too_few_clips', measured: base };
    return { status: 'passed', measured: base };
  },
};
