import { describe, expect, it } from 'vitest';
import { findError } from '@site/src/data/errors';
import { questConfigSchema, questTypeId, questTypeRegistry } from '@site/src/data/quests';
import { compileInDocument, createAjv, openapi, type Json } from './openapiDocument';

const SPEC_QUEST_TYPES = [
  'discord.checkMembership', 'discord.checkMessages',
  'instagram.isFollowing', 'instagram.postStats', 'instagram.reelStats',
  'guildforge.doNothing', 'guildforge.referral', 'guildforge.secret', 'guildforge.webhook',
  'steam.achievement', 'steam.ownedGame', 'steam.playedMinutes', 'steam.publicProfile', 'steam.wishlist',
  'tiktok.isFollowing', 'tiktok.videoStats',
  'twitter.follow', 'twitter.likeTweet', 'twitter.quoteRetweet', 'twitter.retweet', 'twitter.tweet', 'twitter.tweetStats',
  'youtube.subscribe', 'youtube.videoStats',
];
const ALLOWED_KEYS = ['provider', 'type', 'title', 'summary', 'verifies', 'prerequisites', 'verification', 'providerDelaySeconds', 'limits', 'failures', 'exampleQuest', 'userQuestStates', 'notes'];
const schemas = (openapi.components as Json).schemas as Json;
const userQuestStatuses = (schemas.UserQuestStatus as Json).enum as string[];

describe('the quest-type registry', () => {
  it('has exactly the 24 quest types of the spec, each once', () => {
    expect(questTypeRegistry.map(questTypeId).sort()).toEqual([...SPEC_QUEST_TYPES].sort());
  });

  it('lists every quest type in the API description’s QuestConfig union', () => {
    const mapping = ((schemas.QuestConfig as Json).discriminator as Json).mapping as Json;
    expect(Object.keys(mapping).sort()).toEqual([...SPEC_QUEST_TYPES].sort());
  });

  describe.each(questTypeRegistry.map((quest) => [questTypeId(quest), quest] as const))('%s', (id, quest) => {
    it('has no unknown keys', () => {
      expect(Object.keys(quest).filter((key) => !ALLOWED_KEYS.includes(key)), `${id}: remove keys QuestTypeDefinition does not define`).toEqual([]);
    });

    it('has a configuration schema that compiles and describes every field', () => {
      const ajv = createAjv();
      const schema = questConfigSchema(quest);
      expect(() => ajv.compile(schema)).not.toThrow();
      const config = (schema.properties as Json).config as Json;
      expect(config.additionalProperties, `${id}: config must set additionalProperties: false`).toBe(false);
      for (const [name, property] of Object.entries((config.properties ?? {}) as Record<string, Json>)) {
        expect(property.description, `${id} config.${name} needs a description`).toBeTruthy();
      }
    });

    it('has an example quest that validates against QuestCreate', () => {
      const ajv = createAjv();
      const validate = compileInDocument(ajv, schemas.QuestCreate as Json);
      expect(validate(quest.exampleQuest), `${id} exampleQuest: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(quest.exampleQuest.type).toBe(id);
    });

    it('uses catalogue error codes and real user-quest states', () => {
      // guildforge.doNothing completes on start, so it has no failure of its own.
      if (id !== 'guildforge.doNothing') expect(quest.failures.length, `${id} lists no failure reasons`).toBeGreaterThan(0);
      for (const failure of quest.failures) expect(() => findError(failure.code)).not.toThrow();
      for (const state of quest.userQuestStates) expect(userQuestStatuses, `${id}: ${state} is not a UserQuestStatus`).toContain(state);
      expect(quest.userQuestStates[0]).toBe('started');
    });
  });
});
