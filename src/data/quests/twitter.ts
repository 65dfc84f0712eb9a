import type { QuestTypeDefinition } from './types';

/**
 * Twitter (X) quest types. Configuration schemas: `QuestConfigTwitter<Type>` in
 * openapi/quests/configs.yaml.
 *
 * X renamed tweets to posts and retweets to reposts; the quest type ids keep the
 * older names. Every read uses the user's own OAuth 2.0 token (authorization code
 * with PKCE) from `linkTwitterAccount`, so per-user X rate limits apply per user,
 * and protected accounts work because users can always read their own data.
 */

const twitterLinked = {
  kind: 'linked_account',
  description: 'The user has linked X with `linkTwitterAccount` (OAuth 2.0 authorization code with PKCE).',
} as const;

const timelineScopes = {
  kind: 'oauth_scope',
  description:
    'The link granted `tweet.read`, `users.read` and `offline.access` (Guildforge requests them for every X link; `offline.access` lets it refresh the 2-hour access token).',
} as const;

const timelineLimit =
  'Posts are found in the user’s timeline (`GET /2/users/{id}/tweets` with `start_time` set to the user quest’s `startedAt`); X allows 900 timeline requests per 15 minutes per user and returns at most the 3,200 most recent posts, far more than a user posts during a quest.';

const checkLimit = 'One check per user quest every 30 s (`quest_check_too_soon`).';

