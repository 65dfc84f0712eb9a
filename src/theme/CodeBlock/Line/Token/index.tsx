/**
 * Code that shows in the text colour is written as text, not as a `<span class="token …">`.
 *
 * Prism wraps every piece of a line in a span: plain text, punctuation and operators too,
 * which show in the same colour as the text around them. On the React guide those were
 * more than half of the page's 14,000 elements, and cost the browser parsing and layout.
 * The colours come from the stylesheet by token class (src/config/prismThemes.ts), which
 * `showsAsText` reads, so a token goes without its element exactly when no rule gives it
 * another colour or style. The Line wrapper joins such neighbours into one piece of text.
 * Empty tokens keep their element, which holds an empty line open.
 */
import React, { type ReactNode } from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';
import { showsAsText } from '@site/src/config/prismThemes';

export default function TokenWrapper(props: Props): ReactNode {
  const { token, style } = props;
  const unstyled = style === undefined || Object.keys(style).length === 0;
  return !token.empty && unstyled && showsAsText(token.types) ? props.children : <Token {...props} />;
}
