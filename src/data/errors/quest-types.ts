import type { ErrorDefinition } from './types';

/**
 * Verification failure codes of the quest-type registry (src/data/quests/*.ts).
 *
 * A failed verification does not fail the HTTP request: `checkUserQuest` answers
 * 200 with the user quest in `failed` and `failure: { code, message }` set to one of
 * these codes. `status` is the HTTP status used when the code is reported as a
 * problem+json document (the quest-configuration codes, which `createQuest`,
 * `updateQuest` and `publishQuest` return synchronously, and the `failure` objects
 * of `user_quest.failed` events, which carry the same status for consistency).
 *
 * Convention: `retryable: true` when the user can fix the cause on the provider's
 * side (follow, post, play, change a privacy setting) and check again with the same
 * request; `false` when the project's configuration or the integrator's endpoint must
 * change first, or when retrying the same input can never succeed.
 */
export const questTypeErrors: readonly ErrorDefinition[] = [
  // ---------------------------------------------------------------- discord
  {
    code: 'discord_not_member',
    status: 422,
    title: 'Not a member of the Discord server',
    description:
      'The linked Discord account is not a member of the server in `config.guildId`. The user must join the server (through an invite link you provide) and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'discord_membership_pending',
    status: 422,
    title: 'Discord membership screening not completed',
    description:
      'The user joined the server but has not accepted its rules screen yet (the member object has `pending: true`). The user must complete Membership Screening in Discord and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'discord_role_missing',
    status: 422,
    title: 'Required Discord role missing',
    description:
      'The user is a member of the server but holds none of the roles in `config.roleIds` (or, with `roleMatch: "all"`, not all of them). The user must obtain the role in the server and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'discord_joined_before_start',
    status: 422,
    title: 'Joined the Discord server before the quest started',
    description:
      'The quest has `config.requireJoinAfterStart: true` and the member’s `joined_at` is earlier than the user quest’s `startedAt`. Existing members cannot complete this quest; leaving and rejoining makes it pass.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'discord_message_count_below_target',
    status: 422,
    title: 'Not enough Discord messages yet',
    description:
      'Fewer qualifying messages than `config.minMessages` have been counted since the user started the quest; `progress` holds the current count. The user must keep chatting in the configured channels.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'discord_bot_not_in_server',
    status: 422,
    title: 'Guildforge bot is not in the Discord server',
    description:
      'The quest type needs the Guildforge bot in the server in `config.guildId`, and it is not there (never invited, kicked or banned). A server administrator must invite the bot again; returned by `createQuest` and `publishQuest` and as a check failure.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'discord_bot_missing_permissions',
    status: 422,
    title: 'Guildforge bot cannot read the configured channels',
    description:
      'The Guildforge bot lacks View Channel on one or more channels in `config.channelIds`, so messages there cannot be counted. Grant the bot’s role View Channel and Read Message History on those channels.',
    domain: 'integration',
    retryable: false,
  },

  // ---------------------------------------------------------------- instagram
  {
    code: 'instagram_business_account_not_connected',
    status: 422,
    title: 'Project Instagram account not connected',
    description:
      'The quest needs the project’s Instagram professional account connected in the studio dashboard with the `instagram_business_basic` and `instagram_business_manage_messages` permissions, or the account in `config.username` is not the connected one. Connect it, then publish again.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'instagram_verification_message_missing',
    status: 422,
    title: 'Instagram verification message not received',
    description:
      'No direct message containing the user quest’s verification code (the last 8 characters of its `uqs_` id) has reached the project’s Instagram account. The user must send the code as a DM from the Instagram account they want to use.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'instagram_not_following',
    status: 422,
    title: 'Not following the Instagram account',
    description:
      'Instagram reports `is_user_follow_business: false` for the account that sent the verification message. The user must follow the account and send the code again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'instagram_account_already_used',
    status: 409,
    title: 'Instagram account already used for this quest',
    description:
      'The Instagram account that sent the verification message (identified by its Instagram-scoped id) has already completed this quest for another Guildforge user, and one Instagram account completes a quest for one user only. The user must send the code from their own Instagram account; `instagram_not_following` is never used for this case.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'instagram_account_not_professional',
    status: 422,
    title: 'Instagram account is not a professional account',
    description:
      'Instagram only exposes media and insights of Business and Creator accounts to third-party apps. The user must switch the linked account to a professional account (free, in the Instagram app settings) and link it again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'instagram_post_not_found',
    status: 422,
    title: 'No qualifying Instagram post',
    description:
      'No feed post published by the linked account after the user quest started has the required hashtags and mention. The user must publish a post that meets `config` and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'instagram_post_stats_below_target',
    status: 422,
    title: 'Instagram post below the target',
    description:
      'The best qualifying post has not reached `config.target` for `config.metric`; `progress` holds its current value. Polling continues until the quest ends.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'instagram_reel_not_found',
    status: 422,
    title: 'No qualifying Instagram reel',
    description:
      'No reel published by the linked account after the user quest started has the required hashtags and mention. The user must publish a reel that meets `config` and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'instagram_reel_stats_below_target',
    status: 422,
    title: 'Instagram reel below the target',
    description:
      'The best qualifying reel has not reached `config.target` for `config.metric`; `progress` holds its current value. Insights can lag up to 48 hours, and polling continues until the quest ends.',
    domain: 'quest',
    retryable: true,
  },

  // ---------------------------------------------------------------- guildforge
  {
    code: 'guildforge_secret_mismatch',
    status: 422,
    title: 'Secret does not match',
    description:
      'The `answer` sent to `checkUserQuest` is not the quest’s secret (compared after trimming whitespace, and case-insensitively unless `config.caseSensitive` is true). Each mismatch uses one of `config.maxAttempts`.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'guildforge_secret_answer_missing',
    status: 400,
    title: 'Secret answer missing',
    description:
      'A `guildforge.secret` user quest was checked without a request body `{ "answer": "…" }` (1–128 characters). Send the user’s answer; the request does not use an attempt.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'guildforge_secret_attempts_exhausted',
    status: 423,
    title: 'No secret attempts left',
    description:
      'The user has submitted `config.maxAttempts` wrong answers; the user quest stays `failed` until it expires and further checks are refused without using the provider. There is no reset: publish a new quest to give users another chance.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'guildforge_referral_count_below_target',
    status: 422,
    title: 'Not enough qualifying referrals',
    description:
      'Fewer referred users than `config.count` have reached `config.qualifyingEvent`; `progress` holds the current count. The user must share their referral code and wait for the referred users to qualify.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'guildforge_webhook_url_not_allowed',
    status: 422,
    title: 'Quest webhook URL not allowed',
    description:
      'The `config.url` of a `guildforge.webhook` quest must be an `https://` URL whose host resolves to a public address (no loopback, private, link-local or metadata ranges) and that contains no credentials. Returned by `createQuest` and `updateQuest`.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'guildforge_webhook_timeout',
    status: 504,
    title: 'Quest webhook timed out',
    description:
      'Your verification endpoint did not answer within 10 seconds. Guildforge does not retry a timed-out attempt; the user checks again, which sends a new `attempt`. Answer from data you already have and do slow work asynchronously.',
    domain: 'integration',
    retryable: true,
  },
  {
    code: 'guildforge_webhook_unreachable',
    status: 502,
    title: 'Quest webhook unreachable',
    description:
      'Guildforge could not connect to your verification endpoint (DNS failure, refused connection or TLS error), also on the automatic retry 2 seconds later. Check that the host is up and serves a valid certificate.',
    domain: 'integration',
    retryable: true,
  },
  {
    code: 'guildforge_webhook_http_error',
    status: 502,
    title: 'Quest webhook answered with an error status',
    description:
      'Your verification endpoint answered with a status other than 200 (redirects are not followed; 502, 503 and 504 are retried once after 2 seconds). The status is in `failure.message`; fix the endpoint, then the user checks again.',
    domain: 'integration',
    retryable: true,
  },
  {
    code: 'guildforge_webhook_invalid_response',
    status: 502,
    title: 'Quest webhook response is invalid',
    description:
      'Your endpoint answered 200 but the body is not JSON matching `QuestWebhookResponse` (for example `completed` missing or not a boolean, `reason` over 200 characters, or a body over 16 KiB). The validation error is in `failure.message`.',
    domain: 'integration',
    retryable: false,
  },
  {
    code: 'guildforge_webhook_not_completed',
    status: 422,
    title: 'Quest webhook reports the quest as not completed',
    description:
      'Your endpoint answered `{"completed": false}`. Its `reason` becomes `failure.message` and its `progress`, if any, the user quest’s `progress`; the user checks again once your game has recorded the goal.',
    domain: 'quest',
    retryable: true,
  },

  // ---------------------------------------------------------------- steam
  {
    code: 'steam_profile_private',
    status: 422,
    title: 'Steam profile is not public',
    description:
      'The Steam Web API reports the linked profile as not public (`communityvisibilitystate` other than 3). The user must set My profile to Public in Steam’s privacy settings and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'steam_profile_not_configured',
    status: 422,
    title: 'Steam community profile not set up',
    description:
      'The linked Steam account has never set up its community profile (`profilestate` is not 1), so Steam returns no profile data. The user must open their profile in Steam, set it up and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'steam_game_details_private',
    status: 422,
    title: 'Steam game details are private',
    description:
      'Steam returns no owned games, playtime, achievements or wishlist for the account because Game details is not Public. The user must set Game details to Public in Steam’s privacy settings and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'steam_level_below_target',
    status: 422,
    title: 'Steam level below the target',
    description:
      'The linked account’s Steam level is lower than `config.minSteamLevel`; `progress` holds the current level. The user levels up by crafting badges in Steam and checks again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'steam_game_not_owned',
    status: 422,
    title: 'Game not owned on Steam',
    description:
      'The app in `config.appId` is not in the linked account’s library. Games borrowed through Steam Family Sharing do not count, and free-to-play games only appear once they have been played.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'steam_playtime_below_target',
    status: 422,
    title: 'Steam playtime below the target',
    description:
      'Steam reports fewer minutes played than `config.minutes` (counted from `config.countFrom`); `progress` holds the minutes so far. Steam only adds a session’s playtime after the game is closed.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'steam_achievement_locked',
    status: 422,
    title: 'Steam achievement not unlocked',
    description:
      'One or more achievements in `config.achievements` are not unlocked (or, with `unlockedAfterStart`, were unlocked before the user quest started); `failure.message` names them and `progress` counts the unlocked ones.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'steam_achievement_unknown',
    status: 422,
    title: 'Unknown Steam achievement',
    description:
      'An API name in `config.achievements` is not an achievement of `config.appId` in the game’s Steam stats schema (names are case-sensitive). Returned by `createQuest` and `updateQuest`; the `errors[].field` points at the entry.',
    domain: 'quest',
    retryable: false,
  },
  {
    code: 'steam_not_on_wishlist',
    status: 422,
    title: 'Game not on the Steam wishlist',
    description:
      'The app in `config.appId` is not on the linked account’s Steam wishlist (or, with `addedAfterStart`, was added before the user quest started). The user must add it on the game’s store page and check again.',
    domain: 'quest',
    retryable: true,
  },

  // ---------------------------------------------------------------- tiktok
  {
    code: 'tiktok_follow_not_detected',
    status: 422,
    title: 'No new TikTok follow detected',
    description:
      'The linked TikTok account’s `following_count` has not increased since the user quest started. The user must follow the account shown in the quest (without unfollowing others in between) and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'tiktok_video_not_found',
    status: 422,
    title: 'No qualifying TikTok video',
    description:
      'No public video posted by the linked account after the user quest started has the required hashtags, mention and minimum duration. The user must post one and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'tiktok_video_stats_below_target',
    status: 422,
    title: 'TikTok video below the target',
    description:
      'The best qualifying video has not reached `config.target` for `config.metric`; `progress` holds its current value. Polling continues until the quest ends.',
    domain: 'quest',
    retryable: true,
  },

  // ---------------------------------------------------------------- twitter
  {
    code: 'twitter_not_following',
    status: 422,
    title: 'Not following the X account',
    description:
      'The account in `config.username` is not among the accounts the linked X user follows (Guildforge reads up to 5,000 of them). The user must follow it and check again; a pending request to a protected account does not count.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'twitter_tweet_not_liked',
    status: 422,
    title: 'Post not liked',
    description:
      'The post in `config.tweetId` is not among the linked X user’s likes. The user must like it and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'twitter_not_retweeted',
    status: 422,
    title: 'Post not reposted',
    description:
      'No repost of `config.tweetId` by the linked X user appears in their timeline since the user quest started. The user must repost it (a quote does not count for this type) and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'twitter_quote_not_found',
    status: 422,
    title: 'No qualifying quote post',
    description:
      'No post by the linked X user since the user quest started quotes `config.tweetId` with the required text length and hashtags. The user must publish the quote and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'twitter_tweet_not_found',
    status: 422,
    title: 'No qualifying post',
    description:
      'No original post by the linked X user since the user quest started contains everything `config` requires (hashtags, mentions, text, URL). The user must publish one and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'twitter_tweet_stats_below_target',
    status: 422,
    title: 'Post below the target',
    description:
      'The best qualifying post has not reached `config.target` for `config.metric`; `progress` holds its current value. Polling continues until the quest ends.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'twitter_target_tweet_unavailable',
    status: 422,
    title: 'Target post unavailable',
    description:
      'X no longer returns the post in `config.tweetId` (deleted, or its author is protected or suspended), so it cannot be liked, reposted or quoted. End the quest with `endQuest` and create a new one for another post.',
    domain: 'quest',
    retryable: false,
  },

  // ---------------------------------------------------------------- youtube
  {
    code: 'youtube_not_subscribed',
    status: 422,
    title: 'Not subscribed to the YouTube channel',
    description:
      'YouTube returns no subscription of the linked account to `config.channelId`. The user must subscribe on YouTube and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'youtube_channel_missing',
    status: 422,
    title: 'No YouTube channel on the linked account',
    description:
      'The linked Google account has no YouTube channel, so it has no uploads to measure. The user must create a channel on YouTube, upload the video and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'youtube_video_not_found',
    status: 422,
    title: 'No qualifying YouTube video',
    description:
      'No public video uploaded by the linked channel after the user quest started has the required title text, hashtags and minimum duration. Unlisted, private and scheduled videos are not considered.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'youtube_video_metric_hidden',
    status: 422,
    title: 'YouTube video hides the measured count',
    description:
      'The qualifying video does not expose the measured count (like counts hidden by the creator, or comments turned off for `metric: "comments"`). The user must make the count public and check again.',
    domain: 'quest',
    retryable: true,
  },
  {
    code: 'youtube_video_stats_below_target',
    status: 422,
    title: 'YouTube video below the target',
    description:
      'The best qualifying video has not reached `config.target` for `config.metric`; `progress` holds its current value. YouTube can hold a new video’s view count while it validates views, and polling continues until the quest ends.',
    domain: 'quest',
    retryable: true,
  },
];
