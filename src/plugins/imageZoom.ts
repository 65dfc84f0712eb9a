/**
 * docusaurus-plugin-image-zoom, loaded only by pages that have an image to zoom.
 *
 * The plugin's client module imports medium-zoom (1.4 KiB compressed) into the main bundle
 * of every page, and no docs page has an image today. So its client module is replaced by
 * src/clientModules/imageZoom.ts, which imports the plugin's module the first time a page
 * shows an image that the zoom selector matches. The plugin's options are unchanged
 * (`themeConfig.zoom`).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import imageZoom from 'docusaurus-plugin-image-zoom';

export default function imageZoomOnDemand(): Plugin {
  return {
    ...imageZoom(),
    getClientModules: () => [fileURLToPath(new URL('../clientModules/imageZoom.ts', import.meta.url))],
  };
}
