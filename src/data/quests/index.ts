/**
 * The quest-type registry: all 24 quest types by provider.
 * Configuration schemas come from the API description (see `questConfigSchema`).
 */
import schemas from '../generated/schemas.json';
import { discordQuestTypes } from './discord';
import { guildforgeQuestTypes } from './guildforge';
import { instagramQuestTypes } from './instagram';
import { steamQuestTypes } from './steam';
import { tiktokQuestTypes } from './tiktok';
import { twitterQuestTypes } from './twitter';
import { youtubeQuestTypes } from './youtube';
import type { QuestProvider, QuestTypeDefinition } from './types';

export type { QuestProvider, QuestTypeDefinition } from './types';

export const questTypeRegistry: readonly QuestTypeDefinition[] = [
  ...discordQuestTypes,
  ...instagramQuestTypes,
  ...guildforgeQuestTypes,
  ...steamQuestTypes,
  ...tiktokQuestTypes,
  ...twitterQuestTypes,
  ...youtubeQuestTypes,
];

export const questProviders: readonly { readonly id: QuestProvider; readonly label: string }[] = [
  { id: 'discord', label: 'Discord' },
  { id: 'instagram', label: 'Instagram' },
  { id: 'guildforge', label: 'Guildforge' },
  { id: 'steam', label: 'Steam' },
  { id: 'tiktok', label: 'TikTok' },
  { id: 'twitter', label: 'Twitter/X' },
  { id: 'youtube', label: 'YouTube' },
];

/** The API's quest `type` value, e.g. `twitter.follow`. */
export function questTypeId(quest: Pick<QuestTypeDefinition, 'provider' | 'type'>): string {
  return `${quest.provider}.${quest.type}`;
}

export function findQuestType(id: string): QuestTypeDefinition {
  const quest = questTypeRegistry.find((candidate) => questTypeId(candidate) === id);
  if (!quest) throw new Error(`Unknown quest type "${id}". Use <provider>.<type> as listed in src/data/quests/.`);
  return quest;
}

/** Doc id of a quest type's page (relative to docs/). The folder name has a space, as the spec's route does. */
export function questTypeDocId(quest: Pick<QuestTypeDefinition, 'provider' | 'type'>): string {
  return `quests/Quest Types/Categories/${quest.provider}/${quest.type}`;
}

/** URL of a quest type's page, with the space encoded. */
export function questTypePath(quest: Pick<QuestTypeDefinition, 'provider' | 'type'>): string {
  return encodeURI(`/docs/${questTypeDocId(quest)}`);
}

const pascal = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** Name of the quest type's schema in the API description, e.g. QuestConfigTwitterFollow. */
export function questConfigSchemaName(quest: Pick<QuestTypeDefinition, 'provider' | 'type'>): string {
  return `QuestConfig${pascal(quest.provider)}${pascal(quest.type)}`;
}

/** The `{ type, config }` schema of a quest type, from the API description. */
export function questConfigSchema(quest: Pick<QuestTypeDefinition, 'provider' | 'type'>): Readonly<Record<string, unknown>> {
  const name = questConfigSchemaName(quest);
  const schema = (schemas as Record<string, Readonly<Record<string, unknown>>>)[name];
  if (!schema) throw new Error(`openapi/ has no ${name} schema. Add it to openapi/quests/configs.yaml.`);
  return schema;
}
