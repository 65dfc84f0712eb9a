/**
 * Emberfall's Discord bot for the Ranger skin contest:
 * - posts every newly published skin to #ranger-skins (from the submission.published webhook);
 * - turns ⬆️ / ⬇️ reactions into voteUp / voteDown, and removed reactions into cancelVote,
 *   with the reacting player's own Guildforge session from exchangeSocialToken.
 * The Discord side uses the REST API v10 directly; plug the gateway events of your library in.
 */
import { createGuildforgeClient, GuildforgeError } from '@guildforge/client';

const DISCORD_API = 'https://discord.com/api/v10';
const PROJECT_ID = 'prj_01JBP54FZK34F7MEHD7VXJ3W5Z';
const UP = '⬆️';
const DOWN = '⬇️';

/** A linked player: their Discord user id and their Guildforge session (refresh tokens rotate). */
export interface LinkedSession {
  discordUserId: string;
  accessToken: string;
  accessTokenExpiresAt: number; // epoch ms
  refreshToken: string;
}

export interface BotStore {
  getSession(discordUserId: string): Promise<LinkedSession | undefined>;
  saveSession(session: LinkedSession): Promise<void>;
  saveMessage(messageId: string, submissionId: string): Promise<void>;
  submissionForMessage(messageId: string): Promise<string | undefined>;
}

/** Gateway MESSAGE_REACTION_ADD / MESSAGE_REACTION_REMOVE, the fields the bot reads. */
export interface ReactionEvent {
  user_id: string;
  channel_id: string;
  message_id: string;
  emoji: { name: string | null };
}

const server = createGuildforgeClient({ apiKey: process.env.GF_API_KEY });

async function discord(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${DISCORD_API}${path}`, {
    ...init,
    headers: { Authorization: `Bot ${process.env.DISCORD_BOT_TOKEN}`, ...init.headers },
  });
  if (!response.ok) throw new Error(`Discord ${init.method ?? 'GET'} ${path}: HTTP ${response.status}`);
  return response;
}

/** OAuth2 callback of the "Link your Emberfall account" button (scope identify). */
export async function linkDiscordAccount(code: string, store: BotStore): Promise<void> {
  const session = await server.post('/auth/token-exchange', {
    body: {
      projectId: PROJECT_ID,
      provider: 'discord',
      subjectTokenType: 'authorization_code',
      subjectToken: code,
      redirectUri: 'https://bot.emberfall.gg/discord/callback',
    },
  });
  const identity = session.user.federatedIdentities?.find((item) => item.provider === 'discord');
  if (!identity) throw new Error('The exchange returned no Discord identity');
  await store.saveSession({
    discordUserId: identity.providerUserId,
    accessToken: session.accessToken,
    accessTokenExpiresAt: Date.now() + session.expiresIn * 1000,
    refreshToken: session.refreshToken,
  });
}

/** A fresh access token; refreshes (and stores the rotated refresh token) 5 minutes before expiry. */
async function accessTokenFor(discordUserId: string, store: BotStore): Promise<string | undefined> {
  const session = await store.getSession(discordUserId);
  if (!session) return undefined;
  if (session.accessTokenExpiresAt - Date.now() > 5 * 60_000) return session.accessToken;
  const next = await server.post('/auth/refresh', { body: { refreshToken: session.refreshToken } });
  await store.saveSession({
    discordUserId,
    accessToken: next.accessToken,
    accessTokenExpiresAt: Date.now() + next.expiresIn * 1000,
    refreshToken: next.refreshToken,
  });
  return next.accessToken;
}

/** Handler for a verified submission.published event of the Ranger skins schema. */
export async function announceSkin(submissionId: string, store: BotStore): Promise<void> {
  const submission = await server.get('/submissions/{submissionId}', { params: { path: { submissionId } } });
  const maker = await server.get('/users/{userId}', { params: { path: { userId: submission.userId } } });
  const albedo = await server.get('/assets/{assetId}', { params: { path: { assetId: String(submission.values.albedo) } } });

  // Re-upload the texture: the signed downloadUrl expires after 60 minutes, a Discord attachment does not.
  const image = await fetch(albedo.downloadUrl ?? '');
  const form = new FormData();
  form.append(
    'payload_json',
    JSON.stringify({
      embeds: [
        {
          title: submission.title,
          description: `${String(submission.values.flavor_text ?? '')}\n\nDesigned by **${maker.displayName ?? maker.username}** · vote with ${UP} or ${DOWN}`,
          url: `https://hub.guildforge.io/emberfall/submissions/${submission.id}`,
          image: { url: 'attachment://albedo.png' },
          footer: { text: submission.id },
        },
      ],
      attachments: [{ id: 0, filename: 'albedo.png' }],
    }),
  );
  form.append('files[0]', new Blob([await image.arrayBuffer()], { type: 'image/png' }), 'albedo.png');

  const message = (await (await discord(`/channels/${process.env.DISCORD_CHANNEL_ID}/messages`, { method: 'POST', body: form })).json()) as { id: string };
  await store.saveMessage(message.id, submission.id);
  for (const emoji of [UP, DOWN]) {
    await discord(`/channels/${process.env.DISCORD_CHANNEL_ID}/messages/${message.id}/reactions/${encodeURIComponent(emoji)}/@me`, { method: 'PUT' });
  }
}

