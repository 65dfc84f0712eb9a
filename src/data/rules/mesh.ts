import { asyncRetryMessageTemplate, asyncRetryWhen } from './asyncRetry';
import type { RuleDefinition, RuleError } from './types';

/** Joins explanation paragraphs with the blank line the rule page generator splits on. */
const paragraphs = (...parts: readonly string[]): string => parts.join('\n\n');

const MESH_FORMATS = ['glb', 'gltf', 'fbx', 'obj', 'stl', 'ply', 'usdz'] as const;

/** Errors every async mesh rule can return besides its own. */
const inputErrors = (service: 'geometry' | 'vision' | 'moderation'): readonly RuleError[] => [
  {
    code: 'mesh_parse_failed',
    messageTemplate: 'The file could not be read as a 3D model: {reason}.',
    when: 'The file is empty, truncated or corrupt, is not a supported 3D format, is a `.gltf` that references external buffers or images, or lists an unsupported glTF extension in `extensionsRequired`.',
  },
  {
    code: 'mesh_no_geometry',
    messageTemplate: 'The file contains no faces to analyze.',
    when: 'The file parses but its default scene holds no face (only empty nodes, points, lines, cameras, lights or bones).',
  },
  {
    code: 'mesh_analysis_limit_exceeded',
    messageTemplate: 'The model expands to {triangleCount} triangles; geometry analysis is limited to 2,000,000.',
    when: 'The default scene has more than 2,000,000 triangles after instancing and triangulation.',
  },
  {
    code: 'mesh_analysis_unavailable',
    messageTemplate: asyncRetryMessageTemplate,
    when: asyncRetryWhen(service),
  },
];

