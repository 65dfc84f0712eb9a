/**
 * docusaurus-plugin-image-zoom, loaded only by pages that have an image to zoom.
 *
 * The plugin's client module imports medium-zoom (1.4 KiB compressed) into the main bundle
 * of every page, and no docs page has an image today. So its client module is replaced by
 * src/clientModules/imageZoom.ts, which imports the plugin's module the first time a page
 * shows an image that the zoom selector matches. The plugin's options are unchanged
 * (`themeConfig.zoom`).
 *
 * medium-zoom's default build adds its stylesheet as a <style> element when it is evaluated,
 * which the production CSP (src/hosting/policy.ts) blocks: style-src-elem allows the site's
 * files and the built pages' own <style> elements only. Its "pure" build does not, and its
 * stylesheet is loaded as a file with the plugin (src/clientModules/imageZoom.ts).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import imageZoom from 'docusaurus-plugin-image-zoom';

export default function imageZoomOnDemand(): Plugin {
  return {
    ...imageZoom(),
    getClientModules: () => [fileURLToPath(new URL('../clientModules/imageZoom.ts', import.meta.url))],
    configureWebpack: () => ({
      resolve: { alias: { 'medium-zoom$': createRequire(import.meta.url).resolve('medium-zoom/dist/pure') } },
    }),
  };
}
