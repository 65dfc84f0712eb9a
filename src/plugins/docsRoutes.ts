/**
 * Lighter route data for the docs plugin (src/plugins/docs.ts).
 *
 * Docusaurus gives every docs page its version's metadata: all sidebars, plus the id,
 * title, description and sidebar of each of our ~360 docs (`docs`). That map has one
 * reader, DocCard, which looks up the description of a doc's card (`useDocById`), yet it
 * was three quarters of the data (14 KiB compressed on every docs page). So the version
 * metadata keeps the sidebars and an empty map, and each page that shows cards gets the
 * descriptions of its own cards, as the route prop `cardDescriptions`. The DocCard wrapper
 * reads them there (src/theme/DocCard/descriptions.ts) and no longer looks docs up;
 * tests/unit/routeData.test.ts checks that nothing else calls `useDocById`.
 *
 * A page shows cards when it is a category's page: the category's generated index, or the
 * doc the category links to (the API tag pages and the API guides' index list their
 * category with DocCardList). Its cards are the category's direct items.
 */
import type { RouteConfig } from '@docusaurus/types';
import type { PropSidebarItem, PropVersionDocs, PropVersionMetadata } from '@docusaurus/plugin-content-docs';

/** Card descriptions by doc id, for one page. */
export type CardDescriptions = Record<string, string>;

/** The route prop that carries a page's card descriptions. */
export const CARD_DESCRIPTIONS_PROP = 'cardDescriptions';

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

/** The descriptions each category page needs, keyed by the page's path. */
export function cardDescriptionsByPage(version: PropVersionMetadata): Map<string, CardDescriptions> {
  const pages = new Map<string, CardDescriptions>();
  const visit = (items: readonly PropSidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) {
        const descriptions: CardDescriptions = {};
        for (const child of item.items) {
          if (child.type !== 'link' || !child.docId) continue;
          const description = version.docs[child.docId]?.description;
          if (description) descriptions[child.docId] = description;
        }
        if (Object.keys(descriptions).length > 0) pages.set(item.href, descriptions);
      }
      visit(item.items);
    }
  };
  for (const sidebar of Object.values(version.docsSidebars)) visit(sidebar);
  return pages;
}

/** What stays of the version's doc map: nothing, as DocCard was its only reader. */
const NO_DOCS: PropVersionDocs = {};

function giveCards(route: RouteConfig, pages: Map<string, CardDescriptions>): RouteConfig {
  const descriptions = route.exact ? pages.get(route.path) : undefined;
  return {
    ...route,
    ...(descriptions && { props: { ...route.props, [CARD_DESCRIPTIONS_PROP]: descriptions } }),
    ...(route.routes && { routes: route.routes.map((child) => giveCards(child, pages)) }),
  };
}

/**
 * Empties the doc map of each version route's metadata, and gives the category pages under
 * it the descriptions their cards show. Other routes are returned as they are.
 */
export function lightenDocsRoute(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  if (isVersionMetadata(version)) {
    const pages = cardDescriptionsByPage(version);
    return {
      ...giveCards(route, pages),
      props: { ...route.props, version: { ...version, docs: NO_DOCS } },
    };
  }
  return route.routes ? { ...route, routes: route.routes.map(lightenDocsRoute) } : route;
}
