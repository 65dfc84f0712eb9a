/**
 * The check_file tool through the SDK's client: it answers the report `guildforge-rules check
 * --json` prints for the same fields and files (the built bin runs beside it), and bad input (an
 * unreadable file, invalid fields, an unknown field) is a tool error that says what was wrong.
 * It needs no documentation data, so it runs with the unit tests, before the site build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { encode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocsMcpData } from './data.js';
import { createDocsServer } from './server.js';

const NO_DOCS: DocsMcpData = { siteUrl: 'https://docs.guildforge.io', pages: [], operations: [], rules: [], questTypes: [], errors: [], recipes: [] };
const rulesBin = path.join(path.dirname(createRequire(import.meta.url).resolve('@guildforge/rules/package.json')), 'dist/bin.js');

const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-check-file-'));
const write = (name: string, content: string | Uint8Array) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};
const gray = (width: number, height: number) => encode({ width, height, data: new Uint8Array(width * height).fill(90), channels: 1, depth: 8 });

const fields = [
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
];
const fieldsFile = write('fields.json', JSON.stringify({ name: 'Character skins', fields }));
const narrow = write('narrow.png', gray(60, 64));
const square = write('square.png', gray(64, 64));

let client: Client;

async function call(args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name: 'check_file', arguments: args })) as CallToolResult;
  return { text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n'), isError: result.isError === true };
}

beforeAll(async () => {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createDocsServer(NO_DOCS).connect(serverTransport);
  client = new Client({ name: 'check-file-test', version: '1.0.0' });
  await client.connect(clientTransport);
});

afterAll(async () => {
  await client?.close();
});

describe('check_file', () => {
  it('is listed with an input schema for fields, fieldsFile, files and values', async () => {
    const { tools } = await client.listTools();
    const tool = tools.find((entry) => entry.name === 'check_file');
    expect(Object.keys(tool?.inputSchema.properties ?? {}).sort()).toEqual(['cursor', 'fields', 'fieldsFile', 'files', 'partial', 'values']);
  });

  it.each([
    ['a failing file', narrow, 1],
    ['a passing file', square, 0],
  ])('answers the report guildforge-rules check --json prints, for %s', async (_, png, exitCode) => {
    const cli = spawnSync(process.execPath, [rulesBin, 'check', '--fields', fieldsFile, '--file', `albedo=${png}`, '--value', 'skin_name="Ember Warden"', '--json'], { encoding: 'utf8' });
    expect(cli.status).toBe(exitCode);
    const inline = await call({ fields, files: { albedo: png }, values: { skin_name: 'Ember Warden' } });
    expect(inline.isError).toBe(false);
    expect(JSON.parse(inline.text)).toEqual(JSON.parse(cli.stdout));
    const fromFile = await call({ fieldsFile, files: { albedo: png }, values: { skin_name: 'Ember Warden' } });
    expect(fromFile.text).toBe(inline.text);
  });

  it('gives the page\'s message for a failing rule and the reason for a rule left to the server', async () => {
    const { text } = await call({ fields, files: { albedo: narrow }, values: { skin_name: 'Ember Warden' } });
    const report = JSON.parse(text) as { valid: boolean; errors: unknown[]; results: { rule: string; status: string; message?: string; reason?: string }[] };
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual([{ field: 'values.albedo', code: 'image_size_mismatch', message: 'Image is 60 × 64 px; this field requires exactly 64 × 64 px', rule: 'Size' }]);
    expect(report.results.find((result) => result.rule === 'Moderation')).toMatchObject({ status: 'pending', reason: expect.stringMatching(/\S/) });
  });

  it('checks values alone, and partial skips the required fields', async () => {
    const { text } = await call({ fields, values: { skin_name: 'Al' }, partial: true });
    expect(JSON.parse(text)).toMatchObject({ valid: false, errors: [{ field: 'values.skin_name', code: 'text_length_below_min', rule: 'LengthRange' }] });
  });

  it.each([
    [{ fields, files: { albedo: path.join(dir, 'missing.png') } }, `Cannot read ${path.join(dir, 'missing.png')} for field albedo: there is no such file.`],
    [{ fields, files: { albedo: dir } }, `Cannot read ${dir} for field albedo: it is a directory.`],
    [{ fields, files: { cape: square } }, `The schema has no field cape for the file ${square}.`],
    [{ fields: [{ key: 'albedo', kind: 'picture' }] }, 'fields: fields[0].kind must be one of image, mesh, animation, audio, texture, text, number, enum, list, file; it is "picture".'],
    [{ fields: [{ key: 'Albedo', kind: 'image' }] }, 'fields: fields[0].key must be a lower_snake_case string of 1 to 64 characters; it is "Albedo".'],
    [{ fields: { name: 'no fields here' } }, "fields must hold a schema's fields: an array of objects with key and kind, or an object with such a fields array."],
    [{ fieldsFile: path.join(dir, 'nope.json') }, `Cannot read the fields file ${path.join(dir, 'nope.json')}: there is no such file.`],
    [{ fieldsFile: square }, `The fields file ${square} is not valid JSON.`],
    [{}, "Give the schema's fields either inline as fields or as a path in fieldsFile, not both or neither."],
  ])('is a tool error saying what was wrong for %j', async (args, sentence) => {
    const { text, isError } = await call(args);
    expect(isError).toBe(true);
    expect(text).toBe(sentence);
  });
});
