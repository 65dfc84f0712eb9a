/**
 * "Run in sandbox" on a recipe page: plays the recipe's workflow step by step against a fresh
 * in-browser sandbox (src/api/sandbox, the same code `npm run recipes:test` serves to Respect)
 * and reports each real answer. Loaded when the reader presses the button.
 *
 * The sandbox is called directly (`sandbox.handle(request)`), not through MSW or the network:
 * the run needs no service worker, and nothing leaves the page. Each run starts from an empty
 * state, so a run never depends on what the reader did in the tab before.
 *
 * It reads the part of Arazzo the recipes use (src/api/recipe.ts): parameters and payloads with
 * `$inputs.x`, `$steps.x.outputs.y` and a fresh UUID; outputs `$response.body#/pointer`; and
 * success criteria `a == b` or `a != b` over `$statusCode`, `$response.body#/pointer`, outputs,
 * inputs and literals. The CI run is Respect's, not this.
 */
import { atPointer, bodyPointer, expressionOf, mapExpressions, type Recipe, type RecipeStep } from '@site/src/api/recipe';
import type { SandboxContract } from '@site/src/api/sandbox/contract';
import { MOCK_API_KEY, MOCK_USER_TOKEN } from '@site/src/api/sandbox/credentials';
import { createSandbox } from '@site/src/api/sandbox/sandbox';
import { memoryStore } from '@site/src/api/sandbox/state';

/** The base the sandbox answers under in this run; no request is sent there. */
const RUN_BASE = 'https://sandbox.invalid/v1';

export interface StepResult {
  readonly stepId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: string;
  readonly passed: boolean;
  readonly failures: readonly string[];
}

interface RunContext {
  readonly inputs: Record<string, unknown>;
  readonly outputs: Record<string, Record<string, unknown>>;
}

function resolve(value: unknown, context: RunContext): unknown {
  return mapExpressions(value, (expression) => {
    if (expression.kind === 'uuid') return crypto.randomUUID();
    if (expression.kind === 'input') return context.inputs[expression.name];
    return context.outputs[expression.stepId]?.[expression.name];
  });
}

/** One side of a criterion. */
function operand(text: string, status: number, body: unknown, context: RunContext): unknown {
  const trimmed = text.trim();
  if (trimmed === '$statusCode') return status;
  const pointer = bodyPointer(trimmed);
  if (pointer !== undefined) return atPointer(body, pointer);
  const quoted = /^'(.*)'$/.exec(trimmed);
  if (quoted) return quoted[1];
  if (/^(true|false|null|-?\d+(\.\d+)?)$/.test(trimmed)) return JSON.parse(trimmed);
  const expression = expressionOf(trimmed);
  if (expression.kind === 'output' || expression.kind === 'input') return resolve(trimmed, context);
  throw new Error(`cannot read "${trimmed}" in a success criterion`);
}

function failedCriteria(step: RecipeStep, status: number, body: unknown, context: RunContext): string[] {
  return step.successCriteria.flatMap(({ condition }) => {
    const match = /^(.+?)\s*(==|!=)\s*(.+)$/.exec(condition);
    if (!match) throw new Error(`${step.stepId}: cannot read the criterion ${condition}`);
    const left = operand(match[1], status, body, context);
    const right = operand(match[3], status, body, context);
    const equal = JSON.stringify(left) === JSON.stringify(right);
    return equal === (match[2] === '==') ? [] : [`${condition} (got ${JSON.stringify(left)})`];
  });
}

/** The workflow of a recipe, as scripts/generateRecipes.mts wrote it (one chunk per recipe). */
async function loadWorkflow(slug: string): Promise<Recipe> {
  return ((await import(`@site/src/data/generated/recipeWorkflows/${slug}.json`)) as { default: Recipe }).default;
}

/** Runs the recipe `slug`; `report` gets each step's result as it completes. Stops at the first failed step. */
export async function runRecipe(slug: string, report: (result: StepResult) => void, load: (slug: string) => Promise<Recipe> = loadWorkflow): Promise<void> {
  const [recipe, { default: contract }, { default: validators }] = await Promise.all([
    load(slug),
    import('@site/src/data/generated/sandboxContract.json') as unknown as Promise<{ default: SandboxContract }>,
    import('@site/src/data/generated/sandboxValidators.mjs'),
  ]);
  const sandbox = createSandbox(contract, validators, memoryStore(), new URL(RUN_BASE).pathname);
  const inputs: Record<string, unknown> = Object.fromEntries(recipe.inputs.filter((input) => input.default !== undefined).map((input) => [input.name, input.default]));
  inputs.apiKey = MOCK_API_KEY;
  inputs.userToken = MOCK_USER_TOKEN;
  const context: RunContext = { inputs, outputs: {} };
  for (const step of recipe.steps) {
    const operation = contract.operations.find((candidate) => candidate.operationId === step.operationId);
    if (!operation) throw new Error(`${step.stepId}: the sandbox has no operation ${step.operationId}`);
    let path = operation.path;
    const url = new URL(RUN_BASE);
    const headers = new Headers({ Accept: 'application/json' });
    for (const parameter of step.parameters) {
      const value = String(resolve(parameter.value, context));
      if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
      else if (parameter.in === 'query') url.searchParams.append(parameter.name, value);
      else headers.set(parameter.name, value);
    }
    for (const security of step.security) {
      const scheme = contract.securitySchemes[security.schemeName];
      if (scheme?.type === 'http') headers.set('Authorization', `Bearer ${String(resolve(security.values.token, context))}`);
      else if (scheme?.type === 'apiKey' && scheme.name) headers.set(scheme.name, String(resolve(security.values.apiKey, context)));
    }
    let payload: string | undefined;
    if (step.requestBody) {
      headers.set('Content-Type', step.requestBody.contentType);
      payload = JSON.stringify(resolve(step.requestBody.payload, context));
    }
    url.pathname = `${url.pathname}${path}`;
    const response = await sandbox.handle(new Request(url, { method: operation.method.toUpperCase(), headers, body: payload }));
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    context.outputs[step.stepId] = Object.fromEntries(Object.entries(step.outputs).map(([name, expression]) => [name, atPointer(body, bodyPointer(expression) ?? '')]));
    const failures = failedCriteria(step, response.status, body, context);
    report({ stepId: step.stepId, method: operation.method.toUpperCase(), path, status: response.status, body: text, passed: failures.length === 0, failures });
    if (failures.length > 0) return;
  }
}
