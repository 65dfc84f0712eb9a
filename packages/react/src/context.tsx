import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { GuildforgeClient } from '@guildforge/client';
import { createContext, useContext, useState, type ReactNode } from 'react';

const GuildforgeContext = createContext<GuildforgeClient | null>(null);

export interface GuildforgeProviderProps {
  /** The client every hook below this provider calls. */
  client: GuildforgeClient;
  /**
   * The TanStack Query client holding the cache. When omitted, the provider uses the one of an
   * enclosing `QueryClientProvider`, or creates its own for the lifetime of the provider.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Makes a Guildforge client (and a TanStack Query cache) available to the hooks of
 * `@guildforge/react`. Render one near the root of your app, or one per request on the server.
 */
export function GuildforgeProvider({ client, queryClient, children }: GuildforgeProviderProps) {
  const enclosing = useContext(QueryClientContext);
  // Created lazily and only when neither a prop nor an enclosing provider supplies one, so each
  // server render and each mounted provider gets its own cache.
  const [ownQueryClient] = useState(() => (queryClient || enclosing ? null : new QueryClient()));
  const content = <GuildforgeContext.Provider value={client}>{children}</GuildforgeContext.Provider>;
  const effective = queryClient ?? (enclosing ? null : ownQueryClient);
  return effective ? <QueryClientProvider client={effective}>{content}</QueryClientProvider> : content;
}

/** The client of the nearest `GuildforgeProvider`, for calls the hooks do not cover. */
export function useGuildforgeClient(): GuildforgeClient {
  const client = useContext(GuildforgeContext);
  if (!client) {
    throw new Error('useGuildforgeClient() and the Guildforge hooks must be rendered inside <GuildforgeProvider client={…}>.');
  }
  return client;
}
