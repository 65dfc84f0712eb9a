/**
 * Sections of a shared "how files are read" page (/docs/rules/mesh_files,
 * /docs/rules/image_files), each rendering part of a topic of src/data/rules/fileReading.ts.
 * The generated page places them under its headings, whose anchors are the section ids.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import PlainText, { InlineText } from '@site/src/components/PlainText';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import type { FileReadingPageData } from '@site/src/data/pageData';
import { rulePath } from '@site/src/data/rules/paths';

interface TopicProps {
  /** This page's slice of the registry (src/data/pageData.ts). */
  readonly data: FileReadingPageData;
}

function Intro({ data: { topic } }: TopicProps): ReactNode {
  return <PlainText text={topic.intro} />;
}

function Section({ data: { topic }, id }: TopicProps & { readonly id: string }): ReactNode {
  const section = topic.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`${topic.id} has no section "${id}"`);
  return <PlainText text={section.text} />;
}

function Rules({ data: { topic, rules } }: TopicProps): ReactNode {
  const headings = new Map(topic.sections.map((section) => [section.id, section.heading]));
  return (
    <ColumnTable label={`Rules that link to ${topic.title.toLowerCase()}`} columns={['Rule', 'What it checks', 'Sections it relies on']}>
      {rules.map((rule) => (
        <tr key={rule.id}>
          <td>
            <Link to={rulePath(rule)}>{rule.id}</Link>
          </td>
          <td>
            <InlineText text={rule.summary} />
          </td>
          <td>
            {rule.sections.map((id, index) => (
              <React.Fragment key={id}>
                {index > 0 ? ', ' : null}
                <Link to={`#${id}`}>{headings.get(id)}</Link>
              </React.Fragment>
            ))}
          </td>
        </tr>
      ))}
    </ColumnTable>
  );
}

const RuleFileReading = { Intro, Section, Rules };
export default RuleFileReading;
