/**
 * The rule registry: every UGC validation rule, in spec order by group.
 * Parameter schemas come from the API description (see `ruleParamsSchema`).
 */
import schemas from '../generated/schemas.json';
import { animationRules } from './animation';
import { audioRules } from './audio';
import { imageRules } from './image';
import { meshRules } from './mesh';
import { miscRules } from './misc';
import { textRules } from './text';
import { textureRules } from './texture';
import type { RuleDefinition, RuleGroup } from './types';

export type { RuleDefinition, RuleGroup } from './types';
export { ruleDocId, rulePath } from './paths';

export const ruleRegistry: readonly RuleDefinition[] = [
  ...animationRules,
  ...audioRules,
  ...imageRules,
  ...textureRules,
  ...meshRules,
  ...miscRules,
  ...textRules,
];

/** A JSON Schema object as it appears in the API description. */
export type JsonSchema = { readonly [key: string]: unknown };

/** Sidebar categories of the rule reference, in order. `slug` is the /docs/category page. */
export interface RuleCategory {
  readonly label: string;
  readonly slug: string;
  readonly description: string;
  readonly groups: readonly RuleGroup[];
  readonly children?: readonly RuleCategory[];
}

export const ruleCategories: readonly RuleCategory[] = [
  { label: 'Animation', slug: 'animation', groups: ['Animation'], description: 'Rules for skeletal animation files: the rig a clip must be authored for.' },
  { label: 'Audio', slug: 'audio', groups: ['Audio'], description: 'Rules for audio clips: container and codec, and duration bounds.' },
  { label: 'Image', slug: 'image', groups: ['Image'], description: 'Rules for raster images: format, dimensions, colour (HSL), transparency, shapes, and ML classification and moderation.' },
  {
    label: 'Material',
    slug: 'material',
    groups: [],
    description: 'Rules for material inputs. Texture maps are checked by the rules in Texture.',
    children: [
      { label: 'Texture', slug: 'texture', groups: ['Material/Texture'], description: 'Rules for height maps, normal maps and terrain height maps.' },
    ],
  },
  { label: 'Mesh', slug: 'mesh', groups: ['Mesh'], description: 'Rules for 3D models: file format, topology, budgets, shape and size in meters, and ML classification and moderation.' },
  {
    label: 'Misc',
    slug: 'misc',
    groups: [],
    description: 'Rules for enum, list and number fields, and two rules that apply across kinds: KeyType and MaxFileSize.',
    children: [
      { label: 'Enum', slug: 'enum', groups: ['Misc/Enum'], description: 'Rules for enum and list fields: allowed subsets, values that depend on other fields, list length, single choice and uniqueness across submissions.' },
      { label: 'Number', slug: 'number', groups: ['Misc/Number'], description: 'Rules for number fields: ranges, integer types, equality and equations across fields.' },
    ],
  },
  { label: 'Text', slug: 'text', groups: ['Text'], description: 'Rules for text fields: length, case, encoding, patterns, dates, colour codes, structured documents and profanity.' },
];

export function findRule(id: string): RuleDefinition {
  const rule = ruleRegistry.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`Unknown rule "${id}". Add it to src/data/rules/ or fix the id.`);
  return rule;
}

/** The rule's parameter schema, from the API description's `RuleParams<RuleId>`. */
export function ruleParamsSchema(id: string): JsonSchema {
  const schema = (schemas as Record<string, JsonSchema>)[`RuleParams${id}`];
  if (!schema) throw new Error(`openapi/ has no RuleParams${id} schema. Add it under openapi/rules/.`);
  return schema;
}
