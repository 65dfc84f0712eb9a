import React, { useId, useMemo, useState, type ReactNode } from 'react';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import { InlineText } from '@site/src/components/PlainText';
import ruleIndex from '@site/src/data/generated/ruleIndex.json';
import type { RuleIndexData } from '@site/src/data/rules/indexRows';
import type { FieldKind } from '@site/src/data/rules/types';
import { matchesQuery } from './matchesQuery';
import styles from './styles.module.css';

type ModeFilter = 'all' | 'instant' | 'async';

/** The registry's index rows (src/data/rules/indexRows.ts), not the registry itself. */
const { sections, rules } = ruleIndex as RuleIndexData;

const kinds = [...new Set(rules.flatMap((rule) => rule.appliesTo))].sort() as FieldKind[];

/** Every rule grouped by kind, with summary and evaluation mode, filterable by text, field kind and mode. */
export default function RuleIndex(): ReactNode {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<FieldKind | 'all'>('all');
  const [mode, setMode] = useState<ModeFilter>('all');
  const ids = { query: useId(), kind: useId(), mode: useId() };

  const visible = useMemo(
    () =>
      rules.filter(
        (rule) =>
          matchesQuery(rule, query) &&
          (kind === 'all' || rule.appliesTo.includes(kind)) &&
          (mode === 'all' || rule.mode === mode),
      ),
    [query, kind, mode],
  );

  return (
    <div>
      <form className={styles.filters} role="search" aria-label="Filter rules" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.query}>
          Name or summary
          <input id={ids.query} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="e.g. hue, UTF-8, polygon" />
        </label>
        <label htmlFor={ids.kind}>
          Field kind
          <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as FieldKind | 'all')}>
            <option value="all">All kinds</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.mode}>
          Evaluation
          <select id={ids.mode} value={mode} onChange={(event) => setMode(event.target.value as ModeFilter)}>
            <option value="all">Instant and asynchronous</option>
            <option value="instant">Instant only</option>
            <option value="async">Asynchronous only</option>
          </select>
        </label>
      </form>
      <p aria-live="polite" className={styles.count}>
        {visible.length === 0 ? 'No rules match these filters.' : `${visible.length} of ${rules.length} rules`}
      </p>
      {sections.map((section) => {
        const listed = visible.filter((rule) => section.groups.includes(rule.group));
        if (listed.length === 0) return null;
        return (
          <section key={section.label} aria-label={`${section.label} rules`}>
            <h2 className={styles.groupTitle}>{section.label}</h2>
            <ColumnTable label={`${section.label} rules`} columns={['Rule', 'Checks', 'Fields', 'Evaluation']}>
              {listed.map((rule) => (
                <tr key={rule.id} data-rule={rule.id}>
                  <th scope="row">
                    <Link to={rule.page}>{rule.id}</Link>
                  </th>
                  <td>
                    <InlineText text={rule.summary} />
                  </td>
                  <td>{rule.appliesTo.join(', ')}</td>
                  <td>{rule.mode === 'instant' ? 'instant' : `async (${rule.service})`}</td>
                </tr>
              ))}
            </ColumnTable>
          </section>
        );
      })}
    </div>
  );
}
