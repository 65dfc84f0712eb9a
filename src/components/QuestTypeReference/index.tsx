/**
 * Sections of a quest-type page, each rendering one part of a quest type's registry
 * entry (src/data/quests). Generated quest-type pages place them under headings.
 */
import React, { type ReactNode } from 'react';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import ErrorCodeLink from '@site/src/components/ErrorCodeLink';
import FactList from '@site/src/components/FactList';
import ParameterTable from '@site/src/components/ParameterTable';
import { withServerMarkup } from '@site/src/components/ServerMarkup';
import PlainText, { InlineText } from '@site/src/components/PlainText';
import type { QuestTypePageData } from '@site/src/data/pageData';
import { formatSeconds, verificationLabel } from './labels';

interface QuestProps {
  /** This page's slice of the registry (src/data/pageData.ts). */
  readonly data: QuestTypePageData;
}

function Summary({ data: { id, quest } }: QuestProps): ReactNode {
  return (
    <FactList
      lead={<InlineText text={quest.summary} />}
      facts={[
        { term: 'Quest type', value: <code>{id}</code> },
        { term: 'Verification', value: verificationLabel(quest.verification) },
        { term: 'Provider delay', value: formatSeconds(quest.providerDelaySeconds) },
      ]}
    />
  );
}

function Verification({ data: { quest } }: QuestProps): ReactNode {
  return (
    <>
      <PlainText text={quest.verifies} />
      <PlainText text={quest.verification.description} />
    </>
  );
}

function Prerequisites({ data: { quest } }: QuestProps): ReactNode {
  return (
    <ul>
      {quest.prerequisites.map((prerequisite, index) => (
        <li key={index}>
          <InlineText text={prerequisite.description} />
        </li>
      ))}
    </ul>
  );
}

function Configuration({ data: { id, configSchema, configSchemaName } }: QuestProps): ReactNode {
  const config = ((configSchema.properties ?? {}) as Record<string, Record<string, unknown>>).config ?? {};
  return (
    <>
      <p>
        Send <code>{`"type": "${id}"`}</code> and a <code>config</code> object with these fields in{' '}
        <Link to="/docs/API/create-quest">createQuest</Link> or <Link to="/docs/API/update-quest">updateQuest</Link>. The
        API description publishes this schema as <code>{configSchemaName}</code>.
      </p>
      <ParameterTable schema={config} emptyMessage="This quest type takes no configuration: send an empty config object." />
    </>
  );
}

function Example({ data: { quest } }: QuestProps): ReactNode {
  return (
    <CodeBlock language="json" title="POST /v1/quests">
      {JSON.stringify(quest.exampleQuest, null, 2)}
    </CodeBlock>
  );
}

/** How to play Guildforge's call against your own endpoint, for types that call one. */
function EndpointTest({ data: { quest } }: QuestProps): ReactNode {
  if (!quest.endpointTest) return null;
  return (
    <>
      <PlainText text={quest.endpointTest.description} />
      <CodeBlock language="bash">{quest.endpointTest.command}</CodeBlock>
    </>
  );
}

function States({ data: { transitions } }: QuestProps): ReactNode {
  return (
    <>
      <ColumnTable label="User-quest transitions" columns={['From', 'To', 'When']}>
        {transitions.map((transition) => (
          <tr key={`${transition.from ?? 'none'}-${transition.to}`}>
            <td>{transition.from === null ? '(none)' : <code>{transition.from}</code>}</td>
            <td>
              <code>{transition.to}</code>
            </td>
            <td>
              <InlineText text={transition.trigger} />
            </td>
          </tr>
        ))}
      </ColumnTable>
      <p>
        <code>claimed</code> and <code>expired</code> are final. The{' '}
        <Link to="/docs/quests/questingSystem#user-quests-and-their-status">questing system</Link> draws the whole
        state machine.
      </p>
    </>
  );
}

function Failures({ data: { quest, errors } }: QuestProps): ReactNode {
  return (
    <ColumnTable label="Failure reasons" columns={['Code', 'Why, and what to do']}>
      {quest.failures.map((failure) => (
        <tr key={failure.code}>
          <td>
            <ErrorCodeLink code={failure.code} title={errors[failure.code].title} />
          </td>
          <td>
            <InlineText text={failure.description} />
          </td>
        </tr>
      ))}
    </ColumnTable>
  );
}

function Notes({ data: { quest } }: QuestProps): ReactNode {
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

/** Every section but the example (a code block) is static: a hydrated page keeps its server markup. */
const QuestTypeReference = {
  Summary: withServerMarkup(Summary),
  Verification: withServerMarkup(Verification),
  Prerequisites: withServerMarkup(Prerequisites),
  Configuration: withServerMarkup(Configuration),
  Example,
  States: withServerMarkup(States),
  Failures: withServerMarkup(Failures),
  EndpointTest,
  Notes: withServerMarkup(Notes),
};
export default QuestTypeReference;
