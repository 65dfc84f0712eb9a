import type { RuleDefinition } from '@site/src/data/rules/types';

/** How and where a rule runs, in one line. */
export function evaluationLabel(rule: Pick<RuleDefinition, 'evaluation'>): string {
  const { evaluation } = rule;
  return evaluation.mode === 'instant'
    ? 'Instant: checked synchronously when the submission is created'
    : `Asynchronous: ${evaluation.service} service, typically ${evaluation.p50Seconds} s (p95 ${evaluation.p95Seconds} s)`;
}
