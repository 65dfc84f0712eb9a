/** One ValidationResult, as the API would report it, with the reason of a pending rule. */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { ValidationResult } from '@guildforge/rules';
import styles from './styles.module.css';

export default function Verdict({ result, serverNote }: { readonly result: ValidationResult; readonly serverNote?: string }): ReactNode {
  return (
    <div className={clsx(styles.verdict, result.status === 'passed' && styles.passed, result.status === 'failed' && styles.failed)} data-testid="verdict">
      <p>
        <span className={styles.status}>{result.status}</span> <code>{result.rule}</code> on <code>{result.field}</code>
        {result.code ? (
          <>
            {' '}
            with <code>{result.code}</code>
          </>
        ) : null}
      </p>
      {result.message ? <p data-testid="verdict-message">{result.message}</p> : null}
      {result.reason ? <p>{result.reason}</p> : null}
      {result.status === 'pending' && serverNote ? <p>{serverNote}</p> : null}
      {result.measured ? (
        <>
          <p className={styles.legend}>measured</p>
          <pre className={styles.measured} tabIndex={0} aria-label="measured values">
            {JSON.stringify(result.measured, null, 2)}
          </pre>
        </>
      ) : null}
    </div>
  );
}
