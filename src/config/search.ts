/** Search box settings shared by the search plugin's options and the SearchBar wrapper. */

/** The shortcut that focuses the search box (spec: Ctrl or Cmd plus K). */
export const SEARCH_SHORTCUT_KEYMAP = 'mod+k';

/** Longest query the search box accepts, in characters (see src/theme/SearchBar). */
export const MAX_QUERY_LENGTH = 200;

/** Query parameter that marks search terms on the target page (spec section 5). */
export const HIGHLIGHT_PARAM = '_highlight';
