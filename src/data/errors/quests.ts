/**
 * Error codes raised by the quest, reward and integration operations
 * (`openapi/paths/quest.yaml`, `reward.yaml`, `integrations.yaml`).
 *
 * Per-quest-type verification failures (`discord_…`, `steam_…`, …) live in
 * `quest-types.ts`; request, auth and rate-limit codes shared by every operation
 * live in `api.ts`.
 */
import type { ErrorDefinition } from './types';

export const questErrors: readonly ErrorDefinition[] = [
  // Quest lifecycle and user quests
  {
    code: 'quest_not_active',
    status: 409,
    title: 'Quest is not active',
    description:
      'The quest does not accept this now: it cannot be started unless it is `active`, and its user quests cannot be checked while it is `paused` (after it has `ended`, checks stay allowed until each user quest’s `expiresAt`). Read the quest to see its `status` and `startsAt`.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_already_started',
    status: 409,
    title: 'Quest already started',
    description:
      'The user already has a user quest for this quest; each user can start a quest once. The problem `detail` names the existing user quest, which you can read with getUserQuest.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_not_started',
    status: 409,
    title: 'Quest not started',
    description:
      'The user has no user quest for this quest, so there is nothing to verify, report progress on or claim. Start the quest with startQuest first.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_check_too_soon',
    status: 429,
    title: 'Quest checked too recently',
    description:
      'A user quest can be checked once every 30 seconds. Wait the number of seconds in the `Retry-After` header (also the user quest’s `nextCheckAllowedAt`) before checking again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'quest_not_completed',
    status: 409,
    title: 'Quest not completed',
    description:
      'Only a user quest in the `completed` status can be claimed; this one is `started`, `verifying` or `failed`. Check it with checkUserQuest until it is `completed`, then claim.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_already_claimed',
    status: 409,
    title: 'Quest already claimed',
    description:
      'The user quest is already `claimed` and its rewards were granted. A claim replayed with the same `Idempotency-Key` returns the original response instead of this error.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_claim_window_closed',
    status: 410,
    title: 'Claim window closed',
    description:
      'The quest ended and its claim window (`claimWindowHours` after `endsAt`) has passed, so the user quest is `expired` and can no longer be checked or claimed.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_max_completions_reached',
    status: 409,
    title: 'Quest completion limit reached',
    description:
      'The quest has been claimed `maxCompletions` times, so no more users can start or claim it. Raise `maxCompletions` with updateQuest to open more places.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_prerequisite_incomplete',
    status: 409,
    title: 'Prerequisite quests not completed',
    description:
      'The quest lists other quests in `requirements`, and the user’s user quest for at least one of them is not `completed` or `claimed`. The problem `detail` names the first missing quest id.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_invalid_transition',
    status: 409,
    title: 'Quest status does not allow this action',
    description:
      'The lifecycle action is not allowed from the quest’s current status: publish needs `draft`, pause needs `active`, resume needs `paused`, end needs `active` or `paused`, archive needs `ended`.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_type_unknown',
    status: 422,
    title: 'Unknown quest type',
    description:
      'The quest `type` is not in the quest-type catalogue. Use a `<provider>.<type>` id returned by listQuestTypes, such as `twitter.follow`.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_config_invalid',
    status: 422,
    title: 'Quest configuration is invalid',
    description:
      'The quest `config` does not match the `configSchema` of its quest type. Each `errors[]` entry names the offending `config.*` field.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_schedule_invalid',
    status: 422,
    title: 'Quest schedule is invalid',
    description:
      '`endsAt` must be at least one hour after `startsAt` (or after now when `startsAt` is null), and a quest cannot be published or resumed once its `endsAt` is in the past.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_category_unknown',
    status: 422,
    title: 'Unknown quest category',
    description: 'The `categoryId` does not name a quest category of this project. List categories with listQuestCategories.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_category_name_taken',
    status: 409,
    title: 'Quest category name already used',
    description: 'Another quest category of the project already has this `name` (compared case-insensitively). Choose a different name.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_category_limit_reached',
    status: 409,
    title: 'Quest category limit reached',
    description: 'A project can have at most 100 quest categories. Delete one with deleteQuestCategory, or group quests with fewer categories.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_reward_unknown',
    status: 422,
    title: 'Unknown reward in quest',
    description:
      'A `rewards[].rewardId` does not name a reward of this project, or the reward was deleted. Create the reward with createReward first.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_prerequisite_unknown',
    status: 422,
    title: 'Invalid prerequisite quest',
    description:
      'A `requirements` entry is not a quest of this project, is the quest itself, or would make two quests require each other.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_not_editable',
    status: 409,
    title: 'Quest field cannot be changed now',
    description:
      'Once a quest is `active` or `paused`, only `title`, `description`, `categoryId`, `visibility`, a later `endsAt` and a higher `maxCompletions` can change; an `ended` or `archived` quest cannot change at all.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'quest_not_deletable',
    status: 409,
    title: 'Quest cannot be deleted',
    description:
      'Only `draft` and `scheduled` quests, which no user can have started, can be deleted. End and archive a quest that users have taken part in.',
    domain: 'quest',
    retryable: false,
  },

  // Rewards and user rewards
  {
    code: 'reward_type_unknown',
    status: 422,
    title: 'Unknown reward type',
    description:
      'The reward `type` is not one of `points`, `badge`, `item`, `discord_role`, `code` or `custom` (see listRewardTypes).',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_params_invalid',
    status: 422,
    title: 'Reward parameters are invalid',
    description:
      'The reward `params` do not match its type, or name something that does not exist, such as a `badgeId` that is not a badge of the project. Each `errors[]` entry names the field.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_type_mismatch',
    status: 409,
    title: 'Operation does not apply to this reward type',
    description:
      'The operation only works on another reward type, for example addRewardCodes on a reward that is not a `code` reward. Check the reward’s `type`.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_quantity_not_allowed',
    status: 422,
    title: 'Quantity not allowed for this reward type',
    description:
      'A grant’s `quantity` is the number of points for a `points` reward (1 to 1,000,000) and of items for an `item` reward (1 to 10,000); `badge`, `discord_role`, `code` and `custom` rewards are granted with `quantity` 1.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_in_use',
    status: 409,
    title: 'Reward is used by a quest',
    description:
      'The reward is listed in the `rewards` of a `draft`, `scheduled`, `active` or `paused` quest. Remove it from those quests or end them before deleting the reward.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_out_of_stock',
    status: 409,
    title: 'Reward out of stock',
    description:
      'The `code` reward has no unreserved code left in its pool, so it cannot be granted; a claim that includes it fails as a whole and the user quest stays `completed`. Upload more codes with addRewardCodes, then retry.',
    domain: 'reward',
    retryable: true,
  },
  {
    code: 'reward_code_limit_exceeded',
    status: 422,
    title: 'Code pool limit exceeded',
    description: 'A `code` reward holds at most 100,000 codes, and one addRewardCodes request adds at most 10,000.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_not_redeemable',
    status: 409,
    title: 'Reward type is not redeemable',
    description:
      '`points`, `badge` and `item` rewards are fulfilled when they are granted; only `discord_role`, `code` and `custom` user rewards are redeemed.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_already_redeemed',
    status: 409,
    title: 'Reward already redeemed',
    description:
      'The user reward is already `redeemed`; read it with getUserReward to see its `redemption`. A redeem replayed with the same `Idempotency-Key` returns the original response instead.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_expired',
    status: 410,
    title: 'Reward expired',
    description: 'The user reward passed its `expiresAt` without being redeemed and is now `expired`; it cannot be redeemed.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_revoked',
    status: 409,
    title: 'Reward revoked',
    description: 'An admin revoked the user reward (see its `revokeReason`), so it cannot be redeemed.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'reward_already_revoked',
    status: 409,
    title: 'Reward already revoked',
    description: 'The user reward is already `revoked`, or it is `expired` and has nothing left to take back.',
    domain: 'reward',
    retryable: false,
  },

  {
    code: 'reward_discord_role_not_assignable',
    status: 409,
    title: 'Discord role cannot be assigned',
    description:
      'The Guildforge bot is in the server but cannot assign the reward’s role: it lacks Manage Roles, or the role sits at or above the bot’s highest role. Move the bot’s role above it in the server settings, then redeem again.',
    domain: 'reward',
    retryable: true,
  },
  {
    code: 'reward_guild_membership_required',
    status: 409,
    title: 'Not a member of the Discord server',
    description:
      'A `discord_role` reward is redeemed by giving the role to the user’s linked Discord account, which must already be a member of the reward’s server. The user must join the server, then redeem again.',
    domain: 'reward',
    retryable: true,
  },

  // Social and platform integrations
  {
    code: 'integration_account_not_linked',
    status: 409,
    title: 'Account not linked',
    description:
      'The user has no usable linked account for this provider: none was linked, it was unlinked, or the provider stopped accepting its tokens (access revoked in the provider’s settings). Send the user through the provider’s authorization flow and call its link operation again.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_account_already_linked',
    status: 409,
    title: 'Provider account already linked',
    description:
      'The user already has a linked account for this provider; a user links at most one account per provider. Unlink it first to link a different one.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_account_in_use',
    status: 409,
    title: 'Provider account linked to another user',
    description:
      'This provider account is already linked to a different user of the project, which would let one account complete quests twice. That user must unlink it first.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_oauth_code_invalid',
    status: 400,
    title: 'Authorization code rejected',
    description:
      'The provider rejected the authorization code: it expired (most providers allow 30 to 600 seconds), was already used, or `redirectUri` or `codeVerifier` differ from the authorization request. Restart the authorization flow.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_openid_assertion_invalid',
    status: 400,
    title: 'Steam OpenID assertion rejected',
    description:
      'Steam did not confirm the OpenID assertion: a field was altered, the nonce was already used, or `openid.return_to` differs from `redirectUri`. Send the user through Steam sign-in again.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_redirect_uri_not_allowed',
    status: 400,
    title: 'Redirect URI not allowed',
    description:
      'The `redirectUri` is not in the project’s list of allowed redirect URIs. Add it in the project settings; it must match exactly, including the path and trailing slash.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_scope_missing',
    status: 403,
    title: 'Linked account lacks a scope',
    description:
      'The user linked the account without a scope this operation needs; the problem `detail` names it. Ask the user to authorize again with the scope and link again.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_resource_not_owned',
    status: 403,
    title: 'Content not owned by the linked account',
    description:
      'The video, post or tweet belongs to a different account than the one the user linked; statistics are only read for the user’s own content.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_target_not_found',
    status: 404,
    title: 'Not found at the provider',
    description:
      'The provider has no account, guild, app, video, post or tweet with the id or name in the path, or it is private or deleted.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'integration_provider_unavailable',
    status: 502,
    title: 'Provider unavailable',
    description:
      'The provider answered with a server error or did not answer within 10 seconds. Retry after a short delay; during verification the user quest becomes `failed` with this code and can be checked again.',
    domain: 'integration',
    retryable: true,
  },
  {
    code: 'integration_provider_rate_limited',
    status: 503,
    title: 'Provider rate limit reached',
    description:
      'The provider is rate limiting Guildforge’s requests for this project. Retry after the seconds in `Retry-After`, which mirrors the provider’s reset time.',
    domain: 'integration',
    retryable: true,
  },
];
