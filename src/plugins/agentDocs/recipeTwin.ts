/**
 * The Markdown twin of a recipe page (`/docs/recipes/<slug>.md`): every step in order, what it
 * does and why, the operation it calls with a link to its twin, its curl, and the response fields
 * later steps read. From src/data/generated/recipes.json, which scripts/generateRecipes.mts writes
 * from the workflow files (openapi/recipes/), the same data as the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RecipeSummary } from '../../../scripts/recipeData';
import type { LinkResolver } from './links';
import { code, codeBlock, heading, joinPhrasing, link, list, paragraph, plainText, serialize, text, type Block } from './mdast';

export const RECIPES_DATA = 'src/data/generated/recipes.json';

export function loadRecipeSummaries(siteDir: string): RecipeSummary[] {
  return JSON.parse(readFileSync(path.join(siteDir, RECIPES_DATA), 'utf8')) as RecipeSummary[];
}

export function recipeTwin(recipe: RecipeSummary, links: LinkResolver): string {
  const blocks: Block[] = [
    heading(1, recipe.title),
    { type: 'blockquote', children: [paragraph(text(recipe.summary))] },
    ...plainText(recipe.description),
    paragraph(
      text('This recipe is an Arazzo 1.0 workflow that runs against the sandbox in every test run. Replace each '),
      code('<stepId.output>'),
      text(' with that output of the earlier step, '),
      code('<USER_TOKEN>'),
      text(' and '),
      code('<PROJECT_API_KEY>'),
      text(' with your credentials, and send a new UUID for each '),
      code('<IDEMPOTENCY_KEY>'),
      text('.'),
    ),
    heading(2, 'Steps'),
    list(
      recipe.steps.map((step) => [code(step.stepId), text(`: ${step.title} (`), code(`${step.method} ${step.path}`), text(')')]),
      true,
    ),
  ];
  recipe.steps.forEach((step, index) => {
    blocks.push(
      heading(2, `${index + 1}. ${step.title}`),
      paragraph(code(step.stepId), text(': '), code(`${step.method} ${step.path}`), text(', '), link(links.resolve(step.reference), step.operationId), text('.')),
      ...plainText(step.description),
      codeBlock('bash', step.curl.trimEnd()),
      paragraph(text(`Success: status ${step.status}.`)),
    );
    if (step.outputs.length > 0) {
      blocks.push(
        paragraph(
          text('Later steps read: '),
          ...joinPhrasing(
            step.outputs.map((output) => [code(output.pointer), text(' as '), code(`<${step.stepId}.${output.output}>`), text(` (${output.usedBy.join(', ')})`)]),
            '; ',
          ),
          text('.'),
        ),
      );
    }
  });
  return `${serialize(blocks)}\n`;
}
