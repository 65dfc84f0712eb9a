import { useSchema, useSubmissions } from '@guildforge/react';
import { CommentThread } from './CommentThread';
import { describeError } from './errors';
import { VoteButtons } from './VoteButtons';

/**
 * The published entries of one schema, highest score first, each with its vote buttons and
 * comments. `status` filters on the server; pass several (`['approved', 'published']`) for a
 * moderator view.
 */
export function ContestGallery({ schemaId }: { schemaId: string }) {
  const schema = useSchema(schemaId);
  const entries = useSubmissions({ schemaId, status: 'published', sort: '-score', limit: 24 });

  if (entries.isPending) return <p>Loading entries…</p>;
  if (entries.error) return <p role="alert">{describeError(entries.error)}</p>;

  return (
    <section>
      <h2>{schema.data?.name ?? 'Entries'}</h2>
      {entries.data.data.length === 0 && <p>No published entries yet.</p>}
      {entries.data.data.map((submission) => (
        <article key={submission.id}>
          <h3>{submission.title}</h3>
          <VoteButtons submissionId={submission.id} schemaId={submission.schemaId} />
          <details>
            <summary>{submission.commentCount} comments</summary>
            <CommentThread submissionId={submission.id} />
          </details>
        </article>
      ))}
    </section>
  );
}
