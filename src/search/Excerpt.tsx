/** A search excerpt, cut to about SEARCH_CONTEXT_LENGTH characters, with the matches marked. */
import React, { type ReactNode } from 'react';
import { excerptParts } from './results';

export default function Excerpt({ html, className, maxLength }: { readonly html: string; readonly className?: string; readonly maxLength?: number }): ReactNode {
  const parts = excerptParts(html, maxLength);
  if (parts.length === 0) return null;
  return (
    <span className={className}>
      {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </span>
  );
}
