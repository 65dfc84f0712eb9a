import React, { type ReactNode } from 'react';
import openapiInfo from '@site/src/data/generated/compatibility.json';
import { compatibilitySentences, type CompatibilityPromise as Promise } from '@site/src/api/compatibility';
import { DIFF_RULES, SKIPPED_DIFF_RULES, STRICTER_DIFF_RULES, type DiffRuleId } from '@site/src/api/changes/diffRules';

/** Inline code spans of a sentence (`a` → <code>a</code>); the sentences hold no other Markdown. */
function withCode(sentence: string): ReactNode[] {
  return sentence.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * The compatibility promise of the current major version, from the contract's
 * `info.x-compatibility` (the contract's "Versioning" section is written from the same data),
 * then the changes the breaking-change gate (`npm run api:diff`) refuses within a major version,
 * rule by rule, from the same module the gate reads (src/api/changes/diffRules.ts).
 */
export default function CompatibilityPromise(): ReactNode {
  const sentences = compatibilitySentences(openapiInfo as Promise);
  const enforced = (Object.keys(DIFF_RULES) as DiffRuleId[]).filter((id) => !SKIPPED_DIFF_RULES[id]);
  return (
    <>
      <p>
        {sentences.map((sentence, index) => (
          <React.Fragment key={index}>
            {index > 0 ? ' ' : ''}
            {withCode(sentence)}
          </React.Fragment>
        ))}
      </p>
      <p>Every change to the API description is checked against the last release, and each of these is refused as breaking unless it ships in a new major version:</p>
      <ul>
        {enforced.map((id) => (
          <li key={id}>
            {withCode(DIFF_RULES[id].breaks)}
            {STRICTER_DIFF_RULES[id] ? <> ({withCode(STRICTER_DIFF_RULES[id]!)})</> : null}.
          </li>
        ))}
      </ul>
      {Object.entries(SKIPPED_DIFF_RULES).map(([id, reason]) => (
        <p key={id}>{withCode(reason)}</p>
      ))}
    </>
  );
}
