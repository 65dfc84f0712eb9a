/**
 * Every list operation states its order in `x-list-order` (the pagination guide renders its table
 * from it, src/components/ListOrders): the keys must be fields of the listed items, a ranked key's
 * values must be values of the field, a `sort` parameter must be declared exactly where the order
 * says it can change, and the description must say the same first key in words.
 */
import { describe, expect, it } from 'vitest';
import { operations, resolveRef, type Json } from './openapiDocument';

type OrderKey = { field: string; direction?: 'asc' | 'desc'; order?: string[] };

/** The item schema of a list response (`data[]`), through refs and allOf. */
function itemSchema(operation: Json): Json | undefined {
  const response = resolveRef<Json>(((operation.responses ?? {}) as Json)['200']);
  const schema = resolveRef<Json>((((response?.content ?? {}) as Json)['application/json'] as Json | undefined)?.schema);
  const parts = [schema, ...((schema?.allOf ?? []) as unknown[]).map((part) => resolveRef<Json>(part))];
  const data = parts.map((part) => (part?.properties as Json | undefined)?.data).find(Boolean);
  return data ? resolveRef<Json>(resolveRef<Json>(data).items) : undefined;
}

/** Property schemas of an object schema, through allOf, oneOf and anyOf. */
function propertiesOf(schema: Json | undefined, depth = 0): Map<string, Json> {
  const found = new Map<string, Json>();
  if (!schema || depth > 6) return found;
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Json)) found.set(name, resolveRef<Json>(child));
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of (schema[key] ?? []) as unknown[]) for (const [name, child] of propertiesOf(resolveRef<Json>(part), depth + 1)) found.set(name, child);
  }
  return found;
}

const parameters = (operation: Json): Json[] => ((operation.parameters ?? []) as unknown[]).map((parameter) => resolveRef<Json>(parameter));
const lists = operations.filter(({ operation }) => itemSchema(operation) !== undefined);

describe('x-list-order', () => {
  it('is stated by every list operation', () => {
    expect(lists.length).toBeGreaterThanOrEqual(30);
    expect(lists.filter(({ operation }) => !operation['x-list-order']).map(({ operation }) => operation.operationId)).toEqual([]);
  });

  it('orders by fields of the listed items, each ascending, descending or ranked by its own values', () => {
    const problems: string[] = [];
    for (const { operation } of lists) {
      const order = operation['x-list-order'] as { by: OrderKey[]; sortParameter?: string };
      const fields = propertiesOf(itemSchema(operation));
      for (const key of order.by) {
        const where = `${String(operation.operationId)} ${key.field}`;
        const field = fields.get(key.field);
        if (!field) problems.push(`${where}: not a field of the listed items (${[...fields.keys()].join(', ')})`);
        if (key.order) {
          const values = (field?.enum ?? []) as string[];
          const unknown = key.order.filter((value) => !values.includes(value));
          if (unknown.length > 0) problems.push(`${where}: ranks values the field does not have: ${unknown.join(', ')}`);
        } else if (key.direction !== 'asc' && key.direction !== 'desc') problems.push(`${where}: direction must be asc or desc`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names a sort parameter exactly where the operation declares one, and that parameter defaults to the stated order', () => {
    const problems: string[] = [];
    for (const { operation } of lists) {
      const order = operation['x-list-order'] as { by: OrderKey[]; sortParameter?: string };
      const sort = parameters(operation).find((parameter) => parameter.name === 'sort' && parameter.in === 'query');
      if (Boolean(sort) !== Boolean(order.sortParameter)) problems.push(`${String(operation.operationId)}: sortParameter ${order.sortParameter ?? 'absent'}, sort parameter ${sort ? 'declared' : 'absent'}`);
      const fallback = (sort?.schema as Json | undefined)?.default;
      const [first] = order.by;
      // A sort value written as a field (`-createdAt`) must be the stated order; `name` of listTags is one too.
      if (typeof fallback === 'string' && first?.direction && fallback.replace(/^-/, '') === first.field) {
        const direction = fallback.startsWith('-') ? 'desc' : 'asc';
        if (direction !== first.direction) problems.push(`${String(operation.operationId)}: sort defaults to ${fallback}, x-list-order says ${first.field} ${first.direction}`);
      } else if (typeof fallback === 'string' && first?.field !== fallback) problems.push(`${String(operation.operationId)}: sort defaults to ${fallback}, x-list-order starts with ${first?.field}`);
    }
    expect(problems).toEqual([]);
  });

  it('agrees with the description, which says the first key in words', () => {
    const problems: string[] = [];
    for (const { operation } of lists) {
      const [first] = (operation['x-list-order'] as { by: OrderKey[] }).by;
      const text = String(operation.description ?? '').replace(/\s+/g, ' ');
      const expected =
        first.field === 'createdAt'
          ? first.direction === 'desc'
            ? /newest first|most recently created first/i
            : /oldest first/i
          : first.order
            ? new RegExp(`${first.order[0]}\`? first`, 'i')
            : first.field === 'rank'
              ? first.direction === 'desc' ? /highest first/i : /lowest first/i
              : new RegExp(`\\b${first.field.replace(/At$/, '')}`, 'i');
      if (!expected.test(text)) problems.push(`${String(operation.operationId)}: x-list-order starts with ${first.field} ${first.direction ?? 'ranked'}, the description does not say so (${String(expected)})`);
    }
    expect(problems).toEqual([]);
  });
});
