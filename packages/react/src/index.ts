/**
 * @guildforge/react: a provider and TanStack Query v5 hooks for the Guildforge API v1.
 * https://docs.guildforge.io/docs/react-guildforge
 */
export { GuildforgeProvider, useGuildforgeClient, type GuildforgeProviderProps } from './context.js';
export { guildforgeKeys } from './keys.js';
export { DEFAULT_STALE_TIME } from './internal.js';
export { useSignIn, useSignOut, useUserInfo } from './session.js';
export { VERIFYING_POLL_INTERVAL, useCheckUserQuest, useClaimUserQuest, useQuest, useQuests, useStartQuest, useUserQuests } from './quests.js';
export { useRedeemUserReward, useRewards, useUserRewards } from './rewards.js';
export { useBadges, useUserBadges } from './badges.js';
export { useMarkNotificationRead, useNotifications } from './notifications.js';
export {
  AssetUploadError,
  FILE_FIELD_KINDS,
  UPLOAD_CONCURRENCY,
  useCreateSubmission,
  useSchema,
  useSchemas,
  useSubmissions,
  type CreateSubmissionVariables,
  type SubmissionFilter,
  type SubmissionInputValue,
  type SubmissionProgress,
} from './ugc.js';
export { predictVote, useVote, useVoteBalance, useVoteStatus, type VoteVariables } from './votes.js';
export { useComments, useCreateComment, type CreateCommentVariables } from './comments.js';
export { useReferralCode, useReferralInfo } from './referrals.js';
export type {
  BadgeListQuery,
  CommentListQuery,
  GetResult,
  MutationCallbacks,
  NotificationListQuery,
  QueryHookOptions,
  QuestListQuery,
  RewardListQuery,
  SchemaListQuery,
  SignInRequest,
  SignOutRequest,
  SubmissionListQuery,
  SubmissionStatus,
  UserBadgeListQuery,
  UserQuestListQuery,
  UserRewardListQuery,
  VoteDirection,
} from './types.js';
