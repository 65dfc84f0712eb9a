/**
 * Every JSON example in a hand-written guide names what it shows in its code fence, and is checked
 * against it:
 *
 *   ```json schema="createQuest:request"      the request body of an operation
 *   ```json schema="getQuest:200"             a response (application/json or problem+json)
 *   ```json schema="user_quest.claimed"       a webhook event body
 *   ```json schema="ValidationResult"         a component schema
 *   ```json schema="listQuests:200" abridged  the same, showing only some fields (no field is required)
 *   ```json schema="none"                     not an API body (a package manifest)
 *
 * A problem document's `errors[].field` must follow the contract's convention (ProblemFieldError):
 * a body field from the body root (`values.albedo`, `fields[0].rules[1]`) or a parameter with its
 * location (`path.`, `query.`, `header.`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { compileInDocument, createAjv, openapi, operations, resolveRef, type Json } from './openapiDocument';

const root = path.join(import.meta.dirname, '../..');

function guideFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      // The generated reference and registry pages are checked through their sources.
      return ['API', 'Categories'].includes(name) || /^docs\/rules\/[A-Z]/.test(path.relative(root, full)) ? [] : guideFiles(full);
    }
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

export interface JsonExample {
  readonly file: string;
  readonly line: number;
  readonly target?: string;
  readonly abridged: boolean;
  readonly text: string;
}

/** The ```json blocks of a page with the `schema="…"` of their fence. */
export function jsonExamples(file: string, source: string): JsonExample[] {
  const found: JsonExample[] = [];
  for (const match of source.matchAll(/^([ \t]*)```json([^\n]*)\n([\s\S]*?)^\1```/gm)) {
    const meta = match[2];
    found.push({
      file,
      line: source.slice(0, match.index).split('\n').length,
      target: /\bschema="([^"]+)"/.exec(meta)?.[1],
      abridged: /\babridged\b/.test(meta),
      text: match[3].replace(new RegExp(`^${match[1]}`, 'gm'), ''),
    });
  }
  return found;
}

const eventBodies = new Map(
  Object.entries((openapi.webhooks ?? {}) as Record<string, Json>).map(([type, item]) => [type, (((((item.post as Json).requestBody as Json).content as Json)['application/json'] as Json).schema as Json)]),
);

/** The schema an example's `schema="…"` names, and whether it is a problem document. */
export function targetSchema(target: string): { schema: Json; problem: boolean } | string {
  const schemas = (openapi.components as Json).schemas as Record<string, Json>;
  if (target in schemas) return { schema: { $ref: `#/components/schemas/${target}` }, problem: target === 'Problem' };
  const event = eventBodies.get(target);
  if (event) return { schema: event, problem: false };
  const [operationId, part] = target.split(':');
  const operation = operations.find((candidate) => candidate.operation.operationId === operationId)?.operation;
  if (!operation) return `no component schema, event type or operation ${operationId}`;
  if (part === 'request') {
    const schema = ((resolveRef<Json>(operation.requestBody)?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
    return schema ? { schema, problem: false } : `${operationId} takes no JSON body`;
  }
  const response = resolveRef<Json>(((operation.responses ?? {}) as Json)[part ?? '']);
  const content = (response?.content ?? {}) as Json;
  const json = content['application/json'] as Json | undefined;
  const problem = content['application/problem+json'] as Json | undefined;
  if (json?.schema) return { schema: json.schema as Json, problem: false };
  if (problem?.schema) return { schema: problem.schema as Json, problem: true };
  return `${operationId} declares no JSON response ${part ?? '(status missing)'}`;
}

/** Top-level request body fields of every operation: where a problem's `errors[].field` may start. */
const bodyFields = new Set(
  operations.flatMap(({ operation }) => {
    const schema = resolveRef<Json>(((resolveRef<Json>(operation.requestBody)?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema);
    const collect = (node: Json | undefined, depth = 0): string[] =>
      !node || depth > 6
        ? []
        : [
            ...Object.keys((node.properties ?? {}) as Json),
            ...['allOf', 'oneOf', 'anyOf'].flatMap((key) => ((node[key] ?? []) as unknown[]).flatMap((part) => collect(resolveRef<Json>(part), depth + 1))),
          ];
    return collect(schema);
  }),
);

/** Problems with the field paths of a problem document's `errors`. */
export function fieldPathProblems(body: unknown): string[] {
  const errors = (body as Json | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error) => {
    const field = String((error as Json).field ?? '');
    const head = /^[A-Za-z][A-Za-z0-9_-]*/.exec(field)?.[0] ?? '';
    if (['path', 'query', 'header'].includes(head) && field.length > head.length + 1) return [];
    return bodyFields.has(head) ? [] : [`errors[].field "${field}" does not start at a request body field or a parameter location (values.<key>, fields[0]…, path., query., header.)`];
  });
}

const files = guideFiles(path.join(root, 'docs'));
const examples = files.flatMap((file) => jsonExamples(path.relative(root, file), readFileSync(file, 'utf8')));
const strict = createAjv();
const lenient = createAjv({ dropRequired: true });
const compiled = new Map<string, ValidateFunction>();

/** Every problem of one example; empty when it is what its fence says. */
export function exampleProblems(example: JsonExample): string[] {
  const where = `${example.file}:${example.line}`;
  if (!example.target) return [`${where}: a json block must say what it shows, e.g. \`\`\`json schema="createQuest:request" (see tests/unit/guideJsonExamples.test.ts)`];
  if (example.target === 'none') return [];
  let body: unknown;
  try {
    body = JSON.parse(example.text);
  } catch (error) {
    return [`${where}: not JSON (${(error as Error).message})`];
  }
  const target = targetSchema(example.target);
  if (typeof target === 'string') return [`${where}: schema="${example.target}": ${target}`];
  const key = `${example.abridged ? 'abridged ' : ''}${example.target}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = compileInDocument(example.abridged ? lenient : strict, target.schema);
    compiled.set(key, validate);
  }
  const problems = validate(body) ? [] : (validate.errors ?? []).map((error) => `${where}: ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  if (target.problem) problems.push(...fieldPathProblems(body).map((problem) => `${where}: ${problem}`));
  return problems;
}

describe('JSON examples in guides', () => {
  it('are found', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
  });

  it('each validate against the schema their fence names', () => {
    expect(examples.flatMap(exampleProblems)).toEqual([]);
  }, 120_000);

  it('fail a problem document whose field path leaves out values.', () => {
    const planted: JsonExample = {
      file: 'planted.mdx',
      line: 1,
      target: 'createSubmission:422',
      abridged: false,
      text: JSON.stringify({
        type: 'https://docs.guildforge.io/docs/api/errors#submission_invalid',
        title: 'Submission failed validation',
        status: 422,
        detail: 'Field albedo failed 2 instant rules. Nothing was stored.',
        instance: '/v1/submissions',
        code: 'submission_invalid',
        requestId: 'req_01JD8Z3W5Y7A9C1E3G5J7K9M1N',
        errors: [{ field: 'albedo', rule: 'Size', code: 'image_size_mismatch', message: 'Image is 1000 × 1024 px.' }],
      }),
    };
    expect(exampleProblems(planted)).toEqual([expect.stringContaining('errors[].field "albedo"')]);
  });

  it('fail a body with a field the schema does not have', () => {
    const planted: JsonExample = { file: 'planted.mdx', line: 1, target: 'updateQuestCategory:request', abridged: false, text: '{ "position": 5, "order": 2 }' };
    expect(exampleProblems(planted).length).toBeGreaterThan(0);
  });
});
