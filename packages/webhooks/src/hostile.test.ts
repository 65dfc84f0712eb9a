/**
 * Hostile endpoints and arguments for guildforge-webhooks (issue 45, items 22-24): credentials in
 * the URL never printed, timeouts no timer can keep refused, and an endpoint that answers
 * something other than HTTP, or closes in the middle of its answer, fails the case it answered
 * (reached, not "could not reach") while the run goes on.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './cli.js';
import { contract } from './generated/contract.js';

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

const secret = 'whsec_Vq3TzL8mXe1Rk6Nw0Yb5Hd9Pc2Ga7Uf4';
const password = 'hunter2-Secret-Passw0rd';

async function listen<T extends HttpServer | TcpServer>(server: T): Promise<{ server: T; port: number }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

let ok: { server: HttpServer; port: number };
let notHttp: { server: TcpServer; port: number };
let cutOff: { server: HttpServer; port: number };
const sockets = new Set<Socket>();

beforeAll(async () => {
  // Acknowledges everything: enough to see what trigger prints.
  ok = await listen(createHttpServer((request, response) => request.resume().on('end', () => response.writeHead(200).end('{"ok":true}'))));
  // Speaks another protocol: a greeting line, then it hangs up.
  notHttp = await listen(
    createTcpServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.end('SSH-2.0-OpenSSH_9.6\r\n');
    }),
  );
  // Promises 100 bytes of body, sends 10, then closes.
  cutOff = await listen(
    createHttpServer((request, response) => {
      request.resume().on('end', () => {
        response.writeHead(200, { 'Content-Length': '100' });
        response.write('{"ok":tru');
        setTimeout(() => response.socket?.destroy(), 20);
      });
    }),
  );
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const { server } of [ok, notHttp, cutOff]) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('credentials in --url are never printed', () => {
  it('trigger shows the URL without them, and still sends', async () => {
    const { code, stdout, stderr } = await run(['trigger', 'user.created', '--url', `http://alice:${password}@127.0.0.1:${ok.port}/hook`, '--secret', secret]);
    expect(code).toBe(0);
    expect(stdout).toContain(`POST http://***@127.0.0.1:${ok.port}/hook`);
    expect(stdout + stderr).not.toContain(password);
    expect(stdout + stderr).not.toContain('alice');
  });

  it.each([
    ['an endpoint that cannot be reached', ['check', '--url', `http://alice:${password}@127.0.0.1:9/hook`, '--secret', secret]],
    ['a URL with another scheme', ['check', '--url', `ftp://alice:${password}@127.0.0.1/hook`, '--secret', secret]],
    ['a URL that does not parse', ['check', '--url', `http://alice:${password}@[::1/hook`, '--secret', secret]],
  ])('nor in the error for %s', async (_name, argv) => {
    const { code, stdout, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(/\*\*\*/);
    expect(stdout + stderr).not.toContain(password);
  });

  it('check and quest-check print the URL without them', async () => {
    for (const command of ['check', 'quest-check']) {
      const { stdout, stderr } = await run([command, '--url', `https://bob:${password}@127.0.0.1:${ok.port}/hook`, '--secret', secret, '--timeout', '2']);
      expect(stdout + stderr).not.toContain(password);
    }
  });
});

describe('--timeout bounds', () => {
  it.each(['1e-9', '0.0005', '0', '-1'])('refuses %s s, below 1 ms, instead of timing out every answer', async (timeout) => {
    const { code, stderr } = await run(['trigger', 'user.created', '--url', `http://127.0.0.1:${ok.port}/hook`, '--secret', secret, `--timeout=${timeout}`]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/must be a number of seconds of at least 0\.001 \(1 ms\)/);
  });

  it(`refuses more than the contract's ${contract.delivery.timeoutSeconds} s, and takes 1 ms`, async () => {
    const over = await run(['trigger', 'user.created', '--url', `http://127.0.0.1:${ok.port}/hook`, '--secret', secret, '--timeout', String(contract.delivery.timeoutSeconds + 0.5)]);
    expect(over.code).toBe(2);
    expect(over.stderr).toContain(`Guildforge waits no longer than ${contract.delivery.timeoutSeconds} s`);
    const least = await run(['trigger', 'user.created', '--url', `http://127.0.0.1:${ok.port}/hook`, '--secret', secret, '--timeout', '0.001']);
    expect(least.stderr).toBe('');
    expect([0, 1]).toContain(least.code);
  });
});

describe('an endpoint that does not answer in HTTP', () => {
  it('trigger says so and exits 1: the endpoint was reached', async () => {
    const { code, stdout, stderr } = await run(['trigger', 'user.created', '--url', `http://127.0.0.1:${notHttp.port}/hook`, '--secret', secret]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout).toContain('the endpoint answered something that is not HTTP');
    expect(stdout).not.toContain('Could not reach');
  });

  it('check fails each case it answered that way and runs every case', async () => {
    const { code, stdout, stderr } = await run(['check', '--url', `http://127.0.0.1:${notHttp.port}/hook`, '--secret', secret, '--timeout', '2']);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const cases = stdout.split('\n').filter((line) => /^(pass|FAIL) /.test(line));
    expect(cases.length).toBeGreaterThan(contract.events.length);
    expect(cases.every((line) => line.startsWith('FAIL') && line.includes('not HTTP'))).toBe(true);
  });

  it('a body cut off in the middle is said to be cut off, not unreachable', async () => {
    const { code, stdout, stderr } = await run(['trigger', 'user.created', '--url', `http://127.0.0.1:${cutOff.port}/hook`, '--secret', secret]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout).toContain('the endpoint closed the connection in the middle of its answer (200 with 9 bytes of the body, then nothing)');
    const checked = await run(['check', '--url', `http://127.0.0.1:${cutOff.port}/hook`, '--secret', secret, '--timeout', '2']);
    expect(checked.stderr).toBe('');
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/^FAIL {2}\S+: not accepted \(the endpoint closed the connection in the middle of its answer/m);
  });

  it('quest-check records guildforge_webhook_invalid_response for it', async () => {
    const { code, stdout, stderr } = await run(['quest-check', '--url', `http://127.0.0.1:${notHttp.port}/hook`, '--secret', secret, '--timeout', '2']);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout).toContain('the endpoint answered something that is not HTTP (HPE_');
    expect(stdout).toContain('guildforge_webhook_invalid_response');
  });
});
