/**
 * Example files shown in code blocks, as the browser bundle sees them.
 *
 * Guides show example files with `import app from '@site/examples/react/App.tsx?raw'` and
 * `<CodeBlock …>{app}</CodeBlock>`. The server bundle gets the file's text and renders it.
 * The browser bundle gets a deferred source instead (src/plugins/rawSource.ts): the page's
 * HTML already holds the code, so the text is not sent a second time inside the page's
 * script. The React guide's 22 examples were about 11 KiB of its first-load JS.
 *
 * The browser needs the text in two cases only, both handled by the CodeBlock wrapper:
 * the copy button, which copies the code read back from the server's markup, and a code
 * block rendered in the browser (after a client-side navigation), which loads the text,
 * one chunk per examples directory.
 */

const DEFERRED = Symbol.for('guildforge.deferredSource');

export interface DeferredSource {
  readonly [DEFERRED]: true;
  /** The file, relative to the site directory. */
  readonly file: string;
  /** The file's text, once loaded. */
  readonly text: string | undefined;
  /** Loads the text; the same promise every time. */
  load(): Promise<string>;
}

/**
 * True once the first page has hydrated. A page reached after that renders its code blocks
 * in the browser, so its sources start loading as soon as its chunk is evaluated, which
 * Docusaurus does before it renders the page.
 */
let rendersInBrowser = false;

/** Called after the first page has hydrated (src/clientModules/codeHighlighter.ts). */
export function startLoadingSources(): void {
  rendersInBrowser = true;
}

/** What the browser bundle exports for a `?raw` import (src/plugins/exampleSourceLoader.cjs). */
export function deferredSource(file: string, importText: () => Promise<{ default: string }>): DeferredSource {
  let pending: Promise<string> | undefined;
  const source = {
    [DEFERRED]: true as const,
    file,
    text: undefined as string | undefined,
    load(): Promise<string> {
      pending ??= importText().then(({ default: text }) => (source.text = text));
      return pending;
    },
  };
  // A failed load shows when the block renders (the page's error boundary); not here too.
  if (rendersInBrowser) source.load().catch(() => undefined);
  return source;
}

/** The text of a file the site serves, in the shape of a `?raw-text` module (./exampleSourceLoader.cjs's static files). */
export async function fetchText(url: string): Promise<{ default: string }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}.`);
  return { default: await response.text() };
}

export function isDeferredSource(value: unknown): value is DeferredSource {
  return typeof value === 'object' && value !== null && DEFERRED in value;
}

/** The code a server-rendered block shows, as the copy button copies it: its lines' text. */
export function renderedCode(pre: Element): string {
  return Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join('\n');
}
