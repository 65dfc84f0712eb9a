/**
 * The recipes (openapi/recipes/*.arazzo.yaml) as their pages and the "Run in sandbox" control
 * read them: every recipe is readable, its page data comes from the workflow and the contract,
 * and the in-browser run (src/components/Recipe/run.ts, the sandbox's own code) plays each one
 * to the end. `npm run recipes:test` runs them with Respect; tests/unit/recipeFaults.test.ts
 * plants faults in them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { recipeFromArazzo, type Recipe } from '@site/src/api/recipe';
import { printWithLines, recipeOperations, recipePage, referencePath, stepRequest } from '@site/src/api/recipePage';
import { runRecipe, type StepResult } from '@site/src/components/Recipe/run';
import { loadRecipes } from '../../scripts/recipeData';

const root = path.join(import.meta.dirname, '../..');
const openapi = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as Record<string, any>;
const operations = recipeOperations(openapi);
const schemes = openapi.components.securitySchemes;
const recipes = loadRecipes();

describe('recipes', () => {
  it('has the six flows of issue 49', () => {
    expect(recipes.map((recipe) => recipe.slug)).toEqual(['discord-role-reward', 'referral', 'steam-playtime', 'ugc-submission', 'webhook-endpoint', 'webhook-quest']);
  });

  it.each(recipes.map((recipe) => [recipe.slug, recipe] as const))('%s: each step highlights the response lines later steps read', (_slug, recipe) => {
    const page = recipePage(recipe, operations, schemes);
    for (const step of page.steps) {
      const lines = step.response.split('\n');
      for (const field of step.usedFields) {
        const key = field.pointer.split('/').pop() ?? '';
        const line = lines[field.line - 1];
        // An array item's line is the item itself; a member's line starts with its name.
        expect(/^\d+$/.test(key) ? line.trim().startsWith('{') || line.trim().startsWith('"') : line.trim().startsWith(`"${key}":`), `${step.stepId} ${field.pointer} on line ${field.line}: ${line}`).toBe(true);
        expect(field.usedBy.length, `${step.stepId}.${field.output} is read by no step`).toBeGreaterThan(0);
      }
    }
  });

  it('shows values from earlier steps as named placeholders, and inputs by their defaults', () => {
    const recipe = recipes.find((candidate) => candidate.slug === 'discord-role-reward') as Recipe;
    const redeem = recipe.steps.find((step) => step.stepId === 'redeemRole');
    const request = stepRequest(recipe, redeem!, operations.get('redeemUserReward')!, schemes);
    expect(request.url).toBe('https://api.guildforge.io/v1/user-rewards/<claimQuest.userRewardId>/redeem');
    expect(request.headers).toContainEqual({ key: 'Authorization', value: 'Bearer <USER_TOKEN>' });
    expect(request.headers).toContainEqual({ key: 'Idempotency-Key', value: '<IDEMPOTENCY_KEY>' });
    const create = stepRequest(recipe, recipe.steps[0], operations.get('createReward')!, schemes);
    expect(JSON.parse(create.body!).params).toEqual({ guildId: '1187429601133781012', roleId: '1190001837261492244' });
  });

  it('links each step from the reference page of the operation it calls', () => {
    for (const recipe of recipes) {
      recipe.steps.forEach((step, index) => {
        const page = readFileSync(path.join(root, `docs/API/${referencePath(step.operationId).split('/').pop()}.api.mdx`), 'utf8');
        expect(page, `${step.operationId} page`).toContain(`[step ${index + 1}](/docs/recipes/${recipe.slug}#${step.stepId})`);
      });
    }
  });

  it('prints JSON as JSON.stringify does, with the line of each member', () => {
    const value = { a: 1, b: [{ c: 'x' }, []], d: {} };
    const printed = printWithLines(value);
    expect(printed.text).toBe(`${JSON.stringify(value, null, 2)}\n`);
    expect(printed.lines.get('/b/0/c')).toBe(5);
  });

  it('refuses a workflow file the pages could not show, naming the file and the step', () => {
    const document = parse(readFileSync(path.join(root, 'openapi/recipes/referral.arazzo.yaml'), 'utf8'));
    delete document.workflows[0].steps[2].successCriteria;
    expect(() => recipeFromArazzo('referral', document)).toThrow('openapi/recipes/referral.arazzo.yaml step createFirstQuest: say what success looks like (successCriteria)');
  });
});

describe('Run in sandbox', () => {
  it.each(recipes.map((recipe) => [recipe.slug, recipe] as const))('plays %s to the end against the in-browser sandbox', async (_slug, recipe) => {
    const results: StepResult[] = [];
    await runRecipe(recipe.slug, (result) => results.push(result), async () => recipe);
    expect(results.filter((result) => !result.passed), JSON.stringify(results.filter((result) => !result.passed), null, 2)).toEqual([]);
    expect(results.map((result) => result.stepId)).toEqual(recipe.steps.map((step) => step.stepId));
  });

  it('stops at a step whose criterion the answer does not meet, and says why', async () => {
    const recipe = recipes.find((candidate) => candidate.slug === 'webhook-endpoint') as Recipe;
    const wrong: Recipe = { ...recipe, steps: recipe.steps.map((step) => (step.stepId === 'sendTestEvent' ? { ...step, successCriteria: [{ condition: "$response.body#/status == 'failed'" }] } : step)) };
    const results: StepResult[] = [];
    await runRecipe(wrong.slug, (result) => results.push(result), async () => wrong);
    expect(results.map((result) => [result.stepId, result.passed])).toEqual([
      ['registerEndpoint', true],
      ['sendTestEvent', false],
    ]);
    expect(results[1].failures).toEqual([`$response.body#/status == 'failed' (got "succeeded")`]);
  });
});
