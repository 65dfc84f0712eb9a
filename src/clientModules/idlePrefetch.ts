/**
 * Runs link prefetching in idle time instead of in one long task.
 *
 * Every internal `<Link>` asks `window.docusaurus.prefetch(path)` for its route's chunks
 * when it scrolls into view. Right after a docs page hydrates, the sidebar, breadcrumbs and
 * pager bring 20 to 60 links into view at once, and their callbacks ran in a single task:
 * 80 to 130 ms on a desktop CPU, which on the rule page was most of the blocking time
 * Lighthouse measures on a mobile CPU.
 *
 * This queues those calls and works through them while the browser is idle, in slices of
 * at most 5 ms, so hovering or clicking a link (`preload`, Docusaurus's own) is not delayed
 * at all. Each call was itself too long for a slice, so the prefetching is ours, with the
 * same result and a constant cost per link (./routePrefetcher.ts). Before the first link,
 * the same slices compile the route patterns that matching uses, into the router's own
 * cache (the first match of a docs path compiled a few hundred of them in one call), and
 * index Docusaurus's route-to-chunks table. Docusaurus freezes its global, so the module
 * installs a frozen copy with the same two functions rather than changing it.
 */
import type { ClientModule } from '@docusaurus/types';
import { matchPath } from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { withIdlePrefetch, type DocusaurusGlobal, type IdleScheduler } from './idlePrefetchQueue';
import { compileRoutePatterns, createRoutePrefetcher, inSequence, matchedRoutePaths, type RoutePattern } from './routePrefetcher';

/** Docusaurus's webpack runtime function from chunk name to URL (its ChunkAssetPlugin). */
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

/** Longest stretch of prefetching in one task, whatever idle time the browser offers. */
const SLICE_MS = 5;

const browserIdle: IdleScheduler = (run) => {
  const slice = (idleMs: () => number) => {
    const end = performance.now() + SLICE_MS;
    run(() => Math.min(idleMs(), end - performance.now()));
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback((deadline) => slice(() => deadline.timeRemaining()));
  else window.setTimeout(() => slice(() => SLICE_MS), 1);
};

// The same path and options as react-router-config passes when Docusaurus matches routes,
// so the same entry of the router's cache.
const matchesRoute = (path: string, { path: pattern, exact, strict, sensitive }: RoutePattern) =>
  matchPath(path, { path: pattern, exact, strict, sensitive }) !== null;

/** As Docusaurus does: no prefetching on a 2G or data-saving connection. */
function slowConnection(): boolean {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * A low-priority `fetch()` of the chunk, which the browser's HTTP cache keeps for the script
 * that loads it later (chunks are immutable: src/hosting/policy.ts).
 *
 * Not a `<link rel="prefetch">`: Content Security Policy checks prefetches against
 * `default-src`, which is `'none'` here, and Firefox enforces that (8 to 41 violations on each
 * page load); only Chromium lets them through. A page cannot tell whether its policy would refuse
 * a prefetch link without making one and logging a violation, so every engine fetches, under
 * `connect-src 'self'`. A `fetch()` is in every browser this site supports; `priority`, where an
 * engine has it, keeps the request behind the page's own.
 */
function prefetchUrl(url: string): void {
  fetch(url, { credentials: 'same-origin', priority: 'low' } as RequestInit).catch(() => undefined);
}

let installed = false;

const clientModule: ClientModule = {
  // Docusaurus assigns its (frozen) global after client modules are evaluated, so it is
  // replaced on the first route update, which runs in the hydration commit, before any
  // IntersectionObserver callback.
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    const global = window as unknown as { docusaurus?: DocusaurusGlobal };
    if (!global.docusaurus) return;
    // The scripts the page has loaded, by path: the bundler removes a chunk's <script> once it has run.
    const loadedScripts = new Set<string>();
    if (typeof PerformanceObserver === 'function') {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          if (entry.initiatorType === 'script') loadedScripts.add(new URL(entry.name).pathname);
        }
      }).observe({ type: 'resource', buffered: true });
    }
    // A route's chunk URLs are requested one per step of the idle slices, not all at once.
    const urls: string[] = [];
    const prefetcher = createRoutePrefetcher({
      routesChunkNames,
      match: (path) => matchedRoutePaths(routes, path, matchesRoute),
      chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
      prefetchUrl: (url) => urls.push(url),
      loaded: (url) => loadedScripts.has(url),
    });
    global.docusaurus = withIdlePrefetch(
      { preload: global.docusaurus.preload, prefetch: (path) => (slowConnection() ? false : prefetcher.prefetch(path)) },
      browserIdle,
      inSequence(compileRoutePatterns(routes, (route) => matchesRoute('/', route)), prefetcher.prepare),
      () => {
        const url = urls.shift();
        if (url !== undefined) prefetchUrl(url);
        return url !== undefined;
      },
    );
  },
};

export default clientModule;
