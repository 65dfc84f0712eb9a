/**
 * Sentences of the contract that restate its own data, checked against that data: permission
 * descriptions against the operations they grant, refusal sentences against `x-state-refusals`,
 * error examples against the codes an operation can answer, tag descriptions against their
 * operations' caveats, and example timestamps and signed URLs against the time of the answer.
 */
import { describe, expect, it } from 'vitest';
import { openapi, operations, resolveRef, type Json } from './openapiDocument';
import { stateRefusals, type StateRefusal } from '../../scripts/pageFacts';
import { ownConflictCodes } from '../../scripts/conflictResponses';
import { errorCatalogue } from '@site/src/data/errors';

const byId = new Map(operations.map((entry) => [String(entry.operation.operationId), entry.operation]));
const refusals = stateRefusals(openapi);
const refusalsOf = (operationId: string) => refusals.filter((refusal) => refusal.operationId === operationId);
const schemas = (openapi.components as Json).schemas as Record<string, Json>;

function examplesOf(media: Json | undefined): Json[] {
  if (!media) return [];
  const found: Json[] = [];
  for (const example of Object.values((media.examples ?? {}) as Json)) found.push(resolveRef(example));
  if (media.example !== undefined) found.push({ value: media.example });
  return found;
}

function responseExamples(response: Json): unknown[] {
  const resolved = resolveRef(response);
  return Object.values((resolved.content ?? {}) as Json).flatMap((media) => examplesOf(media as Json).map((example) => example.value));
}

/**
 * The permissions the contract describes (listPermissions' example), with the operations each one
 * lets a role call. The contract does not name a permission on its operations, so the map is here.
 */
const GRANTS: Record<string, readonly string[]> = {
  'submissions.create': ['createSubmission', 'updateSubmission', 'deleteSubmission'],
  'submissions.moderate': ['setSubmissionStatus', 'batchUpdateSubmissionStatus'],
};

/** Verbs of a permission description, and the operations (by operationId prefix) they stand for. */
const VERBS: Record<string, string> = { create: 'create', change: 'update', edit: 'update', delete: 'delete', approve: 'set', reject: 'set', publish: 'set', remove: 'set' };

function permissionExamples(): Json[] {
  const response = ((byId.get('listPermissions')!.responses as Json)['200']) as Json;
  return responseExamples(response).flatMap((value) => ((value as Json).data ?? []) as Json[]);
}

function roleExamples(): Json[] {
  const response = ((byId.get('listRoles')!.responses as Json)['200']) as Json;
  return responseExamples(response).flatMap((value) => ((value as Json).data ?? []) as Json[]);
}

/** The states of `enumName` an operation refuses, counting a conditional refusal only when the clause is about its subject. */
function refusedStates(operationId: string, enumName: string, subject: string | undefined): Set<string> {
  return new Set(
    refusalsOf(operationId)
      .filter((refusal) => refusal.enum === enumName && (refusal.when === undefined || (subject !== undefined && refusal.when.includes(subject))))
      .flatMap((refusal) => refusal.states),
  );
}

/** What one clause of a permission description promises, compared with the operations its verbs name. */
export function clauseProblems(key: string, clause: string): string[] {
  const problems: string[] = [];
  const granted = GRANTS[key] ?? [];
  const verbs = Object.keys(VERBS).filter((verb) => new RegExp(`\\b${verb}\\b`, 'i').test(clause));
  const operationIds = granted.filter((operationId) => verbs.some((verb) => operationId.startsWith(VERBS[verb]!)));
  if (verbs.length > 0 && operationIds.length === 0) problems.push(`${key}: "${clause}" names no operation the permission grants`);
  const subject = /\bvalues\b/.test(clause) ? 'values' : undefined;
  for (const operationId of operationIds) {
    // "while the schema is open": every other SchemaStatus is refused.
    if (/while (?:the|their) schema is open/.test(clause)) {
      const others = ((schemas.SchemaStatus!.enum ?? []) as string[]).filter((state) => state !== 'open');
      const refused = refusedStates(operationId, 'SchemaStatus', subject);
      // A submission exists only once its schema opened, so draft and scheduled cannot occur for one.
      const needed = operationId === 'createSubmission' ? others : others.filter((state) => state !== 'draft' && state !== 'scheduled');
      const missing = needed.filter((state) => !refused.has(state));
      if (missing.length > 0) problems.push(`${key}: "${clause}", but ${operationId} does not refuse SchemaStatus ${missing.join(', ')}`);
    } else if (subject === undefined && refusedStates(operationId, 'SchemaStatus', undefined).size > 0) {
      problems.push(`${key}: "${clause}" sets no schema condition, but ${operationId} refuses SchemaStatus ${[...refusedStates(operationId, 'SchemaStatus', undefined)].join(', ')}`);
    }
    // "in any status" or "in any status but `removed`": exactly those SubmissionStatus values are refused.
    const anyStatus = /in any status(?: but ((?:`[a-z_]+`(?:, | or | and )?)+))?/.exec(clause);
    if (anyStatus) {
      const told = [...(anyStatus[1] ?? '').matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!).sort();
      const refused = [...refusedStates(operationId, 'SubmissionStatus', subject)].sort();
      if (told.join() !== refused.join()) problems.push(`${key}: "${clause}", but ${operationId} refuses SubmissionStatus [${refused.join(', ')}]`);
      if (subject === undefined && refusedStates(operationId, 'SchemaStatus', undefined).size > 0) problems.push(`${key}: "${clause}", but ${operationId} refuses some SchemaStatus values whatever the body`);
    }
  }
  return problems;
}

