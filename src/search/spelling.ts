/**
 * Typo tolerance in front of Pagefind. When a query word is in no index chunk, Pagefind
 * searches for the longest indexed word that is a prefix of it ("asdfghjkl" finds pages for
 * "as", "webhok" finds "web"), with no option to turn that off. So each query word is checked
 * against a vocabulary of the indexed words before Pagefind sees it. The last word, which the
 * reader may still be typing, is searched as typed when it begins an indexed word; every
 * other word only when it is an indexed word ("clam user quest" would otherwise find pages
 * holding "clamp", "user" and "quest", of which there are none). Another word is replaced by
 * the nearest indexed word within
 * Algolia's default typo distance (one edit from 4 characters, two from 8; insertions,
 * deletions, substitutions and transpositions); a word with no such neighbour means no page
 * can match, and the query finds nothing.
 *
 * The vocabulary is written at build time (src/plugins/searchIndex.ts `writeVocabulary`) in
 * one small file per first character, so a query fetches only the files of its words'
 * initials: the first letter of a word is rarely the mistyped one, and when no word of that
 * initial is near enough, every other file is searched too.
 */
import { QUERY_PUNCTUATION, VOCABULARY_DIR, vocabularyFile, type VocabularySource } from './pagefind';

/** Shortest word that may contain a typo (Algolia's `minWordSizefor1Typo`). */
export const ONE_TYPO_FROM = 4;
/** Shortest word that may contain two (Algolia's `minWordSizefor2Typos`). */
export const TWO_TYPOS_FROM = 8;
/** Longer words are never corrected: the cost of comparing grows with length, and no indexed word a reader types is this long. */
export const LONGEST_CORRECTED_WORD = 64;
/** Most query words checked against the vocabulary; later words are passed to Pagefind as typed. */
export const MOST_CHECKED_WORDS = 16;

/** How many edits a word of this length may contain. */
export const allowedEdits = (length: number): number => (length >= TWO_TYPOS_FROM ? 2 : length >= ONE_TYPO_FROM ? 1 : 0);

/**
 * A word as Pagefind searches for it: lowercase, without punctuation (QUERY_PUNCTUATION) or
 * diacritics. The index stores words the same way, so vocabulary words are normalised alike.
 */
export function normalizeWord(word: string): string {
  return word.replace(QUERY_PUNCTUATION, '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The vocabulary file a normalised word is in: its first character, or `other`. */
export function vocabularyKey(word: string): string {
  const first = word[0] ?? '';
  return /^[a-z0-9_]$/.test(first) ? first : 'other';
}

/** Every key `vocabularyKey` gives. */
export const VOCABULARY_KEYS: readonly string[] = [...'abcdefghijklmnopqrstuvwxyz0123456789_', 'other'];

/** One vocabulary file: its words as searched (sorted) and as they read on the pages. */
export interface VocabularyShard {
  /** Normalised words, sorted by code unit. */
  readonly words: readonly string[];
  /** The form of each word the pages show most (same index). */
  readonly shown: readonly string[];
  /** Each word's line in the file, which lists words on the most pages first (same index). */
  readonly rank: readonly number[];
}

/** Reads a vocabulary file: one word per line as the pages show it, words on the most pages first. */
export function parseVocabulary(text: string): VocabularyShard {
  const entries = text
    .split('\n')
    .map((shown, rank) => ({ word: normalizeWord(shown), shown, rank }))
    .filter(({ word }) => word.length > 0)
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.rank - b.rank));
  return { words: entries.map(({ word }) => word), shown: entries.map(({ shown }) => shown), rank: entries.map(({ rank }) => rank) };
}

/** The first index whose word is not below `word` (binary search). */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether `word` is an indexed word. */
export function isIndexedWord(shard: VocabularyShard, word: string): boolean {
  const at = lowerBound(shard.words, word);
  return at < shard.words.length && shard.words[at] === word;
}

/** Whether an indexed word begins with `word` (Pagefind then finds it without falling back to a prefix). */
export function beginsIndexedWord(shard: VocabularyShard, word: string): boolean {
  const at = lowerBound(shard.words, word);
  return at < shard.words.length && shard.words[at].startsWith(word);
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions,
 * substitutions and transpositions of neighbours) between `a` and `b`, or `max + 1` as soon
 * as it must exceed `max`. Time O(|a|·|b|) at worst, memory three rows.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], max + 1);
}

/**
 * The nearest word of the shards within `max` edits of `word`, as the pages show it: fewest
 * edits, then the word on the most pages.
 */
