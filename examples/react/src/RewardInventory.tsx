import type { Schemas } from '@guildforge/client';
import { useRedeemUserReward, useUserRewards } from '@guildforge/react';
import { describeError } from './errors';

type UserReward = Schemas['UserReward'];

/** Reward types the player redeems; points, badges and items are fulfilled when granted. */
const REDEEMABLE: ReadonlySet<UserReward['type']> = new Set(['code', 'discord_role', 'custom']);

function RewardRow({ reward }: { reward: UserReward }) {
  // One hook per row: its stable Idempotency-Key makes a double click redeem once.
  const redeem = useRedeemUserReward();
  const code = reward.redemption?.code;

  return (
    <li>
      <strong>
        {reward.quantity} × {reward.name}
      </strong>{' '}
      <small>{reward.status}</small>
      {reward.expiresAt && reward.status === 'granted' && <small> · redeem by {new Date(reward.expiresAt).toLocaleDateString()}</small>}
      {reward.status === 'granted' && REDEEMABLE.has(reward.type) && (
        <button onClick={() => redeem.mutate(reward.id)} disabled={redeem.isPending}>
          {reward.type === 'code' ? 'Reveal code' : 'Redeem'}
        </button>
      )}
      {code && (
        <p>
          Your code: <code>{code}</code>
        </p>
      )}
      {redeem.error && <p role="alert">{describeError(redeem.error)}</p>}
    </li>
  );
}

/** The player's rewards, newest first: redeem `granted` ones and see revealed codes. */
export function RewardInventory() {
  const rewards = useUserRewards({ limit: 50 });
  if (rewards.isPending) return <p>Loading rewards…</p>;
  if (rewards.error) return <p role="alert">{describeError(rewards.error)}</p>;
  return (
    <ul>
      {rewards.data.data.map((reward) => (
        <RewardRow key={reward.id} reward={reward} />
      ))}
    </ul>
  );
}
