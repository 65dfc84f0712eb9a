import React, { type CSSProperties, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A wide table in a horizontally scrollable, keyboard-focusable region. Keyboard users
 * can scroll it with the arrow keys; screen readers announce it by `label`.
 */
export default function ScrollableTable({
  label,
  className,
  style,
  children,
}: {
  readonly label: string;
  /** Added to the region's own class and style. */
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly children: ReactNode;
}): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className={className ? `${styles.region} ${className}` : styles.region} style={style} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

interface ColumnTableProps {
  /** Announced name of the scrollable region. */
  readonly label: string;
  /** Column headings, left to right. */
  readonly columns: readonly string[];
  readonly className?: string;
  readonly caption?: ReactNode;
  readonly captionClassName?: string;
  /** Class and style of the scrollable region around the table. */
  readonly regionClassName?: string;
  readonly regionStyle?: CSSProperties;
  /** The body rows (`<tr>` elements). */
  readonly children: ReactNode;
}

/** A scrollable table with one header row of column headings; rows come as children. */
export function ColumnTable({ label, columns, className, caption, captionClassName, regionClassName, regionStyle, children }: ColumnTableProps): ReactNode {
  return (
    <ScrollableTable label={label} className={regionClassName} style={regionStyle}>
      <table className={className}>
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollableTable>
  );
}
