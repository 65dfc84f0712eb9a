/**
 * The schema is checked as createSchema checks it before any rule runs (issue 45, items 15-19):
 * the contract's bounds on fields, rules and options, Equation's grammar and field keys, DateTime's
 * bound order, finite numbers; a field key such as `constructor` is a plain key; and
 * `--value-file` keeps a leading byte order mark. The bounds come from the generated rule index,
 * which reads them from the API description.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_LIMITS, validateAgainstSchema } from './check.js';
import { checkLocalSubmission } from './local.js';
import type { SchemaField, SchemaFieldRule } from './types.js';

const bin = path.resolve(import.meta.dirname, '../dist/bin.js');
const dir = mkdtempSync(path.join(tmpdir(), 'guildforge-schema-check-'));

const numberField = (key: string, rules: SchemaFieldRule[] = []): SchemaField => ({ key, label: key, kind: 'number', rules });
const equation = (expression: string) => [numberField('n', [{ rule: 'Equation', params: { expression } }]), numberField('m')];

async function refusal(fields: readonly SchemaField[], values: Record<string, unknown> = {}) {
  const report = await validateAgainstSchema(fields, values as never);
  expect(report.valid).toBe(false);
  expect(report.results).toEqual([]);
  return report.errors;
}

describe('Equation expressions are checked when the schema is read', () => {
  it.each([
    ['n +', /does not parse/],
    ['foo(n) == 1', /calls foo\(\), which is not a function/],
    ['nosuch_field > 1 && n > 0', /"nosuch_field", which is not a number field of the schema/],
    ['n + m', /is a number; it must be a condition/],
    ['!n', /unary ! needs a boolean/],
    ['pow(n) > 1', /pow\(\) with 1 argument; it takes 2/],
    ['max(n) > 1', /max\(\) with 1 argument; it takes 2 to 16/],
    [`${'('.repeat(33)}n${')'.repeat(33)} > 1`, /nests 33 levels/],
  ])('%s is refused with schema_rule_params_invalid, before any rule runs', async (expression, message) => {
    const errors = await refusal(equation(expression), { n: 1, m: 2 });
    expect(errors).toEqual([{ field: 'fields[0].rules[0].params', code: 'schema_rule_params_invalid', rule: 'Equation', message: expect.stringMatching(message) }]);
  });

  it('accepts a well-typed condition on the schema\'s number fields and runs it', async () => {
    const report = await validateAgainstSchema(equation('n >= m && max(n, m) <= 10'), { n: 3, m: 2 });
    expect(report).toMatchObject({ valid: true, results: [{ rule: 'Equation', status: 'passed' }] });
  });

  it('names a text field as not a number field', async () => {
    const fields: SchemaField[] = [numberField('n', [{ rule: 'Equation', params: { expression: 'n > title' } }]), { key: 'title', label: 'Title', kind: 'text' }];
    expect((await refusal(fields))[0]!.message).toContain('"title", which is not a number field');
  });
});

describe('params the API refuses', () => {
  it('refuses DateTime with notBefore after notAfter', async () => {
    const fields: SchemaField[] = [{ key: 'when', label: 'When', kind: 'text', rules: [{ rule: 'DateTime', params: { profile: 'dateTime', notBefore: '2026-01-01T00:00:00Z', notAfter: '2025-01-01T00:00:00Z' } }] }];
    const errors = await refusal(fields, { when: '2025-06-01T00:00:00Z' });
    expect(errors).toEqual([expect.objectContaining({ code: 'schema_rule_params_invalid', message: expect.stringContaining('/notBefore (2026-01-01T00:00:00Z) is later than /notAfter (2025-01-01T00:00:00Z)') })]);
  });

  it('refuses a number that is not finite (1e309 in JSON)', async () => {
    const fields = JSON.parse('[{"key":"n","label":"N","kind":"number","rules":[{"rule":"NumberRange","params":{"min":1e309}}]}]') as SchemaField[];
    const errors = await refusal(fields, { n: 5 });
    expect(errors).toEqual([expect.objectContaining({ code: 'schema_rule_params_invalid', message: expect.stringContaining('/min is not a finite number') })]);
  });

  it('refuses a rule on a kind it does not apply to', async () => {
    const errors = await refusal([{ key: 'n', label: 'N', kind: 'number', rules: [{ rule: 'LengthRange', params: { min: 1, max: 3 } }] }], { n: 5 });
    expect(errors).toEqual([expect.objectContaining({ field: 'fields[0].rules[0].rule', code: 'schema_rule_not_applicable' })]);
  });

  it('refuses NumberEquality naming a field that is not a number field', async () => {
    const errors = await refusal([numberField('n', [{ rule: 'NumberEquality', params: { field: 'nosuch' } }])], { n: 5 });
    expect(errors[0]!.message).toContain('/field "nosuch" is not a field of the schema');
  });
});

describe("the contract's bounds on a schema", () => {
  it(`refuses more than ${SCHEMA_LIMITS.maxFields} fields without reading them`, async () => {
    const fields = Array.from({ length: SCHEMA_LIMITS.maxFields + 50 }, (_, index) => numberField(`f${index}`));
    const errors = await refusal(fields);
    expect(errors).toEqual([{ field: 'fields', code: 'field_too_long', message: expect.stringContaining(`${SCHEMA_LIMITS.maxFields + 50} fields; createSchema takes at most ${SCHEMA_LIMITS.maxFields}`) }]);
    expect((await validateAgainstSchema(fields.slice(0, SCHEMA_LIMITS.maxFields), {})).valid).toBe(true);
  });

  it(`refuses more than ${SCHEMA_LIMITS.maxRulesPerField} rules on a field, so 300 Regex patterns never run`, async () => {
    const rules = Array.from({ length: 300 }, () => ({ rule: 'Regex', params: { pattern: '^(a+)+$' } }));
    const started = performance.now();
    const errors = await refusal([{ key: 'bio', label: 'Bio', kind: 'text', rules }], { bio: `${'a'.repeat(40)}!` });
    expect(errors).toEqual([{ field: 'fields[0].rules', code: 'field_too_long', message: expect.stringContaining(`300 rules; a field has at most ${SCHEMA_LIMITS.maxRulesPerField}`) }]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it(`refuses more than ${SCHEMA_LIMITS.maxOptions} options, duplicates, and options on a kind without them`, async () => {
    const options = Array.from({ length: 60_000 }, (_, index) => `o${index}`);
    expect(await refusal([{ key: 'pick', label: 'Pick', kind: 'enum', options }], { pick: 'o1' })).toEqual([
      { field: 'fields[0].options', code: 'schema_field_options_invalid', message: expect.stringContaining(`60000 options; a field has ${SCHEMA_LIMITS.minOptions} to ${SCHEMA_LIMITS.maxOptions}`) },
    ]);
    expect((await refusal([{ key: 'pick', label: 'Pick', kind: 'enum', options: ['a', 'a'] }]))[0]!.message).toContain('"a" is listed twice');
    expect((await refusal([{ key: 'n', label: 'N', kind: 'number', options: ['a'] }]))[0]!.message).toContain('a number field takes no options');
  });
});

describe('a field key is a plain key', () => {
  it.each(['constructor', 'valueof', 'hasownproperty'])('a field named %s reads its own value, never a built-in', async (key) => {
    const fields: SchemaField[] = [numberField(key, [{ rule: 'NumberRange', params: { min: 1, max: 10 } }]), numberField('other', [{ rule: 'NumberEquality', params: { field: key } }])];
    const report = await checkLocalSubmission({ fields, values: { [key]: 5, other: 5 } });
    expect(report).toMatchObject({ valid: true, errors: [] });
    expect(report.results.map((result) => result.status)).toEqual(['passed', 'passed']);
    // Absent, it is absent: not Object.prototype.constructor.
    const absent = await checkLocalSubmission({ fields, values: { other: 5 }, partial: true });
    expect(absent.results).toEqual([expect.objectContaining({ rule: 'NumberEquality', status: 'passed', measured: { referenceMissing: [key] } })]);
  });

  it.each(['toString', 'hasOwnProperty', '__proto__'])('a key outside the contract\'s pattern, %s, is refused as createSchema refuses it', async (key) => {
    const errors = await refusal([numberField(key, [{ rule: 'NumberRange', params: { min: 1 } }])], { [key]: 5 });
    expect(errors).toEqual([{ field: 'fields[0].key', code: 'field_format_invalid', message: expect.stringContaining(`${JSON.stringify(key)} is not a field key`) }]);
  });
});

describe('guildforge-rules check on a schema the API refuses', () => {
  const run = (fields: unknown, ...args: string[]) => {
    const file = path.join(dir, `fields-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, typeof fields === 'string' ? fields : JSON.stringify({ fields }));
    return spawnSync(process.execPath, [bin, 'check', '--fields', file, ...args], { encoding: 'utf8' });
  };

  it('prints a report and exits 1 for an expression that does not parse (it used to exit 2 with no report)', () => {
    const child = run(equation('n +'), '--value', 'n=1', '--json');
    expect(child.stderr).toBe('');
    expect(child.status).toBe(1);
    expect(JSON.parse(child.stdout)).toMatchObject({ valid: false, results: [], errors: [{ field: 'fields[0].rules[0].params', code: 'schema_rule_params_invalid' }] });
    const text = run(equation('foo(n) == 1'), '--value', 'n=1');
    expect(text.status).toBe(1);
    expect(text.stdout).toContain('FAIL  fields[0].rules[0].params schema_rule_params_invalid: Rule parameters are invalid for Equation: /expression calls foo()');
  });

  it('takes a value for a field named constructor', () => {
    const child = run([{ key: 'constructor', label: 'C', kind: 'text', rules: [{ rule: 'MaxLength', params: { max: 5 } }] }], '--value', 'constructor="abc"', '--json');
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
  });

  it('reads --value-file as it is: a leading byte order mark stays, as --value gives it', () => {
    const fields = [{ key: 'code', label: 'Code', kind: 'text', rules: [{ rule: 'Regex', params: { pattern: '^[a-z]+$' } }] }];
    const file = path.join(dir, 'bom.txt');
    writeFileSync(file, '\uFEFFabc');
    const fromValue = run(fields, '--value', 'code="\\ufeffabc"', '--json');
    const fromFile = run(fields, '--value-file', `code=${file}`, '--json');
    expect(fromValue.status).toBe(1);
    expect(fromFile.status).toBe(1);
    expect(JSON.parse(fromFile.stdout).results).toEqual(JSON.parse(fromValue.stdout).results);
  });
});
