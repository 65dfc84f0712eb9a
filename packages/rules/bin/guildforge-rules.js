#!/usr/bin/env node
// The `guildforge-rules` command (src/bin.ts, compiled into dist/). This file is committed rather
// than compiled because npm links a workspace's bin when the docs repository is installed, before
// `npm run build` writes dist/, and it skips a bin whose file is missing: npx then looks for the
// command in the registry instead.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('guildforge-rules is not built yet: run `npm run build` (or `npm run generate`) at the root of the docs repository.');
  process.exit(2);
}
await import(entry.href);
