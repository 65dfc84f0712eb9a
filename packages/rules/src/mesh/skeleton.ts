/**
 * What the Skeleton rule measures in a glTF document: the joints of every skin that a mesh node
 * of the default scene uses, their roots, the influences of each stored vertex record, the names
 * matched against `requiredBones`, and the clips that animate a joint.
 */
import type { Document, Node } from '@gltf-transform/core';
import { defaultSceneNodes } from './gltf.js';

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

export function skeletonFacts(document: Document, requiredBones: readonly string[]): SkeletonFacts {
  const root = document.getRoot();
  const allNodes = root.listNodes();
  const joints = new Set<Node>();
  const influenceCounts: number[] = [];
  const countedPrimitives = new Set<unknown>();
  for (const node of defaultSceneNodes(document)) {
    const skin = node.getSkin();
    const mesh = node.getMesh();
    if (!skin || !mesh) continue;
    for (const joint of skin.listJoints()) joints.add(joint);
    for (const primitive of mesh.listPrimitives()) {
      if (countedPrimitives.has(primitive)) continue;
      countedPrimitives.add(primitive);
      const sets: [number[][], number[][]][] = [];
      for (let set = 0; ; set += 1) {
        const jointAttribute = primitive.getAttribute(`JOINTS_${set}`);
        const weightAttribute = primitive.getAttribute(`WEIGHTS_${set}`);
        if (!jointAttribute || !weightAttribute) break;
        const read = (accessor: typeof jointAttribute) => Array.from({ length: accessor.getCount() }, (_, i) => accessor.getElement(i, []));
        sets.push([read(jointAttribute), read(weightAttribute)]);
      }
      const count = primitive.getAttribute('POSITION')?.getCount() ?? 0;
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
  const rootCount = [...joints].filter((joint) => {
    const parent = joint.getParentNode();
    return !parent || !joints.has(parent);
  }).length;
  const names = new Set([...joints].map((joint) => boneKey(joint.getName() || `node_${allNodes.indexOf(joint)}`)));
  const missingBones = requiredBones.filter((bone) => !names.has(boneKey(bone)));
  const clipCount = root.listAnimations().filter((animation) => animation.listChannels().some((channel) => {
    const target = channel.getTargetNode();
    return target !== null && joints.has(target);
  })).length;
  return {
    boneCount: joints.size,
    rootCount,
    maxInfluencesFound: influenceCounts.reduce((max, count) => Math.max(max, count), 0),
    influenceCounts,
    clipCount,
    missingBones,
  };
}
