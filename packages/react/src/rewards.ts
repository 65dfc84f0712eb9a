import type { Schemas } from '@guildforge/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGuildforgeClient } from './context.js';
import { isStoredRefusal, queryDefaults, updateCachedItems, useIdempotencyKeys } from './internal.js';
import { guildforgeKeys } from './keys.js';
import type { MutationCallbacks, QueryHookOptions, RewardListQuery, UserRewardListQuery } from './types.js';

/** One page of the project's reward definitions ([listRewards](https://docs.guildforge.io/docs/API/list-rewards)). */
export function useRewards(query: RewardListQuery = {}, options: QueryHookOptions<Schemas['RewardList']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    queryKey: guildforgeKeys.rewards.list(query),
    queryFn: ({ signal }) => gf.get('/rewards', { params: { query }, signal }),
  });
}

/**
 * One page of the signed-in user's rewards ([listUserRewards](https://docs.guildforge.io/docs/API/list-user-rewards)).
 * Pass `{ status: 'granted' }` for the ones that can still be redeemed.
 */
export function useUserRewards(query: UserRewardListQuery = {}, options: QueryHookOptions<Schemas['UserRewardList']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    queryKey: guildforgeKeys.userRewards.list(query),
    queryFn: ({ signal }) => gf.get('/user-rewards', { params: { query }, signal }),
  });
}

/**
 * Redeems a `granted` user reward ([redeemUserReward](https://docs.guildforge.io/docs/API/redeem-user-reward));
 * the variable is the `urw_…` id and the result the `redeemed` user reward, whose `redemption`
 * holds the revealed codes of a `code` reward. Like claims, every redeem of the same user reward
 * from this component sends the same `Idempotency-Key`, discarded after a 4xx refusal.
 */
export function useRedeemUserReward(callbacks: MutationCallbacks<Schemas['UserReward'], string> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (userRewardId: string) =>
      gf.post('/user-rewards/{userRewardId}/redeem', { params: { path: { userRewardId } }, idempotencyKey: keys.keyFor(userRewardId) }),
    onSuccess: async (userReward, userRewardId) => {
      await callbacks.onSuccess?.(userReward, userRewardId);
      updateCachedItems<Schemas['UserReward']>(queryClient, guildforgeKeys.userRewards.all(), userReward.id, () => userReward);
      void queryClient.invalidateQueries({ queryKey: guildforgeKeys.userRewards.all() });
    },
    onError: async (error, userRewardId) => {
      if (isStoredRefusal(error)) keys.forget(userRewardId);
      await callbacks.onError?.(error, userRewardId);
    },
    onSettled: (userReward, error, userRewardId) => callbacks.onSettled?.(userReward, error, userRewardId),
  });
}
