import { predictVote, useVoteStatus } from '@guildforge/react';

/**
 * Tells the player what a vote will cost before they click, with the same rules useVote applies
 * optimistically: a new vote spends 1, switching is free, cancelling refunds 1 the same UTC day.
 */
export function VoteHint({ submissionId, direction }: { submissionId: string; direction: 'up' | 'down' | 'cancel' }) {
  const status = useVoteStatus(submissionId);
  if (!status.data) return null;

  const after = predictVote(status.data, direction);
  if (!after) return <small>No votes left today; they reset at {new Date(status.data.balance.resetsAt).toLocaleTimeString()}.</small>;
  const cost = status.data.balance.remaining - after.balance.remaining;
  if (cost > 0) return <small>Uses 1 of your {status.data.balance.remaining} votes left today.</small>;
  if (cost < 0) return <small>Gives your vote back: {after.balance.remaining} left today.</small>;
  return <small>Free: you keep {after.balance.remaining} votes.</small>;
}
