import type { QuestTypeDefinition } from './types';

/**
 * TikTok quest types. Configuration schemas: `QuestConfigTiktokIsFollowing` and
 * `QuestConfigTiktokVideoStats` in openapi/quests/configs.yaml.
 *
 * TikTok accounts are linked with TikTok Login Kit (OAuth 2.0, TikTok API v2).
 * Access tokens last 24 hours and refresh tokens 365 days; Guildforge refreshes
 * automatically.
 */

const tiktokLinked = {
  kind: 'linked_account',
  description: 'The user has linked TikTok (Login Kit) from your app through Guildforge’s TikTok link operation.',
} as const;

const tiktokRateLimit =
  'TikTok allows 600 requests per minute (sliding window) per endpoint for Guildforge’s TikTok app, shared by all projects; Guildforge queues checks when close to it, so a check can take a few seconds longer at peak times.';

const tiktokFailures = [
  {
    code: 'integration_account_not_linked',
    description: 'No TikTok account is linked, or the user removed Guildforge’s access in TikTok’s Settings and privacy.',
  },
  {
    code: 'integration_provider_rate_limited',
    description: 'TikTok answered HTTP 429 (its own rate-limit error); the check can be repeated after `nextCheckAllowedAt`.',
  },
  { code: 'integration_provider_unavailable', description: 'TikTok answered 5xx or did not answer within 10 s.' },
  { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
] as const;

export const tiktokQuestTypes = [
  {
    provider: 'tiktok',
    type: 'isFollowing',
    title: 'Follow an account on TikTok',
    summary:
      'Completes when the user’s TikTok following count goes up after starting the quest, as evidence that they followed your account.',
    verifies:
      'TikTok’s public API does not say whom an account follows, so Guildforge verifies a count, not a relationship. At `startQuest` it reads `following_count` with `GET /v2/user/info/` and stores it as the baseline; on check it reads it again and passes when the count is at least the baseline plus 1. It cannot confirm that the new follow is `config.username`: treat this type as a low-assurance check and pair it with low-value rewards.',
    prerequisites: [
      tiktokLinked,
      {
        kind: 'oauth_scope',
        description: 'The link granted `user.info.basic` and `user.info.stats` (the stats scope exposes `following_count`).',
      },
    ],
    verification: {
      mode: 'on_check',
      description: 'Runs when the user calls `checkUserQuest`; one TikTok API call, answered synchronously (200).',
    },
    providerDelaySeconds: 300,
    limits: ['One check per user quest every 30 s (`quest_check_too_soon`).', tiktokRateLimit],
    failures: [
      {
        code: 'integration_scope_missing',
        description: 'The account was linked without `user.info.stats`. The user links TikTok again.',
      },
      {
        code: 'tiktok_follow_not_detected',
        description: 'The following count is not above the baseline: the user has not followed yet, TikTok has not updated the count, or they unfollowed another account in between.',
      },
      ...tiktokFailures,
    ],
    exampleQuest: {
      title: 'Follow Emberfall on TikTok',
      description: 'Follow **@guildforge** on TikTok for 15-second patch recaps.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-12-31T23:59:59Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 10 }],
      visibility: 'public',
      type: 'tiktok.isFollowing',
      config: { username: 'guildforge' },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'The quest must be started before the user follows: a follow made earlier is already in the baseline. Show a “Start, then follow” instruction and a link to `https://www.tiktok.com/@{username}`.',
      'Two TikTok follow quests started at the same time can both be completed by one new follow; start them one after the other, or set one as a `requirements` entry of the other.',
      '`getTikTokFollowStatus` (`GET /integrations/tiktok/follows/{username}`) reports the same baseline comparison for the calling user, not a confirmed relationship.',
      'TikTok may update `following_count` a few minutes after the follow.',
    ],
  },
  {
    provider: 'tiktok',
    type: 'videoStats',
    title: 'Reach views or likes on a TikTok video',
    summary:
      'Completes when a video the user posts after starting the quest reaches your target of views, likes, comments or shares.',
    verifies:
      'Guildforge lists the linked user’s public videos with `POST /v2/video/list/` (20 per page) and keeps those with `create_time` at or after the user quest’s `startedAt`, a `video_description` containing every tag of `config.requiredHashtags` as `#tag` and `config.requiredMention` as `@username` (both case-insensitive), and a `duration` of at least `config.minDurationSeconds`. It then refreshes their counts with `POST /v2/video/query/` and passes when the highest `view_count`, `like_count`, `comment_count` or `share_count` (per `config.metric`) of a single qualifying video is at least `config.target`.',
    prerequisites: [
      tiktokLinked,
      {
        kind: 'oauth_scope',
        description: 'The link granted `user.info.basic` and `video.list`.',
      },
      {
        kind: 'public_profile',
        description: 'The video is public; TikTok’s API lists only public posts, so private accounts and friends-only videos never qualify.',
      },
    ],
    verification: {
      mode: 'polled',
      intervalSeconds: 3600,
      description:
        'Guildforge re-reads the qualifying videos’ counts every hour for user quests in `started` or `failed`, updates `progress` and completes the user quest when the target is met. `checkUserQuest` reads immediately (200).',
    },
    providerDelaySeconds: 3600,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`); polls do not count against it.',
      'Only the 40 most recent videos (two pages) are searched for qualifying posts; `video/query` refreshes up to 20 of them per request.',
      tiktokRateLimit,
      '`config.target` is 1–1,000,000,000.',
    ],
    failures: [
      {
        code: 'integration_scope_missing',
        description: 'The account was linked without `video.list`. The user links TikTok again.',
      },
      { code: 'tiktok_video_not_found', description: 'No public video since the quest started meets the hashtag, mention and duration requirements.' },
      {
        code: 'tiktok_video_stats_below_target',
        description: 'A qualifying video exists but is below the target; `progress` shows the best video’s value.',
      },
      ...tiktokFailures,
    ],
    exampleQuest: {
      title: 'Get 10,000 views on a TikTok clip',
      description:
        'Post a clip of at least 15 seconds with `#EmberfallClips` that tags **@guildforge**, and reach 10,000 views.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-08-31T16:00:00Z',
      claimWindowHours: 168,
      maxCompletions: 250,
      rewards: [{ rewardId: 'rwd_01JYM4DQ9TMJA2Y4XDV0YDEE34', quantity: 1 }],
      visibility: 'public',
      type: 'tiktok.videoStats',
      config: {
        metric: 'views',
        target: 10000,
        requiredHashtags: ['EmberfallClips'],
        requiredMention: 'guildforge',
        minDurationSeconds: 15,
      },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'TikTok counters are eventually consistent and can trail the app by up to an hour; the hourly poll catches up without the user checking again.',
      'Values from several videos are never added together; the best single video counts.',
      'Integrators can show a video’s counts with `getTikTokVideoStats` (`GET /integrations/tiktok/videos/{videoId}/stats`).',
    ],
  },
] as const satisfies readonly QuestTypeDefinition[];
