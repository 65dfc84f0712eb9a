import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A wide table in a horizontally scrollable, keyboard-focusable region. Keyboard users
 * can scroll it with the arrow keys; screen readers announce it by `label`.
 */
export default function ScrollableTable({ label, children }: { readonly label: string; readonly children: ReactNode }): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className={styles.region} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
