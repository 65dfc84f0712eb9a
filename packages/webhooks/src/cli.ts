/**
 * guildforge-webhooks: sends Guildforge webhook deliveries and quest checks to your endpoint, and
 * checks the endpoint against the API contract.
 *
 *   guildforge-webhooks trigger <event-type> --url <endpoint> --secret <secret> [--secret <old secret>] [--example <name>]
 *   guildforge-webhooks trigger --list
 *   guildforge-webhooks check --url <endpoint> --secret <secret> [--secret <second secret>]
 *   guildforge-webhooks quest-check --url <endpoint> --secret <signing secret> [--completed-user <usr_…>] [--incomplete-user <usr_…>] [--metadata <json>]
 *
 * Every command takes `--timeout <seconds>` (at most the contract's limit). Exit codes: 0 when the
 * endpoint passed (trigger: a 2xx in time), 1 when a case failed, 2 for bad input or an endpoint
 * that cannot be reached (one sentence on stderr, never a stack trace).
 */
import { parseArgs } from 'node:util';
import type { JsonObject } from './contractTypes.js';
import { check } from './check.js';
import { eventTypes, findEvent } from './delivery.js';
import { contract } from './generated/contract.js';
import { InputError, type Output } from './output.js';
import { questCheck } from './questCheck.js';
import { redactUrls } from './redact.js';
import { trigger } from './trigger.js';

export const USAGE = `Usage:
  guildforge-webhooks trigger <event-type> --url <endpoint> --secret <secret> [--secret <old secret>] [--example <name>] [--timeout <seconds>]
  guildforge-webhooks trigger --list
  guildforge-webhooks check --url <endpoint> --secret <secret> [--secret <second secret>] [--timeout <seconds>]
  guildforge-webhooks quest-check --url <endpoint> --secret <signing secret> [--completed-user <usr_id>] [--incomplete-user <usr_id>] [--metadata <json>] [--timeout <seconds>]

trigger      sends one delivery of an event type: the contract's example with fresh ids and timestamps, signed as Guildforge signs it; prints the answer
check        runs the conformance suite: every event type, tampered, wrongly signed, stale and malformed deliveries, secret rotation and a redelivery
quest-check  plays the quest.webhook_check call of a guildforge.webhook quest and reads each answer as the quest does

Exit codes: 0 passed, 1 a case failed (trigger: no 2xx in time), 2 bad input or an unreachable endpoint.`;

const COMMANDS = ['trigger', 'check', 'quest-check'] as const;
type Command = (typeof COMMANDS)[number];

