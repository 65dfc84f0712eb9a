/**
 * A recipe: one Arazzo 1.0 workflow file under openapi/recipes/, the single source of its steps,
 * their order, the values passed between them and what success looks like at each. This module
 * reads the part of Arazzo the recipes use (checked when the file is read, so a recipe the page,
 * the twin or the in-browser run could not show fails `npm run generate` with its file and step),
 * and answers what the page and the run need from it: which earlier values a step uses, and which
 * of a step's response fields a later step reads.
 *
 * It runs in Node (the generator, the twins, the docs MCP data) and in the browser (the
 * "Run in sandbox" control), so it imports nothing from Node.
 */

/** An Arazzo parameter of a step: a path, query or header value (literal or runtime expression). */
export interface RecipeParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly value: unknown;
}

/** `x-security` of a step (Redocly Respect's extension): which of the contract's schemes, with which input. */
export interface RecipeSecurity {
  readonly schemeName: string;
  readonly values: Readonly<Record<string, string>>;
}

export interface RecipeStep {
  readonly stepId: string;
  readonly description: string;
  readonly operationId: string;
  readonly parameters: readonly RecipeParameter[];
  readonly security: readonly RecipeSecurity[];
  readonly requestBody?: { readonly contentType: string; readonly payload: unknown };
  readonly successCriteria: readonly { readonly condition: string }[];
  /** Output name → runtime expression (`$response.body#/id`). */
  readonly outputs: Readonly<Record<string, string>>;
}

export interface RecipeInput {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly required: boolean;
  readonly default?: unknown;
}

export interface Recipe {
  /** The file name without `.arazzo.yaml`: the page's route segment. */
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly workflowId: string;
  readonly workflowSummary: string;
  readonly workflowDescription: string;
  readonly inputs: readonly RecipeInput[];
  readonly steps: readonly RecipeStep[];
}

