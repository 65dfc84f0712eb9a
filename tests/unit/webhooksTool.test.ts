/**
 * `guildforge-webhooks` (packages/webhooks) against endpoints on loopback, and its facts against
 * the contract.
 *
 * The webhook endpoints wrap the signature examples of /docs/api/webhooks, unchanged, in tiny
 * HTTP servers: Node.js in this process (tests/unit/webhookReceivers/nodeReceivers.ts), Python and
 * Go as child processes (receiver.py, receiver.go; the Go one is built once). `check` must pass
 * every case against each of them, and fail the tampered and stale cases against an endpoint that
 * skips verification. `quest-check` runs against a correct quest endpoint and against wrong ones:
 * a wrong shape, a slow answer (with a short --timeout) and a 500.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../packages/webhooks/src/cli';
import { contract } from '../../packages/webhooks/src/generated/contract';
import { findEvent, newDelivery } from '../../packages/webhooks/src/delivery';
import { questRequest } from '../../packages/webhooks/src/questCheck';
import { signatureValue } from '../../packages/webhooks/src/signature';
import { findQuestType } from '../../src/data/quests';
import { compileInDocument, createAjv, openapi, resolveRef, type Json } from './openapiDocument';
import { questEndpoint, trustingEndpoint, verifyingEndpoint, type Endpoint } from './webhookReceivers/nodeReceivers';

const root = path.join(import.meta.dirname, '../..');
const receivers = path.join(import.meta.dirname, 'webhookReceivers');
const secret = 'whsec_Vq3TzL8mXe1Rk6Nw0Yb5Hd9Pc2Ga7Uf4';
const oldSecret = 'whsec_cmJGh1Ady99VUmi2DVs95GGWsrzFDe7K';

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** The case lines of a report, by name: `pass` or `FAIL`. */
function verdicts(stdout: string): Map<string, 'pass' | 'FAIL'> {
  const lines = stdout.split('\n').filter((line) => /^(pass|FAIL) {2}/.test(line));
  return new Map(lines.map((line) => [line.slice(6, line.indexOf(': ')), line.slice(0, 4) as 'pass' | 'FAIL']));
}

const webhooks = openapi.webhooks as Record<string, { post: Json }>;

