/** Routes of rule pages. Kept apart from the registry so pages can link without bundling it. */
import type { RuleDefinition } from './types';

/** Route of a rule's reference page, e.g. /docs/rules/Material/Texture/HeightMap. */
export function rulePath(rule: Pick<RuleDefinition, 'group' | 'id'>): string {
  return `/docs/rules/${rule.group}/${rule.id}`;
}

/** Doc id of a rule's page (relative to docs/). */
export function ruleDocId(rule: Pick<RuleDefinition, 'group' | 'id'>): string {
  return `rules/${rule.group}/${rule.id}`;
}
