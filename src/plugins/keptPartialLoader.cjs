/**
 * `import Hooks from '@site/docs/_partials/hooks.mdx?kept'`: an MDX partial whose markup is
 * static, so the browser keeps the server's and never needs its text (src/plugins/rawSource.ts).
 *
 * Both bundles export the partial wrapped in ServerMarkup (src/components/ServerMarkup). The
 * server bundle imports the partial itself, so the page's HTML holds its content. The browser
 * bundle imports it lazily, in one chunk per partials directory: a hydrating page keeps the
 * server's markup and loads nothing, and only a page rendered in the browser (a client-side
 * navigation) loads the chunk. The page's own chunk no longer carries the partial's JSX.
 */
const path = require('node:path');

/** @this {{ resourcePath: string, getOptions(): { server?: boolean } }} */
module.exports = function keptPartialLoader() {
  const file = JSON.stringify(this.resourcePath);
  const lines = ["import { withServerMarkup } from '@site/src/components/ServerMarkup';"];
  if (this.getOptions().server) {
    lines.push(`import Content from ${file};`, 'export default withServerMarkup(Content);');
  } else {
    const chunk = `kept-${path.basename(path.dirname(this.resourcePath))}`.replace(/[^\w-]/g, '-');
    lines.push(
      "import { lazy } from 'react';",
      `export default withServerMarkup(lazy(() => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${file})));`,
    );
  }
  return lines.join('\n');
};
