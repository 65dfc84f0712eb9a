import { GuildforgeError, isGuildforgeError, type ErrorCode } from '@guildforge/client';

/**
 * What to tell a player for the codes a quest, reward and UGC screen can meet. Keys are checked
 * against the error catalogue: a misspelt or retired code is a type error.
 */
const playerMessages: Partial<Record<ErrorCode, string>> = {
  missing_credentials: 'Sign in to continue.',
  invalid_token: 'Your session ended. Sign in again.',
  token_expired: 'Your session ended. Sign in again.',
  insufficient_role: 'Your account cannot do this.',
  rate_limited: 'You are going a bit fast. Try again in a moment.',
  quest_not_active: 'This quest is paused right now.',
  quest_already_started: 'You already started this quest.',
  quest_prerequisite_incomplete: 'Finish the quests this one requires first.',
  quest_check_too_soon: 'We just checked this quest. Try again shortly.',
  quest_not_completed: 'Complete the quest before claiming its rewards.',
  quest_already_claimed: 'You already claimed these rewards.',
  quest_claim_window_closed: 'The time to claim this quest has passed.',
  quest_max_completions_reached: 'Every reward for this quest has been handed out.',
  reward_out_of_stock: 'This reward is out of stock. Try again later.',
  reward_already_redeemed: 'You already redeemed this reward.',
  reward_expired: 'This reward expired before it was redeemed.',
  reward_revoked: 'This reward was revoked.',
  reward_guild_membership_required: 'Join our Discord server, then redeem again.',
  integration_account_not_linked: 'Link your account in Settings first.',
  submission_invalid: 'Some files do not meet the rules. See the messages below each field.',
  submission_schema_closed: 'This contest no longer accepts entries.',
  submission_limit_reached: 'You have sent the maximum number of entries.',
  vote_balance_exhausted: 'You have no votes left today. They reset at 00:00 UTC.',
  vote_own_submission: 'You cannot vote for your own entry.',
  vote_submission_not_published: 'Voting opens when this entry is published.',
  asset_too_large: 'That file is larger than 256 MiB.',
};

/** A message for the player, with the wait the API asked for when it named one. */
export function describeError(error: unknown): string {
  if (!isGuildforgeError(error)) return 'Cannot reach Guildforge. Check your connection and try again.';
  const message = playerMessages[error.code as ErrorCode] ?? 'Something went wrong. Try again later.';
  return error.retryAfter ? `${message} (wait ${error.retryAfter} s)` : message;
}

/** True when signing in again is the fix. */
export function needsSignIn(error: unknown): boolean {
  return isGuildforgeError(error, 'missing_credentials', 'invalid_token', 'token_expired', 'refresh_token_invalid');
}

/** Logs what support needs: the code, the request and its `req_…` id. */
export function reportError(error: unknown): void {
  if (error instanceof GuildforgeError) {
    console.error(`[guildforge] ${error.request} → ${error.status} ${error.code} (${error.requestId ?? 'no request id'})`, error.detail);
  } else {
    console.error('[guildforge] request failed before an answer', error);
  }
}
