/**
 * The recipe pages (`/docs/recipes/<slug>`), written at build time from the workflow files
 * (openapi/recipes/*.arazzo.yaml) and the contract by scripts/generateRecipes.mts: an outline of
 * the steps, then per step its description (what it does and why), the request in the nine
 * languages of the operation pages (postman-code-generators through src/api/requestSamples.ts,
 * with each value an earlier step gives shown as a named placeholder such as
 * `<createQuest.questId>`), the documented response with the fields later steps read
 * highlighted, and a link to the operation's reference page. Everything is in the HTML, so the
 * page reads with scripts off; the "Run in sandbox" control loads its code when pressed.
 */
import { codeSampleLanguages } from '../config/codeSampleLanguages';
import {
  atPointer,
  bodyPointer,
  expectedBodyValues,
  expectedStatus,
  expressionOf,
  mapExpressions,
  outputPlaceholder,
  RECIPES_ROUTE,
  usedOutputs,
  type Recipe,
  type RecipeStep,
} from './recipe';
import { CREDENTIAL_PLACEHOLDERS, IDEMPOTENCY_PLACEHOLDER, PRODUCTION_BASE_URL, renderSample, sampleFileName, type SampleHeader, type SampleRequest } from './requestSamples';

type Json = Record<string, unknown>;

/** What the generator needs of the contract for one operation. */
export interface RecipeOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  /** Status → documented example values of its JSON body. */
  readonly examples: Readonly<Record<string, readonly unknown[]>>;
}

export interface SecuritySchemeInfo {
  readonly type?: string;
  readonly scheme?: string;
  readonly in?: string;
  readonly name?: string;
}

