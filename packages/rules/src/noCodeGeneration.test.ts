/**
 * The checker never generates code at run time, so it works under a Content-Security-Policy
 * without 'unsafe-eval': with `Function` and `eval` replaced by stand-ins that throw, the package
 * loads, validates params (errors, defaults, the "at least one bound" anyOf) and checks JsonSchema
 * and YamlSchema values, hostile patterns included, with the same answers.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const realFunction = globalThis.Function;
const realEval = globalThis.eval;
const refused: string[] = [];

function refuse(name: string) {
  return function refusedCodeGeneration(): never {
    refused.push(name);
    throw new EvalError(`${name} is refused here, as under a CSP without 'unsafe-eval'`);
  };
}

const CATASTROPHIC = '^(a+)+$';
const hostile = `${'a'.repeat(40)}!`;

describe('the checker without Function and eval', () => {
  let rules: typeof import('./index.js');

  beforeAll(async () => {
    globalThis.Function = refuse('Function') as unknown as FunctionConstructor;
    globalThis.eval = refuse('eval') as typeof eval;
    // Loaded afresh under the stand-ins, so code generated while a module loads would fail too.
    vi.resetModules();
    rules = await import('./index.js');
  });

  afterAll(() => {
    globalThis.Function = realFunction;
    globalThis.eval = realEval;
  });

  it('validates params and fills defaults', async () => {
    const circle = (await rules.ruleFacts('Circle'))!;
    expect(rules.validateParams(circle, {})).toEqual({ valid: true, params: { minRoundness: 97, mask: 'alpha', lightnessThreshold: 50, minShapeArea: 16 }, problems: [] });
    expect(rules.validateParams(circle, { minRoundness: 101, colour: 1 })).toMatchObject({ valid: false, problems: ['params has unknown parameter "colour"', '/minRoundness must be <= 100'] });
    const duration = (await rules.ruleFacts('AudioDuration'))!;
    // The defaults are filled after validation, so trimSilence's default does not make {} pass.
    expect(rules.validateParams(duration, { trimSilence: true })).toMatchObject({ valid: false, problems: expect.arrayContaining(['params must match a schema in anyOf']) });
    expect(rules.validateParams(duration, { min: 2 })).toEqual({ valid: true, params: { min: 2, trimSilence: false }, problems: [] });
    const length = (await rules.ruleFacts('LengthRange'))!;
    expect(rules.validateParams(length, { min: 5, max: 3 })).toMatchObject({ valid: false, problems: ['min (5) is greater than max (3)'] });
    expect(refused).toEqual([]);
  });

  it('checks JsonSchema and YamlSchema values, and stops a hostile pattern', async () => {
    const field = { key: 'doc', kind: 'text' } as const;
    const schema = { type: 'object', properties: { name: { type: 'string', pattern: CATASTROPHIC } }, additionalProperties: false };
    const json = await rules.checkRule(field, { rule: 'JsonSchema', params: { schema } }, JSON.stringify({ name: 'aaa', level: 3 }));
    expect(json).toMatchObject({ status: 'failed', code: 'text_json_schema_mismatch', measured: { errorCount: 1, firstInstancePath: '/level', firstKeyword: 'additionalProperties' } });
    const timedOut = await rules.checkRule(field, { rule: 'JsonSchema', params: { schema } }, JSON.stringify({ name: hostile }));
    expect(timedOut).toMatchObject({ status: 'failed', code: 'text_regex_timeout', measured: { pattern: CATASTROPHIC } });
    const yaml = await rules.checkRule(field, { rule: 'YamlSchema', params: { schema: { type: 'object', patternProperties: { [CATASTROPHIC]: { type: 'integer' } } } } }, `${hostile}: 1`);
    expect(yaml).toMatchObject({ status: 'failed', code: 'text_regex_timeout', measured: { pattern: CATASTROPHIC } });
    const passed = await rules.checkRule(field, { rule: 'YamlSchema', params: { schema: { type: 'object', required: ['name'] } } }, 'name: Edda');
    expect(passed).toMatchObject({ status: 'passed', measured: { errorCount: 0 } });
    expect(refused).toEqual([]);
  });
});
