/**
 * Runs the hook tests against the lowest peer versions @guildforge/react claims, installed by
 * scripts/peerLowerBounds.mts into PEER_DEPS_DIR: React, React DOM and TanStack Query resolve
 * there instead of to the repository's own (newer) copies.
 */
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config';

const dir = process.env.PEER_DEPS_DIR;
if (!dir) throw new Error('Set PEER_DEPS_DIR (scripts/peerLowerBounds.mts does).');
const modules = path.join(dir, 'node_modules');

const config = mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react$/, replacement: path.join(modules, 'react/index.js') },
        { find: /^react\/(.*)$/, replacement: path.join(modules, 'react/$1') },
        { find: /^react-dom$/, replacement: path.join(modules, 'react-dom/index.js') },
        { find: /^react-dom\/(.*)$/, replacement: path.join(modules, 'react-dom/$1') },
        { find: /^@tanstack\/react-query$/, replacement: path.join(modules, '@tanstack/react-query/build/modern/index.js') },
        // Testing Library's CommonJS build, from the same folder, requires the same react-dom.
        { find: /^@testing-library\/react$/, replacement: path.join(modules, '@testing-library/react/dist/index.js') },
      ],
    },
  }),
);
// mergeConfig concatenates arrays: replace the base config's list of tests instead.
config.test!.include = ['tests/unit/react.hooks.test.tsx', 'examples/react/tests/*.test.tsx'];
// react-markdown (the guide's Markdown descriptions) imports react/jsx-runtime itself. Left
// external it would load the repository's React 19 and build elements React 18 rejects;
// inlined, the aliases above point it at the lower bound too.
config.test!.server = { ...config.test!.server, deps: { ...config.test!.server?.deps, inline: [/react-markdown/, /hast-util-to-jsx-runtime/] } };

export default config;
