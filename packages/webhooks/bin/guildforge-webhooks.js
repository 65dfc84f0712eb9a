#!/usr/bin/env node
// The `guildforge-webhooks` command (src/bin.ts, compiled into dist/). Committed rather than
// compiled for the same reason as guildforge-rules' own: npm links a workspace's bin when the docs
// repository is installed, before `npm run generate` writes dist/, and skips a bin whose file is
// missing, so npx would then look for the command in the registry.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('guildforge-webhooks is not built yet: run `npm run generate` (or `npm run build`) at the root of the docs repository.');
  process.exit(2);
}
await import(entry.href);
