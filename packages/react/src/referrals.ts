import { useQuery } from '@tanstack/react-query';
import { useGuildforgeClient } from './context.js';
import { queryDefaults } from './internal.js';
import { guildforgeKeys } from './keys.js';
import type { GetResult, QueryHookOptions } from './types.js';

/**
 * The signed-in user's referral code ([getReferralCode](https://docs.guildforge.io/docs/API/get-referral-code)):
 * 8 characters from `A-Z` and `2-9`, created on the first call, with the project's `shareUrl`
 * (`?ref=<code>`) and the user's referral `counts`. Fresh for 10 minutes. Fails with
 * `403 referral_program_disabled` when the project's referral program is off.
 */
export function useReferralCode(options: QueryHookOptions<GetResult<'/referrals/code'>> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    staleTime: 10 * 60_000,
    ...options,
    queryKey: guildforgeKeys.referrals.code(),
    queryFn: ({ signal }) => gf.get('/referrals/code', { signal }),
  });
}

/**
 * Everything a referral screen needs ([getReferralInfo](https://docs.guildforge.io/docs/API/get-referral-info)):
 * the user's code and `shareUrl`, who referred them (`referredBy`), whether they can still apply a
 * code (`canApplyCode`, until `applyWindowEndsAt`, 7 days after sign-up), their referrals'
 * `counts` and the project's referral `rewards`.
 */
export function useReferralInfo(options: QueryHookOptions<GetResult<'/referrals/info'>> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    queryKey: guildforgeKeys.referrals.info(),
    queryFn: ({ signal }) => gf.get('/referrals/info', { signal }),
  });
}
