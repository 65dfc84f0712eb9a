/**
 * Hostile input for the MCP server (issue 45, item 25 and the worker): every line gets the answer
 * JSON-RPC 2.0 requires (a parse error for a line that is not JSON, an invalid request for JSON
 * that is not a message, an array of answers for a batch), and check_file runs in a worker thread,
 * so a slow check never holds up another call and a check past its time limit is stopped.
 * The server runs in this process on the transport the bin uses, over in-memory streams.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInWorker } from './checkInWorker.js';
import type { DocsMcpData } from './data.js';
import { JsonRpcStdioServerTransport } from './jsonRpcStdio.js';
import { createDocsServer } from './server.js';

const DOCS: DocsMcpData = {
  siteUrl: 'https://docs.guildforge.io',
  pages: [{ route: '/docs/learn/claims', url: 'u', twinUrl: 't', title: 'Claiming quests', description: 'd', section: 'Learn', kind: 'guide', markdown: 'Claim a quest with an idempotency key.' }],
  operations: [],
  rules: [],
  questTypes: [],
  errors: [],
  recipes: [],
};

/**
 * A closed sphere of 12,640 triangles as a binary STL. ConvexShape compared every face with every
 * vertex on the thread that ran it: seconds without a break, during which an MCP server that
 * checked on its own thread answered nothing else.
 */
function sphereStl(segments = 80): Buffer {
  const point = (i: number, j: number) => {
    const theta = (Math.PI * i) / segments;
    const phi = (2 * Math.PI * j) / segments;
    return [Math.sin(theta) * Math.cos(phi), Math.sin(theta) * Math.sin(phi), Math.cos(theta)];
  };
  const triangles: number[][][] = [];
  for (let i = 0; i < segments; i += 1) {
    for (let j = 0; j < segments; j += 1) {
      const [a, b, c, d] = [point(i, j), point(i + 1, j), point(i + 1, j + 1), point(i, j + 1)];
      if (i > 0) triangles.push([a, b, d]);
      if (i < segments - 1) triangles.push([b, c, d]);
    }
  }
  const stl = Buffer.alloc(84 + triangles.length * 50);
  stl.writeUInt32LE(triangles.length, 80);
  triangles.forEach((triangle, index) => triangle.flat().forEach((value, at) => stl.writeFloatLE(value, 84 + index * 50 + 12 + at * 4)));
  return stl;
}

/** A 2048 × 2048 RGBA PNG of zero samples (16 KB): decoding it and measuring every pixel takes a second or more. */
function largePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
    return out;
  };
  const side = 2048;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 6;
  const pixels = deflateSync(Buffer.alloc((1 + side * 4) * side), { level: 9 });
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-hostile-'));
const slowFile = path.join(dir, 'large.png');
writeFileSync(slowFile, largePng());
const sphereFile = path.join(dir, 'sphere.stl');
writeFileSync(sphereFile, sphereStl());
const slowJob = {
  fields: [
    { key: 'model', label: 'Model', kind: 'mesh', rules: [{ rule: 'ConvexShape', params: {} }] },
    { key: 'art', label: 'Art', kind: 'image', rules: [{ rule: 'HueRange', params: { minHue: 0, maxHue: 360 } }] },
  ],
  files: { model: sphereFile, art: slowFile },
};

type Answer = { jsonrpc: string; id: string | number | null; result?: { content?: { text: string }[] }; error?: { code: number; message: string } };

const input = new PassThrough();
const output = new PassThrough();
/** Every line the server wrote, parsed, in order. */
const lines: unknown[] = [];
let waiters: (() => void)[] = [];
let pending = '';
output.on('data', (data: Buffer) => {
  pending += data.toString('utf8');
  const parts = pending.split('\n');
  pending = parts.pop()!;
  for (const part of parts) lines.push(JSON.parse(part));
  for (const wake of waiters) wake();
  waiters = [];
});

const send = (line: string) => input.write(`${line}\n`);
const message = (id: number | string | undefined, method: string, params?: unknown) => JSON.stringify({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, ...(params ? { params } : {}) });

