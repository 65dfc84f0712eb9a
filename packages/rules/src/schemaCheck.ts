/**
 * The schema itself, checked as createSchema checks it, before any rule runs: the contract's
 * bounds (fields per schema, rules per field, options per field, from SchemaCreate and SchemaField),
 * each field's options, rule names, the kinds each rule applies to, every rule's params against its
 * RuleParams schema, and the constraints the rule pages state between params and other fields
 * (Equation's grammar and field keys, DateTime's bound order, the fields EnumEquality, Valid and
 * NumberEquality read). A schema the API would refuse is never checked against a submission: its
 * rules could be anything (300 Regex patterns on one field), and the API never runs them.
 */
import type { RuleFacts } from './facts.js';
import { FIELD_KEY_PATTERN, PARAMS_INVALID, RULE_IDS, RULE_UNKNOWN, SCHEMA_CODES, SCHEMA_LIMITS } from './generated/ruleIndex.js';
import { compareKeys, parseDateTime, type Profile } from './text/dateTime.js';
import { equationProblems } from './text/equationCheck.js';
import type { ProblemFieldError, SchemaField } from './types.js';

export { SCHEMA_LIMITS } from './generated/ruleIndex.js';

type FactsLoader = (ruleId: string) => Promise<RuleFacts | undefined>;
type ParamsValidation = (facts: RuleFacts, params: unknown) => { valid: boolean; params: Record<string, unknown>; problems: readonly string[] };

/** What the constraints between a rule's params and the rest of the schema can see. */
interface SchemaContext {
  readonly field: SchemaField;
  /** Every field by key (a Map: a key such as `constructor` is a plain key). */
  readonly byKey: ReadonlyMap<string, SchemaField>;
}

