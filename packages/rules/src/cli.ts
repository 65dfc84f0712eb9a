/**
 * guildforge-rules: checks a submission's files and values against a schema's fields, for CI.
 *
 *   guildforge-rules check --fields <fields.json> [--file KEY=PATH]… [--value KEY=JSON]… [--value-file KEY=PATH]… [--json]
 *
 * Exit codes: 0 when no rule failed, 1 when a rule or field check failed, 2 for bad usage or
 * unreadable input, including a 3D file that cannot be decoded (one sentence on stderr, never a
 * stack trace).
 */
import { CheckInputError, MAX_TEXT_CHARACTERS, checkLocalSubmission, readFieldsFile, readTextFile } from './local.js';
import type { FieldValue, ValidationReport } from './types.js';

export const USAGE = 'Usage: guildforge-rules check --fields <fields.json> [--file KEY=PATH]… [--value KEY=JSON]… [--value-file KEY=PATH]… [--json]';

class UsageError extends Error {}

interface Arguments {
  readonly fieldsPath: string;
  readonly files: readonly [string, string][];
  readonly values: readonly [string, string][];
  /** Text values read from files: Linux caps one argument at 128 KiB, below the API's 100,000 characters. */
  readonly valueFiles: readonly [string, string][];
  readonly json: boolean;
}

function splitPair(option: string, raw: string | undefined): [string, string] {
  const form = option === '--value' ? 'JSON' : 'PATH';
  if (raw === undefined) throw new UsageError(`${option} needs a KEY=${form} argument.`);
  const at = raw.indexOf('=');
  if (at <= 0) throw new UsageError(`${option} ${raw} is not of the form KEY=${form}.`);
  return [raw.slice(0, at), raw.slice(at + 1)];
}

export function parseArguments(argv: readonly string[]): Arguments {
  const [command, ...rest] = argv;
  if (command !== 'check') {
    throw new UsageError(command === undefined ? `No command given; ${USAGE.replace('Usage: ', 'use ')}.` : `Unknown command "${command}"; the only command is check (see guildforge-rules --help).`);
  }
  let fieldsPath: string | undefined;
  const files: [string, string][] = [];
  const values: [string, string][] = [];
  const valueFiles: [string, string][] = [];
  let json = false;
  for (let i = 0; i < rest.length; i += 1) {
    const option = rest[i]!;
    if (option === '--json') json = true;
    else if (option === '--fields') {
      fieldsPath = rest[++i];
      if (fieldsPath === undefined) throw new UsageError('--fields needs the path of a JSON file.');
    } else if (option === '--file') files.push(splitPair(option, rest[++i]));
    else if (option === '--value') values.push(splitPair(option, rest[++i]));
    else if (option === '--value-file') valueFiles.push(splitPair(option, rest[++i]));
    else throw new UsageError(`Unknown option "${option}".`);
  }
  if (fieldsPath === undefined) throw new UsageError('--fields <fields.json> is required.');
  return { fieldsPath, files, values, valueFiles, json };
}

export async function runCheck(args: Arguments): Promise<ValidationReport> {
  const fields = await readFieldsFile(args.fieldsPath);
  const keys = new Set(fields.map((field) => field.key));
  const files: Record<string, string> = {};
  for (const [key, file] of args.files) {
    if (!keys.has(key)) throw new UsageError(`--file ${key}: the schema has no field ${key}.`);
    files[key] = file;
  }
  // Field keys are plain keys: `constructor` must not find Object.prototype.constructor.
  const values = Object.create(null) as Record<string, FieldValue>;
  for (const [key, raw] of args.values) {
    if (!keys.has(key)) throw new UsageError(`--value ${key}: the schema has no field ${key}.`);
    try {
      values[key] = JSON.parse(raw) as FieldValue;
    } catch {
      throw new UsageError(`--value ${key}=${raw} is not JSON; quote text values, e.g. --value ${key}='"text"'.`);
    }
  }
  for (const [key, file] of args.valueFiles) {
    if (!keys.has(key)) throw new UsageError(`--value-file ${key}: the schema has no field ${key}.`);
    if (Object.hasOwn(values, key)) throw new UsageError(`--value-file ${key}: field ${key} has a --value too.`);
    // As it is: a leading byte order mark is part of the value, as it would be given with --value.
    values[key] = await readTextFile(file, 4 * MAX_TEXT_CHARACTERS, `Cannot read ${file} for field ${key}`, true, true);
  }
  return checkLocalSubmission({ fields, files, values });
}

/** Codes that mean the file itself could not be decoded: unreadable input, exit 2, not a rule verdict. */
const UNDECODABLE = new Set(['mesh_parse_failed', 'animation_file_unreadable']);

const STATUS_MARK = { passed: 'pass', failed: 'FAIL', pending: 'pending' } as const;

export function formatReport(report: ValidationReport, fields: readonly string[]): string {
  const lines: string[] = [];
  // Errors without a rule, and a refused schema's errors (its rules never ran, so no result shows them).
  const fieldErrors = report.errors.filter((error) => !error.rule || !error.field.startsWith('values.'));
  for (const key of fields) {
    const results = report.results.filter((result) => result.field === key);
    const errors = fieldErrors.filter((error) => error.field === `values.${key}`);
    if (!results.length && !errors.length) continue;
    lines.push(key);
    for (const error of errors) lines.push(`  FAIL  ${error.code}: ${error.message}`);
    for (const result of results) {
      const detail = result.status === 'failed' ? `${result.code}: ${result.message}` : result.status === 'pending' ? (result.reason ?? '') : '';
      lines.push(`  ${STATUS_MARK[result.status].padEnd(7)} ${result.rule}${detail ? `  ${detail}` : ''}`);
    }
  }
  for (const error of fieldErrors.filter((e) => !fields.some((key) => e.field === `values.${key}`))) lines.push(`FAIL  ${error.field} ${error.code}: ${error.message}`);
  const count = (status: string) => report.results.filter((result) => result.status === status).length;
  lines.push('', `${count('passed')} passed, ${count('failed')} failed, ${count('pending')} pending${report.valid ? '' : ' (not valid)'}`);
  return lines.join('\n');
}

export async function main(argv: readonly string[]): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const args = parseArguments(argv);
    const report = await runCheck(args);
    const unreadable = report.results.find((result) => result.code !== undefined && UNDECODABLE.has(result.code));
    if (unreadable) {
      const file = args.files.find(([key]) => key === unreadable.field)?.[1] ?? unreadable.field;
      process.stderr.write(`guildforge-rules: ${file} (field ${unreadable.field}) could not be read as a 3D model: ${String(unreadable.measured?.reason)}.\n`);
      return 2;
    }
    if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else {
      const fields = await readFieldsFile(args.fieldsPath);
      process.stdout.write(`${formatReport(report, fields.map((field) => field.key))}\n`);
    }
    return report.valid ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError || error instanceof CheckInputError) {
      process.stderr.write(`guildforge-rules: ${error.message}\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`guildforge-rules: the check stopped: ${message.split('\n')[0]}\n`);
    return 2;
  }
}
