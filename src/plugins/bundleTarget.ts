/**
 * Tells modules at build time which bundle they are in: `process.env.GUILDFORGE_SERVER_BUNDLE`
 * is `true` in the server (static rendering) bundle and `false` in the browser's, so a module
 * can require code synchronously for the server render and load it lazily in the browser,
 * and the bundler drops the other branch.
 */
import type { Plugin } from '@docusaurus/types';

export default function bundleTargetPlugin(): Plugin {
  return {
    name: 'guildforge-bundle-target',
    configureWebpack(_config, isServer, { currentBundler }) {
      return { plugins: [new currentBundler.instance.DefinePlugin({ 'process.env.GUILDFORGE_SERVER_BUNDLE': JSON.stringify(isServer) })] };
    },
  };
}
