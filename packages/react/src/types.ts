import type { Operation, PathsWithMethod, RequestBody, RequestParams, ResponseBody, Schemas } from '@guildforge/client';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

type QueryOf<P extends PathsWithMethod<'get'>> = NonNullable<RequestParams<Operation<P, 'get'>> extends { query?: infer Q } ? Q : never>;

/** Filters of listQuests (`status`, `categoryId`, `type`, `provider`, `limit`, `cursor`). */
export type QuestListQuery = QueryOf<'/quests'>;
/** Filters of listUserQuests (`questId`, `status`, `userId` for moderators, `limit`, `cursor`). */
export type UserQuestListQuery = QueryOf<'/user-quests'>;
/** Filters of listRewards. */
export type RewardListQuery = QueryOf<'/rewards'>;
/** Filters of listUserRewards (`status`, `rewardId`, `type`, `limit`, `cursor`). */
export type UserRewardListQuery = QueryOf<'/user-rewards'>;
/** Filters of listBadges. */
export type BadgeListQuery = QueryOf<'/badges'>;
/** Filters of listUserBadges. */
export type UserBadgeListQuery = QueryOf<'/users/{userId}/badges'>;
/** Filters of listNotifications (`unread`, `type`, `limit`, `cursor`). */
export type NotificationListQuery = QueryOf<'/notifications'>;
/** Filters of listSchemas (`status`, `categoryId`, `limit`, `cursor`). */
export type SchemaListQuery = QueryOf<'/schemas'>;
/** Filters of listSubmissions (`status`, `schemaId`, `userId`, `tagId`, `createdAfter`, `sort`, `limit`, `cursor`). */
export type SubmissionListQuery = QueryOf<'/submissions'>;
/** Filters of listComments (`parentId`, `sort`, `limit`, `cursor`). */
export type CommentListQuery = QueryOf<'/submissions/{submissionId}/comments'>;

export type SignInRequest = RequestBody<Operation<'/auth/sign-in', 'post'>>;
export type SignOutRequest = RequestBody<Operation<'/auth/sign-out', 'post'>>;
export type SubmissionStatus = Schemas['SubmissionStatus'];
export type VoteDirection = Schemas['VoteDirection'];

/**
 * TanStack Query options a query hook passes through: `enabled`, `staleTime`, `gcTime`,
 * `refetchInterval`, `placeholderData`, `retry` and the rest. `queryKey` and `queryFn` are set by
 * the hook; `select` must keep the data's type.
 */
export type QueryHookOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * Callbacks a mutation hook accepts. They run before the hook updates the cache, so a sign-in
 * `onSuccess` can store the new token before queries refetch with it.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

/** The 200 body of a GET path, e.g. `GetResult<'/badges'>`. */
export type GetResult<P extends PathsWithMethod<'get'>> = ResponseBody<Operation<P, 'get'>>;
