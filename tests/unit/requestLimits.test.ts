/**
 * The request limits the API description states in prose have a number beside them, which programs
 * read: `info.x-max-request-body-bytes` (the sandbox answers 413 `payload_too_large` above it, and
 * check_file and guildforge-rules take schemas and values up to it) and `x-max-json-bytes` on a
 * body property (the sandbox answers 422 `field_too_long`). This test keeps the prose, the
 * catalogue and the packages' own figures true to those numbers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { findError } from '@site/src/data/errors';
import { MAX_ARGUMENT_JSON } from '../../packages/docs-mcp/src/server';
import { MAX_FIELDS_FILE_BYTES } from '../../packages/rules/src/local';

const root = path.join(import.meta.dirname, '../..');
type Json = Record<string, unknown>;
const description = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as { info: Json & { description: string } };
const bodyBytes = description.info['x-max-request-body-bytes'] as number;
const mebibytes = (bytes: number) => `${bytes / 2 ** 20} MiB`;

describe('the request body limit', () => {
  it('is a whole number of MiB, stated in the description\'s Requests section', () => {
    expect(Number.isInteger(bodyBytes / 2 ** 20)).toBe(true);
    const section = /## Requests and responses\n([\s\S]*?)\n\s*## /.exec(description.info.description)?.[1] ?? '';
    expect(section.replace(/\s+/g, ' ')).toContain(`at most ${mebibytes(bodyBytes)}.`);
  });

  it('is the figure of payload_too_large in the error catalogue', () => {
    expect(findError('payload_too_large').description).toContain(`larger than ${mebibytes(bodyBytes)}`);
  });

  it('bounds what check_file and guildforge-rules read as a schema or a value', () => {
    expect(MAX_ARGUMENT_JSON).toBe(bodyBytes);
    expect(MAX_FIELDS_FILE_BYTES).toBe(bodyBytes);
  });
});

describe('x-max-json-bytes', () => {
  const found: { where: string; bytes: number; description: string }[] = [];
  const walk = (node: unknown, where: string) => {
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Json;
    if (typeof schema['x-max-json-bytes'] === 'number') found.push({ where, bytes: schema['x-max-json-bytes'], description: String(schema.description ?? '') });
    for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
  };
  for (const file of readdirSync(path.join(root, 'openapi/paths'))) walk(parse(readFileSync(path.join(root, 'openapi/paths', file), 'utf8')), file);

  it('is stated in the description of each property that carries it', () => {
    expect(found.length).toBeGreaterThan(0);
    for (const { where, bytes, description: text } of found) expect(text, where).toContain(`at most ${bytes / 1024} KiB (${bytes} bytes) of JSON`);
  });
});
