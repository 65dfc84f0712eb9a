/**
 * Where twins live and how their links are written. A twin sits at its page's route plus
 * `.md` (`/docs/rules/Image/HueArcLength.md`); the home page's twin is `/index.md`, because
 * `/.md` is no URL anyone would guess. Links between pages point at the twins, so an assistant
 * that follows a link stays in Markdown.
 */
import { SITE_URL } from '../../config/site';

/** The twin's path for a route, decoded (spaces as spaces), e.g. `/docs/quests/Quest Types/questTypes.md`. */
export function twinPath(route: string): string {
  const decoded = safeDecode(route).replace(/\/+$/, '');
  return decoded === '' ? '/index.md' : `${decoded}.md`;
}

/** The twin's public URL, encoded (`%20` for spaces). */
export function twinUrl(route: string): string {
  return `${SITE_URL}${encodeURI(twinPath(route))}`;
}

/** The page's own public URL. */
export function pageUrl(route: string): string {
  return `${SITE_URL}${encodeURI(safeDecode(route))}`;
}

/** A route decoded (spaces as spaces) and without a trailing slash, except the root `/`. */
export function safeDecode(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURI(value);
  } catch {
    // Not an encoded URL (a lone %): keep it as written.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/** Rewrites site links in twins: pages to their twins (keeping the anchor), other site paths to absolute URLs. */
export class LinkResolver {
  private readonly routes: ReadonlySet<string>;

  constructor(routes: Iterable<string>) {
    this.routes = new Set([...routes].map((route) => safeDecode(route)));
  }

  has(route: string): boolean {
    return this.routes.has(safeDecode(route));
  }

  resolve(url: string): string {
    if (url.startsWith('pathname://')) return `${SITE_URL}${url.slice('pathname://'.length)}`;
    // The contract links the docs by absolute URL (src/api/siteLinks.ts): a page's link becomes its twin's too.
    if (url.startsWith(`${SITE_URL}/`)) return this.resolve(url.slice(SITE_URL.length));
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    const match = /^([^?#]*)([?#].*)?$/.exec(url);
    const path = (match?.[1] ?? url).replace(/\.mdx?$/, '').replace(/\/$/, '') || '/';
    const rest = match?.[2] ?? '';
    if (this.has(path)) return `${twinUrl(path)}${rest}`;
    return `${SITE_URL}${url}`;
  }
}
