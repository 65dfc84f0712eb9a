import type { CSSProperties } from 'react';

/** Columns a tab advances to, as `tab-size` (the browser's default, which the site keeps). */
const TAB_SIZE = 8;

/** Columns a line of monospace text takes, with tabs advancing to the next tab stop. */
function columns(line: string): number {
  let width = 0;
  for (const character of line) width = character === '\t' ? (Math.floor(width / TAB_SIZE) + 1) * TAB_SIZE : width + 1;
  return width;
}

/**
 * A code block's text size, as the custom properties ./styles.module.css sizes the block's
 * code by while the browser skips laying it out: its number of lines (one per line of the
 * code, as prism-react-renderer splits it) and the width of its longest line in columns.
 */
export function codeSize(code: string): CSSProperties {
  const lines = code.split('\n');
  return { '--code-lines': lines.length, '--code-columns': Math.max(0, ...lines.map(columns)) } as CSSProperties;
}
