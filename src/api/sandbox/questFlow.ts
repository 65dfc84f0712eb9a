/**
 * The part of the sandbox that has state: a reader can start a quest, check it, claim it and
 * read the reward the claim granted, in one tab. The answers follow the user-quest transitions
 * of CONTRIBUTING.md (`started` → check → `completed` → claim → `claimed`, rewards `granted`),
 * built from the operations' documented examples with fresh IDs and the current time. A check
 * always completes: the sandbox cannot look at the reader's X, Discord or Steam account.
 *
 * IDs the tab has not created (such as the documented examples') get the stateless answer,
 * so every documented request still works.
 */
import type { Json, SandboxOperation } from './contract';
import { newId, type SandboxProblemCode } from './problems';
import type { SandboxAnswer } from './sandbox';
import type { SandboxState } from './state';

export interface FlowContext {
  readonly operation: SandboxOperation;
  readonly pathParams: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly state: SandboxState;
  readonly instance: string;
  /** The operation's documented 2xx answer. */
  readonly success: () => SandboxAnswer;
  readonly fail: (code: SandboxProblemCode, instance: string, detail: string) => SandboxAnswer;
}

/** User quests in these states block a second start of the same quest. */
const OPEN_STATES = new Set(['started', 'verifying', 'completed', 'failed']);

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

function withData(answer: SandboxAnswer, items: readonly Json[]): SandboxAnswer {
  const body = asObject(answer.body);
  if (!Array.isArray(body.data) || items.length === 0) return answer;
  return { ...answer, body: { ...body, data: [...items, ...body.data] } };
}

export function flowAnswer(context: FlowContext): SandboxAnswer | undefined {
  const { operation, pathParams, state, instance, fail } = context;
  switch (operation.operationId) {
    case 'startQuest': {
      const questId = pathParams.questId;
      const open = Object.values(state.userQuests).find((userQuest) => userQuest.questId === questId && OPEN_STATES.has(String(userQuest.status)));
      if (open) {
        return fail('quest_already_started', instance, `You started this quest at ${String(open.startedAt)} as ${String(open.id)}; check it with checkUserQuest.`);
      }
      const documented = context.success();
      const time = now();
      const userQuest: Json = {
        ...asObject(documented.body),
        id: newId('uqs'),
        questId,
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
      return { ...documented, body: userQuest };
    }
    case 'checkUserQuest': {
      const userQuest = state.userQuests[pathParams.userQuestId];
      if (!userQuest) return undefined;
      if (userQuest.status === 'claimed') {
        return fail('quest_already_claimed', instance, `User quest ${String(userQuest.id)} was claimed at ${String(userQuest.claimedAt)}.`);
      }
      const time = now();
      const checked: Json = {
        ...userQuest,
        status: 'completed',
        failure: null,
        checkCount: Number(userQuest.checkCount ?? 0) + 1,
        lastCheckedAt: time,
        nextCheckAllowedAt: new Date(Date.now() + 30_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        completedAt: userQuest.completedAt ?? time,
        updatedAt: time,
      };
      state.userQuests[String(checked.id)] = checked;
      return { status: 200, contentType: 'application/json', body: checked };
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
      const rewards = (asObject(documented.body).userRewards as Json[] | undefined) ?? [];
      const granted = rewards.map((reward) => ({
        ...reward,
        id: newId('urw'),
        userId: userQuest.userId,
        status: 'granted',
        source: { type: 'quest', id: userQuest.id, reason: null },
        grantedAt: time,
        updatedAt: time,
      }));
      const claimed: Json = { ...userQuest, status: 'claimed', claimedAt: time, userRewardIds: granted.map((reward) => reward.id), updatedAt: time };
      state.userQuests[String(claimed.id)] = claimed;
      for (const reward of granted) state.userRewards[String(reward.id)] = reward;
      return { ...documented, body: { ...asObject(documented.body), userQuest: claimed, userRewards: granted } };
    }
    case 'getUserQuest': {
      const userQuest = state.userQuests[pathParams.userQuestId];
      return userQuest ? { status: 200, contentType: 'application/json', body: userQuest } : undefined;
    }
    case 'getUserReward': {
      const reward = state.userRewards[pathParams.userRewardId];
      return reward ? { status: 200, contentType: 'application/json', body: reward } : undefined;
    }
    case 'listUserQuests':
      return withData(context.success(), Object.values(state.userQuests).reverse());
    case 'listUserRewards':
      return withData(context.success(), Object.values(state.userRewards).reverse());
    default:
      return undefined;
  }
}
