/**
 * The shape of the contract facts `npm run generate` writes to `generated/contract.ts`
 * (scripts/generateWebhookTool.mts), read from the Guildforge API description.
 */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonObject = { readonly [key: string]: JsonValue };

/** What the tool puts in a header the contract lists for a delivery. */
export type HeaderRole = 'signature' | 'eventType' | 'deliveryId';

export interface ContractHeader {
  readonly name: string;
  readonly role: HeaderRole;
}

export interface ContractEvent {
  readonly type: string;
  readonly operationId: string;
  readonly summary: string;
  readonly headers: readonly ContractHeader[];
  /** The contract's examples of the body, in the contract's order; the first is the default. */
  readonly examples: readonly { readonly name: string; readonly value: JsonObject }[];
}

export interface QuestCheckFailure {
  readonly code: string;
  /** HTTP status and title of the code in the error catalogue. */
  readonly status: number;
  readonly title: string;
  /** When the quest records it, as the contract's description of the call says. */
  readonly when: string;
}

export interface WebhookContract {
  readonly source: string;
  readonly apiVersion: string;
  readonly signature: {
    readonly header: string;
    /** The header's pattern in the contract. */
    readonly pattern: string;
    /** At most this many `v1` values: one per secret while a rotated secret is still valid. */
    readonly maxSignatures: number;
    /** A receiver rejects a `t` further than this from its clock. */
    readonly toleranceSeconds: number;
  };
  readonly delivery: {
    /** An answer later than this is a failed attempt. */
    readonly timeoutSeconds: number;
    /** Guildforge keeps this many bytes of the answer (`responseBodyExcerpt`). */
    readonly responseExcerptBytes: number;
    readonly contentType: string;
  };
  readonly events: readonly ContractEvent[];
  readonly questCheck: {
    readonly name: string;
    readonly operationId: string;
    readonly timeoutSeconds: number;
    readonly maxResponseBytes: number;
    /** Guildforge sends a check once more, after `afterSeconds`, when its answer is one of these. */
    readonly retry: { readonly statuses: readonly number[]; readonly connectionFailures: boolean; readonly afterSeconds: number };
    readonly headers: readonly ContractHeader[];
    readonly requestExample: JsonObject;
    readonly requestSchema: JsonObject;
    readonly responseSchema: JsonObject;
    /** The quest's `config.metadata`, which each request carries unchanged. */
    readonly metadataSchema: JsonObject;
    readonly failures: readonly QuestCheckFailure[];
  };
}
