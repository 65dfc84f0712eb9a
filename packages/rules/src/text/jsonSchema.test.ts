/**
 * What JsonSchema and YamlSchema count as errors, as the rule pages define it, on the interpreting
 * validator: the dialect from `$schema`, applicators that only carry their subschema's failures,
 * `false` subschemas, the pattern limit, and the schemas the API refuses at creation.
 */
import { describe, expect, it } from 'vitest';
import { checkRule } from '../index.js';
import { checkAgainstSchema } from './structured.js';
import { withLimitedPatterns, RegexTimeoutError } from './regexLimit.js';

const field = { key: 'doc', kind: 'text' } as const;
const json = (schema: Record<string, unknown>, value: unknown) => checkRule(field, { rule: 'JsonSchema', params: { schema } }, JSON.stringify(value));
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const CATASTROPHIC = '^(a+)+$';

describe('errors as the rule pages count them', () => {
  it('counts the failed assertions, not the applicators that carry them, sorted by path', () => {
    const schema = {
      type: 'object',
      properties: { level: { $ref: '#/$defs/level' }, tags: { type: 'array', items: { type: 'string', minLength: 2 } } },
      required: ['name'],
      $defs: { level: { type: 'integer', minimum: 1 } },
    };
    expect(checkAgainstSchema(schema, { level: 0.5, tags: ['ok', 'x', 3] })).toEqual({
      errorCount: 5,
      errors: [
        { instancePath: '', schemaPath: '/required', keyword: 'required' },
        { instancePath: '/level', schemaPath: '/properties/level/$ref/minimum', keyword: 'minimum' },
        { instancePath: '/level', schemaPath: '/properties/level/$ref/type', keyword: 'type' },
        { instancePath: '/tags/1', schemaPath: '/properties/tags/items/minLength', keyword: 'minLength' },
        { instancePath: '/tags/2', schemaPath: '/properties/tags/items/type', keyword: 'type' },
      ],
    });
  });

  it('reports a false subschema as the keyword that holds it, at the value it refuses', () => {
    expect(checkAgainstSchema({ properties: { a: true, b: false }, additionalProperties: false }, { a: 1, b: 2, c: 3 }).errors).toEqual([
      { instancePath: '/b', schemaPath: '/properties', keyword: 'properties' },
      { instancePath: '/c', schemaPath: '/additionalProperties', keyword: 'additionalProperties' },
    ]);
    expect(checkAgainstSchema({ type: 'array', prefixItems: [true], items: false }, [1, 2])).toMatchObject({ errorCount: 1, errors: [{ instancePath: '/1', schemaPath: '/items', keyword: 'items' }] });
    expect(checkAgainstSchema({ anyOf: [false, { type: 'string' }] }, 1).errors).toEqual([
      { instancePath: '', schemaPath: '/anyOf', keyword: 'anyOf' },
      { instancePath: '', schemaPath: '/anyOf', keyword: 'false' },
      { instancePath: '', schemaPath: '/anyOf/1/type', keyword: 'type' },
    ]);
  });

  it('counts anyOf, oneOf, not, if and contains once each besides the failures inside them', () => {
    expect(checkAgainstSchema({ oneOf: [{ type: 'integer' }, { minimum: 0 }] }, 3)).toMatchObject({ errorCount: 1, errors: [{ keyword: 'oneOf' }] });
    expect(checkAgainstSchema({ not: { type: 'integer' } }, 3)).toMatchObject({ errorCount: 1, errors: [{ schemaPath: '/not', keyword: 'not' }] });
    expect(checkAgainstSchema({ if: { type: 'integer' }, then: { minimum: 10 } }, 3).errors).toEqual([
      { instancePath: '', schemaPath: '/if', keyword: 'if' },
      { instancePath: '', schemaPath: '/then/minimum', keyword: 'minimum' },
    ]);
    expect(checkAgainstSchema({ contains: { type: 'string' } }, [1, 2])).toMatchObject({ errorCount: 1, errors: [{ keyword: 'contains' }] });
    expect(checkAgainstSchema({ dependentRequired: { a: ['b'] } }, { a: 1 }).errors).toEqual([{ instancePath: '', schemaPath: '/dependentRequired', keyword: 'dependentRequired' }]);
  });

  it('keeps the first 20 errors and counts all of them', () => {
    const result = checkAgainstSchema({ type: 'array', items: { type: 'string' } }, Array.from({ length: 25 }, (_, i) => i));
    expect(result.errorCount).toBe(25);
    expect(result.errors).toHaveLength(20);
    // Code unit order: /items/10 sorts before /items/2, as the page's caveat says.
    expect(result.errors.slice(0, 3).map((error) => error.instancePath)).toEqual(['/0', '/1', '/10']);
  });

  it('compares multipleOf on decimals: 0.3 is a multiple of 0.1, 0.35 is not', () => {
    expect(checkAgainstSchema({ multipleOf: 0.1 }, 0.3).errorCount).toBe(0);
    expect(checkAgainstSchema({ multipleOf: 0.1 }, 0.35)).toMatchObject({ errorCount: 1, errors: [{ keyword: 'multipleOf' }] });
  });
});

