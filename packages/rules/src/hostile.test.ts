/**
 * Hostile inputs (bench/hostile.mts): each case runs in its own Node process with a heap limit and
 * must give its verdict within 10 s of checking, under 1 GiB of peak memory when the API accepts
 * the input and under 256 MB when it is refused from its header, declared sizes or length. The
 * child measures its own peak RSS, so a decoder that allocates outside the JavaScript heap counts
 * too. The fixtures are small files that declare huge sizes, generated here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_MEMORY_MB, REFUSED_MEMORY_MB, TIME_LIMIT_MS, hostileCases, runCase } from '../bench/hostile.mjs';

const dist = path.resolve(import.meta.dirname, '../dist');
const dir = mkdtempSync(path.join(tmpdir(), 'guildforge-hostile-'));
const bin = path.join(dist, 'bin.js');

describe('hostile inputs get a verdict in bounded time and memory', () => {
  for (const hostile of hostileCases(dir)) {
    it(hostile.name, () => {
      const result = runCase(dist, hostile);
      expect(result.crashed, `the check died: ${result.crashed}`).toBeUndefined();
      if (hostile.expect.inputError) expect(result.inputError).toMatch(hostile.expect.inputError);
      else expect(result.inputError).toBeUndefined();
      if (hostile.expect.codes) expect(result.codes).toEqual(hostile.expect.codes);
      if (hostile.expect.valid !== undefined) expect(result.valid).toBe(hostile.expect.valid);
      expect(result.ms).toBeLessThanOrEqual(TIME_LIMIT_MS);
      expect(result.maxRssMB).toBeLessThanOrEqual(hostile.kind === 'accepted' ? ACCEPTED_MEMORY_MB : REFUSED_MEMORY_MB);
    });
  }
});

describe('guildforge-rules with hostile input', () => {
  const cases = hostileCases(path.join(dir, 'cli'));
  const named = (start: string) => cases.find((hostile) => hostile.name.startsWith(start))!;

  it('exits 1 on an unknown rule name, as on any schema the API refuses', () => {
    const { job } = named('rule names');
    const fields = path.join(dir, 'unknown-rules.json');
    writeFileSync(fields, JSON.stringify({ fields: job.fields }));
    const child = spawnSync(process.execPath, [bin, 'check', '--fields', fields, '--value', 'bio="text"', '--json'], { encoding: 'utf8' });
    expect(child.status).toBe(1);
    const report = JSON.parse(child.stdout) as { errors: { field: string; code: string }[] };
    expect(report.errors.map((error) => `${error.field} ${error.code}`)).toEqual([0, 1, 2, 3].map((index) => `fields[0].rules[${index}].rule field_enum_mismatch`));
  });

  it('reads a 100,000-character text value from a file with --value-file', () => {
    const { job } = named('MaxLength');
    const fields = path.join(dir, 'graphemes.json');
    writeFileSync(fields, JSON.stringify({ fields: job.fields }));
    const child = spawnSync(process.execPath, [bin, 'check', '--fields', fields, '--value-file', `bio=${job.valueFiles!.bio}`, '--json'], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(1);
    const report = JSON.parse(child.stdout) as { results: { measured?: { length?: number } }[] };
    expect(report.results[0]!.measured!.length).toBe(50_000);
  });

  it('answers a FIFO with one sentence and exit code 2 instead of waiting for a writer', async () => {
    const { job } = named('a FIFO');
    const fields = path.join(dir, 'image.json');
    writeFileSync(fields, JSON.stringify({ fields: job.fields }));
    const child = spawn(process.execPath, [bin, 'check', '--fields', fields, '--file', `art=${job.files!.art}`]);
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
      child.on('exit', (status) => {
        clearTimeout(timer);
        resolve(status);
      });
    });
    expect(code).toBe(2);
    expect(stderr).toMatch(/is a FIFO \(named pipe\), not a regular file\.\n$/);
  });
});
