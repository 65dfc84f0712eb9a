/**
 * @docusaurus/plugin-content-docs, with lighter route data (./docsRoutes.ts): the version
 * metadata that every docs page loads no longer lists every doc, and each category page
 * gets the descriptions its cards show.
 */
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import { lightenDocsRoute } from './docsRoutes';

export { validateOptions } from '@docusaurus/plugin-content-docs';

export default async function docsWithLightRoutes(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      await contentLoaded({ ...args, actions: { ...args.actions, addRoute: (route) => routes.push(route) } });
      for (const route of routes) args.actions.addRoute(lightenDocsRoute(route));
    },
  };
}
