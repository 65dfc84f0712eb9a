import { useQuest, useStartQuest, useUserQuests } from '@guildforge/react';
import { describeError } from './errors';
import { Markdown } from './Markdown';

/** One quest's page: its details and the signed-in user's progress on it. */
export function QuestDetail({ questId }: { questId: string }) {
  const quest = useQuest(questId);
  // With `questId`, the page holds at most one user quest: this user's.
  const mine = useUserQuests({ questId });
  const start = useStartQuest();

  if (quest.isPending) return <p>Loading…</p>;
  if (quest.error) return <p role="alert">{describeError(quest.error)}</p>;

  const userQuest = mine.data?.data[0];
  const { title, description, type, participantCount, completionCount, endsAt, claimWindowHours } = quest.data;
  return (
    <article>
      <h1>{title}</h1>
      <Markdown>{description}</Markdown>
      <p>
        {type} · {participantCount} players started, {completionCount} completed
      </p>
      {endsAt && (
        <p>
          Ends {new Date(endsAt).toLocaleString()}; completed quests can be claimed for {claimWindowHours} hours after that.
        </p>
      )}
      {userQuest ? (
        <p>Your status: {userQuest.status}</p>
      ) : (
        <button onClick={() => start.mutate(questId)} disabled={start.isPending || quest.data.status !== 'active'}>
          Start quest
        </button>
      )}
      {start.error && <p role="alert">{describeError(start.error)}</p>}
    </article>
  );
}
