/**
 * Follows a submission's async rules by polling getSubmissionValidation, at most every
 * 5 seconds, until the run is no longer `pending`. Use the submission.validated webhook
 * instead when a backend can push the result to the client.
 */
import { createGuildforgeClient, type Schemas } from '@guildforge/client';

const POLL_INTERVAL_MS = 5_000;

export async function waitForValidation(
  getAccessToken: () => string | undefined,
  submissionId: string,
  timeoutMs = 120_000,
): Promise<{ validation: Schemas['SubmissionValidation']; status: Schemas['SubmissionStatus'] }> {
  const gf = createGuildforgeClient({ baseUrl: 'https://api.guildforge.io/v1', userToken: getAccessToken });
  const deadline = Date.now() + timeoutMs;

  let validation = await gf.get('/submissions/{submissionId}/validation', { params: { path: { submissionId } } });
  while (validation.status === 'pending') {
    if (Date.now() > deadline) {
      // A feature server may be slow or down: its results stay pending while Guildforge retries
      // after 1, 5 and 15 minutes, then fail with the rule's *_analysis_unavailable code. The
      // submission.validated event reports the outcome whenever it comes.
      throw new Error(`Validation of ${submissionId} still pending after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    validation = await gf.get('/submissions/{submissionId}/validation', { params: { path: { submissionId } } });
  }

  // `invalid` if a rule failed; otherwise `in_review` (Emberfall reviews manually).
  const submission = await gf.get('/submissions/{submissionId}', { params: { path: { submissionId } } });
  return { validation, status: submission.status };
}

/** One line per failed rule, with what the rule measured, for the maker's screen. */
export function describeFailures(validation: Schemas['SubmissionValidation']): string[] {
  return validation.results
    .filter((result) => result.status === 'failed')
    .map((result) => `${result.field} · ${result.rule}: ${result.message ?? result.code ?? 'failed'}`);
}
