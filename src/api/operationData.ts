/**
 * Where an operation page's explorer data lives.
 *
 * docusaurus-plugin-openapi-docs writes each operation, dereferenced and deflated, into the
 * page's `api` front matter. Docusaurus then puts the front matter into the page's own chunk
 * twice (its metadata and its MDX module), so every operation page would download up to
 * 200 KiB of base64 that only the on-demand explorer reads. scripts/externalizeApiOperations.mts
 * moves that data out after generation: the JSON goes to API_OPERATIONS_DIR/<id>.json and the
 * front matter keeps only `api_operation: <id>`. The explorer fetches the file when it loads
 * (src/api/explorer/explorerContent.tsx). It is a static file rather than a script chunk: a
 * chunk per operation would add its name to the runtime chunk map that every page loads.
 */

/** The front matter key that marks an operation page and names its data file. */
export const API_OPERATION_KEY = 'api_operation';

/** The site path of the data files, one per operation page: `${API_OPERATIONS_PATH}/<id>.json`. */
export const API_OPERATIONS_PATH = '/api-operations';

/** Where `npm run generate` writes them, relative to the site directory (not committed). */
export const API_OPERATIONS_DIR = `static${API_OPERATIONS_PATH}`;

/** A page's operation data id, or undefined for pages that are not operation pages. */
export function apiOperationId(frontMatter: Readonly<Record<string, unknown>>): string | undefined {
  const id = frontMatter[API_OPERATION_KEY];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The site path (before the base URL) of page `id`'s data file. */
export const apiOperationPath = (id: string) => `${API_OPERATIONS_PATH}/${id}.json`;
