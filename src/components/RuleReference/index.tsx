/**
 * Sections of a rule reference page, each rendering one part of a rule's registry
 * entry (src/data/rules). Generated rule pages place them under their headings. Sections
 * without code blocks or the try panel are static: a hydrated page keeps their server markup
 * (src/components/ServerMarkup).
 */
import React, { type ReactNode } from 'react';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import ErrorCodeLink from '@site/src/components/ErrorCodeLink';
import FactList from '@site/src/components/FactList';
import ParameterTable from '@site/src/components/ParameterTable';
import PlainText, { InlineText } from '@site/src/components/PlainText';
import type { RulePageData } from '@site/src/data/pageData';
import { rulePath } from '@site/src/data/rules/paths';
import TryRule, { isTryable } from '@site/src/components/RuleTryPanel';
import { withServerMarkup } from '@site/src/components/ServerMarkup';
import { evaluationLabel } from './labels';
import styles from './styles.module.css';

interface RuleProps {
  /** This page's slice of the registry (src/data/pageData.ts). */
  readonly data: RulePageData;
}

function Summary({ data: { rule } }: RuleProps): ReactNode {
  const kinds = rule.appliesTo.map((kind, index) => (
    <React.Fragment key={kind}>
      {index > 0 ? ', ' : null}
      <code>{kind}</code>
    </React.Fragment>
  ));
  return (
    <FactList
      lead={
        <>
          <strong>{rule.title}.</strong> <InlineText text={rule.summary} />.
        </>
      }
      facts={[
        { term: 'Rule name', value: <code>{rule.id}</code> },
        { term: 'Applies to', value: <>{kinds} fields</> },
        ...(rule.formats?.length ? [{ term: 'Reads', value: rule.formats.join(', ') }] : []),
        { term: 'Evaluation', value: evaluationLabel(rule) },
      ]}
    />
  );
}

/** A heading written inside a sentence: `Scene and units` → `scene and units`, `HSL values` unchanged. */
function inSentence(heading: string): string {
  return /^[A-Z][a-z]/.test(heading) ? heading.charAt(0).toLowerCase() + heading.slice(1) : heading;
}

function Explanation({ data: { rule, reads } }: RuleProps): ReactNode {
  return (
    <>
      <PlainText text={rule.explanation} />
      {reads ? (
        <p>
          How the file is read is the same for every rule of this kind and is described once in{' '}
          <Link to={reads.path}>{reads.title}</Link>. This rule relies on:{' '}
          {reads.sections.map((section, index) => (
            <React.Fragment key={section.path}>
              {index > 0 ? (index === reads.sections.length - 1 ? ' and ' : ', ') : null}
              <Link to={section.path}>{inSentence(section.heading)}</Link>
            </React.Fragment>
          ))}
          .
        </p>
      ) : null}
    </>
  );
}

function Parameters({ data: { rule, params, errors } }: RuleProps): ReactNode {
  const paramsInvalid = errors.schema_rule_params_invalid;
  return (
    <>
      <ParameterTable schema={params} emptyMessage="This rule takes no parameters: send an empty params object." />
      <p className={styles.note}>
        Parameters are validated when the schema is created or updated; invalid ones are rejected with{' '}
        <ErrorCodeLink code={paramsInvalid.code} title={paramsInvalid.title} />. The same schema is published in the API
        description as <code>RuleParams{rule.id}</code>.
      </p>
    </>
  );
}

function ExampleField({ data: { rule } }: RuleProps): ReactNode {
  return (
    <CodeBlock language="json" title="fields[] entry in POST /schemas">
      {JSON.stringify(rule.exampleField, null, 2)}
    </CodeBlock>
  );
}

function Examples({ data: { rule } }: RuleProps): ReactNode {
  return (
    <div className={styles.examples}>
      {rule.examples.map((example, index) => (
        <section key={index} className={example.verdict === 'pass' ? styles.pass : styles.fail} aria-label={`Example ${index + 1}: ${example.verdict}`}>
          <p>
            <span className={styles.verdict}>{example.verdict === 'pass' ? 'Passes' : 'Fails'}</span> <InlineText text={example.input} />
          </p>
          <CodeBlock language="json" title="params">
            {JSON.stringify(example.params, null, 2)}
          </CodeBlock>
          {example.measured ? (
            <CodeBlock language="json" title="measured">
              {JSON.stringify(example.measured, null, 2)}
            </CodeBlock>
          ) : null}
          {example.error ? (
            <CodeBlock language="json" title="validation.results[] entry">
              {JSON.stringify(
                { field: String(rule.exampleField.key ?? 'field'), rule: rule.id, status: 'failed', code: example.error.code, message: example.error.message },
                null,
                2,
              )}
            </CodeBlock>
          ) : null}
        </section>
      ))}
      {isTryable(rule.group) ? <TryRule ruleId={rule.id} exampleField={rule.exampleField} /> : null}
    </div>
  );
}

function Errors({ data: { rule, errors } }: RuleProps): ReactNode {
  return (
    <>
      <ColumnTable label="Errors" columns={['Code', 'HTTP', 'Message template', 'When']}>
        {rule.errors.map((error) => (
          <tr key={error.code}>
            <td>
              <ErrorCodeLink code={error.code} title={errors[error.code].title} />
            </td>
            <td>{errors[error.code].status}</td>
            <td>
              <code>{error.messageTemplate}</code>
            </td>
            <td>
              <InlineText text={error.when} />
            </td>
          </tr>
        ))}
      </ColumnTable>
      <p className={styles.note}>
        {rule.evaluation.mode === 'instant'
          ? 'An instant failure rejects POST /submissions with 422 submission_invalid; each failure is an item of the problem’s errors array.'
          : 'An asynchronous failure moves the submission to invalid and is reported in validation.results and the submission.validated webhook event.'}
      </p>
    </>
  );
}

function Caveats({ data: { rule } }: RuleProps): ReactNode {
  return (
    <ul>
      {rule.caveats.map((caveat, index) => (
        <li key={index}>
          <InlineText text={caveat} />
        </li>
      ))}
    </ul>
  );
}

function Related({ data: { related } }: RuleProps): ReactNode {
  return (
    <ul>
      {related.map((rule) => {
        return (
          <li key={rule.id}>
            <Link to={rulePath(rule)}>{rule.id}</Link>: <InlineText text={rule.summary} />
          </li>
        );
      })}
    </ul>
  );
}

const RuleReference = {
  Summary: withServerMarkup(Summary),
  Explanation: withServerMarkup(Explanation),
  Parameters: withServerMarkup(Parameters),
  ExampleField,
  Examples,
  Errors: withServerMarkup(Errors),
  Caveats: withServerMarkup(Caveats),
  Related: withServerMarkup(Related),
};
export default RuleReference;
