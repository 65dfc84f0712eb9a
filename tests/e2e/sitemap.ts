/** The built site's pages, read from build/sitemap.xml, as local paths. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function sitemapPaths(): string[] {
  const xml = readFileSync(path.resolve('build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]).pathname));
}

/** Splits the list into `count` interleaved chunks so parallel workers get similar pages. */
export function chunk<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, index) => items.filter((_, i) => i % count === index));
}
