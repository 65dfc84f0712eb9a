import { GUILDFORGE_API_URL, GUILDFORGE_SANDBOX_API_URL, createGuildforgeClient } from '@guildforge/client';

/**
 * A server-side client: it authenticates with a project API key (role `server`) read from the
 * environment. Never bundle this file into browser code.
 */
export const gfServer = createGuildforgeClient({
  apiKey: process.env.GUILDFORGE_API_KEY,
  baseUrl: process.env.GUILDFORGE_API_KEY?.startsWith('gf_test_') ? GUILDFORGE_SANDBOX_API_URL : GUILDFORGE_API_URL,
  // A batch job can afford to wait longer for a busy API than a button click.
  maxRetries: 5,
});
