/**
 * `@guildforge/rules/node`: checks local files against a schema's fields, in Node. What the
 * `guildforge-rules check` command and the docs MCP server's `check_file` tool share: reading and
 * validating the fields, reading the files, and the errors for bad input, each one sentence that
 * says what was wrong (a CheckInputError), so that neither shows a stack trace.
 */
import { constants, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, validateAgainstSchema } from './check.js';
import type { FieldKind, FieldValue, RuleFile, SchemaField, ValidationReport } from './types.js';

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
  // Not fatal: a binary file is then reported as not JSON, which is what the reader needs to hear.
  const text = await readTextFile(file, MAX_FIELDS_FILE_BYTES, `Cannot read the fields file ${file}`, false);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CheckInputError(`The fields file ${file} is not valid JSON.`);
  }
  return schemaFields(parsed, `The fields file ${file}`);
}

function notRegular(stats: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (stats.isDirectory()) return 'it is a directory';
  if (stats.isFIFO()) return 'it is a FIFO (named pipe), not a regular file';
  if (stats.isCharacterDevice()) return 'it is a character device (such as /dev/zero), not a regular file';
  if (stats.isBlockDevice()) return 'it is a block device, not a regular file';
  if (stats.isSocket()) return 'it is a socket, not a regular file';
  return 'it is not a regular file';
}

/**
 * Reads a regular file of at most `maxBytes` bytes, or answers its size when it is larger without
 * reading it. A FIFO or a device is refused from its type, never read, so /dev/zero cannot fill the
 * memory and a FIFO without a writer cannot hang the check (O_NONBLOCK keeps open() itself from
 * waiting on one). `what` starts each sentence ("Cannot read x.png for field albedo").
 */
async function readRegular(file: string, maxBytes: number, what: string): Promise<{ bytes: Uint8Array } | { size: number }> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EISDIR' ? 'it is a directory' : code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' ? 'permission is denied' : 'it cannot be read';
    throw new CheckInputError(`${what}: ${reason}.`);
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new CheckInputError(`${what}: ${notRegular(stats)}.`);
    if (stats.size > maxBytes) return { size: stats.size };
    // One byte more than the size: a file that grows while it is read is caught, not followed.
    const bytes = new Uint8Array(stats.size + 1);
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled > stats.size) throw new CheckInputError(`${what}: it grew while it was read.`);
    return { bytes: bytes.subarray(0, filled) };
  } catch (error) {
    if (error instanceof CheckInputError) throw error;
    throw new CheckInputError(`${what}: it cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  } finally {
    await handle.close();
  }
}

/** A file field's file as the API would take it: above the upload limit only its size is kept (asset_too_large). */
export async function readUpload(file: string, key: string): Promise<RuleFile> {
  const read = await readRegular(file, MAX_UPLOAD_BYTES, `Cannot read ${file} for field ${key}`);
  const name = path.basename(file);
  return 'bytes' in read ? { name, bytes: read.bytes } : { name, bytes: new Uint8Array(0), size: read.size };
}

/** A createSchema body is at most 1 MiB (the API description's request limit), so a fields file is too. */
export const MAX_FIELDS_FILE_BYTES = 1_048_576;

/**
 * Text values are at most this many characters (createSubmission). A file holding one is read up
 * to four UTF-8 bytes per character; a longer file is refused without reading it.
 */
export const MAX_TEXT_CHARACTERS = 100_000;

/**
 * Reads a UTF-8 text file of at most `maxBytes` bytes, for the fields document and text values.
 * With `fatal`, bytes that are not UTF-8 are refused; otherwise they become U+FFFD. With `keepBom`,
 * a leading byte order mark stays in the text (a text value is read as it is: the rules see the
 * U+FEFF the API would receive); without it, it is dropped, as JSON readers do.
 */
export async function readTextFile(file: string, maxBytes: number, what: string, fatal = true, keepBom = false): Promise<string> {
  const read = await readRegular(file, maxBytes, what);
  if (!('bytes' in read)) throw new CheckInputError(`${what}: it has ${read.size} bytes, more than the ${maxBytes} this input can hold.`);
  try {
    return new TextDecoder('utf-8', { fatal, ignoreBOM: keepBom }).decode(read.bytes);
  } catch {
    throw new CheckInputError(`${what}: it is not UTF-8 text.`);
  }
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
  // Field keys are plain keys (`constructor` is a lower_snake_case key the contract allows): no prototype to read from.
  const submission = Object.create(null) as Record<string, FieldValue>;
  for (const [key, file] of Object.entries(files)) {
    if (!byKey.has(key)) throw new CheckInputError(`The schema has no field ${key} for the file ${file}.`);
    submission[key] = await readUpload(file, key);
  }
  for (const [key, value] of Object.entries(values)) {
    if (!byKey.has(key)) throw new CheckInputError(`The schema has no field ${key} for the value ${JSON.stringify(value)}.`);
    if (Object.hasOwn(submission, key)) throw new CheckInputError(`Field ${key} is given both a file and a value.`);
    submission[key] = value;
  }
  return validateAgainstSchema(fields, submission, { partial });
}

export type { ValidationReport, SchemaField, FieldValue } from './types.js';
