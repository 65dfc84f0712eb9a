/**
 * Code lines render once and are skipped when their code block renders again, and are
 * written as `<span>` elements, which HTML allows inside `<code>`.
 *
 * A code block rendered in the browser renders again when its word-wrap hook stores state
 * in effects, and whenever the colour mode changes. Each time, the classic CodeBlock
 * rebuilds every line and token of the block, although nothing in them changed; when the
 * React guide still hydrated its code blocks (see ../Content), that second render took
 * about 100 ms of main-thread time on a desktop CPU. A line's tokens come from
 * prism-react-renderer's memoised tokenizer, so the same `line` array means the same
 * content. Its styles come from the Prism theme, one empty object for both colour modes
 * (src/config/prismThemes.ts; a unit test holds the config to that), so `getLineProps` and
 * `getTokenProps`, which prism-react-renderer recreates on every render, need no comparison.
 *
 * Neighbouring tokens that look like plain text are joined into one (./lines.ts), so the
 * line is written with as few elements as its colours need (see ./Token).
 *
 * The classic line is a `<div>`, which the Nu HTML checker rejects inside `<code>` (phrasing
 * content only): about 4,500 errors on 25 pages. This line is the same markup as a `<span>`
 * shown as a block (`.token-line` in src/css/custom.css), so it looks the same, and its text,
 * which the copy button reads (../deferredSource.ts), is the same. Line numbers keep the
 * theme's own classes.
 */
import React, { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import { joinTextTokens, sameLine, withoutLoneLineBreak } from './lines';

function CodeLine({ line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps }: Props): ReactNode {
  const line = withoutLoneLineBreak(joinTextTokens(lineProp));
  const lineProps = getLineProps({ line, className: clsx(classNames, showLineNumbers && themeStyles.codeLine) });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={themeStyles.codeLineNumber} />
          <span className={themeStyles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      {/* Holds an empty line open, as in the classic line. */}
      <br />
    </span>
  );
}

export default memo(CodeLine, sameLine);
