import React, { type ReactNode } from 'react';
import openapiInfo from '@site/src/data/generated/compatibility.json';
import { compatibilitySentences, type CompatibilityPromise as Promise } from '@site/src/api/compatibility';

/** Inline code spans of a sentence (`a` → <code>a</code>); the sentences hold no other Markdown. */
function withCode(sentence: string): ReactNode[] {
  return sentence.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * The compatibility promise of the current major version, from the contract's
 * `info.x-compatibility` (the contract's "Versioning" section is written from the same data).
 */
export default function CompatibilityPromise(): ReactNode {
  const sentences = compatibilitySentences(openapiInfo as Promise);
  return (
    <p>
      {sentences.map((sentence, index) => (
        <React.Fragment key={index}>
          {index > 0 ? ' ' : ''}
          {withCode(sentence)}
        </React.Fragment>
      ))}
    </p>
  );
}
