import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ruleModes from '@site/src/data/generated/ruleModes.json';

interface RuleMode {
  readonly id: string;
  readonly page: string;
  readonly mode: 'instant' | 'async';
  readonly service?: string;
  readonly p50Seconds?: number;
  readonly p95Seconds?: number;
}

const rules = ruleModes as readonly RuleMode[];

/**
 * The rules of one evaluation mode, linked, in prose ("Circle, Classification and …"), from the rule
 * registry's `evaluation` (written to src/data/generated/ruleModes.json by `npm run generate`, so a
 * page lists them without loading the registry). A rule whose mode changes moves by itself.
 */
export default function RuleModes({ mode }: { readonly mode: 'instant' | 'async' }): ReactNode {
  const listed = rules.filter((rule) => rule.mode === mode).sort((a, b) => a.id.localeCompare(b.id));
  return listed.map((rule, index) => (
    <React.Fragment key={rule.id}>
      {index === 0 ? '' : index === listed.length - 1 ? ' and ' : ', '}
      <Link to={rule.page}>{rule.id}</Link>
    </React.Fragment>
  ));
}

/** How long async rules take, from the registry: "p95 from 4 s (NoProfanity) to 60 s (MeshModeration)". */
export function AsyncRuleLatency(): ReactNode {
  const timed = rules.filter((rule) => rule.mode === 'async' && rule.p95Seconds !== undefined).sort((a, b) => (a.p95Seconds ?? 0) - (b.p95Seconds ?? 0));
  const fastest = timed[0];
  const slowest = timed[timed.length - 1];
  if (!fastest || !slowest) throw new Error('AsyncRuleLatency: the registry has no asynchronous rule with a latency');
  return `p95 from ${fastest.p95Seconds} s (${fastest.id}) to ${slowest.p95Seconds} s (${slowest.id})`;
}

/** How many rules have this mode. */
export function RuleModeCount({ mode }: { readonly mode: 'instant' | 'async' }): ReactNode {
  return String(rules.filter((rule) => rule.mode === mode).length);
}
