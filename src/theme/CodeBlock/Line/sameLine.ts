import type { Props } from '@theme/CodeBlock/Line';

const sameClassNames = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((name, i) => name === b[i]));

/**
 * Whether a code line would render the same: the same tokens (prism-react-renderer
 * memoises them per code and language), line classes and numbering. The token styles
 * are left out on purpose: see ./index.tsx.
 */
export function sameLine(previous: Props, next: Props): boolean {
  return previous.line === next.line && previous.showLineNumbers === next.showLineNumbers && sameClassNames(previous.classNames, next.classNames);
}
