/**
 * The command line and the pieces it is made of, on their own: arguments, the deliveries built
 * from the contract's examples, and how an answer to a quest check is read. The endpoints of
 * tests/unit/webhooksTool.test.ts (the site's signature examples in their runtimes) test the
 * commands end to end.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { main } from './cli.js';
import { newDelivery, signedHeaders } from './delivery.js';
import { contract } from './generated/contract.js';
import type { Outcome } from './http.js';
import { freshenExample } from './payload.js';
import { questRequest, questVerdict } from './questCheck.js';
import { signatureHeader, signatureValue } from './signature.js';

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** A port nothing listens on: one the system handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const secret = 'whsec_Vq3TzL8mXe1Rk6Nw0Yb5Hd9Pc2Ga7Uf4';

describe('bad input: one sentence on stderr, exit code 2, nothing sent', () => {
  const url = 'http://127.0.0.1:9/webhooks';
  it.each([
    ['an unknown event type', ['trigger', 'quest.exploded', '--url', url, '--secret', secret], /^Unknown event type "quest\.exploded"; .*--list.* 27 event types/],
    ['a malformed URL', ['check', '--url', 'localhost:3000/hooks', '--secret', secret], /is not an http:\/\/ or https:\/\/ URL/],
    ['a URL that does not parse', ['check', '--url', 'not a url', '--secret', secret], /^--url "not a url" is not a URL/],
    ['a missing secret', ['check', '--url', url], /^--secret is required: the endpoint's signing secret/],
    ['a missing quest secret', ['quest-check', '--url', url], /^--secret is required: the quest's config\.signingSecret/],
    ['an empty secret', ['trigger', 'user.created', '--url', url, '--secret', ''], /anyone could sign/],
    ['three secrets', ['check', '--url', url, '--secret', 'a', '--secret', 'b', '--secret', 'c'], /at most 2 signatures/],
    ['a timeout over the contract\'s', ['check', '--url', url, '--secret', secret, '--timeout', '30'], /at most 10, the contract's limit/],
    ['a timeout that is not a number', ['check', '--url', url, '--secret', secret, '--timeout', 'soon'], /must be a number of seconds/],
    ['a missing URL', ['check', '--secret', secret], /^--url is required/],
    ['no command', [], /^No command given/],
    ['an unknown command', ['replay'], /^Unknown command "replay"/],
    ['an unknown option', ['check', '--url', url, '--secret', secret, '--verbose'], /^Unknown option '--verbose'; see guildforge-webhooks --help/],
    ['an unknown example', ['trigger', 'quest.published', '--url', url, '--secret', secret, '--example', 'nope'], /has no example "nope"; the contract's examples are scheduled/],
    ['a user id that is not one', ['quest-check', '--url', url, '--secret', secret, '--completed-user', 'alice'], /is not a Guildforge user id/],
    ['metadata that is not an object', ['quest-check', '--url', url, '--secret', secret, '--metadata', '[1]'], /must be a JSON object/],
    ['metadata the contract refuses', ['quest-check', '--url', url, '--secret', secret, '--metadata', '{"bad key":1}'], /is not a valid config\.metadata of a guildforge\.webhook quest: metadata: the key "bad key" must match pattern/],
  ])('%s', async (_name, argv, message) => {
    const { code, stdout, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toMatch(/\.$/);
  });

  it.each([['trigger', 'user.created'], ['check'], ['quest-check']])('an endpoint nothing listens on (%s)', async (...command) => {
    const port = await closedPort();
    const { code, stdout, stderr } = await run([...command, '--url', `http://127.0.0.1:${port}/hooks`, '--secret', secret]);
    expect(code).toBe(2);
    expect(stderr.trim()).toMatch(new RegExp(`^Could not reach http://127\\.0\\.0\\.1:${port}/hooks: connection refused[^\\n]*\\.$`));
    if (command[0] === 'quest-check') expect(stderr).toContain('guildforge_webhook_unreachable');
    expect(stdout).not.toMatch(/^(pass|FAIL) /m);
  });
});

describe('trigger --list', () => {
  it('prints every event type of the contract with its summary, one a line', async () => {
    const { code, stdout } = await run(['trigger', '--list']);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual(contract.events.map((event) => event.type));
    expect(lines).toHaveLength(27);
    expect(lines[0]).toMatch(/^quest\.published\s+A quest was published$/);
  });
});

describe('deliveries from the contract', () => {
  it.each(contract.events.map((event) => [event.type, event] as const))('%s has an example to send, made new', (type, event) => {
    const now = new Date('2030-01-02T03:04:05Z');
    const delivery = newDelivery(event, now);
    const body = JSON.parse(delivery.body.toString('utf8')) as Record<string, unknown>;
    const example = event.examples[0]!.value;
    expect(body.type).toBe(type);
    expect(body.createdAt).toBe('2030-01-02T03:04:05Z');
    expect(body.id).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(body.id).not.toBe(example.id);
    expect(delivery.deliveryId).toMatch(/^dlv_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(Object.keys(body)).toEqual(Object.keys(example));
    // Every header the contract lists is filled, and the signature verifies over the exact bytes.
    const headers = signedHeaders(delivery, [secret], 1893553445);
    expect(Object.keys(headers)).toEqual(['Content-Type', ...event.headers.map((header) => header.name)]);
    expect(headers['Guildforge-Signature']).toBe(`t=1893553445,v1=${signatureValue(secret, 1893553445, delivery.body)}`);
    expect(headers['Guildforge-Signature']).toMatch(new RegExp(contract.signature.pattern));
    expect(headers['Guildforge-Event-Type']).toBe(type);
    expect(headers['Guildforge-Delivery-Id']).toBe(delivery.deliveryId);
  });

  it('keeps one id one id, and the intervals between timestamps', () => {
    const example = {
      id: 'evt_01JPEEB8J1WCMM9YSKVP1QV8J6',
      createdAt: '2025-03-14T09:05:58Z',
      data: { userId: 'usr_01JH8JJ3C4ZHE3EMQHWZ4A9XMW', owner: 'usr_01JH8JJ3C4ZHE3EMQHWZ4A9XMW', other: 'usr_01JP8AMQJ2DZHV08TVKREVH2F3', deadline: '2025-03-17T12:00:00Z', title: 'qst_ in a title' },
    };
    const fresh = freshenExample(example, example.createdAt, new Date('2026-01-01T00:00:00Z')) as typeof example;
    expect(fresh.data.userId).toBe(fresh.data.owner);
    expect(fresh.data.userId).not.toBe(fresh.data.other);
    expect(fresh.data.userId.slice(0, 4)).toBe('usr_');
    expect(fresh.createdAt).toBe('2026-01-01T00:00:00Z');
    expect(Date.parse(fresh.data.deadline) - Date.parse(fresh.createdAt)).toBe(Date.parse(example.data.deadline) - Date.parse(example.createdAt));
    expect(fresh.data.title).toBe('qst_ in a title');
  });

  it('signs with each secret in the order given, as during a rotation', () => {
    const header = signatureHeader(1700000000, '{}', ['new', 'old']);
    expect(header).toBe(`t=1700000000,v1=${signatureValue('new', 1700000000, '{}')},v1=${signatureValue('old', 1700000000, '{}')}`);
    expect(header).toMatch(new RegExp(contract.signature.pattern));
  });
});

describe('how a quest check reads an answer', () => {
  const answer = (status: number, body: string): Outcome => ({ kind: 'response', status, statusText: '', ms: 12, body: Buffer.from(body), overLimit: false });

  it.each<[string, Outcome, string | true]>([
    ['completed', answer(200, '{"completed":true}'), true],
    ['completed, unknown properties ignored', answer(200, '{"completed":true,"note":"x"}'), true],
    ['not completed', answer(200, '{"completed":false,"reason":"3,200 of 5,000 points"}'), 'guildforge_webhook_not_completed'],
    ['no answer in time', { kind: 'timeout', ms: 10000 }, 'guildforge_webhook_timeout'],
    ['connection failed', { kind: 'unreachable', ms: 1, reason: 'connection refused' }, 'guildforge_webhook_unreachable'],
    ['a 500', answer(500, 'oops'), 'guildforge_webhook_http_error'],
    ['a 201', answer(201, '{"completed":true}'), 'guildforge_webhook_http_error'],
    ['a redirect', answer(302, ''), 'guildforge_webhook_http_error'],
    ['not JSON', answer(200, 'OK'), 'guildforge_webhook_invalid_response'],
    ['completed missing', answer(200, '{"done":true}'), 'guildforge_webhook_invalid_response'],
    ['completed a string', answer(200, '{"completed":"yes"}'), 'guildforge_webhook_invalid_response'],
    ['reason over 200 characters', answer(200, JSON.stringify({ completed: false, reason: 'x'.repeat(201) })), 'guildforge_webhook_invalid_response'],
    ['progress without target', answer(200, '{"completed":false,"progress":{"current":1}}'), 'guildforge_webhook_invalid_response'],
    ['over the size limit', { ...(answer(200, '{"completed":true}') as Extract<Outcome, { kind: 'response' }>), overLimit: true }, 'guildforge_webhook_invalid_response'],
  ])('%s', (_name, outcome, expected) => {
    const verdict = questVerdict(outcome, 10_000);
    if (expected === true) expect(verdict.completed).toBe(true);
    else expect(verdict).toMatchObject({ completed: false, code: expected });
  });

  it('reads every failure code the contract lists for the call', () => {
    expect(contract.questCheck.failures.map((failure) => failure.code).sort()).toEqual(
      ['guildforge_webhook_http_error', 'guildforge_webhook_invalid_response', 'guildforge_webhook_not_completed', 'guildforge_webhook_timeout', 'guildforge_webhook_unreachable'],
    );
  });

  it('sends the contract example as a new first check of the given user', () => {
    const now = new Date('2030-06-03T19:02:11Z');
    const request = questRequest('usr_01JZNA8C158N3BKBF17QC262BY', undefined, now);
    const example = contract.questCheck.requestExample;
    expect(request).toMatchObject({ userId: 'usr_01JZNA8C158N3BKBF17QC262BY', attempt: 1, sentAt: '2030-06-03T19:02:11Z', metadata: example.metadata, linkedAccounts: example.linkedAccounts });
    expect(request.questId).not.toBe(example.questId);
    expect(Date.parse(String(request.sentAt)) - Date.parse(String(request.startedAt))).toBe(Date.parse(String(example.sentAt)) - Date.parse(String(example.startedAt)));
  });
});

describe('README.md', () => {
  const readme = readFileSync(path.join(import.meta.dirname, '../README.md'), 'utf8');

  it('states the limits and codes the package was built with', () => {
    expect(readme).toContain(`the ${contract.events.length} event types`);
    expect(readme).toContain(`its ${contract.signature.toleranceSeconds}-second tolerance`);
    expect(readme).toContain(`the ${contract.delivery.timeoutSeconds}-second timeout`);
    expect(readme).toContain(`None within ${contract.questCheck.timeoutSeconds} s`);
    expect(readme).toContain(`over ${contract.questCheck.maxResponseBytes / 1024} KiB`);
    expect(readme).toContain(`the first ${contract.delivery.responseExcerptBytes.toLocaleString('en')} bytes`);
    expect(readme).toContain(`\`t\` ${contract.signature.toleranceSeconds + 60} s old`);
    for (const failure of contract.questCheck.failures) expect(readme).toContain(`| \`${failure.code}\``);
    expect(readme).toContain(`is sent again once, ${contract.questCheck.retry.afterSeconds} s later`);
  });
});
