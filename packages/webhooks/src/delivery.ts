import type { ContractEvent, ContractHeader, JsonObject } from './contractTypes.js';
import { contract } from './generated/contract.js';
import { freshenExample, freshId } from './payload.js';
import { InputError } from './output.js';
import { signatureHeader, unixSeconds } from './signature.js';

export const eventTypes: readonly string[] = contract.events.map((event) => event.type);

export class UnknownEventTypeError extends InputError {
  constructor(readonly eventType: string) {
    super(`Unknown event type "${eventType}"; \`guildforge-webhooks trigger --list\` prints the ${contract.events.length} event types of the contract.`);
  }
}

export function findEvent(type: string): ContractEvent {
  const event = contract.events.find((candidate) => candidate.type === type);
  if (!event) throw new UnknownEventTypeError(type);
  return event;
}

/** One delivery as Guildforge sends it: the body's exact bytes and what identifies it. */
export interface Delivery {
  readonly event: ContractEvent;
  readonly exampleName: string;
  readonly eventId: string;
  readonly deliveryId: string;
  readonly body: Buffer;
}

/**
 * A delivery of the contract's example for an event type (the first one, or `exampleName`), with
 * fresh ids and timestamps: the event happens now.
 */
export function newDelivery(event: ContractEvent, now: Date = new Date(), exampleName?: string): Delivery {
  const example = exampleName === undefined ? event.examples[0] : event.examples.find((candidate) => candidate.name === exampleName);
  if (!example) {
    throw new InputError(`${event.type} has no example "${exampleName}"; the contract's examples are ${event.examples.map((candidate) => candidate.name).join(', ')}.`);
  }
  const body = freshenExample(example.value, String(example.value.createdAt), now);
  return { event, exampleName: example.name, eventId: String(body.id), deliveryId: freshId('dlv'), body: Buffer.from(JSON.stringify(body)) };
}

/** The value of each header the contract lists for a delivery, in its order, and the content type. */
export function deliveryHeaders(
  headers: readonly ContractHeader[],
  values: { readonly signature?: string; readonly eventType?: string; readonly deliveryId?: string },
): Record<string, string> {
  const result: Record<string, string> = { 'Content-Type': contract.delivery.contentType };
  for (const header of headers) {
    const value = values[header.role];
    // A header left out on purpose (the malformed-header case) stays out.
    if (value !== undefined) result[header.name] = value;
  }
  return result;
}

/** The headers of a delivery signed now (or at `timestamp`) with each of `secrets`. */
export function signedHeaders(delivery: Delivery, secrets: readonly string[], timestamp: number = unixSeconds()): Record<string, string> {
  return deliveryHeaders(delivery.event.headers, {
    signature: signatureHeader(timestamp, delivery.body, secrets),
    eventType: delivery.event.type,
    deliveryId: delivery.deliveryId,
  });
}

export type { JsonObject };
