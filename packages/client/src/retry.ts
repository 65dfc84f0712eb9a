/** Backoff base: the first retry waits 250–500 ms. */
export const RETRY_BASE_MS = 500;
/** No computed backoff is longer than this. */
export const RETRY_CAP_MS = 8_000;
/** A `Retry-After` longer than this is not waited for: the call fails with `retryAfter` set instead. */
export const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * The retry rule: whether an answer with this status and problem `code` is worth sending again
 * unchanged. Every 429 is (`rate_limited` and `quest_check_too_soon` alike: both say when to come
 * back in `Retry-After`), every 5xx is (the catalogue marks every 5xx code retryable), and so is
 * `409 idempotency_key_in_use`, which only means the first attempt with the key is still running.
 * No other 4xx is: it would fail again until the request or the resource changes.
 */
export function isRetryableAnswer(status: number, code: string | undefined): boolean {
  return status === 429 || status >= 500 || (status === 409 && code === 'idempotency_key_in_use');
}

/**
 * Exponential backoff with "equal jitter": retry `attempt` (0 for the first retry) waits a random
 * time between 50% and 100% of min(8 s, 500 ms × 2^attempt), i.e. 250–500 ms, 0.5–1 s, 1–2 s, …
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A UUID v4 from `crypto.randomUUID`, or built from `crypto.getRandomValues` where that is missing (insecure contexts). */
export function randomUUID(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  webCrypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
