/**
 * Lets MDX import a source file as text with `import code from '@site/examples/x.ts?raw'`.
 * Guide snippets are real, type-checked files; the page shows exactly their content.
 *
 * The server bundle gets the text. The browser bundle gets a deferred source, whose text
 * loads only if a code block is rendered in the browser: the page's HTML already holds it
 * (src/theme/CodeBlock/deferredSource.ts, ./exampleSourceLoader.cjs).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

type Rule = { test?: unknown; resourceQuery?: unknown; oneOf?: Rule[]; rules?: Rule[] };

/** `?raw` (what guides import) and `?raw-text` (the text behind a deferred source). */
const RAW_QUERY = /^\?raw(-text)?$/;

/** Keeps the site's own loaders (TypeScript, CSS, …) away from `?raw` imports. */
function excludeRaw(rules: Rule[]): void {
  for (const rule of rules) {
    if (rule.test && rule.resourceQuery === undefined) rule.resourceQuery = { not: [RAW_QUERY] };
    if (rule.oneOf) excludeRaw(rule.oneOf);
    if (rule.rules) excludeRaw(rule.rules);
  }
}

const EXAMPLE_SOURCE_LOADER = fileURLToPath(new URL('./exampleSourceLoader.cjs', import.meta.url));

export default function rawSourcePlugin(): Plugin {
  return {
    name: 'guildforge-raw-source',
    configureWebpack(config, isServer) {
      excludeRaw((config.module?.rules ?? []) as Rule[]);
      const text = { type: 'asset/source' };
      return {
        module: {
          rules: isServer
            ? [{ resourceQuery: RAW_QUERY, ...text }]
            : [
                { resourceQuery: /^\?raw-text$/, ...text },
                { resourceQuery: /^\?raw$/, type: 'javascript/auto', use: [{ loader: EXAMPLE_SOURCE_LOADER }] },
              ],
        },
      };
    },
  };
}