/** `createQuest` → `/docs/API/create-quest` (CONTRIBUTING.md: each operation's reference page). */
export const referencePath = (operationId: string) => `/docs/API/${operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;

export const recipePath = (slug: string) => `${RECIPES_ROUTE}/${slug}`;

/** Where the step's files go, under static/ (imported as `?raw`, like the operation pages' samples). */
export const RECIPE_SAMPLES_DIR = 'static/recipe-samples';

/** The value a parameter or payload value shows on the page. */
function shownValue(recipe: Recipe, value: unknown): unknown {
  return mapExpressions(value, (expression) => {
    if (expression.kind === 'output') return outputPlaceholder(expression.stepId, expression.name);
    if (expression.kind === 'uuid') return IDEMPOTENCY_PLACEHOLDER;
    const input = recipe.inputs.find((candidate) => candidate.name === expression.name);
    if (!input) throw new Error(`${recipe.slug}: $inputs.${expression.name} is not a workflow input`);
    if (expression.name === 'apiKey') return CREDENTIAL_PLACEHOLDERS.projectKey;
    if (expression.name === 'userToken') return CREDENTIAL_PLACEHOLDERS.userToken;
    return input.default ?? `<${input.name}>`;
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The request a step sends, as every language's sample shows it. */
export function stepRequest(recipe: Recipe, step: RecipeStep, operation: RecipeOperation, schemes: Readonly<Record<string, SecuritySchemeInfo>>): SampleRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: SampleHeader[] = [];
  for (const parameter of step.parameters) {
    const value = asText(shownValue(recipe, parameter.value));
    if (parameter.in === 'path') {
      if (!path.includes(`{${parameter.name}}`)) throw new Error(`${recipe.slug} step ${step.stepId}: ${operation.path} has no path parameter ${parameter.name}`);
      path = path.replace(`{${parameter.name}}`, value);
    } else if (parameter.in === 'query') query.append(parameter.name, value);
    else headers.push({ key: parameter.name, value });
  }
  if (/\{[^}]+\}/.test(path)) throw new Error(`${recipe.slug} step ${step.stepId}: no value for a path parameter of ${operation.path}`);
  for (const security of step.security) {
    const scheme = schemes[security.schemeName];
    const placeholder = CREDENTIAL_PLACEHOLDERS[security.schemeName];
    if (!scheme || !placeholder) throw new Error(`${recipe.slug} step ${step.stepId}: unknown security scheme ${security.schemeName}`);
    if (scheme.type === 'http' && scheme.scheme === 'bearer') headers.push({ key: 'Authorization', value: `Bearer ${placeholder}` });
    else if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) headers.push({ key: scheme.name, value: placeholder });
  }
  let body: string | undefined;
  if (step.requestBody) {
    body = JSON.stringify(shownValue(recipe, step.requestBody.payload), null, 2);
    headers.push({ key: 'Content-Type', value: step.requestBody.contentType });
  }
  headers.push({ key: 'Accept', value: 'application/json' });
  const search = query.toString();
  return { method: operation.method.toUpperCase(), url: `${PRODUCTION_BASE_URL}${path}${search ? `?${search}` : ''}`, headers, body };
}

/**
 * The documented example a step's answer looks like: of the status its criteria expect, the
 * first whose fields have the values the criteria ask for (a check's `completed`, not its
 * `failed`), else the first of that status.
 */
export function stepResponse(step: RecipeStep, operation: RecipeOperation): { status: string; value: unknown } {
  const status = String(expectedStatus(step) ?? Object.keys(operation.examples).find((code) => /^2/.test(code)) ?? '');
  const examples = operation.examples[status] ?? [];
  if (examples.length === 0) throw new Error(`${step.stepId}: ${operation.operationId} documents no example for ${status}`);
  const wanted = expectedBodyValues(step);
  const matching = examples.find((example) => wanted.every(({ pointer, value }) => atPointer(example, pointer) === value));
  return { status, value: matching ?? examples[0] };
}

/**
 * JSON pretty-printed as JSON.stringify(value, null, 2) does, with the 1-based line on which
 * each JSON pointer's member starts.
 */
export function printWithLines(value: unknown): { text: string; lines: Map<string, number> } {
  const out: string[] = [];
  const lines = new Map<string, number>();
  const write = (item: unknown, pointer: string, indent: string, prefix: string, suffix: string): void => {
    lines.set(pointer, out.length + 1);
    if (Array.isArray(item) && item.length > 0) {
      out.push(`${indent}${prefix}[`);
      item.forEach((child, index) => write(child, `${pointer}/${index}`, `${indent}  `, '', index < item.length - 1 ? ',' : ''));
      out.push(`${indent}]${suffix}`);
    } else if (item && typeof item === 'object' && !Array.isArray(item) && Object.keys(item).length > 0) {
      out.push(`${indent}${prefix}{`);
      const entries = Object.entries(item as Json);
      entries.forEach(([key, child], index) =>
        write(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, `${indent}  `, `${JSON.stringify(key)}: `, index < entries.length - 1 ? ',' : ''),
      );
      out.push(`${indent}}${suffix}`);
    } else {
      out.push(`${indent}${prefix}${JSON.stringify(item)}${suffix}`);
    }
  };
  write(value, '', '', '', '');
  return { text: `${out.join('\n')}\n`, lines };
}

/** A field of a step's answer that a later step reads. */
export interface UsedField {
  readonly output: string;
  readonly pointer: string;
  readonly line: number;
  readonly usedBy: readonly string[];
}

/** The data the page shows for one step, beside the files of its samples. */
export interface RecipeStepPage {
  readonly stepId: string;
  readonly number: number;
  readonly title: string;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly reference: string;
  readonly description: string;
  readonly status: string;
  readonly response: string;
  readonly usedFields: readonly UsedField[];
  /** Earlier values this step sends: placeholder → the step and output it comes from. */
  readonly placeholders: readonly { readonly placeholder: string; readonly stepId: string; readonly output: string }[];
  /** Language key → sample text. */
  readonly samples: Readonly<Record<string, string>>;
  readonly criteria: readonly string[];
}

export interface RecipePage {
  readonly recipe: Recipe;
  readonly steps: readonly RecipeStepPage[];
}

/** Everything a recipe's page, twin and MCP answer show, from the workflow and the contract. */
export function recipePage(recipe: Recipe, operations: ReadonlyMap<string, RecipeOperation>, schemes: Readonly<Record<string, SecuritySchemeInfo>>): RecipePage {
  const used = usedOutputs(recipe);
  const stepNumber = new Map(recipe.steps.map((step, index) => [step.stepId, index + 1]));
  const steps = recipe.steps.map((step, index): RecipeStepPage => {
    const operation = operations.get(step.operationId);
    if (!operation) throw new Error(`${recipe.slug} step ${step.stepId}: no operation ${step.operationId} in the contract`);
    const response = stepResponse(step, operation);
    const printed = printWithLines(response.value);
    const usedFields = [...(used.get(step.stepId) ?? [])].map((output): UsedField => {
      const expression = step.outputs[output];
      if (!expression) throw new Error(`${recipe.slug}: a later step reads $steps.${step.stepId}.outputs.${output}, which step ${step.stepId} does not have`);
      const pointer = bodyPointer(expression);
      if (pointer === undefined) throw new Error(`${recipe.slug} step ${step.stepId}: output ${output} is not read from the response body`);
      const line = printed.lines.get(pointer);
      if (line === undefined) throw new Error(`${recipe.slug} step ${step.stepId}: output ${output} reads ${pointer}, which the documented ${response.status} answer of ${operation.operationId} does not have`);
      const usedBy = recipe.steps
        .filter((later) => JSON.stringify([later.parameters, later.requestBody?.payload, later.successCriteria]).includes(`$steps.${step.stepId}.outputs.${output}`))
        .map((later) => later.stepId);
      return { output, pointer, line, usedBy };
    });
    const placeholders = [...new Set(JSON.stringify([step.parameters, step.requestBody?.payload]).match(/\$steps\.[A-Za-z0-9_-]+\.outputs\.[A-Za-z0-9_-]+/g) ?? [])].map((reference) => {
      const expression = expressionOf(reference);
      if (expression.kind !== 'output') throw new Error(`${reference} is not a step output`);
      if ((stepNumber.get(expression.stepId) ?? Infinity) >= index + 1) throw new Error(`${recipe.slug} step ${step.stepId}: ${reference} is not from an earlier step`);
      return { placeholder: outputPlaceholder(expression.stepId, expression.name), stepId: expression.stepId, output: expression.name };
    });
    const request = stepRequest(recipe, step, operation, schemes);
    return {
      stepId: step.stepId,
      number: index + 1,
      title: operation.summary,
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      reference: referencePath(operation.operationId),
      description: step.description,
      status: response.status,
      response: printed.text,
      usedFields,
      placeholders,
      samples: Object.fromEntries(codeSampleLanguages.map((language) => [language.language, renderSample(request, language)])),
      criteria: step.successCriteria.map((criterion) => criterion.condition),
    };
  });
  return { recipe, steps };
}

/** Operations of the bundled contract, by operationId, with what the recipe pages read of them. */
export function recipeOperations(openapi: Json): Map<string, RecipeOperation> {
  const result = new Map<string, RecipeOperation>();
  const resolve = (value: unknown): Json => {
    let current = value as Json;
    while (current && typeof current.$ref === 'string') {
      current = (current.$ref as string)
        .slice(2)
        .split('/')
        .reduce<unknown>((node, part) => (node as Json)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], openapi) as Json;
    }
    return current ?? {};
  };
  for (const [path, item] of Object.entries((openapi.paths ?? {}) as Json)) {
    for (const [method, value] of Object.entries(item as Json)) {
      const operation = value as Json;
      if (typeof operation?.operationId !== 'string') continue;
      const examples: Record<string, unknown[]> = {};
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Json)) {
        const media = Object.values((resolve(response).content ?? {}) as Record<string, Json>)[0];
        if (!media) continue;
        const named = media.examples as Record<string, unknown> | undefined;
        examples[status] = named ? Object.values(named).map((example) => resolve(example).value) : media.example !== undefined ? [media.example] : [];
      }
      result.set(operation.operationId, { operationId: operation.operationId, method, path, summary: String(operation.summary ?? operation.operationId), examples });
    }
  }
  return result;
}

/** The sample file of a step in a language: `static/recipe-samples/<slug>/<stepId>/request.py`. */
export const stepSampleFile = (slug: string, stepId: string, language: (typeof codeSampleLanguages)[number]) => `${RECIPE_SAMPLES_DIR}/${slug}/${stepId}/${sampleFileName(language)}`;
export const stepResponseFile = (slug: string, stepId: string) => `${RECIPE_SAMPLES_DIR}/${slug}/${stepId}/response.json`;

/**
 * MDX text of a Markdown string from a workflow file: outside code spans MDX reads `{`, `}` and
 * `<` as expressions and tags, so they become character references there; inside code spans
 * they are literal already.
 */
export const mdxText = (text: string) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[{}<>]/g, (character) => `&#${character.charCodeAt(0)};`)))
    .join('');

