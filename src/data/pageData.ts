/**
 * The data one generated rule or quest-type page needs, cut from the registries at
 * build time (scripts/writeRegistryPages.ts writes one JSON file per page). A page
 * then bundles its own entry instead of all 64 rules or 24 quest types.
 */
import { findError } from './errors';
import type { ErrorDefinition } from './errors/types';
import { findRule, ruleParamsSchema, type JsonSchema } from './rules';
import type { RuleDefinition } from './rules/types';
import { questConfigSchema, questConfigSchemaName, questTypeId } from './quests';
import type { QuestTypeDefinition } from './quests/types';

/** The catalogue fields a page shows for a code. */
export type ErrorSummary = Pick<ErrorDefinition, 'code' | 'status' | 'title'>;

export interface RulePageData {
  readonly rule: RuleDefinition;
  readonly params: JsonSchema;
  readonly errors: Readonly<Record<string, ErrorSummary>>;
  readonly related: readonly Pick<RuleDefinition, 'id' | 'group' | 'summary'>[];
}

export interface QuestTypePageData {
  readonly id: string;
  readonly quest: QuestTypeDefinition;
  readonly configSchema: JsonSchema;
  readonly configSchemaName: string;
  readonly errors: Readonly<Record<string, ErrorSummary>>;
}

function errorSummaries(codes: readonly string[]): Record<string, ErrorSummary> {
  return Object.fromEntries(
    [...new Set(codes)].map((code) => {
      const { status, title } = findError(code);
      return [code, { code, status, title }];
    }),
  );
}

/** Codes every rule page links besides the rule's own. */
const RULE_PAGE_CODES = ['schema_rule_params_invalid'];

export function rulePageData(rule: RuleDefinition): RulePageData {
  return {
    rule,
    params: ruleParamsSchema(rule.id),
    errors: errorSummaries([...rule.errors.map((error) => error.code), ...RULE_PAGE_CODES]),
    related: rule.related.map((id) => {
      const { group, summary } = findRule(id);
      return { id, group, summary };
    }),
  };
}

export function questTypePageData(quest: QuestTypeDefinition): QuestTypePageData {
  return {
    id: questTypeId(quest),
    quest,
    configSchema: questConfigSchema(quest),
    configSchemaName: questConfigSchemaName(quest),
    errors: errorSummaries(quest.failures.map((failure) => failure.code)),
  };
}
