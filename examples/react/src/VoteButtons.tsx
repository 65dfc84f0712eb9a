import { useVote, useVoteBalance, useVoteStatus } from '@guildforge/react';
import { describeError } from './errors';

/**
 * Up and down buttons with the tally and the votes left today. A click updates the buttons, the
 * tally and the balance at once (useVote is optimistic); a refusal such as
 * `409 vote_balance_exhausted` puts the previous values back and shows why.
 */
export function VoteButtons({ submissionId, schemaId }: { submissionId: string; schemaId: string }) {
  const status = useVoteStatus(submissionId);
  const balance = useVoteBalance(schemaId);
  const vote = useVote();

  if (!status.data) return null;
  const { direction, tally } = status.data;
  const press = (pressed: 'up' | 'down') =>
    vote.mutate({ submissionId, schemaId, direction: direction === pressed ? 'cancel' : pressed });
  const noVotesLeft = direction === 'none' && balance.data?.remaining === 0;

  return (
    <div>
      <button aria-pressed={direction === 'up'} onClick={() => press('up')} disabled={noVotesLeft}>
        ▲ {tally.up}
      </button>
      <span aria-label="score">{tally.score}</span>
      <button aria-pressed={direction === 'down'} onClick={() => press('down')} disabled={noVotesLeft}>
        ▼ {tally.down}
      </button>
      {balance.data && (
        <small>
          {balance.data.remaining} of {balance.data.votesPerDay} votes left today
        </small>
      )}
      {vote.error && <p role="alert">{describeError(vote.error)}</p>}
    </div>
  );
}
