/**
 * The parse limits the JsonSchema, YamlSchema and KeyType pages state, at their edges: 64 levels
 * pass and 65 are `too_deep`; a value as deep as a text can be (100,000 characters) is refused
 * without overflowing the stack; numbers that overflow binary64 are `number_out_of_range`; and the
 * first problem in the text is the one reported.
 */
import { describe, expect, it } from 'vitest';
import { checkRule } from '../index.js';
import { MAX_NESTING, parseStrictJson, parseYaml } from './structured.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const yaml = (text: string) => parseYaml(text, { allowAliases: false, checkKeys: true });

describe('strict JSON limits', () => {
  it('accepts 64 levels and refuses the 65th where it opens', () => {
    expect(parseStrictJson(nested(MAX_NESTING)).ok).toBe(true);
    expect(parseStrictJson(`{"a":${nested(MAX_NESTING - 1)}}`).ok).toBe(true);
    expect(parseStrictJson(`{"a":${nested(MAX_NESTING)}}`)).toEqual({ ok: false, reason: 'too_deep', line: 1, column: 69 });
  });

  it('refuses a 50,000-level value with too_deep, not a stack overflow', () => {
    expect(parseStrictJson(nested(50_000))).toEqual({ ok: false, reason: 'too_deep', line: 1, column: 65 });
  });

  it('reports numbers that overflow binary64, in either sign, and keeps large finite ones', () => {
    expect(parseStrictJson('[1, -1e400]')).toEqual({ ok: false, reason: 'number_out_of_range', line: 1, column: 5 });
    expect(parseStrictJson('{"x":\n  2e308}')).toEqual({ ok: false, reason: 'number_out_of_range', line: 2, column: 3 });
    expect(parseStrictJson('[1.7976931348623157e308, 1e-400]')).toMatchObject({ ok: true });
  });

  it('reports the first problem in the text', () => {
    expect(parseStrictJson('[1e400,]')).toMatchObject({ reason: 'number_out_of_range', column: 2 });
    expect(parseStrictJson('{"a":1,"a":2,}')).toMatchObject({ reason: 'duplicate_key', column: 8 });
    expect(parseStrictJson('{"a":1,, "a":1e999}')).toMatchObject({ reason: 'syntax', column: 8 });
    // Depth is checked first, whatever comes before it.
    expect(parseStrictJson(`[1e400, ${nested(MAX_NESTING)}]`)).toMatchObject({ reason: 'too_deep' });
  });
});

describe('YAML limits', () => {
  it('accepts 64 nested collections and refuses the 65th, in flow and block style', () => {
    expect(yaml(nested(MAX_NESTING)).ok).toBe(true);
    expect(yaml(nested(MAX_NESTING + 1))).toEqual({ ok: false, reason: 'too_deep', line: 1, column: 65 });
    expect(yaml(`${'- '.repeat(MAX_NESTING)}x`).ok).toBe(true);
    expect(yaml(`${'- '.repeat(MAX_NESTING + 1)}x`)).toEqual({ ok: false, reason: 'too_deep', line: 1, column: 129 });
    const mappings = Array.from({ length: MAX_NESTING + 1 }, (_, level) => `${' '.repeat(level)}k${level}:`).join('\n');
    expect(yaml(`${mappings} end`)).toEqual({ ok: false, reason: 'too_deep', line: MAX_NESTING + 1, column: MAX_NESTING + 1 });
  });

  it('refuses 50,000 levels with too_deep instead of bringing the process down', () => {
    expect(yaml(nested(50_000))).toEqual({ ok: false, reason: 'too_deep', line: 1, column: 65 });
    expect(yaml(`${'- '.repeat(50_000)}x`)).toMatchObject({ ok: false, reason: 'too_deep' });
  });
});

describe('rules that parse with these limits', () => {
  it('KeyType reports a too-deep document as unparsable, with the reason', async () => {
    const field = { key: 'stats', kind: 'text' } as const;
    const result = await checkRule(field, { rule: 'KeyType', params: { format: 'json', keyCase: 'camelCase' } }, `{"a":${nested(MAX_NESTING)}}`);
    expect(result).toMatchObject({ status: 'failed', code: 'text_key_type_unparsable', measured: { reason: 'too_deep', line: 1, column: 69 } });
  });
});
