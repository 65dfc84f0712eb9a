/**
 * Guides that keep code for a recipe's steps say the same as the recipe. For each guide and the
 * example files it imports, the API calls its code makes (curl against `$GF_BASE_URL`, and
 * `gf.get|post|patch('/path'` of @guildforge/client) are matched to the contract's operations;
 * every call the recipe also makes must come in the recipe's order, each body the guide sends
 * must carry the fields the recipe's step sends, and the guide must link the recipe.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipeFromArazzo, RECIPES_DIR, type Recipe } from '@site/src/api/recipe';
import { loadRecipes } from '@site/src/api/recipeFiles';
import { operations } from './openapiDocument';

const root = path.join(import.meta.dirname, '../..');
const recipes = loadRecipes(root);

/** Guides that show code for steps of a recipe, with the recipe. */
const GUIDES: readonly { readonly guide: string; readonly recipe: string }[] = [{ guide: 'docs/ugc/learn/getting-started/implementing_contribution.mdx', recipe: 'ugc-submission' }];

interface Call {
  readonly operationId: string;
  /** Top-level fields of the JSON body the code sends, when it is literal JSON. */
  readonly bodyFields?: readonly string[];
  readonly where: string;
}

const templates = operations.map((entry) => ({
  operationId: String(entry.operation.operationId),
  method: entry.method.toUpperCase(),
  pattern: new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  templated: (entry.path.match(/\{/g) ?? []).length,
}));

function operationOf(method: string, apiPath: string): string | undefined {
  const concrete = apiPath.replace(/\{[^}]+\}/g, 'x');
  return templates
    .filter((candidate) => candidate.method === method && candidate.pattern.test(concrete))
    .sort((a, b) => a.templated - b.templated)[0]?.operationId;
}

/** The calls of a guide's curl blocks and of the example files it imports, in reading order. */
function callsOf(file: string): Call[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const calls: Call[] = [];
  const curl = /curl\s+(?:-X\s+(\w+)\s+)?"\$GF_BASE_URL(\/[^"?]*)[^"]*"([\s\S]*?)```/g;
  const imports = [...source.matchAll(/import \w+ from '@site\/(examples\/[^']+)\?raw'/g)].map((match) => match[1]);
  for (const match of source.matchAll(curl)) {
    const method = (match[1] ?? 'GET').toUpperCase();
    const operationId = operationOf(method, match[2]);
    if (!operationId) throw new Error(`${file}: ${method} ${match[2]} is no operation of the contract`);
    const data = /-d '(\{[\s\S]*?\})'/.exec(match[3])?.[1];
    let bodyFields: string[] | undefined;
    if (data) bodyFields = Object.keys(JSON.parse(data.replace(/'"\$\w+"'/g, 'x')) as object);
    calls.push({ operationId, bodyFields, where: `${file} (${method} ${match[2]})` });
  }
  for (const example of imports) {
    const code = readFileSync(path.join(root, example), 'utf8');
    for (const match of code.matchAll(/gf\.(get|post|patch|delete)\('([^']+)'/g)) {
      const operationId = operationOf(match[1].toUpperCase(), match[2]);
      if (!operationId) throw new Error(`${example}: ${match[1].toUpperCase()} ${match[2]} is no operation of the contract`);
      calls.push({ operationId, where: `${example} (${match[2]})` });
    }
  }
  return calls;
}

describe.each(GUIDES)('$guide', ({ guide, recipe: slug }) => {
  const recipe = recipes.find((candidate) => candidate.slug === slug) as Recipe;
  const order = recipe.steps.map((step) => step.operationId);

  it(`links the ${slug} recipe`, () => {
    expect(readFileSync(path.join(root, guide), 'utf8')).toContain(`](/docs/recipes/${slug})`);
  });

  it(`makes the ${slug} recipe's calls in the recipe's order`, () => {
    const shared = callsOf(guide).filter((call) => order.includes(call.operationId));
    expect(shared.length, `${guide} shows no call of the ${slug} recipe`).toBeGreaterThan(1);
    // Each file's code on its own: the guide's curl steps, then each example.
    const byFile = new Map<string, Call[]>();
    for (const call of shared) {
      const file = call.where.split(' (')[0];
      byFile.set(file, [...(byFile.get(file) ?? []), call]);
    }
    for (const [file, calls] of byFile) {
      const positions = calls.map((call) => order.indexOf(call.operationId));
      expect(positions, `${file} calls ${calls.map((call) => call.operationId).join(' → ')}; the recipe's order is ${order.join(' → ')}`).toEqual(
        [...positions].sort((a, b) => a - b),
      );
    }
  });

  it(`sends at least the fields the ${slug} recipe sends`, () => {
    for (const call of callsOf(guide)) {
      if (!call.bodyFields) continue;
      const step = recipe.steps.find((candidate) => candidate.operationId === call.operationId);
      const payload = step?.requestBody?.payload;
      if (!payload || typeof payload !== 'object') continue;
      for (const field of Object.keys(payload)) expect(call.bodyFields, `${call.where} leaves out ${field}, which step ${step.stepId} sends`).toContain(field);
    }
  });
});

it('reads the recipes the guides name', () => {
  for (const { recipe } of GUIDES) expect(recipes.map((entry) => entry.slug)).toContain(recipe);
  expect(() => recipeFromArazzo('x', {})).toThrow(`${RECIPES_DIR}/x.arazzo.yaml: not an Arazzo 1.0 document`);
});
