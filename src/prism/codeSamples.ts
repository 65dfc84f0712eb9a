/**
 * The grammars the API code samples need beyond Prism's defaults (see
 * src/config/codeSampleLanguages.ts). Loaded with the explorer, on demand.
 */
import { registerPrismLanguages } from './register';

registerPrismLanguages(() => {
  require('prismjs/components/prism-csharp');
  require('prismjs/components/prism-ruby');
  require('prismjs/components/prism-markup-templating'); // PHP's grammar builds on it
  require('prismjs/components/prism-php');
  require('prismjs/components/prism-java');
  require('prismjs/components/prism-powershell');
});
