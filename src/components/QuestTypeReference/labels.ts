/** Words for quest-type facts, shared by the quest-type page, catalogue and provider matrix. */
import type { Verification } from '@site/src/data/quests/types';

/** How a quest type is verified, in one line. */
export function verificationLabel(verification: Verification): string {
  switch (verification.mode) {
    case 'on_check':
      return 'On check: verified when the user calls checkUserQuest';
    case 'polled':
      return `Polled: re-checked every ${formatSeconds(verification.intervalSeconds)} while the quest is started`;
    case 'pushed':
      return 'Pushed: completed when an event arrives, no check needed';
  }
}

/** A duration in the largest whole unit: `15 min`, `1 h`, `immediately`. */
export function formatSeconds(seconds: number): string {
  if (seconds === 0) return 'immediately';
  if (seconds % 86400 === 0) return `${seconds / 86400} d`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

