/**
 * Browser bundle only: turns `import text from './file?raw'` into a deferred source
 * (src/theme/CodeBlock/deferredSource.ts). The text itself is the module `./file?raw-text`,
 * in one chunk per directory, loaded only when a code block needs it in the browser.
 * The server bundle keeps importing the text (src/plugins/rawSource.ts).
 */
const path = require('node:path');

/** @this {{ resourcePath: string, rootContext: string }} */
module.exports = function exampleSourceLoader() {
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  const publicFile = /^static\/(.+)$/.exec(file)?.[1];
  if (publicFile) {
    // A file the site also serves (the API operation pages' samples, src/api/requestSamples.ts):
    // fetched from its URL, so that 206 operations add no chunk names to the runtime's map.
    return [
      "import { deferredSource, fetchText } from '@site/src/theme/CodeBlock/deferredSource';",
      `export default deferredSource(${JSON.stringify(file)}, () => fetchText(__webpack_public_path__ + ${JSON.stringify(publicFile)}));`,
    ].join('\n');
  }
  const chunk = `examples-${path.basename(path.dirname(this.resourcePath))}`.replace(/[^\w-]/g, '-');
  return [
    "import { deferredSource } from '@site/src/theme/CodeBlock/deferredSource';",
    `export default deferredSource(${JSON.stringify(file)}, () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(`${this.resourcePath}?raw-text`)}));`,
  ].join('\n');
};
