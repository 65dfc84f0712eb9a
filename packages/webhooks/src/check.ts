import { type Delivery, deliveryHeaders, newDelivery, signedHeaders } from './delivery.js';
import { contract } from './generated/contract.js';
import { excerpt, post, type Outcome } from './http.js';
import { EndpointUnreachableError, type Output } from './output.js';
import { shownUrl } from './redact.js';
import { freshId, strangerSecret } from './payload.js';
import { signatureValue, unixSeconds } from './signature.js';

export interface CheckOptions {
  readonly url: URL;
  /** The secrets the endpoint holds: one, or two while it accepts a rotated secret. */
  readonly secrets: readonly string[];
  readonly timeoutMs: number;
}

export interface CaseResult {
  readonly name: string;
  readonly passed: boolean;
  readonly detail: string;
}

type Expectation = 'accepted' | 'rejected';

/** A case's request: the delivery's body (or a changed copy) with the headers to send. */
interface Attempt {
  readonly name: string;
  readonly expect: Expectation;
  readonly body: Buffer;
  readonly headers: Record<string, string>;
  /** Said after the verdict of an accepted delivery, when there is more to know. */
  readonly note?: string;
}

const is2xx = (outcome: Outcome) => outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300;

function describe(outcome: Outcome, timeoutMs: number): string {
  switch (outcome.kind) {
    case 'timeout':
      return `no answer within ${timeoutMs / 1000} s`;
    case 'unreachable':
      return `no answer: ${outcome.reason}`;
    case 'malformed':
      return `${outcome.reason}, after ${outcome.ms} ms`;
    case 'response': {
      const body = excerpt(outcome.body, 120).replace(/\s+/g, ' ').trim();
      return `${outcome.status} in ${outcome.ms} ms${body ? `, body ${body}` : ''}`;
    }
  }
}

function verdict(attempt: Attempt, outcome: Outcome, timeoutMs: number): CaseResult {
  const what = describe(outcome, timeoutMs);
  if (attempt.expect === 'accepted') {
    const passed = is2xx(outcome);
    const detail = passed
      ? `accepted: ${what}${attempt.note ? `. ${attempt.note}` : ''}`
      : `not accepted (${what}); Guildforge would count the attempt as failed and retry the delivery`;
    return { name: attempt.name, passed, detail };
  }
  if (outcome.kind !== 'response') return { name: attempt.name, passed: false, detail: `not rejected: ${what}; answer it with 400 or 401 at once` };
  const passed = !is2xx(outcome);
  return {
    name: attempt.name,
    passed,
    detail: passed ? `rejected: ${what}` : `accepted (${what}); the endpoint must refuse it with 400 or 401 and act on nothing`,
  };
}

/** Replaces the body's event id after signing: same length, still JSON, different bytes. */
function tampered(delivery: Delivery): Buffer {
  return Buffer.from(delivery.body.toString('utf8').replace(delivery.eventId, freshId('evt')));
}

/**
 * The conformance suite: every event type delivered as Guildforge sends it must be acknowledged
 * with a 2xx within the contract's timeout; deliveries that are not genuine (a changed body, an
 * unknown key, a timestamp outside the tolerance, a header that does not parse) must be refused;
 * a delivery signed during a secret rotation must be accepted whichever of its two signatures is
 * the endpoint's; and a redelivery must be acknowledged again. Cases run one after another, in
 * that order, and each yields one result.
 */
