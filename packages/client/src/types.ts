/**
 * Type helpers that turn the generated `paths` into the request and response types of
 * `GuildforgeClient`. Everything here is derived from the API description; nothing is written
 * by hand per operation.
 */
import type { components, paths } from './generated/api.js';

/** The HTTP methods the Guildforge API uses. */
export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/** Every path (as written in the API description, e.g. `/quests/{questId}`) that has an operation for `M`. */
export type PathsWithMethod<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

/** The generated operation object of `M P`, e.g. `Operation<'/quests', 'get'>` is `operations['listQuests']`. */
export type Operation<P extends keyof paths, M extends HttpMethod> = paths[P][M];

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

type ParametersOf<O> = O extends { parameters: infer X } ? X : {};

/**
 * Path and query parameters of an operation. Header parameters are left out: the only one the
 * API defines is `Idempotency-Key`, which the client sets from `idempotencyKey`.
 */
export type RequestParams<O> = Omit<ParametersOf<O>, 'header' | 'cookie'>;

type ParamsOption<O> = RequiredKeys<RequestParams<O>> extends never ? { params?: RequestParams<O> } : { params: RequestParams<O> };

/** The JSON request body of an operation (`never` when it takes none). */
export type RequestBody<O> = O extends { requestBody?: infer RB } ? (RB extends { content: { 'application/json': infer B } } ? B : never) : never;

type BodyOption<O> = [RequestBody<O>] extends [never]
  ? { body?: never }
  : O extends { requestBody: object }
    ? { body: RequestBody<O> }
    : { body?: RequestBody<O> };

type SuccessStatus = 200 | 201 | 202 | 203 | 204;

/** The parsed body of an operation's 2xx responses (`undefined` for `204 No Content`). */
export type ResponseBody<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: S extends SuccessStatus ? (R[S] extends { content: { 'application/json': infer B } } ? B : undefined) : never;
    }[keyof R]
  : never;

/** Options every call accepts. */
export interface CallOptions {
  /** Extra request headers. `Authorization` and `Guildforge-Api-Key` set here win over the client's credentials. */
  headers?: Record<string, string>;
  /** Aborts the request, including any backoff wait between retries. */
  signal?: AbortSignal;
}

/** Options of `post`, `patch` and `delete`. */
export interface MutationCallOptions extends CallOptions {
  /**
   * The `Idempotency-Key` header. Every POST sends one: this value, or a new UUID v4 per call.
   * The same key is sent on every retry of the call. Pass your own to make a user action safe to
   * repeat across calls (a double click, a reload): Guildforge keeps keys for 24 hours.
   */
  idempotencyKey?: string;
}

/** Second argument of `gf.get(path, init)`. */
export type GetInit<P extends PathsWithMethod<'get'>> = ParamsOption<Operation<P, 'get'>> & CallOptions;

/** Second argument of `gf.post`, `gf.patch` and `gf.delete`. */
export type MutationInit<P extends keyof paths, M extends 'post' | 'patch' | 'delete'> = ParamsOption<Operation<P, M>> &
  BodyOption<Operation<P, M>> &
  MutationCallOptions;

/** Makes the init argument optional when it has no required key. */
export type InitArgs<Init> = RequiredKeys<Init> extends never ? [init?: Init] : [init: Init];

/** Paths of list operations: GET operations answering `{ data, nextCursor, hasMore }`. */
export type ListPaths = {
  [P in PathsWithMethod<'get'>]: ResponseBody<Operation<P, 'get'>> extends { data: readonly unknown[]; nextCursor?: unknown } ? P : never;
}[PathsWithMethod<'get'>];

/** One item of a list operation's `data`, e.g. `ListItem<'/quests'>` is `Schemas['Quest']`. */
export type ListItem<P extends ListPaths> = ResponseBody<Operation<P, 'get'>> extends { data: readonly (infer T)[] } ? T : never;

/** Every schema of the API description by name: `Schemas['Quest']`, `Schemas['UserQuest']`, … */
export type Schemas = components['schemas'];

/** An RFC 9457 problem document as the API sends it (`application/problem+json`). */
export type Problem = components['schemas']['Problem'];

/** One entry of a 422 problem's `errors`. */
export type ProblemFieldError = components['schemas']['ProblemFieldError'];
