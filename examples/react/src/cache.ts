import { guildforgeKeys } from '@guildforge/react';
import { QueryClient } from '@tanstack/react-query';
import { gf } from './client';

/** Prefetches what the quest board shows, e.g. in a route loader, so it renders without spinners. */
export async function prefetchQuestBoard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: guildforgeKeys.quests.list({ status: 'active', limit: 50 }),
      queryFn: () => gf.get('/quests', { params: { query: { status: 'active', limit: 50 } } }),
    }),
    queryClient.prefetchQuery({
      queryKey: guildforgeKeys.userQuests.list({ limit: 100 }),
      queryFn: () => gf.get('/user-quests', { params: { query: { limit: 100 } } }),
    }),
  ]);
}

/**
 * Your game told its backend that a reward was granted outside this page (a
 * `user_reward.granted` webhook relayed over your websocket): refetch what depends on it.
 */
export function onRewardGranted(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: guildforgeKeys.userRewards.all() });
  void queryClient.invalidateQueries({ queryKey: guildforgeKeys.userBadges.all() });
  void queryClient.invalidateQueries({ queryKey: guildforgeKeys.notifications.all() });
}

/** A different user signed in on this device: drop everything cached for the previous one. */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: guildforgeKeys.all() });
}
