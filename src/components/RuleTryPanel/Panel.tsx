/**
 * The "Try this rule" panel: the rule's params (prefilled from the page's example field and
 * validated against RuleParams<Id> as they are edited), the value or file to check, and the
 * verdict @guildforge/rules gives, which is the API's. Loaded only when the reader opens it.
 */
import React, { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ruleFacts, validateParams, type FieldValue, type RuleFacts, type SchemaField, type ValidationResult } from '@guildforge/rules';
import { CHECK_TIME_LIMIT_MS, runOffThread } from './offThread';
import FieldInput from './FieldInput';
import Verdict from './Verdict';
import styles from './styles.module.css';

export { CHECK_TIME_LIMIT_MS } from './offThread';

interface Props {
  readonly ruleId: string;
  readonly exampleField: Readonly<Record<string, unknown>>;
}

/** The verdict of a check the panel stopped at its time limit. */
export function stoppedResult(field: string, rule: string): ValidationResult {
  return {
    field,
    rule,
    status: 'pending',
    reason: `This tab stopped the check after ${CHECK_TIME_LIMIT_MS / 1000} s, so it gives no verdict here; the API runs ${rule} on the uploaded file with its own limits.`,
  };
}

/** What the API does with a rule this panel leaves pending. */
export function serverNote(facts: RuleFacts | undefined): string | undefined {
  if (!facts) return undefined;
  if (facts.evaluation.mode === 'async') {
    const { service, p50Seconds, p95Seconds } = facts.evaluation;
    return `The API runs ${facts.id} on the ${service} feature server after the submission is created, typically in ${p50Seconds} s (${p95Seconds} s at the 95th percentile); the submission stays validating until then, and the verdict arrives in validation.results and the submission.validated webhook event.`;
  }
  return `The API checks ${facts.id} when createSubmission stores the submission; a failure answers 422 submission_invalid.`;
}

function exampleParams(exampleField: Readonly<Record<string, unknown>>, ruleId: string): Record<string, unknown> {
  const rules = (exampleField.rules ?? []) as { rule: string; params?: Record<string, unknown> }[];
  return rules.find((entry) => entry.rule === ruleId)?.params ?? {};
}

export default function Panel({ ruleId, exampleField }: Props): ReactNode {
  const id = useId();
  const field = useMemo<SchemaField>(
    () => ({ ...(exampleField as unknown as SchemaField), rules: [{ rule: ruleId, params: exampleParams(exampleField, ruleId) }] }),
    [exampleField, ruleId],
  );
  const [facts, setFacts] = useState<RuleFacts>();
  const [paramsText, setParamsText] = useState(() => JSON.stringify(exampleParams(exampleField, ruleId), null, 2));
  const [othersText, setOthersText] = useState('{}');
  const [value, setValue] = useState<FieldValue>();
  const [valueProblem, setValueProblem] = useState<string>();
  const [result, setResult] = useState<ValidationResult>();
  const run = useRef(0);

  useEffect(() => {
    void ruleFacts(ruleId).then(setFacts);
  }, [ruleId]);

  // Parsed apart from their validation: when the rule's facts arrive after a value, params that pass
  // keep their identity, so the check already running is not started again in a second worker.
  const parsedParams = useMemo((): { json: true; value: Record<string, unknown> } | { json: false } => {
    try {
      return { json: true, value: JSON.parse(paramsText) as Record<string, unknown> };
    } catch {
      return { json: false };
    }
  }, [paramsText]);
  const params = useMemo((): { value?: Record<string, unknown>; problems: string[] } => {
    if (!parsedParams.json) return { problems: ['The params are not valid JSON.'] };
    if (!facts) return { value: parsedParams.value, problems: [] };
    const verdict = validateParams(facts, parsedParams.value);
    return verdict.valid ? { value: parsedParams.value, problems: [] } : { problems: verdict.problems.map((problem) => `${problem}.`) };
  }, [parsedParams, facts]);

  const readsOtherFields = ruleId === 'Equation' || /"field"\s*:/.test(paramsText);
  const others = useMemo((): { value?: Record<string, FieldValue>; problem?: string } => {
    try {
      const parsed = JSON.parse(othersText) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { value: parsed as Record<string, FieldValue> };
    } catch {
      // Reported below.
    }
    return { problem: 'Write the other fields as a JSON object, such as {"min_players": 2}.' };
  }, [othersText]);

  useEffect(() => {
    const current = ++run.current;
    const paramsValue = params.value;
    if (value === undefined || !paramsValue || (readsOtherFields && !others.value)) {
      setResult(undefined);
      return;
    }
    const values = { ...(readsOtherFields ? others.value : {}), [field.key]: value };
    // Off the page's thread, stopped at CHECK_TIME_LIMIT_MS (./offThread.ts).
    const check = runOffThread({ kind: 'rule', field, fieldRule: { rule: ruleId, params: paramsValue }, value, values });
    setResult(undefined);
    void check.done.then((next) => {
      if (current === run.current) setResult(next === 'stopped' ? stoppedResult(field.key, ruleId) : next);
    });
    return check.cancel;
  }, [field, ruleId, value, params.value, others, readsOtherFields]);

  const paramsHintId = `${id}-params-hint`;
  return (
    <section className={styles.panel} aria-label={`Try ${ruleId}`}>
      <h3>Try {ruleId} on your own input</h3>
      <p className={styles.hint}>
        Nothing is uploaded: the rule runs in this browser tab with <code>@guildforge/rules</code>, the same checks, codes and messages
        as the API. The params start from the example field above.
      </p>
      <div className={styles.row}>
        <label htmlFor={`${id}-params`}>params</label>
        <textarea
          id={`${id}-params`}
          className={styles.textarea}
          rows={Math.min(10, paramsText.split('\n').length + 1)}
          value={paramsText}
          onChange={(event) => setParamsText(event.target.value)}
          spellCheck={false}
          aria-describedby={paramsHintId}
          aria-invalid={params.problems.length > 0}
        />
        <div id={paramsHintId} aria-live="polite">
          {params.problems.length ? (
            params.problems.map((problem) => (
              <p key={problem} className={styles.problem}>
                {problem} The API would refuse the schema with schema_rule_params_invalid.
              </p>
            ))
          ) : (
            <p className={styles.hint}>Valid RuleParams{ruleId}.</p>
          )}
        </div>
      </div>
      {readsOtherFields ? (
        <div className={styles.row}>
          <label htmlFor={`${id}-others`}>Other fields of the submission (JSON object)</label>
          <textarea id={`${id}-others`} className={styles.textarea} rows={2} value={othersText} onChange={(event) => setOthersText(event.target.value)} spellCheck={false} />
          {others.problem ? <p className={styles.problem}>{others.problem}</p> : null}
        </div>
      ) : null}
      <FieldInput
        field={field}
        id={`${id}-value`}
        label={`Value of ${field.key} (${field.kind})`}
        onChange={(next, problem) => {
          setValue(next);
          setValueProblem(problem);
        }}
      />
      {valueProblem ? <p className={styles.problem}>{valueProblem}</p> : null}
      <div aria-live="polite">{result ? <Verdict result={result} serverNote={serverNote(facts)} /> : <p className={styles.hint}>The verdict appears here once there is a value to check.</p>}</div>
    </section>
  );
}
