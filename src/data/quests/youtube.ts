import type { QuestTypeDefinition } from './types';

/**
 * YouTube quest types. Configuration schemas: `QuestConfigYoutubeSubscribe` and
 * `QuestConfigYoutubeVideoStats` in openapi/quests/configs.yaml.
 *
 * YouTube accounts are linked through Google OAuth 2.0 with the single scope
 * `https://www.googleapis.com/auth/youtube.readonly`; reads go through the YouTube
 * Data API v3 and cost quota units from Guildforge's Google Cloud project.
 */

const youtubeLinked = {
  kind: 'linked_account',
  description:
    'The user has linked YouTube (Google sign-in) from your app through Guildforge’s YouTube link operation.',
} as const;

const youtubeScope = {
  kind: 'oauth_scope',
  description:
    'The link granted `https://www.googleapis.com/auth/youtube.readonly` (shown by Google as “View your YouTube account”).',
} as const;

const youtubeFailures = [
  {
    code: 'integration_account_not_linked',
    description: 'No YouTube account is linked, or the user removed Guildforge’s access in their Google Account → Security → Third-party connections.',
  },
  {
    code: 'integration_scope_missing',
    description: 'The user unticked the YouTube permission on Google’s consent screen; they link again and keep it ticked.',
  },
  {
    code: 'integration_provider_rate_limited',
    description: 'The YouTube Data API answered 403 `quotaExceeded`; quota resets at midnight Pacific Time and checks resume after `nextCheckAllowedAt`.',
  },
  { code: 'integration_provider_unavailable', description: 'The YouTube Data API answered 5xx or did not answer within 10 s.' },
  { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
] as const;

export const youtubeQuestTypes = [
  {
    provider: 'youtube',
    type: 'subscribe',
    title: 'Subscribe to a YouTube channel',
    summary: 'Completes when the user’s linked YouTube account is subscribed to your channel.',
    verifies:
      'Guildforge calls the YouTube Data API `subscriptions.list` with `mine=true` and `forChannelId` set to `config.channelId` and passes when the response contains an item. Because the request is made with the user’s own token, it works even when the user keeps their subscriptions private.',
    prerequisites: [youtubeLinked, youtubeScope],
    verification: {
      mode: 'on_check',
      description: 'Runs when the user calls `checkUserQuest`; one API call costing 1 quota unit, answered synchronously (200).',
    },
    providerDelaySeconds: 60,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`).',
      'YouTube Data API quota is 10,000 units a day for Guildforge’s project by default (raised through Google’s quota extension process); each subscription check costs 1 unit.',
    ],
    failures: [
      { code: 'youtube_not_subscribed', description: 'YouTube returned no subscription to the channel.' },
      ...youtubeFailures,
    ],
    exampleQuest: {
      title: 'Subscribe on YouTube',
      description: 'Subscribe to the Emberfall channel for dev diaries every other Friday.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-12-31T23:59:59Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 50 }],
      visibility: 'public',
      type: 'youtube.subscribe',
      config: { channelId: 'UCq7Fh2mY0bQe3Zt9KcW1xLg' },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      '`channelId` is the 24-character id starting with `UC`, not the `@handle`. Find it in YouTube Studio → Settings → Channel → Advanced settings, or in the channel URL `youtube.com/channel/UC…`.',
      'A subscription can take up to a minute to show in the Data API after the user clicks Subscribe.',
      'The YouTube API Services terms require Guildforge to stop using a user’s YouTube data when they revoke access; revoking does not undo completed user quests.',
    ],
  },
  {
    provider: 'youtube',
    type: 'videoStats',
    title: 'Reach views or likes on a YouTube video',
    summary:
      'Completes when a video the user uploads after starting the quest reaches your target of views, likes or comments.',
    verifies:
      'Guildforge reads the linked channel’s uploads playlist (`channels.list` with `mine=true`, then `playlistItems.list`), keeps public videos published at or after the user quest’s `startedAt` whose title contains `config.requiredTitleText` (case-insensitive), whose title or description contains every tag in `config.requiredHashtags` as `#tag`, and whose `contentDetails.duration` is at least `config.minDurationSeconds`, then reads `statistics` with `videos.list`. It passes when the highest `viewCount`, `likeCount` or `commentCount` (per `config.metric`) of a single qualifying video is at least `config.target`.',
    prerequisites: [
      youtubeLinked,
      youtubeScope,
      {
        kind: 'public_profile',
        description: 'The linked Google account has a YouTube channel and the video is Public; unlisted, private and scheduled videos are ignored.',
      },
    ],
    verification: {
      mode: 'polled',
      intervalSeconds: 3600,
      description:
        'Guildforge re-reads the qualifying videos’ statistics every hour for user quests in `started` or `failed`, updates `progress` and completes the user quest when the target is met. `checkUserQuest` reads immediately (200).',
    },
    providerDelaySeconds: 3600,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`); polls do not count against it.',
      'Each check or poll costs 3 quota units (channel, uploads page, statistics for up to 50 videos).',
      'Only uploads from the 50 most recent items of the uploads playlist are considered.',
      '`config.target` is 1–100,000,000.',
    ],
    failures: [
      { code: 'youtube_channel_missing', description: 'The linked Google account has no YouTube channel.' },
      { code: 'youtube_video_not_found', description: 'No public upload since the quest started meets the title, hashtag and duration requirements.' },
      {
        code: 'youtube_video_metric_hidden',
        description: 'The measured count is hidden on the qualifying video (like count hidden, or comments turned off).',
      },
      {
        code: 'youtube_video_stats_below_target',
        description: 'A qualifying video exists but is below the target; `progress` shows the best video’s value.',
      },
      ...youtubeFailures,
    ],
    exampleQuest: {
      title: 'Make a 1,000-view Emberfall video',
      description:
        'Upload a gameplay video of at least 2 minutes with “Emberfall” in the title and `#EmberfallCreators` in the description, and reach 1,000 views.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-09-01T16:00:00Z',
      claimWindowHours: 168,
      rewards: [{ rewardId: 'rwd_01JYM4DQ9TMJA2Y4XDV0YDEE34', quantity: 1 }],
      visibility: 'public',
      type: 'youtube.videoStats',
      config: {
        metric: 'views',
        target: 1000,
        requiredTitleText: 'Emberfall',
        requiredHashtags: ['EmberfallCreators'],
        minDurationSeconds: 120,
      },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'YouTube updates `viewCount` periodically rather than live, and can hold a new video’s count while it validates views, so expect the counter to lag what YouTube Studio shows by up to an hour.',
      'Dislike counts are not available: YouTube removed them from the public Data API in December 2021.',
      'Values from several videos are never added together; the best single video counts.',
      'Shorts count like any other upload when they meet `minDurationSeconds`; set it above 180 to exclude them.',
    ],
  },
] as const satisfies readonly QuestTypeDefinition[];
