/** When the image zoom loads (src/clientModules/imageZoom.ts): the first time a page has an image. */

/** The image-zoom plugin's client module, once evaluated (null when `themeConfig.zoom` is unset). */
export type ImageZoom = { onRouteUpdate?: () => void } | null;

/** The selector the plugin zooms when `themeConfig.zoom.selector` is unset. */
export const DEFAULT_ZOOM_SELECTOR = '.markdown img';

/**
 * Returns the handler for each route update: it loads the zoom when the page has an image
 * and, once the zoom is loaded, passes every later update on to it. The zoom module attaches
 * itself to the page it is loaded on.
 */
export function zoomOnDemand(hasImage: () => boolean, load: () => Promise<ImageZoom>): () => void {
  let zoom: Promise<ImageZoom> | undefined;
  return () => {
    if (zoom) void zoom.then((loaded) => loaded?.onRouteUpdate?.());
    else if (hasImage()) zoom = load();
  };
}
