/**
 * Grammars any code block may use, beyond the ones prism-react-renderer bundles. They
 * register with the code-block content that highlights code (src/theme/CodeBlock/Content),
 * on the server and in the browser, rather than in the main bundle
 * (src/plugins/classicTheme.ts). Keep the list in step with the `require` calls below.
 */
import { registerPrismLanguages } from './register';

export const EVERYWHERE_GRAMMARS = ['bash'] as const;

registerPrismLanguages(() => {
  require('prismjs/components/prism-bash');
});
