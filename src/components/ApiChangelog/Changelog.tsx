import React, { type CSSProperties, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import view from '@site/src/data/generated/apiChangelog.json';
import { IMPACT_HEADINGS, releaseAnchor, type ChangelogGroup, type ChangelogView } from '@site/src/api/changes/changelog';
import styles from './styles.module.css';

const data = view as unknown as ChangelogView;

/** Inline code spans of a sentence (`a` → <code>a</code>); the change sentences hold no other Markdown. */
function withCode(sentence: string): ReactNode[] {
  return sentence.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Changes({ groups }: { groups: readonly ChangelogGroup[] }): ReactNode {
  return groups.map(({ impact, count, targets }) => (
    <section key={impact}>
      <Heading as="h3" className={styles.impact}>
        {IMPACT_HEADINGS[impact]} ({count})
      </Heading>
      {/* Out of the search index: thousands of change lines would outrank the pages they link for every
          parameter, field and response they name; the release summaries and headings stay searchable. */}
      <ul className={styles.targets} data-pagefind-ignore="all">
        {targets.map(({ target, changes }) => (
          <li key={target.label} className={styles.deferred} style={{ '--entries': changes.length } as CSSProperties}>
            {'page' in target ? (
              <>
                <Link to={target.page}>{target.operationId}</Link> <code>{target.label}</code>
              </>
            ) : (
              <code>{target.label}</code>
            )}
            <ul>
              {changes.map((change, index) => (
                <li key={index}>
                  {withCode(change.text)}
                  {change.fix ? <> Within the major version: {withCode(change.fix)}.</> : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  ));
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
      {unreleased.groups.length ? (
        <>
          <p>
            Changes in the working description since {unreleased.since}, not released yet; the next release is cut with <code>npm run api:release</code>.
          </p>
          <Changes groups={unreleased.groups} />
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
                {release.counts.major + release.counts.minor + release.counts.patch} changes since {release.previous}: {release.counts.major} breaking, {release.counts.minor} additions,{' '}
                {release.counts.patch} corrections and clarifications.
              </p>
              <Changes groups={release.groups} />
            </>
          ) : (
            <p>The first release of the description: the state every later release is compared with.</p>
          )}
        </section>
      ))}
    </>
  );
}
