/**
 * Paste a schema's fields, fill in the values, attach files, and get the report
 * validateAgainstSchema would answer, from @guildforge/rules. Nothing leaves the browser.
 */
import React, { useId, useMemo, useState, type ReactNode } from 'react';
import { ruleFacts, type FieldValue, type SchemaField, type ValidationReport } from '@guildforge/rules';
import { CHECK_TIME_LIMIT_MS, runOffThread } from '@site/src/components/RuleTryPanel/offThread';
import FieldInput from '@site/src/components/RuleTryPanel/FieldInput';
import Verdict from '@site/src/components/RuleTryPanel/Verdict';
import styles from '@site/src/components/RuleTryPanel/styles.module.css';

/** Rules whose page example fields make up the sample schema: a text field and an image field. */
const SAMPLE_RULES = ['LengthRange', 'ImageFormat', 'Size'];

async function sampleFields(): Promise<SchemaField[]> {
  const fields = new Map<string, SchemaField>();
  for (const id of SAMPLE_RULES) {
    const facts = await ruleFacts(id);
    if (!facts) continue;
    const example = facts.exampleField as unknown as SchemaField;
    const existing = fields.get(example.key);
    fields.set(example.key, existing ? { ...existing, rules: [...(existing.rules ?? []), ...(example.rules ?? [])] } : example);
  }
  return [...fields.values()];
}

function parseFields(text: string): { fields?: SchemaField[]; problem?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'The fields are not valid JSON.' };
  }
  const fields = Array.isArray(parsed) ? parsed : (parsed as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields) || !fields.every((field) => field && typeof field === 'object' && typeof field.key === 'string' && typeof field.kind === 'string')) {
    return { problem: 'Paste a schema’s fields: a JSON array of objects with key and kind, or a schema object with such a fields array.' };
  }
  return { fields: fields as SchemaField[] };
}

export default function Checker(): ReactNode {
  const id = useId();
  const [fieldsText, setFieldsText] = useState('[]');
  const [values, setValues] = useState<Record<string, FieldValue | undefined>>({});
  const [report, setReport] = useState<ValidationReport>();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const parsed = useMemo(() => parseFields(fieldsText), [fieldsText]);

  const check = async () => {
    if (!parsed.fields) return;
    setChecking(true);
    setFailure(undefined);
    try {
      // In a worker stopped after CHECK_TIME_LIMIT_MS, as the rule panel checks: a slow file cannot freeze the tab.
      const answer = await runOffThread({ kind: 'schema', fields: parsed.fields, values }).done;
      if (answer === 'stopped') {
        setReport(undefined);
        setFailure(`This tab stopped the check after ${CHECK_TIME_LIMIT_MS / 1000} s, so it gives no report here; the API checks uploaded files with its own limits.`);
      } else setReport(answer);
    } catch (error) {
      setFailure(`The check stopped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.panel}>
      <p className={styles.hint}>Nothing is uploaded: values and files are checked in this browser tab with <code>@guildforge/rules</code>.</p>
      <div className={styles.row}>
        <label htmlFor={`${id}-fields`}>Schema fields (JSON)</label>
        <textarea id={`${id}-fields`} className={styles.textarea} rows={10} value={fieldsText} onChange={(event) => setFieldsText(event.target.value)} spellCheck={false} />
        {parsed.problem ? <p className={styles.problem}>{parsed.problem}</p> : <p className={styles.hint}>{parsed.fields?.length ?? 0} field(s).</p>}
        <div>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void sampleFields().then((fields) => setFieldsText(JSON.stringify(fields, null, 2)))}
          >
            Use the example fields of LengthRange, ImageFormat and Size
          </button>
        </div>
      </div>
      {parsed.fields?.map((field) => (
        <fieldset key={field.key} className={styles.fieldGroup}>
          <legend className={styles.legend}>
            {field.label ?? field.key} <code>{field.key}</code> ({field.kind}
            {field.required ? ', required' : ''})
          </legend>
          <FieldInput
            field={field}
            id={`${id}-${field.key}`}
            label={`Value of ${field.key}`}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          />
        </fieldset>
      ))}
      <button type="button" className="button button--primary" disabled={!parsed.fields || checking} onClick={() => void check()}>
        {checking ? 'Checking…' : 'Check the submission'}
      </button>
      <div aria-live="polite">
        {failure ? <p className={styles.problem}>{failure}</p> : null}
        {report ? (
          <div className={styles.results}>
            <h2>Report</h2>
            <p>
              <strong>{report.valid ? 'valid' : 'not valid'}</strong>: {report.results.filter((r) => r.status === 'passed').length} passed,{' '}
              {report.results.filter((r) => r.status === 'failed').length} failed, {report.results.filter((r) => r.status === 'pending').length} pending.
            </p>
            {report.errors.some((error) => !error.field.startsWith('values.')) ? (
              <section aria-label="Problems with the schema">
                <h3>The API would refuse these fields</h3>
                <p>createSchema checks the fields before any submission, so no rule ran:</p>
                <ul>
                  {report.errors
                    .filter((error) => !error.field.startsWith('values.'))
                    .map((error) => (
                      <li key={`${error.field} ${error.code}`} className={styles.problem}>
                        <code>{error.field}</code> <code>{error.code}</code>: {error.message}
                      </li>
                    ))}
                </ul>
              </section>
            ) : null}
            {parsed.fields?.map((field) => {
              const results = report.results.filter((result) => result.field === field.key);
              const errors = report.errors.filter((error) => !error.rule && error.field === `values.${field.key}`);
              if (!results.length && !errors.length) return null;
              return (
                <section key={field.key} aria-label={`Results for ${field.key}`}>
                  <h3>
                    <code>{field.key}</code>
                  </h3>
                  {errors.map((error) => (
                    <p key={error.code} className={styles.problem}>
                      <code>{error.code}</code>: {error.message}
                    </p>
                  ))}
                  {results.map((result, index) => (
                    <Verdict key={`${result.rule}-${index}`} result={result} />
                  ))}
                </section>
              );
            })}
            <details>
              <summary>The report as JSON</summary>
              <pre className={styles.measured} tabIndex={0}>
                {JSON.stringify(report, (key, value: unknown) => (value instanceof Uint8Array ? `<${value.byteLength} bytes>` : value), 2)}
              </pre>
            </details>
          </div>
        ) : null}
      </div>
    </div>
  );
}
