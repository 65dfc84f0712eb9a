/**
 * What the Skeleton rule measures in a glTF document: the joints of every skin that a mesh node
 * of the default scene uses, their roots, the influences of each stored vertex record, the names
 * matched against `requiredBones`, and the clips that animate a joint.
 */
import type { Document, Node } from '@gltf-transform/core';
import { defaultSceneNodes, skeletonGraphOf } from './gltf.js';
import { MeshReadError } from './scene.js';

export interface SkeletonFacts {
  readonly boneCount: number;
  readonly rootCount: number;
  readonly maxInfluencesFound: number;
  /** Influences of each stored vertex record of the skinned meshes. */
  readonly influenceCounts: readonly number[];
  readonly clipCount: number;
  /** `requiredBones` entries that match no joint, as written in the params. */
  readonly missingBones: readonly string[];
}

/** Drops a namespace (everything up to the last `:`, `/` or `|`) and folds case. */
export function boneKey(name: string): string {
  return name.slice(Math.max(name.lastIndexOf(':'), name.lastIndexOf('/'), name.lastIndexOf('|')) + 1).toLowerCase();
}

/**
 * Throws MeshReadError when a skinned primitive's JOINTS_n or WEIGHTS_n holds fewer elements than
 * its POSITION (glTF requires every attribute of a primitive to have the same count).
 */
export function skeletonFacts(document: Document, requiredBones: readonly string[]): SkeletonFacts {
  const root = document.getRoot();
  const joints = new Set<Node>();
  const influenceCounts: number[] = [];
  const countedPrimitives = new Set<unknown>();
  for (const node of defaultSceneNodes(document)) {
    const skin = node.getSkin();
    const mesh = node.getMesh();
    if (!skin || !mesh) continue;
    // A document read with its bare nodes left out has skins without joints; the graph holds them.
    for (const joint of skin.listJoints()) joints.add(joint);
    for (const primitive of mesh.listPrimitives()) {
      if (countedPrimitives.has(primitive)) continue;
      countedPrimitives.add(primitive);
      const count = primitive.getAttribute('POSITION')?.getCount() ?? 0;
      const sets: [number[][], number[][]][] = [];
      for (let set = 0; ; set += 1) {
        const jointAttribute = primitive.getAttribute(`JOINTS_${set}`);
        const weightAttribute = primitive.getAttribute(`WEIGHTS_${set}`);
        if (!jointAttribute || !weightAttribute) break;
        for (const [name, accessor] of [[`JOINTS_${set}`, jointAttribute], [`WEIGHTS_${set}`, weightAttribute]] as const) {
          if (accessor.getCount() < count) {
            throw new MeshReadError(`mesh "${mesh.getName() || 'unnamed'}" has ${accessor.getCount()} ${name} values for ${count} vertices (glTF requires one per vertex)`);
          }
        }
        const read = (accessor: typeof jointAttribute) => Array.from({ length: count }, (_, i) => accessor.getElement(i, []));
        sets.push([read(jointAttribute), read(weightAttribute)]);
      }
      for (let v = 0; v < count; v += 1) {
        const distinct = new Set<number>();
        for (const [jointValues, weightValues] of sets) {
          jointValues[v]!.forEach((joint, k) => {
            if (weightValues[v]![k]! > 0) distinct.add(joint);
          });
        }
        influenceCounts.push(distinct.size);
      }
    }
  }
  const graph = skeletonGraphOf(document);
  const { boneCount, rootCount, clipCount, jointNames } = graph ?? {
    boneCount: joints.size,
    rootCount: [...joints].filter((joint) => {
      const parent = joint.getParentNode();
      return !parent || !joints.has(parent);
    }).length,
    clipCount: root.listAnimations().filter((animation) => animation.listChannels().some((channel) => {
      const target = channel.getTargetNode();
      return target !== null && joints.has(target);
    })).length,
    jointNames: (() => {
      // Unnamed joints are named by their node index: one map, not a search of the node list per joint.
      const nodeIndex = new Map(root.listNodes().map((node, index) => [node, index]));
      return [...joints].map((joint) => joint.getName() || `node_${nodeIndex.get(joint)}`);
    })(),
  };
  const names = new Set(jointNames.map(boneKey));
  const missingBones = requiredBones.filter((bone) => !names.has(boneKey(bone)));
  return {
    boneCount,
    rootCount,
    maxInfluencesFound: influenceCounts.reduce((max, count) => Math.max(max, count), 0),
    influenceCounts,
    clipCount,
    missingBones,
  };
}
