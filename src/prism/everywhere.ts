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

export const EVERYWHERE_GRAMMARS = ['bash', 'csharp', 'ruby', 'php', 'java', 'powershell'] as const;

registerPrismLanguages(() => {
  require('prismjs/components/prism-bash');
  require('prismjs/components/prism-csharp');
  // The webhook signature examples (docs/api-guides/webhooks.mdx) in every code-sample language.
  require('prismjs/components/prism-ruby');
  require('prismjs/components/prism-markup-templating'); // PHP's grammar builds on it
  require('prismjs/components/prism-php');
  require('prismjs/components/prism-java');
  require('prismjs/components/prism-powershell');
});
