/**
 * A recipe that no longer matches the API must fail `npm run recipes:test` and name the step
 * that broke. Each case copies a recipe, plants one fault in the copy, runs the copy with
 * `redocly respect` against the sandbox server (scripts/recipes.mts, as `npm test` runs the real
 * ones) and reads Respect's JSON report for the steps that failed. Each fault must fail exactly its
 * own step, after the steps before it passed, so a failure is the fault's and not the copying's
 * (`npm run recipes:test` runs the unchanged recipe).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRecipes } from '../../scripts/recipeRuns';

const root = path.join(import.meta.dirname, '../..');
const RECIPE = path.join(root, 'openapi/recipes/discord-role-reward.arazzo.yaml');
const work = mkdtempSync(path.join(tmpdir(), 'recipe-faults-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface ReportStep {
  readonly stepId: string;
  readonly status: string;
  readonly checks: readonly { readonly name: string; readonly passed: boolean; readonly severity?: string }[];
}

/** The copy, with its source description made absolute (it sits in a temporary folder) and `plant` applied. */
function plantedCopy(name: string, plant: (text: string) => string): string {
  const original = readFileSync(RECIPE, 'utf8').replace('url: ../../generated/openapi.yaml', `url: ${path.join(root, 'generated/openapi.yaml')}`);
  const planted = plant(original);
  expect(planted, `the fault "${name}" was not planted: the recipe changed`).not.toBe(original);
  const file = path.join(work, `${name}.arazzo.yaml`);
  writeFileSync(file, planted);
  return file;
}

/**
 * Runs one file and returns the ids of the steps whose checks failed (null when Respect refused
 * the file before running it, and so wrote no report).
 */
async function failedSteps(file: string): Promise<{ status: number; failed: string[] | null; output: string }> {
  const report = `${file}.json`;
  const run = await runRecipes([file], { report, cwd: root });
  if (!existsSync(report)) return { status: run.status, failed: null, output: run.output.replace(/\x1b\[[0-9;]*m/g, '') };
  const json = JSON.parse(readFileSync(report, 'utf8')) as { files: Record<string, { executedWorkflows: { executedSteps: ReportStep[] }[] }> };
  const steps = Object.values(json.files).flatMap((entry) => entry.executedWorkflows.flatMap((workflow) => workflow.executedSteps));
  const failed = steps.filter((step) => step.checks.some((check) => !check.passed && check.severity !== 'off')).map((step) => step.stepId);
  return { status: run.status, failed, output: run.output };
}

describe('planted faults in a recipe', { timeout: 60_000 }, () => {
  it('fails at the step whose success criterion is wrong', async () => {
    // The check answers `completed`; a recipe that expects `claimed` there is wrong.
    const file = plantedCopy('wrong-criterion', (text) => text.replace("$response.body#/status == 'completed'", "$response.body#/status == 'claimed'"));
    const result = await failedSteps(file);
    expect(result.status).not.toBe(0);
    expect(result.failed).toEqual(['checkQuest']);
    expect(result.output).toContain('checkQuest');
  });

  it('refuses a recipe whose step reads an output that no longer exists, naming the step', async () => {
    // claimQuest's output is renamed; redeemRole (step 8) still asks for the old name. Respect
    // checks the file before it runs anything.
    const file = plantedCopy('renamed-output', (text) => text.replace('          userRewardId: $response.body#/userRewards/0/id', '          grantedRewardId: $response.body#/userRewards/0/id'));
    const result = await failedSteps(file);
    expect(result.status).not.toBe(0);
    expect(result.failed).toBeNull();
    expect(result.output).toContain('Output key "userRewardId" is not defined in step "claimQuest". Available outputs: [ grantedRewardId ].');
    expect(result.output).toContain('#/workflows/0/steps/7/parameters/0/value');
  });

  it('fails at the step whose output reads a response field that no longer exists', async () => {
    // The claim's answer has no `rewardIdentifier`: a field that moved, as the contract would after a rename.
    const file = plantedCopy('moved-field', (text) => text.replace('          userRewardId: $response.body#/userRewards/0/id', '          userRewardId: $response.body#/userRewards/0/rewardIdentifier'));
    const result = await failedSteps(file);
    expect(result.status).not.toBe(0);
    expect(result.failed).toEqual(['claimQuest']);
    expect(result.output).toContain('JSON Pointer "/userRewards/0/rewardIdentifier" reaches no value');
  });

  it('fails at the step whose request lost a required field', async () => {
    // createReward requires `type`; the contract check in the sandbox answers 422.
    const file = plantedCopy('removed-field', (text) => text.replace('            type: discord_role\n', ''));
    const result = await failedSteps(file);
    expect(result.status).not.toBe(0);
    expect(result.failed).toEqual(['createRoleReward']);
    expect(result.output).toContain('createRoleReward');
  });
});
