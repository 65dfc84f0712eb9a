import { GuildforgeError, randomUUID } from '@guildforge/client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';

/** Queries stay fresh for 30 s unless a hook says otherwise. */
export const DEFAULT_STALE_TIME = 30_000;

/**
 * Defaults every query hook starts from. TanStack's own retries are off: the client already
 * retries network errors, 5xx and 429 with backoff, and a 4xx does not change on retry.
 */
export const queryDefaults = { staleTime: DEFAULT_STALE_TIME, retry: false } as const;

type Identified = { id: string };
type Page<T> = { data: T[] };
type InfinitePages<T> = { pages: Page<T>[]; pageParams: unknown[] };

function isPage<T>(value: unknown): value is Page<T> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Page<T>).data);
}

function isInfinite<T>(value: unknown): value is InfinitePages<T> {
  return typeof value === 'object' && value !== null && Array.isArray((value as InfinitePages<T>).pages);
}

/**
 * Replaces the item with `id` wherever it is cached under `prefix`: single-item entries, list
 * pages (`{ data: [...] }`) and infinite queries (`{ pages: [{ data: [...] }] }`).
 * Returns the previous entries so a caller can roll back.
 */
export function updateCachedItems<T extends Identified>(
  queryClient: QueryClient,
  prefix: QueryKey,
  id: string,
  update: (item: T) => T,
): Array<[QueryKey, unknown]> {
  const previous = queryClient.getQueriesData<unknown>({ queryKey: prefix });
  const mapPage = (page: Page<T>): Page<T> =>
    page.data.some((item) => item.id === id) ? { ...page, data: page.data.map((item) => (item.id === id ? update(item) : item)) } : page;
  for (const [key, data] of previous) {
    if (data === undefined) continue;
    let next: unknown = data;
    if (isInfinite<T>(data)) next = { ...data, pages: data.pages.map(mapPage) };
    else if (isPage<T>(data)) next = mapPage(data);
    else if ((data as Identified).id === id) next = update(data as T);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  return previous;
}

/** Puts back entries returned by `updateCachedItems` or `getQueriesData`. */
export function restoreCache(queryClient: QueryClient, entries: Array<[QueryKey, unknown]>): void {
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
}

/**
 * True when the API answered with a stored 4xx: the same `Idempotency-Key` would replay that
 * refusal for 24 hours, so a later attempt needs a new key. Network errors and 5xx answers are
 * not stored, and keep the key.
 */
export function isStoredRefusal(error: unknown): boolean {
  return (
    error instanceof GuildforgeError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429 &&
    error.code !== 'idempotency_key_in_use'
  );
}

/**
 * One `Idempotency-Key` per resource id for the lifetime of the calling component, so a double
 * click or a retried mutation sends the same key and Guildforge performs the action once.
 */
export function useIdempotencyKeys(): { keyFor: (id: string) => string; forget: (id: string) => void } {
  const keys = useRef<Map<string, string>>(null);
  keys.current ??= new Map();
  const map = keys.current;
  return {
    keyFor: (id) => {
      let key = map.get(id);
      if (!key) {
        key = randomUUID();
        map.set(id, key);
      }
      return key;
    },
    forget: (id) => {
      map.delete(id);
    },
  };
}
