/**
 * Lets MDX import a source file as text with `import code from '@site/examples/x.ts?raw'`.
 * Guide snippets are real, type-checked files; the page shows exactly their content.
 *
 * The server bundle gets the text. The browser bundle gets a deferred source, whose text
 * loads only if a code block is rendered in the browser: the page's HTML already holds it
 * (src/theme/CodeBlock/deferredSource.ts, ./exampleSourceLoader.cjs).
 *
 * It also lets MDX import a partial with `import Hooks from '@site/docs/_partials/x.mdx?kept'`:
 * static content (a long table) that the server renders and the browser keeps, so that the
 * page's script does not carry it (./keptPartialLoader.cjs).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

type Rule = { test?: unknown; resourceQuery?: unknown; oneOf?: Rule[]; rules?: Rule[] };

/** `?raw` (what guides import), `?raw-text` (the text behind a deferred source) and `?kept` (a kept partial). */
const RAW_QUERY = /^\?(raw(-text)?|kept)$/;

/** Keeps the site's own loaders (TypeScript, CSS, MDX, …) away from these imports. */
function excludeRaw(rules: Rule[]): void {
  for (const rule of rules) {
    if (rule.test && rule.resourceQuery === undefined) rule.resourceQuery = { not: [RAW_QUERY] };
    if (rule.oneOf) excludeRaw(rule.oneOf);
    if (rule.rules) excludeRaw(rule.rules);
  }
}

const EXAMPLE_SOURCE_LOADER = fileURLToPath(new URL('./exampleSourceLoader.cjs', import.meta.url));
const KEPT_PARTIAL_LOADER = fileURLToPath(new URL('./keptPartialLoader.cjs', import.meta.url));

export default function rawSourcePlugin(): Plugin {
  return {
    name: 'guildforge-raw-source',
    configureWebpack(config, isServer) {
      excludeRaw((config.module?.rules ?? []) as Rule[]);
      const text = { type: 'asset/source' };
      const kept = { resourceQuery: /^\?kept$/, type: 'javascript/auto', use: [{ loader: KEPT_PARTIAL_LOADER, options: { server: isServer } }] };
      return {
        module: {
          rules: isServer
            ? [{ resourceQuery: /^\?raw(-text)?$/, ...text }, kept]
            : [
                { resourceQuery: /^\?raw-text$/, ...text },
                { resourceQuery: /^\?raw$/, type: 'javascript/auto', use: [{ loader: EXAMPLE_SOURCE_LOADER }] },
                kept,
              ],
        },
      };
    },
  };
}
