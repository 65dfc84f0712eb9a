/**
 * Grammars any code block may use, beyond the ones prism-react-renderer bundles. They
 * register with the code-block content that highlights code (src/theme/CodeBlock/Content),
 * on the server and in the browser, rather than in the main bundle
 * (src/plugins/classicTheme.ts). In the browser that content loads only for a block rendered
 * there, so a grammar here costs a page nothing while its blocks come from the server; a
 * grammar imported by the page itself would load the highlighter on every visit. Keep the
 * list in step with the `require` calls below.
 */
import { registerPrismLanguages } from './register';

export const EVERYWHERE_GRAMMARS = ['bash', 'csharp'] as const;

registerPrismLanguages(() => {
  require('prismjs/components/prism-bash');
  require('prismjs/components/prism-csharp');
});
