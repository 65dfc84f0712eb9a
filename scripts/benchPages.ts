/**
 * Which pages the bench measures for each page kind (scripts/bench.mts).
 *
 * Every page in the built sitemap belongs to exactly one kind. For each kind the bench loads
 * a sample of its pages (`samplePages`: every page of a small kind; of a large one, its
 * largest documents, the largest of every folder (each rule group, each quest provider) and
 * enough pages to show every component the kind's pages render) once each in Chromium with
 * the CPU slowed 4×, as Lighthouse's mobile profile does, and records the long tasks of the
 * load. Lighthouse then measures the heaviest page by blocking time and, when it is another
 * page, the one that fetched the most script (bench.mts `pickPages`): pages with the same
 * bytes differ widely in main-thread work, with the examples, tables and panels they render.
 * A page that no kind claims is reported, so a new section cannot escape the budgets.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

export interface PageKind {
  readonly id: string;
  readonly label: string;
  /** Whether a sitemap path (decoded, no trailing slash, '' for the home page) is of this kind. */
  readonly matches: (route: string) => boolean;
  /** API pages load the OpenAPI theme and have their own JS budget. */
  readonly api: boolean;
  /** The search page loads the index on purpose; every other kind must not. */
  readonly loadsSearchIndex: boolean;
  /** Measured at this URL instead of a sitemap page (the search page needs a query). */
  readonly fixedPath?: string;
}

const QUEST_TYPES = '/docs/quests/Quest Types/Categories/';
/** Where `npm run generate` writes the API reference's pages. */
const GENERATED_API_DOCS = path.resolve(import.meta.dirname, '../docs/API');

/**
 * The API reference's index pages besides /docs/category/api in a directory of generated API
 * pages: the description's intro and one card list per tag (*.info.mdx and *.tag.mdx).
 */
export function apiIndexPagesIn(dir: string): Set<string> {
  return new Set(
    (existsSync(dir) ? readdirSync(dir) : [])
      .map((name) => /^(.+)\.(?:tag|info)\.mdx$/.exec(name)?.[1])
      .filter((slug): slug is string => Boolean(slug))
      .map((slug) => `/docs/API/${slug}`),
  );
}

let apiIndexPages: ReadonlySet<string> | undefined;
/**
 * Read when the first route is classified, not when this module is loaded: on a fresh clone
 * docs/API does not exist until the bench has built the site, and a set read before that
 * counted every tag page as an operation page.
 */
const isApiIndexPage = (route: string): boolean => (apiIndexPages ??= apiIndexPagesIn(GENERATED_API_DOCS)).has(route);
/** Generated indexes of the UGC guides and rule groups; /docs/category/api is the API index. */
const isUgcCategory = (route: string): boolean => route.startsWith('/docs/category/') && route !== '/docs/category/api';

export const PAGE_KINDS: readonly PageKind[] = [
  { id: 'home', label: 'Home', matches: (route) => route === '', api: false, loadsSearchIndex: false },
  {
    id: 'learn',
    label: 'Learn',
    matches: (route) => route === '/docs' || route.startsWith('/docs/learn/'),
    api: false,
    loadsSearchIndex: false,
  },
  { id: 'recipe', label: 'Recipe', matches: (route) => route === '/docs/recipes' || route.startsWith('/docs/recipes/'), api: false, loadsSearchIndex: false },
  {
    id: 'quests-guide',
    label: 'Quests guide',
    matches: (route) => route.startsWith('/docs/quests/') && !route.startsWith(QUEST_TYPES),
    api: false,
    loadsSearchIndex: false,
  },
  { id: 'quest-type', label: 'Quest type', matches: (route) => route.startsWith(QUEST_TYPES), api: false, loadsSearchIndex: false },
  { id: 'rule', label: 'Rule', matches: (route) => route.startsWith('/docs/rules/'), api: false, loadsSearchIndex: false },
  {
    id: 'ugc-guide',
    label: 'UGC guide',
    matches: (route) => route.startsWith('/docs/ugc/') || isUgcCategory(route),
    api: false,
    loadsSearchIndex: false,
  },
  { id: 'react-guide', label: 'React guide', matches: (route) => route === '/docs/react-guildforge', api: false, loadsSearchIndex: false },
  {
    id: 'api-guide',
    label: 'API guide',
    matches: (route) => route.startsWith('/docs/api/') || route === '/docs/changelog',
    api: false,
    loadsSearchIndex: false,
  },
  {
    id: 'api-operation',
    label: 'API operation',
    matches: (route) => route.startsWith('/docs/API/') && !isApiIndexPage(route),
    api: true,
    loadsSearchIndex: false,
  },
  {
    id: 'api-index',
    label: 'API index',
    matches: (route) => route === '/docs/category/api' || isApiIndexPage(route),
    api: true,
    loadsSearchIndex: false,
  },
  { id: 'search', label: 'Search', matches: (route) => route === '/search', api: false, loadsSearchIndex: true, fixedPath: '/search?q=quest' },
];

