import { isGuildforgeError } from '@guildforge/client';
import { useReferralInfo } from '@guildforge/react';

/** The player's code and share link, who referred them, and how their referrals are doing. */
export function ReferralCard() {
  const info = useReferralInfo();

  if (info.isPending) return <p>Loading referrals…</p>;
  if (isGuildforgeError(info.error, 'referral_program_disabled')) return null;
  if (info.error) return <p role="alert">Referrals are unavailable right now.</p>;

  const { code, shareUrl, counts, referredBy, canApplyCode, applyWindowEndsAt } = info.data;
  return (
    <section>
      <p>
        Your code: <code>{code}</code>
        {shareUrl && <button onClick={() => void navigator.clipboard.writeText(shareUrl)}>Copy invite link</button>}
      </p>
      <p>
        {counts.completed} friends joined and finished a quest · {counts.pending} still to finish their first quest
      </p>
      {referredBy && <p>You were invited with code {referredBy.code}.</p>}
      {!referredBy && canApplyCode && <p>Got an invite code? Enter it before {new Date(applyWindowEndsAt).toLocaleDateString()}.</p>}
    </section>
  );
}
