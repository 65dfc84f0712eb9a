/**
 * The generated API operation pages (src/api/operationPage.ts): the schema flattening
 * rules, and every page in docs/API (written by `npm run generate`) compiled as MDX and
 * checked against its operation in the API description.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { flattenSchema, mergeAllOf, unwrapNullable } from '@site/src/api/operationPage';
import { operations, resolveRef, type Json } from './openapiDocument';

const API_DIR = path.resolve(import.meta.dirname, '../../docs/API');
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('schema flattening', () => {
  const userQuest = {
    type: 'object',
    title: 'UserQuest',
    required: ['id', 'progress'],
    properties: {
      id: { type: 'string', pattern: '^uqs_' },
      progress: { oneOf: [{ type: 'object', title: 'Progress', required: ['current'], properties: { current: { type: 'number', minimum: 0 } } }, { type: 'null' }] },
      rewards: { type: 'array', items: { allOf: [{ type: 'object', properties: { kind: { enum: ['points', 'badge'] } } }, { required: ['kind'] }] } },
      config: { oneOf: [{ title: 'ConfigA', type: 'object' }, { title: 'ConfigB', type: 'object' }] },
    },
  };

  it('lists nested, array-item and nullable properties by their dotted path', () => {
    const rows = flattenSchema(userQuest);
    expect(rows.map((row) => row.name)).toEqual(['id', 'progress', 'progress.current', 'rewards', 'rewards[].kind', 'config']);
    expect(rows.find((row) => row.name === 'progress')).toMatchObject({ type: 'object (Progress) | null', required: true });
    expect(rows.find((row) => row.name === 'rewards[].kind')).toMatchObject({ type: 'enum', required: true, bounds: ['one of "points", "badge"'] });
  });

  it('names the variants of a union instead of expanding them', () => {
    expect(flattenSchema(userQuest).find((row) => row.name === 'config')).toMatchObject({ type: 'one of', bounds: ['one of: ConfigA, ConfigB'] });
  });

  it('merges allOf parts, combining properties and required names', () => {
    const merged = mergeAllOf({ allOf: [{ properties: { a: {} }, required: ['a'] }, { properties: { b: {} }, required: ['b'] }] });
    expect(Object.keys(merged.properties as Json)).toEqual(['a', 'b']);
    expect(merged.required).toEqual(['a', 'b']);
    expect(unwrapNullable({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toHaveProperty('anyOf');
  });
});

/** The `name` attributes of the SchemaRow elements on a page. */
function rowNames(mdx: string): Set<string> {
  return new Set([...mdx.matchAll(/<SchemaRow name=\{("(?:[^"\\]|\\.)*")\}/g)].map((match) => JSON.parse(match[1]) as string));
}

describe('the generated operation pages', () => {
  const pages = operations.map((op) => ({ op, file: path.join(API_DIR, `${kebab(op.operation.operationId as string)}.api.mdx`) }));

  it('exist for every operation (run `npm run generate` first)', () => {
    expect(pages.filter(({ file }) => !fs.existsSync(file)).map(({ file }) => path.basename(file))).toEqual([]);
  });

  it('compile as MDX', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const { file } of pages) {
      const source = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      await compile(source).catch((error: Error) => failures.push(`${path.basename(file)}: ${error.message}`));
    }
    expect(failures).toEqual([]);
  });

  it('show every parameter, required body field and response status of their operation', () => {
    const missing: string[] = [];
    for (const { op, file } of pages) {
      const mdx = fs.readFileSync(file, 'utf8');
      const names = rowNames(mdx);
      const where = `${op.method.toUpperCase()} ${op.path}`;
      for (const parameter of ((op.operation.parameters ?? []) as unknown[]).map((p) => resolveRef(p))) {
        if (!names.has(parameter.name as string)) missing.push(`${where}: parameter ${String(parameter.name)}`);
      }
      const body = resolveRef((op.operation.requestBody ?? {}) as Json);
      const schema = (body.content as Json | undefined)?.['application/json'] as Json | undefined;
      const bodySchema = schema ? mergeAllOf(resolveRef(schema.schema)) : undefined;
      for (const field of (bodySchema?.required ?? []) as string[]) {
        if (!names.has(field)) missing.push(`${where}: body field ${field}`);
      }
      for (const status of Object.keys(op.operation.responses as Json)) {
        if (!mdx.includes(`### ${status}`) && !mdx.includes(`status={"${status}`)) missing.push(`${where}: response ${status}`);
      }
      if (!mdx.includes(`method={"${op.method}"} path={${JSON.stringify(op.path)}}`)) missing.push(`${where}: endpoint`);
    }
    expect(missing).toEqual([]);
  });
});