/** The kinds a route belongs to (a correct table gives exactly one). */
export function kindsOf(route: string, kinds: readonly PageKind[] = PAGE_KINDS): PageKind[] {
  return kinds.filter((kind) => kind.matches(route));
}

/** Decoded sitemap paths of a build, without the origin or a trailing slash ('' is the home page). */
export function sitemapRoutes(buildDir: string): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const routes: string[] = [];
  new Parser(
    {
      ontext(text) {
        const trimmed = text.trim();
        if (!/^https?:\/\//.test(trimmed)) return;
        routes.push(decodeURIComponent(new URL(trimmed).pathname).replace(/\/$/, ''));
      },
    },
    { xmlMode: true },
  ).end(xml);
  return routes;
}

/** What a first load of a page cost the main thread, measured in Chromium with the CPU slowed 4×. */
export interface PageCost {
  readonly route: string;
  /** Elements in the document once it has hydrated. */
  readonly elements: number;
  /** Uncompressed bytes of the scripts the load fetched (parse, compile and run on the main thread). */
  readonly scriptBytes: number;
  /** Main-thread task time of the load, ms (Chromium's TaskDuration metric). */
  readonly taskMs: number;
  /** Long tasks (50 ms or more) from navigation until the page was hydrated and idle. */
  readonly longTasks: number;
  /** Their blocking time, ms: the part of each beyond 50 ms, summed, as Lighthouse's TBT counts it. */
  readonly blockingMs: number;
}

/** How many of a kind's pages, largest documents first, are always in its sample. */
export const PROBE_TOP = 8;
/** A kind with at most this many pages has every page measured. */
export const PROBE_ALL_UP_TO = 40;

/**
 * The CSS module classes a built page uses (`examples_x1Yz`: a local name, `_` and a
 * four-character hash, as Docusaurus names them in production): which components it renders.
 */
export function componentClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, quoted, bare] of html.matchAll(/\bclass=(?:"([^"]*)"|([^\s>"]+))/g)) {
    for (const token of (quoted ?? bare ?? '').split(/\s+/)) if (/^[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_-]{4}$/.test(token)) classes.add(token);
  }
  return classes;
}

/** The built HTML of a route, or '' when the build has none. */
function builtHtml(buildDir: string, route: string): string {
  const base = path.join(buildDir, route);
  const file = [`${base}.html`, path.join(base, 'index.html')].find((candidate) => existsSync(candidate));
  return file ? readFileSync(file, 'utf8') : '';
}

/** A route's folder: `/docs/rules/Image/HSLRange` → `/docs/rules/Image`. */
const folderOf = (route: string): string => route.slice(0, Math.max(0, route.lastIndexOf('/')));

/**
 * The pages of a kind whose loads are measured: all of them up to PROBE_ALL_UP_TO; beyond,
 * the PROBE_TOP largest documents, the largest of each folder, and then, largest first, any
 * page that renders a component (a CSS module class) no page of the sample renders yet.
 */
export function samplePages(buildDir: string, routes: readonly string[]): string[] {
  const sized = routes
    .map((route) => {
      const html = builtHtml(buildDir, route);
      return { route, elements: htmlElementCount(buildDir, route), classes: componentClasses(html) };
    })
    .sort((a, b) => b.elements - a.elements || a.route.localeCompare(b.route));
  if (sized.length <= PROBE_ALL_UP_TO) return sized.map(({ route }) => route);
  const chosen = new Set(sized.slice(0, PROBE_TOP).map(({ route }) => route));
  const folders = new Set<string>();
  for (const { route } of sized) {
    if (!folders.has(folderOf(route))) chosen.add(route);
    folders.add(folderOf(route));
  }
  const seen = new Set(sized.filter(({ route }) => chosen.has(route)).flatMap(({ classes }) => [...classes]));
  for (const { route, classes } of sized) {
    if ([...classes].some((name) => !seen.has(name))) {
      chosen.add(route);
      for (const name of classes) seen.add(name);
    }
  }
  return sized.filter(({ route }) => chosen.has(route)).map(({ route }) => route);
}

