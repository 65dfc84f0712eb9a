/**
 * What the sandbox remembers in one browser tab (or one Node server of the recipe test): the
 * resources the reader created (quests, rewards, schemas, assets, submissions, webhook endpoints,
 * deliveries, linked accounts, referrals), the user quests they started and the rewards their
 * claims granted, so a recipe can walk from creation to redemption; the documented response the
 * reader picked per operation, and the responses kept for an `Idempotency-Key`. It lives in sessionStorage, which is per tab and survives a
 * reload; where storage is unavailable it lives in memory for the page's life.
 */

type Json = { [key: string]: unknown };

export interface StoredResponse {
  readonly fingerprint: string;
  readonly status: number;
  readonly contentType?: string;
  readonly body?: unknown;
}

export interface SandboxState {
  userQuests: Record<string, Json>;
  userRewards: Record<string, Json>;
  /** Created resources by their prefixed ID (`qst_…`, `rwd_…`, `sch_…`, `whk_…`, `lnk_…`, `ref_…`). */
  resources: Record<string, Json>;
  /** userId → that user's referral code (the shape getReferralCode answers). */
  referralCodes: Record<string, Json>;
  /** operationId → `<status>:<example name>` of the documented response to answer with. */
  picks: Record<string, string>;
  idempotency: Record<string, StoredResponse>;
}

export interface SandboxStateStore {
  read(): SandboxState;
  write(state: SandboxState): void;
}

export const emptyState = (): SandboxState => ({ userQuests: {}, userRewards: {}, resources: {}, referralCodes: {}, picks: {}, idempotency: {} });

export const SANDBOX_STATE_KEY = 'guildforge.sandbox.state';
/** Dispatched on `window` after the tab's state changed, so the sandbox panel can show it. */
export const SANDBOX_STATE_EVENT = 'guildforge:sandbox-state';

export function memoryStore(initial: SandboxState = emptyState()): SandboxStateStore {
  let state = initial;
  return {
    read: () => state,
    write: (next) => {
      state = next;
    },
  };
}

/** sessionStorage when the browser allows it (private modes and embedded frames may not), else memory. */
export function sessionStore(): SandboxStateStore {
  const fallback = memoryStore();
  const storage = (() => {
    try {
      const candidate = window.sessionStorage;
      candidate.getItem(SANDBOX_STATE_KEY);
      return candidate;
    } catch {
      return undefined;
    }
  })();
  if (!storage) {
    return {
      read: fallback.read,
      write(state) {
        fallback.write(state);
        window.dispatchEvent(new Event(SANDBOX_STATE_EVENT));
      },
    };
  }
  return {
    read() {
      try {
        const text = storage.getItem(SANDBOX_STATE_KEY);
        const parsed = text ? (JSON.parse(text) as Partial<SandboxState>) : {};
        return { ...emptyState(), ...parsed };
      } catch {
        return fallback.read(); // unreadable (edited by hand): start again
      }
    },
    write(state) {
      fallback.write(state);
      try {
        storage.setItem(SANDBOX_STATE_KEY, JSON.stringify(state));
      } catch {
        // quota or storage gone: the in-memory copy still serves this page
      }
      window.dispatchEvent(new Event(SANDBOX_STATE_EVENT));
    },
  };
}
