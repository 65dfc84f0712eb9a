/**
 * Runs recipes with `redocly respect` against a fresh sandbox server, for `npm run recipes:test`
 * (scripts/recipes.mts) and the planted-fault tests (tests/unit/recipeFaults.test.ts).
 *
 * `npm run recipes:test` runs every recipe (openapi/recipes/*.arazzo.yaml) with `redocly respect`
 * against the sandbox served over HTTP on loopback (scripts/recipeServer.ts), one fresh state for
 * the run. Respect checks each step's success criteria and outputs, and each response against the
 * contract's schema; the sandbox checks each request against it. Needs `npm run generate` first
 * (the contract, the validators and generated/openapi.yaml the recipes name).
 *
 *   npm run recipes:test [-- <file.arazzo.yaml>…]   only the given files
 *   RECIPE_PORT=4740                                 a fixed port instead of any free one
 *   RECIPE_REPORT=test-results/recipes.json          where Respect writes its JSON report
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MOCK_API_KEY, MOCK_USER_TOKEN } from '../src/api/sandbox/credentials';
import { RECIPE_FILE_SUFFIX, RECIPES_DIR } from '../src/api/recipe';
import { startRecipeServer } from './recipeServer';

/** The source description every recipe names. */
export const RECIPE_SOURCE = 'guildforge';

export function recipeFiles(root = process.cwd()): string[] {
  return readdirSync(path.join(root, RECIPES_DIR))
    .filter((name) => name.endsWith(RECIPE_FILE_SUFFIX))
    .sort()
    .map((name) => path.join(RECIPES_DIR, name));
}

export interface RespectRun {
  readonly status: number;
  readonly output: string;
}

/** Runs `redocly respect` over `files` against a fresh sandbox server; the output is Respect's own. */
export async function runRecipes(files: readonly string[], options: { port?: number; report?: string; cwd?: string } = {}): Promise<RespectRun> {
  const server = await startRecipeServer(options.port ?? 0);
  try {
    const args = ['redocly', 'respect', ...files, '--server', `${RECIPE_SOURCE}=${server.url}`, '--input', `apiKey=${MOCK_API_KEY}`, '--input', `userToken=${MOCK_USER_TOKEN}`];
    // The server checks every answer against the contract itself (scripts/recipeServer.ts says why Respect's check is off).
    args.push('--severity', JSON.stringify({ SCHEMA_CHECK: 'off' }));
    if (options.report) args.push('--json-output', options.report);
    // Respect must not block this process: the server answering it lives in this process's event loop.
    return await new Promise<RespectRun>((resolve, reject) => {
      const child = spawn('npx', args, { cwd: options.cwd ?? process.cwd(), env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status: status ?? 1, output }));
    });
  } finally {
    await server.close();
  }
}

