#!/usr/bin/env node
/** The `guildforge-webhooks` command (see cli.ts). */
import { main } from './cli.js';

process.exitCode = await main(process.argv.slice(2));
