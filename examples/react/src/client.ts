import { GUILDFORGE_SANDBOX_API_URL, createGuildforgeClient } from '@guildforge/client';
import { useSyncExternalStore } from 'react';
import { GuildforgeSession } from './session';

// Set VITE_GUILDFORGE_API_URL in .env.production to https://api.guildforge.io/v1. Without it, the
// app talks to the sandbox: separate data, and `gf_test_` keys on your servers.
const baseUrl = import.meta.env.VITE_GUILDFORGE_API_URL ?? GUILDFORGE_SANDBOX_API_URL;

export const session = new GuildforgeSession(baseUrl);

/** The browser client: it acts as the signed-in user and never holds an API key. */
export const gf = createGuildforgeClient({
  baseUrl,
  userToken: () => session.accessToken(),
});

/** Whether a user is signed in; re-renders the component when they sign in or out. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isSignedIn, () => false);
}
