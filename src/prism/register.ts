/**
 * Adds Prism grammars to the Prism instance that Docusaurus code blocks use, only in
 * the bundles that need them. `themeConfig.prism.additionalLanguages` would put every
 * grammar in the main bundle of every page; Ruby, PHP, Java and PowerShell are only
 * used by the API code samples.
 *
 * Prism's grammar files register themselves on a global `Prism`, so the instance is
 * exposed while `load` runs (it calls `require` on the grammar files) and removed after.
 */
import { Prism } from 'prism-react-renderer';

export function registerPrismLanguages(load: () => void): void {
  const scope = globalThis as { Prism?: unknown };
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    load();
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}