export async function check(options: CheckOptions, out: Output): Promise<CaseResult[]> {
  const { url, secrets, timeoutMs } = options;
  const [secret] = secrets as [string, ...string[]];
  const stranger = strangerSecret();
  const tolerance = contract.signature.toleranceSeconds;
  const results: CaseResult[] = [];
  out.line(
    `guildforge-webhooks check ${shownUrl(url)}: ${contract.events.length} event types and the signature cases of the API contract ${contract.apiVersion} (answer within ${timeoutMs / 1000} s, signature tolerance ${tolerance} s)`,
  );

  const run = async (attempt: Attempt): Promise<Outcome> => {
    const outcome = await post(url, attempt.headers, attempt.body, timeoutMs, contract.delivery.responseExcerptBytes);
    // The first request tells whether anything listens; later connection failures are the endpoint's.
    if (results.length === 0 && outcome.kind === 'unreachable') throw new EndpointUnreachableError(url, outcome.reason);
    const result = verdict(attempt, outcome, timeoutMs);
    results.push(result);
    out.line(`${result.passed ? 'pass' : 'FAIL'}  ${result.name}: ${result.detail}`);
    return outcome;
  };

  const deliveries = new Map<string, Delivery>();
  for (const event of contract.events) {
    const delivery = newDelivery(event);
    deliveries.set(event.type, delivery);
    const signedWith = secrets.length > 1 ? ` signed with ${secrets.length} secrets` : '';
    await run({ name: `${event.type}${signedWith}`, expect: 'accepted', body: delivery.body, headers: signedHeaders(delivery, secrets) });
  }

  const sample = (): Delivery => newDelivery(contract.events[0]!);
  const now = unixSeconds();
  {
    const delivery = sample();
    await run({ name: 'tampered body (event id changed after signing)', expect: 'rejected', body: tampered(delivery), headers: signedHeaders(delivery, [secret]) });
  }
  {
    const delivery = sample();
    await run({ name: 'wrong signature (signed with a secret the endpoint does not hold)', expect: 'rejected', body: delivery.body, headers: signedHeaders(delivery, [stranger]) });
  }
  {
    const delivery = sample();
    const stale = now - tolerance - 60;
    await run({ name: `stale timestamp (t ${tolerance + 60} s old, correctly signed)`, expect: 'rejected', body: delivery.body, headers: signedHeaders(delivery, [secret], stale) });
  }
  {
    const delivery = sample();
    const ahead = now + tolerance + 60;
    await run({ name: `timestamp ahead of the clock (t ${tolerance + 60} s in the future, correctly signed)`, expect: 'rejected', body: delivery.body, headers: signedHeaders(delivery, [secret], ahead) });
  }
  const malformed: [string, (delivery: Delivery) => string | undefined][] = [
    [`no ${contract.signature.header} header`, () => undefined],
    ['malformed header (no v1 element)', () => `t=${now}`],
    ['malformed header (t is not unix seconds; v1 signed over it)', (delivery) => `t=now,v1=${signatureValue(secret, 'now', delivery.body)}`],
    ['malformed header (v1 is not 64 lower-case hex characters)', (delivery) => `t=${now},v1=${signatureValue(secret, now, delivery.body).slice(0, 40)}`],
  ];
  for (const [name, header] of malformed) {
    const delivery = sample();
    const headers = deliveryHeaders(delivery.event.headers, { signature: header(delivery), eventType: delivery.event.type, deliveryId: delivery.deliveryId });
    await run({ name, expect: 'rejected', body: delivery.body, headers });
  }
  for (const [name, order] of [
    ['rotation (v1 of the endpoint\'s secret first, then one of a secret it does not hold)', [secret, stranger]],
    ['rotation (v1 of a secret the endpoint does not hold first, then its own)', [stranger, secret]],
  ] as const) {
    const delivery = sample();
    await run({ name, expect: 'accepted', body: delivery.body, headers: signedHeaders(delivery, order) });
  }
  for (const [index, other] of secrets.slice(1).entries()) {
    const delivery = sample();
    await run({ name: `rotation (signed only with --secret number ${index + 2})`, expect: 'accepted', body: delivery.body, headers: signedHeaders(delivery, [other]) });
  }
  {
    // A retry: the same delivery, body and id, signed again at the time of the attempt.
    const first = deliveries.get(contract.events[0]!.type)!;
    await run({
      name: `redelivery of ${first.event.type} (same body, event id and ${contract.events[0]!.headers.find((header) => header.role === 'deliveryId')?.name ?? 'delivery id'})`,
      expect: 'accepted',
      body: first.body,
      headers: signedHeaders(first, secrets),
      note: `The endpoint must treat it as a duplicate: it already has event ${first.eventId}, so it deduplicates on the event id and acts on nothing twice (this check sees only the status)`,
    });
  }

  const failed = results.filter((result) => !result.passed).length;
  out.line(`${results.length - failed} passed, ${failed} failed`);
  return results;
}
