#!/usr/bin/env node
/**
 * guildforge-docs-mcp: the Guildforge docs over MCP on stdin/stdout.
 *   guildforge-docs-mcp [--data <docs.json>]
 * stdout carries the protocol only; messages for people go to stderr.
 */
import { BoundedLines } from './boundedInput.js';
import { loadData } from './data.js';
import { JsonRpcStdioServerTransport } from './jsonRpcStdio.js';
import { createDocsServer } from './server.js';

const dataFlag = process.argv.indexOf('--data');
const dataFile = dataFlag >= 0 ? process.argv[dataFlag + 1] : undefined;

try {
  const data = loadData(dataFile);
  const server = createDocsServer(data);
  const input = process.stdin.pipe(new BoundedLines((answer) => process.stdout.write(answer)));
  await server.connect(new JsonRpcStdioServerTransport(input, process.stdout));
  console.error(`guildforge-docs-mcp: serving ${data.pages.length} pages and ${data.operations.length} operations on stdio`);
} catch (error) {
  console.error(`guildforge-docs-mcp: ${(error as Error).message}`);
  process.exit(1);
}