describe('permission descriptions', () => {
  const permissions = permissionExamples();
  const roles = roleExamples();

  it('are read from listPermissions, and each has its operations here', () => {
    expect(permissions.length).toBeGreaterThanOrEqual(2);
    for (const permission of permissions) expect(Object.keys(GRANTS), String(permission.key)).toContain(permission.key);
    for (const operationIds of Object.values(GRANTS)) for (const operationId of operationIds) expect(byId.has(operationId), operationId).toBe(true);
  });

  it('list the roles that hold them in listRoles, and the lowest member role is the operations\' x-required-role', () => {
    const problems: string[] = [];
    for (const permission of permissions) {
      const key = String(permission.key);
      const holders = roles.filter((role) => (role.permissions as string[]).includes(key)).map((role) => String(role.name)).sort();
      const told = [...(permission.roles as string[])].sort();
      if (holders.join() !== told.join()) problems.push(`${key}: listPermissions says [${told.join(', ')}], listRoles gives it to [${holders.join(', ')}]`);
      const lowest = roles.filter((role) => holders.includes(String(role.name)) && typeof role.rank === 'number').sort((a, b) => Number(a.rank) - Number(b.rank))[0]?.name;
      for (const operationId of GRANTS[key] ?? []) {
        const required = byId.get(operationId)!['x-required-role'];
        if (required !== lowest) problems.push(`${key}: ${operationId} requires ${String(required)}, the lowest role holding the permission is ${String(lowest)}`);
      }
      const projectKey = (GRANTS[key] ?? []).some((operationId) => JSON.stringify(byId.get(operationId)!.security ?? []).includes('projectKey'));
      if (told.includes('server') !== projectKey) problems.push(`${key}: server ${told.includes('server') ? 'holds it' : 'does not hold it'}, but ${projectKey ? 'an' : 'no'} operation it grants takes an API key`);
    }
    expect(problems).toEqual([]);
  });

  it('state the same state conditions as the operations they grant', () => {
    const problems = permissions.flatMap((permission) =>
      String(permission.description)
        .split(/;|, and |\. /)
        .map((clause) => clause.trim())
        .filter(Boolean)
        .flatMap((clause) => clauseProblems(String(permission.key), clause)),
    );
    expect(problems).toEqual([]);
  });

  it('would catch the old submissions.create description (a planted return of the fault)', () => {
    expect(clauseProblems('submissions.create', 'Create, edit and delete your own submissions while the schema is open.').length).toBeGreaterThan(0);
  });
});

/** The paragraphs, list items and table rows of a description that name a refusal's code. */
function unitsNaming(description: string, code: string): string[] {
  return description
    .split(/\n\s*\n|\n(?=- |\| )/)
    .map((part) => part.replace(/\s+/g, ' '))
    .filter((part) => new RegExp(`\\b${code}\\b`).test(part));
}

/** Words of a `when` that a sentence stating the condition would use ("values", "fields", "title", ...). */
const CONDITION_FILLER = new Set(['the', 'body', 'changes', 'change', 'other', 'than', 'later', 'higher', 'when', 'field']);

