/**
 * The /search page's link for a query, optionally within one section (`ctx`) and docs version.
 * A module of its own because the navbar's search box needs it on every page, and the ranking
 * code beside it in ./results.ts only once the reader searches.
 */
export function searchPageUrl(query: string, options: { readonly ctx?: string | null; readonly version?: string | null } = {}): string {
  const params = new URLSearchParams({ q: query });
  if (options.ctx) params.set('ctx', options.ctx);
  if (options.version) params.set('version', options.version);
  return `/search?${params.toString()}`;
}
