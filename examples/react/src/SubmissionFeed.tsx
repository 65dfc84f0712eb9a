import { useGuildforgeClient, guildforgeKeys, type SubmissionStatus } from '@guildforge/react';
import { useInfiniteQuery } from '@tanstack/react-query';

/**
 * "Load more" over listSubmissions with TanStack's useInfiniteQuery: each page's `nextCursor`
 * becomes the next request's `cursor`, with the same filters. The key comes from
 * `guildforgeKeys.submissions.infinite`, so useVote and useCreateComment update these pages too.
 */
export function SubmissionFeed({ schemaId, status = ['published'] }: { schemaId: string; status?: SubmissionStatus[] }) {
  const gf = useGuildforgeClient();
  const filter = { schemaId, status, sort: '-publishedAt' as const, limit: 20 };
  const feed = useInfiniteQuery({
    queryKey: guildforgeKeys.submissions.infinite(filter),
    queryFn: ({ pageParam, signal }) =>
      gf.get('/submissions', { params: { query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) } }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? (page.nextCursor ?? undefined) : undefined),
    retry: false,
  });

  const submissions = feed.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section>
      <ul>
        {submissions.map((submission) => (
          <li key={submission.id}>
            {submission.title} · {submission.votes.score} points
          </li>
        ))}
      </ul>
      {feed.hasNextPage && (
        <button onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
          {feed.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}
