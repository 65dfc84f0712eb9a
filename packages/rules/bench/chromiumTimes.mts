/**
 * Times `validateAgainstSchema` in Chromium for the package benches (./bench.mts, ./meshBench.mts):
 * serves the esbuild output directory and one input file from a local server, imports the
 * package's entry chunk in a page, and checks a copy of the file `runs` times against `field`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };

export interface ChromiumTiming {
  /** The esbuild output directory; the input file is written into it. */
  readonly outdir: string;
  /** The output file that exports `validateAgainstSchema`. */
  readonly entryChunk: string;
  /** The input file's name and bytes. */
  readonly file: { readonly name: string; readonly bytes: Uint8Array };
  /** The schema field, and the key under which the file is passed as its value. */
  readonly field: unknown;
  readonly valueKey: string;
  readonly runs: number;
}

/** Chromium's version and the time of each run, in milliseconds. */
export async function chromiumTimes({ outdir, entryChunk, file, field, valueKey, runs }: ChromiumTiming): Promise<{ version: string; times: number[] }> {
  writeFileSync(path.join(outdir, 'index.html'), '<!doctype html><title>bench</title>');
  writeFileSync(path.join(outdir, file.name), file.bytes);
  const server = createServer((request, response) => {
    const served = path.join(outdir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(served);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  }).listen(0);
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/index.html`);
    const times = await page.evaluate(
      async ({ entry, input, field, valueKey, runs }) => {
        const rules = (await import(entry)) as { validateAgainstSchema: (fields: unknown[], values: unknown) => Promise<unknown> };
        const bytes = new Uint8Array(await (await fetch(input)).arrayBuffer());
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const copy = new Uint8Array(bytes);
          const started = performance.now();
          await rules.validateAgainstSchema([field], { [valueKey]: { bytes: copy } });
          times.push(performance.now() - started);
        }
        return times;
      },
      { entry: `/${path.basename(entryChunk)}`, input: `/${file.name}`, field, valueKey, runs },
    );
    return { version: browser.version(), times };
  } finally {
    await browser.close();
    server.close();
  }
}
