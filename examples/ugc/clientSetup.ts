/**
 * Two @guildforge/client instances: one for the game backend (project API key, never shipped
 * to players) and one for the browser or game client (the player's user token).
 */
import { createGuildforgeClient, GuildforgeError } from '@guildforge/client';

/** Backend: role `server`. Sandbox while testing, production once live. */
export const backend = createGuildforgeClient({
  apiKey: process.env.GF_API_KEY, // gf_test_… or gf_live_…
  baseUrl: process.env.GF_BASE_URL ?? 'https://sandbox.api.guildforge.io/v1',
  maxRetries: 3, // network errors, 5xx, 429 and 409 idempotency_key_in_use
});

/** Browser: role `member`. The function is called before every attempt, so a refreshed token is picked up. */
export function playerClient(session: { accessToken?: string }) {
  return createGuildforgeClient({ userToken: () => session.accessToken });
}

/** Every open schema of a category, across all pages. */
export async function openSchemas(categoryId: string): Promise<string[]> {
  const names: string[] = [];
  for await (const schema of backend.paginate('/schemas', { params: { query: { status: ['open'], categoryId, limit: 100 } } })) {
    names.push(`${schema.name} (${schema.id}), closes ${schema.closesAt ?? 'when closed by an admin'}`);
  }
  return names;
}

/** Branch on `code`, never on `title` or `detail`, which are for humans and may change. */
export async function publishSchema(schemaId: string): Promise<void> {
  try {
    const schema = await backend.post('/schemas/{schemaId}/publish', { params: { path: { schemaId } } });
    console.log(`${schema.id} is ${schema.status}; opens ${schema.opensAt}`);
  } catch (error) {
    if (!(error instanceof GuildforgeError)) throw error; // network failure after retries
    switch (error.code) {
      case 'schema_not_draft':
        return; // already published by an earlier run
      case 'schema_window_invalid':
      case 'schema_fields_empty':
        throw new Error(`Fix the schema first: ${error.detail} (requestId ${error.requestId})`);
      case 'rate_limited':
        throw new Error(`Rate limited; retry in ${error.retryAfter ?? 60} s`);
      default:
        throw error;
    }
  }
}
