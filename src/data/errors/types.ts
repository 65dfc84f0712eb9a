/**
 * One entry of the Guildforge product error catalogue.
 *
 * The catalogue is the only place an error code is defined. The API description
 * (`openapi/`), the rule registry and the quest-type registry refer to codes by
 * string, and `tests/unit/errorCatalogue.test.ts` fails when they name a code that
 * is not here.
 */
export interface ErrorDefinition {
  /** Stable, lower_snake_case, never reused once published. Part of the public contract. */
  readonly code: string;
  /** HTTP status the API answers with when this error is returned synchronously. */
  readonly status: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 412 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503 | 504;
  /** The problem+json `title`: short, sentence case, no trailing period. */
  readonly title: string;
  /** When it happens and what the caller should do about it. Plain text, one or two sentences. */
  readonly description: string;
  /** Which part of the product raises it; groups the catalogue page. */
  readonly domain: ErrorDomain;
  /** True when retrying the same request later can succeed without changing it. */
  readonly retryable: boolean;
}

export type ErrorDomain =
  | 'request'
  | 'auth'
  | 'resource'
  | 'rate_limit'
  | 'quest'
  | 'reward'
  | 'referral'
  | 'ugc'
  | 'rule'
  | 'vote'
  | 'integration'
  | 'webhook'
  | 'server';

/** Base of every problem+json `type` URI: `${PROBLEM_TYPE_BASE}#${code}`. */
export const PROBLEM_TYPE_BASE = 'https://docs.guildforge.io/docs/api/errors';
