import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export interface Fact {
  readonly term: string;
  readonly value: ReactNode;
}

/** The summary box at the top of a reference page: a lead sentence and labelled facts. */
export default function FactList({ lead, facts }: { readonly lead: ReactNode; readonly facts: readonly Fact[] }): ReactNode {
  return (
    <div className={styles.summary}>
      <p className={styles.lead}>{lead}</p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