export function unknownRuleMessage(rule: unknown): string {
  return `${RULE_UNKNOWN.title}: ${JSON.stringify(rule)} is not a rule of the API (RuleId), so createSchema refuses the schema; the rule reference lists every rule.`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function otherField(params: Record<string, unknown>, context: SchemaContext, kind: string): string[] {
  if (typeof params.field !== 'string') return [];
  const other = context.byKey.get(params.field);
  if (params.field === context.field.key) return [`/field names this field itself; it must be another ${kind} field of the schema`];
  if (!other) return [`/field "${params.field}" is not a field of the schema`];
  if (other.kind !== kind) return [`/field "${params.field}" is a ${other.kind} field; it must be a ${kind} field`];
  return [];
}

function notOptions(values: unknown, field: SchemaField | undefined, where: string): string[] {
  if (!Array.isArray(values) || !field) return [];
  const options = new Set(field.options ?? []);
  const wrong = values.filter((value) => typeof value === 'string' && !options.has(value));
  return wrong.length ? [`${where} has ${wrong.map((value) => JSON.stringify(value)).join(', ')}, not ${wrong.length === 1 ? 'an option' : 'options'} of field ${field.key}`] : [];
}

/**
 * The constraints each rule page states between params and the schema, which JSON Schema cannot
 * say. Keyed by rule id in a Map, so a rule named `constructor` finds nothing.
 */
const schemaConstraints = new Map<string, (params: Record<string, unknown>, context: SchemaContext) => string[]>([
  [
    'Equation',
    (params, { byKey }) =>
      typeof params.expression === 'string' ? equationProblems(params.expression, new Set([...byKey.values()].filter((field) => field.kind === 'number').map((field) => field.key))) : [],
  ],
  [
    'DateTime',
    (params) => {
      const profile = (params.profile ?? 'dateTime') as Profile;
      const problems: string[] = [];
      const bounds: Record<string, ReturnType<typeof parseDateTime>> = {};
      for (const name of ['notBefore', 'notAfter'] as const) {
        const text = params[name];
        if (typeof text !== 'string') continue;
        bounds[name] = parseDateTime(text, profile);
        if (!bounds[name]) problems.push(`/${name} "${text}" is not a ${profile} value`);
      }
      if (bounds.notBefore && bounds.notAfter && compareKeys(bounds.notBefore.key, bounds.notAfter.key) > 0) {
        problems.push(`/notBefore (${String(params.notBefore)}) is later than /notAfter (${String(params.notAfter)}), so no value could pass`);
      }
      return problems;
    },
  ],
  ['NumberEquality', (params, context) => otherField(params, context, 'number')],
  [
    'EnumEquality',
    (params, context) => [
      ...otherField(params, context, 'enum'),
      ...(typeof params.value === 'string' ? notOptions([params.value], context.field, '/value') : []),
    ],
  ],
  [
    'OnlyOne',
    (params, context) => {
      const exclusive = Array.isArray(params.exclusive) ? params.exclusive : [];
      const repeated = exclusive.filter((item, index) => exclusive.indexOf(item) !== index);
      return [...notOptions(exclusive, context.field, '/exclusive'), ...(repeated.length ? [`/exclusive lists ${JSON.stringify(repeated[0])} twice`] : [])];
    },
  ],
  [
    'Valid',
    (params, context) => {
      const problems = [...notOptions(params.allowed, context.field, '/allowed'), ...otherField(params, context, 'enum')];
      const map = params.allowedByValue;
      if (typeof map === 'object' && map !== null && !Array.isArray(map)) {
        const other = typeof params.field === 'string' ? context.byKey.get(params.field) : undefined;
        for (const [key, allowed] of Object.entries(map)) {
          problems.push(...notOptions(allowed, context.field, `/allowedByValue/${key}`));
          if (other?.kind === 'enum') problems.push(...notOptions([key], other, '/allowedByValue'));
        }
      }
      return problems;
    },
  ],
]);

function optionsProblem(field: SchemaField): string | undefined {
  const takesOptions = field.kind === 'enum' || field.kind === 'list';
  const options = field.options;
  if (!takesOptions) return options === undefined ? undefined : `a ${field.kind} field takes no options; only enum and list fields do`;
  if (options === undefined) return `an ${field.kind} field needs options (${SCHEMA_LIMITS.minOptions} to ${SCHEMA_LIMITS.maxOptions})`;
  if (options.length < SCHEMA_LIMITS.minOptions || options.length > SCHEMA_LIMITS.maxOptions) {
    return `the field has ${plural(options.length, 'option')}; a field has ${SCHEMA_LIMITS.minOptions} to ${SCHEMA_LIMITS.maxOptions}`;
  }
  const long = options.findIndex((option) => option.length === 0 || [...option].length > SCHEMA_LIMITS.maxOptionLength);
  if (long >= 0) return `option ${long} has ${[...options[long]!].length} characters; an option has 1 to ${SCHEMA_LIMITS.maxOptionLength}`;
  const seen = new Set<string>();
  for (const option of options) {
    if (seen.has(option)) return `the option ${JSON.stringify(option)} is listed twice`;
    seen.add(option);
  }
  return undefined;
}

/**
 * Every problem createSchema would refuse `fields` for (empty when it would accept them), in the
 * shape of a 422's `errors`. `loadFacts` loads a rule's facts and its compiled params validators;
 * `validate` is validateParams.
 */
export async function schemaProblems(fields: readonly SchemaField[], loadFacts: FactsLoader, validate: ParamsValidation): Promise<ProblemFieldError[]> {
  if (fields.length > SCHEMA_LIMITS.maxFields) {
    return [{ field: 'fields', code: SCHEMA_CODES.tooMany.code, message: `${SCHEMA_CODES.tooMany.title}: the schema has ${fields.length} fields; createSchema takes at most ${SCHEMA_LIMITS.maxFields}.` }];
  }
  const problems: ProblemFieldError[] = [];
  const byKey = new Map<string, SchemaField>();
  fields.forEach((field, index) => {
    // Any key the pattern allows is a plain key (`constructor` included); `__proto__` or `toString` is refused here, as createSchema refuses it.
    if (typeof field.key !== 'string' || field.key.length > SCHEMA_LIMITS.maxKeyLength || !FIELD_KEY_PATTERN.test(field.key)) {
      problems.push({ field: `fields[${index}].key`, code: SCHEMA_CODES.format.code, message: `${SCHEMA_CODES.format.title}: ${JSON.stringify(field.key)} is not a field key: lower_snake_case, 1 to ${SCHEMA_LIMITS.maxKeyLength} characters (${FIELD_KEY_PATTERN.source}).` });
    } else if (byKey.has(field.key)) problems.push({ field: `fields[${index}].key`, code: SCHEMA_CODES.duplicateKey.code, message: `${SCHEMA_CODES.duplicateKey.title}: ${field.key} is the key of an earlier field too.` });
    else byKey.set(field.key, field);
  });
  for (const [index, field] of fields.entries()) {
    const options = optionsProblem(field);
    if (options) problems.push({ field: `fields[${index}].options`, code: SCHEMA_CODES.options.code, message: `${SCHEMA_CODES.options.title}: field ${field.key}: ${options}.` });
    const rules = field.rules ?? [];
    if (rules.length > SCHEMA_LIMITS.maxRulesPerField) {
      problems.push({ field: `fields[${index}].rules`, code: SCHEMA_CODES.tooMany.code, message: `${SCHEMA_CODES.tooMany.title}: field ${field.key} has ${rules.length} rules; a field has at most ${SCHEMA_LIMITS.maxRulesPerField}.` });
      continue;
    }
    for (const [ruleIndex, fieldRule] of rules.entries()) {
      const at = `fields[${index}].rules[${ruleIndex}]`;
      const rule = fieldRule.rule;
      if (typeof rule !== 'string' || !RULE_IDS.has(rule)) {
        problems.push({ field: `${at}.rule`, code: RULE_UNKNOWN.code, message: unknownRuleMessage(rule), rule: String(rule) });
        continue;
      }
      const facts = await loadFacts(rule);
      // A rule of the contract this package does not check: the API validates its params; here it stays pending.
      if (!facts) continue;
      if (!facts.appliesTo.includes(field.kind)) {
        problems.push({ field: `${at}.rule`, code: SCHEMA_CODES.notApplicable.code, message: `${SCHEMA_CODES.notApplicable.title}: ${rule} applies to ${facts.appliesTo.join(', ')} fields, and field ${field.key} is a ${field.kind} field.`, rule });
        continue;
      }
      const verdict = validate(facts, fieldRule.params ?? {});
      const found = verdict.valid ? (schemaConstraints.get(rule)?.(verdict.params, { field, byKey }) ?? []) : verdict.problems;
      if (found.length) problems.push({ field: `${at}.params`, code: PARAMS_INVALID.code, message: `${PARAMS_INVALID.title} for ${rule}: ${found.join('; ')}.`, rule });
    }
  }
  return problems;
}