describe('formats, as the JsonSchema page states them', () => {
  const passes = (format: string, value: string) => checkAgainstSchema({ format }, value).errorCount === 0;

  it('asserts each listed format, with the edges the page names', () => {
    expect(passes('date-time', '2025-03-14T10:00:00+01:00')).toBe(true);
    expect(passes('date-time', '2025-03-14T10:00:00+0100')).toBe(false);
    expect(passes('time', '10:00:00')).toBe(false);
    expect(passes('date', '2025-02-29')).toBe(false);
    expect(passes('email', '"a b"@example.com')).toBe(true);
    expect(passes('email', 'a@[192.0.2.1]')).toBe(true);
    expect(passes('email', 'a@localhost')).toBe(true);
    expect(passes('email', 'ü@example.com')).toBe(false);
    expect(passes('hostname', 'example.com.')).toBe(false);
    expect(passes('ipv4', '192.168.01.1')).toBe(true);
    expect(passes('ipv4', '256.1.1.1')).toBe(false);
    expect(passes('uuid', 'urn:uuid:123e4567-e89b-12d3-a456-426614174000')).toBe(false);
    expect(passes('regex', '\\p{L}+')).toBe(true);
    expect(passes('regex', '\\Z')).toBe(false);
    // A format the API refuses at schema creation is not asserted here.
    expect(passes('int32', 'x')).toBe(true);
  });
});

