/**
 * The interactive checks that the hosting tests run in each browser, as data: where each one
 * happens, what the reader does and what the page must then show. Chromium runs them with
 * Playwright (./csp.spec.ts), Firefox with puppeteer-core (tests/browsers/firefox.test.ts), both
 * under the production Content-Security-Policy.
 */
import view from '../../src/data/generated/apiChangelog.json';
import { releaseAnchor, type ChangelogView } from '../../src/api/changes/changelog';

/** The navbar's search box suggests pages as the reader types. */
export const SEARCH = { page: '/docs/learn/overview', query: 'idempotency', firstSuggestion: 'Idempotency' } as const;

/**
 * The /search page with a query in its URL lists results searched in its search worker
 * (src/search/searchWorker.ts): Pagefind's script and WebAssembly are the worker's downloads, so
 * the page's own resource timing holds neither (it would, had the page fallen back to searching itself).
 */
export const SEARCH_PAGE = {
  path: '/search?q=webhook',
  result: '#__docusaurus_skipToContent_fallback article h2 a',
  notOnThePage: ['/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind'],
} as const;

/** "Try it" on an operation starts the sandbox's service worker; a request without a token is refused by it. */
export const TRY_IT = {
  page: '/docs/API/list-user-quests',
  button: 'Try it',
  running: 'The mock is running in this tab.',
  send: 'Send API Request',
  withoutToken: 'missing_credentials',
} as const;

/** The rule checker checks JSON against the reader's own schema, in its worker. */
export const RULE_CHECK = {
  page: '/docs/rules/Text/JsonSchema',
  button: 'Try this rule',
  value: '{"weapon": "axe", "level": 0}',
  verdict: 'The JSON document fails 2 schema check(s); the first is `minimum` at `/level`.',
} as const;

/** An operation page's samples pane switches its request samples to the sandbox host, and between languages. */
export const SAMPLES = {
  page: '/docs/API/claim-user-quest',
  sandboxButton: 'Sandbox',
  sandboxSample: 'https://sandbox.api.guildforge.io/v1/user-quests/<userQuestId>/claim',
  otherTab: 'curl',
  sandboxNote: 'Sandbox: test keys',
} as const;

/**
 * Links to targets below long content that the browser lays out only when it is reached
 * (`content-visibility: auto`): the changelog's entries, the error catalogue's tables. Each must
 * land with its target at the top of the screen, in every engine. The oldest release is below
 * every other release's entries; `service_unavailable` is the last row of the catalogue's last table.
 * Firefox and WebKit load these (tests/browsers); Chromium's tests of the two pages are
 * tests/e2e/changelog.spec.ts and tests/e2e/errorCatalogue.spec.ts.
 */
export const DEFERRED_TARGETS = [
  { page: '/docs/changelog', id: releaseAnchor((view as unknown as ChangelogView).releases.at(-1)!.version) },
  { page: '/docs/api/errors', id: 'service_unavailable' },
] as const;

/** Where a target must be once its link is followed: below the sticky navbar, its top within the first fifth of the screen. */
export const TARGET_TOP_MAX_FRACTION = 0.2;
