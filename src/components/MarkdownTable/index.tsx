/**
 * A Markdown table in MDX, in the same keyboard-focusable scrolling region as the reference
 * tables (src/components/ScrollableTable): a narrow screen scrolls the table, and keyboard
 * users reach the region with Tab and scroll it with the arrow keys (axe
 * `scrollable-region-focusable`). The region is named after the table's column headings.
 * The table is static: a hydrated page keeps the server's rows (src/components/ServerMarkup),
 * whose links still navigate in the browser.
 */
import React, { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import ServerMarkup from '@site/src/components/ServerMarkup';

/** The text of a React subtree (strings and the children of elements, in order). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The heading cells of the table's first row, as MDX renders them (`thead > tr > th`). */
export function columnHeadings(children: ReactNode): string[] {
  for (const section of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode }>(section)) continue;
    const firstRow = Children.toArray(section.props.children).find((row) => isValidElement(row));
    if (!isValidElement<{ children?: ReactNode }>(firstRow)) continue;
    const cells = Children.toArray(firstRow.props.children).map((cell) => textOf(cell).trim());
    if (cells.some(Boolean)) return cells;
  }
  return [];
}

export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const headings = columnHeadings(props.children).filter(Boolean);
  const label = headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
  return (
    <ServerMarkup>
      <ScrollableTable label={label}>
        <table {...props} />
      </ScrollableTable>
    </ServerMarkup>
  );
}
