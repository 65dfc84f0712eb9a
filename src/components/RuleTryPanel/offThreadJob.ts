/**
 * The work ./offThread.ts runs in a worker, and how it is done: shared by the page (where a browser
 * has no Worker) and the worker (./checkWorker.ts), so the worker's bundle holds no worker.
 */
import { checkRule, meshPreview, validateAgainstSchema, type FieldValue, type MeshPreview, type SchemaField, type SchemaFieldRule, type SubmissionValues, type ValidationReport, type ValidationResult } from '@guildforge/rules';

export type OffThreadJob =
  | { readonly kind: 'rule'; readonly field: SchemaField; readonly fieldRule: SchemaFieldRule; readonly value: FieldValue; readonly values: SubmissionValues }
  | { readonly kind: 'schema'; readonly fields: readonly SchemaField[]; readonly values: SubmissionValues }
  | { readonly kind: 'preview'; readonly bytes: Uint8Array };

export interface OffThreadAnswers {
  readonly rule: ValidationResult;
  readonly schema: ValidationReport;
  readonly preview: MeshPreview;
}

/** What the worker posts back. */
export type WorkerMessage<K extends OffThreadJob['kind'] = OffThreadJob['kind']> = { readonly ready: true } | { readonly answer: OffThreadAnswers[K] } | { readonly error: string };

/** Does the job on the calling thread. */
export function runHere<J extends OffThreadJob>(job: J): Promise<OffThreadAnswers[J['kind']]> {
  switch (job.kind) {
    case 'rule':
      return checkRule(job.field, job.fieldRule, job.value, job.values) as Promise<OffThreadAnswers[J['kind']]>;
    case 'schema':
      return validateAgainstSchema(job.fields, job.values) as Promise<OffThreadAnswers[J['kind']]>;
    default:
      return meshPreview(job.bytes) as Promise<OffThreadAnswers[J['kind']]>;
  }
}

