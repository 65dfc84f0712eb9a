import type { Props } from '@theme/CodeBlock/Line';
import { showsAsText } from '@site/src/config/prismThemes';

type Token = Props['line'][number];

const joined = new WeakMap<Props['line'], Props['line']>();

/**
 * The line with each run of neighbouring tokens that show as plain text (plain text,
 * punctuation, operators) joined into one plain token, which the Token wrapper writes as
 * one piece of text. The same array for the same line, so memoised lines stay memoised.
 */
export function joinTextTokens(line: Props['line']): Props['line'] {
  const cached = joined.get(line);
  if (cached) return cached;
  const result: Token[] = [];
  for (const token of line) {
    const previous = result.at(-1);
    const text = !token.empty && showsAsText(token.types);
    if (text && previous && !previous.empty && previous.types.length === 1 && previous.types[0] === 'plain') {
      result[result.length - 1] = { types: ['plain'], content: previous.content + token.content };
    } else {
      result.push(text ? { types: ['plain'], content: token.content } : token);
    }
  }
  joined.set(line, result);
  return result;
}

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

const loneBreaks = new WeakMap<Props['line'], Props['line']>();

/**
 * A line holding only `\n` as an empty line, as the classic line does: its `<br>` already
 * ends the line, and a second break would show an extra empty line.
 */
export function withoutLoneLineBreak(line: Props['line']): Props['line'] {
  if (line.length !== 1 || line[0].content !== '\n') return line;
  const cached = loneBreaks.get(line);
  if (cached) return cached;
  const result = [{ ...line[0], content: '' }];
  loneBreaks.set(line, result);
  return result;
}
