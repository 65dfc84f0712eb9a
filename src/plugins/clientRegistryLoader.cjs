/**
 * Browser bundle only: drops the module paths from Docusaurus's chunk registry
 * (.docusaurus/registry.js, part of main.js on every page).
 *
 * Each registry entry is `[loader, modulePath, require.resolveWeak(modulePath)]`. The path is
 * read by react-loadable only to report which modules a server render used; in the browser it
 * is never read. With one entry per route chunk (about 500), the paths were about 3 KiB of
 * every page's compressed script. The server bundle keeps them (src/plugins/clientRegistry.ts).
 */

/** An entry's module path: the string between its loader and its `require.resolveWeak`. */
const MODULE_PATH = /\),\s*"(?:[^"\\\n]|\\.)*",\s*require\.resolveWeak\(/g;

/** The registry source with every entry's module path replaced by 0. */
function withoutModulePaths(source) {
  return source.replace(MODULE_PATH, '), 0, require.resolveWeak(');
}

/** @this {{ emitWarning(error: Error): void }} */
module.exports = function clientRegistryLoader(source) {
  const result = withoutModulePaths(source);
  if (result === source && source.includes('require.resolveWeak(')) {
    this.emitWarning(new Error('clientRegistryLoader: no module path matched; has the format of .docusaurus/registry.js changed?'));
  }
  return result;
};
module.exports.withoutModulePaths = withoutModulePaths;
