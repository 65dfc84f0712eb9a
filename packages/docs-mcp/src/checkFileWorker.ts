/**
 * One check_file job, in a worker thread (see checkInWorker.ts): reads the fields and the files and
 * answers the report, or the sentence of a CheckInputError. Self-contained (no relative imports),
 * so the tests can run it from source.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CheckInputError, checkLocalSubmission, readFieldsFile, schemaFields, type FieldValue } from '@guildforge/rules/node';

interface CheckFileJob {
  readonly fields?: unknown;
  readonly fieldsFile?: string;
  readonly files?: Record<string, string>;
  readonly values?: Record<string, FieldValue>;
  readonly partial?: boolean;
}

async function run(job: CheckFileJob): Promise<unknown> {
  try {
    const fields = job.fields !== undefined ? schemaFields(job.fields, 'fields') : await readFieldsFile(job.fieldsFile!);
    return { report: await checkLocalSubmission({ fields, files: job.files, values: job.values, partial: job.partial }) };
  } catch (error) {
    if (error instanceof CheckInputError) return { inputError: error.message };
    return { failure: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

parentPort!.postMessage(await run(workerData as CheckFileJob));
