/**
 * @docusaurus/theme-classic without its Prism client module.
 *
 * The theme registers `prism-include-languages` as a client module. Client modules run in
 * the main bundle's start-up task on every page, so prism-react-renderer, which builds
 * its sixteen bundled grammars when it is evaluated, made up about 40 % of that task,
 * even on pages without code. Without the client module, prism-react-renderer loads only
 * where a code block is rendered in the browser (src/theme/CodeBlock/Content). The grammars
 * the site adds load with it (src/prism/everywhere.ts); `prism.additionalLanguages` stays
 * empty.
 *
 * The theme returns its theme and client-module paths relative to its own directory,
 * which Docusaurus resolves against the plugin's; they are made absolute here.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { LoadContext, Plugin } from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import type { PluginOptions } from '@docusaurus/theme-classic';

export { validateOptions, validateThemeConfig } from '@docusaurus/theme-classic/lib/options';

const themeDir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic'));
const PRISM_CLIENT_MODULE = './prism-include-languages';

export default function classicThemeWithoutPrismClientModule(context: LoadContext, options: PluginOptions): Plugin<undefined> {
  const theme = themeClassic(context, options);
  const fromTheme = (relative: string) => path.resolve(themeDir, relative);
  return {
    ...theme,
    getThemePath: () => fromTheme(theme.getThemePath!()),
    getTypeScriptThemePath: () => fromTheme(theme.getTypeScriptThemePath!()),
    getClientModules: () => theme.getClientModules!().filter((module) => module !== PRISM_CLIENT_MODULE).map(fromTheme),
  };
}
