/**
 * The recipes as scripts/generateRecipes.mts writes them, and as the Markdown twins, llms.txt and
 * the docs MCP server read them (src/data/generated/recipes.json).
 *
 * generateRecipes writes the recipe pages from the workflow files (openapi/recipes/*.arazzo.yaml) and the bundled
 * contract (generated/openapi.json), as part of `npm run generate` (src/api/recipePage.ts says what
 * a page shows):
 * - docs/recipes/<slug>.mdx, one page per recipe (the LearnSidebar's Recipes category lists them);
 * - static/recipe-samples/<slug>/<stepId>/: each step's request in the nine languages and its
 *   documented response, imported by the page as text;
 * - src/data/generated/recipes.json: every recipe's steps with their curl, for the Markdown twins,
 *   llms.txt, the docs MCP server and the operation pages' links to the recipes that use them;
 * - src/data/generated/recipeWorkflows/<slug>.json: the workflow itself, which the page's
 *   "Run in sandbox" control loads when pressed.
 * None of these is committed.
 */
import path from 'node:path';
import { recipePath, type RecipePage } from '../src/api/recipePage';

export { loadRecipes } from '../src/api/recipeFiles';

export const root = path.resolve(import.meta.dirname, '..');
export const RECIPE_DOCS_DIR = 'docs/recipes';
export const RECIPES_DATA_FILE = 'src/data/generated/recipes.json';
export const RECIPE_WORKFLOWS_DIR = 'src/data/generated/recipeWorkflows';

/** One recipe as the twins, llms.txt and the docs MCP server read it. */
export interface RecipeSummary {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly path: string;
  readonly steps: readonly {
    readonly stepId: string;
    readonly title: string;
    readonly operationId: string;
    readonly method: string;
    readonly path: string;
    readonly reference: string;
    readonly description: string;
    readonly curl: string;
    readonly status: string;
    readonly outputs: readonly { readonly output: string; readonly pointer: string; readonly usedBy: readonly string[] }[];
  }[];
}

export function summaryOf(page: RecipePage): RecipeSummary {
  return {
    slug: page.recipe.slug,
    title: page.recipe.title,
    summary: page.recipe.summary,
    description: page.recipe.description,
    path: recipePath(page.recipe.slug),
    steps: page.steps.map((step) => ({
      stepId: step.stepId,
      title: step.title,
      operationId: step.operationId,
      method: step.method,
      path: step.path,
      reference: step.reference,
      description: step.description,
      curl: step.samples.curl,
      status: step.status,
      outputs: step.usedFields.map(({ output, pointer, usedBy }) => ({ output, pointer, usedBy })),
    })),
  };
}

