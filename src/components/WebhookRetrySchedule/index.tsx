import type { ReactNode } from 'react';
import schedule from '@site/src/data/generated/webhookRetry.json';
import { scheduleSentence, scheduleSummary } from '@site/src/api/webhookRetrySchedule';

/**
 * The webhook retry schedule written inline in prose from the contract (`x-retry-schedule` on
 * WebhookDelivery): `form="sentence"` gives "retried 1 minute, … after the previous attempt: eight
 * attempts in all, the last one 44 hours 36 minutes after the first"; `form="summary"` the short
 * form for a table cell.
 */
export default function WebhookRetrySchedule({ form = 'sentence' }: { readonly form?: 'sentence' | 'summary' }): ReactNode {
  return form === 'summary' ? scheduleSummary(schedule) : scheduleSentence(schedule);
}
