#!/usr/bin/env node
/** The `guildforge-rules` command (see cli.ts). */
import { main } from './cli.js';

// stdout carries the report only. Decoders that print (omggif's warnings, draco3d's Emscripten
// runtime) use console.log, so everything but the report goes to stderr.
console.log = console.info = console.debug = console.error;

// A reader piping the output into `head` closes the pipe early: stop quietly, not with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2));
