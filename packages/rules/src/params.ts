/**
 * Validates a rule's params against its `RuleParams<Id>` schema, as the API does when a schema is
 * created, and fills in the schema's defaults. The schemas are known when `npm run generate` runs,
 * so ajv compiles them there into standalone code (scripts/generateRuleFacts.mts): nothing here
 * compiles a schema at run time, which a Content-Security-Policy without 'unsafe-eval' would refuse.
 */
import type { ParamsProblem, ParamsValidator, RuleFacts } from './facts.js';

/** One rule group's compiled params schemas (`generated/<group>Params.ts`). */
export interface CompiledParams {
  readonly validators: Readonly<Record<string, ParamsValidator>>;
  readonly fillers: Readonly<Record<string, ParamsValidator>>;
}

// Filled as rule groups load (loadRule), so a page loads only its group's validators.
const validators = new Map<string, ParamsValidator>();
const fillers = new Map<string, ParamsValidator>();

export function addCompiledParams(compiled: CompiledParams): void {
  for (const [id, validate] of Object.entries(compiled.validators)) validators.set(id, validate);
  for (const [id, fill] of Object.entries(compiled.fillers)) fillers.set(id, fill);
}

export interface ParamsVerdict {
  readonly valid: boolean;
  /** The params with defaults filled in (only meaningful when valid). */
  readonly params: Record<string, unknown>;
  /** One sentence per problem, e.g. "/maxHue must be <= 360". */
  readonly problems: readonly string[];
}

/** One problem as a sentence, e.g. "/maxHue must be <= 360". */
function describeProblem(error: ParamsProblem): string {
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

/**
 * Checks params against the schema compiled for `facts.id`; `facts` must be a rule's facts from
 * this package (ruleFacts, loadRule, which load the group's compiled schemas with it).
 */
/**
 * Params nesting deeper than this are refused before they are copied: structuredClone and the
 * validators recurse per level, and 6,000 levels overflowed the stack. No rule's params come
 * near it; JsonSchema and YamlSchema bound their `schema` more tightly (text/structured.ts).
 */
export const MAX_PARAMS_NESTING = 1000;

/** True when objects and arrays nest deeper than `limit` (the root is level 1); walked without recursion. */
export function nestingExceeds(root: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (level > limit) return true;
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) stack.push([child, level + 1]);
  }
  return false;
}

/**
 * The first number in params that is not finite, as a JSON pointer, or undefined. JSON has no
 * Infinity, but a parser turns 1e309 into one: the API refuses such a number, and a bound of
 * Infinity would make messages such as "less than the minimum Infinity".
 */
export function nonFiniteNumber(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [node, pointer] = stack.pop()!;
    if (typeof node === 'number' && !Number.isFinite(node)) return pointer || 'params';
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, child] of Object.entries(node)) stack.push([child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`]);
  }
  return undefined;
}

export function validateParams(facts: RuleFacts, params: unknown): ParamsVerdict {
  const validate = validators.get(facts.id);
  const fill = fillers.get(facts.id);
  if (!validate || !fill) throw new Error(`@guildforge/rules has no compiled params schema for ${facts.id}: get the facts from ruleFacts or loadRule`);
  return verdictOf(validate, fill, params);
}

/** The verdict on params with one rule's validating and defaults-filling validators. */
export function verdictOf(validate: ParamsValidator, fill: ParamsValidator, params: unknown): ParamsVerdict {
  if (nestingExceeds(params, MAX_PARAMS_NESTING)) return { valid: false, params: {}, problems: [`params nest deeper than ${MAX_PARAMS_NESTING} levels of objects and arrays`] };
  const infinite = nonFiniteNumber(params);
  if (infinite !== undefined) return { valid: false, params: {}, problems: [`${infinite} is not a finite number (JSON numbers beyond ±1.8e308 are refused)`] };
  const copy = structuredClone(params ?? {}) as Record<string, unknown>;
  if (!validate(copy)) return { valid: false, params: copy, problems: (validate.errors ?? []).map(describeProblem) };
  const crossed = crossedBounds(copy);
  if (crossed.length) return { valid: false, params: copy, problems: crossed };
  // A second validator only fills in defaults, after validation: filling them while validating
  // would satisfy the "at least one bound" `anyOf` of schemas such as RuleParamsSizeRange.
  fill(copy);
  return { valid: true, params: copy, problems: [] };
}
