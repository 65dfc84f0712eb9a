/**
 * What the rules index page (src/components/RuleIndex) shows and filters on, cut from the rule
 * registry by `npm run generate` into src/data/generated/ruleIndex.json. The page hydrates its
 * filters, so this data is part of its script; the whole registry (parameters, examples, error
 * messages, about 68 KiB over the wire) is not.
 */
import type { RuleCategory } from './index';
import type { FieldKind, RuleDefinition } from './types';

export interface RuleIndexRow {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly group: string;
  readonly appliesTo: readonly FieldKind[];
  readonly mode: 'instant' | 'async';
  /** The feature server of an asynchronous rule. */
  readonly service?: string;
  readonly page: string;
}

export interface RuleIndexData {
  /** The index's sections in order, each with the rule groups it lists. */
  readonly sections: readonly { readonly label: string; readonly groups: readonly string[] }[];
  /** Every rule, in registry order. */
  readonly rules: readonly RuleIndexRow[];
}

function categoryGroups(category: RuleCategory): string[] {
  return [...category.groups, ...(category.children ?? []).flatMap(categoryGroups)];
}

export function ruleIndexData(registry: readonly RuleDefinition[], categories: readonly RuleCategory[], pathOf: (rule: RuleDefinition) => string): RuleIndexData {
  return {
    sections: [...categories.map((category) => ({ label: category.label, groups: categoryGroups(category) })), { label: 'Misc (any field)', groups: ['Misc'] }],
    rules: registry.map((rule) => ({
      id: rule.id,
      title: rule.title,
      summary: rule.summary,
      group: rule.group,
      appliesTo: rule.appliesTo,
      mode: rule.evaluation.mode,
      ...(rule.evaluation.mode === 'async' ? { service: rule.evaluation.service } : {}),
      page: pathOf(rule),
    })),
  };
}
