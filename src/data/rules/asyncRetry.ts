/**
 * The one policy for an asynchronous rule whose feature server cannot process a file
 * (it errors, times out, or is in `outage` or `maintenance`):
 *
 * 1. the rule's result stays `pending` and the submission stays `validating`;
 * 2. Guildforge retries after each delay below (the delays add up: 1 + 5 + 15 minutes);
 * 3. if the last attempt fails too, the result fails with the rule's `*_unavailable` code
 *    (HTTP 503, retryable) and the submission becomes `invalid`; the maker runs the rules
 *    again by sending the values with updateSubmission once the server is back.
 *
 * Rule registry text, the error catalogue and the UGC guides (through the
 * AsyncRetrySchedule component) write their sentences from these values; the prose that
 * cannot import them (CONTRIBUTING.md, the API description, the learn pages) is checked
 * against them by tests/unit/asyncRetryPolicy.test.ts.
 */

/** Minutes between one failed attempt and the next. */
export const ASYNC_RULE_RETRY_DELAYS_MINUTES = [1, 5, 15] as const;

/** Automatic retries after the first attempt. */
export const ASYNC_RULE_RETRIES = ASYNC_RULE_RETRY_DELAYS_MINUTES.length;

/** Attempts in all, the first one included. */
export const ASYNC_RULE_ATTEMPTS = ASYNC_RULE_RETRIES + 1;

/** Minutes from the first attempt to the last one. */
export const ASYNC_RULE_RETRY_WINDOW_MINUTES = ASYNC_RULE_RETRY_DELAYS_MINUTES.reduce((sum, minutes) => sum + minutes, 0);

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count in words, as prose writes small numbers: `four`. */
export function countWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** `1, 5 and 15` */
function listMinutes(minutes: readonly number[]): string {
  return minutes.length < 2 ? minutes.join('') : `${minutes.slice(0, -1).join(', ')} and ${minutes[minutes.length - 1]}`;
}

/** `after 1, 5 and 15 minutes` */
export const asyncRetryDelays = `after ${listMinutes(ASYNC_RULE_RETRY_DELAYS_MINUTES)} minutes`;

/** `four attempts over about 21 minutes` */
export const asyncRetryAttempts = `${countWord(ASYNC_RULE_ATTEMPTS)} attempts over about ${ASYNC_RULE_RETRY_WINDOW_MINUTES} minutes`;

/** `three retries` */
export const asyncRetryRetries = `${countWord(ASYNC_RULE_RETRIES)} retries`;

/**
 * The policy as rule pages state it, for a rule on `service` whose give-up code is `code`.
 * Markdown-free apart from inline code, like the rest of a rule explanation. `subject` is
 * what the rule reads: a file, or the text of a text field.
 */
export function asyncRetrySentence(service: string, code: string, subject: 'file' | 'text' = 'file'): string {
  return `If the ${service} feature server cannot process the ${subject} (it fails, times out, or is in \`outage\` or \`maintenance\`), the result stays \`pending\` and the submission stays \`validating\` while Guildforge retries ${asyncRetryDelays} (${asyncRetryAttempts}). If the last attempt fails too, the rule fails with \`${code}\`, \`measured.service\` names the server and the submission becomes \`invalid\`: this is not a verdict on the ${subject}, and once the server is \`operational\` the maker can send the same values again with updateSubmission (while the schema is \`open\`), which runs every rule again.`;
}

/** The `when` text of a rule's `*_unavailable` error. */
export function asyncRetryWhen(service: string): string {
  return `The ${service} feature server failed or timed out on the first attempt and on all ${asyncRetryRetries} (${asyncRetryDelays}), or was in \`outage\` or \`maintenance\` throughout; measured.service is "${service}".`;
}

/** The message the API returns with a rule's `*_unavailable` error ({service} is filled from measured.service). */
export const asyncRetryMessageTemplate = `The {service} feature server could not analyze the file after ${asyncRetryRetries}; update the submission to run the check again.`;

/** The catalogue description of a `*_unavailable` rule code. */
export function asyncRetryCatalogueDescription(servers: string, what: string): string {
  return `The ${servers} feature server could not process ${what} in ${asyncRetryAttempts} (the first attempt and ${asyncRetryRetries} ${asyncRetryDelays}), so the submission became \`invalid\` without a verdict on its content. Check getFeatureServerStatus; once the server is \`operational\`, the maker sends the same values with updateSubmission (while the schema is \`open\`), which runs every rule again.`;
}
