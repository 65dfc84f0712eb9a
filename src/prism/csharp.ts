/** The C# grammar, for guides with C# code blocks: `import '@site/src/prism/csharp';` in the MDX page. */
import { registerPrismLanguages } from './register';

registerPrismLanguages(() => {
  require('prismjs/components/prism-csharp');
});
