/**
 * The README's "In CI" command, run as a reader runs it: the line of the README, through npx, in a
 * directory of the project that installed the package (here the docs repository, whose install
 * links the workspace's bin), with the README's file names. It fails when npx cannot find the
 * installed command, as it could not from a fresh clone while the bin pointed into dist/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'fast-png';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(packageDir, '../..');
const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');

/** The command line of the README's "In CI" section, with its optional --json given or left out. */
function readmeCommand(): { withJson: string; plain: string } {
  const section = readme.split(/^## /m).find((part) => part.startsWith('In CI'));
  const line = section?.match(/^```sh\n(npx guildforge-rules [^\n]+)\n```/m)?.[1];
  if (!line) throw new Error('packages/rules/README.md has no "## In CI" section with an `npx guildforge-rules …` line in a sh block');
  if (!line.endsWith(' [--json]')) throw new Error(`The README's command no longer ends with " [--json]": ${line}`);
  const plain = line.slice(0, -' [--json]'.length);
  return { plain, withJson: `${plain} --json` };
}

// Inside the repository, as a reader's CI job runs inside their project: npx finds the command in the
// nearest node_modules/.bin. test-results/ is ignored by git and emptied by npm test.
mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
const workDir = mkdtempSync(path.join(repoRoot, 'test-results', 'rules-readme-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// The files the README's command names: a schema with the fields albedo (an image) and skin_name.
writeFileSync(
  path.join(workDir, 'fields.json'),
  JSON.stringify({
    fields: [
      { key: 'skin_name', label: 'Skin name', kind: 'text', required: true, rules: [{ rule: 'LengthRange', params: { min: 3, max: 40 } }] },
      { key: 'albedo', label: 'Albedo', kind: 'image', required: true, rules: [{ rule: 'Size', params: { width: 64, height: 64 } }] },
      { key: 'lore', label: 'Lore', kind: 'text', required: false, rules: [{ rule: 'MaxLength', params: { max: 100000, unit: 'graphemes' } }] },
    ],
  }),
);
// The text --value-file reads as it is, without JSON quoting: 84,000 characters, within MaxLength's 100,000.
writeFileSync(path.join(workDir, 'lore.txt'), 'Forged in the ember wastes. '.repeat(3000));
mkdirSync(path.join(workDir, 'build'));
writeFileSync(path.join(workDir, 'build', 'albedo.png'), encode({ width: 64, height: 64, data: new Uint8Array(64 * 64), channels: 1, depth: 8 }));

function shell(command: string) {
  // npm_config_yes=false: a command npx cannot find locally must fail here, not be fetched from the
  // registry (npx assumes --yes when stdin is not a terminal).
  const result = spawnSync('sh', ['-c', command], { cwd: workDir, encoding: 'utf8', env: { ...process.env, npm_config_yes: 'false' }, timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("the rules package README's CI command", () => {
  const { plain, withJson } = readmeCommand();

  it('prints the results grouped by field and exits 0 when no rule fails', () => {
    const { code, stdout, stderr } = shell(plain);
    expect(stderr, `${plain} wrote to stderr`).toBe('');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('skin_name');
    expect(lines).toContain('albedo');
    expect(lines).toContain('  pass    Size');
    expect(lines).toContain('lore');
    expect(stdout).toContain('3 passed, 0 failed, 0 pending');
  });

  it('prints the JSON report with --json', () => {
    const { code, stdout, stderr } = shell(withJson);
    expect(stderr, `${withJson} wrote to stderr`).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { valid: boolean; results: { field: string; rule: string; status: string }[] };
    expect(report.valid).toBe(true);
    expect(report.results.map(({ field, rule, status }) => `${field}.${rule}:${status}`)).toEqual(['skin_name.LengthRange:passed', 'albedo.Size:passed', 'lore.MaxLength:passed']);
  });

  it('answers --help with the usage line', () => {
    const { code, stdout } = shell('npx guildforge-rules --help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: guildforge-rules check --fields <fields\.json>/);
  });
});
