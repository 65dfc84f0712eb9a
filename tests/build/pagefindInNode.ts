/**
 * Pagefind's browser module in Node, over the index the build wrote to build/pagefind/: its
 * requests (below ORIGIN) are answered from build/. Used by the search build tests.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGEFIND_DIR, type Pagefind, type PagefindOptions } from '@site/src/search/pagefind';

export const BUILD = path.resolve(import.meta.dirname, '../../build');
/** Pagefind fetches its files below this origin; `answerFromBuild` reads them from build/. */
export const ORIGIN = 'http://docs.test';

/**
 * Replaces `fetch` with one that reads build/ (404 for a missing file, an error for another
 * origin), telling `onRequest` of each URL; returns the function that puts the real one back.
 */
export function answerFromBuild(onRequest: (url: URL) => void = () => undefined): () => void {
  if (!existsSync(path.join(BUILD, PAGEFIND_DIR, 'pagefind.js'))) throw new Error('No search index in build/pagefind/: run `npm run build` first.');
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin !== ORIGIN) throw new Error(`Unexpected request ${url.href}`);
    onRequest(url);
    const file = path.join(BUILD, decodeURIComponent(url.pathname));
    if (!existsSync(file)) return new Response(null, { status: 404 });
    return new Response(await readFile(file));
  }) as typeof fetch;
  return () => {
    globalThis.fetch = realFetch;
  };
}

let copy: Promise<string> | undefined;

/**
 * A fresh instance of Pagefind's browser module (each `instance` its own), given `options` and
 * initialised. It is an ES module in a folder Node reads as CommonJS, so a copy named .mjs is imported.
 */
export async function pagefindInNode(options: PagefindOptions, instance = 0): Promise<Pagefind> {
  copy ??= mkdtemp(path.join(tmpdir(), 'pagefind-')).then(async (dir) => {
    const file = path.join(dir, 'pagefind.mjs');
    await copyFile(path.join(BUILD, PAGEFIND_DIR, 'pagefind.js'), file);
    return file;
  });
  const pagefind = (await import(`${pathToFileURL(await copy).href}?instance=${instance}`)) as Pagefind;
  await pagefind.options({ basePath: `${ORIGIN}/${PAGEFIND_DIR}`, baseUrl: '/', ...options });
  await pagefind.init();
  return pagefind;
}
