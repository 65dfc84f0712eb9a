import { GUILDFORGE_API_URL, GUILDFORGE_SANDBOX_API_URL, createGuildforgeClient } from '@guildforge/client';
import { GuildforgeSession } from './session';

// Development builds talk to the sandbox: separate data, and `gf_test_` keys on your servers.
const baseUrl = process.env.NODE_ENV === 'production' ? GUILDFORGE_API_URL : GUILDFORGE_SANDBOX_API_URL;

export const session = new GuildforgeSession(baseUrl);

/** The browser client: it acts as the signed-in user and never holds an API key. */
export const gf = createGuildforgeClient({
  baseUrl,
  userToken: () => session.accessToken(),
});