export function refusalSentenceProblems(refusal: StateRefusal, description: string): string[] {
  const where = `${refusal.operationId} ${refusal.status} ${refusal.code}`;
  const units = unitsNaming(description, refusal.code);
  if (units.length === 0) return [`${where}: no sentence of the description names ${refusal.code}`];
  const text = units.join(' ');
  const problems: string[] = [];
  if (!text.includes(String(refusal.status))) problems.push(`${where}: the sentence naming it does not give the status ${refusal.status}`);
  const named = (state: string, within: string) => within.includes(`\`${state}\``) || new RegExp(`\\b${state}\\b`).test(within);
  const missing = refusal.states.filter((state) => !named(state, text));
  // "a quest that is not `active`", or "any other status" after a sentence naming the allowed ones.
  const allowed = ((schemas[refusal.enum]?.enum ?? []) as string[]).filter((state) => !refusal.states.includes(state));
  const complementScope = /any other status|anything else/i.test(text) ? description.replace(/\s+/g, ' ') : text;
  if (missing.length > 0 && !(allowed.length > 0 && allowed.every((state) => named(state, complementScope)))) {
    problems.push(`${where}: the sentence naming it names neither its states (${missing.join(', ')} missing) nor the others`);
  }
  // A conditional refusal: the sentence says the condition, in the words of its `when`.
  if (refusal.when !== undefined) {
    const words = refusal.when.split(/[^A-Za-z]+/).filter((word) => word.length >= 4 && !CONDITION_FILLER.has(word));
    if (!words.some((word) => text.includes(word))) problems.push(`${where}: the sentence naming it does not say its condition (${refusal.when})`);
  } else if (refusal.operationId === 'updateSubmission') {
    // Item 4 of issue 48: an unconditional entry where the prose refuses only a change of values.
    if (/\(values (?:of|while|after)/.test(text) && refusal.code === 'submission_schema_closed') problems.push(`${where}: the prose refuses only values, the entry has no when`);
  }
  return problems;
}

describe('refusal sentences', () => {
  it('give each x-state-refusals entry its status, states and condition', () => {
    const problems = refusals.flatMap((refusal) => refusalSentenceProblems(refusal, String(byId.get(refusal.operationId)?.description ?? '')));
    expect(problems).toEqual([]);
  });

  it('updateSubmission refuses on a closed schema only a change of values, as its prose and the catalogue say', () => {
    const unconditional = refusalsOf('updateSubmission').filter((refusal) => refusal.when === undefined);
    // `title`, `description` and `tagIds` can change in any status except `removed`.
    expect(unconditional.map((refusal) => `${refusal.enum}.${refusal.states.join('|')}`)).toEqual(['SubmissionStatus.removed']);
    const closed = refusalsOf('updateSubmission').find((refusal) => refusal.code === 'submission_schema_closed');
    expect(closed?.when).toMatch(/values/);
  });
});

/** The codes an example of an error response names (`code` of a problem). */
function exampleCodes(response: Json): string[] {
  return responseExamples(response)
    .map((value) => (value as Json | undefined)?.code)
    .filter((code): code is string => typeof code === 'string');
}

const takesIdempotencyKey = (operation: Json, pathItem: Json) =>
  [...((operation.parameters ?? []) as Json[]), ...((pathItem.parameters ?? []) as Json[])].some((parameter) => resolveRef(parameter).name === 'Idempotency-Key');

/** Problems of one operation's error examples: codes it cannot answer, and a 409 without its own code. */
export function errorExampleProblems(operationId: string, operation: Json, pathItem: Json, ownConflicts: readonly string[]): string[] {
  const problems: string[] = [];
  const responses = (operation.responses ?? {}) as Json;
  for (const [status, response] of Object.entries(responses)) {
    if (!/^[45]/.test(status)) continue;
    const codes = exampleCodes(response as Json);
    if (!takesIdempotencyKey(operation, pathItem)) {
      for (const code of codes.filter((candidate) => candidate.startsWith('idempotency_key_'))) problems.push(`${operationId} ${status}: example ${code}, but the operation takes no Idempotency-Key`);
    }
    if (status === '409') {
      const missing = ownConflicts.filter((code) => !codes.includes(code));
      if (missing.length > 0) problems.push(`${operationId} 409: no example of ${missing.join(', ')}`);
    }
  }
  return problems;
}

describe('error response examples', () => {
  const paths = openapi.paths as Record<string, Json>;

  it('name only codes the operation can answer, and each 409 shows its own codes', () => {
    const problems = operations.flatMap(({ path, operation }) => {
      const operationId = String(operation.operationId);
      return errorExampleProblems(operationId, operation, paths[path]!, ownConflictCodes(operation, errorCatalogue));
    });
    expect(problems).toEqual([]);
  });

  it('would catch closeSchema\'s old 409 (the generic Conflict examples; a planted return of the fault)', () => {
    const closeSchema = operations.find(({ operation }) => operation.operationId === 'closeSchema')!;
    const planted = { ...closeSchema.operation, responses: { ...(closeSchema.operation.responses as Json), '409': { $ref: '#/components/responses/Conflict' } } };
    expect(errorExampleProblems('closeSchema', planted, paths[closeSchema.path]!, ['schema_not_open'])).toEqual([
      'closeSchema 409: example idempotency_key_reused, but the operation takes no Idempotency-Key',
      'closeSchema 409: example idempotency_key_in_use, but the operation takes no Idempotency-Key',
      'closeSchema 409: no example of schema_not_open',
    ]);
  });
});

/**
 * Timestamps that lie ahead of the answer (a deadline, a schedule or an expiry); every other
 * `…At` field records something that has happened and lies at or before the answer's time.
 */
const FUTURE_FIELDS = new Set([
  'expiresAt', 'endsAt', 'startsAt', 'opensAt', 'closesAt', 'resetsAt', 'nextCheckAllowedAt', 'previousSecretExpiresAt', 'nextAttemptAt',
  'deletionScheduledAt', 'regenerateAvailableAt', 'refreshTokenExpiresAt', 'nextRequestAllowedAt', 'uploadExpiresAt', 'claimWindowEndsAt', 'applyWindowEndsAt',
]);
/** Fields that give the time the answer was made (a read of a provider, a check). */
const ANSWER_TIME_FIELDS = new Set(['checkedAt']);

interface ExampleTimes {
  readonly past: { readonly path: string; readonly time: number }[];
  readonly answer: number[];
  readonly signed: { readonly path: string; readonly expires: number }[];
}

function collectTimes(value: unknown, path = '', into: ExampleTimes = { past: [], answer: [], signed: [] }, depth = 0): ExampleTimes {
  if (Array.isArray(value)) value.forEach((item, index) => collectTimes(item, `${path}[${index}]`, into, depth + 1));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const where = path ? `${path}.${key}` : key;
      if (typeof item === 'string' && /At$/.test(key) && !Number.isNaN(Date.parse(item))) {
        if (ANSWER_TIME_FIELDS.has(key) && depth === 0) into.answer.push(Date.parse(item));
        else if (!FUTURE_FIELDS.has(key)) into.past.push({ path: where, time: Date.parse(item) });
      } else if (typeof item === 'string' && /^https:\/\//.test(item)) {
        const expires = /[?&]expires=(\d+)/.exec(item)?.[1];
        if (expires) into.signed.push({ path: where, expires: Number(expires) * 1000 });
      } else collectTimes(item, where, into, depth + 1);
    }
  }
  return into;
}

