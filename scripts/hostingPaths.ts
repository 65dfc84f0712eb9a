/** Where the production hosting files are written (scripts/hosting.mts) and read (scripts/serveProduction.mts, tests/hosting). */
import path from 'node:path';

export const BUILD_DIR = path.resolve('build');
/**
 * The generated nginx server config. Beside build/, not in it: build/ is what a CDN publishes,
 * and the server's config is not a page of the site. Ignored by git like the rest of generated/.
 */
export const NGINX_SERVER_CONFIG = path.resolve('generated/hosting/nginx-server.conf');
/** The compressed copies of earlier builds' files (scripts/precompress.ts), beside the bundler's own cache. */
export const PRECOMPRESSED_CACHE = path.resolve('node_modules/.cache/guildforge-precompressed');
