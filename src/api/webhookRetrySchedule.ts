/**
 * The webhook retry schedule in words, from the contract's `x-retry-schedule` on WebhookDelivery
 * (copied to src/data/generated/webhookRetry.json by `npm run generate`). The guides render it
 * with src/components/WebhookRetrySchedule; tests/unit/webhookRetrySchedule.test.ts checks every
 * statement that cannot import it (the contract's own descriptions, CONTRIBUTING.md) against it.
 */
export interface WebhookRetrySchedule {
  readonly timeoutSeconds: number;
  /** Seconds from one failed attempt to the next. */
  readonly delaysSeconds: readonly number[];
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `90` → `1 minute 30 seconds`; `160560` → `44 hours 36 minutes`. */
export function duration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours ? plural(hours, 'hour') : '', minutes ? plural(minutes, 'minute') : '', rest ? plural(rest, 'second') : ''].filter(Boolean).join(' ') || '0 seconds';
}

/** Attempts in all, the first one included. */
export const attempts = (schedule: WebhookRetrySchedule): number => schedule.delaysSeconds.length + 1;

/** Seconds from the first attempt to the last. */
export const retryWindowSeconds = (schedule: WebhookRetrySchedule): number => schedule.delaysSeconds.reduce((sum, delay) => sum + delay, 0);

/** `1 minute, 5 minutes, 30 minutes, 2 hours, 6 hours, 12 hours and 24 hours` */
export function delaysInWords(schedule: WebhookRetrySchedule): string {
  const words = schedule.delaysSeconds.map(duration);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** `eight` */
export const attemptsInWords = (schedule: WebhookRetrySchedule): string => NUMBER_WORDS[attempts(schedule)] ?? String(attempts(schedule));

/** The whole schedule as one clause, for prose: "retried … after the previous attempt: eight attempts in all, the last one … after the first". */
export function scheduleSentence(schedule: WebhookRetrySchedule): string {
  return `retried ${delaysInWords(schedule)} after the previous attempt: ${attemptsInWords(schedule)} attempts in all, the last one ${duration(retryWindowSeconds(schedule))} after the first`;
}

/** The short form for tables: "eight attempts, the last 44 h 36 min after the first". */
export function scheduleSummary(schedule: WebhookRetrySchedule): string {
  const total = retryWindowSeconds(schedule);
  const short = [Math.floor(total / 3600) ? `${Math.floor(total / 3600)} h` : '', Math.floor((total % 3600) / 60) ? `${Math.floor((total % 3600) / 60)} min` : ''].filter(Boolean).join(' ');
  return `${attemptsInWords(schedule)} attempts, the last ${short} after the first`;
}
