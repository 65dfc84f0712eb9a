import type { Schemas } from '@guildforge/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGuildforgeClient } from './context.js';
import { queryDefaults } from './internal.js';
import { guildforgeKeys } from './keys.js';
import type { MutationCallbacks, QueryHookOptions, SignInRequest, SignOutRequest } from './types.js';

/**
 * Signs a user in with email and password ([signIn](https://docs.guildforge.io/docs/API/sign-in)).
 * Store the returned tokens in `onSuccess` (where your client's `userToken` reads them); after it
 * returns, every Guildforge query is reset and refetched with the new user's token.
 */
export function useSignIn(callbacks: MutationCallbacks<Schemas['TokenResponse'], SignInRequest> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInRequest) => gf.post('/auth/sign-in', { body: credentials }),
    onSuccess: async (tokens, credentials) => {
      await callbacks.onSuccess?.(tokens, credentials);
      void queryClient.resetQueries({ queryKey: guildforgeKeys.all() });
    },
    onError: (error, credentials) => callbacks.onError?.(error, credentials),
    onSettled: (tokens, error, credentials) => callbacks.onSettled?.(tokens, error, credentials),
  });
}

/**
 * Ends the session ([signOut](https://docs.guildforge.io/docs/API/sign-out)). Pass
 * `{ refreshToken }` to end that token's session or `{ allSessions: true }` for every device.
 * Clear your stored tokens in `onSettled`, so a sign-out whose token already expired still signs
 * the user out locally; afterwards every Guildforge query is removed from the cache.
 */
export function useSignOut(callbacks: MutationCallbacks<Schemas['SignOutResult'], SignOutRequest | void> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignOutRequest | void) => gf.post('/auth/sign-out', request ? { body: request } : {}),
    onSuccess: (result, request) => callbacks.onSuccess?.(result, request),
    onError: (error, request) => callbacks.onError?.(error, request),
    onSettled: async (result, error, request) => {
      await callbacks.onSettled?.(result, error, request);
      queryClient.removeQueries({ queryKey: guildforgeKeys.all() });
    },
  });
}

/**
 * The signed-in user as their access token describes them
 * ([getUserInfo](https://docs.guildforge.io/docs/API/get-user-info)): `sub` (the `usr_…` id),
 * `role`, `username`, `displayName`. Fresh for 5 minutes. Pass `{ enabled: false }` while nobody is
 * signed in, or handle the `401 missing_credentials` error.
 */
export function useUserInfo(options: QueryHookOptions<Schemas['UserInfo']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    staleTime: 5 * 60_000,
    ...options,
    queryKey: guildforgeKeys.userInfo(),
    queryFn: ({ signal }) => gf.get('/auth/userinfo', { signal }),
  });
}
