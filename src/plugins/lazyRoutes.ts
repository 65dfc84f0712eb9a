/**
 * Puts src/vendorPatches/componentCreator.ts in place of `@docusaurus/ComponentCreator`, which
 * the generated route table imports, in both bundles: the server renders the same component
 * tree as the browser hydrates. The replacement reaches the original through an alias that no
 * rule here rewrites.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/** The import that the replacement uses to reach Docusaurus's own ComponentCreator. */
export const ORIGINAL_COMPONENT_CREATOR = 'guildforge-component-creator';

/** The import that the route table makes, and the module put in its place. */
export const COMPONENT_CREATOR = '@docusaurus/ComponentCreator';
export const LAZY_COMPONENT_CREATOR = fileURLToPath(new URL('../vendorPatches/componentCreator.ts', import.meta.url));

const original = createRequire(import.meta.url).resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');

/** The module to load for an import request: the replacement for the route table's import, else the request itself. */
export function componentCreatorRequest(request: string): string {
  return request === COMPONENT_CREATOR ? LAZY_COMPONENT_CREATOR : request;
}

export default function lazyRoutesPlugin(): Plugin {
  return {
    name: 'guildforge-lazy-routes',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        resolve: { alias: { [`${ORIGINAL_COMPONENT_CREATOR}$`]: original } },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/ComponentCreator$/, (data: { request?: string }) => {
            if (data.request) data.request = componentCreatorRequest(data.request);
          }),
        ],
      };
    },
  };
}
