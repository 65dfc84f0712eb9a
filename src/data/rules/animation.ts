import type { RuleDefinition } from './types';
import { asyncRetryMessageTemplate, asyncRetrySentence, asyncRetryWhen } from './asyncRetry';

/** Joins explanation paragraphs with the blank line the rule page generator splits on. */
const paragraphs = (...parts: readonly string[]): string => parts.join('\n\n');

export const animationRules = [
  {
    id: 'Skeleton',
    group: 'Animation',
    title: 'Skeleton',
    summary: 'The rigged model has a valid skinned skeleton: joint count, single root, weights per vertex, named joints and clips',
    explanation: paragraphs(
      'Skeleton checks the skinned skeleton of a rigged model or animation file: how many joints it has, that it has a single root, how many joints each vertex is weighted to, that named joints exist and, optionally, that animation clips drive it. It reads glTF 2.0 (`.glb`, and `.gltf` with embedded buffers), binary FBX 7.1 to 7.7 and USDZ. OBJ, STL and PLY cannot carry a skeleton and fail with `animation_skeleton_missing`.',
      'Joints: for glTF, the union of the `joints` of every skin referenced by a mesh node in the default scene (`scene`, or scene 0 when absent); the `skeleton` property of a skin is ignored. For FBX, every Model linked to a skin cluster (a Deformer of type Cluster) plus every Model of type `LimbNode`. For USD, the `joints` of every `UsdSkelSkeleton` bound to a mesh through `skel:skeleton`. A joint is a root when its parent node is not itself a joint; the scene root counts as a non-joint parent.',
      'Names: a joint\'s name is the glTF node `name` (`node_<index>` when unnamed), the FBX Model name without its `Model` class suffix, or the last element of the USD joint path. Before `requiredBones` are matched, both sides drop everything up to and including the last `:`, `/` or `|` and are compared case-insensitively (Unicode simple case folding), so `mixamorig:LeftHand`, `Armature|LeftHand` and `lefthand` are the same joint. No other mapping is applied between naming conventions.',
      'Influences: for each stored vertex record (before any welding), the number of distinct joints with a weight greater than 0. glTF counts across all `JOINTS_n` / `WEIGHTS_n` sets; FBX counts the clusters that list the control point with a weight greater than 0; USD counts `primvars:skel:jointWeights` entries greater than 0 within each vertex\'s `elementSize` group. Weights are not normalized and their sum is not checked.',
      'Clips: glTF `animations` with at least one channel whose target node is a joint; FBX `AnimationStack`s with at least one animation curve node connected to a joint; USD `SkelAnimation` prims with time samples that are bound to a checked skeleton.',
      'Checks run in this order and the first failure is reported: (1) at least one joint exists, else `animation_skeleton_missing`; (2) the joint count is between `minBones` and `maxBones` inclusive, else `animation_skeleton_bone_count_out_of_range`; (3) with `requireSingleRoot`, exactly one root, else `animation_skeleton_multiple_roots`; (4) no vertex has more than `maxInfluences` influences, else `animation_skeleton_too_many_influences`; (5) every name in `requiredBones` matches a joint, else `animation_skeleton_required_bones_missing`; (6) at least `minAnimationClips` clips, else `animation_skeleton_too_few_clips`. `measured` always holds `boneCount`, `rootCount`, `maxInfluencesFound` and `clipCount`, plus `overInfluencedVertexCount` and `missingBones` (as written in the params, comma-separated in the message) when those checks fail.',
      'Unreadable input: an empty, truncated or corrupt file, a `.gltf` referencing external files, or an unsupported required glTF extension fails with `animation_file_unreadable`, and `measured.reason` says what could not be read. The check runs on the geometry feature server. ' + asyncRetrySentence('geometry', 'animation_analysis_unavailable'),
    ),
    appliesTo: ['animation', 'mesh'],
    formats: ['glb', 'gltf', 'fbx', 'usdz'],
    evaluation: { mode: 'async', service: 'geometry', p50Seconds: 4, p95Seconds: 15 },
    errors: [
      {
        code: 'animation_skeleton_missing',
        messageTemplate: 'The file has no skinned skeleton.',
        when: 'No skin, skin cluster, LimbNode or bound UsdSkelSkeleton is found, including every OBJ, STL and PLY file.',
      },
      {
        code: 'animation_skeleton_bone_count_out_of_range',
        messageTemplate: 'The skeleton has {boneCount} bones; it must have between {minBones} and {maxBones}.',
        when: 'The number of distinct joints is below `minBones` or above `maxBones`.',
      },
      {
        code: 'animation_skeleton_multiple_roots',
        messageTemplate: 'The skeleton has {rootCount} root bones; it must have exactly one.',
        when: '`requireSingleRoot` is true and more than one joint has a non-joint parent.',
      },
      {
        code: 'animation_skeleton_too_many_influences',
        messageTemplate: '{overInfluencedVertexCount} vertices are weighted to more than {maxInfluences} bones (up to {maxInfluencesFound}).',
        when: 'At least one vertex has more than `maxInfluences` joints with a weight greater than 0.',
      },
      {
        code: 'animation_skeleton_required_bones_missing',
        messageTemplate: 'The skeleton is missing required bones: {missingBones}.',
        when: 'A name in `requiredBones` matches no joint after namespace stripping and case folding.',
      },
      {
        code: 'animation_skeleton_too_few_clips',
        messageTemplate: 'The file has {clipCount} animation clips driving the skeleton; at least {minAnimationClips} are required.',
        when: 'Fewer than `minAnimationClips` clips animate at least one joint.',
      },
      {
        code: 'animation_file_unreadable',
        messageTemplate: 'The file could not be read as a rigged model: {reason}.',
        when: 'The file is empty, truncated, corrupt, references external buffers, or requires an unsupported glTF extension.',
      },
      {
        code: 'animation_analysis_unavailable',
        messageTemplate: asyncRetryMessageTemplate,
        when: asyncRetryWhen('geometry'),
      },
    ],
    exampleField: {
      key: 'character_rig',
      label: 'Rigged character',
      kind: 'animation',
      required: true,
      rules: [
        {
          rule: 'Skeleton',
          params: {
            maxBones: 128,
            maxInfluences: 4,
            requiredBones: ['Hips', 'Spine', 'Head', 'LeftHand', 'RightHand'],
            minAnimationClips: 1,
          },
        },
      ],
    },
    examples: [
      {
        input: 'a Mixamo-rigged character `.glb` with 65 joints under `mixamorig:Hips` and idle, walk and run clips',
        params: { maxBones: 128, maxInfluences: 4, requiredBones: ['Hips', 'Spine', 'Head', 'LeftHand', 'RightHand'], minAnimationClips: 1 },
        measured: { boneCount: 65, rootCount: 1, maxInfluencesFound: 4, clipCount: 3 },
        verdict: 'pass',
      },
      {
        input: 'the same character re-skinned with 8 weights per vertex around the shoulders',
        params: { maxBones: 128, maxInfluences: 4, requiredBones: ['Hips', 'Spine', 'Head', 'LeftHand', 'RightHand'], minAnimationClips: 1 },
        measured: { boneCount: 65, rootCount: 1, maxInfluencesFound: 8, overInfluencedVertexCount: 1240, clipCount: 3 },
        verdict: 'fail',
        error: {
          code: 'animation_skeleton_too_many_influences',
          message: '1240 vertices are weighted to more than 4 bones (up to 8).',
        },
      },
      {
        input: 'a creature FBX whose arm chains are named `L_Wrist` and `R_Wrist`',
        params: { maxBones: 128, maxInfluences: 4, requiredBones: ['Hips', 'Spine', 'Head', 'LeftHand', 'RightHand'], minAnimationClips: 1 },
        measured: { boneCount: 48, rootCount: 1, maxInfluencesFound: 4, missingBones: ['LeftHand', 'RightHand'], clipCount: 2 },
        verdict: 'fail',
        error: {
          code: 'animation_skeleton_required_bones_missing',
          message: 'The skeleton is missing required bones: LeftHand, RightHand.',
        },
      },
      {
        input: 'an FBX with a separate IK-target hierarchy next to the deform skeleton',
        params: { maxBones: 128, maxInfluences: 4, requiredBones: ['Hips', 'Spine', 'Head', 'LeftHand', 'RightHand'], minAnimationClips: 1 },
        measured: { boneCount: 71, rootCount: 2, maxInfluencesFound: 4, clipCount: 1 },
        verdict: 'fail',
        error: { code: 'animation_skeleton_multiple_roots', message: 'The skeleton has 2 root bones; it must have exactly one.' },
      },
    ],
    related: ['ThreeDimensionalFileFormat', 'SingleMesh', 'MaxVertexCount', 'MaxFileSize'],
    caveats: [
      'FBX LimbNodes count as joints even when no cluster uses them, so helper and IK-target bones raise boneCount and can add roots; delete them or parent them under the main root before export.',
      'Name matching strips namespaces and case only; it does not map between conventions such as Mixamo (`LeftHand`) and the Unreal mannequin (`hand_l`). List the names your pipeline uses.',
      'Influences are counted on stored vertex records, so one position split at a UV seam is checked once per record.',
      'A glTF file with several skins is checked as one skeleton (the union of their joints), so two separate characters in one file have two roots.',
    ],
    inSidebar: true,
  },
] as const satisfies readonly RuleDefinition[];
