import type { Schemas } from '@guildforge/client';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useGuildforgeClient } from './context.js';
import { queryDefaults, restoreCache, updateCachedItems } from './internal.js';
import { guildforgeKeys } from './keys.js';
import type { MutationCallbacks, QueryHookOptions } from './types.js';

type VoteStatus = Schemas['VoteStatus'];
type VoteBalance = Schemas['VoteBalance'];
type VoteTally = Schemas['VoteTally'];
type Direction = VoteStatus['direction'];

/** The signed-in user's vote on a submission, its tally and their balance ([getVoteStatus](https://docs.guildforge.io/docs/API/get-vote-status)). */
export function useVoteStatus(submissionId: string | undefined, options: QueryHookOptions<VoteStatus> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    enabled: Boolean(submissionId) && (options.enabled ?? true),
    queryKey: guildforgeKeys.votes.status(submissionId ?? ''),
    queryFn: ({ signal }) =>
      gf.get('/submissions/{submissionId}/votes/status', { params: { path: { submissionId: submissionId! } }, signal }),
  });
}

/**
 * Votes the signed-in user has left today on one schema's submissions
 * ([getVoteBalance](https://docs.guildforge.io/docs/API/get-vote-balance)): `votesPerDay`, `used`,
 * `remaining` and `resetsAt` (the next 00:00 UTC).
 */
export function useVoteBalance(schemaId: string | undefined, options: QueryHookOptions<VoteBalance> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    enabled: Boolean(schemaId) && (options.enabled ?? true),
    queryKey: guildforgeKeys.votes.balance(schemaId ?? ''),
    queryFn: ({ signal }) => gf.get('/votes/balance', { params: { query: { schemaId: schemaId! } }, signal }),
  });
}

export interface VoteVariables {
  submissionId: string;
  /** The submission's schema, whose daily balance the vote spends. */
  schemaId: string;
  /** `up` ([voteUp](https://docs.guildforge.io/docs/API/vote-up)), `down` ([voteDown](https://docs.guildforge.io/docs/API/vote-down)) or `cancel` ([cancelVote](https://docs.guildforge.io/docs/API/cancel-vote)). */
  direction: 'up' | 'down' | 'cancel';
}

function utcDay(timestamp: string | Date): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

function moveTally(tally: VoteTally, from: Direction, to: Direction): VoteTally {
  let { up, down } = tally;
  if (from === 'up') up -= 1;
  if (from === 'down') down -= 1;
  if (to === 'up') up += 1;
  if (to === 'down') down += 1;
  return { up, down, score: up - down };
}

/**
 * What Guildforge will answer to a vote, computed from the cached status, following the vote rules:
 * a new vote spends 1 from the balance, switching direction is free, cancelling refunds 1 only
 * for a vote cast the same UTC day. Returns `undefined` when no prediction is safe (nothing cached,
 * or a new vote with no balance left, which the API refuses with `409 vote_balance_exhausted`).
 */
export function predictVote(status: VoteStatus | undefined, direction: VoteVariables['direction'], now: Date = new Date()): VoteStatus | undefined {
  if (!status) return undefined;
  const from = status.direction;
  const to: Direction = direction === 'cancel' ? 'none' : direction;
  if (from === to) return status;
  const balance = { ...status.balance };
  if (from === 'none') {
    if (balance.remaining <= 0) return undefined;
    balance.used += 1;
    balance.remaining -= 1;
  } else if (to === 'none' && status.vote && utcDay(status.vote.createdAt) === utcDay(now)) {
    balance.used = Math.max(0, balance.used - 1);
    balance.remaining += 1;
  }
  const vote = to === 'none' || !status.vote ? null : { ...status.vote, direction: to, updatedAt: now.toISOString() };
  return { ...status, direction: to, vote, tally: moveTally(status.tally, from, to), balance };
}

interface Snapshot {
  entries: Array<[QueryKey, unknown]>;
}

function writeVote(queryClient: QueryClient, schemaId: string, status: VoteStatus): void {
  queryClient.setQueryData(guildforgeKeys.votes.status(status.submissionId), status);
  queryClient.setQueryData(guildforgeKeys.votes.balance(schemaId), status.balance);
  updateCachedItems<Schemas['Submission']>(queryClient, guildforgeKeys.submissions.all(), status.submissionId, (submission) => ({
    ...submission,
    votes: status.tally,
  }));
}

/**
 * Votes a published submission up or down, or cancels the vote, with an optimistic update: the
 * cached vote status, the schema's vote balance and the submission's tally in cached submission
 * lists change at once, are replaced by the API's answer on success, and are rolled back on error
 * (for example `409 vote_balance_exhausted` or `403 vote_own_submission`). Votes run one at a
 * time, in click order, so quick up/down/cancel sequences settle in the order the user made them.
 */
export function useVote(callbacks: MutationCallbacks<VoteStatus, VoteVariables> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'guildforge.vote' },
    mutationFn: ({ submissionId, direction }: VoteVariables) => {
      const init = { params: { path: { submissionId } } };
      if (direction === 'up') return gf.post('/submissions/{submissionId}/votes/up', init);
      if (direction === 'down') return gf.post('/submissions/{submissionId}/votes/down', init);
      return gf.delete('/submissions/{submissionId}/votes', init);
    },
    onMutate: async ({ submissionId, schemaId, direction }): Promise<Snapshot> => {
      const statusKey = guildforgeKeys.votes.status(submissionId);
      const balanceKey = guildforgeKeys.votes.balance(schemaId);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: statusKey }),
        queryClient.cancelQueries({ queryKey: balanceKey }),
      ]);
      const entries: Array<[QueryKey, unknown]> = [
        [statusKey, queryClient.getQueryData(statusKey)],
        [balanceKey, queryClient.getQueryData(balanceKey)],
        ...queryClient.getQueriesData<unknown>({ queryKey: guildforgeKeys.submissions.all() }),
      ];
      const predicted = predictVote(queryClient.getQueryData<VoteStatus>(statusKey), direction);
      if (predicted) writeVote(queryClient, schemaId, predicted);
      return { entries };
    },
    onSuccess: async (status, variables) => {
      writeVote(queryClient, variables.schemaId, status);
      await callbacks.onSuccess?.(status, variables);
    },
    onError: async (error, variables, snapshot) => {
      if (snapshot) restoreCache(queryClient, snapshot.entries);
      await callbacks.onError?.(error, variables);
    },
    onSettled: (status, error, variables) => callbacks.onSettled?.(status, error, variables),
  });
}
