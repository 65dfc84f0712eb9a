/**
 * Loads the image-zoom plugin's client module, and medium-zoom with it, the first time a
 * page has an image to zoom (src/plugins/imageZoom.ts, ./zoomOnDemand.ts).
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { DEFAULT_ZOOM_SELECTOR, zoomOnDemand } from './zoomOnDemand';

const zoomConfig = siteConfig.themeConfig.zoom as { selector?: string } | undefined;
const selector = zoomConfig?.selector ?? DEFAULT_ZOOM_SELECTOR;

const routeDidUpdate = zoomOnDemand(
  () => document.querySelector(selector) !== null,
  // medium-zoom's stylesheet as a file: its pure build does not inject it (src/plugins/imageZoom.ts).
  () => Promise.all([import('docusaurus-plugin-image-zoom/lib/zoom'), import('medium-zoom/dist/style.css')]).then(([module]) => module.default),
);

const clientModule: ClientModule = {
  onRouteDidUpdate: () => routeDidUpdate(),
};

export default clientModule;
