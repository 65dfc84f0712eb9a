import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue, findError } from '@site/src/data/errors';
import { questTypeErrors } from '@site/src/data/errors/quest-types';
import { findQuestType, questConfigSchema, questTypeId, questTypeRegistry } from '@site/src/data/quests';
import { finalUserQuestStates, transitionsFor, userQuestTransitions } from '@site/src/data/quests/userQuestTransitions';
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
const ALLOWED_KEYS = ['provider', 'type', 'title', 'summary', 'verifies', 'prerequisites', 'verification', 'providerDelaySeconds', 'limits', 'failures', 'exampleQuest', 'userQuestStates', 'notes', 'endpointTest'];
const schemas = (openapi.components as Json).schemas as Json;
const userQuestStatuses = (schemas.UserQuestStatus as Json).enum as string[];
const catalogueCodes = new Set(errorCatalogue.map((entry) => entry.code));
/** Backticked catalogue codes in a text. */
const codesIn = (text: string): string[] => [...text.matchAll(/`([a-z][a-z0-9_]+)`/g)].map((match) => match[1]).filter((code) => catalogueCodes.has(code));

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

  it('names, in prose, only verification failure codes the type lists', () => {
    const verificationCodes = new Set(questTypeErrors.map((entry) => entry.code));
    // A code a type's text promises (a limit that says "fails with `x`") must be in its failure table.
    for (const quest of questTypeRegistry) {
      const listed = quest.failures.map((failure) => failure.code);
      const prose = [quest.verifies, quest.verification.description, ...quest.limits, ...quest.notes, ...quest.failures.map((failure) => failure.description)].join(' ');
      const missing = codesIn(prose).filter((code) => !listed.includes(code) && verificationCodes.has(code));
      expect(missing, `${questTypeId(quest)} names quest codes its failures do not list`).toEqual([]);
    }
  });

  it('gives each failure code one meaning: no failure borrows another code’s case', () => {
    // instagram_not_following once also meant "this Instagram account already completed the quest for another user".
    const notFollowing = findQuestType('instagram.isFollowing');
    expect(notFollowing.failures.map((failure) => failure.code)).toContain('instagram_account_already_used');
    const prose = [...notFollowing.limits, ...notFollowing.notes, ...notFollowing.failures.map((failure) => `${failure.code}: ${failure.description}`)];
    for (const text of prose.filter((line) => /another (Guildforge )?user/.test(line))) {
      expect(codesIn(text).filter((code) => code !== 'instagram_account_already_used'), text).toEqual([]);
    }
    expect(findError('instagram_not_following').description).not.toMatch(/another user/);
  });

  it('documents the same quest.webhook_check failure codes in the API description and the registry', () => {
    const check = (((openapi.webhooks as Json)['quest.webhook_check'] as Json).post as Json).description as string;
    const contractCodes = [...new Set([...check.matchAll(/`(guildforge_webhook_[a-z_]+)`/g)].map((match) => match[1]))].sort();
    // url_not_allowed is raised by createQuest and updateQuest, not by a check.
    const registryCodes = findQuestType('guildforge.webhook')
      .failures.map((failure) => failure.code)
      .filter((code) => code.startsWith('guildforge_webhook_') && code !== 'guildforge_webhook_url_not_allowed')
      .sort();
    expect(contractCodes).toEqual(registryCodes);
  });
});

describe('the user-quest state machine', () => {
  it('uses exactly the UserQuestStatus values, each reachable, and leaves only the final states without a way out', () => {
    const states = new Set(userQuestTransitions.flatMap((transition) => [transition.from, transition.to]).filter((state) => state !== null));
    expect([...states].sort()).toEqual([...userQuestStatuses].sort());
    for (const state of userQuestStatuses) {
      expect(userQuestTransitions.some((transition) => transition.to === state), `nothing leads to ${state}`).toBe(true);
      const leaves = userQuestTransitions.some((transition) => transition.from === state);
      expect(leaves, `${state}: final states are exactly ${finalUserQuestStates.join(', ')}`).toBe(!finalUserQuestStates.includes(state as never));
    }
  });

  it('is the machine the questing system page draws', () => {
    const page = readFileSync(path.join(import.meta.dirname, '../../docs/quests/questingSystem.mdx'), 'utf8');
    const diagram = [...page.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1]).find((body) => body.includes('--> started'));
    expect(diagram, 'docs/quests/questingSystem.mdx draws the user-quest state machine').toBeTruthy();
    const drawn = [...(diagram ?? '').matchAll(/^\s*(\[\*\]|\w+) --> (\w+)/gm)].map((match) => `${match[1] === '[*]' ? '(new)' : match[1]} → ${match[2]}`).sort();
    const listed = userQuestTransitions.map((transition) => `${transition.from ?? '(new)'} → ${transition.to}`).sort();
    expect(drawn).toEqual(listed);
  });

  it('gives every quest type a table that starts with startQuest and reaches each of its states', () => {
    for (const quest of questTypeRegistry) {
      const id = questTypeId(quest);
      const transitions = transitionsFor(quest.userQuestStates, quest.verification);
      expect(transitions[0]?.from, `${id}: the table starts with the creation of the user quest`).toBeNull();
      for (const state of quest.userQuestStates) {
        expect(transitions.some((transition) => transition.to === state), `${id}: nothing in its table leads to ${state}`).toBe(true);
      }
      expect(transitions.every((transition) => !transition.trigger.includes('{check}')), id).toBe(true);
      // A failed state only makes sense for a type that has failure reasons.
      expect(quest.userQuestStates.includes('failed'), `${id}: lists failures but no failed state, or the reverse`).toBe(quest.failures.length > 0);
    }
  });
});

