/**
 * Docusaurus's link prefetch, at a constant cost per link (used by ./idlePrefetch.ts).
 *
 * For each link, Docusaurus matches the path against the route table, then, for every
 * matched route (four for a doc: the docs root, the version, the doc root and the doc),
 * scans all ~380 entries of its route-to-chunks table and appends a `<link rel="prefetch">`
 * for each chunk, again for the chunks of the three parent routes every doc shares. That
 * took 1.7 to 3.5 ms per link on average on a desktop CPU, up to 23 ms, and a docs page
 * prefetches 20 to 30 links.
 *
 * This prefetcher reads the same table once, into a map from route path to chunk names
 * (in idle steps, like the route patterns), and requests each chunk URL once. It keeps
 * Docusaurus's rules: the chunks of every route entry with the matched path, and no
 * prefetching on a 2G or data-saving connection (checked by the caller).
 *
 * It also asks for each chunk's URL once. Docusaurus's `__webpack_require__.gca` builds an
 * object of every chunk name, and the bundler's filename function one of every chunk, on
 * each call; on the API operation pages that was 100 ms of a desktop CPU per load, in idle
 * callbacks of up to 70 ms, since the docs' shared chunks came back for every link. And it
 * skips the chunks the page has loaded already, such as the doc layout's.
 */

/** What the router compiles of a route: its path with the matching options. */
export interface RoutePattern {
  readonly path?: string | string[];
  readonly exact?: boolean;
  readonly strict?: boolean;
  readonly sensitive?: boolean;
  readonly routes?: readonly RoutePattern[];
}

/** Compiles the path pattern of each route, depth first, one per step (see ./idlePrefetch.ts). */
export function* compileRoutePatterns(table: readonly RoutePattern[], compile: (route: RoutePattern) => unknown): Generator<void> {
  for (const route of table) {
    compile(route);
    yield;
    if (route.routes) yield* compileRoutePatterns(route.routes, compile);
  }
}

/**
 * The paths of the routes `path` matches, outermost first, as react-router-config's
 * `matchRoutes` finds them: the first matching route of each level, where a route without
 * a path matches whatever its parent matched.
 */
export function matchedRoutePaths(table: readonly RoutePattern[], path: string, matches: (path: string, route: RoutePattern) => boolean): string[] {
  const route = table.find((candidate) => !candidate.path || matches(path, candidate));
  if (!route) return [];
  return [String(route.path ?? ''), ...(route.routes ? matchedRoutePaths(route.routes, path, matches) : [])];
}

/** Leaf values of a route's chunk-name tree (Docusaurus flattens it the same way). */
function chunkNames(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(chunkNames);
}

/** A route entry's key is its path and a hash: `/docs/learn/overview-3f2`. */
const routePathOf = (key: string) => key.replace(/-[^-]+$/, '');

export interface RoutePrefetcherOptions {
  /** Docusaurus's `@generated/routesChunkNames`. */
  readonly routesChunkNames: Readonly<Record<string, unknown>>;
  /** The paths of the routes a path matches, outermost first. */
  readonly match: (path: string) => readonly string[];
  /** A chunk's URL (`__webpack_require__.gca`); undefined or containing "undefined" if it was merged away. */
  readonly chunkUrl: (chunkName: string) => string | undefined;
  /** Asks the browser to fetch a URL at low priority. */
  readonly prefetchUrl: (url: string) => void;
  /** Whether the page has loaded the script at this URL already. */
  readonly loaded?: (url: string) => boolean;
}

export interface RoutePrefetcher {
  /** Builds the route-path index, one table entry per step; must finish before `prefetch`. */
  readonly prepare: Iterator<void>;
  readonly prefetch: (path: string) => false;
}

export function createRoutePrefetcher({ routesChunkNames, match, chunkUrl, prefetchUrl, loaded = () => false }: RoutePrefetcherOptions): RoutePrefetcher {
  const chunksByRoutePath = new Map<string, string[]>();
  const prefetchedPaths = new Set<string>();
  const seenChunks = new Set<string>();
  const requestedUrls = new Set<string>();

  function* prepare(): Generator<void> {
    for (const [key, tree] of Object.entries(routesChunkNames)) {
      const routePath = routePathOf(key);
      chunksByRoutePath.set(routePath, [...(chunksByRoutePath.get(routePath) ?? []), ...chunkNames(tree)]);
      yield;
    }
  }

  return {
    prepare: prepare(),
    prefetch(path) {
      if (prefetchedPaths.has(path)) return false;
      prefetchedPaths.add(path);
      for (const routePath of match(path)) {
        for (const name of chunksByRoutePath.get(routePath) ?? []) {
          if (seenChunks.has(name)) continue;
          seenChunks.add(name);
          const url = chunkUrl(name);
          if (!url || url.includes('undefined') || requestedUrls.has(url) || loaded(url)) continue;
          requestedUrls.add(url);
          prefetchUrl(url);
        }
      }
      return false;
    },
  };
}

/** Runs the steps of each iterator in turn. */
export function* inSequence(...steps: Iterator<unknown>[]): Generator<void> {
  for (const iterator of steps) while (iterator.next().done !== true) yield;
}
