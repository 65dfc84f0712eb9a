/**
 * Plain text in a code line is written as text, not as a `<span class="token plain">`.
 *
 * Prism wraps everything it does not colour in such a span: on the React guide, about a
 * quarter of the page's 14,000 elements. The colours come from the stylesheet by token
 * class (src/config/prismThemes.ts) and plain text has none, so the element only cost the
 * browser parsing and layout. Empty tokens keep their element, which holds an empty line open.
 */
import React, { type ReactNode } from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';

const isPlainText = ({ token, style }: Pick<Props, 'token' | 'style'>): boolean =>
  token.types.length === 1 && token.types[0] === 'plain' && !token.empty && style === undefined;

export default function TokenWrapper(props: Props): ReactNode {
  return isPlainText(props) ? props.children : <Token {...props} />;
}
