/**
 * `@guildforge/rules/node`: checks local files against a schema's fields, in Node. What the
 * `guildforge-rules check` command and the docs MCP server's `check_file` tool share: reading and
 * validating the fields, reading the files, and the errors for bad input, each one sentence that
 * says what was wrong (a CheckInputError), so that neither shows a stack trace.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateAgainstSchema } from './check.js';
import type { FieldKind, FieldValue, SchemaField, ValidationReport } from './types.js';

/** Bad input: a fields document that is not a schema's fields, an unknown field key, an unreadable file. */
export class CheckInputError extends Error {}

const KINDS: readonly FieldKind[] = ['image', 'mesh', 'animation', 'audio', 'texture', 'text', 'number', 'enum', 'list', 'file'];
const KEY = /^[a-z][a-z0-9_]{0,63}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of a parsed fields document: a schema's `fields` array, or a schema object that has
 * one. Checks the shape the checker relies on (the contract's SchemaField: key, kind, options,
 * rules); each rule's params are checked later against its RuleParams schema, as the API does.
 * `source` names the document in messages ("The fields file fields.json", "fields").
 */
export function schemaFields(parsed: unknown, source: string): SchemaField[] {
  const fields = Array.isArray(parsed) ? parsed : isObject(parsed) ? parsed.fields : undefined;
  if (!Array.isArray(fields)) {
    throw new CheckInputError(`${source} must hold a schema's fields: an array of objects with key and kind, or an object with such a fields array.`);
  }
  const seen = new Set<string>();
  fields.forEach((field: unknown, index) => {
    const at = `${source}: fields[${index}]`;
    if (!isObject(field)) throw new CheckInputError(`${at} is not an object with key and kind.`);
    if (typeof field.key !== 'string' || !KEY.test(field.key)) {
      throw new CheckInputError(`${at}.key must be a lower_snake_case string of 1 to 64 characters; it is ${JSON.stringify(field.key) ?? 'missing'}.`);
    }
    if (seen.has(field.key)) throw new CheckInputError(`${at}.key ${field.key} is used by an earlier field too.`);
    seen.add(field.key);
    if (typeof field.kind !== 'string' || !KINDS.includes(field.kind as FieldKind)) {
      throw new CheckInputError(`${at}.kind must be one of ${KINDS.join(', ')}; it is ${JSON.stringify(field.kind) ?? 'missing'}.`);
    }
    if (field.options !== undefined && !(Array.isArray(field.options) && field.options.every((option) => typeof option === 'string'))) {
      throw new CheckInputError(`${at}.options must be an array of strings.`);
    }
    if (field.rules !== undefined) {
      if (!Array.isArray(field.rules)) throw new CheckInputError(`${at}.rules must be an array of { rule, params } objects.`);
      field.rules.forEach((rule: unknown, ruleIndex) => {
        if (!isObject(rule) || typeof rule.rule !== 'string' || (rule.params !== undefined && !isObject(rule.params))) {
          throw new CheckInputError(`${at}.rules[${ruleIndex}] must be an object with a rule name and an optional params object.`);
        }
      });
    }
  });
  return fields as SchemaField[];
}

/** Reads a fields document from a JSON file (see schemaFields). */
export async function readFieldsFile(file: string): Promise<SchemaField[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CheckInputError(`Cannot read the fields file ${file}.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CheckInputError(`The fields file ${file} is not valid JSON.`);
  }
  return schemaFields(parsed, `The fields file ${file}`);
}

export interface LocalSubmission {
  readonly fields: readonly SchemaField[];
  /** File fields' values: field key → path of a local file. */
  readonly files?: Readonly<Record<string, string>>;
  /** Other fields' values (text, number, enum option, list of options), by field key. */
  readonly values?: Readonly<Record<string, FieldValue>>;
  /** Skip the required-field check, as `validateAgainstSchema` does with `partial: true`. */
  readonly partial?: boolean;
}

/**
 * Reads the files and checks them, with the values, against the fields: the report
 * `validateAgainstSchema` answers (and `guildforge-rules check --json` prints).
 */
export async function checkLocalSubmission({ fields, files = {}, values = {}, partial }: LocalSubmission): Promise<ValidationReport> {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const submission: Record<string, FieldValue> = {};
  for (const [key, file] of Object.entries(files)) {
    if (!byKey.has(key)) throw new CheckInputError(`The schema has no field ${key} for the file ${file}.`);
    try {
      submission[key] = { name: path.basename(file), bytes: new Uint8Array(await readFile(file)) };
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'EISDIR' ? 'it is a directory' : (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : 'it cannot be read';
      throw new CheckInputError(`Cannot read ${file} for field ${key}: ${reason}.`);
    }
  }
  for (const [key, value] of Object.entries(values)) {
    if (!byKey.has(key)) throw new CheckInputError(`The schema has no field ${key} for the value ${JSON.stringify(value)}.`);
    if (key in submission) throw new CheckInputError(`Field ${key} is given both a file and a value.`);
    submission[key] = value;
  }
  return validateAgainstSchema(fields, submission, { partial });
}

export type { ValidationReport, SchemaField, FieldValue } from './types.js';
