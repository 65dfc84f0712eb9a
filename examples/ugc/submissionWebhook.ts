/**
 * Emberfall's backend endpoint for UGC events (registered with createWebhook for
 * submission.validated, submission.status_changed and submission.published).
 * It verifies the signature, deduplicates on the event id and answers within 10 seconds;
 * the slow work (downloading a skin) runs after the answer.
 */
import { createGuildforgeClient, type Schemas } from '@guildforge/client';
import { verifyGuildforgeSignature, WebhookSignatureError } from '../webhooks/verifySignature';

/** The UGC event bodies this endpoint handles, typed from the API description's webhook schemas. */
export type UgcEvent =
  | Schemas['SubmissionValidatedEvent']
  | Schemas['SubmissionStatusChangedEvent']
  | Schemas['SubmissionPublishedEvent'];

/** What Emberfall plugs in: its notification service, its content pipeline and a dedupe store. */
export interface UgcHandlers {
  alreadyProcessed(eventId: string): Promise<boolean>;
  markProcessed(eventId: string): Promise<void>;
  notifyMaker(userId: string, message: string): Promise<void>;
  storeSkinFile(submissionId: string, fieldKey: string, fileName: string, bytes: ArrayBuffer): Promise<void>;
  queueForBuild(submissionId: string, skinName: string, makerUserId: string): Promise<void>;
  pullFromBuild(submissionId: string): Promise<void>;
}

const FILE_FIELDS = ['albedo', 'normal_map', 'accessory'] as const;

const gf = createGuildforgeClient({ apiKey: process.env.GF_API_KEY, baseUrl: process.env.GF_BASE_URL });

/** Call with the raw body exactly as received. Returns the HTTP status to answer with. */
export async function handleUgcDelivery(rawBody: string, signatureHeader: string, handlers: UgcHandlers): Promise<number> {
  try {
    // While a rotated secret overlaps, set GF_WEBHOOK_PREVIOUS_SECRET too; unset entries are skipped.
    const secrets = [process.env.GF_WEBHOOK_SECRET ?? '', process.env.GF_WEBHOOK_PREVIOUS_SECRET ?? ''];
    verifyGuildforgeSignature(signatureHeader, rawBody, secrets);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return error.reason === 'malformed_header' ? 400 : 401;
    throw error;
  }

  const event = JSON.parse(rawBody) as UgcEvent;
  if (await handlers.alreadyProcessed(event.id)) return 200; // a redelivery
  await handlers.markProcessed(event.id);

  // Answer now; Guildforge retries anything that takes longer than 10 seconds.
  setImmediate(() => {
    handleEvent(event, handlers).catch((error: unknown) => console.error(`event ${event.id} failed`, error));
  });
  return 200;
}

async function handleEvent(event: UgcEvent, handlers: UgcHandlers): Promise<void> {
  switch (event.type) {
    case 'submission.validated': {
      const { userId, status, failures } = event.data;
      const message =
        status === 'invalid'
          ? `Your skin needs changes: ${failures.map((failure) => `${failure.field} (${failure.code})`).join(', ')}`
          : 'Your skin passed every check and is waiting for a moderator.';
      await handlers.notifyMaker(userId, message);
      return;
    }
    case 'submission.status_changed': {
      const { userId, status, reason, submissionId } = event.data;
      if (status === 'rejected') await handlers.notifyMaker(userId, `Your skin was not accepted: ${reason ?? ''}`);
      if (status === 'removed') await handlers.pullFromBuild(submissionId);
      return;
    }
    case 'submission.published': {
      const { submissionId } = event.data;
      const submission = await gf.get('/submissions/{submissionId}', { params: { path: { submissionId } } });
      for (const key of FILE_FIELDS) {
        const assetId = submission.values[key];
        if (typeof assetId !== 'string') continue; // the accessory is optional
        // downloadUrl is signed for 60 minutes: read the asset right before downloading.
        const asset = await gf.get('/assets/{assetId}', { params: { path: { assetId } } });
        if (!asset.downloadUrl) continue;
        const file = await fetch(asset.downloadUrl);
        await handlers.storeSkinFile(submissionId, key, asset.fileName, await file.arrayBuffer());
      }
      await handlers.queueForBuild(submissionId, String(submission.values.skin_name), submission.userId);
      return;
    }
  }
}
