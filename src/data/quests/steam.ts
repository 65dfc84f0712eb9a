import type { QuestTypeDefinition } from './types';

/**
 * Steam quest types. Configuration schemas: `QuestConfigSteam<Type>` in
 * openapi/quests/configs.yaml.
 *
 * Steam accounts are linked with Steam OpenID 2.0 (`linkSteamAccount` with the
 * OpenID assertion), which yields the SteamID64 and grants no scopes; everything
 * below is read with Guildforge's Steam Web API key, so it depends on what the
 * user's Steam privacy settings make public.
 */

const steamLinked = {
  kind: 'linked_account',
  description:
    'The user has linked Steam with `linkSteamAccount` (Steam OpenID sign-in; Guildforge stores the SteamID64).',
} as const;

const steamWebApiLimit =
  'Guildforge’s Steam Web API key is limited by Valve to 100,000 calls a day across all projects; Guildforge caches each Steam response for 60 s per user and app, so checks within a minute reuse the same answer.';

export const steamQuestTypes = [
  {
    provider: 'steam',
    type: 'achievement',
    title: 'Unlock Steam achievements',
    summary:
      'Completes when the user has unlocked the Steam achievements you list for a game: all of them, or any one.',
    verifies:
      'Guildforge calls `ISteamUserStats/GetPlayerAchievements/v1` with the user’s SteamID64 and `config.appId` and reads `achieved` and `unlocktime` for each API name in `config.achievements`. With `match: "all"` every listed achievement must have `achieved: 1`; with `"any"` one is enough. With `unlockedAfterStart: true` an achievement only counts when its `unlocktime` is not earlier than the user quest’s `startedAt`. `progress.current` is the number of listed achievements that count and `progress.target` is the number needed (the list length, or 1).',
    prerequisites: [
      steamLinked,
      {
        kind: 'public_profile',
        description:
          'The user’s Steam privacy setting Game details is Public; Steam answers “Profile is not public” otherwise (`steam_game_details_private`).',
      },
      {
        kind: 'none',
        description:
          'The game publishes achievements through Steamworks stats. `createQuest` reads the game’s stats schema and rejects unknown API names with 422 `steam_achievement_unknown`.',
      },
    ],
    verification: {
      mode: 'on_check',
      description:
        'Runs when the user calls `checkUserQuest`; one Steam Web API call per check, answered synchronously (200).',
    },
    providerDelaySeconds: 60,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`).',
      '`config.achievements` holds 1–50 API names (the `apiname` values of the Steamworks stats schema, not the display names).',
      steamWebApiLimit,
    ],
    failures: [
      { code: 'integration_account_not_linked', description: 'No Steam account is linked to the user.' },
      {
        code: 'steam_game_details_private',
        description: 'Game details is Friends only or Private. The user sets it to Public under Steam → Edit Profile → Privacy Settings.',
      },
      {
        code: 'steam_game_not_owned',
        description: 'Steam has no stats for the user in this app because they do not own it (or never launched it).',
      },
      {
        code: 'steam_achievement_locked',
        description: 'At least one required achievement is still locked; the message names the missing API names.',
      },
      {
        code: 'steam_achievement_unknown',
        description: 'Not a check failure: `createQuest` and `updateQuest` answer 422 with it when an API name is not in the game’s stats schema.',
      },
      {
        code: 'integration_provider_unavailable',
        description: 'The Steam Web API answered 5xx or timed out (common during Steam’s Tuesday maintenance).',
      },
      {
        code: 'integration_provider_rate_limited',
        description: 'Steam answered 429 to Guildforge; checks resume after `nextCheckAllowedAt`.',
      },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'Win your first Spacewar match',
      description:
        'Unlock **Winner** and **Orbiter** in Spacewar after starting this quest. Spacewar (app 480) is Valve’s Steamworks test game, so you can try this quest in the sandbox.',
      categoryId: 'qct_01JWGHH5ADXTK5E6J1BQ13KEPV',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-08-01T16:00:00Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JKFP0E40W2RD275XJZ6CWYM3', quantity: 1 }],
      visibility: 'unlisted',
      type: 'steam.achievement',
      config: {
        appId: 480,
        achievements: ['ACH_WIN_ONE_GAME', 'ACH_TRAVEL_FAR_SINGLE'],
        match: 'all',
        unlockedAfterStart: true,
      },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Achievements unlocked in Steam’s offline mode reach the Web API only when the client goes online again.',
      'Use `unlockedAfterStart: true` for “do it during the event” quests; without it, veterans who unlocked the achievement years ago complete the quest on their first check.',
      'Integrators can show per-achievement status before a check with `getSteamAchievements` (`GET /integrations/steam/apps/{appId}/achievements`).',
    ],
  },
  {
    provider: 'steam',
    type: 'ownedGame',
    title: 'Own a game on Steam',
    summary: 'Completes when the game is in the user’s Steam library.',
    verifies:
      'Guildforge calls `IPlayerService/GetOwnedGames/v1` with the user’s SteamID64, `appids_filter` set to `config.appId` and `include_played_free_games` set from `config.includePlayedFreeGames`, and passes when the app is returned. When the project has saved its Steamworks publisher Web API key in the studio dashboard and owns `config.appId`, Guildforge calls `ISteamUser/CheckAppOwnership` on `partner.steam-api.com` instead, which works whatever the user’s privacy settings are, and passes when `ownsapp` is true and `ownersteamid` is the user’s own SteamID64 (Family Sharing borrowers fail).',
    prerequisites: [
      steamLinked,
      {
        kind: 'public_profile',
        description:
          'Game details is Public, unless the project uses its publisher key for its own app. With private game details `GetOwnedGames` returns an empty response and the check fails with `steam_game_details_private`.',
      },
      {
        kind: 'project_setting',
        description:
          'Optional: the Steamworks publisher Web API key (studio dashboard → Integrations → Steam), used only for apps your Steamworks partner account owns.',
      },
    ],
    verification: {
      mode: 'on_check',
      description: 'Runs when the user calls `checkUserQuest`; one Steam Web API call, answered synchronously (200).',
    },
    providerDelaySeconds: 300,
    limits: ['One check per user quest every 30 s (`quest_check_too_soon`).', steamWebApiLimit],
    failures: [
      { code: 'integration_account_not_linked', description: 'No Steam account is linked to the user.' },
      {
        code: 'steam_game_details_private',
        description: 'Steam returned no library because Game details is not Public (only without a publisher key).',
      },
      {
        code: 'steam_game_not_owned',
        description: 'The app is not in the library: not bought, refunded, only borrowed through Family Sharing, or a free game never launched with `includePlayedFreeGames: true`.',
      },
      { code: 'integration_provider_unavailable', description: 'The Steam Web API answered 5xx or timed out.' },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'Own Elden Ring on Steam',
      description: 'Have ELDEN RING in your Steam library to unlock the Tarnished questline on our server.',
      categoryId: 'qct_01JWGHH5ADXTK5E6J1BQ13KEPV',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-12-31T23:59:59Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JB1EDWZTJRJCT83F6V4DT7MF', quantity: 1 }],
      visibility: 'public',
      type: 'steam.ownedGame',
      config: { appId: 1245620, includePlayedFreeGames: false },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Steam does not report when a game was acquired through `GetOwnedGames`, so there is no “bought after the quest started” option.',
      'Free-to-play games only appear in `GetOwnedGames` once they have been played; for a free game keep `includePlayedFreeGames: true` and tell users to launch it once.',
      'A purchase can take a few minutes to appear in the Web API; the failure message asks the user to wait 5 minutes before checking again.',
      'Integrators can read the same answer with `getSteamOwnership` (`GET /integrations/steam/apps/{appId}/ownership`).',
    ],
  },
  {
    provider: 'steam',
    type: 'playedMinutes',
    title: 'Play a game on Steam',
    summary:
      'Completes when the user has played a Steam game for at least the given number of minutes, in total or since starting the quest.',
    verifies:
      'Guildforge calls `IPlayerService/GetOwnedGames/v1` with `appids_filter` set to `config.appId` and reads `playtime_forever` (minutes, all platforms). With `countFrom: "lifetime"` the check passes when `playtime_forever ≥ config.minutes`. With `countFrom: "questStart"` Guildforge stores `playtime_forever` when the user starts the quest (the baseline) and passes when `playtime_forever − baseline ≥ config.minutes`. `progress` is `{ current: minutes counted, target: config.minutes }`.',
    prerequisites: [
      steamLinked,
      {
        kind: 'public_profile',
        description:
          'Game details is Public and “Always keep my total playtime private” is off; otherwise Steam does not report the playtime and the check fails.',
      },
    ],
    verification: {
      mode: 'polled',
      intervalSeconds: 900,
      description:
        'Guildforge re-reads the playtime every 15 minutes for user quests in `started` or `failed` until the target is met or the quest ends, and completes the user quest without any call. `checkUserQuest` reads it immediately (200).',
    },
    providerDelaySeconds: 600,
    limits: [
      'One check per user quest every 30 s (`quest_check_too_soon`); polls do not count against it.',
      '`config.minutes` is 1–100,000.',
      steamWebApiLimit,
    ],
    failures: [
      { code: 'integration_account_not_linked', description: 'No Steam account is linked to the user.' },
      {
        code: 'steam_game_details_private',
        description: 'Steam returned no games for the account because Game details is not Public.',
      },
      { code: 'steam_game_not_owned', description: 'The app is not in the user’s library, so no playtime exists.' },
      {
        code: 'steam_playtime_below_target',
        description: 'Fewer minutes than `config.minutes`; the current count is in `progress`.',
      },
      { code: 'integration_provider_unavailable', description: 'The Steam Web API answered 5xx or timed out.' },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'Ten hours in the Lands Between',
      description: 'Play ELDEN RING for 10 hours in total. Playtime is added by Steam when you quit the game.',
      categoryId: 'qct_01JWGHH5ADXTK5E6J1BQ13KEPV',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-09-01T16:00:00Z',
      claimWindowHours: 120,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 500 }],
      visibility: 'public',
      type: 'steam.playedMinutes',
      config: { appId: 1245620, minutes: 600 },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Steam adds a session’s minutes to `playtime_forever` when the game is closed, not while it runs: a user who has been playing for three hours without quitting still shows the old total. Tell users to quit the game before checking.',
      'With `countFrom: "questStart"`, if the first read at `startQuest` fails (private game details, Steam down), Guildforge takes the baseline at the first successful check or poll instead, so minutes played before that read are not counted.',
      '`{"appId": 1245620, "minutes": 600}` is a complete config: `countFrom` defaults to `"lifetime"`.',
      'Integrators can show the minutes with `getSteamPlaytime` (`GET /integrations/steam/apps/{appId}/playtime`).',
    ],
  },
  {
    provider: 'steam',
    type: 'publicProfile',
    title: 'Make your Steam profile public',
    summary:
      'Completes when the user’s Steam profile is public, optionally with public game details and a minimum Steam level.',
    verifies:
      'Guildforge calls `ISteamUser/GetPlayerSummaries/v2` and passes when `communityvisibilitystate` is 3 (public) and `profilestate` is 1 (community profile set up). With `config.requireGameDetails: true` it also calls `IPlayerService/GetOwnedGames/v1` and requires a response that contains `game_count` (Steam returns an empty object when game details are hidden). With `config.minSteamLevel` above 0 it calls `IPlayerService/GetSteamLevel/v1` and requires `player_level ≥ minSteamLevel`.',
    prerequisites: [steamLinked],
    verification: {
      mode: 'on_check',
      description:
        'Runs when the user calls `checkUserQuest`; one to three Steam Web API calls, answered synchronously (200).',
    },
    providerDelaySeconds: 60,
    limits: ['One check per user quest every 30 s (`quest_check_too_soon`).', '`config.minSteamLevel` is 0–5,000.', steamWebApiLimit],
    failures: [
      { code: 'integration_account_not_linked', description: 'No Steam account is linked to the user.' },
      { code: 'steam_profile_not_configured', description: 'The account has never set up a Steam community profile.' },
      { code: 'steam_profile_private', description: 'My profile is Private or Friends only.' },
      {
        code: 'steam_game_details_private',
        description: 'Only with `requireGameDetails: true`: the profile is public but Game details is not.',
      },
      {
        code: 'steam_level_below_target',
        description: 'Only with `minSteamLevel` above 0: the account’s Steam level is lower.',
      },
      { code: 'integration_provider_unavailable', description: 'The Steam Web API answered 5xx or timed out.' },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'Open your Steam profile',
      description:
        'Set **My profile** and **Game details** to Public so your other Steam quests can be verified.',
      categoryId: 'qct_01JNRZRH7HRW1FHMTWGK0KMEN9',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-12-31T23:59:59Z',
      claimWindowHours: 720,
      rewards: [{ rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 25 }],
      visibility: 'public',
      type: 'steam.publicProfile',
      config: { requireGameDetails: true, minSteamLevel: 0 },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Make this a `requirements` entry of your other Steam quests: it turns the most common failure (`steam_game_details_private`) into an explicit first step.',
      'Steam’s privacy settings have separate levels for My profile, Game details, Friends list, Inventory and Comments; only My profile and Game details matter to Guildforge.',
      'A `minSteamLevel` of 5 or more is a cheap filter against freshly created accounts farming rewards.',
      'Integrators can read the same profile data with `getSteamProfile` (`GET /integrations/steam/profile`).',
    ],
  },
  {
    provider: 'steam',
    type: 'wishlist',
    title: 'Wishlist a game on Steam',
    summary: 'Completes when the game is on the user’s Steam wishlist.',
    verifies:
      'Guildforge calls `IWishlistService/GetWishlist/v1` with the user’s SteamID64 and passes when an item with `appid` equal to `config.appId` is present. With `config.addedAfterStart: true` the item’s `date_added` must not be earlier than the user quest’s `startedAt`.',
    prerequisites: [
      steamLinked,
      {
        kind: 'public_profile',
        description:
          'The wishlist is visible to others, which Steam ties to the Game details privacy setting being Public.',
      },
    ],
    verification: {
      mode: 'on_check',
      description: 'Runs when the user calls `checkUserQuest`; one Steam Web API call, answered synchronously (200).',
    },
    providerDelaySeconds: 60,
    limits: ['One check per user quest every 30 s (`quest_check_too_soon`).', steamWebApiLimit],
    failures: [
      { code: 'integration_account_not_linked', description: 'No Steam account is linked to the user.' },
      { code: 'steam_game_details_private', description: 'Steam returned no wishlist because Game details is not Public.' },
      {
        code: 'steam_not_on_wishlist',
        description: 'The app is not on the wishlist, or with `addedAfterStart` it was added before the quest was started.',
      },
      { code: 'integration_provider_unavailable', description: 'The Steam Web API answered 5xx or timed out.' },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'Wishlist Emberfall',
      description: 'Add Emberfall to your Steam wishlist and get a launch-day code for the founder’s cloak.',
      categoryId: 'qct_01JWGHH5ADXTK5E6J1BQ13KEPV',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-10-15T16:00:00Z',
      claimWindowHours: 72,
      maxCompletions: 20000,
      rewards: [{ rewardId: 'rwd_01JM9CJ0JZ7QGK93WADNB3WVNM', quantity: 1 }],
      visibility: 'public',
      type: 'steam.wishlist',
      config: { appId: 1245620, addedAfterStart: true },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Once the game is bought Steam removes it from the wishlist, so check before launch; for released games use `steam.ownedGame` instead.',
      'With `addedAfterStart: true`, a user who had wishlisted the game earlier completes the quest by removing it and adding it again, which resets `date_added`.',
      'Integrators can read the same answer with `getSteamWishlistStatus` (`GET /integrations/steam/apps/{appId}/wishlist`).',
    ],
  },
] as const satisfies readonly QuestTypeDefinition[];
