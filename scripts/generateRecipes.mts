/**
 * `npm run generate` step: writes the recipe pages, their samples and data from the workflow
 * files and the bundled contract (scripts/recipeData.ts lists what and where).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeSampleLanguages } from '../src/config/codeSampleLanguages';
import { RECIPE_SAMPLES_DIR, recipeOperations, recipePage, recipePageMdx, stepResponseFile, stepSampleFile } from '../src/api/recipePage';
import { loadRecipes, RECIPE_DOCS_DIR, RECIPE_WORKFLOWS_DIR, RECIPES_DATA_FILE, root, summaryOf } from './recipeData';

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const openapi = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as Record<string, unknown>;
const operations = recipeOperations(openapi);
const schemes = ((openapi.components as Record<string, unknown>).securitySchemes ?? {}) as Record<string, Record<string, string>>;
for (const dir of [RECIPE_DOCS_DIR, RECIPE_SAMPLES_DIR, RECIPE_WORKFLOWS_DIR]) rmSync(path.join(root, dir), { recursive: true, force: true });
const pages = loadRecipes().map((recipe) => recipePage(recipe, operations, schemes));
pages.forEach((page, index) => {
  write(`${RECIPE_DOCS_DIR}/${page.recipe.slug}.mdx`, recipePageMdx(page, index + 1));
  for (const step of page.steps) {
    for (const language of codeSampleLanguages) write(stepSampleFile(page.recipe.slug, step.stepId, language), step.samples[language.language]);
    write(stepResponseFile(page.recipe.slug, step.stepId), step.response);
  }
  write(`${RECIPE_WORKFLOWS_DIR}/${page.recipe.slug}.json`, `${JSON.stringify(page.recipe, null, 2)}\n`);
});
write(RECIPES_DATA_FILE, `${JSON.stringify(pages.map(summaryOf), null, 2)}\n`);
console.log(`generateRecipes: ${pages.length} recipes, ${pages.reduce((count, page) => count + page.steps.length, 0)} steps`);
