import { useBadges, useUserBadges } from '@guildforge/react';

/**
 * The project's badges, with the ones the signed-in user holds in color and the rest greyed
 * out. `useUserBadges()` without a user id reads the signed-in user's id from `useUserInfo`.
 */
export function BadgeShelf() {
  const badges = useBadges({ limit: 100 });
  const mine = useUserBadges(undefined, { limit: 100 });

  if (badges.isPending || mine.isPending) return <p>Loading badges…</p>;
  if (badges.error || mine.error) return <p role="alert">Badges are unavailable right now.</p>;

  const held = new Map(mine.data.data.map((award) => [award.badge.id, award.awardedAt]));
  return (
    <ul className="badge-shelf">
      {badges.data.data.map((badge) => {
        const awardedAt = held.get(badge.id);
        return (
          <li key={badge.id} style={{ opacity: awardedAt ? 1 : 0.35 }}>
            <img src={badge.imageUrl} alt="" width={64} height={64} />
            <span>{badge.name}</span> <small>{badge.rarity}</small>
            {awardedAt ? <small> · earned {new Date(awardedAt).toLocaleDateString()}</small> : badge.criteria && <small> · {badge.criteria}</small>}
            {badge.maxAwards !== null && <small> · {badge.maxAwards - badge.awardedCount} left</small>}
          </li>
        );
      })}
    </ul>
  );
}
