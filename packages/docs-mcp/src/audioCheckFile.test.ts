/**
 * The audio rules through check_file, as an MCP client calls it: the server loads the built
 * @guildforge/rules (its dist, the package's `./node` export), where a decoder imported the way the
 * browser bundle and the unit tests import it once failed to load in Node. The answer must equal
 * what the built `guildforge-rules check --json` prints for the same WAV.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocsMcpData } from './data.js';
import { createDocsServer } from './server.js';

const NO_DOCS: DocsMcpData = { siteUrl: 'https://docs.guildforge.io', pages: [], operations: [], rules: [], questTypes: [], errors: [], recipes: [] };
const rulesBin = path.join(path.dirname(createRequire(import.meta.url).resolve('@guildforge/rules/package.json')), 'dist/bin.js');
const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-audio-'));

/** 1.5 s of 16-bit mono PCM at 8 kHz: a 440 Hz tone with 0.25 s of silence on each side. */
function toneWav(): Buffer {
  const samples = Buffer.alloc(2 * 12_000);
  for (let i = 2_000; i < 10_000; i += 1) samples.writeInt16LE(Math.round(8_000 * Math.sin((2 * Math.PI * 440 * i) / 8_000)), 2 * i);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8_000, 24);
  header.writeUInt32LE(16_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const clip = path.join(dir, 'tone.wav');
writeFileSync(clip, toneWav());
const fields = [
  {
    key: 'clip',
    kind: 'audio',
    rules: [
      { rule: 'AudioFormat', params: { formats: ['wav'] } },
      { rule: 'AudioDuration', params: { min: 1.4, max: 2 } },
      { rule: 'AudioDuration', params: { min: 0.5, max: 1.2, trimSilence: true } },
    ],
  },
];
const fieldsFile = path.join(dir, 'fields.json');
writeFileSync(fieldsFile, JSON.stringify({ fields }));

let client: Client;

beforeAll(async () => {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createDocsServer(NO_DOCS).connect(serverTransport);
  client = new Client({ name: 'audio-check-file-test', version: '1.0.0' });
  await client.connect(clientTransport);
});

afterAll(async () => {
  await client?.close();
});

it('runs AudioFormat and AudioDuration on a WAV, with the answer of the built command', async () => {
  const result = (await client.callTool({ name: 'check_file', arguments: { fields, files: { clip } } })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  expect(result.isError, text).not.toBe(true);
  const report = JSON.parse(text) as { valid: boolean; results: { rule: string; status: string; measured?: Record<string, unknown> }[] };
  expect(report.results.map(({ rule, status, measured }) => ({ rule, status, measured }))).toEqual([
    { rule: 'AudioFormat', status: 'passed', measured: { format: 'wav', sampleRate: 8000, channels: 1, bitDepth: 16 } },
    { rule: 'AudioDuration', status: 'passed', measured: { duration: 1.5 } },
    { rule: 'AudioDuration', status: 'passed', measured: { duration: 1, untrimmedDuration: 1.5 } },
  ]);
  const cli = spawnSync(process.execPath, [rulesBin, 'check', '--fields', fieldsFile, '--file', `clip=${clip}`, '--json'], { encoding: 'utf8' });
  expect(cli.stderr).toBe('');
  expect(JSON.parse(cli.stdout)).toEqual(report);
});
