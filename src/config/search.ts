/** Search settings shared by the navbar box (src/theme/SearchBar), the /search page and the index. */

/** Longest query the search box accepts, in characters (see src/theme/SearchBar). */
export const MAX_QUERY_LENGTH = 200;

/** Query parameter that marks search terms on the target page (spec section 5). */
export const HIGHLIGHT_PARAM = '_highlight';

/** Most results the /search page lists per document (spec section 9). */
export const SEARCH_RESULTS_PER_DOCUMENT = 8;

/** About how many characters of context a result shows around the match (spec section 9). */
export const SEARCH_CONTEXT_LENGTH = 50;

/** Pages the /search page lists at first, and adds with "Show more results". */
export const SEARCH_PAGE_SIZE = 10;

/** Most suggestions the navbar dropdown shows. */
export const SEARCH_SUGGESTIONS = 8;

/**
 * Words of context Pagefind puts around a match; about SEARCH_CONTEXT_LENGTH characters
 * once cut (src/search/results.ts `excerptParts`).
 */
export const SEARCH_EXCERPT_WORDS = 12;

/**
 * Class of the parts of a page the search index leaves out (src/plugins/searchIndex.ts
 * `EXCLUDED`), because they repeat across pages and would only bury each page's own content:
 * the JSON examples, response headers and error tables of the API operation pages
 * (src/api/operationPage.ts), and every docs page's Markdown actions (src/components/PageActions).
 */
export const SEARCH_SKIP_CLASS = 'gf-search-skip';