export const RECIPE_FILE_SUFFIX = '.arazzo.yaml';
export const RECIPES_DIR = 'openapi/recipes';
/** Docs route of the recipe pages (`/docs/recipes/<slug>`). */
export const RECIPES_ROUTE = '/docs/recipes';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(where: string, value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: ${field} must be a non-empty string`);
  return value.trim();
}

/** Reads a parsed workflow file; throws naming the file and step when it is not a recipe. */
export function recipeFromArazzo(slug: string, document: unknown): Recipe {
  const where = `${RECIPES_DIR}/${slug}${RECIPE_FILE_SUFFIX}`;
  if (!isObject(document) || typeof document.arazzo !== 'string' || !document.arazzo.startsWith('1.0.')) throw new Error(`${where}: not an Arazzo 1.0 document`);
  const info = isObject(document.info) ? document.info : {};
  const workflows = Array.isArray(document.workflows) ? document.workflows : [];
  if (workflows.length !== 1 || !isObject(workflows[0])) throw new Error(`${where}: a recipe is exactly one workflow (found ${workflows.length})`);
  const workflow = workflows[0];
  const schema = isObject(workflow.inputs) ? workflow.inputs : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const inputs = Object.entries(isObject(schema.properties) ? schema.properties : {}).map(([name, property]): RecipeInput => {
    const entry = isObject(property) ? property : {};
    return {
      name,
      type: String(entry.type ?? 'string'),
      description: text(`${where} input ${name}`, entry.description, 'description'),
      required: required.has(name),
      ...(entry.default !== undefined ? { default: entry.default } : {}),
    };
  });
  const rawSteps = Array.isArray(workflow.steps) ? workflow.steps : [];
  if (rawSteps.length === 0) throw new Error(`${where}: the workflow has no steps`);
  const seen = new Set<string>();
  const steps = rawSteps.map((raw, index): RecipeStep => {
    const step = isObject(raw) ? raw : {};
    const stepId = text(`${where} step ${index + 1}`, step.stepId, 'stepId');
    const at = `${where} step ${stepId}`;
    if (seen.has(stepId)) throw new Error(`${at}: a second step with this stepId`);
    seen.add(stepId);
    const operationId = text(at, step.operationId, 'operationId');
    if (operationId.includes('.') || operationId.startsWith('$')) throw new Error(`${at}: name the operation by its operationId alone (the recipes have one source description)`);
    const parameters = (Array.isArray(step.parameters) ? step.parameters : []).map((parameter): RecipeParameter => {
      if (!isObject(parameter) || !['path', 'query', 'header'].includes(String(parameter.in))) throw new Error(`${at}: every parameter needs a name, in (path, query or header) and value`);
      return { name: text(at, parameter.name, 'parameter name'), in: parameter.in as RecipeParameter['in'], value: parameter.value };
    });
    const security = (Array.isArray(step['x-security']) ? step['x-security'] : []).map((entry): RecipeSecurity => {
      if (!isObject(entry) || !isObject(entry.values)) throw new Error(`${at}: x-security entries need schemeName and values`);
      return { schemeName: text(at, entry.schemeName, 'x-security schemeName'), values: Object.fromEntries(Object.entries(entry.values).map(([key, value]) => [key, String(value)])) };
    });
    const body = isObject(step.requestBody) ? step.requestBody : undefined;
    const criteria = (Array.isArray(step.successCriteria) ? step.successCriteria : []).map((criterion) => {
      if (!isObject(criterion) || typeof criterion.condition !== 'string' || criterion.type !== undefined) throw new Error(`${at}: success criteria are simple conditions`);
      return { condition: criterion.condition };
    });
    if (criteria.length === 0) throw new Error(`${at}: say what success looks like (successCriteria)`);
    const outputs = isObject(step.outputs) ? Object.fromEntries(Object.entries(step.outputs).map(([name, value]) => [name, String(value)])) : {};
    return {
      stepId,
      description: text(at, step.description, 'description'),
      operationId,
      parameters,
      security,
      ...(body ? { requestBody: { contentType: String(body.contentType ?? 'application/json'), payload: body.payload } } : {}),
      successCriteria: criteria,
      outputs,
    };
  });
  return {
    slug,
    title: text(where, info.title, 'info.title'),
    summary: text(where, info.summary, 'info.summary'),
    description: text(where, info.description, 'info.description'),
    workflowId: text(where, workflow.workflowId, 'workflowId'),
    workflowSummary: text(where, workflow.summary, 'workflow summary'),
    workflowDescription: text(where, workflow.description, 'workflow description'),
    inputs,
    steps,
  };
}

/** A runtime expression naming an earlier step's output: `$steps.<stepId>.outputs.<name>`. */
const STEP_OUTPUT = /^\$steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_.-]+)$/;
const INPUT = /^\$inputs\.([A-Za-z0-9_-]+)$/;
/** The Respect expression that makes a fresh value per run; the recipes use it for Idempotency-Key. */
export const FRESH_UUID = '$faker.string.uuid()';

export type ExpressionValue =
  | { readonly kind: 'output'; readonly stepId: string; readonly name: string }
  | { readonly kind: 'input'; readonly name: string }
  | { readonly kind: 'uuid' }
  | { readonly kind: 'literal'; readonly value: unknown };

/** What a parameter or payload value is: an earlier output, an input, a fresh UUID or a literal. */
export function expressionOf(value: unknown): ExpressionValue {
  if (typeof value === 'string') {
    const output = STEP_OUTPUT.exec(value);
    if (output) return { kind: 'output', stepId: output[1], name: output[2] };
    const input = INPUT.exec(value);
    if (input) return { kind: 'input', name: input[1] };
    if (value === FRESH_UUID) return { kind: 'uuid' };
  }
  return { kind: 'literal', value };
}

/** Replaces every expression inside a payload by what `resolve` gives for it. */
export function mapExpressions(value: unknown, resolve: (expression: Exclude<ExpressionValue, { kind: 'literal' }>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapExpressions(item, resolve));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapExpressions(item, resolve)]));
  const expression = expressionOf(value);
  return expression.kind === 'literal' ? value : resolve(expression);
}

/** The named placeholder of a value from an earlier step: `<createRoleReward.rewardId>`. */
export const outputPlaceholder = (stepId: string, name: string) => `<${stepId}.${name}>`;

/** Every `$steps.x.outputs.y` a value refers to, in order. */
export function outputReferences(value: unknown): { stepId: string; name: string }[] {
  const found: { stepId: string; name: string }[] = [];
  mapExpressions(value, (expression) => {
    if (expression.kind === 'output') found.push({ stepId: expression.stepId, name: expression.name });
    return undefined;
  });
  for (const criterion of typeof value === 'string' ? [value] : []) {
    for (const match of criterion.matchAll(/\$steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g)) found.push({ stepId: match[1], name: match[2] });
  }
  return found;
}

/** The JSON pointer of an output read from the response body (`$response.body#/userRewards/0/id` → `/userRewards/0/id`). */
export function bodyPointer(expression: string): string | undefined {
  return /^\$response\.body#(\/.*)?$/.exec(expression)?.[1] ?? undefined;
}

/** The outputs of each step that later steps use (parameters, bodies, criteria), by stepId. */
export function usedOutputs(recipe: Recipe): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const step of recipe.steps) {
    const values = [...step.parameters.map((parameter) => parameter.value), step.requestBody?.payload, ...step.successCriteria.map((criterion) => criterion.condition)];
    for (const value of values) {
      for (const reference of outputReferences(value)) {
        if (!used.has(reference.stepId)) used.set(reference.stepId, new Set());
        used.get(reference.stepId)?.add(reference.name);
      }
    }
  }
  return used;
}

/** The values a success criterion asks of the response body: `$response.body#/status == 'completed'` → `/status` = `completed`. */
export function expectedBodyValues(step: RecipeStep): { pointer: string; value: unknown }[] {
  return step.successCriteria.flatMap((criterion) => {
    const match = /^\$response\.body#(\/\S*)\s*==\s*(?:'([^']*)'|(true|false|-?\d+(?:\.\d+)?))$/.exec(criterion.condition.trim());
    if (!match) return [];
    const value = match[2] !== undefined ? match[2] : JSON.parse(match[3]);
    return [{ pointer: match[1], value }];
  });
}

/** The status code a step's criteria expect (`$statusCode == 201`). */
export function expectedStatus(step: RecipeStep): number | undefined {
  for (const criterion of step.successCriteria) {
    const match = /^\$statusCode\s*==\s*(\d{3})$/.exec(criterion.condition.trim());
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** Reads a JSON pointer (RFC 6901) from a value. */
export function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  let current: unknown = value;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isObject(current)) current = current[part];
    else return undefined;
  }
  return current;
}
