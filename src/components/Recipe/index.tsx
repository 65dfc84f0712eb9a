/**
 * The parts of a recipe page (`/docs/recipes/<slug>`, written by scripts/generateRecipes.mts from
 * the workflow file): each step's request in the nine code-sample languages, its documented
 * response with the fields later steps read highlighted, and the "Run in sandbox" control.
 *
 * Everything but the run is rendered on the server, so the page reads with scripts off. The run's
 * code (./run.ts with the sandbox, the contract and its validators) loads when the reader presses
 * the button, and answers in the page itself: no request leaves the browser, so the production
 * Content-Security-Policy needs nothing new.
 */
import React, { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import { CodeTab, CodeTabs } from '@site/src/components/CodeTabs';
import { CODE_SAMPLES_GROUP } from '@site/src/components/ApiSamples';
import { codeSampleLanguages } from '@site/src/config/codeSampleLanguages';
import type { DeferredSource } from '@site/src/theme/CodeBlock/deferredSource';
import type { StepResult } from './run';
import styles from './styles.module.css';

/** What a `?raw` import is: the text on the server, a deferred source in the browser. */
type Source = string | DeferredSource;
/** The CodeBlock wrapper takes a deferred source as its children (src/theme/CodeBlock), though its type says string. */
const codeOf = (source: Source) => source as unknown as string;

export interface UsedField {
  readonly output: string;
  readonly pointer: string;
  readonly line: number;
  readonly usedBy: readonly string[];
}

export interface RecipeStepProps {
  readonly stepId: string;
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
  readonly reference: string;
  readonly status: string;
  readonly usedFields: readonly UsedField[];
  readonly placeholders: readonly { readonly placeholder: string; readonly stepId: string; readonly output: string }[];
  readonly criteria: readonly string[];
  readonly samples: readonly { readonly language: string; readonly source: Source }[];
  readonly response: Source;
}

/** `/userRewards/0/id` as a reader names the field: `userRewards[0].id`. */
const fieldName = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');

export function RecipeStep(props: RecipeStepProps): ReactNode {
  const highlight = props.usedFields.length > 0 ? `{${[...new Set(props.usedFields.map((field) => field.line))].sort((a, b) => a - b).join(',')}}` : undefined;
  return (
    <div className={styles.step} data-recipe-step={props.stepId}>
      <p className={styles.operation}>
        <span className={styles.method}>{props.method}</span> <code>{props.path}</code>:{' '}
        <Link to={props.reference}>
          <code>{props.operationId}</code> reference
        </Link>
      </p>
      {props.placeholders.length > 0 ? (
        <ul className={styles.placeholders} aria-label="Values from earlier steps">
          {props.placeholders.map((entry) => (
            <li key={entry.placeholder}>
              <code>{entry.placeholder}</code>: the <code>{entry.output}</code> of <a href={`#${entry.stepId}`}>{entry.stepId}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.tabs} data-pagefind-ignore="all">
        <CodeTabs groupId={CODE_SAMPLES_GROUP}>
          {props.samples.map((sample) => {
            const language = codeSampleLanguages.find((candidate) => candidate.language === sample.language);
            if (!language) throw new Error(`No code-sample language ${sample.language} (src/config/codeSampleLanguages.ts)`);
            return (
              <CodeTab key={sample.language} value={language.language} label={language.label}>
                <CodeBlock language={language.highlight}>{codeOf(sample.source)}</CodeBlock>
              </CodeTab>
            );
          })}
        </CodeTabs>
      </div>
      <p className={styles.responseTitle}>
        Response <code>{props.status}</code>
        {props.usedFields.length > 0 ? ', the highlighted fields are read by later steps:' : ':'}
      </p>
      <div data-pagefind-ignore="all">
        <CodeBlock language="json" metastring={highlight}>
          {codeOf(props.response)}
        </CodeBlock>
      </div>
      {props.usedFields.length > 0 ? (
        <ul className={styles.used} aria-label="Fields later steps read">
          {props.usedFields.map((field) => (
            <li key={field.output}>
              <code>{fieldName(field.pointer)}</code> (output <code>{field.output}</code>), used by{' '}
              {field.usedBy.map((stepId, index) => (
                <React.Fragment key={stepId}>
                  {index > 0 ? ', ' : ''}
                  <a href={`#${stepId}`}>{stepId}</a>
                </React.Fragment>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      <details className={styles.criteria}>
        <summary>Success criteria</summary>
        <ul>
          {props.criteria.map((criterion) => (
            <li key={criterion}>
              <code>{criterion}</code>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

type RunState = { readonly phase: 'idle' } | { readonly phase: 'loading' } | { readonly phase: 'running' | 'done'; readonly results: readonly StepResult[] } | { readonly phase: 'failed'; readonly message: string };

/** Plays the workflow step by step against the in-browser sandbox and shows each real answer. */
export function RecipeRun({ slug }: { readonly slug: string }): ReactNode {
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const run = async () => {
    setState({ phase: 'loading' });
    try {
      const { runRecipe } = await import('./run');
      const results: StepResult[] = [];
      await runRecipe(slug, (result) => {
        results.push(result);
        setState({ phase: 'running', results: [...results] });
      });
      setState({ phase: 'done', results });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const results = state.phase === 'running' || state.phase === 'done' ? state.results : [];
  return (
    <section className={styles.run} aria-label="Run in sandbox" data-pagefind-ignore="all">
      <p className={styles.runIntro}>
        Run every step against the sandbox in your browser, with its test key and token. Each answer below is the sandbox&apos;s real response;
        nothing leaves this page.
      </p>
      <button type="button" className="button button--primary button--sm" onClick={() => void run()} disabled={state.phase === 'loading' || state.phase === 'running'}>
        {state.phase === 'done' || state.phase === 'failed' ? 'Run in sandbox again' : 'Run in sandbox'}
      </button>
      <div aria-live="polite" className={styles.runResults}>
        {state.phase === 'loading' ? <p>Loading the sandbox…</p> : null}
        {state.phase === 'failed' ? <p className={styles.failed}>The run stopped: {state.message}</p> : null}
        {results.length > 0 ? (
          <ol>
            {results.map((result) => (
              <li key={result.stepId} data-run-step={result.stepId} data-run-passed={String(result.passed)}>
                <p>
                  <strong>{result.passed ? 'Passed' : 'Failed'}</strong> <a href={`#${result.stepId}`}>{result.stepId}</a>:{' '}
                  <code>
                    {result.method} {result.path}
                  </code>{' '}
                  answered <code>{result.status}</code>
                  {result.failures.length > 0 ? `: ${result.failures.join('; ')}` : ''}
                </p>
                <CodeBlock language="json">{result.body}</CodeBlock>
              </li>
            ))}
          </ol>
        ) : null}
        {state.phase === 'done' ? <p>{results.every((result) => result.passed) ? `All ${results.length} steps passed.` : 'The run stopped at the first step that failed.'}</p> : null}
      </div>
    </section>
  );
}
