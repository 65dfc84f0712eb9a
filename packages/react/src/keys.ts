/**
 * Query keys of every Guildforge hook. All start with `'guildforge'`, so
 * `queryClient.invalidateQueries({ queryKey: guildforgeKeys.all() })` refreshes everything the
 * hooks cached. Filter objects are part of the key: `useQuests({ status: 'active' })` and
 * `useQuests()` are two cache entries.
 */
import type { BadgeListQuery, CommentListQuery, NotificationListQuery, QuestListQuery, RewardListQuery, SchemaListQuery, SubmissionListQuery, UserBadgeListQuery, UserQuestListQuery, UserRewardListQuery } from './types.js';

const root = 'guildforge' as const;

export const guildforgeKeys = {
  /** Everything cached by the Guildforge hooks. */
  all: () => [root] as const,
  /** `useUserInfo`: the signed-in user (getUserInfo). */
  userInfo: () => [root, 'userinfo'] as const,
  quests: {
    all: () => [root, 'quests'] as const,
    /** `useQuests(query)`: one page of listQuests. */
    list: (query: QuestListQuery = {}) => [root, 'quests', 'list', query] as const,
    /** `useQuest(questId)`: getQuest. */
    detail: (questId: string) => [root, 'quests', 'detail', questId] as const,
  },
  userQuests: {
    all: () => [root, 'user-quests'] as const,
    /** `useUserQuests(query)`: one page of listUserQuests. */
    list: (query: UserQuestListQuery = {}) => [root, 'user-quests', 'list', query] as const,
  },
  rewards: {
    all: () => [root, 'rewards'] as const,
    /** `useRewards(query)`: one page of listRewards. */
    list: (query: RewardListQuery = {}) => [root, 'rewards', 'list', query] as const,
  },
  userRewards: {
    all: () => [root, 'user-rewards'] as const,
    /** `useUserRewards(query)`: one page of listUserRewards. */
    list: (query: UserRewardListQuery = {}) => [root, 'user-rewards', 'list', query] as const,
  },
  badges: {
    all: () => [root, 'badges'] as const,
    /** `useBadges(query)`: one page of listBadges. */
    list: (query: BadgeListQuery = {}) => [root, 'badges', 'list', query] as const,
  },
  userBadges: {
    all: () => [root, 'user-badges'] as const,
    /** `useUserBadges(userId, query)`: one page of listUserBadges. */
    list: (userId: string, query: UserBadgeListQuery = {}) => [root, 'user-badges', 'list', userId, query] as const,
  },
  notifications: {
    all: () => [root, 'notifications'] as const,
    /** `useNotifications(query)`: one page of listNotifications. */
    list: (query: NotificationListQuery = {}) => [root, 'notifications', 'list', query] as const,
  },
  schemas: {
    all: () => [root, 'schemas'] as const,
    /** `useSchemas(query)`: one page of listSchemas. */
    list: (query: SchemaListQuery = {}) => [root, 'schemas', 'list', query] as const,
    /** `useSchema(schemaId)`: getSchema; also read by `useCreateSubmission` for field kinds. */
    detail: (schemaId: string) => [root, 'schemas', 'detail', schemaId] as const,
  },
  submissions: {
    all: () => [root, 'submissions'] as const,
    /** `useSubmissions(query)`: one page of listSubmissions. */
    list: (query: SubmissionListQuery = {}) => [root, 'submissions', 'list', query] as const,
    /** Your own `useInfiniteQuery` over listSubmissions (see the pagination example). */
    infinite: (query: Omit<SubmissionListQuery, 'cursor'> = {}) => [root, 'submissions', 'infinite', query] as const,
    /** getSubmission, when you fetch one yourself. Vote tallies in it are updated by `useVote`. */
    detail: (submissionId: string) => [root, 'submissions', 'detail', submissionId] as const,
  },
  votes: {
    all: () => [root, 'votes'] as const,
    /** `useVoteStatus(submissionId)`: getVoteStatus. */
    status: (submissionId: string) => [root, 'votes', 'status', submissionId] as const,
    /** `useVoteBalance(schemaId)`: getVoteBalance for the signed-in user. */
    balance: (schemaId: string) => [root, 'votes', 'balance', schemaId] as const,
  },
  comments: {
    all: () => [root, 'comments'] as const,
    /** `useComments(submissionId, query)`: one page of listComments. */
    list: (submissionId: string, query: CommentListQuery = {}) => [root, 'comments', 'list', submissionId, query] as const,
  },
  referrals: {
    all: () => [root, 'referrals'] as const,
    /** `useReferralCode()`: getReferralCode. */
    code: () => [root, 'referrals', 'code'] as const,
    /** `useReferralInfo()`: getReferralInfo. */
    info: () => [root, 'referrals', 'info'] as const,
  },
} as const;
