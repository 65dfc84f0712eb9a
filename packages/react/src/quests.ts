import type { Schemas } from '@guildforge/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGuildforgeClient } from './context.js';
import { isStoredRefusal, queryDefaults, updateCachedItems, useIdempotencyKeys } from './internal.js';
import { guildforgeKeys } from './keys.js';
import type { MutationCallbacks, QueryHookOptions, QuestListQuery, UserQuestListQuery } from './types.js';

/** While a user quest is `verifying`, `useUserQuests` refetches this often (ms). */
export const VERIFYING_POLL_INTERVAL = 3_000;

/**
 * One page of quests ([listQuests](https://docs.guildforge.io/docs/API/list-quests)). Members see
 * `public` quests in `scheduled`, `active`, `paused` and `ended`; pass `{ status: 'active' }` for
 * the ones a user can start now.
 */
export function useQuests(query: QuestListQuery = {}, options: QueryHookOptions<Schemas['QuestList']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    queryKey: guildforgeKeys.quests.list(query),
    queryFn: ({ signal }) => gf.get('/quests', { params: { query }, signal }),
  });
}

/** One quest by id ([getQuest](https://docs.guildforge.io/docs/API/get-quest)); idle while `questId` is undefined. */
export function useQuest(questId: string | undefined, options: QueryHookOptions<Schemas['Quest']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    enabled: Boolean(questId) && (options.enabled ?? true),
    queryKey: guildforgeKeys.quests.detail(questId ?? ''),
    queryFn: ({ signal }) => gf.get('/quests/{questId}', { params: { path: { questId: questId! } }, signal }),
  });
}

/**
 * The signed-in user's quest progress, one page
 * ([listUserQuests](https://docs.guildforge.io/docs/API/list-user-quests)). While any user quest
 * on the page is `verifying`, the page is refetched every 3 seconds until the verification ends.
 */
export function useUserQuests(query: UserQuestListQuery = {}, options: QueryHookOptions<Schemas['UserQuestList']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    refetchInterval: (q) => (q.state.data?.data.some((userQuest) => userQuest.status === 'verifying') ? VERIFYING_POLL_INTERVAL : false),
    ...options,
    queryKey: guildforgeKeys.userQuests.list(query),
    queryFn: ({ signal }) => gf.get('/user-quests', { params: { query }, signal }),
  });
}

function replaceUserQuest(queryClient: ReturnType<typeof useQueryClient>, userQuest: Schemas['UserQuest']) {
  updateCachedItems<Schemas['UserQuest']>(queryClient, guildforgeKeys.userQuests.all(), userQuest.id, () => userQuest);
}

/**
 * Starts a quest for the signed-in user ([startQuest](https://docs.guildforge.io/docs/API/start-quest));
 * the variable is the `qst_…` id and the result the new `started` user quest. Like claims, every
 * start of the same quest from this component sends the same `Idempotency-Key`, so a double click
 * returns the first start's user quest instead of `409 quest_already_started`. Refreshes the user
 * quests and the quest's `participantCount`.
 */
export function useStartQuest(callbacks: MutationCallbacks<Schemas['UserQuest'], string> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (questId: string) =>
      gf.post('/quests/{questId}/start', { params: { path: { questId } }, idempotencyKey: keys.keyFor(questId) }),
    onSuccess: async (userQuest, questId) => {
      await callbacks.onSuccess?.(userQuest, questId);
      void queryClient.invalidateQueries({ queryKey: guildforgeKeys.userQuests.all() });
      void queryClient.invalidateQueries({ queryKey: guildforgeKeys.quests.all() });
    },
    onError: async (error, questId) => {
      if (isStoredRefusal(error)) keys.forget(questId);
      await callbacks.onError?.(error, questId);
    },
    onSettled: (userQuest, error, questId) => callbacks.onSettled?.(userQuest, error, questId),
  });
}

/**
 * Runs the quest's verification now ([checkUserQuest](https://docs.guildforge.io/docs/API/check-user-quest));
 * the variable is the `uqs_…` id. Each check sends a new `Idempotency-Key` (kept across the
 * client's retries of that check), because a repeated key would replay the earlier verdict. The result is `completed`, `failed` (with `failure.code`) or,
 * for verifications that continue in the background, `verifying`, which `useUserQuests` then polls.
 * Checks are limited to one per user quest every 30 seconds: keep the button disabled until
 * `nextCheckAllowedAt`, or handle `429 quest_check_too_soon`.
 */
export function useCheckUserQuest(callbacks: MutationCallbacks<Schemas['UserQuest'], string> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userQuestId: string) => gf.post('/user-quests/{userQuestId}/check', { params: { path: { userQuestId } } }),
    onSuccess: async (userQuest, userQuestId) => {
      await callbacks.onSuccess?.(userQuest, userQuestId);
      replaceUserQuest(queryClient, userQuest);
      void queryClient.invalidateQueries({ queryKey: guildforgeKeys.userQuests.all() });
    },
    onError: (error, userQuestId) => callbacks.onError?.(error, userQuestId),
    onSettled: (userQuest, error, userQuestId) => callbacks.onSettled?.(userQuest, error, userQuestId),
  });
}

/**
 * Claims a `completed` user quest and grants its rewards
 * ([claimUserQuest](https://docs.guildforge.io/docs/API/claim-user-quest)); the variable is the
 * `uqs_…` id. Every claim of the same user quest from this component sends the same
 * `Idempotency-Key`, so a double click or a retry after a lost response is answered with the first
 * claim's result instead of a second grant. After a refusal (a 4xx such as `quest_not_completed`)
 * the key is discarded, because Guildforge would replay the refusal for that key for 24 hours.
 */
export function useClaimUserQuest(callbacks: MutationCallbacks<Schemas['UserQuestClaimResult'], string> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (userQuestId: string) =>
      gf.post('/user-quests/{userQuestId}/claim', { params: { path: { userQuestId } }, idempotencyKey: keys.keyFor(userQuestId) }),
    onSuccess: async (result, userQuestId) => {
      await callbacks.onSuccess?.(result, userQuestId);
      replaceUserQuest(queryClient, result.userQuest);
      for (const queryKey of [guildforgeKeys.userQuests.all(), guildforgeKeys.userRewards.all(), guildforgeKeys.userBadges.all(), guildforgeKeys.notifications.all()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: async (error, userQuestId) => {
      if (isStoredRefusal(error)) keys.forget(userQuestId);
      await callbacks.onError?.(error, userQuestId);
    },
    onSettled: (result, error, userQuestId) => callbacks.onSettled?.(result, error, userQuestId),
  });
}
