import { GUILDFORGE_API_URL, GuildforgeError, createGuildforgeClient, type Schemas } from '@guildforge/client';

interface StoredSession {
  accessToken: string;
  /** Epoch ms: access tokens live 1 hour (`expiresIn: 3600`). */
  accessTokenExpiresAt: number;
  refreshToken: string;
  refreshTokenExpiresAt: string;
}

/** Refresh this long before the access token expires, so no request races the expiry. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * Keeps the signed-in user's tokens and hands the client a valid access token. The refresh token
 * (30 days, replaced on every refresh) is stored in localStorage here for brevity; keeping it in an
 * httpOnly cookie set by your own backend keeps it out of reach of injected scripts.
 */
export class GuildforgeSession {
  private readonly baseUrl: string;
  private readonly storageKey: string;
  private readonly listeners = new Set<() => void>();
  private refreshing: Promise<string | undefined> | undefined;

  constructor(baseUrl: string = GUILDFORGE_API_URL, storageKey = 'guildforge.session') {
    this.baseUrl = baseUrl;
    this.storageKey = storageKey;
  }

  /** Store the tokens from signIn, confirmAccount, refreshToken or exchangeSocialToken. */
  save(tokens: Schemas['TokenResponse']): void {
    const session: StoredSession = {
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: Date.now() + tokens.expiresIn * 1000,
      refreshToken: tokens.refreshToken,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
    };
    this.storage()?.setItem(this.storageKey, JSON.stringify(session));
    this.notify();
  }

  clear(): void {
    this.storage()?.removeItem(this.storageKey);
    this.notify();
  }

  get refreshToken(): string | undefined {
    return this.read()?.refreshToken;
  }

  /** True while tokens are stored. With `subscribe`, it is what `useSyncExternalStore` needs. */
  isSignedIn = (): boolean => this.read() !== undefined;

  /** Calls `listener` whenever the user signs in or out, or the session ends. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * The `userToken` source of the client: the stored access token, refreshed first when it
   * expires within a minute. Concurrent calls share one refresh, because a refresh token is
   * replaced (and the old one revoked) each time it is used.
   */
  async accessToken(): Promise<string | undefined> {
    const session = this.read();
    if (!session) return undefined;
    if (Date.now() < session.accessTokenExpiresAt - REFRESH_MARGIN_MS) return session.accessToken;
    this.refreshing ??= this.refresh(session.refreshToken).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(refreshToken: string): Promise<string | undefined> {
    // refreshToken is public: this client sends no credentials, only the refresh token in the body.
    const auth = createGuildforgeClient({ baseUrl: this.baseUrl });
    try {
      const tokens = await auth.post('/auth/refresh', { body: { refreshToken } });
      this.save(tokens);
      return tokens.accessToken;
    } catch (error) {
      // Expired (30 days), revoked by signOut or a password reset, or already used: sign in again.
      if (error instanceof GuildforgeError && error.code === 'refresh_token_invalid') {
        this.clear();
        return undefined;
      }
      throw error;
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private read(): StoredSession | undefined {
    const raw = this.storage()?.getItem(this.storageKey);
    return raw ? (JSON.parse(raw) as StoredSession) : undefined;
  }

  /** No storage during server rendering: requests are then sent without a user token. */
  private storage(): Storage | undefined {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  }
}
