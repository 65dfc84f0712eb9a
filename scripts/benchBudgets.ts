/**
 * Performance budgets checked by `npm run bench -- --check` (scripts/bench.mts).
 * Change a number here, with its reason, rather than in the bench script.
 */

/** One budget: its limit and why the limit is where it is. */
export interface Budget {
  readonly limit: number;
  readonly reason: string;
}

export const BUDGETS = {
  /** How far the median Lighthouse mobile performance score (0–1) of the heaviest page of a kind may fall below the reference's, measured alongside it. */
  lighthouseScoreBelowReferenceMax: {
    limit: 0.05,
    reason:
      'Stock Docusaurus is the floor a reader gets from any docs site; losing more than 5 points against it, on the same machine at the same moment, means readers on mid-range phones wait. An absolute score did not survive this machine: the reference itself read 0.98 one week and 0.76 another.',
  },
  /** First-load JS over the wire, as a multiple of the plain Docusaurus reference page, for guide and reference pages (heaviest page of each kind). */
  firstLoadJsRatioMax: {
    limit: 1.15,
    reason: 'Guides, quest and rule pages add little interactivity beyond search, so they may carry at most 15% more script than stock Docusaurus.',
  },
  /** First-load JS ratio for the two API page kinds (operation page and API index). */
  firstLoadJsRatioApiMax: {
    limit: 1.3,
    reason:
      "An operation page's reference, request samples and response examples are server-rendered HTML, and its samples pane adds a tab set, a host switch and a response chooser; the explorer (about 1.6 MB) loads only on 'Try it'. 30% over stock Docusaurus covers those and the API index's cards, not the explorer.",
  },
  /** Total blocking time of the heaviest page of a kind over the reference's, median of runs paired with reference runs. */
  totalBlockingTimeRatioMax: {
    limit: 1.3,
    reason:
      'Hydrating a page of ours may cost up to 30% more main-thread time than a stock Docusaurus page; more means taps are ignored while it runs. A ratio, because the same reference page read TBT 60 ms one week and 900 ms another on this machine, while ratios held.',
  },
  /** Cumulative layout shift, median of the runs; the check is strict (value must be below the limit). */
  cumulativeLayoutShiftBelow: {
    limit: 0.02,
    reason: 'Docs pages have no ads or late embeds, so any visible shift is a bug (a font swap, an unsized image, a late banner).',
  },
  /** Sitemap pages that no page kind claims (or that two claim): each must be budgeted by exactly one kind. */
  unclassifiedPagesMax: {
    limit: 0,
    reason: 'A page outside every kind is never measured, so a new section could grow without a budget; add it to a kind in scripts/benchPages.ts.',
  },
  /** Requests matching /search-index/ before the search box is focused (first load of a docs page). */
  searchIndexRequestsBeforeFocusMax: {
    limit: 0,
    reason: 'The search index weighs far more than a page; only readers who actually search should download it.',
  },
  /** Wall time of `npm run build` (generate + docusaurus build), seconds. */
  buildWallTimeMaxS: {
    limit: 120,
    reason: 'Keeps preview deploys under the CI job budget on a 2-core runner; slower builds mean authors stop previewing.',
  },
  /** Peak resident memory of the build, GiB. */
  buildPeakMemoryMaxGiB: {
    limit: 4,
    reason: 'Free CI runners and Netlify-style build images have 7–8 GiB; 4 GiB leaves room for the OS and a parallel job.',
  },
  /** Mobile search (scripts/benchSearch.ts): first keystroke to first suggestion, ms, on every page kind. */
  mobileSearchFirstSuggestionMaxMs: {
    limit: 1500,
    reason: "On Lighthouse's mobile network and CPU a reader should see a suggestion within a second and a half of typing, from any page.",
  },
  /** Mobile search: everything search fetches from the tap on the box to the results, KiB over the wire. */
  mobileSearchFetchedMaxKiB: {
    limit: 300,
    reason: 'At 1.6 Mbit/s, 300 KiB is about 1.5 s of transfer; a search that needs more cannot answer in time on a phone.',
  },
  /** Mobile search: the /search page's first result, from the start of navigation, ms. */
  mobileSearchPageFirstResultMaxMs: {
    limit: 3000,
    reason: 'A shared or bookmarked results link must show results about as fast as a docs page shows its content on a phone.',
  },
} as const satisfies Record<string, Budget>;

export type BudgetName = keyof typeof BUDGETS;

/**
 * How close to its limit a TBT ratio must be for `--check` to measure the page again. In four
 * full runs of one build, 5 runs per kind, the React guide's ratio read 0.95, 1.09, 1.34 and
 * 1.43 and the /search page's 0.97, 1.01, 1.44 and 1.65: the median of 5 Lighthouse runs
 * cannot tell 1.2 from 1.4. Within this distance of the limit, on either side, the verdict
 * waits for as many runs again (each still paired with a reference run), and is the median
 * of them all. It can turn a pass into a miss as well as the other way.
 */
export const TBT_RATIO_UNSURE = 0.2;

/** Whether a page's TBT ratio is too close to the limit to judge on its first runs. */
export function tbtRatioNearLimit(ratio: number | null): boolean {
  return ratio !== null && Math.abs(ratio - BUDGETS.totalBlockingTimeRatioMax.limit) <= TBT_RATIO_UNSURE + 1e-9;
}
