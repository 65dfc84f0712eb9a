import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';

export type Outcome =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly statusText: string;
      /** From sending the request to the answer's last byte (or to `maxBodyBytes` + 1 bytes). */
      readonly ms: number;
      /** At most `maxBodyBytes` + 1 bytes of the answer; `overLimit` when there were more. */
      readonly body: Buffer;
      readonly overLimit: boolean;
    }
  | { readonly kind: 'timeout'; readonly ms: number }
  /**
   * The endpoint was reached and answered, but not with a whole HTTP response: bytes that are not
   * HTTP, or a response cut off in its body. Guildforge counts such an attempt as failed, like any
   * answer that is not a 2xx.
   */
  | { readonly kind: 'malformed'; readonly ms: number; readonly reason: string }
  | { readonly kind: 'unreachable'; readonly ms: number; readonly reason: string };

/** Error codes of a connection that never carried the request: Guildforge's `connection_failed`, `dns_error` and `tls_error`. */
function reasonOf(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host name does not resolve (${error.code})`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `no route to the host (${error.code})`;
    case 'ECONNRESET':
      return 'the connection was closed before an answer';
    default:
      return error.code ? `${error.message} (${error.code})` : error.message;
  }
}

/**
 * POSTs one body and waits at most `timeoutMs` for the whole exchange (connect, TLS, answer), as
 * Guildforge times a delivery. One connection per request, redirects not followed, and never more
 * than `maxBodyBytes` + 1 bytes of the answer kept.
 */
export function post(url: URL, headers: Readonly<Record<string, string>>, body: Buffer, timeoutMs: number, maxBodyBytes: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      request.destroy();
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'Content-Length': String(body.length) },
    });
    const timer = setTimeout(() => settle({ kind: 'timeout', ms: elapsed() }), timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle(
        // llhttp's codes (HPE_INVALID_CONSTANT, HPE_INVALID_HEADER_TOKEN, …): the endpoint answered, in something else than HTTP.
        error.code?.startsWith('HPE_')
          ? { kind: 'malformed', ms: elapsed(), reason: `the endpoint answered something that is not HTTP (${error.code})` }
          : { kind: 'unreachable', ms: elapsed(), reason: reasonOf(error) },
      ),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (overLimit: boolean) =>
        settle({ kind: 'response', status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', ms: elapsed(), body: Buffer.concat(chunks), overLimit });
      response.on('data', (chunk: Buffer) => {
        const room = maxBodyBytes + 1 - size;
        chunks.push(chunk.subarray(0, room));
        size += Math.min(chunk.length, room);
        if (size > maxBodyBytes) done(true);
      });
      response.on('end', () => done(false));
      const cutOff = () =>
        settle({
          kind: 'malformed',
          ms: elapsed(),
          reason: `the endpoint closed the connection in the middle of its answer (${response.statusCode ?? 0} with ${size} bytes of the body, then nothing)`,
        });
      // A body cut short (fewer bytes than Content-Length, a chunked body without its last chunk) ends in 'error' or in 'close' without 'end'.
      response.on('error', cutOff);
      response.on('close', () => {
        if (!response.complete) cutOff();
      });
    });
    request.end(body);
  });
}

/** An answer body for a report line: at most `limit` bytes, decoded as UTF-8. */
export function excerpt(body: Buffer, limit: number): string {
  const text = body.subarray(0, limit).toString('utf8');
  return body.length > limit ? `${text}… (${limit} of ${body.length}+ bytes shown)` : text;
}
