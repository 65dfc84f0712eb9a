/**
 * Sections of a quest-type page, each rendering one part of a quest type's registry
 * entry (src/data/quests). Generated quest-type pages place them under headings.
 */
import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import ErrorCode from '@site/src/components/ErrorCode';
import ParameterTable from '@site/src/components/ParameterTable';
import PlainText, { InlineText } from '@site/src/components/PlainText';
import { findQuestType, questConfigSchema, questConfigSchemaName, questTypeId } from '@site/src/data/quests';
import type { QuestTypeDefinition, Verification } from '@site/src/data/quests/types';
import styles from './styles.module.css';

interface QuestProps {
  /** `<provider>.<type>`, e.g. `twitter.follow`. */
  readonly id: string;
}

export function verificationLabel(verification: Verification): string {
  switch (verification.mode) {
    case 'on_check':
      return 'On check: verified when the user calls checkUserQuest';
    case 'polled':
      return `Polled: re-checked every ${formatSeconds(verification.intervalSeconds)} while the quest is started`;
    case 'pushed':
      return 'Pushed: completed when an event arrives, no check needed';
  }
}

export function formatSeconds(seconds: number): string {
  if (seconds === 0) return 'immediately';
  if (seconds % 86400 === 0) return `${seconds / 86400} d`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

function Summary({ id }: QuestProps): ReactNode {
  const quest = findQuestType(id);
  return (
    <div className={styles.summary}>
      <p className={styles.lead}>
        <InlineText text={quest.summary} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Quest type</dt>
          <dd>
            <code>{questTypeId(quest)}</code>
          </dd>
        </div>
        <div>
          <dt>Verification</dt>
          <dd>{verificationLabel(quest.verification)}</dd>
        </div>
        <div>
          <dt>Provider delay</dt>
          <dd>{formatSeconds(quest.providerDelaySeconds)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Verification({ id }: QuestProps): ReactNode {
  const quest = findQuestType(id);
  return (
    <>
      <PlainText text={quest.verifies} />
      <PlainText text={quest.verification.description} />
    </>
  );
}

function Prerequisites({ id }: QuestProps): ReactNode {
  return (
    <ul>
      {findQuestType(id).prerequisites.map((prerequisite, index) => (
        <li key={index}>
          <InlineText text={prerequisite.description} />
        </li>
      ))}
    </ul>
  );
}

function Configuration({ id }: QuestProps): ReactNode {
  const quest = findQuestType(id);
  const schema = questConfigSchema(quest);
  const config = ((schema.properties ?? {}) as Record<string, Record<string, unknown>>).config ?? {};
  return (
    <>
      <p>
        Send <code>{`"type": "${questTypeId(quest)}"`}</code> and a <code>config</code> object with these fields in{' '}
        <Link to="/docs/API/create-quest">createQuest</Link> or <Link to="/docs/API/update-quest">updateQuest</Link>. The
        API description publishes this schema as <code>{questConfigSchemaName(quest)}</code>.
      </p>
      <ParameterTable schema={config} emptyMessage="This quest type takes no configuration: send an empty config object." />
    </>
  );
}

function Example({ id }: QuestProps): ReactNode {
  return (
    <CodeBlock language="json" title="POST /v1/quests">
      {JSON.stringify(findQuestType(id).exampleQuest, null, 2)}
    </CodeBlock>
  );
}

function States({ id }: QuestProps): ReactNode {
  const quest = findQuestType(id);
  return (
    <p>
      {quest.userQuestStates.map((state, index) => (
        <React.Fragment key={state}>
          {index > 0 ? ' → ' : null}
          <code>{state}</code>
        </React.Fragment>
      ))}
      . See the <Link to="/docs/quests/questingSystem">questing system</Link> for every transition.
    </p>
  );
}

function Failures({ id }: QuestProps): ReactNode {
  const quest = findQuestType(id);
  return (
    <ScrollableTable label="Failure reasons">
      <table>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Why, and what to do</th>
          </tr>
        </thead>
        <tbody>
          {quest.failures.map((failure) => (
            <tr key={failure.code}>
              <td>
                <ErrorCode code={failure.code} />
              </td>
              <td>
                <InlineText text={failure.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

function Notes({ id }: QuestProps): ReactNode {
  const quest: QuestTypeDefinition = findQuestType(id);
  return (
    <ul>
      {[...quest.limits, ...quest.notes].map((note, index) => (
        <li key={index}>
          <InlineText text={note} />
        </li>
      ))}
    </ul>
  );
}

const QuestTypeReference = { Summary, Verification, Prerequisites, Configuration, Example, States, Failures, Notes };
export default QuestTypeReference;