/** Waits for the first line after `from` that `match` accepts; its index and value. */
async function lineWhere(match: (line: unknown) => boolean, from = 0, timeoutMs = 20_000): Promise<{ index: number; line: unknown }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const index = lines.findIndex((line, at) => at >= from && match(line));
    if (index >= 0) return { index, line: lines[index] };
    if (Date.now() > deadline) throw new Error(`no matching answer within ${timeoutMs} ms; got ${JSON.stringify(lines.slice(from))}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 100);
    });
  }
}
const answerTo = (id: number | string, from = 0) => lineWhere((line) => !Array.isArray(line) && (line as Answer).id === id, from).then((found) => found.line as Answer);

beforeAll(async () => {
  await createDocsServer(DOCS).connect(new JsonRpcStdioServerTransport(input, output));
  send(message(0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'hostile-test', version: '1.0.0' } }));
  await answerTo(0);
  send(message(undefined, 'notifications/initialized'));
});

afterAll(() => {
  input.end();
});

describe('JSON-RPC 2.0 answers to lines that are not one request', () => {
  it('answers a line that is not JSON with a parse error (-32700, id null)', async () => {
    const from = lines.length;
    send('{"jsonrpc": "2.0", "id": 7, "method": "ping"');
    const { line } = await lineWhere(() => true, from);
    expect(line).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringContaining('Parse error') } });
  });

  it.each([
    ['an object without a method', '{"jsonrpc":"2.0","id":8}', 8],
    ['a message of JSON-RPC 1.0', '{"id":9,"method":"ping","params":[]}', 9],
    ['a number', '42', null],
    ['an empty batch', '[]', null],
  ])('answers %s with an invalid request (-32600)', async (_name, text, id) => {
    const from = lines.length;
    send(text);
    const { line } = await lineWhere(() => true, from);
    expect(line).toEqual({ jsonrpc: '2.0', id, error: { code: -32600, message: expect.stringContaining('Invalid Request') } });
  });

  it('answers a batch with one array of its answers, in order, without the notification\'s', async () => {
    const from = lines.length;
    send(JSON.stringify([JSON.parse(message(11, 'ping')), JSON.parse(message(undefined, 'notifications/cancelled', { requestId: 99 })), JSON.parse(message(12, 'tools/call', { name: 'search_docs', arguments: { query: 'claim' } })), { jsonrpc: '2.0', id: 13 }, JSON.parse(message(14, 'no/such_method'))]));
    const { line } = await lineWhere((candidate) => Array.isArray(candidate), from);
    const batch = line as Answer[];
    expect(batch.map((answer) => answer.id)).toEqual([11, 12, 13, 14]);
    expect(batch[0]).toEqual({ jsonrpc: '2.0', id: 11, result: {} });
    expect(batch[1]!.result!.content![0]!.text).toContain('Claiming quests');
    expect(batch[2]!.error!.code).toBe(-32600);
    expect(batch[3]!.error!.code).toBe(-32601);
  });

  it('answers nothing to a batch of notifications only, and keeps serving', async () => {
    const from = lines.length;
    send(JSON.stringify([JSON.parse(message(undefined, 'notifications/cancelled', { requestId: 1 }))]));
    send(message(15, 'ping'));
    const { index } = await lineWhere((line) => (line as Answer).id === 15, from);
    expect(index).toBe(from);
  });
});

describe('check_file in a worker thread', () => {
  it('answers search_docs while a slow check is in flight', async () => {
    // A small check first, so that the rule modules are loaded when the slow one starts (as they are after a server's first check).
    const small = path.join(dir, 'small.stl');
    writeFileSync(small, sphereStl(4));
    send(message(20, 'tools/call', { name: 'check_file', arguments: { fields: slowJob.fields.slice(0, 1), files: { model: small } } }));
    await answerTo(20);
    const from = lines.length;
    send(message(21, 'tools/call', { name: 'check_file', arguments: slowJob }));
    // A search every 200 ms while the check runs. The server shares this test's thread, so a check
    // that held the thread would hold this loop too: what is measured is each round, search and pause.
    const rounds: number[] = [];
    let checked = false;
    void answerTo(21, from).then(() => (checked = true));
    for (let id = 100; !checked; id += 1) {
      const started = performance.now();
      send(message(id, 'tools/call', { name: 'search_docs', arguments: { query: 'idempotency' } }));
      const search = await answerTo(id, from);
      expect(search.result!.content![0]!.text).toContain('Claiming quests');
      await new Promise((resolve) => setTimeout(resolve, 200));
      rounds.push(performance.now() - started);
    }
    const check = await answerTo(21, from);
    expect(rounds.length).toBeGreaterThan(2);
    // A round is a 200 ms pause and a search of one page; a second is the margin for a loaded machine, far below the check's seconds.
    expect(Math.max(...rounds)).toBeLessThan(1200);
    const report = JSON.parse(check.result!.content![0]!.text) as { results: { rule: string }[] };
    expect(report.results.map((result) => result.rule)).toEqual(['ConvexShape', 'HueRange']);
  }, 70_000);

  it('stops a check at its time limit and says so', async () => {
    const outcome = await checkInWorker(slowJob, { timeLimitMs: 200, heapLimitMb: 1024 });
    expect(outcome).toEqual({ failure: expect.stringContaining('ran for 0.2 s, the checker\'s time limit, and was stopped with no verdict') });
  });

  it('answers bad input from the worker as the tool error it was', async () => {
    const outcome = await checkInWorker({ fields: [{ key: 'art', kind: 'image' }], files: { nope: slowFile } });
    expect(outcome).toEqual({ inputError: `The schema has no field nope for the file ${slowFile}.` });
  });
});
