/**
 * The guildforge-rules command as CI runs it: the built bin in a child process, its exit codes
 * (0 no rule failed, 1 a rule failed, 2 bad usage or unreadable input), one sentence on stderr for
 * bad usage, the JSON report and the human output grouped by field.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encode } from 'fast-png';
import { describe, expect, it, vi } from 'vitest';
import { main } from './cli.js';

const bin = path.resolve(import.meta.dirname, '../dist/bin.js');
const dir = mkdtempSync(path.join(tmpdir(), 'guildforge-rules-'));
const write = (name: string, content: string | Uint8Array) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

const png = (width: number, height: number) => encode({ width, height, data: new Uint8Array(width * height), channels: 1, depth: 8 });

const fields = write(
  'fields.json',
  JSON.stringify({
    fields: [
      { key: 'skin_name', label: 'Skin name', kind: 'text', required: true, rules: [{ rule: 'LengthRange', params: { min: 3, max: 40 } }] },
      {
        key: 'albedo',
        label: 'Albedo',
        kind: 'image',
        required: true,
        rules: [
          { rule: 'ImageFormat', params: { formats: ['png'] } },
          { rule: 'Size', params: { width: 64, height: 64 } },
          { rule: 'Moderation', params: {} },
        ],
      },
    ],
  }),
);
const good = write('good.png', png(64, 64));
const narrow = write('narrow.png', png(60, 64));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('guildforge-rules check', () => {
  it('exits 0 and prints the report as JSON when no rule fails', () => {
    const { code, stdout, stderr } = run('check', '--fields', fields, '--file', `albedo=${good}`, '--value', 'skin_name="Ember Warden"', '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { valid: boolean; errors: unknown[]; results: { field: string; rule: string; status: string; reason?: string }[] };
    expect(report.valid).toBe(true);
    expect(report.errors).toEqual([]);
    expect(report.results.map(({ field, rule, status }) => `${field}.${rule}:${status}`)).toEqual([
      'skin_name.LengthRange:passed',
      'albedo.ImageFormat:passed',
      'albedo.Size:passed',
      'albedo.Moderation:pending',
    ]);
    expect(report.results[3]!.reason).toMatch(/moderation/);
  });

  it('exits 1 when a rule fails, with the code and message of the rule page', () => {
    const { code, stdout } = run('check', '--fields', fields, '--file', `albedo=${narrow}`, '--value', 'skin_name="Ember Warden"', '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { valid: boolean; errors: { field: string; code: string; message: string; rule?: string }[] };
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual([
      { field: 'values.albedo', code: 'image_size_mismatch', message: 'Image is 60 × 64 px; this field requires exactly 64 × 64 px', rule: 'Size' },
    ]);
  });

  it('exits 1 for a missing required field and groups the human output by field', () => {
    const { code, stdout } = run('check', '--fields', fields, '--file', `albedo=${narrow}`);
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('skin_name');
    expect(lines[1]).toMatch(/^ {2}FAIL {2}submission_field_missing: Field skin_name is required\.$/);
    expect(lines[2]).toBe('albedo');
    expect(lines).toContain('  FAIL    Size  image_size_mismatch: Image is 60 × 64 px; this field requires exactly 64 × 64 px');
    expect(stdout).toMatch(/2 passed|1 passed/);
  });

  it('exits 2 with one sentence on stderr, never a stack trace, for bad usage', () => {
    const { code, stdout, stderr } = run('check', '--fields', fields, '--file', 'albedo');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('guildforge-rules: --file albedo is not of the form KEY=PATH.\n');
  });

  // The other usage errors run in-process: the same main() the bin calls, without a Node start each.
  it.each([
    [[], /No command given/],
    [['lint'], /Unknown command "lint"/],
    [['check'], /--fields <fields\.json> is required/],
    [['check', '--fields', path.join(dir, 'missing.json')], /Cannot read the fields file/],
    [['check', '--fields', good], /is not valid JSON/],
    [['check', '--fields', fields, '--file', `cape=${good}`], /the schema has no field cape/],
    [['check', '--fields', fields, '--file', `albedo=${path.join(dir, 'nope.png')}`], /Cannot read .*nope\.png for field albedo/],
    [['check', '--fields', fields, '--value', 'skin_name=Ember'], /is not JSON; quote text values/],
    [['check', '--fields', fields, '--verbose'], /Unknown option "--verbose"/],
  ])('exits 2 with one sentence on stderr for %j', async (args, sentence) => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await main(args as string[])).toBe(2);
      expect(stdout).not.toHaveBeenCalled();
      expect(stderr).toHaveBeenCalledTimes(1);
      const written = String(stderr.mock.calls[0]![0]);
      expect(written).toMatch(sentence);
      expect(written.trim().split('\n')).toHaveLength(1);
    } finally {
      stderr.mockRestore();
      stdout.mockRestore();
    }
  });
});
