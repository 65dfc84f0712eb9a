/**
 * The queue behind src/clientModules/idlePrefetch.ts: prefetches worked through in idle
 * slices, after some preparation. Free of Docusaurus's generated modules, so unit tests
 * import it.
 */
type Prefetch = (routePath: string) => false | Promise<unknown>;
export interface DocusaurusGlobal {
  readonly prefetch: Prefetch;
  readonly preload: (routePath: string) => false | Promise<unknown>;
}
/** Runs `run` when the browser is idle; `timeRemaining` reports the time left in the slice. */
export type IdleScheduler = (run: (timeRemaining: () => number) => void) => void;

/**
 * A global for Docusaurus whose `prefetch` queues the path and hands the queue to
 * `target.prefetch` in idle slices; `preload` (hover, focus, navigation) is `target.preload`,
 * unchanged. `prepare` does one unit of work per step, and is worked through, in the same
 * slices, before the first prefetch. `next`, if given, does one unit of the work that
 * `target.prefetch` left queued (one request: each costs about a millisecond of a desktop CPU),
 * and says whether there was any; it runs before the next path is handed over.
 */
export function withIdlePrefetch(
  target: DocusaurusGlobal,
  scheduleIdle: IdleScheduler,
  prepare?: Iterator<unknown>,
  next: () => boolean = () => false,
): DocusaurusGlobal {
  const queue: string[] = [];
  let scheduled = false;
  let prepared = prepare === undefined;

  const drain = (timeRemaining: () => number): void => {
    while (!prepared && timeRemaining() > 0) prepared = prepare!.next().done === true;
    let worked = false;
    while (prepared && timeRemaining() > 0) {
      worked = next();
      if (worked) continue;
      if (queue.length === 0) break;
      target.prefetch(queue.shift()!);
      worked = true;
    }
    // A slice that ran out of time after some work may have left some.
    scheduled = queue.length > 0 || worked;
    if (scheduled) scheduleIdle(drain);
  };

  return Object.freeze({
    preload: target.preload,
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
