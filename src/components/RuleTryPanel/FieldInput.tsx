/**
 * The input for one schema field's value, by field kind: a drop zone and file picker for file
 * kinds, a text box for text, number, enum and list values. Files are read in the browser only.
 */
import React, { lazy, Suspense, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { MAX_UPLOAD_BYTES, type FieldValue, type RuleFile, type SchemaField } from '@guildforge/rules';
import styles from './styles.module.css';

const FILE_KINDS = new Set(['image', 'mesh', 'animation', 'audio', 'texture', 'file']);

/** Field kinds that take a 3D model; a chosen model gets a preview, whose code loads only then. */
const MODEL_KINDS = new Set(['mesh', 'animation']);
const MODEL_EXTENSIONS = '.glb,.gltf,.obj,.stl,.ply,.fbx,.usdz';
const MeshPreview = lazy(() => import('@site/src/components/MeshPreview'));

export const isFileKind = (kind: string) => FILE_KINDS.has(kind);

interface Props {
  readonly field: SchemaField;
  readonly id: string;
  readonly label: string;
  /** Called with the value, or undefined (and a problem sentence) when the input cannot be read. */
  readonly onChange: (value: FieldValue | undefined, problem?: string) => void;
  readonly initialText?: string;
}

function readText(field: SchemaField, text: string): { value?: FieldValue; problem?: string } {
  if (field.kind === 'text') return { value: text };
  if (text.trim() === '') return {};
  if (field.kind === 'number') {
    const value = Number(text);
    return Number.isFinite(value) && text.trim() !== '' ? { value } : { problem: `“${text}” is not a number.` };
  }
  if (field.kind === 'enum') return { value: text };
  try {
    const value = JSON.parse(text) as unknown;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return { value };
  } catch {
    // Reported below.
  }
  return { problem: 'Write the list as a JSON array of options, such as ["forest", "night"].' };
}

export default function FieldInput({ field, id, label, onChange, initialText = '' }: Props): ReactNode {
  const [text, setText] = useState(initialText);
  const [fileName, setFileName] = useState<string>();
  const [model, setModel] = useState<{ bytes: Uint8Array; name: string }>();
  const [dragging, setDragging] = useState(false);

  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(`${file.name} (${file.size} bytes)`);
    // Above the API's upload limit the file is not read: its size alone gets asset_too_large.
    if (file.size > MAX_UPLOAD_BYTES) {
      onChange({ name: file.name, bytes: new Uint8Array(0), size: file.size } satisfies RuleFile);
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    onChange({ name: file.name, bytes } satisfies RuleFile);
    if (MODEL_KINDS.has(field.kind)) setModel({ bytes, name: file.name });
  };

  if (isFileKind(field.kind)) {
    return (
      <div className={styles.row}>
        <label htmlFor={id}>{label}</label>
        <div
          className={clsx(styles.dropZone, dragging && styles.dropZoneActive)}
          data-testid="drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void takeFile(event.dataTransfer.files[0]);
          }}
        >
          <p className={styles.hint}>Drop a file here, or choose one:</p>
          <input
            id={id}
            type="file"
            {...(MODEL_KINDS.has(field.kind) ? { accept: MODEL_EXTENSIONS } : {})}
            onChange={(event) => void takeFile(event.target.files?.[0])}
          />
          {fileName ? <p className={styles.hint}>Checking {fileName}</p> : null}
          {model ? (
            <Suspense fallback={<p className={styles.hint}>Loading the 3D preview…</p>}>
              <MeshPreview bytes={model.bytes} name={model.name} />
            </Suspense>
          ) : null}
        </div>
      </div>
    );
  }
  const apply = (next: string) => {
    setText(next);
    const { value, problem } = readText(field, next);
    onChange(value, problem);
  };
  if (field.kind === 'enum' && field.options?.length) {
    return (
      <div className={styles.row}>
        <label htmlFor={id}>{label}</label>
        <select id={id} className={styles.input} value={text} onChange={(event) => apply(event.target.value)}>
          <option value="">(no value)</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const multiline = field.kind === 'text' || field.kind === 'list';
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} className={styles.textarea} rows={field.kind === 'text' ? 4 : 2} value={text} onChange={(event) => apply(event.target.value)} spellCheck={false} />
      ) : (
        <input id={id} className={styles.input} inputMode="decimal" value={text} onChange={(event) => apply(event.target.value)} />
      )}
      {field.kind === 'list' ? <p className={styles.hint}>A JSON array of options{field.options ? `: ${field.options.join(', ')}` : ''}.</p> : null}
    </div>
  );
}
