/**
 * The UserQuestStatus state machine (CONTRIBUTING.md, "Transitions"): every move a user
 * quest can make, and what makes it. Quest-type pages render the moves between the states
 * their type passes through; tests/unit/questRegistry.test.ts checks the states against the
 * API's enum and the diagram on /docs/quests/questingSystem against this list.
 */
import type { Verification } from './types';

export type UserQuestState = 'started' | 'verifying' | 'completed' | 'failed' | 'claimed' | 'expired';

export interface UserQuestTransition {
  /** `null` for the creation of the user quest. */
  readonly from: UserQuestState | null;
  readonly to: UserQuestState;
  /** What causes the move; `{check}` is replaced by how the quest type's verification starts. */
  readonly trigger: string;
}

export const userQuestTransitions: readonly UserQuestTransition[] = [
  { from: null, to: 'started', trigger: '`startQuest`, once per user and quest' },
  { from: 'started', to: 'verifying', trigger: '{check}' },
  { from: 'failed', to: 'verifying', trigger: '{check}; a failed user quest can be checked again' },
  { from: 'verifying', to: 'completed', trigger: 'the verification finds the condition met' },
  { from: 'verifying', to: 'failed', trigger: 'the verification finds the condition not met; `failure` says why' },
  { from: 'completed', to: 'claimed', trigger: '`claimUserQuest`, which grants the rewards' },
  { from: 'started', to: 'expired', trigger: 'the quest has ended and its claim window (`expiresAt`) has passed' },
  { from: 'failed', to: 'expired', trigger: 'the quest has ended and its claim window (`expiresAt`) has passed' },
  { from: 'completed', to: 'expired', trigger: 'the quest has ended and its claim window passed before a claim' },
];

/** Final states: no transition leaves them. */
export const finalUserQuestStates: readonly UserQuestState[] = ['claimed', 'expired'];

/** How a verification starts for a quest type, in the words of the transition table. */
export function checkTrigger(verification: Verification): string {
  switch (verification.mode) {
    case 'on_check':
      return '`checkUserQuest`';
    case 'polled':
      return '`checkUserQuest`, or a background poll that finds the target met (a poll that does not leaves the status alone)';
    case 'pushed':
      return '`checkUserQuest`, or an event from the provider that reaches the target';
  }
}

/** The transitions among `states` (a quest type's `userQuestStates`), with triggers for its verification. */
export function transitionsFor(states: readonly string[], verification: Verification): readonly UserQuestTransition[] {
  const has = (state: UserQuestState | null) => state === null || states.includes(state);
  return userQuestTransitions
    .filter((transition) => has(transition.from) && has(transition.to))
    .map((transition) => ({ ...transition, trigger: transition.trigger.replace('{check}', checkTrigger(verification)) }));
}
