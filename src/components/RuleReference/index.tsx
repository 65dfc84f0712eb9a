/**
 * Sections of a rule reference page, each rendering one part of a rule's registry
 * entry (src/data/rules). Generated rule pages place them under their headings.
 */
import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import ErrorCode from '@site/src/components/ErrorCode';
import ParameterTable from '@site/src/components/ParameterTable';
import PlainText, { InlineText } from '@site/src/components/PlainText';
import { findError } from '@site/src/data/errors';
import { findRule, ruleParamsSchema, rulePath } from '@site/src/data/rules';
import type { RuleDefinition } from '@site/src/data/rules/types';
import styles from './styles.module.css';

interface RuleProps {
  readonly id: string;
}

export function evaluationLabel(rule: Pick<RuleDefinition, 'evaluation'>): string {
  const { evaluation } = rule;
  return evaluation.mode === 'instant'
    ? 'Instant: checked synchronously when the submission is created'
    : `Asynchronous: ${evaluation.service} service, typically ${evaluation.p50Seconds} s (p95 ${evaluation.p95Seconds} s)`;
}

function Summary({ id }: RuleProps): ReactNode {
  const rule = findRule(id);
  return (
    <div className={styles.summary}>
      <p className={styles.lead}>
        <strong>{rule.title}.</strong> <InlineText text={rule.summary} />.
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Rule name</dt>
          <dd>
            <code>{rule.id}</code>
          </dd>
        </div>
        <div>
          <dt>Applies to</dt>
          <dd>{rule.appliesTo.map((kind) => <code key={kind}>{kind}</code>).reduce<ReactNode[]>((acc, node, i) => (i ? [...acc, ', ', node] : [node]), [])} fields</dd>
        </div>
        {rule.formats?.length ? (
          <div>
            <dt>Reads</dt>
            <dd>{rule.formats.join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>Evaluation</dt>
          <dd>{evaluationLabel(rule)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Explanation({ id }: RuleProps): ReactNode {
  return <PlainText text={findRule(id).explanation} />;
}

function Parameters({ id }: RuleProps): ReactNode {
  return (
    <>
      <ParameterTable schema={ruleParamsSchema(id)} emptyMessage="This rule takes no parameters: send an empty params object." />
      <p className={styles.note}>
        Parameters are validated when the schema is created or updated; invalid ones are rejected with{' '}
        <ErrorCode code="schema_rule_params_invalid" />. The same schema is published in the API description as{' '}
        <code>RuleParams{id}</code>.
      </p>
    </>
  );
}

function ExampleField({ id }: RuleProps): ReactNode {
  return (
    <CodeBlock language="json" title="fields[] entry in POST /schemas">
      {JSON.stringify(findRule(id).exampleField, null, 2)}
    </CodeBlock>
  );
}

function Examples({ id }: RuleProps): ReactNode {
  const rule = findRule(id);
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
    </div>
  );
}

function Errors({ id }: RuleProps): ReactNode {
  const rule = findRule(id);
  return (
    <ScrollableTable label="Errors">
      <table>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">HTTP</th>
            <th scope="col">Message template</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {rule.errors.map((error) => (
            <tr key={error.code}>
              <td>
                <ErrorCode code={error.code} />
              </td>
              <td>{findError(error.code).status}</td>
              <td>
                <code>{error.messageTemplate}</code>
              </td>
              <td>
                <InlineText text={error.when} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        {rule.evaluation.mode === 'instant'
          ? 'An instant failure rejects POST /submissions with 422 submission_invalid; each failure is an item of the problem’s errors array.'
          : 'An asynchronous failure moves the submission to invalid and is reported in validation.results and the submission.validated webhook event.'}
      </p>
    </ScrollableTable>
  );
}

function Caveats({ id }: RuleProps): ReactNode {
  return (
    <ul>
      {findRule(id).caveats.map((caveat, index) => (
        <li key={index}>
          <InlineText text={caveat} />
        </li>
      ))}
    </ul>
  );
}

function Related({ id }: RuleProps): ReactNode {
  return (
    <ul>
      {findRule(id).related.map((relatedId) => {
        const related = findRule(relatedId);
        return (
          <li key={relatedId}>
            <Link to={rulePath(related)}>{related.id}</Link>: <InlineText text={related.summary} />
          </li>
        );
      })}
    </ul>
  );
}

const RuleReference = { Summary, Explanation, Parameters, ExampleField, Examples, Errors, Caveats, Related };
export default RuleReference;