describe('the facts the tool sends are the contract\'s', () => {
  const eventTypes = (resolveRef<Json>((openapi.components as Json).schemas as Json) as Record<string, Json>).EventType!.enum as string[];
  const ajv = createAjv();

  it('has every event type of the contract, each with an example', () => {
    expect(eventTypes).toHaveLength(27);
    expect(contract.events.map((event) => event.type)).toEqual(eventTypes);
  });

  it.each(eventTypes)('%s: the delivery the command sends is valid against the event\'s schema', (type) => {
    const body = (webhooks[type]!.post.requestBody as Json).content as Record<string, Json>;
    const validate = compileInDocument(ajv, body['application/json']!.schema as Json);
    const delivery = newDelivery(findEvent(type));
    const sent = JSON.parse(delivery.body.toString('utf8'));
    expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
    // Every header the contract declares for the event, by name.
    const declared = ((webhooks[type]!.post.parameters ?? []) as Json[]).map((parameter) => resolveRef<Json>(parameter)).filter((parameter) => parameter.in === 'header');
    expect(findEvent(type).headers.map((header) => header.name)).toEqual(declared.map((parameter) => parameter.name));
  });

  it('sends the quest check request the contract describes, signed as the quest-type page shows', () => {
    const check = Object.values(webhooks).find((entry) => entry.post.operationId === 'questWebhookCheck')!.post;
    const schema = ((check.requestBody as Json).content as Record<string, Json>)['application/json']!.schema as Json;
    const validate = compileInDocument(ajv, schema);
    const request = questRequest(undefined, undefined, new Date());
    expect(validate(request), JSON.stringify(validate.errors)).toBe(true);
    // The worked example in the guildforge.webhook notes: its v1 is what the tool computes for that key, t and body.
    const note = findQuestType('guildforge.webhook').notes.find((text) => text.startsWith('Request:'))!;
    const [, t, v1] = /Guildforge-Signature: t=([0-9]+),v1=([0-9a-f]{64})/.exec(note)!;
    const body = /the [0-9]+-byte body `([^`]+)`/.exec(note)![1]!;
    const key = String((findQuestType('guildforge.webhook').exampleQuest.config as { signingSecret: string }).signingSecret);
    expect(signatureValue(key, t!, body)).toBe(v1);
  });

  it('reads its limits where the contract\'s prose states them too', () => {
    const components = openapi.components as Json;
    const prose = (node: Json) => String(node.description).replace(/\s+/g, ' ');
    const signature = (components.parameters as Record<string, Json>).GuildforgeSignature!;
    expect(prose(signature)).toContain(`more than ${contract.signature.toleranceSeconds} seconds from your clock`);
    const acknowledged = (components.responses as Record<string, Json>).WebhookAcknowledged!;
    expect(prose(acknowledged)).toContain(`within ${contract.delivery.timeoutSeconds} seconds`);
    const check = webhooks[contract.questCheck.name]!.post;
    expect(prose(check)).toContain(`within ${contract.questCheck.timeoutSeconds} seconds`);
    const { retry } = contract.questCheck;
    expect(prose(check)).toContain(`Connection failures and ${retry.statuses.slice(0, -1).map((status) => `\`${status}\``).join(', ')} or \`${retry.statuses.at(-1)}\` answers are retried once, ${retry.afterSeconds} seconds later`);
    expect(retry.connectionFailures).toBe(true);
    const response = (components.schemas as Record<string, Json>).QuestWebhookResponse!;
    expect(prose(response)).toContain(`must not exceed ${contract.questCheck.maxResponseBytes / 1024} KiB`);
  });

  it('reports the failure codes the contract lists for the quest check, with the catalogue\'s titles', () => {
    const listed = [...String(webhooks[contract.questCheck.name]!.post.description).matchAll(/^- `([a-z_]+)`/gm)].map((match) => match[1]);
    expect(contract.questCheck.failures.map((failure) => failure.code)).toEqual(listed);
    expect(contract.questCheck.failures.find((failure) => failure.code === 'guildforge_webhook_timeout')).toMatchObject({ status: 504, title: 'Quest webhook timed out' });
  });

  it('matches the header table of /docs/api/webhooks', () => {
    const page = readFileSync(path.join(root, 'docs/api-guides/webhooks.mdx'), 'utf8');
    const table = page.slice(page.indexOf('| Header | Value |'), page.indexOf('\n\n', page.indexOf('| Header | Value |')));
    const names = [...table.matchAll(/^\| `([A-Za-z-]+)` \|/gm)].map((match) => match[1]);
    expect(names).toEqual(['Content-Type', ...contract.events[0]!.headers.map((header) => header.name)]);
  });
});

