/**
 * The core: runs one rule on one value, or every rule of a schema's fields on a submission, and
 * answers with the contract's ValidationResult entries.
 */
import type { RuleFacts, RuleModuleName } from './facts.js';
import { ASSET_TOO_LARGE, MAX_TEXT_LENGTH, MAX_UPLOAD_BYTES, PARAMS_INVALID, RULE_IDS, RULE_UNKNOWN, TEXT_TOO_LONG, ruleIndex } from './generated/ruleIndex.js';

export { SCHEMA_LIMITS } from './generated/ruleIndex.js';

export { MAX_TEXT_LENGTH, MAX_UPLOAD_BYTES } from './generated/ruleIndex.js';
import { fillTemplate } from './message.js';
import { addCompiledParams, validateParams, type CompiledParams } from './params.js';
import { ParamsError, ValueKindError, type RuleChecks, type RuleOutcome } from './rule.js';
import { schemaProblems, unknownRuleMessage } from './schemaCheck.js';
import {
  FILE_KINDS,
  type FieldValue,
  type RuleFile,
  type ProblemFieldError,
  type SchemaField,
  type SchemaFieldRule,
  type SubmissionValues,
  type ValidateOptions,
  type ValidationReport,
  type ValidationResult,
} from './types.js';

export interface RuleModule {
  readonly facts: Readonly<Record<string, RuleFacts>>;
  readonly checks: RuleChecks;
}

/** Each group's module is loaded on first use, so a browser fetches only the decoders it needs. */
const loaders: Record<RuleModuleName, () => Promise<RuleModule>> = {
  text: () => import('./groups/text.js'),
  misc: () => import('./groups/misc.js'),
  image: () => import('./groups/image.js'),
  texture: () => import('./groups/texture.js'),
  audio: () => import('./groups/audio.js'),
  mesh: () => import('./groups/mesh.js'),
};

/** Each group's params schemas, compiled at generate time, load with the group. */
const compiledParams: Record<RuleModuleName, () => Promise<CompiledParams>> = {
  text: () => import('./generated/textParams.js'),
  misc: () => import('./generated/miscParams.js'),
  image: () => import('./generated/imageParams.js'),
  texture: () => import('./generated/textureParams.js'),
  audio: () => import('./generated/audioParams.js'),
  mesh: () => import('./generated/meshParams.js'),
};

/** The rule ids this package checks (or reports pending with a reason). */
export const coveredRules: readonly string[] = Object.keys(ruleIndex);

// Rule names come from the user's schema: `__proto__` or `toString` must not reach a prototype.
const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export async function loadRule(ruleId: string): Promise<{ facts: RuleFacts; check: RuleModule['checks'][string] } | undefined> {
  const entry = own(ruleIndex, ruleId);
  if (!entry) return undefined;
  const [module, params] = await Promise.all([loaders[entry.module](), compiledParams[entry.module]()]);
  addCompiledParams(params);
  const facts = own(module.facts, ruleId);
  const check = own(module.checks, ruleId);
  if (!facts || !check) throw new Error(`@guildforge/rules has no check for ${ruleId}`);
  return { facts, check };
}

/** The facts of one rule (codes, templates, params schema, example field), or undefined for a rule this package does not cover. */
export async function ruleFacts(ruleId: string): Promise<RuleFacts | undefined> {
  return (await loadRule(ruleId))?.facts;
}

export { validateParams } from './params.js';

/**
 * The triangles and bounding box of a 3D file, read as the mesh rules read it, for a preview. The
 * mesh readers load on the first call, so code that never previews a model never fetches them.
 */
export async function meshPreview(bytes: Uint8Array): Promise<import('./mesh/preview.js').MeshPreview> {
  const { previewGeometry } = await import('./mesh/preview.js');
  return previewGeometry(bytes);
}

/** Whether a name is one of the contract's rules (the RuleId enum), whether or not this package checks it. */
export function isRuleId(name: unknown): name is string {
  return typeof name === 'string' && RULE_IDS.has(name);
}


/**
 * A value the API takes no further than its size: a text longer than SubmissionValues allows
 * (field_too_long, counted in code points as JSON Schema's maxLength counts) or a file larger than
 * createAsset accepts (asset_too_large). Rules never run on it, so their cost stays bounded.
 */
