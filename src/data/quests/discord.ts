import type { QuestTypeDefinition } from './types';

/**
 * Discord quest types. Configuration schemas: `QuestConfigDiscordCheckMembership` and
 * `QuestConfigDiscordCheckMessages` in openapi/quests/configs.yaml.
 */
export const discordQuestTypes = [
  {
    provider: 'discord',
    type: 'checkMembership',
    title: 'Join a Discord server',
    summary:
      'Completes when the user’s linked Discord account is a member of your server, optionally holding one of the roles you name.',
    verifies:
      'With the user’s own OAuth2 token, Guildforge calls Discord’s `GET /users/@me/guilds/{guildId}/member` and reads the member object for `config.guildId`. The check passes when the member exists, `pending` is false (Membership Screening accepted), the member holds at least one of `config.roleIds` (all of them with `roleMatch: "all"`; no role is needed when the list is empty) and, when `config.requireJoinAfterStart` is true, `joined_at` is not earlier than the user quest’s `startedAt`. Discord answers 404 (Unknown Guild) for a server the user is not in, which Guildforge reports as `discord_not_member`.',
    prerequisites: [
      {
        kind: 'linked_account',
        description:
          'The user has linked Discord with `linkDiscordAccount` (OAuth2 authorization code flow).',
      },
      {
        kind: 'oauth_scope',
        description:
          'The link granted `identify` and `guilds.members.read`. Accounts linked with only `identify` and `guilds` fail with `integration_scope_missing` until the user links again.',
      },
      {
        kind: 'none',
        description:
          'The Guildforge bot does not have to be in the server for this type; `config.guildId` only has to be a server snowflake (17–20 digits, copied with Developer Mode → Copy Server ID).',
      },
    ],
    verification: {
      mode: 'on_check',
      description:
        'Runs when the user calls `checkUserQuest`. Discord answers in well under a second, so the check normally returns 200 with the user quest already `completed` or `failed`.',
    },
    providerDelaySeconds: 0,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`, with `Retry-After`).',
      'Discord rate-limits `GET /users/@me/guilds/{guildId}/member` per user token in its own bucket; when Discord answers 429, Guildforge fails the check with `integration_provider_rate_limited` and sets `nextCheckAllowedAt` from Discord’s `retry_after`.',
      'Discord OAuth2 access tokens expire after 7 days; Guildforge refreshes them with the stored refresh token, and a revoked authorization fails with `integration_account_not_linked`.',
      '`config.roleIds` takes at most 10 role snowflakes.',
    ],
    failures: [
      {
        code: 'integration_account_not_linked',
        description: 'No Discord account is linked to the user, or the user revoked Guildforge in Discord’s Authorized Apps. Link Discord with `linkDiscordAccount`.',
      },
      {
        code: 'integration_scope_missing',
        description: 'The linked account did not grant `guilds.members.read`. Send the user through the Discord authorization again with the full scope list.',
      },
      {
        code: 'discord_not_member',
        description: 'The user is not in the server. Show your invite link next to the quest.',
      },
      {
        code: 'discord_membership_pending',
        description: 'The user joined but has not accepted the server’s rules screen yet.',
      },
      {
        code: 'discord_role_missing',
        description: 'The user is a member without the required role(s), for example a verified role your moderation bot hands out.',
      },
      {
        code: 'discord_joined_before_start',
        description: 'Only raised with `requireJoinAfterStart: true`: the user was already a member before starting the quest.',
      },
      {
        code: 'integration_provider_rate_limited',
        description: 'Discord rate-limited the lookup. The user quest stays checkable after `nextCheckAllowedAt`.',
      },
      {
        code: 'integration_provider_unavailable',
        description: 'Discord answered 5xx or did not answer within 10 s. Nothing is wrong with the user’s account; check again later.',
      },
      {
        code: 'quest_check_too_soon',
        description: 'The user checked less than 30 s after the previous check.',
      },
    ],
    exampleQuest: {
      title: 'Join the Emberfall Discord',
      description:
        'Join our Discord server, pick up the **Adventurer** role in `#welcome` and claim 100 embers.',
      categoryId: 'qct_01J4C82XWVQ2XY0YM86SKRYAVB',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-09-01T16:00:00Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 100 }],
      visibility: 'public',
      type: 'discord.checkMembership',
      config: {
        guildId: '1187429601133781012',
        roleIds: ['1187431176824016896'],
        roleMatch: 'any',
        requireJoinAfterStart: false,
      },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Membership is checked at check time only: a user who leaves the server after the user quest is `completed` can still claim, and Guildforge does not revoke rewards when they leave later.',
      'Role ids are snowflakes, not names. With Developer Mode on, right-click the role in Server Settings → Roles and choose Copy Role ID; renaming the role later does not break the quest.',
      'Pair the quest with a `discord_role` reward to hand out a role on claim; that reward needs the Guildforge bot in the server with Manage Roles and a highest role above the granted one (see the Discord guide).',
      'Integrators can show the same data before a check with `getDiscordMembership` (`GET /integrations/discord/guilds/{guildId}/membership`).',
    ],
  },
  {
    provider: 'discord',
    type: 'checkMessages',
    title: 'Chat in a Discord server',
    summary:
      'Counts the messages the user posts in your server (or in chosen channels) after starting the quest and completes at your target.',
    verifies:
      'The Guildforge bot receives a `MESSAGE_CREATE` gateway event for every message in the servers it is in. For a user quest in `started` or `failed`, a message counts when its author is the user’s linked Discord id, it is in `config.guildId`, its channel is one of `config.channelIds` (any channel the bot can see when the list is empty; thread messages count for their parent channel when `includeThreads` is true), it is not a system message, its content has at least `config.minCharacters` characters after trimming, and it was sent at least `config.cooldownSeconds` after the previous counted message. A `MESSAGE_DELETE` for a counted message before the user quest completes subtracts it. When the count reaches `config.minMessages` the user quest moves `verifying → completed`.',
    prerequisites: [
      {
        kind: 'linked_account',
        description: 'The user has linked Discord with `linkDiscordAccount` (scopes `identify` and `guilds` are enough).',
      },
      {
        kind: 'bot_in_server',
        description:
          'The Guildforge bot is in the server with View Channel and Read Message History on every counted channel. `createQuest` and `publishQuest` answer 422 `discord_bot_not_in_server` or `discord_bot_missing_permissions` otherwise.',
      },
      {
        kind: 'none',
        description:
          'Message content is only needed for `minCharacters`; the Guildforge bot holds Discord’s privileged Message Content intent, so you do not configure anything for it.',
      },
    ],
    verification: {
      mode: 'pushed',
      description:
        'Counting happens as gateway events arrive; the quest completes on the message that reaches the target without the user calling anything. `checkUserQuest` evaluates the stored count immediately (200) and fails with `discord_message_count_below_target` when it is short, with `progress` set.',
    },
    providerDelaySeconds: 0,
    limits: [
      'Only messages sent after `startQuest` count; Guildforge does not read message history backwards.',
      '`config.minMessages` is 1–10,000; `config.channelIds` takes at most 25 channels.',
      'Messages sent while the Guildforge bot is disconnected from the gateway are recovered by a gateway session resume; after an outage longer than Discord’s resume window they are lost and not counted.',
    ],
    failures: [
      {
        code: 'integration_account_not_linked',
        description: 'No Discord account is linked; messages from an unlinked Discord user cannot be attributed and are not counted retroactively after linking.',
      },
      {
        code: 'discord_bot_not_in_server',
        description: 'The bot was removed from the server after the quest was published. Counting stops until it is invited again.',
      },
      {
        code: 'discord_bot_missing_permissions',
        description: 'A channel permission change hid one of `config.channelIds` from the bot.',
      },
      {
        code: 'discord_not_member',
        description: 'The user is not in the server, so no message can count.',
      },
      {
        code: 'discord_message_count_below_target',
        description: 'Returned by a manual check when the count is still below `minMessages`.',
      },
      {
        code: 'quest_check_too_soon',
        description: 'The user checked less than 30 s after the previous check.',
      },
    ],
    exampleQuest: {
      title: 'Say hello in #general',
      description:
        'Post 10 messages of at least 15 characters in `#general` or `#looking-for-group` to earn the Chatterbox badge.',
      categoryId: 'qct_01J4C82XWVQ2XY0YM86SKRYAVB',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-06-30T16:00:00Z',
      claimWindowHours: 168,
      maxCompletions: 5000,
      rewards: [{ rewardId: 'rwd_01JZHS8A5CQS7DSYJQAXYJ56H3', quantity: 1 }],
      visibility: 'public',
      requirements: ['qst_01JSMW0RH5THH77ZN9NWTYT5Z9'],
      type: 'discord.checkMessages',
      config: {
        guildId: '1187429601133781012',
        channelIds: ['1187429601641287732', '1187433902197395516'],
        minMessages: 10,
        minCharacters: 15,
        cooldownSeconds: 30,
        includeThreads: true,
      },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'The example requires `qst_01JSMW0RH5THH77ZN9NWTYT5Z9` (a `discord.checkMembership` quest for the same server) first, so users join before they chat.',
      '`cooldownSeconds` is the simplest defence against spam: with 30, ten one-word messages in a row count as one. Combine it with `minCharacters` rather than a high `minMessages`.',
      'Edits do not change the count: a message counts with the content it was sent with.',
      'Integrators can show the count with `getDiscordMessageCount` (`GET /integrations/discord/guilds/{guildId}/message-count`), which reads the same counter.',
    ],
  },
] as const satisfies readonly QuestTypeDefinition[];
