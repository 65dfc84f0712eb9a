#!/usr/bin/env node
// The `guildforge-docs-mcp` command (src/bin.ts, compiled into dist/). Committed rather than
// compiled for the reason in ../../rules/bin/guildforge-rules.js: npm links a workspace's bin at
// install time, before `npm run build` writes dist/, and skips a bin whose file is missing.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('guildforge-docs-mcp is not built yet: run `npm run build` at the root of the docs repository.');
  process.exit(1);
}
await import(entry.href);
