/**
 * The params validators compiled at generate time (ajv standalone code) answer exactly as ajv
 * compiling the same schemas at run time did, with the options the checker used before: the same
 * problems, in the same order, and the same defaults filled in, for every rule the package covers.
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { coveredRules, ruleFacts, validateParams, type RuleFacts } from './index.js';
// The verdict around the validators is the same code on both sides: what is compared is the validation.
import { verdictOf } from './params.js';

// ajv and ajv-formats are CommonJS; under Node's ESM loader the class is the default export's `default`.
type AjvClass = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvClass }).default ?? Ajv2020Module) as AjvClass;
type AddFormats = typeof import('ajv-formats').default;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as AddFormats;

// The checker's validation before params were compiled ahead (validating and defaults-filling instances).
const validating = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
addFormats(validating);
const filling = new Ajv2020({ strict: false, useDefaults: true, validateFormats: false });


const compiled = new Map<string, [ValidateFunction, ValidateFunction]>();

function runtimeVerdict(facts: RuleFacts, params: unknown) {
  let pair = compiled.get(facts.id);
  if (!pair) {
    pair = [validating.compile(facts.params), filling.compile(facts.params)];
    compiled.set(facts.id, pair);
  }
  return verdictOf(pair[0], pair[1], params);
}

/** Params to try on a rule: its example's, none, an unknown one, and each known one replaced by wrong values. */
function candidates(facts: RuleFacts): unknown[] {
  const rules = (facts.exampleField.rules ?? []) as { rule: string; params?: Record<string, unknown> }[];
  const example = rules.find((rule) => rule.rule === facts.id)?.params ?? {};
  const names = Object.keys((facts.params.properties ?? {}) as Record<string, unknown>);
  const wrong = [-1e9, 1e9, 0.5, 'x', '', true, null, [], {}, ['x', 1]];
  return [
    example,
    {},
    null,
    { ...example, unknownParameter: 1 },
    ...names.flatMap((name) => wrong.map((value) => ({ ...example, [name]: value }))),
    ...names.map((name) => Object.fromEntries(Object.entries(example).filter(([key]) => key !== name))),
  ];
}

describe('params validators compiled at generate time', () => {
  let allFacts: RuleFacts[];

  beforeAll(async () => {
    allFacts = (await Promise.all(coveredRules.map((id) => ruleFacts(id)))).filter((facts): facts is RuleFacts => facts !== undefined);
  });

  it('cover every rule the package checks', () => {
    expect(allFacts.map((facts) => facts.id)).toEqual(coveredRules);
    expect(coveredRules.length).toBeGreaterThanOrEqual(60);
  });

  it('give the problems and the filled defaults ajv gave when it compiled the schemas at run time', () => {
    let compared = 0;
    for (const facts of allFacts) {
      for (const params of candidates(facts)) {
        expect(validateParams(facts, params), `${facts.id} ${JSON.stringify(params)}`).toEqual(runtimeVerdict(facts, params));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('refuse a rule whose schema was not compiled, instead of compiling it', () => {
    const [facts] = allFacts;
    expect(() => validateParams({ ...facts!, id: 'NotARule' }, {})).toThrow(/no compiled params schema for NotARule/);
  });
});
