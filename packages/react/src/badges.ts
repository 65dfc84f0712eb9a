import { useQuery } from '@tanstack/react-query';
import { useGuildforgeClient } from './context.js';
import { queryDefaults } from './internal.js';
import { guildforgeKeys } from './keys.js';
import { useUserInfo } from './session.js';
import type { BadgeListQuery, GetResult, QueryHookOptions, UserBadgeListQuery } from './types.js';

/** One page of the project's badges ([listBadges](https://docs.guildforge.io/docs/API/list-badges)). */
export function useBadges(query: BadgeListQuery = {}, options: QueryHookOptions<GetResult<'/badges'>> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    queryKey: guildforgeKeys.badges.list(query),
    queryFn: ({ signal }) => gf.get('/badges', { params: { query }, signal }),
  });
}

/**
 * One page of the badges a user holds ([listUserBadges](https://docs.guildforge.io/docs/API/list-user-badges)).
 * Without `userId` it lists the signed-in user's, reading their id from `useUserInfo`.
 */
export function useUserBadges(
  userId?: string,
  query: UserBadgeListQuery = {},
  options: QueryHookOptions<GetResult<'/users/{userId}/badges'>> = {},
) {
  const gf = useGuildforgeClient();
  const me = useUserInfo({ enabled: userId === undefined });
  const effectiveUserId = userId ?? me.data?.sub;
  return useQuery({
    ...queryDefaults,
    ...options,
    enabled: Boolean(effectiveUserId) && (options.enabled ?? true),
    queryKey: guildforgeKeys.userBadges.list(effectiveUserId ?? '', query),
    queryFn: ({ signal }) => gf.get('/users/{userId}/badges', { params: { path: { userId: effectiveUserId! }, query }, signal }),
  });
}