describe('dialects', () => {
  it('reads a draft-07 schema with draft-07 rules: $ref siblings ignored, array items, dependencies', () => {
    const tuple = { $schema: DRAFT_07, type: 'array', items: [{ type: 'string' }, { type: 'integer' }], additionalItems: false };
    expect(checkAgainstSchema(tuple, ['a', 1]).errorCount).toBe(0);
    expect(checkAgainstSchema(tuple, [1, 'a', null]).errors).toEqual([
      { instancePath: '/0', schemaPath: '/items/0/type', keyword: 'type' },
      { instancePath: '/1', schemaPath: '/items/1/type', keyword: 'type' },
      { instancePath: '/2', schemaPath: '/additionalItems', keyword: 'additionalItems' },
    ]);
    const sibling = { definitions: { n: { type: 'integer' } }, properties: { a: { $ref: '#/definitions/n', minimum: 5 } } };
    expect(checkAgainstSchema({ $schema: DRAFT_07, ...sibling }, { a: 1 }).errorCount).toBe(0);
    // 2020-12 (also when $schema is absent) applies keywords beside $ref.
    expect(checkAgainstSchema(sibling, { a: 1 }).errors).toEqual([{ instancePath: '/a', schemaPath: '/properties/a/minimum', keyword: 'minimum' }]);
    expect(checkAgainstSchema({ $schema: DRAFT_07, dependencies: { a: ['b'], c: { required: ['d'] } } }, { a: 1, c: 2 }).errors).toEqual([
      { instancePath: '', schemaPath: '/dependencies', keyword: 'dependencies' },
      { instancePath: '', schemaPath: '/dependencies/c/required', keyword: 'required' },
    ]);
  });

  it('refuses what the API refuses at schema creation, as invalid params', async () => {
    const other = await json({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }, {});
    expect(other).toMatchObject({ code: 'schema_rule_params_invalid', message: expect.stringContaining('/schema/$schema must be absent') });
    const external = await json({ properties: { a: { $ref: 'https://example.com/a.json' } } }, {});
    expect(external).toMatchObject({ code: 'schema_rule_params_invalid', message: expect.stringContaining('does not resolve inside the document: "https://example.com/a.json"') });
    const missing = await json({ $ref: '#/$defs/nowhere' }, {});
    expect(missing).toMatchObject({ code: 'schema_rule_params_invalid' });
  });

  it('refuses a schema nested deeper than 64 levels or larger than 65,536 bytes, before walking it', async () => {
    // 6,000 nested `items` (60 KB) overflowed the stack: a RangeError instead of an answer.
    let deep: Record<string, unknown> = { type: 'string' };
    for (let level = 0; level < 6000; level += 1) deep = { items: deep };
    expect(await json(deep, [[[1]]])).toMatchObject({ code: 'schema_rule_params_invalid', message: expect.stringContaining('params nest deeper than 1000 levels') });
    let over: Record<string, unknown> = { type: 'string' };
    for (let level = 0; level < 64; level += 1) over = { items: over };
    expect(await json(over, [[[1]]])).toMatchObject({ code: 'schema_rule_params_invalid', message: expect.stringContaining('/schema nests deeper than 64 levels') });
    let edge: Record<string, unknown> = { type: 'integer' };
    for (let level = 1; level < 64; level += 1) edge = { items: edge };
    expect(await json(edge, 1)).toMatchObject({ status: 'passed' });
    const large = { enum: ['x'.repeat(65_536)] };
    expect(await json(large, 'x')).toMatchObject({ code: 'schema_rule_params_invalid', message: expect.stringContaining('more than 65536') });
  });

  it('says the API decides a schema with $dynamicRef', async () => {
    const schema = { $defs: { item: { $dynamicAnchor: 'item', type: 'string' } }, type: 'array', items: { $dynamicRef: '#item' } };
    expect(await json(schema, [1])).toMatchObject({ status: 'pending', reason: expect.stringMatching(/^The schema uses \$dynamic(Ref|Anchor), which @guildforge\/rules does not evaluate/) });
  });

  it('leaves the caller’s schema as it was', () => {
    const schema = { properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { type: 'string' } } };
    const before = JSON.stringify(schema);
    checkAgainstSchema(schema, { a: 1 });
    expect(JSON.stringify(schema)).toBe(before);
    expect(Object.getOwnPropertyNames(schema.properties.a)).toEqual(['$ref']);
  });
});

describe('the pattern limit', () => {
  const hostile = `${'a'.repeat(40)}!`;

  it('stops a pattern or a patternProperties key after the limit with text_regex_timeout', async () => {
    const started = performance.now();
    expect(await json({ type: 'array', items: { pattern: CATASTROPHIC } }, ['aaa', hostile])).toMatchObject({ code: 'text_regex_timeout', measured: { pattern: CATASTROPHIC } });
    expect(await json({ patternProperties: { [CATASTROPHIC]: true } }, { [hostile]: 1 })).toMatchObject({ code: 'text_regex_timeout', measured: { pattern: CATASTROPHIC } });
    // Two patterns, each run twice (a timeout is confirmed), at 100 ms each, and nothing much longer.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await json({ type: 'string', pattern: CATASTROPHIC }, 'aaaa')).toMatchObject({ status: 'passed' });
  });

  it('restores the RegExp constructor after the validation, also when it throws', () => {
    const Original = RegExp;
    expect(() => withLimitedPatterns(() => new RegExp(CATASTROPHIC, 'u').test(hostile))).toThrow(RegexTimeoutError);
    expect(globalThis.RegExp).toBe(Original);
    expect(() =>
      withLimitedPatterns(() => {
        throw new Error('the validator failed');
      }),
    ).toThrow('the validator failed');
    expect(globalThis.RegExp).toBe(Original);
    // Inside, a built expression is still a RegExp, a bad pattern still fails to compile, and literals keep the real engine.
    withLimitedPatterns(() => {
      expect(new RegExp('a+', 'u')).toBeInstanceOf(Original);
      expect(() => new RegExp('(a', 'u')).toThrow(SyntaxError);
      expect(/b/.test('abc')).toBe(true);
    });
  });
});
