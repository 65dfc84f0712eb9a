import type { Delivery } from './delivery.js';
import { newDelivery, findEvent, signedHeaders } from './delivery.js';
import { contract } from './generated/contract.js';
import { excerpt, post } from './http.js';
import { EndpointUnreachableError, type Output } from './output.js';
import { shownUrl } from './redact.js';

export interface TriggerOptions {
  readonly eventType: string;
  readonly url: URL;
  /** The first signs as the current secret; a second adds the v1 a rotation's old secret makes. */
  readonly secrets: readonly string[];
  readonly timeoutMs: number;
  readonly exampleName?: string;
}

/** Sends one delivery as Guildforge would and prints what was sent and the answer. Exit code 0 for a 2xx in time, otherwise 1. */
export async function trigger(options: TriggerOptions, out: Output): Promise<number> {
  const delivery: Delivery = newDelivery(findEvent(options.eventType), new Date(), options.exampleName);
  const headers = signedHeaders(delivery, options.secrets);
  out.line(`POST ${shownUrl(options.url)}`);
  for (const [name, value] of Object.entries(headers)) out.line(`${name}: ${value}`);
  out.line('');
  out.line(delivery.body.toString('utf8'));
  out.line(`(the contract's "${delivery.exampleName}" example of ${delivery.event.type}, with fresh ids and timestamps; ${delivery.body.length} bytes)`);
  out.line('');

  const outcome = await post(options.url, headers, delivery.body, options.timeoutMs, contract.delivery.responseExcerptBytes);
  if (outcome.kind === 'unreachable') throw new EndpointUnreachableError(options.url, outcome.reason);
  if (outcome.kind === 'malformed') {
    out.line(`No HTTP answer: ${outcome.reason}, after ${outcome.ms} ms. Guildforge counts this attempt as failed and retries the delivery.`);
    return 1;
  }
  if (outcome.kind === 'timeout') {
    out.line(`No answer within ${options.timeoutMs / 1000} s: Guildforge counts this attempt as failed (timeout) and retries the delivery.`);
    return 1;
  }
  const ok = outcome.status >= 200 && outcome.status < 300;
  out.line(`${outcome.status} ${outcome.statusText} in ${outcome.ms} ms`);
  const body = excerpt(outcome.body, contract.delivery.responseExcerptBytes);
  if (body !== '') out.line(body);
  out.line(
    ok
      ? `Acknowledged: Guildforge marks the delivery succeeded.`
      : `Not a 2xx: Guildforge counts this attempt as failed and retries the delivery${outcome.status >= 300 && outcome.status < 400 ? ' (redirects are not followed)' : ''}.`,
  );
  return ok ? 0 : 1;
}
