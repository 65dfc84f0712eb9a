/**
 * Quests, rewards, linked accounts and referrals in the sandbox (see ./flow.ts). The answers
 * follow the transitions of CONTRIBUTING.md: a quest is created `draft` and published `active`
 * (or `scheduled` before a future `startsAt`); a user quest is `started`, a check moves it to
 * `completed`, a claim to `claimed` and grants the quest's rewards (`granted`), a redemption makes
 * a reward `redeemed`. A check always completes: the sandbox cannot look at the reader's X,
 * Discord or Steam account, nor call a webhook quest's endpoint. A referred user's first completed
 * quest completes their referral and grants the referrer's reward.
 */
import type { Json } from './contract';
import { MOCK_USER_ID } from './credentials';
import { newId } from './problems';
import type { SandboxAnswer } from './sandbox';
import type { SandboxState } from './state';
import { asObject, bodyFields, callerOf, copy, later, now, ok, stored, template, type FlowContext } from './flowContext';

/** User quests in these states block a second start of the same quest. */
const OPEN_STATES = new Set(['started', 'verifying', 'completed', 'failed']);

/** Quest types whose configuration holds a secret that is never returned (QuestReadConfig). */
const WRITE_ONLY_CONFIG: Readonly<Record<string, readonly string[]>> = { 'guildforge.webhook': ['signingSecret'], 'guildforge.secret': ['secret'] };

const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function withData(answer: SandboxAnswer, items: readonly Json[]): SandboxAnswer {
  const body = asObject(answer.body);
  if (!Array.isArray(body.data) || items.length === 0) return answer;
  return { ...answer, body: { ...body, data: [...items, ...body.data] } };
}

/** The user reward a grant makes of a stored reward definition, shaped like the documented one. */
function grantedReward(shape: Json, reward: Json, quantity: number, userId: unknown, source: Json, time: string): Json {
  const days = typeof reward.redeemWithinDays === 'number' ? reward.redeemWithinDays : null;
  return {
    ...shape,
    id: newId('urw'),
    rewardId: reward.id,
    userId,
    name: reward.name,
    type: reward.type,
    params: copy(reward.params),
    quantity,
    status: 'granted',
    source,
    grantedAt: time,
    expiresAt: days === null ? null : later(days * 86_400_000),
    redeemedAt: null,
    redemption: null,
    revokedAt: null,
    revokeReason: null,
    updatedAt: time,
  };
}

/** A referred user's first completed quest completes their pending referral and grants the referrer's reward. */
function completeReferral(context: FlowContext, userQuest: Json, time: string): void {
  const { state } = context;
  const referral = Object.values(state.resources).find(
    (resource) => String(resource.id).startsWith('ref_') && asObject(resource.referred).id === userQuest.userId && resource.status === 'pending',
  );
  if (!referral) return;
  // The referral program's reward for referrers: the documented programme (getReferralInfo's
  // `rewards.referrerRewardId`) gives 100 XP.
  const definition = { id: 'rwd_01JDBB962NXESE836T67B16VGP', name: 'XP', type: 'points', params: { currency: 'xp' }, redeemWithinDays: null };
  const reward = grantedReward(
    { projectId: userQuest.projectId },
    definition,
    100,
    asObject(referral.referrer).id,
    { type: 'referral', id: referral.id, reason: null },
    time,
  );
  state.userRewards[String(reward.id)] = reward;
  Object.assign(referral, { status: 'completed', completedAt: time, qualifyingUserQuestId: userQuest.id, referrerUserRewardId: reward.id });
}

function linkAccount(context: FlowContext, provider: string): SandboxAnswer {
  const { state } = context;
  const existing = Object.values(state.resources).find((resource) => String(resource.id).startsWith('lnk_') && resource.provider === provider);
  const time = now();
  if (existing) {
    existing.updatedAt = time;
    return ok(200, copy(existing));
  }
  const account: Json = { ...template(context, '201'), id: newId('lnk'), userId: MOCK_USER_ID, linkedAt: time, updatedAt: time };
  state.resources[String(account.id)] = account;
  return ok(201, copy(account));
}

function referralCode(state: SandboxState, shape: Json, userId: string): Json {
  const kept = state.referralCodes[userId];
  if (kept) return kept;
  let code = '';
  for (let index = 0; index < 8; index += 1) code += REFERRAL_CODE_ALPHABET[Math.floor(Math.random() * REFERRAL_CODE_ALPHABET.length)];
  const time = now();
  const created: Json = {
    ...shape,
    code,
    userId,
    shareUrl: String(shape.shareUrl ?? 'https://emberfall.gg/join?ref=').replace(/ref=[A-Z0-9]+$/i, `ref=${code}`),
    createdAt: time,
    regenerateAvailableAt: later(86_400_000),
    counts: { pending: 0, completed: 0, cancelled: 0 },
  };
  state.referralCodes[userId] = created;
  return created;
}