/** MESSAGE_REACTION_ADD: the reacting player votes with their own session. */
export async function onReactionAdd(event: ReactionEvent, store: BotStore): Promise<void> {
  if (event.user_id === process.env.DISCORD_BOT_USER_ID) return; // the bot's own seed reactions
  if (event.emoji.name !== UP && event.emoji.name !== DOWN) return;
  const submissionId = await store.submissionForMessage(event.message_id);
  if (!submissionId) return;
  const token = await accessTokenFor(event.user_id, store);
  if (!token) return removeReaction(event); // not linked: the pinned message explains how to link

  const player = createGuildforgeClient({ userToken: token });
  const params = { path: { submissionId } };
  try {
    // The client sends one Idempotency-Key per call and repeats it on its own retries.
    if (event.emoji.name === UP) await player.post('/submissions/{submissionId}/votes/up', { params });
    else await player.post('/submissions/{submissionId}/votes/down', { params });
    // A switch is free; remove the player's opposite reaction so the message shows one vote.
    await removeReaction({ ...event, emoji: { name: event.emoji.name === UP ? DOWN : UP } }).catch(() => undefined);
  } catch (error) {
    // vote_balance_exhausted, vote_own_submission, vote_submission_not_published: undo the reaction.
    if (error instanceof GuildforgeError && error.status < 500) return removeReaction(event);
    throw error;
  }
}

/** MESSAGE_REACTION_REMOVE: cancel the vote (refunded if cast the same UTC day). */
export async function onReactionRemove(event: ReactionEvent, store: BotStore): Promise<void> {
  if (event.user_id === process.env.DISCORD_BOT_USER_ID) return;
  if (event.emoji.name !== UP && event.emoji.name !== DOWN) return;
  const submissionId = await store.submissionForMessage(event.message_id);
  const token = submissionId ? await accessTokenFor(event.user_id, store) : undefined;
  if (!submissionId || !token) return;
  const player = createGuildforgeClient({ userToken: token });
  const status = await player.get('/submissions/{submissionId}/votes/status', { params: { path: { submissionId } } });
  // Only cancel when the removed reaction is the current direction (switching removes the other one).
  if ((status.direction === 'up' && event.emoji.name === UP) || (status.direction === 'down' && event.emoji.name === DOWN)) {
    await player.delete('/submissions/{submissionId}/votes', { params: { path: { submissionId } } });
  }
}

async function removeReaction(event: ReactionEvent): Promise<void> {
  const emoji = encodeURIComponent(event.emoji.name ?? '');
  await discord(`/channels/${event.channel_id}/messages/${event.message_id}/reactions/${emoji}/${event.user_id}`, { method: 'DELETE' });
}
