/**
 * The contract's descriptions link to the docs with absolute URLs (`https://docs.guildforge.io/docs/…`),
 * so that a generated SDK's comments and any other renderer of openapi/ get links that work.
 * The site renders those links as its own: the origin is cut at build time, wherever a
 * description becomes a page (src/api/operationPage.ts, src/api/infoPage.ts, the explorer's
 * operation data in scripts/externalizeApiOperations.mts); the Markdown twins turn them into
 * twin links (src/plugins/agentDocs/links.ts).
 */
import { SITE_URL } from '../config/site';

const escaped = SITE_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A Markdown link target, or an HTML href, that starts with the site's origin and a path. */
const ABSOLUTE_SITE_LINK = new RegExp(`(\\]\\(\\s*|href=["'])${escaped}(?=/)`, 'g');

/** Markdown with the site's own links written as site paths (`](/docs/…)`). */
export function localSiteLinks(markdown: string): string {
  return markdown.replace(ABSOLUTE_SITE_LINK, '$1');
}

/** Site-relative link targets in Markdown (`](/docs/…)`, `href="/…"`): the contract must have none. */
export function siteRelativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/(?:\]\(\s*|href=["'])(\/(?!\/)[^)\s"']*)/g)].map((match) => match[1]);
}
