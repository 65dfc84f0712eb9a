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

/** What the page directory says of a result: its URL, title and the names it is the exact match for. */
export type DirectoryEntry = readonly [url: string, title: string] | readonly [url: string, title: string, names: readonly string[]];

/**
 * A result whose title has every word of a query of two words or more scores this much more.
 * Pagefind matches each query word as a prefix, so "sign in" scored the pages about webhook
 * signatures ("signature", "signing") above "Sign in with email and password".
 */
export const TITLE_WORDS_BOOST = 1.5;

/** A name or query as compared for an exact match: letters, digits and `_`, lowercase, without diacritics. */
export const compactName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]/gu, '');

const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);

const HTTP_METHOD = /^\s*(get|put|post|delete|options|head|patch|trace)\s+(?=\/)/i;

/**
 * The order results are shown in:
 *  1. exact matches: the query is a page's title or one of its names (an operationId, a path,
 *     a quest type), whatever the section;
 *  2. then the rest by score, a title holding every word of a multi-word query scoring
 *     TITLE_WORDS_BOOST more, with the reader's section first among comparable scores
 *     (`sectionFirst`); the best of them is never moved out of the first three.
 */
export function rankResults<T extends Scored>(
  all: readonly T[],
  query: string,
  entryOf: (id: string) => DirectoryEntry | undefined,
  inSection: ReadonlySet<string>,
  ratio = SECTION_PROMOTION_RATIO,
): T[] {
  // "POST /submissions/batch-status" names the path as exactly as the path alone does.
  const key = compactName(query.replace(HTTP_METHOD, ''));
  const queryWords = wordsOf(query);
  const exact: T[] = [];
  const rest: { id: string; score: number; result: T }[] = [];
  for (const result of all) {
    const entry = entryOf(result.id);
    const names = entry ? [entry[1], ...(entry[2] ?? [])] : [];
    if (key && names.some((name) => compactName(name) === key)) {
      exact.push(result);
      continue;
    }
    const titleWords = entry && queryWords.length > 1 ? new Set(wordsOf(entry[1])) : null;
    const boost = titleWords && queryWords.every((word) => titleWords.has(word)) ? TITLE_WORDS_BOOST : 1;
    rest.push({ id: result.id, score: result.score * boost, result });
  }
  rest.sort((a, b) => b.score - a.score);
  const ordered = sectionFirst(rest, inSection, ratio);
  const best = rest[0];
  const highest = Math.max(0, 2 - exact.length);
  const at = best ? ordered.indexOf(best) : -1;
  if (at > highest) ordered.splice(highest, 0, ...ordered.splice(at, 1));
  return [...exact, ...ordered.map(({ result }) => result)];
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

export { searchPageUrl } from './searchPageUrl';
