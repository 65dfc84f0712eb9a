import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { JsonObject } from './contractTypes.js';
import { contract } from './generated/contract.js';
import { excerpt, post, type Outcome } from './http.js';
import { EndpointUnreachableError, InputError, type Output } from './output.js';
import { shownUrl } from './redact.js';
import { freshenExample, isoSeconds } from './payload.js';
import { signatureHeader, unixSeconds } from './signature.js';
import type { CaseResult } from './check.js';
import { deliveryHeaders } from './delivery.js';

// ajv and ajv-formats are CommonJS; under Node's ESM loader the class is the default export's `default`.
type AjvClass = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvClass }).default ?? Ajv2020Module) as AjvClass;
type AddFormats = typeof import('ajv-formats').default;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as AddFormats;

export type QuestFailureCode = (typeof contract.questCheck.failures)[number]['code'];

interface Validators {
  readonly request: ValidateFunction;
  readonly response: ValidateFunction;
  readonly metadata: ValidateFunction;
}
let validators: Validators | undefined;
function schemaValidators(): Validators {
  if (!validators) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    validators = {
      request: ajv.compile(contract.questCheck.requestSchema),
      response: ajv.compile(contract.questCheck.responseSchema),
      metadata: ajv.compile(contract.questCheck.metadataSchema),
    };
  }
  return validators;
}

/** Ajv's errors as one clause: where, then what; a bad property name is named once. */
function schemaErrors(validate: ValidateFunction, root = 'the body'): string {
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'propertyNames')
    .map((error) => {
      const { propertyName } = error;
      const where = `${root}${error.instancePath}`;
      return propertyName === undefined ? `${where} ${error.message ?? 'is invalid'}` : `${where}: the key "${propertyName}" ${error.message ?? 'is invalid'}`;
    })
    .join('; ');
}

export interface QuestCheckOptions {
  readonly url: URL;
  /** The quest's `config.signingSecret`; a second one adds its v1 as while the secret changes. */
  readonly secrets: readonly string[];
  readonly timeoutMs: number;
  /** A user your endpoint finds done: its answer must be `completed: true`. */
  readonly completedUser?: string;
  /** A user your endpoint finds not done: its answer must be `completed: false`. */
  readonly incompleteUser?: string;
  /** The quest's `config.metadata`; the contract example's when absent. */
  readonly metadata?: JsonObject;
}

/** What the quest does with one answer: complete the user quest, or record a failure code. */
export type QuestVerdict =
  | { readonly completed: true; readonly detail: string }
  | { readonly completed: false; readonly code: QuestFailureCode; readonly detail: string };

function failure(code: QuestFailureCode, detail: string): QuestVerdict {
  return { completed: false, code, detail };
}

