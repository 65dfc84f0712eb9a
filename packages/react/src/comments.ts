import type { Schemas } from '@guildforge/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGuildforgeClient } from './context.js';
import { queryDefaults, updateCachedItems } from './internal.js';
import { guildforgeKeys } from './keys.js';
import type { CommentListQuery, MutationCallbacks, QueryHookOptions } from './types.js';

/**
 * One page of a submission's comments ([listComments](https://docs.guildforge.io/docs/API/list-comments)).
 * Top-level comments by default; pass `{ parentId }` for the replies to one comment.
 */
export function useComments(
  submissionId: string | undefined,
  query: CommentListQuery = {},
  options: QueryHookOptions<Schemas['CommentList']> = {},
) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    enabled: Boolean(submissionId) && (options.enabled ?? true),
    queryKey: guildforgeKeys.comments.list(submissionId ?? '', query),
    queryFn: ({ signal }) =>
      gf.get('/submissions/{submissionId}/comments', { params: { path: { submissionId: submissionId! }, query }, signal }),
  });
}

export interface CreateCommentVariables {
  submissionId: string;
  /** Markdown, 1–2000 characters. */
  body: string;
  /** Reply to this top-level comment (`cmt_…`); replies to replies answer `422 comment_thread_too_deep`. */
  parentId?: string;
}

/**
 * Comments on a submission ([createComment](https://docs.guildforge.io/docs/API/create-comment)).
 * Refetches the submission's comment lists and bumps `commentCount` in cached submissions.
 */
export function useCreateComment(callbacks: MutationCallbacks<Schemas['Comment'], CreateCommentVariables> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, body, parentId }: CreateCommentVariables) =>
      gf.post('/submissions/{submissionId}/comments', {
        params: { path: { submissionId } },
        body: parentId ? { body, parentId } : { body },
      }),
    onSuccess: async (comment, variables) => {
      await callbacks.onSuccess?.(comment, variables);
      void queryClient.invalidateQueries({ queryKey: [...guildforgeKeys.comments.all(), 'list', variables.submissionId] });
      updateCachedItems<Schemas['Submission']>(queryClient, guildforgeKeys.submissions.all(), variables.submissionId, (submission) => ({
        ...submission,
        commentCount: submission.commentCount + 1,
      }));
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
    onSettled: (comment, error, variables) => callbacks.onSettled?.(comment, error, variables),
  });
}