export const meshRules = [
  // ------------------------------------------------------------------ Connected
  {
    id: 'Connected',
    group: 'Mesh',
    title: 'Connected',
    summary: 'The model surface is one connected piece, with no floating parts',
    explanation: paragraphs(
      'Connected passes when the model is one piece: from any face, every other face can be reached by walking across shared vertices. It catches floating parts, such as a sword guard modeled as a separate object that only touches the blade, or stray leftover geometry hidden inside the model.',
      'Measurement: the vertices of every mesh instance in the default scene are welded in world space at `weldEpsilon` (default 0.00001 m, 0.01 mm). Each edge of each stored polygon joins its two welded vertices, and the connected components of the resulting graph are counted; two parts that share even a single vertex are one component. The rule passes when there is exactly one component and fails with `mesh_not_connected` otherwise. `measured.componentCount` is the number of components and `measured.componentTriangleCounts` lists the triangle counts of the five largest, largest first.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'welding', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 4, p95Seconds: 15 },
    errors: [
      {
        code: 'mesh_not_connected',
        messageTemplate: 'The model has {componentCount} separate parts; it must be one connected piece.',
        when: 'The welded surface has two or more connected components.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'sword_model',
      label: 'Sword model',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'Connected', params: { weldEpsilon: 0.00001 } }],
    },
    examples: [
      {
        input: 'a one-piece sword `.glb` whose blade, guard and grip share vertices where they meet',
        params: { weldEpsilon: 0.00001 },
        measured: { componentCount: 1, componentTriangleCounts: [4212] },
        verdict: 'pass',
      },
      {
        input: 'a sword `.glb` whose guard and pommel are separate objects pushed into the blade and grip',
        params: { weldEpsilon: 0.00001 },
        measured: { componentCount: 3, componentTriangleCounts: [3820, 392, 120] },
        verdict: 'fail',
        error: { code: 'mesh_not_connected', message: 'The model has 3 separate parts; it must be one connected piece.' },
      },
    ],
    related: ['SingleMesh', 'MeshCountRange', 'ConvexShape'],
    caveats: [
      'Parts that intersect or overlap without sharing a vertex are separate components: a button sunk into a jacket counts as a second part. Merge or bridge such parts before export.',
      'UV, normal and color seams split glTF vertices but do not split the surface, because welding merges coincident positions.',
      'A large weldEpsilon bridges small gaps (for example between fingers modeled close together); keep it well below the smallest intentional gap.',
      'Two instances of the same mesh are separate components unless they touch at a vertex.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ ConvexShape
  {
    id: 'ConvexShape',
    group: 'Mesh',
    title: 'Convex shape',
    summary: 'The model is convex: no face has parts of the model on both sides of its plane',
    explanation: paragraphs(
      'ConvexShape passes when the model is convex. Use it for collision hulls of moving bodies, which PhysX, for example, only simulates with convex meshes, and for simple pickups and projectiles whose collider is generated from the render mesh.',
      'Test: after triangulation, each non-degenerate triangle with corners a, b and c (non-degenerate means |(b − a) × (c − a)| > 1e-12 m²) defines the unit normal n = normalize((b − a) × (c − a)). For every vertex v of the scene the signed distance d = n · (v − a) is taken. The triangle violates convexity when some vertex has d > `tolerance` and another has d < −`tolerance`. Winding does not matter, so a hull with flipped faces is judged by its shape alone. Degenerate triangles are skipped, and a flat model (all vertices in one plane) is convex.',
      'The rule fails with `mesh_not_convex` if any triangle violates. `measured.violatingFaceCount` counts the violating triangles (once per instance) and `measured.maxDeviation` is, over violating triangles, the largest value of min(max d, −min d) in meters: how far the model crosses to the smaller side of the plane.',
      'With `requireClosed` true, the model must also be watertight: after welding at `weldEpsilon`, every undirected edge of the stored polygons must be used by exactly two faces. Otherwise the rule fails with `mesh_convex_shape_not_closed` and `measured.openEdgeCount` counts the edges used by one face or by three or more. The convexity test runs first, and `measured.openEdgeCount` is reported only when requireClosed is true.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'welding', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 6, p95Seconds: 25 },
    errors: [
      {
        code: 'mesh_not_convex',
        messageTemplate: '{violatingFaceCount} triangles have parts of the model on both sides of their plane, by up to {maxDeviation} m; the model must be convex.',
        when: 'At least one non-degenerate triangle has vertices more than `tolerance` in front of and behind its plane.',
      },
      {
        code: 'mesh_convex_shape_not_closed',
        messageTemplate: 'The model has {openEdgeCount} edges not shared by exactly two faces; a closed convex hull is required.',
        when: '`requireClosed` is true, the model is convex, and at least one welded edge is used by one face or by more than two.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'collision_hull',
      label: 'Collision hull',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'ConvexShape', params: { tolerance: 0.0005, requireClosed: true } }],
    },
    examples: [
      {
        input: 'a 12-triangle box collision hull for a crate, closed',
        params: { tolerance: 0.0005, requireClosed: true },
        measured: { violatingFaceCount: 0, maxDeviation: 0, openEdgeCount: 0 },
        verdict: 'pass',
      },
      {
        input: 'an L-shaped hull for a desk whose inner corner is 0.25 m deep',
        params: { tolerance: 0.0005, requireClosed: true },
        measured: { violatingFaceCount: 4, maxDeviation: 0.25 },
        verdict: 'fail',
        error: {
          code: 'mesh_not_convex',
          message: '4 triangles have parts of the model on both sides of their plane, by up to 0.25 m; the model must be convex.',
        },
      },
      {
        input: 'a convex pebble hull with its bottom cap missing',
        params: { tolerance: 0.0005, requireClosed: true },
        measured: { violatingFaceCount: 0, maxDeviation: 0, openEdgeCount: 24 },
        verdict: 'fail',
        error: {
          code: 'mesh_convex_shape_not_closed',
          message: 'The model has 24 edges not shared by exactly two faces; a closed convex hull is required.',
        },
      },
    ],
    related: ['Connected', 'InnerShape', 'OuterShape', 'SingleMesh'],
    caveats: [
      'Several separate convex parts (two boxes side by side) fail, because each part has the other in front of some of its faces. Submit compound colliders one hull per field.',
      'An open convex patch, such as a hemisphere without its base, passes unless requireClosed is true.',
      'tolerance is absolute, in meters: 0.0005 m suits hand-held props, while large models may need more because coplanar faces exported with float rounding can differ by more than that.',
      'tolerance: 0 fails most finely tessellated curved models: float rounding leaves vertices a tiny fraction of a millimetre in front of their neighbours\' faces, so the report counts many violating faces with a maximum deviation that rounds to 0 m. Keep a small tolerance such as 0.0005 m.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ InnerShape
  {
    id: 'InnerShape',
    group: 'Mesh',
    title: 'Inner shape',
    summary: 'The whole model fits inside a reference box, sphere, cylinder or capsule',
    explanation: paragraphs(
      'InnerShape passes when the whole model fits inside a reference volume defined in the params: an axis-aligned box, a sphere, or a cylinder or capsule whose axis is +Y, placed at `center` (meters, in the model\'s own coordinate system). Use it for attachments that must fit a socket (a hat inside the head volume, a hand-held item inside the grip capsule) or items that must fit an inventory slot.',
      'Test: every vertex of every mesh instance, in world space, must be within `tolerance` of the volume. With q = v − center, the distance outside the volume is: for a box, the length of (max(0, |qx| − width/2), max(0, |qy| − height/2), max(0, |qz| − depth/2)); for a sphere, |q| − radius; for a cylinder, the length of (max(0, sqrt(qx² + qz²) − radius), max(0, |qy| − height/2)); for a capsule, the distance from q to the segment from (0, −s, 0) to (0, s, 0) minus radius, where s = height/2 − radius. A vertex is outside when this distance is greater than `tolerance`.',
      'Checking vertices is exact: every reference volume is convex and a triangle lies within the convex hull of its corners, so when all vertices are inside, every face is inside.',
      'The rule fails with `mesh_inner_shape_outside` if any vertex is outside. `measured.outsideVertexCount` counts those vertices (as stored, once per instance), `measured.maxOutsideDistance` is the largest distance outside in meters, and `measured.boundsMin` and `measured.boundsMax` are the corners of the model\'s world-space bounding box, to help makers see where it sticks out.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 5, p95Seconds: 20 },
    errors: [
      {
        code: 'mesh_inner_shape_outside',
        messageTemplate: '{outsideVertexCount} vertices lie outside the reference {shape}, up to {maxOutsideDistance} m beyond it.',
        when: 'At least one vertex is farther than `tolerance` outside the reference volume.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'helmet_model',
      label: 'Helmet model',
      kind: 'mesh',
      required: true,
      rules: [
        {
          rule: 'InnerShape',
          params: { shape: 'box', center: [0, 1.7, 0], width: 0.32, height: 0.34, depth: 0.36, tolerance: 0.002 },
        },
      ],
    },
    examples: [
      {
        input: 'a helmet `.glb` authored around the head anchor at (0, 1.7, 0)',
        params: { shape: 'box', center: [0, 1.7, 0], width: 0.32, height: 0.34, depth: 0.36, tolerance: 0.002 },
        measured: { outsideVertexCount: 0, maxOutsideDistance: 0, boundsMin: [-0.15, 1.55, -0.17], boundsMax: [0.15, 1.86, 0.17] },
        verdict: 'pass',
      },
      {
        input: 'the same helmet with a plume rising to 2.02 m',
        params: { shape: 'box', center: [0, 1.7, 0], width: 0.32, height: 0.34, depth: 0.36, tolerance: 0.002 },
        measured: { outsideVertexCount: 214, maxOutsideDistance: 0.15, boundsMin: [-0.15, 1.55, -0.17], boundsMax: [0.15, 2.02, 0.17] },
        verdict: 'fail',
        error: { code: 'mesh_inner_shape_outside', message: '214 vertices lie outside the reference box, up to 0.15 m beyond it.' },
      },
    ],
    related: ['OuterShape', 'MeshSize', 'ConvexShape'],
    caveats: [
      'The volume is placed in the model\'s own coordinates, so makers must author at the agreed origin; a correctly sized model exported with an offset fails.',
      'Volumes cannot be rotated: the box is aligned with X, Y and Z, and cylinder and capsule axes are +Y.',
      'Units matter: FBX is converted from UnitScaleFactor and UpAxis, but OBJ, STL and PLY are read as meters with +Y up, so a millimeter, Z-up STL must be converted before upload.',
      'Vertices of points and lines are ignored, so line-only decorations can stick out without failing.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ MaxEdgeCount
  {
    id: 'MaxEdgeCount',
    group: 'Mesh',
    title: 'Max edge count',
    summary: 'The model has at most a given number of unique edges',
    explanation: paragraphs(
      'MaxEdgeCount passes when the model has at most `max` edges. An edge is an unordered pair of welded vertices that are consecutive corners of a stored polygon: a triangle contributes 3 edges, a quad 4 and an n-gon n, and an edge shared by two faces counts once. Edges whose two ends weld to the same vertex are dropped.',
      'Diagonals added by triangulation are not edges, so a quad-based FBX has fewer edges than the same model exported to glTF, which stores only triangles. Vertices are welded across the whole scene in world space, so each instance placed elsewhere adds its own edges.',
      'The count is compared with `max` inclusive; above it the rule fails with `mesh_edge_count_exceeded`. `measured.edgeCount` is the count.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'welding', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 3, p95Seconds: 12 },
    errors: [
      {
        code: 'mesh_edge_count_exceeded',
        messageTemplate: 'The model has {edgeCount} edges; the maximum is {max}.',
        when: 'The number of unique welded edges is greater than `max`.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'prop_model',
      label: 'Prop model',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'MaxEdgeCount', params: { max: 20000 } }],
    },
    examples: [
      {
        input: 'a closed barrel `.glb` of 9,990 triangles',
        params: { max: 20000 },
        measured: { edgeCount: 14985 },
        verdict: 'pass',
      },
      {
        input: 'a closed statue `.glb` of 20,300 triangles',
        params: { max: 20000 },
        measured: { edgeCount: 30450 },
        verdict: 'fail',
        error: { code: 'mesh_edge_count_exceeded', message: 'The model has 30450 edges; the maximum is 20000.' },
      },
    ],
    related: ['MaxPolygonCount', 'MaxVertexCount', 'TrianglesOnly'],
    caveats: [
      'A closed triangle mesh has 1.5 edges per triangle (each edge is shared by two triangles), so 10,000 triangles give about 15,000 edges.',
      'The same model counts more edges as glTF (triangles only) than as a quad FBX; pair the rule with ThreeDimensionalFileFormat when budgets must match one format.',
      'Edges along UV seams count once because positions are welded.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ MaxPolygonCount
  {
    id: 'MaxPolygonCount',
    group: 'Mesh',
    title: 'Max polygon count',
    summary: 'The model has at most a given number of triangles or faces',
    explanation: paragraphs(
      'MaxPolygonCount passes when the model stays within a polygon budget. With `countAs: "triangles"` (the default) each stored polygon with n corners counts n − 2, the number of triangles a game engine renders; with `countAs: "faces"` each stored polygon counts 1, so a quad is one face. glTF stores only triangles (strips and fans are expanded), so both modes give the same count for glTF.',
      'Every face of every mesh instance in the default scene counts, including degenerate (zero-area) faces; nothing is welded or cleaned up. The count is compared with `max` inclusive; above it the rule fails with `mesh_polygon_count_exceeded`. `measured.polygonCount` is the count in the chosen mode, and `measured.triangleCount` and `measured.faceCount` give both counts.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 3, p95Seconds: 12 },
    errors: [
      {
        code: 'mesh_polygon_count_exceeded',
        messageTemplate: 'The model has {polygonCount} {countAs}; the maximum is {max}.',
        when: 'The triangle or face count (per `countAs`) is greater than `max`.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'vehicle_model',
      label: 'Vehicle model',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'MaxPolygonCount', params: { max: 20000, countAs: 'triangles' } }],
    },
    examples: [
      {
        input: 'a quad-modeled kart FBX with 9,216 quads',
        params: { max: 20000, countAs: 'triangles' },
        measured: { polygonCount: 18432, triangleCount: 18432, faceCount: 9216 },
        verdict: 'pass',
      },
      {
        input: 'a kart FBX with 11,710 quads and 690 hexagonal n-gons',
        params: { max: 20000, countAs: 'triangles' },
        measured: { polygonCount: 26180, triangleCount: 26180, faceCount: 12400 },
        verdict: 'fail',
        error: { code: 'mesh_polygon_count_exceeded', message: 'The model has 26180 triangles; the maximum is 20000.' },
      },
      {
        input: 'an undecimated photogrammetry scan `.glb` of 3,140,212 triangles',
        params: { max: 20000, countAs: 'triangles' },
        measured: { triangleCount: 3140212 },
        verdict: 'fail',
        error: {
          code: 'mesh_analysis_limit_exceeded',
          message: 'The model expands to 3140212 triangles; geometry analysis is limited to 2,000,000.',
        },
      },
    ],
    related: ['MaxVertexCount', 'MaxEdgeCount', 'TrianglesOnly'],
    caveats: [
      'Every instance counts: a wheel mesh used by four nodes counts four times.',
      'Level-of-detail variants stored in the same file all count, and so do FBX nodes hidden by their Visibility property.',
      'With countAs "faces" an n-gon of any size counts 1; use TrianglesOnly or countAs "triangles" when n-gons should not hide cost.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ MaxVertexCount
  {
    id: 'MaxVertexCount',
    group: 'Mesh',
    title: 'Max vertex count',
    summary: 'The model has at most a given number of vertices, welded or as stored',
    explanation: paragraphs(
      'MaxVertexCount passes when the model has at most `max` vertices. How vertices are counted depends on `countMode`.',
      '`welded` (the default): the world-space positions of all vertices used by a face, across all mesh instances of the default scene, are welded at `weldEpsilon` and the unique positions are counted. This ignores how a format splits vertices, so the same model gives the same count in every format.',
      '`stored`: vertex records are counted as the file stores them, once per instance: for glTF the `count` of the POSITION accessor of every surface primitive (an accessor shared by two primitives counts for each); for FBX the control points (`Vertices` length / 3) of each geometry instance; for OBJ the number of `v` lines; for STL 3 per facet; for PLY the `vertex` element count; for USD the length of `points` of each mesh instance. glTF splits vertices at UV, normal and color seams, so its stored count is close to what a GPU uploads, while FBX control points are not split.',
      'The count is compared with `max` inclusive; above it the rule fails with `mesh_vertex_count_exceeded`. `measured.vertexCount` is the count.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'welding', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 3, p95Seconds: 12 },
    errors: [
      {
        code: 'mesh_vertex_count_exceeded',
        messageTemplate: 'The model has {vertexCount} vertices ({countMode}); the maximum is {max}.',
        when: 'The vertex count (per `countMode`) is greater than `max`.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'pickup_model',
      label: 'Pickup model',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'MaxVertexCount', params: { max: 10000, countMode: 'welded' } }],
    },
    examples: [
      {
        input: 'a potion bottle `.glb` with 9,214 unique positions',
        params: { max: 10000, countMode: 'welded' },
        measured: { vertexCount: 9214 },
        verdict: 'pass',
      },
      {
        input: 'the same bottle counted as stored: its UV seams split positions into 13,876 vertex records',
        params: { max: 10000, countMode: 'stored' },
        measured: { vertexCount: 13876 },
        verdict: 'fail',
        error: { code: 'mesh_vertex_count_exceeded', message: 'The model has 13876 vertices (stored); the maximum is 10000.' },
      },
      {
        input: 'a `.gltf` whose buffer is a separate `bottle.bin` file that was not uploaded',
        params: { max: 10000, countMode: 'welded' },
        measured: { reason: 'buffer 0 references external file bottle.bin' },
        verdict: 'fail',
        error: {
          code: 'mesh_parse_failed',
          message: 'The file could not be read as a 3D model: buffer 0 references external file bottle.bin.',
        },
      },
    ],
    related: ['MaxPolygonCount', 'MaxEdgeCount', 'Skeleton'],
    caveats: [
      'Stored counts differ between formats for the same model (glTF splits at seams, FBX does not, STL never shares vertices); restrict the format with ThreeDimensionalFileFormat when using countMode "stored".',
      'In stored mode, unused records count too: OBJ `v` lines no face references and glTF accessor entries no index points to.',
      'A large weldEpsilon merges distinct nearby vertices and lowers the welded count.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ MeshClassification
  {
    id: 'MeshClassification',
    group: 'Mesh',
    title: 'Mesh classification',
    summary: 'A classifier run on rendered views says the model depicts one of the allowed labels',
    explanation: paragraphs(
      'MeshClassification checks what the model depicts. The vision feature server renders the model and classifies the renders into a fixed taxonomy of 24 labels; the rule passes when the best-scoring label is one of `labels` and its score is at least `minConfidence`.',
      'Rendering: the default scene is flattened as described below and framed so that its bounding box fills 90% of a 512 × 512 px orthographic view. Eight views are rendered at azimuths 0°, 45°, …, 315° around +Y, 20° above the horizon, under a fixed three-point light rig on a mid-gray background. Surfaces use their base color (glTF `baseColorFactor` and embedded `baseColorTexture`, FBX diffuse color and embedded textures, USD `UsdPreviewSurface` `diffuseColor`), or neutral gray #B4B4B4 when none is set. Vertex colors are ignored.',
      'Scoring: the classifier, whose version is recorded in `measured.modelVersion`, outputs a softmax probability for each label per view; a label\'s score is the mean of its eight probabilities, so the scores sum to 1. The labels are character_humanoid, character_creature, vehicle_land, vehicle_air, vehicle_water, weapon_melee, weapon_ranged, shield, armor, headwear, footwear, clothing, jewelry, furniture, building, architecture_part (walls, doors, stairs, fences), container (chests, barrels, crates), tool, food, plant, tree, rock, terrain and prop_misc (anything else).',
      'Verdict: let L be the label with the highest score. If L is not in `labels`, the rule fails with `mesh_classification_label_not_allowed`. If L is allowed but scores below `minConfidence`, it fails with `mesh_classification_low_confidence`. Because `minConfidence` is at least 0.5 and the scores sum to 1, at most one label can reach it, so ties cannot change the verdict. `measured.label` and `measured.confidence` (two decimals) are the top label and its score, and `measured.topLabels` lists the three best as `{ label, score }`. In messages, the `labels` list is written comma-separated.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'vision', p50Seconds: 12, p95Seconds: 40 },
    errors: [
      {
        code: 'mesh_classification_label_not_allowed',
        messageTemplate: 'The model was classified as {label} ({confidence}); allowed labels: {labels}.',
        when: 'The highest-scoring label is not in `labels`.',
      },
      {
        code: 'mesh_classification_low_confidence',
        messageTemplate: 'The model best matches {label} with a score of {confidence}, below the required {minConfidence}.',
        when: 'The highest-scoring label is in `labels` but its score is below `minConfidence`.',
      },
      ...inputErrors('vision'),
    ],
    exampleField: {
      key: 'weapon_model',
      label: 'Weapon model',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'MeshClassification', params: { labels: ['weapon_melee', 'shield'], minConfidence: 0.7 } }],
    },
    examples: [
      {
        input: 'a textured longsword `.glb`',
        params: { labels: ['weapon_melee', 'shield'], minConfidence: 0.7 },
        measured: {
          label: 'weapon_melee',
          confidence: 0.91,
          topLabels: [
            { label: 'weapon_melee', score: 0.91 },
            { label: 'tool', score: 0.05 },
            { label: 'weapon_ranged', score: 0.02 },
          ],
          modelVersion: 'mesh-cls-3.2',
        },
        verdict: 'pass',
      },
      {
        input: 'a wooden chair `.glb` submitted to the weapon field',
        params: { labels: ['weapon_melee', 'shield'], minConfidence: 0.7 },
        measured: {
          label: 'furniture',
          confidence: 0.88,
          topLabels: [
            { label: 'furniture', score: 0.88 },
            { label: 'prop_misc', score: 0.07 },
            { label: 'architecture_part', score: 0.02 },
          ],
          modelVersion: 'mesh-cls-3.2',
        },
        verdict: 'fail',
        error: {
          code: 'mesh_classification_label_not_allowed',
          message: 'The model was classified as furniture (0.88); allowed labels: weapon_melee, shield.',
        },
      },
      {
        input: 'an untextured abstract blade sculpture',
        params: { labels: ['weapon_melee', 'shield'], minConfidence: 0.7 },
        measured: {
          label: 'weapon_melee',
          confidence: 0.54,
          topLabels: [
            { label: 'weapon_melee', score: 0.54 },
            { label: 'prop_misc', score: 0.29 },
            { label: 'tool', score: 0.11 },
          ],
          modelVersion: 'mesh-cls-3.2',
        },
        verdict: 'fail',
        error: {
          code: 'mesh_classification_low_confidence',
          message: 'The model best matches weapon_melee with a score of 0.54, below the required 0.7.',
        },
      },
    ],
    related: ['Classification', 'MeshModeration', 'MeshSize'],
    caveats: [
      'The render is framed to fit, so scale is invisible to the classifier: a 5 cm house miniature classifies as building. Combine with MeshSize.',
      'Untextured models and models whose textures are referenced externally are classified on shape alone and score lower.',
      'A classifier update can move scores near the threshold; the version used is stored in measured.modelVersion and stored results are not re-evaluated.',
      'Stylized or hybrid designs (a sword-shaped key) can split their score across labels; list every acceptable label rather than lowering minConfidence.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ MeshCountRange
  {
    id: 'MeshCountRange',
    group: 'Mesh',
    title: 'Mesh count range',
    summary: 'The file contains between a minimum and a maximum number of mesh objects',
    explanation: paragraphs(
      'MeshCountRange passes when the number of mesh objects in the default scene is between `min` (default 1) and `max`, both inclusive. Use it for kits that arrive as separate parts (a modular wall set of 4 to 12 pieces) or to cap how many separately rendered objects a prop may have.',
      'A mesh object is one instance that carries faces: a glTF node with a `mesh` (a mesh with several primitives is still one object, and each `EXT_mesh_gpu_instancing` instance counts), an FBX Model of type Mesh, an OBJ object started by `o` (faces before the first `o` form one unnamed object; `g` groups and `usemtl` do not start objects), an ASCII STL `solid` block (a binary STL is one object), a PLY file (one object), or a USD `UsdGeomMesh` prim (each instance of an instanceable prim counts). Objects without faces, such as empty nodes, cameras, lights, bones, or meshes holding only points or lines, are not counted.',
      'The rule fails with `mesh_count_out_of_range` when the count is outside the range. `measured.meshCount` is the count and `measured.meshNames` lists up to 20 object names in scene order (the node, Model, object or prim name; `mesh_<n>`, with n the 0-based position in scene order, when unnamed).',
      'The count is of objects, not of pieces of geometry: a wall kit modelled as one object with 8 loose parts counts 1 and fails a `min` of 4, while the same kit with each piece as its own object counts 8. It does not look at how the objects touch (Connected does) or at materials. For exactly one object, SingleMesh counts the same way and can also require one material; MeshCountRange with `min` and `max` both 1 gives the same verdict on the count alone. When a kit fails, `measured.meshNames` shows which objects the exporter wrote, which is usually enough to spot a piece that was merged or split by accident.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 3, p95Seconds: 12 },
    errors: [
      {
        code: 'mesh_count_out_of_range',
        messageTemplate: 'The file contains {meshCount} meshes; it must contain between {min} and {max}.',
        when: 'The number of mesh objects is below `min` or above `max`.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'wall_kit',
      label: 'Modular wall kit',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'MeshCountRange', params: { min: 4, max: 12 } }],
    },
    examples: [
      {
        input: 'a `.glb` wall kit with 8 pieces, each its own node',
        params: { min: 4, max: 12 },
        measured: {
          meshCount: 8,
          meshNames: ['wall_straight', 'wall_corner', 'wall_door', 'wall_window', 'wall_end', 'pillar', 'floor_tile', 'stairs'],
        },
        verdict: 'pass',
      },
      {
        input: 'an FBX wall kit exported with every trim piece as a separate object, 15 in all',
        params: { min: 4, max: 12 },
        measured: {
          meshCount: 15,
          meshNames: ['wall_straight', 'wall_straight_trim', 'wall_corner', 'wall_corner_trim', 'wall_door', 'door_frame', 'wall_window', 'window_frame', 'window_glass', 'wall_end', 'pillar', 'pillar_cap', 'floor_tile', 'stairs', 'stairs_rail'],
        },
        verdict: 'fail',
        error: { code: 'mesh_count_out_of_range', message: 'The file contains 15 meshes; it must contain between 4 and 12.' },
      },
    ],
    related: ['SingleMesh', 'Connected', 'MaxPolygonCount'],
    caveats: [
      'Objects are counted, not connected pieces: one object can hold several floating parts (see Connected) and several objects can form one piece.',
      'A mesh referenced by several nodes counts once per node.',
      'Level-of-detail variants in the same file each count as objects.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ MeshModeration
  {
    id: 'MeshModeration',
    group: 'Mesh',
    title: 'Mesh moderation',
    summary: 'Rendered views and embedded textures of the model pass content moderation',
    explanation: paragraphs(
      'MeshModeration rejects models showing content a community platform should not publish. The moderation feature server scores images of the model in five categories: sexual_content, nudity, graphic_violence, hate_symbols and drugs. The rule fails when any category listed in `categories` (default: all five) scores above `maxScore`.',
      'Images scored: the eight views rendered exactly as for MeshClassification (512 × 512 px orthographic, azimuths 0° to 315° in 45° steps, 20° elevation, base colors and embedded textures applied), plus every texture image embedded in the file (glTF `images`, FBX embedded `Video` content, image files inside a USDZ package), at most 32 textures in file order, each downscaled so its longest side is at most 1024 px. A category\'s score is the highest probability (0 to 1) the moderation classifier gives it over all scored images.',
      'Verdict: the rule fails with `mesh_moderation_flagged` if any checked category scores greater than `maxScore`. `measured.scores` holds every checked category\'s score (two decimals); on failure `measured.category` is the highest-scoring category above the limit and `measured.score` its score. The failure makes the submission `invalid`, and moderators see the scores in the submission\'s validation results.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'moderation', p50Seconds: 15, p95Seconds: 60 },
    errors: [
      {
        code: 'mesh_moderation_flagged',
        messageTemplate: 'The model was flagged for {category} (score {score}; the limit is {maxScore}).',
        when: 'A checked category scores greater than `maxScore` on a rendered view or an embedded texture.',
      },
      ...inputErrors('moderation'),
    ],
    exampleField: {
      key: 'avatar_outfit',
      label: 'Avatar outfit',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'MeshModeration', params: { maxScore: 0.5 } }],
    },
    examples: [
      {
        input: 'a textured knight armor `.glb`',
        params: { maxScore: 0.5 },
        measured: { scores: { sexual_content: 0.02, nudity: 0.04, graphic_violence: 0.11, hate_symbols: 0.01, drugs: 0.01 } },
        verdict: 'pass',
      },
      {
        input: 'a jacket `.glb` whose embedded back texture shows an extremist emblem',
        params: { maxScore: 0.5 },
        measured: {
          category: 'hate_symbols',
          score: 0.83,
          scores: { sexual_content: 0.01, nudity: 0.02, graphic_violence: 0.03, hate_symbols: 0.83, drugs: 0.01 },
        },
        verdict: 'fail',
        error: { code: 'mesh_moderation_flagged', message: 'The model was flagged for hate_symbols (score 0.83; the limit is 0.5).' },
      },
    ],
    related: ['Moderation', 'MeshClassification', 'NoProfanity'],
    caveats: [
      'Only the first 32 embedded textures are scored, and textures referenced by external path are not in the asset at all.',
      'Node, material and file names and other metadata are not checked; moderate a submission\'s text fields with NoProfanity.',
      'graphic_violence scores depictions of gore and injury, not weapons: a clean sword model scores low.',
      'Content visible only from below or inside the model can be missed by the 20° views, although its embedded textures are still scored.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ MeshSize
  {
    id: 'MeshSize',
    group: 'Mesh',
    title: 'Mesh size',
    summary: 'One dimension of the model\'s bounding box, in meters, is within a range',
    explanation: paragraphs(
      'MeshSize checks one dimension of the model\'s axis-aligned bounding box in world space, in meters with +Y up. The box encloses every vertex of every mesh instance in the default scene; its extents are width (X), height (Y) and depth (Z). `dimension` selects what is compared: `width`, `height`, `depth`, `longest` (the largest of the three) or `diagonal` (sqrt(width² + height² + depth²)). Add the rule several times to bound several dimensions.',
      'The selected size must be at least `min` and at most `max` (both inclusive; each is optional but one must be given). Below `min` the rule fails with `mesh_size_too_small`, above `max` with `mesh_size_too_large`. `measured.size` is the selected value and `measured.width`, `measured.height` and `measured.depth` the box extents, each rounded to four decimals (0.1 mm) for display; the comparison uses the unrounded values.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 3, p95Seconds: 12 },
    errors: [
      {
        code: 'mesh_size_too_small',
        messageTemplate: 'The model\'s {dimension} is {size} m; the minimum is {min} m.',
        when: 'The selected dimension is smaller than `min`.',
      },
      {
        code: 'mesh_size_too_large',
        messageTemplate: 'The model\'s {dimension} is {size} m; the maximum is {max} m.',
        when: 'The selected dimension is larger than `max`.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'character_model',
      label: 'Character model',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'MeshSize', params: { dimension: 'height', min: 1.6, max: 2 } }],
    },
    examples: [
      {
        input: 'an A-posed character `.glb` standing 1.82 m tall',
        params: { dimension: 'height', min: 1.6, max: 2 },
        measured: { size: 1.82, width: 0.96, height: 1.82, depth: 0.31 },
        verdict: 'pass',
      },
      {
        input: 'the same character as an STL exported in millimeters, read as meters',
        params: { dimension: 'height', min: 1.6, max: 2 },
        measured: { size: 1820, width: 960, height: 1820, depth: 310 },
        verdict: 'fail',
        error: { code: 'mesh_size_too_large', message: 'The model\'s height is 1820 m; the maximum is 2 m.' },
      },
    ],
    related: ['InnerShape', 'OuterShape', 'Size', 'MeshClassification'],
    caveats: [
      'OBJ, STL and PLY have no unit: CAD exports in millimeters measure 1000 times too large and must be rescaled before upload.',
      'An FBX with a wrong UnitScaleFactor (geometry authored in meters but flagged as centimeters) measures 100 times too small.',
      'The box is axis-aligned, so a model rotated 45° about Y measures wider than the same model facing +Z.',
      'Skinned characters are measured in their bind pose, so a T-pose is much wider than an A-pose.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ MinAngle
  {
    id: 'MinAngle',
    group: 'Mesh',
    title: 'Min angle',
    summary: 'No face corner is sharper than a given angle, in degrees',
    explanation: paragraphs(
      'MinAngle passes when no face corner is sharper than `min` degrees. Sliver faces shade badly, spoil normal baking and physics contacts, and usually point to careless topology or a bad boolean operation.',
      'Angles: for every corner of every stored polygon (a triangle has three, an n-gon n), with the corner vertex p and its previous and next corners a and b in the polygon\'s order, the angle is acos(((a − p) · (b − p)) / (|a − p| |b − p|)) in degrees. It is computed in world space after node transforms, since non-uniform scaling changes angles. Polygons are not triangulated: a quad\'s angles are its four corner angles. The formula gives 0° to 180°, so a reflex corner of a non-convex polygon (interior angle above 180°) is reported as 360° minus its interior angle.',
      'Degenerate faces: a face is degenerate when its area (half the length of its Newell normal vector) is at most 1e-12 m², or when any of its edges is shorter than 1e-7 m; its angles are zero or undefined. With `ignoreDegenerate` false (the default), any degenerate face fails the rule with `mesh_min_angle_degenerate_faces` before angles are compared; with true, degenerate faces are skipped.',
      'Verdict: the rule fails with `mesh_min_angle_too_small` if any corner angle is below `min`. `measured.minAngle` is the smallest corner angle of the non-degenerate faces (degrees, two decimals), `measured.belowCount` the number of their corners below `min` and `measured.degenerateFaceCount` the number of degenerate faces, all counted once per instance. Degenerate faces never enter `minAngle` or `belowCount`, whatever `ignoreDegenerate` is, and all three values are reported with either failure.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 4, p95Seconds: 15 },
    errors: [
      {
        code: 'mesh_min_angle_degenerate_faces',
        messageTemplate: 'The model has {degenerateFaceCount} degenerate faces (zero area or coincident corners).',
        when: '`ignoreDegenerate` is false and at least one face has area ≤ 1e-12 m² or an edge shorter than 1e-7 m.',
      },
      {
        code: 'mesh_min_angle_too_small',
        messageTemplate: '{belowCount} face corners are sharper than {min}°; the smallest is {minAngle}°.',
        when: 'At least one corner of a non-degenerate face has an angle below `min`.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'terrain_prop',
      label: 'Rock model',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'MinAngle', params: { min: 10, ignoreDegenerate: false } }],
    },
    examples: [
      {
        input: 'a remeshed boulder `.glb` with evenly sized triangles',
        params: { min: 10, ignoreDegenerate: false },
        measured: { minAngle: 14.37, belowCount: 0, degenerateFaceCount: 0 },
        verdict: 'pass',
      },
      {
        input: 'a boulder whose boolean cut left long sliver triangles',
        params: { min: 10, ignoreDegenerate: false },
        measured: { minAngle: 0.84, belowCount: 37, degenerateFaceCount: 0 },
        verdict: 'fail',
        error: { code: 'mesh_min_angle_too_small', message: '37 face corners are sharper than 10°; the smallest is 0.84°.' },
      },
      {
        input: 'the remeshed boulder of the first example plus two zero-area triangles that a weld left along one edge (two corners of each at the same position); its other faces are unchanged, so their smallest corner is still 14.37°',
        params: { min: 10, ignoreDegenerate: false },
        measured: { minAngle: 14.37, belowCount: 0, degenerateFaceCount: 2 },
        verdict: 'fail',
        error: {
          code: 'mesh_min_angle_degenerate_faces',
          message: 'The model has 2 degenerate faces (zero area or coincident corners).',
        },
      },
    ],
    related: ['TrianglesOnly', 'MaxPolygonCount', 'ConvexShape'],
    caveats: [
      'Legitimate topology can have sharp corners: a cylinder cap built as a 64-segment triangle fan around a center vertex has corners of 5.625° at that vertex. Choose min with the expected modeling style in mind.',
      'Reflex corners are reported as 360° minus their interior angle, so a concave n-gon corner of 355° counts as a 5° corner.',
      'The degenerate thresholds are absolute (1e-12 m², 1e-7 m), so very small models with sub-millimeter detail can be flagged; model such items at real scale.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ OuterShape
  {
    id: 'OuterShape',
    group: 'Mesh',
    title: 'Outer shape',
    summary: 'The model encloses a reference box, sphere, cylinder or capsule',
    explanation: paragraphs(
      'OuterShape passes when the model encloses a reference volume defined in the params: an axis-aligned box, a sphere, or a cylinder or capsule whose axis is +Y, placed at `center` (meters, in the model\'s own coordinate system). Use it when a model must cover something: armor that must cover the base body\'s torso capsule, a building whose walls must enclose its interior volume, a vehicle shell that must contain the seat box.',
      'First test, the center is inside: the generalized winding number w at `center` is the sum, over all non-degenerate triangles (|(b − a) × (c − a)| > 1e-12 m²), of the signed solid angle each triangle subtends at the center, divided by 4π. The sign follows the winding: counter-clockwise seen from outside, as glTF defines front faces, is positive. The center is inside when |w| ≥ 0.5; a closed mesh gives |w| = 1 and small holes lower it only slightly. Otherwise the rule fails with `mesh_outer_shape_center_outside`, and `measured.centerWindingNumber` is w rounded to two decimals.',
      'Second test, nothing reaches into the volume: the volume is shrunk by `tolerance` (box half-extents, radius and cylinder half-height each reduced by it) and every triangle is tested against the shrunk volume\'s interior. For a sphere or capsule, a triangle penetrates when its minimum distance to the center point, or to the capsule\'s axis segment, is below the shrunk radius. For a box, it penetrates when it overlaps the open box under the separating axis test over the 3 box axes, the triangle normal and the 9 cross products of box axes and triangle edges. For a cylinder, it penetrates when the part of the triangle inside the slab |y − center.y| < height/2 − tolerance, projected onto the XZ plane, comes closer than the shrunk radius to the axis. The rule fails with `mesh_outer_shape_penetrated` and `measured.penetratingTriangleCount` counts such triangles (once per instance). Both tests always run, so `measured` holds `centerWindingNumber` and `penetratingTriangleCount` whichever of them fails.',
      'Together the tests mean the volume lies inside the model: its center is enclosed and no surface crosses it. The absolute value of w is used, so a model whose faces are all flipped still passes.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 6, p95Seconds: 25 },
    errors: [
      {
        code: 'mesh_outer_shape_center_outside',
        messageTemplate: 'The center of the reference {shape} is not inside the model (winding number {centerWindingNumber}); the model must enclose it.',
        when: 'The absolute generalized winding number of the model at `center` is below 0.5.',
      },
      {
        code: 'mesh_outer_shape_penetrated',
        messageTemplate: '{penetratingTriangleCount} triangles reach more than {tolerance} m into the reference {shape}; the model must enclose it.',
        when: 'The center is enclosed, but at least one triangle intersects the volume shrunk by `tolerance`.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'chest_armor',
      label: 'Chest armor',
      kind: 'mesh',
      required: true,
      rules: [
        { rule: 'OuterShape', params: { shape: 'capsule', center: [0, 1.25, 0], radius: 0.18, height: 0.7, tolerance: 0.005 } },
      ],
    },
    examples: [
      {
        input: 'a closed breastplate `.glb` modeled around the base body\'s torso',
        params: { shape: 'capsule', center: [0, 1.25, 0], radius: 0.18, height: 0.7, tolerance: 0.005 },
        measured: { centerWindingNumber: 1, penetratingTriangleCount: 0 },
        verdict: 'pass',
      },
      {
        input: 'a breastplate scaled down so that its sides cut into the torso',
        params: { shape: 'capsule', center: [0, 1.25, 0], radius: 0.18, height: 0.7, tolerance: 0.005 },
        measured: { centerWindingNumber: 1, penetratingTriangleCount: 86 },
        verdict: 'fail',
        error: {
          code: 'mesh_outer_shape_penetrated',
          message: '86 triangles reach more than 0.005 m into the reference capsule; the model must enclose it.',
        },
      },
      {
        input: 'a breastplate exported with its origin at the feet, so it sits 1.25 m too high',
        params: { shape: 'capsule', center: [0, 1.25, 0], radius: 0.18, height: 0.7, tolerance: 0.005 },
        measured: { centerWindingNumber: 0.02, penetratingTriangleCount: 0 },
        verdict: 'fail',
        error: {
          code: 'mesh_outer_shape_center_outside',
          message: 'The center of the reference capsule is not inside the model (winding number 0.02); the model must enclose it.',
        },
      },
    ],
    related: ['InnerShape', 'MeshSize', 'Connected'],
    caveats: [
      'Open shells (a helmet open at the neck, a cloak) have |w| below 1 at their center and fail the first test when the opening is large; close the openings or use InnerShape and MeshSize instead.',
      'Inconsistent winding (some faces flipped, others not) makes the winding number unreliable; export with consistently outward-facing faces.',
      'Interior geometry inside the volume, such as a base body left in the armor file, counts as penetrating; submit the outer layer only.',
      'tolerance must be smaller than every half-extent and the radius of the volume; this is checked when the schema is created.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ SingleMesh
  {
    id: 'SingleMesh',
    group: 'Mesh',
    title: 'Single mesh',
    summary: 'The file contains exactly one mesh object, optionally with one material',
    explanation: paragraphs(
      'SingleMesh passes when the default scene contains exactly one mesh object, counted exactly as MeshCountRange counts them: glTF nodes with a mesh, FBX Models of type Mesh, OBJ `o` objects, ASCII STL `solid` blocks, PLY files and USD `UsdGeomMesh` prims, each instance separately, and only when they have faces. Use it for assets an engine imports as a single renderer, such as a weapon or a hat.',
      'With `allowMultipleMaterials` false, the mesh must also use exactly one material, so it renders in one draw call. Distinct materials are counted: glTF primitive `material` indices (a primitive without one uses the default material, which counts as one), FBX material indices used by the polygons (`LayerElementMaterial`), OBJ `usemtl` names in effect for at least one face (faces before any `usemtl` use one default material), and USD material bindings of the mesh and its `GeomSubset`s. STL and PLY have no materials and count as one.',
      'Checks run in order: more than one mesh object fails with `mesh_single_mesh_multiple_meshes`; then, with `allowMultipleMaterials` false, more than one material fails with `mesh_single_mesh_multiple_materials`. A file with no mesh object fails with `mesh_no_geometry`. `measured.meshCount` and `measured.materialCount` are always returned (materialCount counts over all meshes).',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 3, p95Seconds: 12 },
    errors: [
      {
        code: 'mesh_single_mesh_multiple_meshes',
        messageTemplate: 'The file contains {meshCount} meshes; it must contain exactly one.',
        when: 'The default scene has more than one mesh object.',
      },
      {
        code: 'mesh_single_mesh_multiple_materials',
        messageTemplate: 'The mesh uses {materialCount} materials; it must use exactly one.',
        when: '`allowMultipleMaterials` is false and the single mesh uses more than one material.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'hat_model',
      label: 'Hat model',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'SingleMesh', params: { allowMultipleMaterials: false } }],
    },
    examples: [
      {
        input: 'a hat `.glb` with one node, one mesh and one material',
        params: { allowMultipleMaterials: false },
        measured: { meshCount: 1, materialCount: 1 },
        verdict: 'pass',
      },
      {
        input: 'a hat FBX whose brim, band and feather are separate objects',
        params: { allowMultipleMaterials: false },
        measured: { meshCount: 3, materialCount: 3 },
        verdict: 'fail',
        error: { code: 'mesh_single_mesh_multiple_meshes', message: 'The file contains 3 meshes; it must contain exactly one.' },
      },
      {
        input: 'a hat `.glb` with one mesh split into a felt primitive and a feather primitive with different materials',
        params: { allowMultipleMaterials: false },
        measured: { meshCount: 1, materialCount: 2 },
        verdict: 'fail',
        error: { code: 'mesh_single_mesh_multiple_materials', message: 'The mesh uses 2 materials; it must use exactly one.' },
      },
    ],
    related: ['MeshCountRange', 'Connected', 'Skeleton'],
    caveats: [
      'One mesh object can still consist of several floating parts; add Connected to require one piece.',
      'A glTF mesh split into several primitives by material is one mesh, so it passes unless allowMultipleMaterials is false.',
      'Rigged characters are often exported as one mesh per body part; merge them before export if the field uses SingleMesh.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ ThreeDimensionalFileFormat
  {
    id: 'ThreeDimensionalFileFormat',
    group: 'Mesh',
    title: '3D file format',
    summary: 'The file is one of the allowed 3D formats, detected from its bytes',
    explanation: paragraphs(
      'ThreeDimensionalFileFormat passes when the uploaded file is in one of `formats`. It is an instant rule: it runs synchronously when the submission is created, and a failure rejects the request with 422 `submission_invalid`. The format is identified from the file\'s bytes; the asset\'s file name and content type are ignored, so a renamed file is judged by its content.',
      'Detection tries these signatures in order; the first match wins. `glb`: bytes 0 to 3 are `glTF`, the little-endian uint32 at byte 4 is the container version (2 is supported; 1, glTF 1.0 binary, is an unsupported version), and the uint32 at byte 8 must equal the file size. `fbx`: the file starts with `Kaydara FBX Binary`, two spaces, a NUL byte and bytes 0x1A 0x00, and the little-endian uint32 at byte 23 is the version; 7100 to 7700 (FBX 7.1 to 7.7) are supported, other versions are not. `usdz`: a ZIP archive whose first entry is a `.usdc`, `.usda` or `.usd` layer and whose entries are all stored uncompressed (compression method 0), as the USDZ specification requires; a ZIP with compressed entries is not recognized. `ply`: the first line is `ply` and the second is `format ascii 1.0`, `format binary_little_endian 1.0` or `format binary_big_endian 1.0`.',
      'Continuing in order. `stl` binary: the file is at least 84 bytes long and its size equals 84 + 50 × N, where N is the little-endian uint32 at byte 80 (tested before ASCII, because binary STL headers may also begin with `solid`). `gltf`: UTF-8 JSON (a byte order mark is skipped) whose top-level object has `asset.version`; "2.0" is supported, while other versions such as "1.0", or an `asset.minVersion` above 2.0, are unsupported. `fbx` ASCII: text whose first line is a `; FBX 7.x.x project file` comment is recognized but always unsupported. `stl` ASCII: text that begins, after whitespace, with `solid` and contains `facet normal` and `endsolid`. `obj`: UTF-8 or ASCII text without NUL bytes that has at least one `v` line with three numbers and one `f` line.',
      'Outcomes: no match fails with `mesh_file_format_unrecognized` (an empty file never matches). A recognized but unsupported version fails with `mesh_file_format_version_unsupported`, whether or not the format is listed. A supported format that is not in `formats` fails with `mesh_file_format_not_allowed`. `measured.detectedFormat` is the format id and `measured.version` is "2.0" for glb and gltf, the FBX version number as a string (for example "7400", or the header comment\'s version followed by " ascii", such as "7.4.0 ascii"), "binary" or "ascii" for STL, the PLY encoding ("ascii", "binary_little_endian" or "binary_big_endian"), and null for OBJ and USDZ. In messages, the `formats` list is written comma-separated.',
      'Passing this rule does not mean the content is valid: buffers, indices and geometry are parsed by the async mesh rules, which report `mesh_parse_failed` for corrupt content. A `.gltf` that references external `.bin` or image files is recognized here but cannot be parsed later, because a field holds a single asset; upload `.glb` or embed buffers as data URIs.',
    ),
    appliesTo: ['mesh', 'animation'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'mesh_file_format_unrecognized',
        messageTemplate: 'The file is not a recognized 3D format.',
        when: 'No signature matches: the file is empty, is another kind of file, or is a ZIP with compressed entries.',
      },
      {
        code: 'mesh_file_format_version_unsupported',
        messageTemplate: 'The file is {detectedFormat} version {version}, which Guildforge cannot read.',
        when: 'The format is recognized but the version is not supported: glTF 1.0, FBX other than 7100 to 7700, or ASCII FBX.',
      },
      {
        code: 'mesh_file_format_not_allowed',
        messageTemplate: 'The file is {detectedFormat}; allowed formats: {formats}.',
        when: 'The file is a supported format that is not listed in `formats`.',
      },
    ],
    exampleField: {
      key: 'model_file',
      label: 'Model file',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'ThreeDimensionalFileFormat', params: { formats: ['glb', 'fbx'] } }],
    },
    examples: [
      {
        input: 'a `.glb` file (container version 2)',
        params: { formats: ['glb', 'fbx'] },
        measured: { detectedFormat: 'glb', version: '2.0' },
        verdict: 'pass',
      },
      {
        input: 'a Wavefront OBJ file renamed to `model.glb`',
        params: { formats: ['glb', 'fbx'] },
        measured: { detectedFormat: 'obj', version: null },
        verdict: 'fail',
        error: { code: 'mesh_file_format_not_allowed', message: 'The file is obj; allowed formats: glb, fbx.' },
      },
      {
        input: 'a binary FBX 6.1 file from an old exporter',
        params: { formats: ['glb', 'fbx'] },
        measured: { detectedFormat: 'fbx', version: '6100' },
        verdict: 'fail',
        error: { code: 'mesh_file_format_version_unsupported', message: 'The file is fbx version 6100, which Guildforge cannot read.' },
      },
    ],
    related: ['MaxFileSize', 'ImageFormat', 'AudioFormat', 'Skeleton'],
    caveats: [
      'ASCII FBX and FBX older than 7.1 are never readable; re-export as binary FBX 7.4 or later.',
      'OBJ materials live in separate `.mtl` and image files that a single asset cannot carry, so OBJ models are always untextured for the vision and moderation rules.',
      'OBJ, STL and PLY carry no units or up axis and are read as meters, +Y up, by the geometry rules.',
      'USDZ packages built with ordinary ZIP tools usually compress their entries and are not recognized; create them with a USDZ tool such as `usdzip`.',
    ],
    inSidebar: true,
  },
  // ------------------------------------------------------------------ TrianglesOnly
  {
    id: 'TrianglesOnly',
    group: 'Mesh',
    title: 'Triangles only',
    summary: 'Every face of the model is a triangle',
    explanation: paragraphs(
      'TrianglesOnly passes when every stored polygon of every mesh instance has exactly three corners. Use it when the engine import must not re-triangulate, so the triangulation that normals were baked against is kept, or when a downstream tool accepts triangles only. It has no parameters.',
      'Faces are read as stored: FBX `PolygonVertexIndex` polygons (each ends at a negative index), OBJ `f` lines, PLY `face` lists and USD `faceVertexCounts`. glTF triangle, strip and fan primitives and STL facets are always triangles, so such files pass as long as they contain any face. Degenerate triangles still count as triangles, and polygons with fewer than three corners (two-index FBX and OBJ faces) are lines and are ignored.',
      'The rule fails with `mesh_not_triangulated` if any face has four or more corners. `measured.nonTriangleFaceCount` counts those faces (once per instance) and `measured.maxCorners` is the largest corner count found.',
      'Because glTF and STL can only store triangles, the rule is only ever decided for FBX, OBJ, PLY and USD files; if a schema accepts glTF alone, it adds nothing. It checks the stored faces and nothing about their quality: a triangulated mesh with slivers passes (MinAngle catches those), and it does not change the polygon budget (MaxPolygonCount with `countAs: "triangles"` already counts a quad as two). A `maxCorners` of 4 means quads were left in; a large value, such as 12, usually means an n-gon cap on a cylinder, so triangulating in the modelling tool before export fixes both.',
    ),
    reads: { topic: 'mesh_files', sections: ['formats', 'scene-and-units', 'surfaces', 'unreadable-files', 'unavailable-feature-server'] },
    appliesTo: ['mesh'],
    formats: MESH_FORMATS,
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 3, p95Seconds: 12 },
    errors: [
      {
        code: 'mesh_not_triangulated',
        messageTemplate: '{nonTriangleFaceCount} faces have more than three corners (up to {maxCorners}); the mesh must be triangulated.',
        when: 'At least one stored face has four or more corners.',
      },
      ...inputErrors('geometry'),
    ],
    exampleField: {
      key: 'game_ready_mesh',
      label: 'Game-ready mesh',
      kind: 'mesh',
      required: true,
      rules: [{ rule: 'TrianglesOnly', params: {} }],
    },
    examples: [
      {
        input: 'an FBX exported with the Triangulate option',
        params: {},
        measured: { nonTriangleFaceCount: 0, maxCorners: 3 },
        verdict: 'pass',
      },
      {
        input: 'a quad-modeled FBX with 5,120 quads',
        params: {},
        measured: { nonTriangleFaceCount: 5120, maxCorners: 4 },
        verdict: 'fail',
        error: {
          code: 'mesh_not_triangulated',
          message: '5120 faces have more than three corners (up to 4); the mesh must be triangulated.',
        },
      },
    ],
    related: ['MaxPolygonCount', 'MinAngle', 'MaxEdgeCount'],
    caveats: [
      'glTF and STL files always pass, because those formats store only triangles.',
      'Triangulating passes the rule but does not fix bad triangles; add MinAngle to reject slivers created by triangulating long n-gons.',
    ],
    inSidebar: true,
  },
] as const satisfies readonly RuleDefinition[];