/** Elements in a built page's HTML: what the browser parses, styles, lays out and React hydrates. */
export function htmlElementCount(buildDir: string, route: string): number {
  const base = path.join(buildDir, route);
  const file = [`${base}.html`, path.join(base, 'index.html')].find((candidate) => existsSync(candidate));
  if (!file) return 0;
  let elements = 0;
  new Parser({ onopentag: () => void (elements += 1) }).end(readFileSync(file, 'utf8'));
  return elements;
}

/** The ranking key: blocking time, then main-thread time, then elements (ties make the order stable). */
export function heavierFirst(a: PageCost, b: PageCost): number {
  return b.blockingMs - a.blockingMs || b.taskMs - a.taskMs || b.elements - a.elements || a.route.localeCompare(b.route);
}

/** The page of a kind that fetched the most script (the bench's former choice), or null with none probed. */
export function mostScript(ranked: readonly PageCost[]): PageCost | null {
  return ranked.reduce<PageCost | null>((most, cost) => (!most || cost.scriptBytes > most.scriptBytes ? cost : most), null);
}

/** A function that loads one page and reports its cost (bench.mts drives a browser). */
export type CostProbe = (route: string) => Promise<PageCost>;

export interface KindPages {
  readonly kind: PageKind;
  /** How many sitemap pages the kind has. */
  readonly pages: number;
  /** The probed pages of the kind (`samplePages`), heaviest first (`heavierFirst`). */
  readonly ranked: readonly PageCost[];
}

export interface SiteClassification {
  readonly kinds: readonly KindPages[];
  /** Sitemap routes that no kind claims, or more than one does. */
  readonly unclaimed: readonly string[];
  readonly ambiguous: readonly string[];
}

/** Sorts every sitemap route of a build into its kind; routes without exactly one kind are reported. */
export function classifyRoutes(routes: readonly string[], kinds: readonly PageKind[] = PAGE_KINDS): { byKind: Map<string, string[]>; unclaimed: string[]; ambiguous: string[] } {
  const byKind = new Map<string, string[]>(kinds.map((kind) => [kind.id, []]));
  const unclaimed: string[] = [];
  const ambiguous: string[] = [];
  for (const route of routes) {
    const matched = kindsOf(route, kinds);
    if (matched.length === 0) unclaimed.push(route);
    else if (matched.length > 1) ambiguous.push(route);
    else byKind.get(matched[0].id)!.push(route);
  }
  return { byKind, unclaimed, ambiguous };
}

/**
 * Classifies every sitemap page of a build and ranks each kind's pages by their measured
 * cost: the kind's sample (`samplePages`) is loaded once each by `probe`. Kinds with a fixed
 * path are not probed; with `only`, just those kinds are ranked (every route is still classified).
 */
export async function classifySite(
  buildDir: string,
  probe: CostProbe,
  kinds: readonly PageKind[] = PAGE_KINDS,
  only: readonly string[] = [],
): Promise<SiteClassification> {
  const { byKind, unclaimed, ambiguous } = classifyRoutes(sitemapRoutes(buildDir), kinds);
  const result: KindPages[] = [];
  for (const kind of kinds.filter((entry) => only.length === 0 || only.includes(entry.id))) {
    const routes = byKind.get(kind.id)!;
    const costs: PageCost[] = [];
    if (!kind.fixedPath) for (const route of samplePages(buildDir, routes)) costs.push(await probe(route));
    result.push({ kind, pages: routes.length, ranked: costs.sort(heavierFirst) });
  }
  return { kinds: result, unclaimed, ambiguous };
}

/** The URL path to load for a route (spaces and other characters encoded as a browser would). */
export function urlPathOf(route: string): string {
  return route === '' ? '/' : route.split('/').map(encodeURIComponent).join('/');
}
