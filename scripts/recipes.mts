/**
 * `npm run recipes:test`: lints every recipe (openapi/recipes/*.arazzo.yaml), then runs them with
 * `redocly respect` against the sandbox on loopback (scripts/recipeRuns.ts).
 *
 *   npm run recipes:test [-- <file.arazzo.yaml>…]   only the given files
 *   RECIPE_PORT=4740                                 a fixed port instead of any free one
 *   RECIPE_REPORT=test-results/recipes.json          where Respect writes its JSON report
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { recipeFiles, runRecipes } from './recipeRuns';

const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : recipeFiles();
const report = process.env.RECIPE_REPORT ?? 'test-results/recipes.json';
mkdirSync(path.dirname(report), { recursive: true });
// Lint first: a recipe Respect cannot read would fail with a less direct message.
const lint = spawnSync('npx', ['redocly', 'lint', ...files], { stdio: 'inherit' });
if (lint.status !== 0) process.exit(lint.status ?? 1);
const run = await runRecipes(files, { port: process.env.RECIPE_PORT ? Number(process.env.RECIPE_PORT) : 0, report });
// A green run prints each recipe's summary and Respect's table; a failing one prints everything
// Respect said, which names the step. A green run's full output is about 16,000 lines, mostly the
// response-schema checks the run skips (scripts/recipeServer.ts validates responses itself); the
// JSON report keeps every check.
const summaryLine = /Summary for |^\s*(Workflows|Steps|Checks): |[│┌└├]/;
process.stdout.write(run.status === 0 ? `${run.output.split('\n').filter((line) => summaryLine.test(line)).join('\n')}\n` : run.output);
process.exit(run.status);