interface Io {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

const processIo: Io = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

const userId = /^usr_[0-9A-HJKMNP-TV-Z]{26}$/;

function parseUrl(raw: string | undefined): URL {
  if (raw === undefined) throw new InputError('--url is required: the endpoint to send to, e.g. --url http://localhost:3000/webhooks/guildforge.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InputError(`--url "${raw}" is not a URL; give the endpoint's full address, e.g. http://localhost:3000/webhooks/guildforge.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError(`--url "${raw}" is not an http:// or https:// URL.`);
  return url;
}

/** The shortest wait that can be timed: Node's timers count whole milliseconds. */
const MIN_TIMEOUT_MS = 1;

function parseSecrets(raw: readonly string[] | undefined, command: Command): string[] {
  const what = command === 'quest-check' ? "the quest's config.signingSecret" : "the endpoint's signing secret (whsec_…)";
  if (!raw || raw.length === 0) throw new InputError(`--secret is required: ${what}.`);
  if (raw.some((secret) => secret === '')) throw new InputError('--secret is empty; with an empty key anyone could sign a delivery.');
  const max = contract.signature.maxSignatures;
  if (raw.length > max) throw new InputError(`--secret is given ${raw.length} times; a ${contract.signature.header} header carries at most ${max} signatures (during a secret rotation).`);
  return [...raw];
}

function parseTimeout(raw: string | undefined, limitSeconds: number): number {
  if (raw === undefined) return limitSeconds * 1000;
  const seconds = Number(raw);
  const wanted = `--timeout "${raw}" must be a number of seconds of at least ${MIN_TIMEOUT_MS / 1000} (${MIN_TIMEOUT_MS} ms) and at most ${limitSeconds}, the contract's limit`;
  if (raw.trim() === '' || !Number.isFinite(seconds)) throw new InputError(`${wanted}.`);
  if (seconds > limitSeconds) throw new InputError(`${wanted}: Guildforge waits no longer than ${limitSeconds} s, so a longer wait would pass an endpoint Guildforge fails.`);
  // Timers count whole milliseconds: 1e-9 s used to round to 0 ms and time out every answer.
  if (seconds * 1000 < MIN_TIMEOUT_MS) throw new InputError(`${wanted}: ${raw} s is less than ${MIN_TIMEOUT_MS} ms, which no timer can wait and no endpoint can answer in.`);
  return Math.round(seconds * 1000);
}

function parseUser(option: string, raw: string | undefined): string | undefined {
  if (raw !== undefined && !userId.test(raw)) throw new InputError(`${option} "${raw}" is not a Guildforge user id (usr_ followed by 26 characters).`);
  return raw;
}

function parseMetadata(raw: string | undefined): JsonObject | undefined {
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new InputError(`--metadata is not JSON; give the quest's config.metadata as an object, e.g. --metadata '{"levelId":"forest-07"}'.`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new InputError('--metadata must be a JSON object, like the quest\'s config.metadata.');
  return value as JsonObject;
}

/** Runs the command line; resolves to the exit code. */
export async function main(argv: readonly string[], rawIo: Io = processIo): Promise<number> {
  // Whatever is printed, a URL in it shows no user name or password: CI logs keep what the tool prints.
  const io: Io = { stdout: (text) => rawIo.stdout(redactUrls(text)), stderr: (text) => rawIo.stderr(redactUrls(text)) };
  const out: Output = { line: (text) => io.stdout(`${text}\n`) };
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        url: { type: 'string' },
        secret: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        list: { type: 'boolean' },
        example: { type: 'string' },
        'completed-user': { type: 'string' },
        'incomplete-user': { type: 'string' },
        metadata: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [commandName, ...rest] = positionals;
    if (values.help) {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    if (commandName === undefined) throw new InputError('No command given; use trigger, check or quest-check (see guildforge-webhooks --help).');
    if (!(COMMANDS as readonly string[]).includes(commandName)) throw new InputError(`Unknown command "${commandName}"; use trigger, check or quest-check (see guildforge-webhooks --help).`);
    const command = commandName as Command;
    const { url, secret: secrets, timeout } = values;

    if (command === 'trigger') {
      if (values.list) {
        for (const event of contract.events) out.line(`${event.type.padEnd(Math.max(...eventTypes.map((type) => type.length)) + 2)}${event.summary}`);
        return 0;
      }
      if (rest.length === 0) throw new InputError('trigger needs an event type, e.g. guildforge-webhooks trigger user_quest.claimed (--list prints them).');
      if (rest.length > 1) throw new InputError(`trigger takes one event type; got ${rest.join(', ')}.`);
      const event = findEvent(rest[0]!);
      return await trigger(
        {
          eventType: event.type,
          url: parseUrl(url),
          secrets: parseSecrets(secrets, command),
          timeoutMs: parseTimeout(timeout, contract.delivery.timeoutSeconds),
          exampleName: values.example,
        },
        out,
      );
    }
    if (rest.length > 0) throw new InputError(`${command} takes no arguments besides its options; got ${rest.join(' ')}.`);
    if (command === 'check') {
      const results = await check(
        { url: parseUrl(url), secrets: parseSecrets(secrets, command), timeoutMs: parseTimeout(timeout, contract.delivery.timeoutSeconds) },
        out,
      );
      return results.every((result) => result.passed) ? 0 : 1;
    }
    const results = await questCheck(
      {
        url: parseUrl(url),
        secrets: parseSecrets(secrets, command),
        timeoutMs: parseTimeout(timeout, contract.questCheck.timeoutSeconds),
        completedUser: parseUser('--completed-user', values['completed-user']),
        incompleteUser: parseUser('--incomplete-user', values['incomplete-user']),
        metadata: parseMetadata(values.metadata),
      },
      out,
    );
    return results.every((result) => result.passed) ? 0 : 1;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof InputError) io.stderr(`${error.message}\n`);
    else if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) io.stderr(`${(error as Error).message.split('. ')[0]!.replace(/\.$/, '')}; see guildforge-webhooks --help.\n`);
    else throw error;
    return 2;
  }
}