/** A receiver child process: prints "listening <port>" once it accepts connections. */
function startReceiver(command: string, args: string[]): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${command} exited ${code} before listening: ${stderr}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const port = /^listening ([0-9]+)$/.exec(line)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}/webhooks/guildforge`, child });
      else reject(new Error(`unexpected first line from ${command}: ${line}`));
    });
  });
}

const scratch = mkdtempSync(path.join(tmpdir(), 'gf-webhook-receivers-'));
const children: ChildProcess[] = [];
const closers: Endpoint[] = [];
let goReceiver: Promise<string>;

/** Builds receiver.go with the Go example as its package, once for every test that needs it. */
async function buildGoReceiver(): Promise<string> {
  const work = path.join(scratch, 'go');
  mkdirSync(path.join(work, 'webhooks'), { recursive: true });
  cpSync(path.join(root, 'examples/webhooks/verify_signature.go'), path.join(work, 'webhooks/verify_signature.go'));
  cpSync(path.join(receivers, 'receiver.go'), path.join(work, 'main.go'));
  writeFileSync(path.join(work, 'go.mod'), 'module guildforge.test/receiver\n\ngo 1.19\n');
  const env = { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local', GOPROXY: 'off', GOWORK: 'off' };
  await promisify(execFile)('go', ['build', '-o', path.join(work, 'receiver'), '.'], { cwd: work, env });
  return path.join(work, 'receiver');
}

beforeAll(() => {
  // Started now, awaited by the tests that need it: the build runs while the others do.
  goReceiver = buildGoReceiver();
  goReceiver.catch(() => {});
});

afterAll(async () => {
  for (const child of children) child.kill();
  await Promise.all(closers.map((endpoint) => endpoint.close()));
  await goReceiver.catch(() => {});
  rmSync(scratch, { recursive: true, force: true });
});

async function started<T extends Endpoint>(endpoint: Promise<T>): Promise<T> {
  const ready = await endpoint;
  closers.push(ready);
  return ready;
}

async function child(command: string, args: string[]): Promise<string> {
  const receiver = await startReceiver(command, args);
  children.push(receiver.child);
  return receiver.url;
}

const everyCase = (stdout: string) => [...verdicts(stdout).values()];

describe('check against the signature examples, each in a tiny endpoint', () => {
  const endpoints: [string, () => Promise<string>][] = [
    ['Node.js (examples/webhooks/verifySignature.ts)', async () => (await started(verifyingEndpoint([secret]))).url],
    ['Python (examples/webhooks/verify_signature.py)', () => child('python3', [path.join(receivers, 'receiver.py'), secret])],
    ['Go (examples/webhooks/verify_signature.go)', async () => child(await goReceiver, [secret])],
  ];

  it.each(endpoints)('%s passes every case', { timeout: 120_000 }, async (_name, start) => {
    const url = await start();
    const { code, stdout, stderr } = await run(['check', '--url', url, '--secret', secret]);
    expect(stderr).toBe('');
    const cases = verdicts(stdout);
    expect(everyCase(stdout).filter((verdict) => verdict === 'FAIL'), stdout).toEqual([]);
    expect(code).toBe(0);
    // Every event type, then the signature, rotation and redelivery cases.
    for (const event of contract.events) expect(cases.get(event.type)).toBe('pass');
    expect(cases.size).toBe(contract.events.length + 11);
    expect(stdout).toMatch(/^pass {2}redelivery of quest\.published .*: accepted: 200 .*"duplicate": ?true.*The endpoint must treat it as a duplicate/m);
    expect(stdout).toMatch(/\n38 passed, 0 failed\n$/);
  });

  it('Python with both secrets of a rotation passes, also for a delivery signed with the old one only', async () => {
    const url = await child('python3', [path.join(receivers, 'receiver.py'), secret, oldSecret]);
    const { code, stdout } = await run(['check', '--url', url, '--secret', secret, '--secret', oldSecret]);
    expect(code, stdout).toBe(0);
    expect(verdicts(stdout).get('rotation (signed only with --secret number 2)')).toBe('pass');
    expect(verdicts(stdout).get('user_quest.claimed signed with 2 secrets')).toBe('pass');
  });
});

describe('/docs/api/webhooks', () => {
  it('shows commands that run as written against an endpoint that verifies', async () => {
    const page = readFileSync(path.join(root, 'docs/api-guides/webhooks.mdx'), 'utf8');
    const section = page.slice(page.indexOf('## Test your endpoint'), page.indexOf('## Responding, retries and ordering'));
    const block = /```bash\n([\s\S]*?)```/.exec(section)![1]!;
    const commands = block.split('\n').filter((line) => line.startsWith('npx guildforge-webhooks '));
    expect(commands.map((line) => line.split(' ')[2])).toEqual(['trigger', 'trigger', 'check']);
    const endpoint = await started(verifyingEndpoint([secret]));
    for (const command of commands) {
      const argv = [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]!).slice(2);
      const url = argv.indexOf('--url');
      if (url >= 0) argv[url + 1] = endpoint.url;
      const key = argv.indexOf('--secret');
      if (key >= 0) {
        expect(argv[key + 1]).toBe('$GUILDFORGE_WEBHOOK_SECRET');
        argv[key + 1] = secret;
      }
      const { code, stdout } = await run(argv);
      expect(code, `${command}\n${stdout}`).toBe(0);
    }
  });
});

describe('check against an endpoint that answers one event type too late', () => {
  it('fails that event type with the time it waited, and only that one', async () => {
    const endpoint = await started(verifyingEndpoint([secret], { eventType: 'user_reward.granted', ms: 1500 }));
    const { code, stdout } = await run(['check', '--url', endpoint.url, '--secret', secret, '--timeout', '0.3']);
    expect(code).toBe(1);
    expect([...verdicts(stdout)].filter(([, verdict]) => verdict === 'FAIL').map(([name]) => name)).toEqual(['user_reward.granted']);
    expect(stdout).toMatch(/^FAIL {2}user_reward\.granted: not accepted \(no answer within 0\.3 s\); Guildforge would count the attempt as failed and retry the delivery$/m);
  });
});

describe('check against an endpoint that skips verification', () => {
  it('fails the tampered, wrongly signed, stale and malformed cases, and exits 1', async () => {
    const endpoint = await started(trustingEndpoint());
    const { code, stdout } = await run(['check', '--url', endpoint.url, '--secret', secret]);
    expect(code).toBe(1);
    const failed = [...verdicts(stdout)].filter(([, verdict]) => verdict === 'FAIL').map(([name]) => name);
    expect(failed).toEqual([
      'tampered body (event id changed after signing)',
      'wrong signature (signed with a secret the endpoint does not hold)',
      'stale timestamp (t 360 s old, correctly signed)',
      'timestamp ahead of the clock (t 360 s in the future, correctly signed)',
      'no Guildforge-Signature header',
      'malformed header (no v1 element)',
      'malformed header (t is not unix seconds; v1 signed over it)',
      'malformed header (v1 is not 64 lower-case hex characters)',
    ]);
    expect(stdout).toMatch(/^FAIL {2}stale timestamp .*: accepted \(200 in [0-9]+ ms.*\); the endpoint must refuse it with 400 or 401/m);
    expect(stdout).toMatch(/\n30 passed, 8 failed\n$/);
  });
});

describe('trigger', () => {
  it('sends the contract example with fresh ids, the documented headers and two signatures when given two secrets', async () => {
    const endpoint = await started(verifyingEndpoint([oldSecret]));
    const { code, stdout } = await run(['trigger', 'user_reward.granted', '--url', endpoint.url, '--secret', secret, '--secret', oldSecret]);
    expect(code, stdout).toBe(0);
    const [received] = endpoint.requests;
    const body = JSON.parse(received!.body.toString('utf8'));
    expect(body.type).toBe('user_reward.granted');
    expect(received!.headers['guildforge-event-type']).toBe('user_reward.granted');
    expect(received!.headers['guildforge-delivery-id']).toMatch(/^dlv_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(received!.headers['content-type']).toBe('application/json');
    expect(String(received!.headers['guildforge-signature'])).toMatch(/^t=[0-9]+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    // What it prints: the status, the time and the answer's body.
    expect(stdout).toMatch(new RegExp(`\\n200 OK in [0-9]+ ms\\n\\{"received":"${body.id}","duplicate":false\\}\\nAcknowledged`));
  });

  it('exits 1 and says the delivery would be retried when the endpoint refuses it', async () => {
    const endpoint = await started(verifyingEndpoint([oldSecret]));
    const { code, stdout } = await run(['trigger', 'user.deleted', '--url', endpoint.url, '--secret', secret]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/\n401 Unauthorized in [0-9]+ ms\n\{"error":"no_matching_signature"\}\nNot a 2xx: Guildforge counts this attempt as failed and retries the delivery\.\n$/);
  });

  it('runs as the installed bin and exits 2 on bad input', async () => {
    const bin = path.join(root, 'packages/webhooks/dist/bin.js');
    const result = await promisify(execFile)(process.execPath, [bin, 'trigger', 'quest.exploded', '--url', 'http://127.0.0.1:9/', '--secret', secret]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Unknown event type "quest.exploded"; `guildforge-webhooks trigger --list` prints the 27 event types of the contract.\n');
  });

  it('stops quietly when its output is piped into a reader that closes early (head)', async () => {
    const bin = path.join(root, 'packages/webhooks/dist/bin.js');
    const { stdout, stderr } = await promisify(execFile)('sh', ['-c', `"${process.execPath}" "${bin}" trigger --list | head -n 1`]);
    expect(stdout).toMatch(/^quest\.published +A quest was published\n$/);
    expect(stderr).toBe('');
  });
});

describe('quest-check', () => {
  const done = 'usr_01JZNA8C158N3BKBF17QC262BY';
  const notDone = 'usr_01JP92QJJRFHT383S9QTD8MQFZ';
  const key = 'kq9Tz2pL7xV4mN8rB3wY6cF1hJ5sD0gA';
  const users = ['--completed-user', done, '--incomplete-user', notDone];

  it('passes a correct endpoint: completed, not completed with its reason, and the same answer to a retry', async () => {
    const endpoint = await started(questEndpoint('correct', key, [done]));
    const { code, stdout } = await run(['quest-check', '--url', endpoint.url, '--secret', key, ...users]);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(new RegExp(`^pass {2}completed case \\(userId ${done}, attempt 1\\): 200 in [0-9]+ ms, body \\{"completed":true\\}; the user quest becomes completed$`, 'm'));
    expect(stdout).toMatch(/^pass {2}incomplete case .*the user sees "Best Forest 07 run: 3,200 points\. 5,000 needed\."; the quest records guildforge_webhook_not_completed \(Quest webhook reports the quest as not completed\)$/m);
    expect(stdout).toMatch(/^pass {2}retry of the completed case \(same userQuestId uqs_[0-9A-Z]{26} and attempt 1\)/m);
    expect(stdout).toMatch(/\n3 passed, 0 failed\n$/);
    // Both checks were signed with the quest's key and carried the contract's request shape.
    expect(endpoint.requests).toHaveLength(3);
    expect(JSON.parse(endpoint.requests[0]!.body.toString('utf8'))).toMatchObject({ userId: done, attempt: 1 });
  });

  it('sends a check again after a 503, as Guildforge does, and reads the second answer', async () => {
    const endpoint = await started(questEndpoint('busy once', key, [done]));
    const { code, stdout } = await run(['quest-check', '--url', endpoint.url, '--secret', key, ...users]);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(new RegExp(`^pass {2}completed case .*: 503 in [0-9]+ ms; sent again ${contract.questCheck.retry.afterSeconds} s later: 200 in [0-9]+ ms, body \\{"completed":true\\}; the user quest becomes completed$`, 'm'));
    // The same body both times, each signed when it was sent.
    expect(endpoint.requests[1]!.body.equals(endpoint.requests[0]!.body)).toBe(true);
    expect(endpoint.requests).toHaveLength(4);
  });

  it('reports guildforge_webhook_not_completed when the endpoint does not find the completed user done', async () => {
    const endpoint = await started(questEndpoint('correct', key, []));
    const { code, stdout } = await run(['quest-check', '--url', endpoint.url, '--secret', key, ...users]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^FAIL {2}completed case .*; the quest records guildforge_webhook_not_completed .*; this user should complete the quest$/m);
  });

  it('runs as the guildforge.webhook quest-type page shows it', async () => {
    const { command } = findQuestType('guildforge.webhook').endpointTest!;
    // The page's shell command as argv: words, '…' and "…" (the secret is an environment variable).
    const words = [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
    expect(words.slice(0, 3)).toEqual(['npx', 'guildforge-webhooks', 'quest-check']);
    const argv = words.slice(2);
    const completedUser = argv[argv.indexOf('--completed-user') + 1]!;
    const endpoint = await started(questEndpoint('correct', key, [completedUser]));
    argv[argv.indexOf('--url') + 1] = endpoint.url;
    expect(argv[argv.indexOf('--secret') + 1]).toBe('$QUEST_SIGNING_SECRET');
    argv[argv.indexOf('--secret') + 1] = key;
    const { code, stdout } = await run(argv);
    expect(code, stdout).toBe(0);
    // The metadata the page passes is the example quest's.
    const example = findQuestType('guildforge.webhook').exampleQuest.config as { metadata: unknown };
    expect(JSON.parse(endpoint.requests[0]!.body.toString('utf8')).metadata).toEqual(example.metadata);
  });

  it.each([
    ['a wrong shape', 'wrong shape' as const, [], 'guildforge_webhook_invalid_response', /not a QuestWebhookResponse: the body must have required property 'completed'/],
    ['a slow answer', 'slow' as const, ['--timeout', '0.3'], 'guildforge_webhook_timeout', /no answer within 0\.3 s/],
    ['a 500', 'status 500' as const, [], 'guildforge_webhook_http_error', /500 in [0-9]+ ms, body \{"error":"database unavailable"\}: the status must be 200/],
  ])('fails %s on every case, with the code the quest records', async (_name, kind, extra, code, detail) => {
    const endpoint = await started(questEndpoint(kind, key, [done], 1500));
    const result = await run(['quest-check', '--url', endpoint.url, '--secret', key, ...users, ...extra]);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n').filter((line) => /^(pass|FAIL) /.test(line));
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/^FAIL /);
      expect(line).toContain(`the quest records ${code} (${contract.questCheck.failures.find((failure) => failure.code === code)!.title})`);
      expect(line).toMatch(detail);
    }
  });
});
