/**
 * docusaurus-theme-openapi-docs, without its stylesheet on every page.
 *
 * The theme registers its 106 KB stylesheet as a client module, so it becomes part of the
 * render-blocking CSS of every page, although only the explorer and the theme's own
 * components use it. This plugin is the theme with that one lifecycle removed; the
 * stylesheet is imported with the explorer instead (src/theme/DocItem/apiLoaders.ts) and
 * kept out of the site's single stylesheet by src/plugins/chunking.ts.
 */
import type { Plugin } from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs/lib/index';

export default function openapiThemeWithLazyStyles(): Plugin<void> {
  const { getClientModules: _everyPageStylesheet, ...theme } = openapiTheme();
  return theme;
}
