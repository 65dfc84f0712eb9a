/**
 * Runs Docusaurus's link prefetching in idle time instead of in one long task.
 *
 * Every internal `<Link>` asks `window.docusaurus.prefetch(path)` for its route's chunks
 * when it scrolls into view. Each call matches the path against the whole route table
 * (about 375 routes here) and appends `<link rel="prefetch">` tags. Right after a docs
 * page hydrates, the sidebar, breadcrumbs and pager bring 30 to 60 links into view at
 * once, and their callbacks run in a single task: 80 to 130 ms on a desktop CPU, which on
 * the rule page was most of the blocking time Lighthouse measures on a mobile CPU.
 *
 * This queues those calls and runs them a few at a time while the browser is idle, so
 * the same chunks are still prefetched, and hovering or clicking a link (`preload`) is
 * not delayed at all. Docusaurus freezes its global, so the module installs a frozen copy
 * with the same two functions rather than changing it.
 */
import type { ClientModule } from '@docusaurus/types';

type Prefetch = (routePath: string) => false | Promise<unknown>;
export interface DocusaurusGlobal {
  readonly prefetch: Prefetch;
  readonly preload: (routePath: string) => false | Promise<unknown>;
}
/** Runs `run` when the browser is idle; `timeRemaining` reports the time left in the slice. */
export type IdleScheduler = (run: (timeRemaining: () => number) => void) => void;

/** Longest stretch of prefetching in one task, whatever idle time the browser offers. */
const SLICE_MS = 5;

/**
 * A copy of Docusaurus's global whose `prefetch` queues the path and works through the
 * queue in idle slices. `preload` (hover, focus, navigation) is the original.
 */
export function withIdlePrefetch(original: DocusaurusGlobal, scheduleIdle: IdleScheduler): DocusaurusGlobal {
  const queue: string[] = [];
  let scheduled = false;

  const drain = (timeRemaining: () => number): void => {
    while (queue.length > 0 && timeRemaining() > 0) original.prefetch(queue.shift()!);
    scheduled = queue.length > 0;
    if (scheduled) scheduleIdle(drain);
  };

  return Object.freeze({
    preload: original.preload,
    prefetch: (routePath: string) => {
      queue.push(routePath);
      if (!scheduled) {
        scheduled = true;
        scheduleIdle(drain);
      }
      // Docusaurus's Link ignores the result; the prefetch itself happens later.
      return false;
    },
  });
}

const browserIdle: IdleScheduler = (run) => {
  const slice = (idleMs: () => number) => {
    const end = performance.now() + SLICE_MS;
    run(() => Math.min(idleMs(), end - performance.now()));
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback((deadline) => slice(() => deadline.timeRemaining()));
  else window.setTimeout(() => slice(() => SLICE_MS), 1);
};

let installed = false;

const clientModule: ClientModule = {
  // Docusaurus assigns its (frozen) global after client modules are evaluated, so it is
  // replaced on the first route update, which runs in the hydration commit, before any
  // IntersectionObserver callback.
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    const global = window as unknown as { docusaurus?: DocusaurusGlobal };
    if (global.docusaurus) global.docusaurus = withIdlePrefetch(global.docusaurus, browserIdle);
  },
};

export default clientModule;
