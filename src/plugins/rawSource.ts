/**
 * Lets MDX import a source file as text with `import code from '@site/examples/x.ts?raw'`.
 * Guide snippets are real, type-checked files; the page shows exactly their content.
 */
import type { Plugin } from '@docusaurus/types';

type Rule = { test?: unknown; resourceQuery?: unknown; oneOf?: Rule[]; rules?: Rule[] };

const RAW_QUERY = /raw/;

/** Keeps the site's own loaders (TypeScript, CSS, …) away from `?raw` imports. */
function excludeRaw(rules: Rule[]): void {
  for (const rule of rules) {
    if (rule.test && rule.resourceQuery === undefined) rule.resourceQuery = { not: [RAW_QUERY] };
    if (rule.oneOf) excludeRaw(rule.oneOf);
    if (rule.rules) excludeRaw(rule.rules);
  }
}

export default function rawSourcePlugin(): Plugin {
  return {
    name: 'guildforge-raw-source',
    configureWebpack(config) {
      excludeRaw((config.module?.rules ?? []) as Rule[]);
      return {
        module: {
          rules: [{ resourceQuery: RAW_QUERY, type: 'asset/source' }],
        },
      };
    },
  };
}
