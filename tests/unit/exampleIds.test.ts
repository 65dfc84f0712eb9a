/**
 * The API description's examples form one world: every id an example mentions (`rewardId`,
 * `questId`, `userId`, an id inside a `detail` or an `instance` path, …) is the `id` of an example
 * of that resource somewhere in the contract. A reader who follows an id from one example finds it
 * in another, and a mock server (Prism) serving the examples gives an app consistent answers: the
 * React guide's quest board, run against Prism, shows every reward of a quest by its name.
 */
import { describe, expect, it } from 'vitest';
import { openapi, type Json } from './openapiDocument';

/** `<prefix>_<26-char Crockford base32 ULID>` (CONTRIBUTING.md, "IDs"). */
const ID = /\b([a-z]{3})_[0-9A-HJKMNP-TV-Z]{26}\b/g;

/**
 * Id kinds that name no resource of the API, so no example can be "of" them.
 * req: a request id in problem+json bodies, minted per request and never looked up.
 */
const NOT_RESOURCES = new Set(['req']);

/** Ids that are deliberately not an example of their resource, each with the reason. */
const FOREIGN: Record<string, string> = {
  uqs_01JSXY3C1QK8ZPM5TR7WVB2D4E:
    "a guildforge.secret user quest, named only in checkUserQuest's 400 and 423 problem bodies; the user-quest examples show X follow and webhook quests, so none of them could be it",
};

interface Mention {
  id: string;
  where: string;
}

/** Every example value in the document, with where it is. */
function exampleValues(node: unknown, where: string, found: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(node)) node.forEach((item, index) => exampleValues(item, `${where}[${index}]`, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'example') found.push([`${where}.example`, value]);
      else if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
        // Example objects ({ summary, value }) in media types and components.examples; a schema's
        // `examples` array is a list of values.
        for (const [name, example] of Object.entries(value as Json)) {
          const inner = example as Json | null;
          found.push([`${where}.examples.${name}`, inner && typeof inner === 'object' && 'value' in inner ? inner.value : inner]);
        }
      } else if (key === 'examples' && Array.isArray(value)) value.forEach((item, index) => found.push([`${where}.examples[${index}]`, item]));
      else exampleValues(value, `${where}.${key}`, found);
    }
  }
  return found;
}

/** The ids objects in an example are (`{ id: … }`), and every id the example mentions. */
function idsOf(value: unknown, where: string, defined: Set<string>, mentioned: Mention[]): void {
  if (Array.isArray(value)) value.forEach((item, index) => idsOf(item, `${where}[${index}]`, defined, mentioned));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Json)) {
      if (key === 'id' && typeof item === 'string' && new RegExp(`^${ID.source}$`).test(item)) defined.add(item);
      else idsOf(item, `${where}.${key}`, defined, mentioned);
    }
  } else if (typeof value === 'string') {
    for (const match of value.matchAll(ID)) mentioned.push({ id: match[0], where });
  }
}

const examples = exampleValues(openapi, '#');
const defined = new Set<string>();
const mentioned: Mention[] = [];
for (const [where, value] of examples) idsOf(value, where, defined, mentioned);

/** The first example value of one operation's 200/201 JSON response. */
function responseExample(operationId: string): Json {
  for (const item of Object.values(openapi.paths as Json)) {
    for (const operation of Object.values(item as Json)) {
      const op = operation as Json;
      if (op?.operationId !== operationId) continue;
      const responses = op.responses as Json;
      const response = (responses['200'] ?? responses['201']) as Json;
      const media = (response.content as Json)['application/json'] as Json;
      const first = Object.values(media.examples as Json)[0] as Json;
      return first.value as Json;
    }
  }
  throw new Error(`No operation ${operationId}`);
}

describe('API description examples', () => {
  it('mention ids and define resources', () => {
    expect(examples.length).toBeGreaterThan(300);
    expect(defined.size).toBeGreaterThan(100);
    expect(mentioned.length).toBeGreaterThan(500);
  });

  it('mention only ids that are examples of their resource', () => {
    const unknown = mentioned.filter(({ id }) => !NOT_RESOURCES.has(id.slice(0, 3)) && !defined.has(id) && !(id in FOREIGN));
    const report = [...new Map(unknown.map((mention) => [mention.id, mention.where])).entries()].map(([id, where]) => `${id} (first at ${where})`);
    expect(
      report,
      'Use the id of an example of that resource (an object with that `id` in another example), add one, or list it in FOREIGN with the reason',
    ).toEqual([]);
  });

  it('list foreign ids that are really not defined anywhere', () => {
    expect(Object.keys(FOREIGN).filter((id) => defined.has(id))).toEqual([]);
  });

  it('give the quests of listQuests rewards that listRewards lists, and a quest listUserQuests has not started', () => {
    // The React guide's quest board shows rewards by the names listRewards gives them, and its
    // new-user test starts, checks and claims the first active quest against Prism.
    const quests = responseExample('listQuests').data as Json[];
    const rewardIds = new Set((responseExample('listRewards').data as Json[]).map((reward) => reward.id));
    const missing = quests.flatMap((quest) => (quest.rewards as Json[]).map((grant) => grant.rewardId)).filter((id) => !rewardIds.has(id));
    expect(missing).toEqual([]);
    const started = new Set((responseExample('listUserQuests').data as Json[]).map((userQuest) => userQuest.questId));
    const first = quests[0]!;
    expect(started.has(first.id)).toBe(false);
    // startQuest, checkUserQuest and claimUserQuest answer with that quest's user quest, each later.
    const start = responseExample('startQuest');
    const check = responseExample('checkUserQuest');
    const claim = responseExample('claimUserQuest').userQuest as Json;
    expect([start.questId, check.questId, claim.questId]).toEqual([first.id, first.id, first.id]);
    expect([start.status, check.status, claim.status]).toEqual(['started', 'completed', 'claimed']);
    expect(new Set([start.id, check.id, claim.id]).size).toBe(1);
    expect(Date.parse(start.updatedAt as string)).toBeLessThan(Date.parse(check.updatedAt as string));
    expect(Date.parse(check.updatedAt as string)).toBeLessThan(Date.parse(claim.updatedAt as string));
  });
});
