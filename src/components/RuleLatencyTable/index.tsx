import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { findRule, rulePath } from '@site/src/data/rules';

/** Typical latency of asynchronous rules, from the rule registry, fastest first. */
export default function RuleLatencyTable({ rules }: { readonly rules: readonly string[] }): ReactNode {
  const rows = rules
    .map(findRule)
    .flatMap((rule) => (rule.evaluation.mode === 'async' ? [{ rule, evaluation: rule.evaluation }] : []))
    .sort((a, b) => a.evaluation.p95Seconds - b.evaluation.p95Seconds || a.evaluation.p50Seconds - b.evaluation.p50Seconds);
  if (rows.length !== rules.length) {
    throw new Error(`RuleLatencyTable lists instant rules: ${rules.filter((id) => findRule(id).evaluation.mode !== 'async').join(', ')}`);
  }
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Rule</th>
          <th scope="col">Feature server</th>
          <th scope="col">p50</th>
          <th scope="col">p95</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ rule, evaluation }) => (
          <tr key={rule.id}>
            <th scope="row">
              <Link to={rulePath(rule)}>{rule.id}</Link>
            </th>
            <td>
              <code>{evaluation.service}</code>
            </td>
            <td>{evaluation.p50Seconds} s</td>
            <td>{evaluation.p95Seconds} s</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
