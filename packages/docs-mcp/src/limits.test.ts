/**
 * Argument bounds of the MCP server: an argument past a bound is a tool error that names it, and a
 * message too large for the stdio reader is answered instead of ending the session.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedLines, MAX_MESSAGE_BYTES } from './boundedInput.js';
import type { DocsMcpData } from './data.js';
import { MAX_ARGUMENT_JSON, MAX_QUERY_LENGTH, createDocsServer } from './server.js';

const DOCS: DocsMcpData = {
  siteUrl: 'https://docs.guildforge.io',
  pages: [{ route: '/docs/learn/claims', url: 'u', twinUrl: 't', title: 'Claiming quests', description: 'd', section: 'Learn', kind: 'guide', markdown: 'Claim a quest with an idempotency key.' }],
  operations: [],
  rules: [],
  questTypes: [],
  errors: [],
  recipes: [],
};

let client: Client;

async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n'), isError: result.isError === true };
}

beforeAll(async () => {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createDocsServer(DOCS).connect(serverTransport);
  client = new Client({ name: 'limits-test', version: '1.0.0' });
  await client.connect(clientTransport);
});

afterAll(async () => {
  await client?.close();
});

describe('argument bounds', () => {
  it('refuses a search query above the length limit with a tool error, and answers one within it', async () => {
    const long = await call('search_docs', { query: 'quest '.repeat(MAX_QUERY_LENGTH) });
    expect(long.isError).toBe(true);
    expect(long.text).toContain(`at most ${MAX_QUERY_LENGTH} characters`);
    const many = await call('search_docs', { query: 'quest '.repeat(40).trim() });
    expect(many.isError).toBe(true);
    expect(many.text).toContain('at most 32 words');
    const fine = await call('search_docs', { query: 'claim quest' });
    expect(fine.isError).toBe(false);
    expect(fine.text).toContain('Claiming quests');
  });

  it('refuses check_file values above 1 MiB of JSON before reading anything', async () => {
    const result = await call('check_file', { fields: [{ key: 'bio', kind: 'text' }], values: { bio: 'a'.repeat(MAX_ARGUMENT_JSON) } });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('the API\'s request body limit');
  });
});

describe('BoundedLines', () => {
  it('passes messages within the limit and answers an oversized one with a tool error for its id', () => {
    const answers: string[] = [];
    const passed: Buffer[] = [];
    const lines = new BoundedLines((answer) => answers.push(answer), 1000);
    lines.on('data', (data: Buffer) => passed.push(Buffer.from(data)));
    const small = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })}\n`;
    const big = `${JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'check_file', arguments: { values: { bio: 'a'.repeat(5000) } } } })}\n`;
    // Arrives in pieces, as a pipe delivers it.
    for (const piece of [small + big.slice(0, 700), big.slice(700, 3000), big.slice(3000) + small]) lines.write(Buffer.from(piece));
    expect(Buffer.concat(passed).toString()).toBe(small + small);
    expect(answers).toHaveLength(1);
    const answer = JSON.parse(answers[0]!) as { id: number; result: { isError: boolean; content: { text: string }[] } };
    expect(answer.id).toBe(7);
    expect(answer.result.isError).toBe(true);
    expect(answer.result.content[0]!.text).toContain('this server reads messages of at most 1000 bytes');
    expect(MAX_MESSAGE_BYTES).toBeGreaterThan(2 * MAX_ARGUMENT_JSON);
  });
});
