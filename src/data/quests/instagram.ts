import type { QuestTypeDefinition } from './types';

/**
 * Instagram quest types. Configuration schemas: `QuestConfigInstagram<Type>` in
 * openapi/quests/configs.yaml.
 *
 * Meta retired the Instagram Basic Display API on 4 December 2024. What remains
 * for third parties is the Instagram API with Instagram Login, which only serves
 * professional (Business or Creator) accounts. Guildforge therefore verifies
 * follows through the project's own professional account (messaging), and post or
 * reel metrics through the user's linked professional account.
 */

const projectAccount = {
  kind: 'project_setting',
  description:
    'The project’s Instagram professional account is connected in the studio dashboard (Integrations → Instagram) with the `instagram_business_basic` and `instagram_business_manage_messages` permissions, and `config.username` is that account.',
} as const;

const userProfessional = {
  kind: 'linked_account',
  description:
    'The user has linked an Instagram professional (Business or Creator) account with `linkInstagramAccount`; personal accounts cannot be linked since Basic Display was retired.',
} as const;

const mediaScopes = {
  kind: 'oauth_scope',
  description:
    'The link granted `instagram_business_basic` (media, `like_count`, `comments_count`) and `instagram_business_manage_insights` (reach, saves, shares, views).',
} as const;

const metaRateLimit =
  'Meta applies a business-use-case rate limit per Instagram account of 4,800 calls per 24 hours multiplied by the account’s impressions; Guildforge spends 2 calls per check or poll.';

