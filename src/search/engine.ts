/**
 * Searching the site with Pagefind: one query across every section, its words spelled as the
 * index has them (src/search/spelling.ts), exact matches first, then the reader's own section
 * first among comparable results (src/search/results.ts `rankResults`). Loaded with the
 * suggestions and the /search page, never with a page.
 */
import type { PageDirectory, PagefindDocument, PagefindResult, SiteSearch, VocabularySource } from './pagefind';
import { searchContextOf, type SearchContext } from './context';
import { rankResults } from './results';
import { MOST_CHECKED_WORDS, normalizeWord, spellQuery, vocabularyKey, vocabularyLoader } from './spelling';

/** The index's filter that holds a page's section label (written by src/plugins/searchIndex.ts). */
export const SECTION_FILTER = 'section';
/** The index's filter that holds a docs page's version name. */
export const VERSION_FILTER = 'version';

export interface SearchHit {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  /** The section label of the page, or null for pages outside every section. */
  readonly section: string | null;
  readonly excerpt: string;
  readonly subResults: PagefindDocument['sub_results'];
}

export interface SearchOutcome {
  /** Every matching page, best first, the reader's section first. */
  readonly ranked: readonly PagefindResult[];
  /** How many of them are in the reader's section. */
  readonly inSection: number;
  /** The query searched, when a word was corrected ("Showing results for …"); null when searched as typed. */
  readonly corrected: string | null;
}

export interface SearchOptions {
  /** The reader's section: its results come first. */
  readonly context?: SearchContext | null;
  /** Only this section (the /search page's `ctx`). */
  readonly only?: SearchContext | null;
  /** Only this docs version (the /search page's `version`). */
  readonly version?: string | null;
}

/**
 * The section of a page's URL (absolute or site-relative), or null outside every section.
 * The page directory's URLs are paths, read as they are: parsing each as a URL was most of
 * the 20 ms of the bench's phone CPU that ordering the results of its query by section took.
 */
export const sectionOfUrl = (url: string) =>
  searchContextOf(/^\/(?!\/)/.test(url) ? url.replace(/[?#].*$/, '') : new URL(url, 'https://site.invalid').pathname);

/**
 * Runs one query; pages' contents are loaded separately, for the ones shown (`loadHits`).
 * The reader's section is read from the page directory, so ordering by section needs no
 * second, filtered search.
 */
export async function searchSite({ pagefind, pages, vocabulary }: SiteSearch, query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
  const filters: Record<string, string> = {};
  if (options.version) filters[VERSION_FILTER] = options.version;
  if (options.only) filters[SECTION_FILTER] = options.only.label;
  const context = options.only ? null : options.context;
  const spelled = await spellQuery(query, vocabularyLoader(vocabulary));
  // A word on no page and near none: Pagefind would answer with pages for a prefix of it.
  if (spelled.unmatched) return { ranked: [], inSection: 0, corrected: null };
  const results = (await pagefind.search(spelled.query, { filters }))?.results ?? [];
  const ownIds = context
    ? new Set(results.filter((result) => pages[result.id] && sectionOfUrl(pages[result.id][0])?.path === context.path).map((result) => result.id))
    : new Set<string>();
  return {
    ranked: rankResults(results, spelled.query, (id) => pages[id], ownIds),
    inSection: ownIds.size,
    corrected: spelled.corrected ? spelled.query : null,
  };
}

/** Starts fetching the vocabulary files of `query`'s words, while the reader is still typing. */
export function preloadVocabulary(source: VocabularySource, query: string): void {
  const load = vocabularyLoader(source);
  for (const word of query.trim().split(/\s+/).slice(0, MOST_CHECKED_WORDS)) {
    const normalized = normalizeWord(word);
    if (normalized) void load(vocabularyKey(normalized));
  }
}

/**
 * The results the directory knows, as hits without excerpts: shown at once, while their
 * fragments load. Null when any is missing from it (an index newer than the directory).
 */
export function directoryHits(results: readonly PagefindResult[], pages: PageDirectory): SearchHit[] | null {
  const hits: SearchHit[] = [];
  for (const result of results) {
    const entry = pages[result.id];
    if (!entry) return null;
    hits.push({ id: result.id, url: entry[0], title: entry[1], section: sectionOfUrl(entry[0])?.label ?? null, excerpt: '', subResults: [] });
  }
  return hits;
}

/** A result as shown, from its fragment (one small file, loaded by `result.data()`). */
export function hitOf(result: PagefindResult, document: PagefindDocument): SearchHit {
  return {
    id: result.id,
    url: document.url,
    title: document.meta.title ?? document.url,
    section: sectionOfUrl(document.url)?.label ?? null,
    excerpt: document.excerpt,
    subResults: document.sub_results,
  };
}

/** Loads the shown results' titles, links and excerpts (one small fragment file each). */
export async function loadHits(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  const documents = await Promise.all(results.map((result) => result.data()));
  return documents.map((document, index) => hitOf(results[index], document));
}
