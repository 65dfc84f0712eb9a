import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ruleModes from '@site/src/data/generated/ruleModes.json';
import type { RuleModeEntry } from '@site/src/data/rules/modeSummary';

/**
 * Typical latency of asynchronous rules, fastest first, from each rule's `evaluation` in the
 * registry (src/data/generated/ruleModes.json, written by `npm run generate`), so that the guides
 * showing it do not load the whole registry.
 */
export default function RuleLatencyTable({ rules }: { readonly rules: readonly string[] }): ReactNode {
  const entries = rules.map((id) => {
    const entry = (ruleModes as readonly RuleModeEntry[]).find((rule) => rule.id === id);
    if (!entry) throw new Error(`RuleLatencyTable: no rule "${id}" in the rule registry`);
    return entry;
  });
  const rows = entries
    .flatMap((rule) => (rule.mode === 'async' && rule.service !== undefined && rule.p50Seconds !== undefined && rule.p95Seconds !== undefined ? [{ rule, service: rule.service, p50: rule.p50Seconds, p95: rule.p95Seconds }] : []))
    .sort((a, b) => a.p95 - b.p95 || a.p50 - b.p50);
  if (rows.length !== rules.length) {
    throw new Error(`RuleLatencyTable lists instant rules: ${entries.filter((rule) => rule.mode !== 'async').map((rule) => rule.id).join(', ')}`);
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
        {rows.map(({ rule, service, p50, p95 }) => (
          <tr key={rule.id}>
            <th scope="row">
              <Link to={rule.page}>{rule.id}</Link>
            </th>
            <td>
              <code>{service}</code>
            </td>
            <td>{p50} s</td>
            <td>{p95} s</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