export function nearestWord(shards: readonly VocabularyShard[], word: string, max: number): { readonly shown: string; readonly edits: number } | null {
  let best: { shown: string; edits: number; rank: number } | null = null;
  for (const shard of shards) {
    for (let index = 0; index < shard.words.length; index += 1) {
      const candidate = shard.words[index];
      const limit = best ? best.edits : max;
      if (Math.abs(candidate.length - word.length) > limit) continue;
      const edits = editDistance(word, candidate, limit);
      if (edits > limit) continue;
      if (!best || edits < best.edits || shard.rank[index] < best.rank) best = { shown: shard.shown[index], edits, rank: shard.rank[index] };
    }
  }
  return best && { shown: best.shown, edits: best.edits };
}

/** Loads one vocabulary file by key; null when the site has no vocabulary (then queries go to Pagefind as typed). */
export type VocabularyLoader = (key: string) => Promise<VocabularyShard | null>;

const loaders = new WeakMap<VocabularySource, VocabularyLoader>();

/**
 * Loads vocabulary files from `source`, each once (the build writes one for every key, empty
 * when no word has that initial). Without a vocabulary, or when a file cannot be had, the
 * words it would check go to Pagefind as typed.
 */
export function vocabularyLoader(source: VocabularySource, request: typeof fetch = (input) => fetch(input)): VocabularyLoader {
  const known = loaders.get(source);
  if (known) return known;
  const shards = new Map<string, Promise<VocabularyShard | null>>();
  const load: VocabularyLoader = (key) => {
    if (!source.hash) return Promise.resolve(null);
    let shard = shards.get(key);
    if (!shard) {
      // The /search page's head script may have requested it already.
      shard = (source.prefetched?.[key] ?? request(`${source.folder}${VOCABULARY_DIR}/${vocabularyFile(key, source.hash)}`))
        .then(async (response) => (response.ok ? parseVocabulary(await response.text()) : null))
        .catch(() => null);
      shards.set(key, shard);
    }
    return shard;
  };
  loaders.set(source, load);
  return load;
}

export interface SpelledQuery {
  /** What to give Pagefind: the reader's words, each corrected one replaced. */
  readonly query: string;
  /** Whether a word was corrected (the reader is told what was searched). */
  readonly corrected: boolean;
  /** Whether a word begins no indexed word and has none within typo distance: nothing can match. */
  readonly unmatched: boolean;
}

/**
 * The query Pagefind should run for what the reader typed. Shards are fetched for the words'
 * initials only, and for every other initial only when a word has no near neighbour there.
 */
export async function spellQuery(query: string, load: VocabularyLoader): Promise<SpelledQuery> {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const checked = words.slice(0, MOST_CHECKED_WORDS).map((typed) => ({ typed, word: normalizeWord(typed) }));
  // All at once: each word's file downloads in parallel.
  const own = await Promise.all(checked.map(({ word }) => (word ? load(vocabularyKey(word)) : Promise.resolve(null))));
  let corrected = false;
  const out: string[] = [];
  for (let i = 0; i < checked.length; i += 1) {
    const { typed, word } = checked[i];
    const shard = own[i];
    // Only the query's last word may still be half typed; the others are meant whole.
    const whole = i < words.length - 1;
    if (!word || !shard || (whole ? isIndexedWord(shard, word) : beginsIndexedWord(shard, word))) {
      out.push(typed);
      continue;
    }
    const prefix = whole && beginsIndexedWord(shard, word);
    const max = word.length > LONGEST_CORRECTED_WORD ? 0 : allowedEdits(word.length);
    let nearest = max > 0 ? nearestWord([shard], word, max) : null;
    // A word that begins an indexed word has the right initial: the other files are not fetched for it.
    if (max > 0 && !nearest && !prefix) {
      const others = await Promise.all(VOCABULARY_KEYS.filter((key) => key !== vocabularyKey(word)).map(load));
      nearest = nearestWord(others.filter((other): other is VocabularyShard => other !== null), word, max);
    }
    if (!nearest) {
      // No whole word near it, but some begin with it ("auth" for "authentication"): searched as typed.
      if (prefix) {
        out.push(typed);
        continue;
      }
      return { query: words.join(' '), corrected: false, unmatched: true };
    }
    corrected = true;
    out.push(nearest.shown);
  }
  return { query: [...out, ...words.slice(MOST_CHECKED_WORDS)].join(' '), corrected, unmatched: false };
}
