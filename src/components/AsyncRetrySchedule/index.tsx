import type { ReactNode } from 'react';
import { asyncRetryAttempts, asyncRetryDelays } from '@site/src/data/rules/asyncRetry';

/**
 * The retry schedule of asynchronous rules, written inline in prose from the one constant
 * the rule pages and the catalogue use (src/data/rules/asyncRetry.ts):
 * "after 1, 5 and 15 minutes (four attempts over about 21 minutes)".
 */
export default function AsyncRetrySchedule(): ReactNode {
  return `${asyncRetryDelays} (${asyncRetryAttempts})`;
}
