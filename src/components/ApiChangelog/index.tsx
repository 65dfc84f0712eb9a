import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import history from '@site/src/data/generated/apiChanges.json';
import { groupChanges, IMPACT_HEADINGS, releaseAnchor, type ApiHistory } from '@site/src/api/changes/changelog';
import type { ApiChange } from '@site/src/api/changes/report';
import styles from './styles.module.css';

const data = history as unknown as ApiHistory;

/** Inline code spans of a sentence (`a` → <code>a</code>); the change sentences hold no other Markdown. */
function withCode(sentence: string): ReactNode[] {
  return sentence.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Changes({ changes }: { changes: readonly ApiChange[] }): ReactNode {
  return (
    <>
      {groupChanges(changes).map(({ impact, targets }) => (
        <section key={impact}>
          <Heading as="h3" className={styles.impact}>
            {IMPACT_HEADINGS[impact]} ({targets.reduce((count, target) => count + target.changes.length, 0)})
          </Heading>
          <ul className={styles.targets}>
            {targets.map(({ target, changes: of }) => (
              <li key={target.label}>
                {'page' in target ? <Link to={target.page}>{target.operationId}</Link> : <code>{target.label}</code>}
                {'page' in target ? <> <code>{target.label}</code></> : null}
                <ul>
                  {of.map((change, index) => (
                    <li key={index}>
                      {withCode(change.text)}
                      {change.fix ? <> (Within the major version: {withCode(change.fix)}.)</> : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * The API's releases, newest first, and the unreleased changes, from the diffs `npm run generate`
 * computes (scripts/apiChanges.ts): each change rated, grouped by impact and by operation.
 */
export default function ApiChangelog(): ReactNode {
  const { unreleased, releases } = data;
  return (
    <>
      <Heading as="h2" id="unreleased">
        Unreleased
      </Heading>
      {unreleased.changes.length ? (
        <>
          <p>
            Changes in the working description since {unreleased.since}, not released yet; the next release is cut with <code>npm run api:release</code>.
          </p>
          <Changes changes={unreleased.changes} />
        </>
      ) : (
        <p>The description has not changed since {unreleased.since}.</p>
      )}
      {releases.map((release) => (
        <section key={release.version}>
          <Heading as="h2" id={releaseAnchor(release.version)}>
            {release.version} ({release.date})
          </Heading>
          <p>{withCode(release.summary)}</p>
          {release.previous ? (
            <>
              <p>
                {release.changes.length} changes since {release.previous}: {release.changes.filter((c) => c.impact === 'major').length} breaking,{' '}
                {release.changes.filter((c) => c.impact === 'minor').length} additions, {release.changes.filter((c) => c.impact === 'patch').length} corrections and clarifications.
              </p>
              <Changes changes={release.changes} />
            </>
          ) : (
            <p>The first release of the description: the state every later release is compared with.</p>
          )}
        </section>
      ))}
    </>
  );
}
