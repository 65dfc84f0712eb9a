/**
 * Search contexts (sections): which section a page belongs to, for the index's `section`
 * filter (src/plugins/searchIndex.ts) and for the dropdown, which puts the reader's own
 * section first (src/theme/SearchBar).
 */
import { searchContexts } from '../config/searchContexts';

export type SearchContext = (typeof searchContexts)[number];

/** The section of a site path such as `/docs/rules/Image/Size` (or `docs/rules`), or null outside every section. */
export function searchContextOf(pathname: string): SearchContext | null {
  const path = pathname.replace(/^\/+/, '');
  return searchContexts.find((context) => path === context.path || path.startsWith(`${context.path}/`)) ?? null;
}

/** The section named by a `ctx` query parameter: its path (`docs/learn`, as the plugin before ours wrote it) or its label. */
export function searchContextByParam(value: string | null): SearchContext | null {
  if (!value) return null;
  const wanted = value.replace(/^\/+|\/+$/g, '');
  return searchContexts.find((context) => context.path === wanted || context.label === wanted) ?? null;
}
