/**
 * The part of the sandbox that has state. A valid request whose operation is one of a flow's is
 * answered from what the tab (or the recipe test's server) created before it: a created quest can
 * be published, started, checked, claimed and its reward redeemed; a schema opened, an asset
 * uploaded, a submission validated, approved and published; a webhook endpoint tested and its
 * secret rotated; a referral code applied and completed. Every answer is built from the
 * operation's documented example with fresh IDs and the current time, so it keeps the contract's
 * shape (the recipe test checks each one against the response schema).
 *
 * IDs the tab has not created (such as the documented examples') get the stateless answer, so
 * every documented request still works. The flows per area: ./questFlow.ts (quests, rewards,
 * linked accounts, referrals), ./ugcFlow.ts (schemas, assets, submissions), ./webhookFlow.ts.
 */
import type { FlowContext, Flow } from './flowContext';
import type { SandboxAnswer } from './sandbox';
import { questFlow } from './questFlow';
import { ugcFlow } from './ugcFlow';
import { webhookFlow } from './webhookFlow';

export type { FlowContext } from './flowContext';

const FLOWS: readonly Flow[] = [questFlow, ugcFlow, webhookFlow];

export function flowAnswer(context: FlowContext): SandboxAnswer | undefined {
  for (const flow of FLOWS) {
    const answer = flow(context);
    if (answer) return answer;
  }
  return undefined;
}