export function oversized(value: FieldValue): { code: string; message: string } | undefined {
  if (typeof value === 'string') {
    if (value.length <= MAX_TEXT_LENGTH) return undefined;
    let length = 0;
    for (const _ of value) length += 1;
    if (length <= MAX_TEXT_LENGTH) return undefined;
    return { code: TEXT_TOO_LONG.code, message: `${TEXT_TOO_LONG.title}: the text has ${length} characters; createSubmission takes at most ${MAX_TEXT_LENGTH}, so it is not checked.` };
  }
  const message = uploadTooLarge(value);
  return message ? { code: ASSET_TOO_LARGE.code, message } : undefined;
}

/** A file value larger than createAsset accepts: the sentence the API's asset_too_large carries, or undefined. */
function uploadTooLarge(value: FieldValue): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const file = value as RuleFile;
  const size = Math.max(file.size ?? 0, file.bytes?.length ?? 0);
  if (size <= MAX_UPLOAD_BYTES) return undefined;
  return `${ASSET_TOO_LARGE.title}: ${file.name ?? 'the file'} has ${size} bytes; createAsset accepts at most ${MAX_UPLOAD_BYTES} bytes (${MAX_UPLOAD_BYTES / 2 ** 20} MiB), so it is not checked.`;
}

function failed(field: string, rule: string, code: string, message: string, measured?: Record<string, unknown>): ValidationResult {
  return measured ? { field, rule, status: 'failed', code, message, measured } : { field, rule, status: 'failed', code, message };
}

/**
 * Runs one rule of a field on a value. `values` holds the other fields for rules that compare with
 * them (EnumEquality, Valid, NumberEquality, Equation).
 */
export async function checkRule(
  field: SchemaField,
  fieldRule: SchemaFieldRule,
  value: FieldValue,
  values: SubmissionValues = ownValues([[field.key, value]]),
): Promise<ValidationResult> {
  const { rule } = fieldRule;
  if (!isRuleId(rule)) {
    return failed(field.key, String(rule), RULE_UNKNOWN.code, unknownRuleMessage(rule));
  }
  const tooLarge = oversized(value);
  if (tooLarge) return failed(field.key, rule, tooLarge.code, tooLarge.message);
  const loaded = await loadRule(rule);
  if (!loaded) {
    return {
      field: field.key,
      rule,
      status: 'pending',
      reason: `${rule} is not checked by @guildforge/rules yet; the API runs it when the submission is created.`,
    };
  }
  const { facts, check } = loaded;
  const verdict = validateParams(facts, fieldRule.params ?? {});
  if (!verdict.valid) {
    return failed(field.key, rule, PARAMS_INVALID.code, `${PARAMS_INVALID.title} for ${rule}: ${verdict.problems.join('; ')}.`);
  }
  let outcome: RuleOutcome;
  try {
    outcome = await check({ field, value, params: verdict.params, values });
  } catch (error) {
    if (error instanceof ParamsError) {
      return failed(field.key, rule, PARAMS_INVALID.code, `${PARAMS_INVALID.title} for ${rule}: ${error.message}.`);
    }
    if (error instanceof ValueKindError) {
      return failed(field.key, rule, 'submission_field_type_mismatch', `Field ${field.key} needs ${error.message} for ${rule}.`);
    }
    throw error;
  }
  if (outcome.status === 'passed') {
    return outcome.measured ? { field: field.key, rule, status: 'passed', measured: outcome.measured } : { field: field.key, rule, status: 'passed' };
  }
  if (outcome.status === 'pending') {
    return { field: field.key, rule, status: 'pending', reason: outcome.reason, ...(outcome.measured ? { measured: outcome.measured } : {}) };
  }
  const template = own(facts.errors, outcome.code);
  if (template === undefined) throw new Error(`${rule} answered ${outcome.code}, which is not one of its codes in the registry`);
  const message = fillTemplate(template, outcome.measured ?? {}, outcome.fill ?? {}, verdict.params);
  return failed(field.key, rule, outcome.code, message, outcome.measured);
}

/**
 * A submission's values in an object without a prototype: field keys are the maker's (any
 * lower_snake_case name the contract allows, `constructor` included), and rules look other fields up
 * by key, so a key must never read a built-in property.
 */
