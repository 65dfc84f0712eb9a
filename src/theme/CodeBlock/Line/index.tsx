/**
 * Code lines render once and are skipped when their code block renders again.
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
 */
import React, { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import { joinTextTokens, sameLine } from './lines';

export default memo(function LineWrapper(props: Props) {
  return <Line {...props} line={joinTextTokens(props.line)} />;
}, sameLine);