const attr = (value: unknown) => `{${JSON.stringify(value)}}`;

/**
 * The MDX of a recipe page: front matter, outline, and per step a heading, its prose and its
 * samples. Heading ids are written `\{#id}`, the form MDX reads as text (a bare `{` opens an expression).
 */
export function recipePageMdx(page: RecipePage, sidebarPosition: number): string {
  const { recipe } = page;
  const imports: string[] = [];
  const source = (file: string) => {
    const name = `source${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`@site/${file}?raw`)};`);
    return name;
  };
  const frontMatter = ['---', `title: ${JSON.stringify(recipe.title)}`, `description: ${JSON.stringify(recipe.summary)}`, `sidebar_position: ${sidebarPosition}`, `recipe: ${recipe.slug}`, '---'];
  const outline = page.steps.map((step) => `${step.number}. [${mdxText(step.title)}](#${step.stepId}): \`${step.method} ${step.path}\``);
  const stepParts = page.steps.flatMap((step) => {
    const samples = codeSampleLanguages.map((language) => `{ language: ${JSON.stringify(language.language)}, source: ${source(stepSampleFile(recipe.slug, step.stepId, language))} }`);
    const response = source(stepResponseFile(recipe.slug, step.stepId));
    return [
      `## ${step.number}. ${mdxText(step.title)} \\{#${step.stepId}}`,
      mdxText(step.description),
      `<RecipeStep stepId=${attr(step.stepId)} method=${attr(step.method)} path=${attr(step.path)} operationId=${attr(step.operationId)} reference=${attr(step.reference)} status=${attr(step.status)} usedFields=${attr(step.usedFields)} placeholders=${attr(step.placeholders)} criteria=${attr(step.criteria)} samples={[${samples.join(', ')}]} response={${response}} />`,
    ];
  });
  const parts = [
    frontMatter.join('\n'),
    [`import { RecipeRun, RecipeStep } from '@site/src/components/Recipe';`, ...imports].join('\n'),
    `# ${mdxText(recipe.title)}`,
    mdxText(recipe.summary),
    mdxText(recipe.description),
    mdxText(recipe.workflowDescription),
    '## Steps \\{#steps}',
    outline.join('\n'),
    `<RecipeRun slug=${attr(recipe.slug)} />`,
    ...stepParts,
  ];
  return `${parts.join('\n\n')}\n`;
}
