/**
 * "Try this rule" on a rule page: a button that opens a panel where the reader runs the rule on
 * their own file or text with @guildforge/rules. The panel and the checker load only when the
 * reader opens it (or hovers or focuses the button, to start fetching), so rule pages keep their
 * page weight.
 */
import React, { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

export interface TryRuleProps {
  readonly ruleId: string;
  /** The page's example field, whose params prefill the panel. */
  readonly exampleField: Readonly<Record<string, unknown>>;
}

const loadPanel = () => import('./Panel');
const Panel = lazy(loadPanel);

/** Groups whose rules the checker runs (or reports pending with the reason). */
const CHECKED_GROUPS = new Set(['Text', 'Misc', 'Misc/Enum', 'Misc/Number', 'Image', 'Material/Texture', 'Audio', 'Mesh', 'Animation']);

export function isTryable(group: string): boolean {
  return CHECKED_GROUPS.has(group);
}

export default function TryRule({ ruleId, exampleField }: TryRuleProps): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const prefetch = () => void loadPanel();
  return (
    <div className={styles.launcher}>
      <button
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onMouseEnter={prefetch}
        onFocus={prefetch}
      >
        {open ? 'Close the rule checker' : 'Try this rule'}
      </button>
      <div id={panelId}>
        {open ? (
          <Suspense fallback={<p role="status">Loading the rule checker…</p>}>
            <Panel ruleId={ruleId} exampleField={exampleField} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
