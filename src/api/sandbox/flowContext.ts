/**
 * What a flow of the sandbox (./flow.ts) is given for one valid request, and the helpers the
 * flows share to build answers from the documented examples.
 */
import type { Json, SandboxOperation } from './contract';
import { MOCK_USER_ID } from './credentials';
import type { SandboxProblemCode } from './problems';
import type { SandboxAnswer } from './sandbox';
import type { SandboxState } from './state';

export interface FlowContext {
  readonly operation: SandboxOperation;
  readonly pathParams: Readonly<Record<string, string>>;
  /** The query parameters after validation (coerced to their schema types). */
  readonly query: Readonly<Json>;
  readonly body: unknown;
  readonly state: SandboxState;
  readonly instance: string;
  /** The operation's documented 2xx answer. */
  readonly success: () => SandboxAnswer;
  /** Every documented example value of a status, in the contract's order. */
  readonly examples: (status: string) => readonly unknown[];
  readonly fail: (code: SandboxProblemCode, instance: string, detail: string) => SandboxAnswer;
}

export type Flow = (context: FlowContext) => SandboxAnswer | undefined;

export const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

export const later = (milliseconds: number) => new Date(Date.now() + milliseconds).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** A JSON copy: stored resources are never shared with an answer a caller may change. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const ok = (status: number, body: unknown): SandboxAnswer => ({ status, contentType: 'application/json', body });

/**
 * The documented example of `status` to build an answer from: the first whose `field` equals
 * `value` (a reward's `type`, a quest's `type`), else the first.
 */
export function template(context: FlowContext, status: string, field?: string, value?: unknown): Json {
  const examples = context.examples(status).map(asObject);
  const chosen = (field !== undefined && examples.find((example) => example[field] === value)) || examples[0];
  return copy(chosen ?? {});
}

/** The fields of the request body that the answer has too (what a create or update stores). */
export function bodyFields(answer: Json, body: unknown): Json {
  return Object.fromEntries(Object.entries(asObject(body)).filter(([key]) => key in answer));
}

/** The user a request acts for: the `userId` query or body field with an API key, else the sandbox's user. */
export const callerOf = (context: FlowContext): string =>
  String(context.query.userId ?? asObject(context.body).userId ?? MOCK_USER_ID);

/** A stored resource of the given prefix, or undefined. */
export function stored(state: SandboxState, id: string | undefined, prefix: string): Json | undefined {
  if (!id || !id.startsWith(`${prefix}_`)) return undefined;
  return state.resources[id];
}