function ownValues(entries: Iterable<readonly [string, FieldValue | undefined]>): SubmissionValues {
  const values = Object.create(null) as Record<string, FieldValue | undefined>;
  for (const [key, value] of entries) values[key] = value;
  return values;
}

function isPresent(value: FieldValue | undefined): value is FieldValue {
  return value !== undefined && value !== null;
}

function kindMismatch(field: SchemaField, value: FieldValue): string | undefined {
  const isFile = typeof value === 'object' && !Array.isArray(value);
  if (FILE_KINDS.includes(field.kind)) return isFile ? undefined : 'a file';
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? undefined : 'a string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'a number';
    case 'enum':
      return typeof value === 'string' ? undefined : 'one option (a string)';
    case 'list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? undefined : 'a list of options';
    default:
      return undefined;
  }
}

/**
 * Checks a submission's values against a schema's fields, as `validateAgainstSchema` does: required
 * fields, value kinds, enum and list options, then every rule of every present field. Unlike the
 * API, it also runs the asynchronous rules whose verdict follows from the file and the params; rules
 * that need Guildforge's servers are `pending` with a `reason`. `valid` is false when any rule or
 * field check failed; `errors` lists those failures as a 422 `submission_invalid` would.
 */
export async function validateAgainstSchema(
  fields: readonly SchemaField[],
  values: SubmissionValues,
  options: ValidateOptions = {},
): Promise<ValidationReport> {
  // The schema first, as createSchema checks it: the API never runs the rules of a schema it refuses.
  const refused = await schemaProblems(fields, async (rule) => (await loadRule(rule))?.facts, validateParams);
  if (refused.length) return { valid: false, errors: refused, results: [] };
  const errors: ProblemFieldError[] = [];
  const results: ValidationResult[] = [];
  const keys = new Set(fields.map((field) => field.key));
  const submitted = ownValues(Object.entries(values));
  values = submitted;
  for (const key of Object.keys(submitted)) {
    if (!keys.has(key) && isPresent(submitted[key])) {
      errors.push({ field: `values.${key}`, code: 'submission_field_unknown', message: `The schema has no field ${key}.` });
    }
  }
  for (const field of fields) {
    const value = submitted[field.key];
    if (!isPresent(value)) {
      if (field.required && !options.partial) {
        errors.push({ field: `values.${field.key}`, code: 'submission_field_missing', message: `Field ${field.key} is required.` });
      }
      continue;
    }
    const expected = kindMismatch(field, value);
    if (expected) {
      errors.push({ field: `values.${field.key}`, code: 'submission_field_type_mismatch', message: `Field ${field.key} is of kind ${field.kind} and needs ${expected}.` });
      continue;
    }
    const tooLarge = oversized(value);
    if (tooLarge) {
      errors.push({ field: `values.${field.key}`, ...tooLarge });
      continue;
    }
    if (field.options && (field.kind === 'enum' || field.kind === 'list')) {
      const chosen = field.kind === 'enum' ? [value as string] : (value as readonly string[]);
      const wrong = chosen.find((item) => !field.options!.includes(item));
      const repeated = chosen.find((item, index) => chosen.indexOf(item) !== index);
      if (wrong !== undefined || repeated !== undefined) {
        const message = wrong !== undefined ? `\`${wrong}\` is not an option of field ${field.key}.` : `\`${repeated}\` is chosen twice in field ${field.key}.`;
        errors.push({ field: `values.${field.key}`, code: 'submission_option_invalid', message });
        continue;
      }
    }
    for (const [index, fieldRule] of (field.rules ?? []).entries()) {
      const result = await checkRule(field, fieldRule, value, values);
      results.push(result);
      if (result.status === 'failed' && result.code && result.message) {
        const where =
          result.code === PARAMS_INVALID.code
            ? `fields[${fields.indexOf(field)}].rules[${index}].params`
            : result.code === RULE_UNKNOWN.code && !isRuleId(fieldRule.rule)
              ? `fields[${fields.indexOf(field)}].rules[${index}].rule`
              : `values.${field.key}`;
        errors.push({ field: where, code: result.code, message: result.message, rule: result.rule });
      }
    }
  }
  return { valid: errors.length === 0, errors, results };
}
