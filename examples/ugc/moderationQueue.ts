/**
 * A moderator's review pass over the Ranger skins queue: oldest `in_review` submissions
 * first, one decision each, approvals applied in one batch (publishMode `auto` publishes them).
 */
import { createGuildforgeClient, type Schemas } from '@guildforge/client';

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string } | { action: 'skip' };

export async function reviewQueue(
  moderatorToken: () => string | undefined,
  schemaId: string,
  decide: (submission: Schemas['Submission']) => Promise<Decision>,
): Promise<{ approved: number; rejected: number; failed: string[] }> {
  const gf = createGuildforgeClient({ baseUrl: 'https://api.guildforge.io/v1', userToken: moderatorToken });
  const toApprove: string[] = [];
  const failed: string[] = [];
  let rejected = 0;

  for await (const submission of gf.paginate('/submissions', {
    params: { query: { schemaId, status: ['in_review'], sort: 'createdAt', limit: 50 } },
  })) {
    const decision = await decide(submission);
    if (decision.action === 'approve') toApprove.push(submission.id);
    if (decision.action === 'reject') {
      // `reason` is required for `rejected` and shown to the maker as statusReason.
      await gf.post('/submissions/{submissionId}/status', {
        params: { path: { submissionId: submission.id } },
        body: { status: 'rejected', reason: decision.reason },
      });
      rejected += 1;
    }
  }

  let approved = 0;
  // At most 100 ids per call; each id succeeds or fails on its own.
  for (let start = 0; start < toApprove.length; start += 100) {
    const result = await gf.post('/submissions/batch-status', {
      body: { submissionIds: toApprove.slice(start, start + 100), status: 'approved' },
    });
    approved += result.updatedCount;
    for (const item of result.results) {
      if (item.outcome === 'failed') failed.push(`${item.submissionId}: ${item.error?.code ?? 'unknown'}`);
    }
  }
  return { approved, rejected, failed };
}
