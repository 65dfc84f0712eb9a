/**
 * Runs one rule check off the page's thread, so that a slow check (a large image, a mesh, a
 * schema's pattern) never blocks the tab and the panel can terminate it at its time limit.
 */
import { checkRule, type FieldValue, type SchemaField, type SchemaFieldRule, type SubmissionValues } from '@guildforge/rules';

export interface CheckRequest {
  readonly field: SchemaField;
  readonly fieldRule: SchemaFieldRule;
  readonly value: FieldValue;
  readonly values: SubmissionValues;
}

const scope = self as unknown as { onmessage: ((event: MessageEvent<CheckRequest>) => void) | null; postMessage(message: unknown): void };

// The module runs once its chunks have arrived: from here on the page may terminate the worker
// without cutting a chunk's download (which Chromium reports as an error on the page).
scope.postMessage({ ready: true });

scope.onmessage = (event) => {
  const { field, fieldRule, value, values } = event.data;
  checkRule(field, fieldRule, value, values).then(
    (result) => scope.postMessage({ result }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
