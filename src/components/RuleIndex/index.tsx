import React, { useId, useMemo, useState, type ReactNode } from 'react';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import { InlineText } from '@site/src/components/PlainText';
import { ruleCategories, rulePath, ruleRegistry, type RuleCategory } from '@site/src/data/rules';
import type { FieldKind } from '@site/src/data/rules/types';
import { matchesQuery } from './matchesQuery';
import styles from './styles.module.css';

type ModeFilter = 'all' | 'instant' | 'async';

function categoryGroups(category: RuleCategory): string[] {
  return [...category.groups, ...(category.children ?? []).flatMap(categoryGroups)];
}

const kinds = [...new Set(ruleRegistry.flatMap((rule) => rule.appliesTo))].sort() as FieldKind[];

/** Every rule grouped by kind, with summary and evaluation mode, filterable by text, field kind and mode. */
export default function RuleIndex(): ReactNode {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<FieldKind | 'all'>('all');
  const [mode, setMode] = useState<ModeFilter>('all');
  const ids = { query: useId(), kind: useId(), mode: useId() };

  const visible = useMemo(
    () =>
      ruleRegistry.filter(
        (rule) =>
          matchesQuery(rule, query) &&
          (kind === 'all' || rule.appliesTo.includes(kind)) &&
          (mode === 'all' || rule.evaluation.mode === mode),
      ),
    [query, kind, mode],
  );

  const sections = [
    ...ruleCategories.map((category) => ({ label: category.label, groups: categoryGroups(category) })),
    { label: 'Misc (any field)', groups: ['Misc'] },
  ];

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
        {visible.length === 0 ? 'No rules match these filters.' : `${visible.length} of ${ruleRegistry.length} rules`}
      </p>
      {sections.map((section) => {
        const rules = visible.filter((rule) => section.groups.includes(rule.group));
        if (rules.length === 0) return null;
        return (
          <section key={section.label} aria-label={`${section.label} rules`}>
            <h2 className={styles.groupTitle}>{section.label}</h2>
            <ColumnTable label={`${section.label} rules`} columns={['Rule', 'Checks', 'Fields', 'Evaluation']}>
              {rules.map((rule) => (
                <tr key={rule.id} data-rule={rule.id}>
                  <th scope="row">
                    <Link to={rulePath(rule)}>{rule.id}</Link>
                  </th>
                  <td>
                    <InlineText text={rule.summary} />
                  </td>
                  <td>{rule.appliesTo.join(', ')}</td>
                  <td>{rule.evaluation.mode === 'instant' ? 'instant' : `async (${rule.evaluation.service})`}</td>
                </tr>
              ))}
            </ColumnTable>
          </section>
        );
      })}
    </div>
  );
}