const mediaFailures = [
  {
    code: 'integration_account_not_linked',
    description: 'No Instagram account is linked, or the 60-day long-lived token could not be refreshed because the user removed Guildforge in Instagram’s Apps and websites settings.',
  },
  {
    code: 'integration_scope_missing',
    description: 'The link did not grant `instagram_business_manage_insights`, needed for reach, saves, shares and views.',
  },
  {
    code: 'instagram_account_not_professional',
    description: 'The linked account was switched back to a personal account, so Instagram no longer serves its media.',
  },
  {
    code: 'integration_provider_rate_limited',
    description: 'Meta answered with a rate-limit error for the account; checks resume after `nextCheckAllowedAt`.',
  },
  { code: 'integration_provider_unavailable', description: 'The Instagram API answered 5xx or did not answer within 10 s.' },
  { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
] as const;

export const instagramQuestTypes = [
  {
    provider: 'instagram',
    type: 'isFollowing',
    title: 'Follow an account on Instagram',
    summary:
      'Completes when the user sends your Instagram account a direct message with their verification code and Instagram confirms they follow you.',
    verifies:
      'The user sends the user quest’s verification code (the last 8 characters of its `uqs_` id) as a direct message to `config.username`. Instagram delivers the message to Guildforge through the `messages` webhook of the project’s connected professional account with the sender’s Instagram-scoped id (IGSID). Guildforge matches the code to a user quest of this quest in `started` or `failed`, calls the User Profile API (`GET /{IGSID}?fields=username,is_user_follow_business`) and passes when `is_user_follow_business` is true.',
    prerequisites: [
      projectAccount,
      {
        kind: 'none',
        description:
          'The user does not link Instagram for this type: the direct message identifies their account, so personal accounts work.',
      },
    ],
    verification: {
      mode: 'pushed',
      description:
        'Verification starts when the message webhook arrives (usually within seconds of sending); the user quest moves `started → verifying → completed` or `failed` without any API call. `checkUserQuest` reports the last result and fails with `instagram_verification_message_missing` when no message has arrived.',
    },
    providerDelaySeconds: 0,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`).',
      'One Instagram account (IGSID) can complete a given quest for one Guildforge user only; a second user sending a code from the same account fails with `instagram_account_already_used`.',
      'Guildforge replies once to each verification message (“Verified: you can claim your reward”), inside Instagram’s 24-hour messaging window.',
    ],
    failures: [
      {
        code: 'instagram_business_account_not_connected',
        description: 'The project’s account was disconnected or lost the messaging permission; no messages reach Guildforge. Returned by `publishQuest` too.',
      },
      {
        code: 'instagram_verification_message_missing',
        description: 'No message with the code has arrived. The code must be the only text of the message or a separate word in it.',
      },
      {
        code: 'instagram_not_following',
        description: 'The sender does not follow the account. The user follows and sends the code again; each message triggers a new verification.',
      },
      {
        code: 'instagram_account_already_used',
        description: 'The Instagram account that sent the code already completed this quest for another user. The user sends the code from their own account; a follow check is not made.',
      },
      {
        code: 'integration_provider_unavailable',
        description: 'The User Profile API answered 5xx; Guildforge retries the lookup three times over 5 minutes before failing.',
      },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'Follow us on Instagram',
      description:
        'Follow **@guildforge** on Instagram, then send us your 8-character quest code in a direct message.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-12-31T23:59:59Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 50 }],
      visibility: 'public',
      type: 'instagram.isFollowing',
      config: { username: 'guildforge' },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Worked example: `startQuest` returns user quest `uqs_01JSXXEVBAFWRQNVS49WCEJN3N`; your app shows the code `9WCEJN3N` (its last 8 characters) and an `https://ig.me/m/guildforge` link that opens a chat with your account. The user sends `9WCEJN3N`, and seconds later the `user_quest.completed` event reaches your webhook endpoint.',
      'Codes are matched case-insensitively and only against this quest’s open user quests, so a code cannot complete another project’s quest.',
      'Check the connected account’s message controls (Instagram app → Settings → Messages and story replies) allow messages from followers; a code Instagram does not deliver never reaches the webhook.',
      'Instagram’s User Profile API only answers for people who have messaged the account; this is why the message step cannot be skipped.',
    ],
  },
  {
    provider: 'instagram',
    type: 'postStats',
    title: 'Reach likes or reach on an Instagram post',
    summary:
      'Completes when a feed post the user publishes after starting the quest reaches your target of likes, comments, reach, saves or shares.',
    verifies:
      'Guildforge reads the linked account’s recent media (`GET /me/media` with `caption`, `media_type`, `media_product_type`, `timestamp`, `like_count`, `comments_count`) and keeps feed posts (`media_product_type` `FEED`, `media_type` in `config.mediaTypes`) published at or after the user quest’s `startedAt` whose caption contains every tag of `config.requiredHashtags` as `#tag` and `config.requiredMention` as `@username` (case-insensitive). For `likes` and `comments` it uses `like_count` and `comments_count`; for `reach`, `saved` and `shares` it reads `GET /{media-id}/insights`. It passes when the highest value of a single qualifying post is at least `config.target`.',
    prerequisites: [userProfessional, mediaScopes],
    verification: {
      mode: 'polled',
      intervalSeconds: 3600,
      description:
        'Guildforge re-reads the qualifying posts every hour for user quests in `started` or `failed`, updates `progress` and completes the user quest when the target is met. `checkUserQuest` reads immediately (200).',
    },
    providerDelaySeconds: 172800,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`); polls do not count against it.',
      'Only the 25 most recent media items are searched.',
      metaRateLimit,
      '`config.target` is 1–10,000,000.',
    ],
    failures: [
      { code: 'instagram_post_not_found', description: 'No feed post since the quest started has the required hashtags and mention.' },
      {
        code: 'instagram_post_stats_below_target',
        description: 'A qualifying post exists but is below the target; `progress` shows the best post’s value.',
      },
      ...mediaFailures,
    ],
    exampleQuest: {
      title: 'Share your Emberfall screenshot',
      description:
        'Post your best screenshot with `#EmberfallPhotoMode` and tag **@guildforge**; reach 100 likes on that post.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-08-31T16:00:00Z',
      claimWindowHours: 168,
      rewards: [{ rewardId: 'rwd_01JZHS8A5CQS7DSYJQAXYJ56H3', quantity: 1 }],
      visibility: 'public',
      type: 'instagram.postStats',
      config: {
        metric: 'likes',
        target: 100,
        requiredHashtags: ['EmberfallPhotoMode'],
        requiredMention: 'guildforge',
        mediaTypes: ['IMAGE', 'CAROUSEL_ALBUM'],
      },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      '`like_count` and `comments_count` are close to live; insights metrics (`reach`, `saved`, `shares`) can be delayed by up to 48 hours, which is what `providerDelaySeconds` reflects.',
      'Stories are not posts: their insights disappear after 24 hours, so they cannot be measured reliably and are never considered.',
      'Switching to a professional account is free and reversible (Instagram app → Settings → Account type and tools); say so in your quest description.',
    ],
  },
  {
    provider: 'instagram',
    type: 'reelStats',
    title: 'Reach views on an Instagram reel',
    summary:
      'Completes when a reel the user publishes after starting the quest reaches your target of views, likes, comments, shares, saves or reach.',
    verifies:
      'Guildforge reads the linked account’s recent media and keeps reels (`media_product_type` `REELS`) published at or after the user quest’s `startedAt` whose caption contains every tag of `config.requiredHashtags` as `#tag` and `config.requiredMention` as `@username` (case-insensitive). For `likes` and `comments` it uses `like_count` and `comments_count`; for `views`, `shares`, `saved` and `reach` it reads `GET /{media-id}/insights`. It passes when the highest value of a single qualifying reel is at least `config.target`.',
    prerequisites: [userProfessional, mediaScopes],
    verification: {
      mode: 'polled',
      intervalSeconds: 3600,
      description:
        'Guildforge re-reads the qualifying reels every hour for user quests in `started` or `failed`, updates `progress` and completes the user quest when the target is met. `checkUserQuest` reads immediately (200).',
    },
    providerDelaySeconds: 172800,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`); polls do not count against it.',
      'Only the 25 most recent media items are searched.',
      metaRateLimit,
      '`config.target` is 1–1,000,000,000.',
    ],
    failures: [
      { code: 'instagram_reel_not_found', description: 'No reel since the quest started has the required hashtags and mention.' },
      {
        code: 'instagram_reel_stats_below_target',
        description: 'A qualifying reel exists but is below the target; `progress` shows the best reel’s value.',
      },
      ...mediaFailures,
    ],
    exampleQuest: {
      title: 'Film a 5,000-view reel',
      description:
        'Publish a reel of your favourite Emberfall moment with `#EmberfallReels`, tag **@guildforge** and reach 5,000 views.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-08-31T16:00:00Z',
      claimWindowHours: 168,
      maxCompletions: 500,
      rewards: [{ rewardId: 'rwd_01JYM4DQ9TMJA2Y4XDV0YDEE34', quantity: 1 }],
      visibility: 'public',
      type: 'instagram.reelStats',
      config: {
        metric: 'views',
        target: 5000,
        requiredHashtags: ['EmberfallReels'],
        requiredMention: 'guildforge',
      },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      '`views` is Instagram’s insights metric for how many times the reel was played or displayed; Meta replaced the older `plays` metric with it in 2025.',
      'Insights can be delayed by up to 48 hours. Checks and polls continue after `endsAt` until each user quest’s `expiresAt`, so keep `claimWindowHours` at 48 or more to let late numbers count.',
      'A reel shared to the feed is still `REELS`, so it counts for this type and not for `instagram.postStats`.',
    ],
  },
] as const satisfies readonly QuestTypeDefinition[];
