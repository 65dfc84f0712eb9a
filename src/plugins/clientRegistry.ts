/**
 * Takes the module paths out of the browser's copy of Docusaurus's chunk registry
 * (./clientRegistryLoader.cjs says why). The server bundle, whose render reports the modules
 * it used, keeps the registry as Docusaurus writes it.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const LOADER = fileURLToPath(new URL('./clientRegistryLoader.cjs', import.meta.url));

/** The generated registry module, in the site's `.docusaurus` directory. */
export const REGISTRY_MODULE = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function clientRegistryPlugin(): Plugin {
  return {
    name: 'guildforge-client-registry',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { module: { rules: [{ test: REGISTRY_MODULE, enforce: 'pre', use: [{ loader: LOADER }] }] } };
    },
  };
}
