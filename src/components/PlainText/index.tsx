import React, { type ReactNode } from 'react';

/**
 * Renders registry prose: paragraphs separated by blank lines, `backticks` as code.
 * Registry text is data, so it is rendered as React text (never as HTML).
 */
export function InlineText({ text }: { readonly text: string }): ReactNode {
  return text.split(/(`[^`]+`)/g).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      <React.Fragment key={index}>{part}</React.Fragment>
    ),
  );
}

export default function PlainText({ text }: { readonly text: string }): ReactNode {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => (
      <p key={index}>
        <InlineText text={paragraph} />
      </p>
    ));
}
