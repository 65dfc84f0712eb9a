import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ruleModes from '@site/src/data/generated/ruleModes.json';
import { asyncLatencyRange, rulesOfMode } from '@site/src/data/rules/modeSummary';

/**
 * The rules of one evaluation mode, linked, in prose ("Circle, Classification and …"), from the rule
 * registry's `evaluation` (written to src/data/generated/ruleModes.json by `npm run generate`, so a
 * page lists them without loading the registry). A rule whose mode changes moves by itself.
 */
export default function RuleModes({ mode }: { readonly mode: 'instant' | 'async' }): ReactNode {
  const listed = rulesOfMode(ruleModes, mode);
  return listed.map((rule, index) => (
    <React.Fragment key={rule.id}>
      {index === 0 ? '' : index === listed.length - 1 ? ' and ' : ', '}
      <Link to={rule.page}>{rule.id}</Link>
    </React.Fragment>
  ));
}

/** How long async rules take, from the registry: "p95 from 4 s (NoProfanity) to 60 s (MeshModeration)". */
export function AsyncRuleLatency(): ReactNode {
  return asyncLatencyRange(ruleModes);
}

/** How many rules have this mode. */
export function RuleModeCount({ mode }: { readonly mode: 'instant' | 'async' }): ReactNode {
  return String(rulesOfMode(ruleModes, mode).length);
}