/** Problems of one example: a past event after the answer's time, a signed URL expired when answered. */
export function exampleTimeProblems(name: string, value: unknown): string[] {
  const { past, answer, signed } = collectTimes(value);
  const problems: string[] = [];
  const latest = past.reduce<{ path: string; time: number } | undefined>((found, entry) => (!found || entry.time > found.time ? entry : found), undefined);
  for (const time of answer) {
    for (const entry of past) if (entry.time > time) problems.push(`${name}: ${entry.path} ${new Date(entry.time).toISOString()} is after the answer's checkedAt ${new Date(time).toISOString()}`);
  }
  // The answer is made no earlier than the latest event it reports, and a URL it signs is still valid then.
  const answeredBy = Math.max(latest?.time ?? -Infinity, ...answer);
  for (const url of signed) {
    if (url.expires <= answeredBy) problems.push(`${name}: ${url.path} expired at ${new Date(url.expires).toISOString()}, before the answer (no earlier than ${new Date(answeredBy).toISOString()})`);
  }
  return problems;
}

describe('example data', () => {
  it('lies in time: past events before the answer, signed URLs valid when it is made', () => {
    const problems: string[] = [];
    let read = 0;
    // Every example of the document: responses, request bodies, parameters, components and webhooks.
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${where}[${index}]`));
      else if (node && typeof node === 'object') {
        for (const [key, item] of Object.entries(node)) {
          if (key === 'examples' && item && typeof item === 'object' && !Array.isArray(item)) {
            for (const [name, example] of Object.entries(item)) {
              if (example && typeof example === 'object' && 'value' in example) {
                read += 1;
                problems.push(...exampleTimeProblems(`${where}.examples.${name}`, (example as Json).value));
              }
            }
          } else if (key === 'example') {
            read += 1;
            problems.push(...exampleTimeProblems(`${where}.example`, item));
          } else walk(item, `${where}.${key}`);
        }
      }
    };
    walk(openapi, '#');
    expect(read).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('would catch the expired downloadUrl of listAssets (a planted return of the fault)', () => {
    const planted = {
      data: [
        { createdAt: '2025-04-14T11:20:00Z', downloadUrl: null },
        { createdAt: '2025-04-14T09:52:31Z', completedAt: '2025-04-14T09:54:02Z', downloadUrl: 'https://cdn.guildforge.io/a.png?expires=1744628560&signature=41c9' },
      ],
    };
    expect(exampleTimeProblems('listAssets 200', planted)).toHaveLength(1);
  });
});

describe('provider cache durations', () => {
  it('are stated as x-provider-cache-seconds and said the same way in the description', () => {
    const problems: string[] = [];
    for (const { operation } of operations) {
      const operationId = String(operation.operationId);
      const told = /cache[sd]? (?:it )?for (\d+) seconds/.exec(String(operation.description ?? '').replace(/\s+/g, ' '))?.[1];
      const data = operation['x-provider-cache-seconds'];
      if (told !== undefined && Number(told) !== data) problems.push(`${operationId}: the description says ${told} s, x-provider-cache-seconds is ${String(data)}`);
      if (data !== undefined && told === undefined) problems.push(`${operationId}: x-provider-cache-seconds ${String(data)} is not said in the description`);
    }
    // Every provider read a quest shares (Steam, X follows, YouTube) states its cache.
    for (const tag of ['steam', 'youtube']) {
      for (const { method, operation } of operations.filter((entry) => (entry.operation.tags as string[] | undefined)?.includes(tag) && entry.method === 'get')) {
        if (typeof operation['x-provider-cache-seconds'] !== 'number') problems.push(`${String(operation.operationId)}: a ${tag} read (${method}) without x-provider-cache-seconds`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The claims "whether the user <verb>s …" of a tag description that no operation of the tag makes. */
export function tagClaimProblems(tag: string, description: string): string[] {
  const own = operations
    .filter(({ operation }) => (operation.tags as string[] | undefined)?.includes(tag))
    .map(({ operation }) => `${String(operation.summary ?? '')} ${String(operation.description ?? '')}`.replace(/\s+/g, ' '))
    .join(' ');
  const problems: string[] = [];
  for (const [, verb] of description.replace(/\s+/g, ' ').matchAll(/whether the user (\w+)/g)) {
    if (!own.includes(`whether the user ${verb!}`) && !own.includes(`Get whether the user ${verb!}`)) problems.push(`${tag}: the tag says "whether the user ${verb!}", which none of its operations says`);
  }
  // A caveat of an operation ("does not say whom an account follows") denies the claim outright.
  if (/whether the user follows/.test(description) && /does not (?:say|expose) whom/.test(own)) problems.push(`${tag}: the tag says "whether the user follows", its operations say the provider does not tell whom an account follows`);
  return problems;
}

describe('tag descriptions', () => {
  const tags = (openapi.tags ?? []) as Json[];

  it('claim only what their operations say', () => {
    expect(tags.length).toBeGreaterThan(10);
    expect(tags.flatMap((tag) => tagClaimProblems(String(tag.name), String(tag.description ?? '')))).toEqual([]);
  });

  it('would catch the old TikTok tag (a planted return of the fault)', () => {
    const old = "Link a user's TikTok account through TikTok Login Kit and read what TikTok quests verify: whether the user follows an account, and the view, like, comment and share counts of a video.";
    expect(tagClaimProblems('tiktok', old).length).toBeGreaterThan(0);
  });

  it('the TikTok tag says what getTikTokFollowStatus says: a count, not whom the user follows', () => {
    const tiktok = String(tags.find((tag) => tag.name === 'tiktok')?.description ?? '').replace(/\s+/g, ' ');
    expect(tiktok).toContain('following count');
    expect(tiktok).toContain('does not say whom an account follows');
  });
});
