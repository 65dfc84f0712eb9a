/**
 * Validates a rule's params against its `RuleParams<Id>` schema with ajv, as the API does when a
 * schema is created, and fills in the schema's defaults.
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { RuleFacts } from './facts.js';
import { limitedRegExpEngine } from './text/regexLimit.js';

// ajv and ajv-formats are CommonJS; under Node's ESM loader the class is the default export's `default`.
type AjvClass = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvClass }).default ?? Ajv2020Module) as AjvClass;
type AddFormats = typeof import('ajv-formats').default;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as AddFormats;

let ajv: InstanceType<AjvClass> | undefined;
let defaultsAjv: InstanceType<AjvClass> | undefined;

/** One validating ajv instance for the params schemas and the JsonSchema/YamlSchema rules. It never changes the data. */
export function sharedAjv(): InstanceType<AjvClass> {
  if (!ajv) {
    // User schemas (JsonSchema, YamlSchema) carry their own patterns: each runs with the Regex rule's limit.
    ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true, code: { regExp: limitedRegExpEngine() } });
    addFormats(ajv);
  }
  return ajv;
}

/**
 * A second instance only fills in defaults, after validation: filling them while validating would
 * satisfy the "at least one bound" `anyOf` of schemas such as RuleParamsSizeRange with defaults.
 */
function fillDefaults(id: string, schema: Readonly<Record<string, unknown>>, params: Record<string, unknown>): void {
  if (!defaultsAjv) defaultsAjv = new Ajv2020({ strict: false, useDefaults: true, validateFormats: false });
  let fill = compiledDefaults.get(id);
  if (!fill) {
    fill = defaultsAjv.compile(schema);
    compiledDefaults.set(id, fill);
  }
  fill(params);
}

const compiled = new Map<string, ValidateFunction>();
const compiledDefaults = new Map<string, ValidateFunction>();

export interface ParamsVerdict {
  readonly valid: boolean;
  /** The params with defaults filled in (only meaningful when valid). */
  readonly params: Record<string, unknown>;
  /** One sentence per problem, e.g. "/maxHue must be <= 360". */
  readonly problems: readonly string[];
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || 'params';
  if (error.keyword === 'additionalProperties') return `${where} has unknown parameter "${String(error.params.additionalProperty)}"`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/** Bounds written as minX/maxX must not cross (the hue pair may: minHue > maxHue is a wrapping arc). */
function crossedBounds(params: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [key, low] of Object.entries(params)) {
    if (!key.startsWith('min') || typeof low !== 'number') continue;
    const suffix = key.slice(3);
    const high = params[`max${suffix}`];
    if (suffix === 'Hue' || typeof high !== 'number') continue;
    if (low > high) problems.push(`${key} (${low}) is greater than max${suffix} (${high})`);
  }
  return problems;
}

export function validateParams(facts: RuleFacts, params: unknown): ParamsVerdict {
  let validate = compiled.get(facts.id);
  if (!validate) {
    validate = sharedAjv().compile(facts.params);
    compiled.set(facts.id, validate);
  }
  const copy = structuredClone(params ?? {}) as Record<string, unknown>;
  if (!validate(copy)) return { valid: false, params: copy, problems: (validate.errors ?? []).map(describe) };
  const crossed = crossedBounds(copy);
  if (crossed.length) return { valid: false, params: copy, problems: crossed };
  fillDefaults(facts.id, facts.params, copy);
  return { valid: true, params: copy, problems: [] };
}
