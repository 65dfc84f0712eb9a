/**
 * The recipes read from their workflow files (openapi/recipes/*.arazzo.yaml), and which recipes
 * call an operation, so each operation page links the recipes that use it
 * (src/api/operationPage.ts). Node only: pages are written at `npm run generate`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { RECIPE_FILE_SUFFIX, RECIPES_DIR, RECIPES_ROUTE, recipeFromArazzo, type Recipe } from './recipe';

export interface RecipeUse {
  readonly title: string;
  readonly route: string;
  /** The steps that call the operation, in order. */
  readonly steps: readonly { readonly stepId: string; readonly number: number }[];
}

/** Every recipe, by file name. */
export function loadRecipes(root = process.cwd()): Recipe[] {
  return readdirSync(path.join(root, RECIPES_DIR))
    .filter((name) => name.endsWith(RECIPE_FILE_SUFFIX))
    .sort()
    .map((name) => recipeFromArazzo(name.slice(0, -RECIPE_FILE_SUFFIX.length), parse(readFileSync(path.join(root, RECIPES_DIR, name), 'utf8'))));
}

let recipes: readonly Recipe[] | undefined;
const allRecipes = (root: string): readonly Recipe[] => (recipes ??= loadRecipes(root));

export function recipesUsing(operationId: string, root = process.cwd()): RecipeUse[] {
  return allRecipes(root).flatMap((recipe) => {
    const steps = recipe.steps.flatMap((step, index) => (step.operationId === operationId ? [{ stepId: step.stepId, number: index + 1 }] : []));
    return steps.length > 0 ? [{ title: recipe.title, route: `${RECIPES_ROUTE}/${recipe.slug}`, steps }] : [];
  });
}
