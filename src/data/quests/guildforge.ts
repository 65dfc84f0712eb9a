import type { QuestTypeDefinition } from './types';

/**
 * Guildforge's own quest types: no third-party provider is involved. Configuration
 * schemas: `QuestConfigGuildforge<Type>` in openapi/quests/configs.yaml, plus
 * `QuestWebhookRequest` and `QuestWebhookResponse` for the `guildforge.webhook`
 * endpoint contract.
 */

const checkLimit = 'One check per user quest every 30 s (`quest_check_too_soon`).';

export const guildforgeQuestTypes = [
  {
    provider: 'guildforge',
    type: 'doNothing',
    title: 'Claimable quest (no action)',
    summary:
      'Completes on the first check with nothing to verify: a welcome gift, an event drop or a step in a quest chain.',
    verifies:
      'Nothing outside Guildforge. The first `checkUserQuest` moves the user quest `started → verifying → completed` in the same request; the generic quest rules still apply (the quest is `active`, `maxCompletions` is not reached, every quest in `requirements` is `completed` or `claimed` by the user).',
    prerequisites: [
      {
        kind: 'none',
        description: 'No linked account or project setting; any signed-in member of the project can complete it.',
      },
    ],
    verification: {
      mode: 'on_check',
      description: 'The check completes immediately and answers 200 with the user quest `completed`.',
    },
    providerDelaySeconds: 0,
    limits: [
      'One completion per user, like every quest; `maxCompletions` caps the total across users and is the usual way to run a “first 1,000 players” drop.',
    ],
    failures: [],
    exampleQuest: {
      title: 'Welcome to the guild',
      description: 'Thanks for signing up! Claim a starter pack of 200 embers and the Newcomer badge.',
      categoryId: 'qct_01JNRZRH7HRW1FHMTWGK0KMEN9',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2026-06-02T16:00:00Z',
      claimWindowHours: 720,
      rewards: [
        { rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 200 },
        { rewardId: 'rwd_01JZHS8A5CQS7DSYJQAXYJ56H3', quantity: 1 },
      ],
      visibility: 'public',
      type: 'guildforge.doNothing',
      config: {},
    },
    userQuestStates: ['started', 'verifying', 'completed', 'claimed', 'expired'],
    notes: [
      'The config is always the empty object `{}`; any property is rejected by `additionalProperties: false`.',
      'Call `startQuest`, `checkUserQuest` and `claimUserQuest` back to back to grant the rewards in one user gesture; all three take an `Idempotency-Key`, so a retried button press never grants twice.',
      'As the last step of a chain, list the other quests in `requirements`: the user can only start it once they have completed them all, which turns it into a completion bonus.',
    ],
  },
  {
    provider: 'guildforge',
    type: 'referral',
    title: 'Refer friends',
    summary:
      'Completes when enough people the user referred have applied their referral code and, by default, completed their first quest.',
    verifies:
      'Guildforge counts the users who applied this user’s referral code with `applyReferralCode` (allowed within 7 days of their sign-up) and reached `config.qualifyingEvent`: `codeApplied` counts them when they apply the code, `firstQuestCompleted` when their first user quest in the project becomes `completed`. Unless `config.countExisting` is true, only referred users who qualified after this user quest’s `startedAt` count. Each referred user counts once; a referred account deleted before the user quest completes is subtracted.',
    prerequisites: [
      {
        kind: 'none',
        description:
          'Nothing to link: every user has one 8-character referral code (`getReferralCode`), which your app shows with a share button.',
      },
    ],
    verification: {
      mode: 'pushed',
      description:
        'The count is updated when a referred user qualifies, and the user quest moves `verifying → completed` on the referral that reaches `config.count`. `checkUserQuest` evaluates the stored count immediately (200).',
    },
    providerDelaySeconds: 0,
    limits: [
      checkLimit,
      '`config.count` is 1–100.',
      'A referral code can only be applied within 7 days of the referred user’s sign-up and only once per referred user (`applyReferralCode`).',
    ],
    failures: [
      {
        code: 'guildforge_referral_count_below_target',
        description: 'Returned by a manual check when fewer referred users have qualified; `progress` has the count.',
      },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'Bring three friends',
      description:
        'Share your referral code. When three friends have signed up with it and finished their first quest, claim the Recruiter badge and 1,000 embers.',
      categoryId: 'qct_01JNRZRH7HRW1FHMTWGK0KMEN9',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-09-01T16:00:00Z',
      claimWindowHours: 168,
      rewards: [
        { rewardId: 'rwd_01JZHS8A5CQS7DSYJQAXYJ56H3', quantity: 1 },
        { rewardId: 'rwd_01JXBKT1Z9TGMJMSXWEEGVV3TK', quantity: 1000 },
      ],
      visibility: 'public',
      type: 'guildforge.referral',
      config: { count: 3, qualifyingEvent: 'firstQuestCompleted', countExisting: false },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'This quest is separate from the project’s per-referral rewards, which are granted to the referrer for every referred user who completes a first quest. A referral that qualifies can therefore both grant the per-referral reward and count towards this quest.',
      'Prefer `firstQuestCompleted`: `codeApplied` can be farmed with throwaway sign-ups, while a completed quest needs real activity.',
      'Integrators can show progress with `listReferrals` (the referred users) or `getUserQuest` (`progress`).',
    ],
  },
  {
    provider: 'guildforge',
    type: 'secret',
    title: 'Enter a secret code',
    summary:
      'Completes when the user enters the secret phrase you hid somewhere: in a stream, a trailer, a newsletter or the game itself.',
    verifies:
      'The user sends their guess as the body of `checkUserQuest`: `{ "answer": "…" }` (1–128 characters). Guildforge trims surrounding whitespace from both strings, applies Unicode NFC normalization, compares case-insensitively unless `config.caseSensitive` is true, and compares in constant time. A match completes the user quest; a mismatch fails it with `guildforge_secret_mismatch` and uses one of `config.maxAttempts`.',
    prerequisites: [
      {
        kind: 'none',
        description: 'No linked account; your app collects the answer in a text field and sends it with the check.',
      },
    ],
    verification: {
      mode: 'on_check',
      description: 'Evaluated synchronously in `checkUserQuest` (200, `completed` or `failed`).',
    },
    providerDelaySeconds: 0,
    limits: [
      checkLimit,
      '`config.maxAttempts` wrong answers per user (1–100, default 10); after that the check answers 423 `guildforge_secret_attempts_exhausted`.',
      'The secret is 4–128 characters and write-only: `getQuest` and `listQuests` never return it.',
    ],
    failures: [
      {
        code: 'guildforge_secret_answer_missing',
        description: 'The check had no `answer`; the request is rejected with 400 and does not use an attempt.',
      },
      {
        code: 'guildforge_secret_mismatch',
        description: 'Wrong answer; `failure.message` says how many attempts remain.',
      },
      {
        code: 'guildforge_secret_attempts_exhausted',
        description: 'No attempts left; answered with 423 and the user quest stays `failed` until it expires.',
      },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'The password at dawn',
      description:
        'During Friday’s dev stream we will say a password once. Enter it here before Sunday midnight UTC.',
      categoryId: 'qct_01JNRZRH7HRW1FHMTWGK0KMEN9',
      startsAt: '2025-06-06T17:00:00Z',
      endsAt: '2025-06-08T23:59:59Z',
      claimWindowHours: 48,
      rewards: [{ rewardId: 'rwd_01JKFP0E40W2RD275XJZ6CWYM3', quantity: 1 }],
      visibility: 'unlisted',
      type: 'guildforge.secret',
      config: { secret: 'Embers at dawn', caseSensitive: false, maxAttempts: 5 },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'With the example config, `"  embers AT dawn "` matches and `"embers at dusk"` does not; the fifth wrong answer locks the user quest.',
      'Keep such quests `unlisted` when the secret should only be found by people who were there: unlisted quests are not returned by `listQuests` to members, only fetched by id.',
      'The 30-second check interval and `maxAttempts` together make guessing impractical: 10 attempts take at least 4.5 minutes per user.',
      'Like the rest of `config`, the secret can only change while the quest is `draft` or `scheduled`; once it is `active`, `updateQuest` answers 409 `quest_not_editable`.',
    ],
  },
  {
    provider: 'guildforge',
    type: 'webhook',
    title: 'Verify with your own endpoint',
    summary:
      'Guildforge asks your HTTPS endpoint whether the user completed the quest, so anything your backend knows (levels, scores, purchases) can be a quest.',
    verifies:
      'On each check Guildforge POSTs a signed `QuestWebhookRequest` (quest, user quest, user, attempt number, the linked account ids you asked for in `config.linkedProviders`, and `config.metadata`) to `config.url`. Your endpoint answers 200 with a `QuestWebhookResponse`: `{"completed": true}` completes the user quest, `{"completed": false, "progress": {...}, "reason": "..."}` fails it with `guildforge_webhook_not_completed`, copying `progress` (with `unit` defaulting to `points`) and using `reason` as `failure.message`.',
    prerequisites: [
      {
        kind: 'project_setting',
        description:
          'An HTTPS endpoint on a public address that verifies the `Guildforge-Signature` header with `config.signingSecret` and answers within 10 seconds.',
      },
      {
        kind: 'linked_account',
        description:
          'Only if `config.linkedProviders` is not empty: the ids of linked accounts are sent when the user has them; a missing link is not an error, the provider is simply absent from `linkedAccounts`.',
      },
    ],
    verification: {
      mode: 'on_check',
      description:
        '`checkUserQuest` waits up to 5 s for your answer and returns 200 with the user quest `completed` or `failed`; if your endpoint is slower it returns 202 with the user quest `verifying`, and the outcome arrives as a `user_quest.completed` or `user_quest.failed` event (or through `getUserQuest`).',
    },
    providerDelaySeconds: 0,
    limits: [
      checkLimit,
      'Timeout: 10 s for the whole exchange (connect, TLS, response). A timed-out attempt is not retried: it fails with `guildforge_webhook_timeout`.',
      'Connection failures and 502, 503 or 504 answers are retried once, 2 s later, with the same `attempt` and body and a fresh signature timestamp.',
      'Response bodies over 16 KiB are rejected as invalid; redirects are not followed.',
      '`config.metadata` holds at most 20 keys (1–40 characters of letters, digits and `_`) with string (≤ 500 characters), number or boolean values.',
    ],
    failures: [
      {
        code: 'guildforge_webhook_not_completed',
        description: 'Your endpoint answered `completed: false`; its `reason` is shown to the user.',
      },
      { code: 'guildforge_webhook_timeout', description: 'No answer within 10 s.' },
      {
        code: 'guildforge_webhook_unreachable',
        description: 'DNS, TCP or TLS failure on both the attempt and its retry.',
      },
      {
        code: 'guildforge_webhook_http_error',
        description: 'A status other than 200 (after the one retry for 502, 503 and 504).',
      },
      {
        code: 'guildforge_webhook_invalid_response',
        description: 'A 200 whose body is not a valid `QuestWebhookResponse`.',
      },
      {
        code: 'guildforge_webhook_url_not_allowed',
        description: 'Raised by `createQuest` and `updateQuest` for a non-HTTPS URL or a host on a private, loopback or link-local address.',
      },
      { code: 'quest_check_too_soon', description: 'The user checked less than 30 s after the previous check.' },
    ],
    exampleQuest: {
      title: 'Score 5,000 on Forest 07',
      description: 'Finish the Forest 07 time trial with at least 5,000 points in one run.',
      categoryId: 'qct_01JWGHH5ADXTK5E6J1BQ13KEPV',
      startsAt: '2025-06-02T16:00:00Z',
      endsAt: '2025-07-01T16:00:00Z',
      claimWindowHours: 72,
      rewards: [{ rewardId: 'rwd_01JKFP0E40W2RD275XJZ6CWYM3', quantity: 1 }],
      visibility: 'public',
      type: 'guildforge.webhook',
      config: {
        url: 'https://game.emberfall.example/guildforge/quest-check',
        signingSecret: '9c4e7f1a2b8d3e6f0a5c7b9d1e3f5a7c',
        linkedProviders: ['steam'],
        metadata: { levelId: 'forest-07', minScore: 5000 },
      },
    },
    userQuestStates: ['started', 'verifying', 'failed', 'completed', 'claimed', 'expired'],
    notes: [
      'Request: `POST https://game.emberfall.example/guildforge/quest-check` with `Content-Type: application/json`, `User-Agent: Guildforge-Quest-Verifier/1.0`, `Guildforge-Signature: t=1748977331,v1=74d6c1daf43aa6fd2226d1533b4bac3b3d1da4c4c683bd76a8964d712f37c00a` and the 355-byte body `{"questId":"qst_01JKHVH2NV8TQZYVD6VNXX997D","userQuestId":"uqs_01JSXXEVBAFWRQNVS49WCEJN3N","userId":"usr_01JZNA8C158N3BKBF17QC262BY","projectId":"prj_01JRCV6YVBWZ1454XE4JH9R39K","attempt":2,"startedAt":"2025-06-03T18:12:40Z","sentAt":"2025-06-03T19:02:11Z","linkedAccounts":{"steam":"76561198012345678"},"metadata":{"levelId":"forest-07","minScore":5000}}`.',
      'Verify it exactly like a Guildforge webhook event: compute the hex HMAC-SHA256 of `1748977331.` followed by the raw body bytes with the key `9c4e7f1a2b8d3e6f0a5c7b9d1e3f5a7c` (the UTF-8 bytes of `config.signingSecret`); the result is the `v1` value above. Compare in constant time and reject the request when `t` is more than 300 s old.',
      'Response when the best run is 3,200 points: `200` with `{"completed": false, "progress": {"current": 3200, "target": 5000}, "reason": "Best Forest 07 run: 3,200 points. 5,000 needed."}`. The user quest becomes `failed` with `guildforge_webhook_not_completed` and `progress` 3200/5000. After a 5,120-point run the next check sends `attempt: 3` and your `{"completed": true}` completes it.',
      'Idempotency: `userQuestId` plus `attempt` identifies one verification. The automatic retry after a connection failure or a 502/503/504 repeats the same pair, and a replayed `checkUserQuest` with the same `Idempotency-Key` sends nothing; answer a repeated pair with the same result and never grant anything from this endpoint (rewards are granted by `claimUserQuest`).',
      '`signingSecret` is write-only (never returned by `getQuest`) and, like the rest of `config`, can only change while the quest is `draft` or `scheduled`. To rotate it on a running campaign, accept both the old and new secret on your side, end the quest and publish a copy with the new secret.',
    ],
    endpointTest: {
      description:
        'The `guildforge-webhooks` command (npm package `@guildforge/webhooks`) makes this call to your endpoint before you publish the quest: a check for a user your endpoint should find done (`--completed-user`), one for a user it should not (`--incomplete-user`), and a retry of the first with the same `userQuestId` and `attempt`, which must get the same answer. The requests are the contract’s `QuestWebhookRequest` example with fresh ids, your `--metadata` and the current time, signed with your `signingSecret`. It reads each answer as the quest does (time limit, status 200, a `QuestWebhookResponse` within the size limit) and, for a case that would not end as expected, prints the failure code the quest would record, such as `guildforge_webhook_invalid_response`. It exits 1 when a case fails, so it can run in CI; `--url` may be `http://` for a local server, where the quest itself needs `https://`.',
      command:
        'npx guildforge-webhooks quest-check --url http://localhost:8080/guildforge/quest-check --secret "$QUEST_SIGNING_SECRET" --completed-user usr_01JZNA8C158N3BKBF17QC262BY --incomplete-user usr_01JP92QJJRFHT383S9QTD8MQFZ --metadata \'{"levelId":"forest-07","minScore":5000}\'',
    },
  },
] as const satisfies readonly QuestTypeDefinition[];
