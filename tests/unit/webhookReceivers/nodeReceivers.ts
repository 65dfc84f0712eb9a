/**
 * Endpoints for webhooksTool.test.ts, in the test's own process: a webhook endpoint around
 * examples/webhooks/verifySignature.ts, one that skips verification, and quest-check endpoints
 * (a correct one and wrong ones). Each listens on 127.0.0.1 on a port the system picks.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyGuildforgeSignature, WebhookSignatureError } from '../../../examples/webhooks/verifySignature';

export interface Endpoint {
  readonly url: string;
  /** Requests received, for checks on what the tool sent. */
  readonly requests: { headers: IncomingMessage['headers']; body: Buffer }[];
  close(): Promise<void>;
}

type Handler = (request: { headers: IncomingMessage['headers']; body: Buffer }, response: ServerResponse) => void | Promise<void>;

export async function listen(handler: Handler): Promise<Endpoint> {
  const requests: Endpoint['requests'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks) };
      requests.push(received);
      void handler(received, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/guildforge`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A webhook endpoint as the page tells readers to write it: verify the raw body, then deduplicate
 * on the event id. `slow` makes it answer one event type only after some time.
 */
export function verifyingEndpoint(secrets: string[], slow?: { eventType: string; ms: number }): Promise<Endpoint> {
  const seen = new Set<string>();
  return listen(async ({ headers, body }, response) => {
    if (slow && headers['guildforge-event-type'] === slow.eventType) await new Promise((resolve) => setTimeout(resolve, slow.ms));
    try {
      verifyGuildforgeSignature(String(headers['guildforge-signature'] ?? ''), body, secrets);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      json(response, error.reason === 'malformed_header' ? 400 : 401, { error: error.reason });
      return;
    }
    const { id } = JSON.parse(body.toString('utf8')) as { id: string };
    json(response, 200, { received: id, duplicate: seen.has(id) });
    seen.add(id);
  });
}

/** The mistake the check exists for: an endpoint that trusts every delivery. */
export function trustingEndpoint(): Promise<Endpoint> {
  return listen((_request, response) => json(response, 200, { received: true }));
}

export type QuestEndpointKind = 'correct' | 'wrong shape' | 'slow' | 'status 500' | 'busy once';

/**
 * A `guildforge.webhook` quest endpoint. `correct` verifies the signature and answers from its
 * records: `completedUsers` have reached the goal. The others are the usual mistakes: a body
 * without `completed`, an answer after `slowMs`, and a server error; `busy once` answers its first
 * request with a 503 and the others as `correct` does.
 */
export function questEndpoint(kind: QuestEndpointKind, secret: string, completedUsers: string[], slowMs = 0): Promise<Endpoint> {
  let busy = kind === 'busy once';
  return listen(async ({ headers, body }, response) => {
    if (busy) {
      busy = false;
      return json(response, 503, { error: 'restarting' });
    }
    try {
      verifyGuildforgeSignature(String(headers['guildforge-signature'] ?? ''), body, secret);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      json(response, 401, { error: error.reason });
      return;
    }
    const { userId } = JSON.parse(body.toString('utf8')) as { userId: string };
    const done = completedUsers.includes(userId);
    if (kind === 'status 500') return json(response, 500, { error: 'database unavailable' });
    if (kind === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
    if (kind === 'wrong shape') return json(response, 200, { done });
    json(response, 200, done ? { completed: true } : { completed: false, progress: { current: 3200, target: 5000 }, reason: 'Best Forest 07 run: 3,200 points. 5,000 needed.' });
  });
}
