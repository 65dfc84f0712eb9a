/**
 * The data one generated rule or quest-type page needs, cut from the registries at
 * build time (scripts/writeRegistryPages.ts writes one JSON file per page). A page
 * then bundles its own entry instead of all 64 rules or 24 quest types.
 */
import { findError } from './errors';
import type { ErrorDefinition } from './errors/types';
import { findRule, ruleParamsSchema, ruleRegistry, type JsonSchema } from './rules';
import { fileReadingPath, findFileReadingTopic, type FileReadingTopic } from './rules/fileReading';
import type { RuleDefinition } from './rules/types';
import { questConfigSchema, questConfigSchemaName, questTypeId } from './quests';
import type { QuestTypeDefinition } from './quests/types';
import { transitionsFor, type UserQuestTransition } from './quests/userQuestTransitions';

/** The catalogue fields a page shows for a code. */
export type ErrorSummary = Pick<ErrorDefinition, 'code' | 'status' | 'title'>;

export interface RulePageData {
  readonly rule: RuleDefinition;
  readonly params: JsonSchema;
  readonly errors: Readonly<Record<string, ErrorSummary>>;
  readonly related: readonly Pick<RuleDefinition, 'id' | 'group' | 'summary'>[];
  /** Links to the shared sections that say how the rule reads its input (see RuleDefinition.reads). */
  readonly reads: { readonly title: string; readonly path: string; readonly sections: readonly { readonly heading: string; readonly path: string }[] } | null;
}

/** A shared "how files are read" page with the rules that link to it. */
export interface FileReadingPageData {
  readonly topic: FileReadingTopic;
  readonly rules: readonly (Pick<RuleDefinition, 'id' | 'group' | 'summary'> & { readonly sections: readonly string[] })[];
}

export interface QuestTypePageData {
  readonly id: string;
  readonly quest: QuestTypeDefinition;
  readonly configSchema: JsonSchema;
  readonly configSchemaName: string;
  readonly errors: Readonly<Record<string, ErrorSummary>>;
  /** The UserQuestStatus transitions among this type's states, with its own triggers. */
  readonly transitions: readonly UserQuestTransition[];
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
    reads: rule.reads ? fileReadingLinks(rule.reads.topic, rule.reads.sections) : null,
  };
}

function fileReadingLinks(topicId: FileReadingTopic['id'], sectionIds: readonly string[]): NonNullable<RulePageData['reads']> {
  const topic = findFileReadingTopic(topicId);
  return {
    title: topic.title,
    path: fileReadingPath(topic.id),
    sections: sectionIds.map((id) => {
      const section = topic.sections.find((candidate) => candidate.id === id);
      if (!section) throw new Error(`${topic.id} has no section "${id}". Use one of: ${topic.sections.map((s) => s.id).join(', ')}.`);
      return { heading: section.heading, path: fileReadingPath(topic.id, id) };
    }),
  };
}

export function fileReadingPageData(topic: FileReadingTopic): FileReadingPageData {
  return {
    topic,
    rules: ruleRegistry
      .filter((rule) => rule.reads?.topic === topic.id)
      .map(({ id, group, summary, reads }) => ({ id, group, summary, sections: reads?.sections ?? [] })),
  };
}

export function questTypePageData(quest: QuestTypeDefinition): QuestTypePageData {
  return {
    id: questTypeId(quest),
    quest,
    configSchema: questConfigSchema(quest),
    configSchemaName: questConfigSchemaName(quest),
    errors: errorSummaries(quest.failures.map((failure) => failure.code)),
    transitions: transitionsFor(quest.userQuestStates, quest.verification),
  };
}