export function questFlow(context: FlowContext): SandboxAnswer | undefined {
  const { operation, pathParams, state, instance, fail, body } = context;
  switch (operation.operationId) {
    case 'createReward': {
      const request = asObject(body);
      const time = now();
      const shape = template(context, '201', 'type', request.type);
      const reward: Json = {
        ...shape,
        ...bodyFields(shape, request),
        id: newId('rwd'),
        imageUrl: request.imageUrl ?? null,
        redeemWithinDays: request.redeemWithinDays ?? null,
        grantedCount: 0,
        createdAt: time,
        updatedAt: time,
      };
      state.resources[String(reward.id)] = reward;
      return ok(201, copy(reward));
    }
    case 'getReward': {
      const reward = stored(state, pathParams.rewardId, 'rwd');
      return reward ? ok(200, copy(reward)) : undefined;
    }
    case 'createQuest': {
      const request = asObject(body);
      const time = now();
      const shape = template(context, '201', 'type', request.type);
      const config = copy(asObject(request.config));
      for (const key of WRITE_ONLY_CONFIG[String(request.type)] ?? []) delete config[key];
      const quest: Json = {
        ...shape,
        ...bodyFields(shape, request),
        config,
        id: newId('qst'),
        status: 'draft',
        startsAt: request.startsAt ?? null,
        endsAt: request.endsAt ?? null,
        maxCompletions: request.maxCompletions ?? null,
        requirements: request.requirements ?? [],
        categoryId: request.categoryId ?? null,
        participantCount: 0,
        completionCount: 0,
        publishedAt: null,
        endedAt: null,
        archivedAt: null,
        createdAt: time,
        updatedAt: time,
      };
      state.resources[String(quest.id)] = quest;
      return ok(201, copy(quest));
    }
    case 'getQuest': {
      const quest = stored(state, pathParams.questId, 'qst');
      return quest ? ok(200, copy(quest)) : undefined;
    }
    case 'publishQuest': {
      const quest = stored(state, pathParams.questId, 'qst');
      if (!quest) return undefined;
      const time = now();
      const future = typeof quest.startsAt === 'string' && Date.parse(quest.startsAt) > Date.now();
      Object.assign(quest, { status: future ? 'scheduled' : 'active', publishedAt: time, updatedAt: time });
      return ok(200, copy(quest));
    }
    case 'startQuest': {
      const questId = pathParams.questId;
      const open = Object.values(state.userQuests).find((userQuest) => userQuest.questId === questId && OPEN_STATES.has(String(userQuest.status)));
      if (open) {
        return fail('quest_already_started', instance, `You started this quest at ${String(open.startedAt)} as ${String(open.id)}; check it with checkUserQuest.`);
      }
      const documented = context.success();
      const quest = stored(state, questId, 'qst');
      const time = now();
      const userQuest: Json = {
        ...asObject(documented.body),
        id: newId('uqs'),
        questId,
        ...(quest ? { questType: quest.type, projectId: quest.projectId } : {}),
        userId: MOCK_USER_ID,
        status: 'started',
        checkCount: 0,
        startedAt: time,
        lastCheckedAt: null,
        nextCheckAllowedAt: time,
        completedAt: null,
        claimedAt: null,
        userRewardIds: [],
        updatedAt: time,
      };
      state.userQuests[String(userQuest.id)] = userQuest;
      if (quest) quest.participantCount = Number(quest.participantCount ?? 0) + 1;
      return { ...documented, body: userQuest };
    }
    case 'checkUserQuest': {
      const userQuest = state.userQuests[pathParams.userQuestId];
      if (!userQuest) return undefined;
      if (userQuest.status === 'claimed') {
        return fail('quest_already_claimed', instance, `User quest ${String(userQuest.id)} was claimed at ${String(userQuest.claimedAt)}.`);
      }
      const time = now();
      const firstCompletion = userQuest.completedAt === null || userQuest.completedAt === undefined;
      const checked: Json = {
        ...userQuest,
        status: 'completed',
        failure: null,
        checkCount: Number(userQuest.checkCount ?? 0) + 1,
        lastCheckedAt: time,
        nextCheckAllowedAt: later(30_000),
        completedAt: userQuest.completedAt ?? time,
        updatedAt: time,
      };
      state.userQuests[String(checked.id)] = checked;
      if (firstCompletion) completeReferral(context, checked, time);
      return ok(200, checked);
    }
    case 'claimUserQuest': {
      const userQuest = state.userQuests[pathParams.userQuestId];
      if (!userQuest) return undefined;
      if (userQuest.status === 'claimed') {
        return fail('quest_already_claimed', instance, `User quest ${String(userQuest.id)} was claimed at ${String(userQuest.claimedAt)}.`);
      }
      if (userQuest.status !== 'completed') {
        return fail('quest_not_completed', instance, `User quest ${String(userQuest.id)} is ${String(userQuest.status)}; check it until it is completed, then claim.`);
      }
      const documented = context.success();
      const time = now();
      const documentedRewards = (asObject(documented.body).userRewards as Json[] | undefined) ?? [];
      const shape = documentedRewards[0] ?? {};
      const source = { type: 'quest', id: userQuest.id, reason: null };
      const quest = stored(state, String(userQuest.questId), 'qst');
      // A quest the tab created grants its own rewards; otherwise the documented ones.
      const granted = quest
        ? ((quest.rewards as Json[] | undefined) ?? []).flatMap((entry) => {
            const reward = stored(state, String(entry.rewardId), 'rwd');
            if (!reward) return [];
            reward.grantedCount = Number(reward.grantedCount ?? 0) + 1;
            return [grantedReward(shape, reward, Number(entry.quantity ?? 1), userQuest.userId, source, time)];
          })
        : documentedRewards.map((reward) => ({ ...reward, id: newId('urw'), userId: userQuest.userId, status: 'granted', source, grantedAt: time, updatedAt: time }));
      const claimed: Json = { ...userQuest, status: 'claimed', claimedAt: time, userRewardIds: granted.map((reward) => reward.id), updatedAt: time };
      state.userQuests[String(claimed.id)] = claimed;
      if (quest) quest.completionCount = Number(quest.completionCount ?? 0) + 1;
      for (const reward of granted) state.userRewards[String(reward.id)] = reward;
      return { ...documented, body: { ...asObject(documented.body), userQuest: claimed, userRewards: granted } };
    }
    case 'redeemUserReward': {
      const reward = state.userRewards[pathParams.userRewardId];
      if (!reward) return undefined;
      if (reward.status === 'redeemed') {
        return fail('reward_already_redeemed', instance, `User reward ${String(reward.id)} was redeemed at ${String(reward.redeemedAt)}.`);
      }
      const time = now();
      const documented = template(context, '200', 'type', reward.type);
      let redemption = documented.type === reward.type ? asObject(documented.redemption) : {};
      if (reward.type === 'discord_role') {
        const discord = Object.values(state.resources).find((resource) => String(resource.id).startsWith('lnk_') && resource.provider === 'discord');
        if (discord) redemption = { ...redemption, discordUserId: discord.providerUserId };
      }
      Object.assign(reward, { status: 'redeemed', redeemedAt: time, redemption, updatedAt: time });
      return ok(200, copy(reward));
    }
    case 'getUserQuest': {
      const userQuest = state.userQuests[pathParams.userQuestId];
      return userQuest ? ok(200, userQuest) : undefined;
    }
    case 'getUserReward': {
      const reward = state.userRewards[pathParams.userRewardId];
      return reward ? ok(200, reward) : undefined;
    }
    case 'listUserQuests':
      return withData(context.success(), Object.values(state.userQuests).reverse());
    case 'listUserRewards':
      return withData(context.success(), Object.values(state.userRewards).reverse());
    case 'linkDiscordAccount':
      return linkAccount(context, 'discord');
    case 'linkSteamAccount':
      return linkAccount(context, 'steam');
    case 'getReferralCode':
      return ok(200, copy(referralCode(state, template(context, '200'), callerOf(context))));
    case 'applyReferralCode': {
      const code = String(asObject(body).code ?? '').toUpperCase();
      const owner = Object.values(state.referralCodes).find((entry) => entry.code === code);
      if (!owner) return undefined;
      const shape = template(context, '201');
      const referredId = callerOf(context);
      const time = now();
      const referral: Json = {
        ...shape,
        id: newId('ref'),
        code,
        referrer: { ...asObject(shape.referrer), id: owner.userId },
        referred: { ...asObject(shape.referred), id: referredId },
        status: 'pending',
        appliedAt: time,
        completedAt: null,
        cancelledAt: null,
        qualifyingUserQuestId: null,
        referrerUserRewardId: null,
        referredUserRewardId: null,
      };
      state.resources[String(referral.id)] = referral;
      owner.counts = { ...asObject(owner.counts), pending: Number(asObject(owner.counts).pending ?? 0) + 1 };
      return ok(201, copy(referral));
    }
    case 'getReferralInfo': {
      const userId = callerOf(context);
      const referral = Object.values(state.resources).find((resource) => String(resource.id).startsWith('ref_') && asObject(resource.referred).id === userId);
      if (!referral) return undefined;
      const shape = template(context, '200');
      const own = referralCode(state, template(context, '200'), userId);
      return ok(200, {
        ...shape,
        userId,
        code: own.code,
        shareUrl: own.shareUrl,
        referredBy: {
          referralId: referral.id,
          referrerId: asObject(referral.referrer).id,
          code: referral.code,
          status: referral.status,
          appliedAt: referral.appliedAt,
        },
        canApplyCode: false,
      });
    }
    case 'listReferrals': {
      const { referrerId, referredId, status } = context.query;
      const referrals = Object.values(state.resources).filter((resource) => String(resource.id).startsWith('ref_'));
      if (referrals.length === 0) return undefined;
      const matching = referrals.filter(
        (referral) =>
          (referrerId === undefined || asObject(referral.referrer).id === referrerId) &&
          (referredId === undefined || asObject(referral.referred).id === referredId) &&
          (status === undefined || referral.status === status),
      );
      return ok(200, { data: copy(matching.reverse()), nextCursor: null, hasMore: false });
    }
    default:
      return undefined;
  }
}
