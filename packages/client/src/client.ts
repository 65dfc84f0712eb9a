import createClient, { type Client } from 'openapi-fetch';
import { GuildforgeError, retryAfterSeconds } from './errors.js';
import type { paths } from './generated/api.js';
import { MAX_RETRY_AFTER_SECONDS, backoffDelay, isRetryableAnswer, randomUUID, sleep } from './retry.js';
import type {
  GetInit,
  InitArgs,
  ListItem,
  ListPaths,
  MutationInit,
  Operation,
  PathsWithMethod,
  ResponseBody,
} from './types.js';

/** Production base URL; paths of the API description are relative to it. */
export const GUILDFORGE_API_URL = 'https://api.guildforge.io/v1';
/** Sandbox base URL: separate data, `gf_test_` keys. */
export const GUILDFORGE_SANDBOX_API_URL = 'https://sandbox.api.guildforge.io/v1';

/** A user access token, or a function that returns the current one (called before every attempt). */
export type UserTokenSource = string | (() => string | undefined | Promise<string | undefined>);

export interface GuildforgeClientOptions {
  /**
   * A project API key (`gf_live_…` or `gf_test_…`), sent as `Guildforge-Api-Key`. Server-side
   * only: browsers cannot send the header (CORS never allows it) and a key in client code
   * can grant rewards to anyone.
   */
  apiKey?: string;
  /**
   * A user access token, sent as `Authorization: Bearer <token>`. Pass a function to read the
   * current token from your session store; it is called before every attempt, so a retry after
   * a refresh uses the new token. Returning `undefined` sends no `Authorization` header.
   */
  userToken?: UserTokenSource;
  /** Defaults to `https://api.guildforge.io/v1`. Use `GUILDFORGE_SANDBOX_API_URL` with `gf_test_` keys. */
  baseUrl?: string;
  /** The fetch implementation (tests, SSR, instrumentation). Defaults to `globalThis.fetch` at call time. */
  fetch?: typeof fetch;
  /**
   * Retries after the first attempt, default 3. Retried: network errors and the answers
   * `isRetryableAnswer` accepts (every 429, `quest_check_too_soon` included; every 5xx;
   * `409 idempotency_key_in_use`); never any other 4xx. 0 turns retries off.
   */
  maxRetries?: number;
}

/** The typed Guildforge API client returned by `createGuildforgeClient`. */
export interface GuildforgeClient {
  /** Calls a GET operation and resolves with its typed body. Throws `GuildforgeError` on a non-2xx answer. */
  get<P extends PathsWithMethod<'get'>>(path: P, ...init: InitArgs<GetInit<P>>): Promise<ResponseBody<Operation<P, 'get'>>>;
  /** Calls a POST operation. Always sends an `Idempotency-Key` (yours or a new UUID v4), the same one on every retry. */
  post<P extends PathsWithMethod<'post'>>(
    path: P,
    ...init: InitArgs<MutationInit<P, 'post'>>
  ): Promise<ResponseBody<Operation<P, 'post'>>>;
  /** Calls a PATCH operation. */
  patch<P extends PathsWithMethod<'patch'>>(
    path: P,
    ...init: InitArgs<MutationInit<P, 'patch'>>
  ): Promise<ResponseBody<Operation<P, 'patch'>>>;
  /** Calls a DELETE operation; resolves with `undefined` for `204 No Content`. */
  delete<P extends PathsWithMethod<'delete'>>(
    path: P,
    ...init: InitArgs<MutationInit<P, 'delete'>>
  ): Promise<ResponseBody<Operation<P, 'delete'>>>;
  /**
   * Iterates over every item of a list operation, requesting the next page with `nextCursor`
   * until `hasMore` is false. Pages are requested lazily, one at a time, as you iterate.
   */
  paginate<P extends ListPaths>(path: P, ...init: InitArgs<GetInit<P>>): AsyncIterableIterator<ListItem<P>>;
  /** The underlying openapi-fetch client, with the same credentials, retries and idempotency keys. */
  readonly raw: Client<paths>;
  /** The resolved base URL, without a trailing slash. */
  readonly baseUrl: string;
  /**
   * The plain fetch the client was created with: no credentials, no retries. Used for requests
   * that must not carry them, such as the `PUT` of an asset's bytes to its presigned `uploadUrl`.
   */
  readonly fetch: typeof fetch;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError');
}

