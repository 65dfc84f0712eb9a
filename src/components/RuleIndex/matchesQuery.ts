import type { RuleDefinition } from '@site/src/data/rules/types';

/** Case-insensitive plain-text match on id, title and summary; never a regular expression. */
export function matchesQuery(rule: Pick<RuleDefinition, 'id' | 'title' | 'summary'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || [rule.id, rule.title, rule.summary].some((text) => text.toLowerCase().includes(needle));
}
