import type { ErrorCode } from './generated/errorCodes.js';
import type { Problem, ProblemFieldError } from './types.js';

const BRAND = Symbol.for('guildforge.GuildforgeError');

/**
 * Codes the client assigns when a non-2xx response carries no problem document, which happens
 * only when something in front of Guildforge answered (a proxy, a CDN, a wrong `baseUrl`).
 * Every value is a code of the error catalogue.
 */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_parameter',
  401: 'missing_credentials',
  403: 'insufficient_role',
  404: 'route_not_found',
  405: 'method_not_allowed',
  409: 'resource_conflict',
  410: 'resource_gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'service_unavailable',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Problem).code === 'string' &&
    typeof (value as Problem).status === 'number' &&
    typeof (value as Problem).title === 'string'
  );
}

/**
 * Seconds to wait before retrying, from `Retry-After` (seconds or an HTTP date) or, on a 429
 * without it, `RateLimit-Reset`. `undefined` when the response names no wait.
 */
export function retryAfterSeconds(response: Response): number | undefined {
  const retryAfter = response.headers.get('Retry-After');
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  if (response.status === 429) {
    const reset = Number(response.headers.get('RateLimit-Reset') ?? Number.NaN);
    if (Number.isFinite(reset) && reset >= 0) return reset;
  }
  return undefined;
}

/**
 * Thrown by every `GuildforgeClient` call that ends with a non-2xx response (after retries).
 * Branch on `code`, a stable code of the error catalogue (https://docs.guildforge.io/docs/api/errors);
 * `title` and `detail` are for developers and may change.
 *
 * Network failures that outlast the retries are rethrown as they are (a `TypeError` from
 * `fetch`), and an aborted call rejects with the signal's reason, so `instanceof GuildforgeError`
 * tells an API answer from a transport failure.
 */
export class GuildforgeError extends Error {
  override readonly name = 'GuildforgeError';
  /** The HTTP status, 400–599. */
  readonly status: number;
  /** The catalogue code, e.g. `quest_not_completed`. */
  readonly code: ErrorCode | (string & {});
  /** Short summary of the code; the same for every occurrence. */
  readonly title: string;
  /** What went wrong in this request, for developers (English, not localized). */
  readonly detail: string | undefined;
  /** `req_…`: quote it to Guildforge support. Absent when no problem document was returned. */
  readonly requestId: string | undefined;
  /** Field errors of a 422 (and of `400 invalid_parameter`); empty otherwise. */
  readonly errors: readonly ProblemFieldError[];
  /** Seconds the API asked to wait (`Retry-After`, or `RateLimit-Reset` on a 429), when it named one. */
  readonly retryAfter?: number;
  /** The problem document exactly as received, or `undefined` when the body was not one. */
  readonly problem: Problem | undefined;
  /** Method and path of the failed request, e.g. `POST /v1/user-quests/uqs_…/claim`. */
  readonly request: string;

  constructor(init: {
    status: number;
    problem?: Problem;
    retryAfter?: number;
    request: string;
    statusText?: string;
  }) {
    const { status, problem } = init;
    const code = problem?.code ?? CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'invalid_parameter');
    const title = problem?.title ?? (init.statusText || `HTTP ${status}`);
    const detail = problem?.detail;
    super(`${init.request} failed with ${status} ${code}: ${detail ?? title}${problem?.requestId ? ` (${problem.requestId})` : ''}`);
    this.status = status;
    this.code = code;
    this.title = title;
    this.detail = detail;
    this.requestId = problem?.requestId;
    this.errors = problem?.errors ?? [];
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    this.problem = problem;
    this.request = init.request;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** Builds the error from a non-2xx response and its parsed body. */
  static fromResponse(response: Response, body: unknown, request: string): GuildforgeError {
    return new GuildforgeError({
      status: response.status,
      problem: isProblem(body) ? body : undefined,
      retryAfter: retryAfterSeconds(response),
      request,
      statusText: response.statusText,
    });
  }

  /** `instanceof` also recognizes errors thrown by another copy of this package (e.g. two bundles). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}

/** True when `error` is a `GuildforgeError`, and, when codes are given, has one of them. */
export function isGuildforgeError(error: unknown, ...codes: (ErrorCode | (string & {}))[]): error is GuildforgeError {
  return error instanceof GuildforgeError && (codes.length === 0 || codes.includes(error.code));
}
