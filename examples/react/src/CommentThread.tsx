import { useComments, useCreateComment } from '@guildforge/react';
import { useState, type FormEvent } from 'react';
import { describeError } from './errors';
import { Markdown } from './Markdown';

/** A submission's comments, oldest first, with a box to add one (Markdown, up to 2000 characters). */
export function CommentThread({ submissionId }: { submissionId: string }) {
  const comments = useComments(submissionId, { limit: 50 });
  const [body, setBody] = useState('');
  const create = useCreateComment({ onSuccess: () => setBody('') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ submissionId, body });
  };

  return (
    <section>
      <ul>
        {comments.data?.data.map((comment) => (
          <li key={comment.id}>
            {/* Hidden comments keep their place; `body` is null except for their author and moderators. */}
            {comment.hidden && <em>Hidden by a moderator. </em>}
            {comment.body !== null && <Markdown>{comment.body}</Markdown>}
            {comment.replyCount > 0 && <small> · {comment.replyCount} replies</small>}
          </li>
        ))}
      </ul>
      {comments.data?.hasMore && <p>Older comments are on the full page.</p>}
      <form onSubmit={submit}>
        <label>
          Your comment (Markdown) <textarea value={body} maxLength={2000} onChange={(event) => setBody(event.target.value)} required />
        </label>
        <button type="submit" disabled={create.isPending || body.trim() === ''}>
          Comment
        </button>
        {create.error && <p role="alert">{describeError(create.error)}</p>}
      </form>
    </section>
  );
}
