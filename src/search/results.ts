/**
 * Pure parts of search: ordering results by section, cutting excerpts to about
 * SEARCH_CONTEXT_LENGTH characters, and the links to a result with its terms to highlight.
 * Kept free of the DOM and of Pagefind so unit tests can check them (tests/unit/search.test.ts).
 */
import { HIGHLIGHT_PARAM, SEARCH_CONTEXT_LENGTH } from '../config/search';

/**
 * A result of the reader's own section is put first when it scores at least this share of
 * the best result anywhere (set with the relevance set, tests/build/searchRelevance.test.ts). Below that it is a weaker match than what the reader typed
 * (a rule name typed on a Learn page that mentions rules in passing), and the better page
 * elsewhere keeps its place.
 */
export const SECTION_PROMOTION_RATIO = 0.75;

export interface Scored {
  readonly id: string;
  readonly score: number;
}

/**
 * Results of the reader's section first (those scoring at least SECTION_PROMOTION_RATIO of
 * the best), then the rest, each group in score order. `all` comes in Pagefind's order (best first).
 */
export function sectionFirst<T extends Scored>(all: readonly T[], inSection: ReadonlySet<string>, ratio = SECTION_PROMOTION_RATIO): T[] {
  const best = all.reduce((max, result) => Math.max(max, result.score), 0);
  const promoted = all.filter((result) => inSection.has(result.id) && result.score >= best * ratio);
  const promotedIds = new Set(promoted.map((result) => result.id));
  return [...promoted, ...all.filter((result) => !promotedIds.has(result.id))];
}

/** A run of excerpt text, marked when it matched the query. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the character references Pagefind writes into its excerpts. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around matches) as text runs, cut to about
 * `maxLength` characters around the first match. The runs are rendered as text, never as
 * HTML, so nothing in the indexed pages or the query can inject markup.
 */
export function excerptParts(html: string, maxLength = SEARCH_CONTEXT_LENGTH): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else if (piece) parts.push({ text: decodeEntities(piece.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' '), marked });
  }
  const total = parts.reduce((sum, part) => sum + part.text.length, 0);
  if (total <= maxLength) return parts;
  // Start a little before the first match so it reads in context, and cut at word boundaries.
  let offset = 0;
  const firstMark = parts.findIndex((part) => part.marked);
  for (let i = 0; i < firstMark; i += 1) offset += parts[i].text.length;
  const start = Math.max(0, Math.min(offset - Math.floor(maxLength / 4), total - maxLength));
  const end = start + maxLength;
  const cut: ExcerptPart[] = [];
  let position = 0;
  for (const part of parts) {
    const from = Math.max(start, position);
    const to = Math.min(end, position + part.text.length);
    if (from < to) cut.push({ text: part.text.slice(from - position, to - position), marked: part.marked });
    position += part.text.length;
  }
  if (cut.length > 0) {
    const first = cut[0];
    if (start > 0 && !first.marked) cut[0] = { ...first, text: `…${first.text.replace(/^\S*\s/, '')}` };
    const last = cut[cut.length - 1];
    if (end < total && !last.marked) cut[cut.length - 1] = { ...last, text: `${last.text.replace(/\s\S*$/, '')}…` };
  }
  return cut.filter((part) => part.text.length > 0);
}

/**
 * A result's link with the query's words for the target page to highlight, one
 * `_highlight` parameter per word (each is marked wherever it occurs), before any `#hash`.
 */
export function highlightUrl(url: string, query: string): string {
  const words = [...new Set(query.trim().split(/\s+/).filter(Boolean))];
  if (words.length === 0) return url;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const params = words.map((word) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(word)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${params}${hash}`;
}

/** The /search page's link for a query, optionally within one section (`ctx`) and docs version. */
export function searchPageUrl(query: string, options: { readonly ctx?: string | null; readonly version?: string | null } = {}): string {
  const params = new URLSearchParams({ q: query });
  if (options.ctx) params.set('ctx', options.ctx);
  if (options.version) params.set('version', options.version);
  return `/search?${params.toString()}`;
}
