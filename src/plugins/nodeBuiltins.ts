/**
 * glTF-Transform's core module holds NodeIO, whose file reading does `import("node:fs")` and
 * `import("node:path")` when called. The browser never calls it (the rule checker reads bytes with
 * WebIO), but the bundler still has to resolve those specifiers: in the browser bundle they become
 * empty externals, so the mesh checker's chunk builds without Node's modules.
 */
import type { Plugin } from '@docusaurus/types';

const NODE_ONLY = ['node:fs', 'node:path'] as const;

export default function nodeBuiltinsPlugin(): Plugin {
  return {
    name: 'guildforge-node-builtins',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { externals: Object.fromEntries(NODE_ONLY.map((specifier) => [specifier, 'var {}'])) };
    },
  };
}
