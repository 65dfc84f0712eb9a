/**
 * Each operation's 409 response, rendered from what the operation can answer. The shared
 * `#/components/responses/Conflict` shows the Idempotency-Key conflicts (and `resource_conflict`);
 * an operation without that header cannot answer them, and an operation with its own 409 codes
 * (its `x-state-refusals`, or a 409 code its description names) must show those. So at
 * generation an operation's 409 keeps the shared response only when it fits, and otherwise gets
 * its own: an example of each of its codes, rendered from the catalogue and its refusal entry,
 * and the idempotency examples only when it takes the header. An inline 409 written in the
 * fragment keeps its examples and gains one for each of its codes it does not show.
 */
import { createHash } from 'node:crypto';
import type { JsonObject } from './openapiFragments';

export interface CatalogueEntry {
  readonly code: string;
  readonly status: number;
  readonly title: string;
  readonly description: string;
}

const CONFLICT_REF = '#/components/responses/Conflict';
const PROBLEM_BASE = 'https://docs.guildforge.io/docs/api/errors#';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(doc: JsonObject, value: unknown): JsonObject {
  if (isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/')) {
    return resolve(doc, value.$ref.slice(2).split('/').reduce<unknown>((node, part) => (node as JsonObject)?.[part], doc));
  }
  return value as JsonObject;
}

/** Whether the operation (or its path item) takes the Idempotency-Key header. */
export function takesIdempotencyKey(doc: JsonObject, operation: JsonObject, pathItem: JsonObject): boolean {
  return [...((operation.parameters ?? []) as unknown[]), ...((pathItem.parameters ?? []) as unknown[])].some((parameter) => resolve(doc, parameter)?.name === 'Idempotency-Key');
}

/**
 * The 409 codes an operation answers because of its own state: its `x-state-refusals` with status
 * 409, and the catalogue's 409 codes its description names.
 */
export function ownConflictCodes(operation: JsonObject, catalogue: readonly CatalogueEntry[]): string[] {
  const codes = new Set<string>();
  for (const entry of (operation['x-state-refusals'] ?? []) as JsonObject[]) if (Number(entry.status) === 409) codes.add(String(entry.code));
  const description = String(operation.description ?? '');
  for (const entry of catalogue) {
    if (entry.status === 409 && !entry.code.startsWith('idempotency_key_') && new RegExp(`\\b${entry.code}\\b`).test(description)) codes.add(entry.code);
  }
  return [...codes];
}

/** A request id for a rendered example: a fixed ULID made from the operation and code, so the output is stable. */
function requestId(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let id = '01JQ';
  for (let index = 0; id.length < 26; index += 1) id += CROCKFORD[digest[index]! % 32];
  return `req_${id}`;
}

const exampleName = (code: string) => code.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** "SchemaStatus" → "schema", "UserQuestStatus" → "user quest". */
const nounOf = (enumName: string) => enumName.replace(/Status$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function exampleOf(operation: JsonObject, entry: CatalogueEntry): JsonObject {
  const refusal = ((operation['x-state-refusals'] ?? []) as JsonObject[]).find((candidate) => candidate.code === entry.code && Number(candidate.status) === 409);
  const firstSentence = /^.*?\.(?=\s|$)/.exec(entry.description)?.[0] ?? entry.description;
  let summary = entry.title;
  let detail = firstSentence;
  if (refusal) {
    const state = String((refusal.states as string[])[0]);
    const noun = nounOf(String(refusal.enum));
    summary = `The ${noun} is \`${state}\``;
    detail = `The ${noun} is ${state}${refusal.when ? `, and ${String(refusal.when)}` : ''}. ${firstSentence}`;
  }
  return {
    summary,
    value: {
      type: `${PROBLEM_BASE}${entry.code}`,
      title: entry.title,
      status: 409,
      detail,
      code: entry.code,
      requestId: requestId(`${String(operation.operationId)} ${entry.code}`),
    },
  };
}

/**
 * Rewrites every operation's 409 as described above; returns the operationIds whose 409 changed.
 * Throws when a code is missing from the catalogue, so a typo fails generation.
 */
export function renderConflictResponses(doc: JsonObject, catalogue: readonly CatalogueEntry[]): string[] {
  const byCode = new Map(catalogue.map((entry) => [entry.code, entry]));
  const shared = resolve(doc, { $ref: CONFLICT_REF });
  const sharedMedia = (shared.content as JsonObject)['application/problem+json'] as JsonObject;
  const idempotencyExamples = Object.fromEntries(
    Object.entries(sharedMedia.examples as JsonObject).filter(([, example]) => String(((example as JsonObject).value as JsonObject).code).startsWith('idempotency_key_')),
  );
  const changed: string[] = [];
  for (const pathItem of Object.values((doc.paths ?? {}) as Record<string, JsonObject>)) {
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation) || typeof operation.operationId !== 'string' || !isObject(operation.responses)) continue;
      const responses = operation.responses;
      const current = responses['409'];
      if (current === undefined) continue;
      const own = ownConflictCodes(operation, catalogue);
      for (const code of own) if (!byCode.has(code)) throw new Error(`${operation.operationId}: 409 code ${code} is not in the error catalogue`);
      const withKey = takesIdempotencyKey(doc, operation, pathItem);
      if (isObject(current) && current.$ref === CONFLICT_REF) {
        if (withKey && own.length === 0) continue;
        const examples: JsonObject = {};
        for (const code of own) examples[exampleName(code)] = exampleOf(operation, byCode.get(code)!);
        if (withKey) Object.assign(examples, idempotencyExamples);
        const named = own.map((code) => `\`${code}\``).join(', ');
        responses['409'] = {
          description: withKey
            ? `The resource's state refuses the request (${named}), or an earlier request with the same \`Idempotency-Key\` conflicts with it.`
            : `The resource's state refuses the request (${named}).`,
          headers: shared.headers,
          content: { 'application/problem+json': { schema: sharedMedia.schema, examples } },
        };
        changed.push(operation.operationId);
        continue;
      }
      // An inline 409: add an example of each own code it does not show.
      const media = ((resolve(doc, current).content ?? {}) as JsonObject)['application/problem+json'] as JsonObject | undefined;
      if (!media) continue;
      const examples = (media.examples ?? {}) as JsonObject;
      const shown = new Set(Object.values(examples).map((example) => String((resolve(doc, example).value as JsonObject | undefined)?.code)));
      const missing = own.filter((code) => !shown.has(code));
      if (missing.length === 0) continue;
      for (const code of missing) examples[exampleName(code)] = exampleOf(operation, byCode.get(code)!);
      media.examples = examples;
      changed.push(operation.operationId);
    }
  }
  return changed;
}
