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
import { ACCEPTED_MEMORY_MB, REFUSED_MEMORY_MB, TIME_LIMIT_MS, hostileCases, runCase, wavHeader } from '../bench/hostile.mjs';

const dist = path.resolve(import.meta.dirname, '../dist');
const dir = mkdtempSync(path.join(tmpdir(), 'guildforge-hostile-'));
const bin = path.join(dist, 'bin.js');
// The fixtures are written once; both blocks read them (the 15,000,000-frame GIF alone is 225 MB).
const cases = hostileCases(dir);

describe('hostile inputs get a verdict in bounded time and memory', () => {
  for (const hostile of cases) {
    it(hostile.name, () => {
      const result = runCase(dist, hostile);
      expect(result.crashed, `the check died: ${result.crashed}`).toBeUndefined();
      if (hostile.expect.inputError) expect(result.inputError).toMatch(hostile.expect.inputError);
      else expect(result.inputError).toBeUndefined();
      if (hostile.expect.codes) expect(result.codes).toEqual(hostile.expect.codes);
      if (hostile.expect.message) expect(result.messages).toMatch(hostile.expect.message);
      if (hostile.expect.valid !== undefined) expect(result.valid).toBe(hostile.expect.valid);
      expect(result.ms).toBeLessThanOrEqual(TIME_LIMIT_MS);
      expect(result.maxRssMB).toBeLessThanOrEqual(hostile.kind === 'accepted' ? ACCEPTED_MEMORY_MB : REFUSED_MEMORY_MB);
    });
  }
});

describe('guildforge-rules with hostile input', () => {
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

  it('runs AudioFormat and AudioDuration (with trimSilence) on a WAV from the built command', () => {
    // One second of a 440 Hz tone at 8 kHz, 16-bit mono, with 0.25 s of silence on each side.
    const samples = Buffer.alloc(2 * 12_000);
    for (let i = 2_000; i < 10_000; i += 1) samples.writeInt16LE(Math.round(8_000 * Math.sin((2 * Math.PI * 440 * i) / 8_000)), 2 * i);
    const clip = path.join(dir, 'tone.wav');
    writeFileSync(clip, Buffer.concat([wavHeader(8_000, 1, 16, samples.length), samples]));
    const fields = path.join(dir, 'audio.json');
    const rules = [
      { rule: 'AudioFormat', params: { formats: ['wav'], sampleRates: [8000] } },
      { rule: 'AudioDuration', params: { min: 1.4, max: 2 } },
      { rule: 'AudioDuration', params: { min: 0.5, max: 1.2, trimSilence: true } },
    ];
    writeFileSync(fields, JSON.stringify({ fields: [{ key: 'clip', kind: 'audio', rules }] }));
    const child = spawnSync(process.execPath, [bin, 'check', '--fields', fields, '--file', `clip=${clip}`, '--json'], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const report = JSON.parse(child.stdout) as { results: { rule: string; status: string; measured?: Record<string, unknown> }[] };
    expect(report.results.map(({ rule, status, measured }) => ({ rule, status, measured }))).toEqual([
      { rule: 'AudioFormat', status: 'passed', measured: { format: 'wav', sampleRate: 8000, channels: 1, bitDepth: 16 } },
      { rule: 'AudioDuration', status: 'passed', measured: { duration: 1.5 } },
      { rule: 'AudioDuration', status: 'passed', measured: { duration: 1, untrimmedDuration: 1.5 } },
    ]);
  });

  it('prints only the report on stdout with --json, for every hostile file', () => {
    const withFiles = cases.filter((hostile) => hostile.job.files && !hostile.expect.inputError && hostile.kind === 'refused');
    for (const hostile of withFiles) {
      const fields = path.join(dir, `json-${withFiles.indexOf(hostile)}.json`);
      writeFileSync(fields, JSON.stringify({ fields: hostile.job.fields }));
      const args = Object.entries(hostile.job.files!).flatMap(([key, file]) => ['--file', `${key}=${file}`]);
      const child = spawnSync(process.execPath, [bin, 'check', '--fields', fields, ...args, '--json'], { encoding: 'utf8', timeout: TIME_LIMIT_MS + 5_000 });
      // Exit code 2 (a 3D file that cannot be decoded) is one sentence on stderr and nothing on stdout.
      if (child.status === 2) expect(child.stdout, hostile.name).toBe('');
      else expect(() => JSON.parse(child.stdout), `${hostile.name}: ${child.stdout.slice(0, 200)}`).not.toThrow();
    }
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
