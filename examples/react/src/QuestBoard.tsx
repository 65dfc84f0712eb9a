import type { ErrorCode, Schemas } from '@guildforge/client';
import { useCheckUserQuest, useClaimUserQuest, useQuests, useRewards, useStartQuest, useUserQuests } from '@guildforge/react';
import { useEffect, useState, type ReactNode } from 'react';
import { describeError } from './errors';
import { Markdown } from './Markdown';

type Quest = Schemas['Quest'];
type UserQuest = Schemas['UserQuest'];

/** Player-facing text for the verification failures the board's quest types report in `failure.code`. */
const failureMessages: Partial<Record<ErrorCode, string>> = {
  twitter_not_following: 'We could not see you following us on X yet. Follow, then check again.',
  discord_not_member: 'Join our Discord server, then check again.',
  steam_playtime_below_target: 'Keep playing: you have not reached the playtime yet.',
  integration_account_not_linked: 'Link your account in Settings, then check again.',
  integration_provider_unavailable: 'The platform is not answering. Check again in a few minutes.',
};

/** The current time, updated every second, to enable the Check button at `nextCheckAllowedAt`. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function QuestProgress({ userQuest }: { userQuest: UserQuest }) {
  if (!userQuest.progress) return null;
  const { current, target, unit } = userQuest.progress;
  return (
    <p>
      <progress value={Math.min(current, target)} max={target} /> {current} / {target} {unit}
    </p>
  );
}

/** The later of two snapshots of one user quest, by `updatedAt`. */
function newer(a: UserQuest | undefined, b: UserQuest | undefined): UserQuest | undefined {
  if (!a || !b) return a ?? b;
  return Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a;
}

function QuestCard({ quest, listed, rewardNames, now }: { quest: Quest; listed?: UserQuest; rewardNames: Map<string, string>; now: number }) {
  // Each action answers with the user quest as it now is. The list is refetched after every action,
  // but a read that started earlier can still arrive later: show whichever snapshot is newer.
  const [answered, setAnswered] = useState<UserQuest>();
  const [granted, setGranted] = useState<string | null>(null);
  const start = useStartQuest({ onSuccess: setAnswered });
  const check = useCheckUserQuest({ onSuccess: setAnswered });
  const claim = useClaimUserQuest({
    onSuccess: (result) => {
      setAnswered(result.userQuest);
      setGranted(result.userRewards.map((reward) => `${reward.quantity} × ${reward.name}`).join(', '));
    },
  });
  const userQuest = newer(listed, answered);

  // Each hook instance belongs to this card, so its error is this quest's error.
  const error = start.error ?? check.error ?? claim.error;
  const secondsToNextCheck = userQuest ? Math.ceil((Date.parse(userQuest.nextCheckAllowedAt) - now) / 1000) : 0;
  const failure = userQuest?.status === 'failed' ? userQuest.failure : null;

  let action: ReactNode;
  switch (userQuest?.status) {
    case undefined:
      action = (
        <button onClick={() => start.mutate(quest.id)} disabled={start.isPending}>
          Start
        </button>
      );
      break;
    case 'started':
    case 'failed':
      action = (
        <button onClick={() => check.mutate(userQuest.id)} disabled={check.isPending || secondsToNextCheck > 0}>
          {secondsToNextCheck > 0 ? `Check again in ${secondsToNextCheck} s` : 'Check'}
        </button>
      );
      break;
    case 'verifying':
      action = <button disabled>Verifying…</button>;
      break;
    case 'completed':
      action = (
        <button onClick={() => claim.mutate(userQuest.id)} disabled={claim.isPending}>
          {claim.isPending ? 'Claiming…' : 'Claim rewards'}
        </button>
      );
      break;
    case 'claimed':
      action = <span>{granted ? `Claimed: ${granted}` : 'Rewards claimed'}</span>;
      break;
    case 'expired':
      action = <span>Expired</span>;
      break;
  }

  return (
    <li aria-label={quest.title}>
      <h2>{quest.title}</h2>
      {quest.description && <Markdown>{quest.description}</Markdown>}
      <p>Rewards: {quest.rewards.map((grant) => `${grant.quantity ?? 1} × ${rewardNames.get(grant.rewardId) ?? 'reward'}`).join(', ') || 'none'}</p>
      {quest.endsAt && <p>Ends {new Date(quest.endsAt).toLocaleString()}</p>}
      {userQuest && <QuestProgress userQuest={userQuest} />}
      {failure && <p role="status">{failureMessages[failure.code as ErrorCode] ?? failure.message}</p>}
      {action}
      {error && <p role="alert">{describeError(error)}</p>}
    </li>
  );
}

/**
 * Active quests with the signed-in user's progress, and the buttons that move a user quest
 * through started → verifying → completed → claimed.
 */
export function QuestBoard() {
  const quests = useQuests({ status: 'active', limit: 50 });
  const userQuests = useUserQuests({ limit: 100 });
  const rewards = useRewards({ limit: 100 });
  const now = useNow();

  if (quests.isPending || userQuests.isPending) return <p>Loading quests…</p>;
  if (quests.error) return <p role="alert">{describeError(quests.error)}</p>;
  if (userQuests.error) return <p role="alert">{describeError(userQuests.error)}</p>;

  const byQuest = new Map(userQuests.data.data.map((userQuest) => [userQuest.questId, userQuest]));
  const rewardNames = new Map((rewards.data?.data ?? []).map((reward) => [reward.id, reward.name]));
  if (quests.data.data.length === 0) return <p>No active quests right now.</p>;

  return (
    <ul>
      {quests.data.data.map((quest) => (
        <QuestCard key={quest.id} quest={quest} listed={byQuest.get(quest.id)} rewardNames={rewardNames} now={now} />
      ))}
    </ul>
  );
}
