/**
 * Lets MDX import a source file as text with `import code from '@site/examples/x.ts?raw'`.
 * Guide snippets are real, type-checked files; the page shows exactly their content.
 */
import type { Plugin } from '@docusaurus/types';

export default function rawSourcePlugin(): Plugin {
  return {
    name: 'guildforge-raw-source',
    configureWebpack() {
      return {
        module: {
          rules: [{ resourceQuery: /raw/, type: 'asset/source' }],
        },
      };
    },
  };
}
