/**
 * The registration every tool shares (./tools.ts): annotations, input schemas that say what
 * they accept (the MCP Inspector's `--strict` portability check), and long answers in parts.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocsMcpData } from './data.js';
import { actionAndResource, createDocsServer, operationsNamedFirst } from './server.js';
import { MAX_ANSWER_CHARACTERS, answerPart, partStarts } from './tools.js';

const long = Array.from({ length: 3000 }, (_, index) => `Line ${index}: ${'x'.repeat(40)}`).join('\n');
const DOCS: DocsMcpData = {
  siteUrl: 'https://docs.guildforge.io',
  pages: [{ route: '/docs/api/errors', url: 'u', twinUrl: 't', title: 'Errors', description: 'd', section: 'API', kind: 'guide', markdown: long }],
  operations: [],
  rules: [],
  questTypes: [],
  errors: [],
  recipes: [],
};

let client: Client;
beforeAll(async () => {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createDocsServer(DOCS).connect(serverTransport);
  client = new Client({ name: 'docs-mcp-tools-test', version: '1.0.0' });
  await client.connect(clientTransport);
});
afterAll(async () => {
  await client?.close();
});

/** Subschemas with no validation keyword: they accept any value (the Inspector's portability warning). */
function unconstrained(schema: unknown, at: string): string[] {
  if (schema === true) return [at];
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const keywords = Object.keys(node).filter((key) => !['description', 'title', 'default', 'examples', '$schema'].includes(key));
  const own = keywords.length === 0 ? [at] : [];
  const children = Object.entries(node).flatMap(([key, value]) => {
    if (key === 'properties' && value && typeof value === 'object') return Object.entries(value).flatMap(([name, sub]) => unconstrained(sub, `${at}.properties.${name}`));
    if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) return value.flatMap((sub, index) => unconstrained(sub, `${at}.${key}[${index}]`));
    if (key === 'items' || key === 'additionalProperties') return value === true ? [] : unconstrained(value, `${at}.${key}`);
    return [];
  });
  return [...own, ...children];
}

describe('every tool', () => {
  it('is annotated read-only with a title, takes a cursor, and has no input that accepts anything', async () => {
    const { tools } = await client.listTools();
    expect(tools.length).toBe(9);
    for (const tool of tools) {
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: false });
      expect(tool.annotations?.title, tool.name).toBe(tool.title);
      expect(tool.title?.length, tool.name).toBeGreaterThan(5);
      expect(Object.keys(tool.inputSchema.properties ?? {}), tool.name).toContain('cursor');
      expect(unconstrained(tool.inputSchema, `${tool.name}.inputSchema`)).toEqual([]);
    }
  });

  it('sends a long answer in parts that join to the whole, each saying where it sits and how to go on', async () => {
    const parts: string[] = [];
    let cursor: string | undefined;
    for (let call = 0; call < 10; call += 1) {
      const result = (await client.callTool({ name: 'get_page', arguments: { page: '/docs/api/errors', ...(cursor ? { cursor } : {}) } })) as CallToolResult;
      const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
      expect(result.isError).toBeFalsy();
      const [body, note] = text.split('\n\n---\n');
      expect(body.length).toBeLessThanOrEqual(MAX_ANSWER_CHARACTERS);
      parts.push(body);
      cursor = /cursor "([^"]+)"/.exec(note)?.[1];
      if (!cursor) {
        expect(note).toMatch(/^Part \d+ of \d+ of this answer \(characters \d+–\d+ of \d+\)\. This is the last part\.$/);
        break;
      }
      expect(note).toMatch(/^Part \d+ of \d+ of this answer .* Call get_page again with the same arguments and cursor "part-\d+" for part \d+\.$/);
    }
    expect(parts.length).toBe(partStarts(long).length);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.join('\n')).toBe(long);
  });

  it('refuses a cursor it did not give', async () => {
    const result = (await client.callTool({ name: 'get_page', arguments: { page: '/docs/api/errors', cursor: 'part-99' } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result.content[0]).toMatchObject({ text: expect.stringContaining('cursor "part-99" is not one get_page gave') });
  });
});

describe('answerPart', () => {
  it('leaves a short answer alone and cuts a long one at line breaks', () => {
    expect(answerPart('t', 'short', undefined)).toEqual({ content: [{ type: 'text', text: 'short' }] });
    expect(answerPart('t', 'short', 'part-2').isError).toBe(true);
    const starts = partStarts('aaaa\nbbbb\ncccc\ndddd', 10);
    expect(starts).toEqual([0, 10]);
  });
});

describe('operationsNamedFirst', () => {
  it('puts the operation whose action and resource the query names before other results', () => {
    const words = new Map([
      ['/docs/API/claim-user-quest', actionAndResource('claimUserQuest')],
      ['/docs/API/list-user-rewards', actionAndResource('listUserRewards')],
    ]);
    const results = [{ id: '/docs/api/errors' }, { id: '/docs/react-guildforge' }, { id: '/docs/API/list-user-rewards' }, { id: '/docs/API/claim-user-quest' }];
    expect(operationsNamedFirst(results, 'claim a quest reward', words).map((result) => result.id)).toEqual([
      '/docs/API/claim-user-quest',
      '/docs/api/errors',
      '/docs/react-guildforge',
      '/docs/API/list-user-rewards',
    ]);
    expect(operationsNamedFirst(results, 'quest reward', words)).toEqual(results);
    expect(actionAndResource('claimUserQuest')).toEqual({ action: 'claim', resource: ['user', 'quest'] });
  });
});