const commonFailures = [
  {
    code: 'integration_account_not_linked',
    description: 'No X account is linked, or the user revoked Guildforge under X → Settings → Connected apps.',
  },
  {
    code: 'integration_provider_rate_limited',
    description: 'X answered 429 for the user’s token; `nextCheckAllowedAt` is set from X’s `x-rate-limit-reset` header.',
  },
  {
    code: 'integration_provider_unavailable',
    description: 'X answered 5xx or did not answer within 10 s.',
  },
  { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
] as const;

export const twitterQuestTypes = [
  {
    provider: 'twitter',
    type: 'follow',
    title: 'Follow an account on X',
    summary: 'Completes when the user’s linked X account follows the account you name.',
    verifies:
      'Guildforge resolves `config.username` to an X user id once, when the quest is created, then pages through `GET /2/users/{id}/following` for the linked user (1,000 accounts per page, up to 5 pages) and passes when the target id is in the list. Usernames are matched by id, so renaming the target account after publishing does not break the quest.',
    prerequisites: [
      twitterLinked,
      {
        kind: 'oauth_scope',
        description: 'The link granted `follows.read` in addition to `tweet.read`, `users.read` and `offline.access`.',
      },
    ],
    verification: {
      mode: 'on_check',
      description:
        'Runs when the user calls `checkUserQuest` and answers synchronously (200). The following list is cached for 60 s per user, so an immediate re-check after following waits for the cache to expire.',
    },
    providerDelaySeconds: 0,
    limits: [
      checkLimit,
      'X allows 15 follows-lookup requests per 15 minutes per user; with up to 5 pages per check, a user following more than 1,000 accounts can be rate-limited after three checks in a window.',
      'Only the 5,000 accounts returned first are searched; follows made during the quest are returned first in practice, but a user following more than 5,000 accounts can fail with `twitter_not_following` if X orders them otherwise.',
    ],
    failures: [
      {
        code: 'integration_scope_missing',
        description: 'The account was linked without `follows.read`. The user links X again.',
      },
      {
        code: 'twitter_not_following',
        description: 'The target is not in the user’s following list. A pending follow request to a protected account does not count.',
      },
      ...commonFailures,
    ],
    exampleQuest: {
      title: 'Follow @guildforge on X',
      description: 'Follow **@guildforge** for patch notes and drop announcements.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-12-31T23:59:59Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 50 }],
      visibility: 'public',
      type: 'twitter.follow',
      config: { username: 'guildforge' },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      '`username` is the handle without `@` (1–15 letters, digits or underscores). `createQuest` answers 422 `quest_config_invalid` when X has no such account.',
      'Unfollowing after the user quest is `completed` does not undo it; the check is a point-in-time read.',
      'Integrators can read the same answer with `getTwitterFollowStatus` (`GET /integrations/twitter/follows/{username}`).',
    ],
  },
  {
    provider: 'twitter',
    type: 'likeTweet',
    title: 'Like a post on X',
    summary: 'Completes when the user has liked the post you name.',
    verifies:
      'Guildforge pages through `GET /2/users/{id}/liked_tweets` for the linked user (100 posts per page, up to 5 pages, most recent likes first) and passes when `config.tweetId` is in the list.',
    prerequisites: [
      twitterLinked,
      {
        kind: 'oauth_scope',
        description: 'The link granted `like.read` in addition to `tweet.read`, `users.read` and `offline.access`.',
      },
    ],
    verification: {
      mode: 'on_check',
      description: 'Runs when the user calls `checkUserQuest` and answers synchronously (200).',
    },
    providerDelaySeconds: 0,
    limits: [
      checkLimit,
      'X allows 75 liked-posts requests per 15 minutes per user.',
      'Only the user’s 500 most recent likes are searched, so a like from long before the quest may not be found.',
    ],
    failures: [
      { code: 'integration_scope_missing', description: 'The account was linked without `like.read`. The user links X again.' },
      { code: 'twitter_tweet_not_liked', description: 'The post is not among the user’s recent likes.' },
      {
        code: 'twitter_target_tweet_unavailable',
        description: 'The post was deleted or its author became protected; end the quest and create one for another post.',
      },
      ...commonFailures,
    ],
    exampleQuest: {
      title: 'Like the season 3 announcement',
      description: 'Like our season 3 announcement post on X.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-06-16T16:00:00Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 10 }],
      visibility: 'public',
      type: 'twitter.likeTweet',
      config: { tweetId: '1798412736502931456' },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Since June 2024 likes on X are private: nobody but the user can see which posts they liked, which is why this type needs the user’s own `like.read` token and cannot work from the post’s side.',
      '`tweetId` is the number at the end of the post URL (`https://x.com/guildforge/status/1798412736502931456`), sent as a string because it exceeds 2^53.',
      'Integrators can show the user’s engagement with the post before a check with `getTwitterEngagement` (`GET /integrations/twitter/tweets/{tweetId}/engagement`).',
    ],
  },
  {
    provider: 'twitter',
    type: 'quoteRetweet',
    title: 'Quote a post on X',
    summary:
      'Completes when the user publishes a quote of your post, optionally with a minimum comment length and hashtags.',
    verifies:
      'Guildforge reads the linked user’s timeline since the user quest’s `startedAt` and passes when a post has a `referenced_tweets` entry `{ "type": "quoted", "id": config.tweetId }`, its own text (with URLs removed, counted in Unicode code points) has at least `config.minCharacters` characters, and its `entities.hashtags` include every tag in `config.requiredHashtags` (case-insensitive).',
    prerequisites: [twitterLinked, timelineScopes],
    verification: {
      mode: 'on_check',
      description: 'Runs when the user calls `checkUserQuest` and answers synchronously (200).',
    },
    providerDelaySeconds: 0,
    limits: [checkLimit, timelineLimit, '`config.requiredHashtags` holds at most 5 tags.'],
    failures: [
      {
        code: 'twitter_quote_not_found',
        description: 'No quote since the quest started meets the length and hashtag requirements.',
      },
      {
        code: 'twitter_target_tweet_unavailable',
        description: 'The quoted post was deleted or its author became protected.',
      },
      ...commonFailures,
    ],
    exampleQuest: {
      title: 'Quote the fan-art contest post',
      description:
        'Quote our fan-art contest post with a sentence about your favourite character and `#EmberfallArt`.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-06-23T16:00:00Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 40 }],
      visibility: 'public',
      type: 'twitter.quoteRetweet',
      config: { tweetId: '1798412736502931456', minCharacters: 20, requiredHashtags: ['EmberfallArt'] },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Quotes published before `startQuest` are ignored, so start the quest before quoting; the failure message says so.',
      'A quote that is deleted after the user quest is `completed` does not undo it.',
      'Hashtags are listed without `#`.',
    ],
  },
  {
    provider: 'twitter',
    type: 'retweet',
    title: 'Repost a post on X',
    summary: 'Completes when the user reposts your post.',
    verifies:
      'Guildforge reads the linked user’s timeline since the user quest’s `startedAt` and passes when a post has a `referenced_tweets` entry `{ "type": "retweeted", "id": config.tweetId }`. Quotes do not count (use `twitter.quoteRetweet`).',
    prerequisites: [twitterLinked, timelineScopes],
    verification: {
      mode: 'on_check',
      description: 'Runs when the user calls `checkUserQuest` and answers synchronously (200).',
    },
    providerDelaySeconds: 0,
    limits: [checkLimit, timelineLimit],
    failures: [
      { code: 'twitter_not_retweeted', description: 'No repost of the post appears in the timeline since the quest started.' },
      {
        code: 'twitter_target_tweet_unavailable',
        description: 'The post was deleted or its author became protected.',
      },
      ...commonFailures,
    ],
    exampleQuest: {
      title: 'Repost the launch trailer',
      description: 'Repost our launch trailer on X to spread the word.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-06-09T16:00:00Z',
      claimWindowHours: 48,
      maxCompletions: 10000,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 20 }],
      visibility: 'public',
      type: 'twitter.retweet',
      config: { tweetId: '1798412736502931456' },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'A repost made before `startQuest` is not in the time window; the user undoes it and reposts again.',
      'Reposts of a protected account’s posts are impossible on X, so target public posts only.',
    ],
  },
  {
    provider: 'twitter',
    type: 'tweet',
    title: 'Publish a post on X',
    summary:
      'Completes when the user publishes an original post that contains the hashtags, mentions, text or link you require.',
    verifies:
      'Guildforge reads the linked user’s timeline since the user quest’s `startedAt`, excluding reposts (and replies unless `config.allowReplies` is true), and passes when one post meets every requirement set in `config`: each tag of `requiredHashtags` in `entities.hashtags` and each handle of `requiredMentions` in `entities.mentions` (both case-insensitive), `requiredText` as a case-insensitive substring of `text`, and `requiredUrl` matching an `entities.urls[].expanded_url` (ignoring a trailing slash and query string).',
    prerequisites: [twitterLinked, timelineScopes],
    verification: {
      mode: 'on_check',
      description: 'Runs when the user calls `checkUserQuest` and answers synchronously (200).',
    },
    providerDelaySeconds: 0,
    limits: [
      checkLimit,
      timelineLimit,
      '`requiredHashtags` and `requiredMentions` hold at most 5 entries each; `requiredText` is at most 100 characters.',
    ],
    failures: [
      {
        code: 'twitter_tweet_not_found',
        description: 'No original post since the quest started meets every requirement; the message lists the missing ones for the most recent post.',
      },
      ...commonFailures,
    ],
    exampleQuest: {
      title: 'Post your Emberfall screenshot',
      description: 'Post a screenshot from the closed beta with `#EmberfallBeta` and tag **@guildforge**.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-06-30T16:00:00Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JZHS8A5CQS7DSYJQAXYJ56H3', quantity: 1 }],
      visibility: 'public',
      type: 'twitter.tweet',
      config: { requiredHashtags: ['EmberfallBeta'], requiredMentions: ['guildforge'], allowReplies: false },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'The config must set at least one of `requiredHashtags`, `requiredMentions`, `requiredText` or `requiredUrl`; an empty config is rejected by the schema.',
      'Guildforge does not check attached media; if you need an image, ask for it in the quest description and review posts yourself.',
      'Links are matched after X expands its `t.co` short links, so `requiredUrl` is the real destination.',
    ],
  },
  {
    provider: 'twitter',
    type: 'tweetStats',
    title: 'Reach engagement on an X post',
    summary:
      'Completes when one of the user’s qualifying posts reaches your target of likes, reposts, replies, quotes, bookmarks or impressions.',
    verifies:
      'Guildforge finds the user’s original posts since the user quest’s `startedAt` that contain every tag in `config.requiredHashtags` and every handle in `config.requiredMentions`, reads their `public_metrics` (`like_count`, `retweet_count`, `reply_count`, `quote_count`, `bookmark_count`, `impression_count`) and passes when the highest value of the chosen `config.metric` on a single post is at least `config.target`. Counts from several posts are never added together.',
    prerequisites: [twitterLinked, timelineScopes],
    verification: {
      mode: 'polled',
      intervalSeconds: 3600,
      description:
        'Guildforge re-reads the qualifying posts’ metrics every hour (`GET /2/tweets` with up to 100 ids per request) for user quests in `started` or `failed`, updates `progress` and completes the user quest when the target is met. `checkUserQuest` reads immediately (200).',
    },
    providerDelaySeconds: 300,
    limits: [
      checkLimit,
      timelineLimit,
      'Only the 20 most recent qualifying posts are tracked per user quest.',
      '`config.target` is 1–10,000,000.',
    ],
    failures: [
      {
        code: 'twitter_tweet_not_found',
        description: 'No original post since the quest started contains the required hashtags and mentions.',
      },
      {
        code: 'twitter_tweet_stats_below_target',
        description: 'A qualifying post exists but is below the target; `progress` shows the best post’s value.',
      },
      ...commonFailures,
    ],
    exampleQuest: {
      title: 'Get 50 likes on your build guide',
      description:
        'Post a build guide with `#EmberfallBuilds` and reach 50 likes on that post before the season ends.',
      categoryId: 'qct_01J0X0CARWHK2Q59BGGK8NT0YS',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-08-31T16:00:00Z',
      claimWindowHours: 168,
      rewards: [{ rewardId: 'rwd_01JYM4DQ9TMJA2Y4XDV0YDEE34', quantity: 1 }],
      visibility: 'public',
      type: 'twitter.tweetStats',
      config: { metric: 'likes', target: 50, requiredHashtags: ['EmberfallBuilds'] },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      '`impressions` counts views of the post as X reports them in `impression_count`; it grows much faster than the other metrics, so set a correspondingly higher target.',
      'Counts can go down (unlikes); Guildforge completes the user quest the first time a poll or check sees the target and never reverts it.',
      'Integrators can show a post’s current counts with `getTweetStats` (`GET /integrations/twitter/tweets/{tweetId}/stats`).',
    ],
  },
] as const satisfies readonly QuestTypeDefinition[];