/** The problem `code` of a 409, the one 4xx whose code decides a retry; a clone is read so the caller still gets the body. */
async function conflictCode(response: Response): Promise<string | undefined> {
  if (response.status !== 409) return undefined;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body?.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates a Guildforge API client.
 *
 * ```ts
 * const gf = createGuildforgeClient({ userToken: () => session.accessToken() });
 * const quest = await gf.get('/quests/{questId}', { params: { path: { questId } } });
 * ```
 */
export function createGuildforgeClient(options: GuildforgeClientOptions = {}): GuildforgeClient {
  const baseUrl = (options.baseUrl ?? GUILDFORGE_API_URL).replace(/\/+$/, '');
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const maxRetries = Math.max(0, Math.floor(options.maxRetries ?? 3));
  // Resolved per request, so a fetch stubbed after the client was created is still used.
  const plainFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function withCredentials(request: Request): Promise<Request> {
    const attempt = request.clone();
    if (options.apiKey && !attempt.headers.has('Guildforge-Api-Key')) attempt.headers.set('Guildforge-Api-Key', options.apiKey);
    if (options.userToken !== undefined && !attempt.headers.has('Authorization')) {
      const token = typeof options.userToken === 'function' ? await options.userToken() : options.userToken;
      if (token) attempt.headers.set('Authorization', `Bearer ${token}`);
    }
    return attempt;
  }

  /** Sends one request with credentials, retrying as documented on `maxRetries`. */
  async function send(request: Request): Promise<Response> {
    if (request.method === 'POST' && !request.headers.has('Idempotency-Key')) {
      request.headers.set('Idempotency-Key', randomUUID());
    }
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await plainFetch(await withCredentials(request));
      } catch (error) {
        if (isAbortError(error) || request.signal?.aborted || attempt >= maxRetries) throw error;
        await sleep(backoffDelay(attempt), request.signal);
        continue;
      }
      const retryable = isRetryableAnswer(response.status, await conflictCode(response));
      if (!retryable || attempt >= maxRetries) return response;
      const named = retryAfterSeconds(response);
      if (named !== undefined && named > MAX_RETRY_AFTER_SECONDS) return response;
      await response.body?.cancel().catch(() => undefined);
      await sleep(named !== undefined ? named * 1000 : backoffDelay(attempt), request.signal);
    }
  }

  const raw = createClient<paths>({ baseUrl, fetch: send });

  async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, init: Record<string, unknown> = {}): Promise<unknown> {
    const { idempotencyKey, headers, ...rest } = init as { idempotencyKey?: string; headers?: Record<string, string> };
    const finalHeaders: Record<string, string> = { ...headers };
    if (idempotencyKey !== undefined) finalHeaders['Idempotency-Key'] = idempotencyKey;
    const { data, error, response } = await (raw.request as (m: string, p: string, i: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>)(
      method.toLowerCase(),
      path,
      { ...rest, headers: finalHeaders },
    );
    if (!response.ok) {
      const pathParams = (rest as { params?: { path?: Record<string, unknown> } }).params?.path ?? {};
      const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(pathParams[name])));
      throw GuildforgeError.fromResponse(response, error, `${method} ${basePath}${filled}`);
    }
    return data;
  }

  async function* paginate(path: string, init: { params?: { query?: Record<string, unknown>; path?: Record<string, unknown> } } = {}) {
    let cursor = init.params?.query?.cursor as string | undefined;
    for (;;) {
      const query = { ...init.params?.query, ...(cursor ? { cursor } : {}) };
      const page = (await call('GET', path, { ...init, params: { ...init.params, query } })) as {
        data: unknown[];
        nextCursor?: string | null;
        hasMore?: boolean;
      };
      yield* page.data;
      if (page.hasMore === false || !page.nextCursor) return;
      cursor = page.nextCursor;
    }
  }

  const client = {
    get: (path: string, init?: object) => call('GET', path, init as Record<string, unknown>),
    post: (path: string, init?: object) => call('POST', path, init as Record<string, unknown>),
    patch: (path: string, init?: object) => call('PATCH', path, init as Record<string, unknown>),
    delete: (path: string, init?: object) => call('DELETE', path, init as Record<string, unknown>),
    paginate: (path: string, init?: object) => paginate(path, init),
    raw,
    baseUrl,
    fetch: plainFetch,
  };
  return client as unknown as GuildforgeClient;
}
