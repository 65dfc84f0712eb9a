import { isGuildforgeError, type Schemas } from '@guildforge/client';
import { AssetUploadError, FILE_FIELD_KINDS, useCreateSubmission, useSchema, type SubmissionInputValue } from '@guildforge/react';
import { useState, type FormEvent } from 'react';
import { describeError } from './errors';

type Field = Schemas['SchemaField'];

const isFileField = (field: Field) => (FILE_FIELD_KINDS as readonly string[]).includes(field.kind);

/** The input for one field; its name is the field's label, which the fieldset's legend also shows. */
function FieldInput({ field, onChange }: { field: Field; onChange: (value: SubmissionInputValue | undefined) => void }) {
  if (isFileField(field)) {
    return <input aria-label={field.label} type="file" required={field.required} onChange={(event) => onChange(event.target.files?.[0])} />;
  }
  if (field.kind === 'number') return <input aria-label={field.label} type="number" required={field.required} onChange={(event) => onChange(event.target.valueAsNumber)} />;
  if (field.kind === 'enum') {
    return (
      <select aria-label={field.label} required={field.required} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {field.options?.map((option) => <option key={option}>{option}</option>)}
      </select>
    );
  }
  if (field.kind === 'list') {
    return (
      <select aria-label={field.label} multiple onChange={(event) => onChange(Array.from(event.target.selectedOptions, (option) => option.value))}>
        {field.options?.map((option) => <option key={option}>{option}</option>)}
      </select>
    );
  }
  return <textarea aria-label={field.label} required={field.required} onChange={(event) => onChange(event.target.value)} />;
}

/**
 * A form generated from a schema's fields. Files are uploaded as assets by useCreateSubmission;
 * a `422 submission_invalid` answer lists the rules each field failed, shown under the field.
 */
export function SubmissionForm({ schemaId }: { schemaId: string }) {
  const schema = useSchema(schemaId);
  const create = useCreateSubmission();
  const [title, setTitle] = useState('');
  const [values, setValues] = useState<Record<string, SubmissionInputValue>>({});

  if (schema.isPending) return <p>Loading…</p>;
  if (schema.error) return <p role="alert">{describeError(schema.error)}</p>;
  if (schema.data.status !== 'open') return <p>This contest is {schema.data.status}; entries are not accepted.</p>;

  // `errors[].field` is `values.<key>` for rule failures: group the messages by field key.
  const fieldErrors = new Map<string, string[]>();
  if (isGuildforgeError(create.error, 'submission_invalid', 'validation_failed')) {
    for (const entry of create.error.errors) {
      const key = entry.field.replace(/^values\./, '');
      fieldErrors.set(key, [...(fieldErrors.get(key) ?? []), `${entry.message}${entry.rule ? ` (${entry.rule})` : ''}`]);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ schemaId, title, values });
  };

  const { phase, filesDone, filesTotal } = create.progress;
  return (
    <form onSubmit={submit}>
      <h2>{schema.data.name}</h2>
      <label>
        Title <input value={title} maxLength={120} required onChange={(event) => setTitle(event.target.value)} />
      </label>
      {schema.data.fields.map((field) => (
        <fieldset key={field.key}>
          <legend>
            {field.label}
            {field.required && ' *'}
          </legend>
          <FieldInput
            field={field}
            onChange={(value) =>
              setValues(({ [field.key]: _previous, ...rest }) => (value === undefined || value === '' ? rest : { ...rest, [field.key]: value }))
            }
          />
          {fieldErrors.get(field.key)?.map((message) => (
            <p key={message} role="alert">
              {message}
            </p>
          ))}
        </fieldset>
      ))}
      <button type="submit" disabled={create.isPending}>
        {phase === 'uploading' ? `Uploading ${filesDone + 1} of ${filesTotal}…` : phase === 'submitting' ? 'Submitting…' : 'Submit entry'}
      </button>
      {create.data && <p>Entry received: it is {create.data.status === 'validating' ? 'being checked' : create.data.status}.</p>}
      {create.error instanceof AssetUploadError && <p role="alert">Uploading “{create.error.fieldKey}” failed. Try again.</p>}
      {create.error && !(create.error instanceof AssetUploadError) && fieldErrors.size === 0 && <p role="alert">{describeError(create.error)}</p>}
    </form>
  );
}