/** Reads one answer as Guildforge does for a `guildforge.webhook` quest. */
export function questVerdict(outcome: Outcome, timeoutMs: number): QuestVerdict {
  const limit = contract.questCheck.maxResponseBytes;
  switch (outcome.kind) {
    case 'timeout':
      return failure('guildforge_webhook_timeout', `no answer within ${timeoutMs / 1000} s`);
    case 'unreachable':
      return failure('guildforge_webhook_unreachable', outcome.reason);
    case 'malformed':
      return failure('guildforge_webhook_invalid_response', outcome.reason);
    case 'response':
      break;
  }
  const shown = excerpt(outcome.body, 200).replace(/\s+/g, ' ').trim();
  const answered = `${outcome.status} in ${outcome.ms} ms${shown ? `, body ${shown}` : ''}`;
  if (outcome.status !== 200) return failure('guildforge_webhook_http_error', `${answered}: the status must be 200`);
  if (outcome.overLimit) return failure('guildforge_webhook_invalid_response', `${answered}: the body is over ${limit} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(outcome.body.toString('utf8'));
  } catch {
    return failure('guildforge_webhook_invalid_response', `${answered}: the body is not JSON`);
  }
  const { response } = schemaValidators();
  if (!response(body)) return failure('guildforge_webhook_invalid_response', `${answered}: not a QuestWebhookResponse: ${schemaErrors(response)}`);
  const answer = body as { completed: boolean; reason?: string };
  if (!answer.completed) {
    return failure('guildforge_webhook_not_completed', `${answered}${answer.reason ? `; the user sees "${answer.reason}"` : ''}`);
  }
  return { completed: true, detail: answered };
}

const { retry } = contract.questCheck;

/** Whether Guildforge sends the check once more: a connection failure or one of the contract's statuses. */
function isRetried(outcome: Outcome): boolean {
  if (outcome.kind === 'unreachable') return retry.connectionFailures;
  return outcome.kind === 'response' && (retry.statuses as readonly number[]).includes(outcome.status);
}

function describeOutcome(outcome: Outcome, timeoutMs: number): string {
  if (outcome.kind === 'response') return `${outcome.status} in ${outcome.ms} ms`;
  return outcome.kind === 'timeout' ? `no answer within ${timeoutMs / 1000} s` : outcome.reason;
}

function titleOf(code: QuestFailureCode): string {
  return contract.questCheck.failures.find((entry) => entry.code === code)!.title;
}

/** The contract's request example for a new check of `userId`, sent now; `attempt` 1. */
export function questRequest(userId: string | undefined, metadata: JsonObject | undefined, now: Date): JsonObject {
  const example = contract.questCheck.requestExample;
  const keep = new Map<string, string>(userId ? [[String(example.userId), userId]] : []);
  const fresh = freshenExample(example, String(example.sentAt), now, keep);
  const request: JsonObject = { ...fresh, attempt: 1, sentAt: isoSeconds(now), ...(metadata ? { metadata } : {}) };
  const { request: validate } = schemaValidators();
  if (!validate(request)) throw new InputError(`The quest check request is not a QuestWebhookRequest: ${schemaErrors(validate)}.`);
  return request;
}

/**
 * Plays the `quest.webhook_check` call of a `guildforge.webhook` quest: a check for a user who is
 * done, one for a user who is not, and the retry of the first (same `userQuestId` and `attempt`),
 * which must get the same answer. Each answer is read as the quest reads it, and a case that would
 * not end as expected reports the failure code the quest would record.
 */
export async function questCheck(options: QuestCheckOptions, out: Output): Promise<CaseResult[]> {
  const { url, secrets, timeoutMs } = options;
  const results: CaseResult[] = [];
  const expectations = options.completedUser !== undefined || options.incompleteUser !== undefined;
  // Bad --metadata is bad input: refuse it before anything is sent.
  const { metadata: validMetadata } = schemaValidators();
  if (options.metadata && !validMetadata(options.metadata)) {
    throw new InputError(`--metadata is not a valid config.metadata of a guildforge.webhook quest: ${schemaErrors(validMetadata, 'metadata')}.`);
  }
  out.line(
    `guildforge-webhooks quest-check ${shownUrl(url)}: the ${contract.questCheck.name} call of a guildforge.webhook quest, API contract ${contract.apiVersion} (answer within ${timeoutMs / 1000} s, at most ${contract.questCheck.maxResponseBytes} bytes)`,
  );
  if (!expectations) {
    out.line('Without --completed-user and --incomplete-user the users are new ids, so each answer is checked for its shape and time only; pass ids your endpoint knows to check the verdicts too.');
  }

  const send = async (request: JsonObject): Promise<QuestVerdict> => {
    const body = Buffer.from(JSON.stringify(request));
    const attempt = (timestamp: number) =>
      post(url, deliveryHeaders(contract.questCheck.headers, { signature: signatureHeader(timestamp, body, secrets) }), body, timeoutMs, contract.questCheck.maxResponseBytes);
    let outcome = await attempt(unixSeconds(new Date(String(request.sentAt))));
    let retriedAfter = '';
    if (isRetried(outcome)) {
      // As Guildforge does: the same body once more, signed at the time it is sent.
      retriedAfter = `${describeOutcome(outcome, timeoutMs)}; sent again ${retry.afterSeconds} s later: `;
      await new Promise((resolve) => setTimeout(resolve, retry.afterSeconds * 1000));
      outcome = await attempt(unixSeconds());
    }
    if (results.length === 0 && outcome.kind === 'unreachable') {
      throw new EndpointUnreachableError(url, outcome.reason, ' (a quest check would fail with guildforge_webhook_unreachable)');
    }
    const verdict = questVerdict(outcome, timeoutMs);
    return { ...verdict, detail: `${retriedAfter}${verdict.detail}` };
  };
  const report = (name: string, passed: boolean, detail: string) => {
    results.push({ name, passed, detail });
    out.line(`${passed ? 'pass' : 'FAIL'}  ${name}: ${detail}`);
  };
  const outcomeText = (verdict: QuestVerdict) =>
    verdict.completed ? `${verdict.detail}; the user quest becomes completed` : `${verdict.detail}; the quest records ${verdict.code} (${titleOf(verdict.code)})`;

  const cases: { name: string; user?: string; want: boolean }[] = [
    { name: 'completed case', user: options.completedUser, want: true },
    { name: 'incomplete case', user: options.incompleteUser, want: false },
  ];
  let first: { request: JsonObject; verdict: QuestVerdict } | undefined;
  for (const [index, questCase] of cases.entries()) {
    const request = questRequest(questCase.user, options.metadata, new Date());
    const verdict = await send(request);
    if (index === 0) first = { request, verdict };
    const valid = verdict.completed || verdict.code === 'guildforge_webhook_not_completed';
    const right = !expectations || verdict.completed === questCase.want;
    const name = `${questCase.name} (userId ${String(request.userId)}, attempt ${String(request.attempt)})`;
    let detail = outcomeText(verdict);
    if (valid && !right) detail += questCase.want ? `; this user should complete the quest` : `; this user should not complete the quest yet`;
    report(name, valid && right, detail);
  }
  {
    // A retry of one check: same body but the time of sending, signed again.
    const { request, verdict } = first!;
    const now = new Date();
    const retry = await send({ ...request, sentAt: isoSeconds(now) });
    const same = retry.completed ? verdict.completed : !verdict.completed && retry.code === verdict.code;
    const valid = retry.completed || retry.code === 'guildforge_webhook_not_completed';
    report(
      `retry of the completed case (same userQuestId ${String(request.userQuestId)} and attempt ${String(request.attempt)})`,
      valid && same,
      `${outcomeText(retry)}${valid && !same ? '; a retry of one check must get the same answer as the first request' : ''}`,
    );
  }

  const failed = results.filter((result) => !result.passed).length;
  out.line(`${results.length - failed} passed, ${failed} failed`);
  return results;
}
