/**
 * Site-wide constants. Everything that names a host, a version label or a path
 * that more than one module needs lives here, so a change is made once.
 */

/** Public URL of this documentation site (used for canonical URLs and the sitemap). */
export const SITE_URL = 'https://docs.guildforge.io';

/**
 * Host of the Guildforge API. The OpenAPI description's download link points here.
 * Overridable so that staging builds can point the docs at a staging API.
 */
export const API_HOST = process.env.GUILDFORGE_API_HOST ?? 'https://api.guildforge.io';

/** Docs version label: the API's major version. Footer and dropdown show it too. */
export const DOCS_VERSION_LABEL = 'v1';

/** Where the site itself serves the bundled API description (copied at build time). */
export const OPENAPI_SITE_PATH = '/openapi/guildforge.yaml';

/** Public URL of the API description on the API host. */
export const OPENAPI_DOWNLOAD_URL = `${API_HOST}/v1/openapi.yaml`;

/** Servers offered by the API explorer's "Send API request". */
export const API_SERVERS = [
  { url: `${API_HOST}/v1`, description: 'Production' },
  { url: 'https://sandbox.api.guildforge.io/v1', description: 'Sandbox (test keys, no real rewards)' },
] as const;

/**
 * The explorer's in-browser sandbox (src/api/sandbox): a service worker answers requests to
 * this path of the docs site itself from the contract. It is the explorer's first and default
 * server, listed before the contract's `servers` (API_SERVERS); the origin is the page's.
 */
export const MOCK_SERVER_PATH = '/mock-api/v1';
export const MOCK_SERVER_DESCRIPTION = 'Mock (in your browser)';
/** Where the site serves MSW's worker script (copied by `npm run generate`), and the pages it controls. */
export const MOCK_WORKER_PATH = '/mockServiceWorker.js';
export const MOCK_WORKER_SCOPE = '/docs/API/';
