/**
 * Every request sample of the API operation pages runs (src/api/requestSamples.ts writes them to
 * static/api-samples/ in `npm run generate`).
 *
 * A local server answers as the API would, with the in-browser sandbox's own checks
 * (src/api/sandbox/sandbox.ts: route, method, credentials, path, query and header parameters,
 * body against the contract) and refuses query parameters the operation does not have. Each
 * language's samples run in one process of its runtime, one after another, with the
 * placeholders filled in the way a reader would: the sandbox's credentials, a new UUID per
 * Idempotency-Key, the documented example of each path parameter, and the server's address in
 * place of https://api.guildforge.io (and, for Ruby's Net::HTTP, plain HTTP instead of TLS).
 * Each sample must send exactly one request, and it must be accepted (2xx).
 *
 * Java (Unirest) and PowerShell have no runtime or library on our machines: their samples are
 * read (PowerShell parsed by tree-sitter-powershell) and the request they describe is sent to the
 * same checks. A missing runtime fails its language: .ci/run installs them from Debian packages.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS_DIR } from '@site/src/api/operationData';
import { documentedValue, type ExplorerParameter } from '@site/src/api/explorer/defaultRequest';
import { API_SAMPLES_DIR, IDEMPOTENCY_PLACEHOLDER, PRODUCTION_BASE_URL, responseExamples, sampleFileName, sampleRequest, type SampleOperation } from '@site/src/api/requestSamples';
import { MOCK_SERVER_PATH } from '@site/src/config/site';
import { createRouter, type SandboxContract } from '@site/src/api/sandbox/contract';
import { MOCK_API_KEY, MOCK_USER_TOKEN } from '@site/src/api/sandbox/credentials';
import { createSandbox, type Sandbox } from '@site/src/api/sandbox/sandbox';
import { emptyState, memoryStore } from '@site/src/api/sandbox/state';
import validators from '@site/src/data/generated/sandboxValidators.mjs';
import { codeSampleLanguages, type CodeSampleLanguage } from '@site/src/config/codeSampleLanguages';

const root = path.join(import.meta.dirname, '../..');
const runners = path.join(import.meta.dirname, 'requestSamples');
const contract = JSON.parse(readFileSync(path.join(root, 'src/data/generated/sandboxContract.json'), 'utf8')) as SandboxContract;
const router = createRouter(contract);

/** The operations with samples, from the explorer's data files (the same items the pages are written from). */
const operations: (SampleOperation & { operationId: string })[] = readdirSync(path.join(root, API_OPERATIONS_DIR))
  .map((file) => JSON.parse(readFileSync(path.join(root, API_OPERATIONS_DIR, file), 'utf8')) as SampleOperation)
  .filter((operation): operation is SampleOperation & { operationId: string } => existsSync(path.join(root, API_SAMPLES_DIR, String(operation.operationId))))
  .sort((a, b) => a.operationId.localeCompare(b.operationId));

const language = (key: string): CodeSampleLanguage => codeSampleLanguages.find((candidate) => candidate.language === key)!;
const sampleText = (operationId: string, key: string) => readFileSync(path.join(root, API_SAMPLES_DIR, operationId, sampleFileName(language(key))), 'utf8');

/** One request the server saw, with the sandbox's answer. */
interface Seen {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly problem?: string;
}

/**
 * The sandbox behind a local HTTP server. A sample's base URL is `/s/<sample>/v1`, so each
 * request is filed under the sample that sent it; each starts from the sandbox's initial state.
 */
class ContractServer {
  readonly seen = new Map<string, Seen[]>();
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, headers, body }) => {
        response.writeHead(status, headers);
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  baseUrl(sample: string): string {
    return `http://127.0.0.1:${this.port}/s/${sample}/v1`;
  }

  /** One sandbox per language: its samples run one at a time, each from the initial state. */
  private readonly sandboxes = new Map<string, Sandbox>();

  /** What the sandbox (or the unknown-query check) says of one request. */
  async check(request: Request, runner = 'read'): Promise<{ status: number; problem?: string; response: Response }> {
    const url = new URL(request.url);
    let sandbox = this.sandboxes.get(runner);
    if (!sandbox) this.sandboxes.set(runner, (sandbox = createSandbox(contract, validators, memoryStore(), '/v1')));
    sandbox.store.write(emptyState());
    const path = url.pathname.slice('/v1'.length);
    const operation = router.match(request.method, path)?.operation;
    const known = new Set(operation?.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
    const unknown = [...url.searchParams.keys()].filter((name) => !known.has(name));
    if (operation && unknown.length) {
      return { status: 400, problem: `query parameters the contract does not have: ${unknown.join(', ')}`, response: new Response(null, { status: 400 }) };
    }
    const response = await sandbox.handle(request);
    const problem = response.status >= 300 ? await response.clone().text() : undefined;
    return { status: response.status, problem, response };
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const match = /^\/s\/([^/]+)(\/v1\/.*)$/.exec(request.url ?? '');
    if (!match) return { status: 404, headers: {}, body: 'not a sample URL' };
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const method = request.method ?? 'GET';
    const body = chunks.length && !['GET', 'HEAD'].includes(method) ? Buffer.concat(chunks) : undefined;
    const runner = match[1].slice(0, match[1].indexOf('_'));
    const { status, problem, response } = await this.check(new Request(`http://127.0.0.1${match[2]}`, { method, headers, body }), runner);
    const list = this.seen.get(match[1]) ?? [];
    list.push({ method, url: match[2], status, problem });
    this.seen.set(match[1], list);
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** The sample as a reader fills it in (see the module comment). */
function filledIn(text: string, operation: SampleOperation, baseUrl: string): string {
  let filled = text.split(PRODUCTION_BASE_URL).join(baseUrl);
  filled = filled.split('<USER_TOKEN>').join(MOCK_USER_TOKEN).split('<PROJECT_API_KEY>').join(MOCK_API_KEY);
  filled = filled.split('<IDEMPOTENCY_KEY>').join(randomUUID());
  for (const parameter of (operation.parameters ?? []) as ExplorerParameter[]) {
    if (parameter.in !== 'path') continue;
    const value = documentedValue(parameter);
    if (value === undefined) throw new Error(`${operation.operationId}: path parameter ${parameter.name} has no documented example to fill in`);
    filled = filled.split(`<${parameter.name}>`).join(encodeURIComponent(String(value)));
  }
  // `<userQuestId>`, `<USER_TOKEN>`; not Java's `HttpResponse<String>`.
  const left = filled.match(/<(?:[a-z][A-Za-z0-9]*|[A-Z][A-Z0-9_]*)>/g);
  if (left) throw new Error(`${operation.operationId}: placeholders the test cannot fill: ${left.join(', ')}`);
  return filled;
}

interface Run {
  readonly command: string;
  readonly args: string[];
  readonly cwd?: string;
}

function execute({ command, args, cwd }: Run): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NODE_PATH: path.join(root, 'node_modules') } });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('error', (error) => resolve({ code: -1, output: `${command}: ${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

interface Runtime {
  readonly language: string;
  /** The sample's switch to TLS turned off, where the language sets it apart from the URL. */
  readonly plainHttp?: (text: string) => string;
  /** Writes the filled-in samples under `work` and returns the steps that run them all. */
  prepare(work: string, samples: readonly { id: string; text: string }[]): Run[] | Promise<Run[]>;
}

const list = (work: string, files: string[]) => {
  const file = path.join(work, 'samples.json');
  writeFileSync(file, JSON.stringify(files));
  return file;
};

const write = (work: string, samples: readonly { id: string; text: string }[], extension: string) =>
  samples.map(({ id, text }) => {
    const file = path.join(work, `${id}.${extension}`);
    writeFileSync(file, text);
    return file;
  });

/** C# samples that mcs refuses, found by compiling them all and dropping the files it names. */
const csharpRefused = new Map<string, string>();

const runtimes: Runtime[] = [
  {
    language: 'curl',
    // One shell runs them all; each sample is one curl command.
    prepare: (work, samples) => [{ command: 'bash', args: ['-c', 'for f in "$@"; do bash "$f" > /dev/null || echo "SAMPLE-ERROR $f"; done', 'curl-samples', ...write(work, samples, 'sh')] }],
  },
  { language: 'python', prepare: (work, samples) => [{ command: '/usr/bin/python3', args: [path.join(runners, 'runner.py'), list(work, write(work, samples, 'py'))] }] },
  { language: 'nodejs', prepare: (work, samples) => [{ command: process.execPath, args: [path.join(runners, 'runner.cjs'), list(work, write(work, samples, 'js'))] }] },
  {
    language: 'ruby',
    plainHttp: (text) => text.replace('https.use_ssl = true', 'https.use_ssl = false'),
    prepare: (work, samples) => [{ command: 'ruby', args: [path.join(runners, 'runner.rb'), list(work, write(work, samples, 'rb'))] }],
  },
  { language: 'php', prepare: (work, samples) => [{ command: 'php', args: [path.join(runners, 'runner.php'), list(work, write(work, samples, 'php'))] }] },
  {
    language: 'go',
    prepare: (work, samples) => {
      // One program: each sample's main becomes a function of its own file, called in turn.
      samples.forEach(({ id, text }, index) => writeFileSync(path.join(work, `${id}.go`), text.replace(/^func main\(\) \{$/m, `func sample${index}() {`)));
      writeFileSync(path.join(work, 'go.mod'), 'module samples\n\ngo 1.19\n');
      writeFileSync(path.join(work, 'zz_main.go'), `package main\n\nfunc main() {\n${samples.map((_, index) => `\tsample${index}()\n`).join('')}}\n`);
      return [{ command: 'go', args: ['run', '.'], cwd: work }];
    },
  },
  {
    language: 'csharp',
    prepare: async (work, samples) => {
      // The samples are top-level statements; each becomes the body of an async method.
      const files = samples.map(({ id, text }, index) => {
        const file = path.join(work, `${id}.cs`);
        writeFileSync(file, `using System;\nusing System.Net.Http;\nusing System.Threading.Tasks;\n\nstatic class Sample${index}\n{\npublic static async Task Run()\n{\n${text}\n}\n}\n`);
        return { file, index };
      });
      const main = (kept: typeof files) =>
        `using System;\n\nstatic class Program\n{\npublic static void Main()\n{\n${kept.map(({ index, file }) => `try { Sample${index}.Run().Wait(); } catch (Exception error) { Console.WriteLine("SAMPLE-ERROR ${path.basename(file)} " + error.GetBaseException().Message); }\n`).join('')}}\n}\n`;
      let kept = files;
      const exe = path.join(work, 'samples.exe');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        writeFileSync(path.join(work, 'Program.cs'), main(kept));
        const compiled = await execute({ command: 'mcs', args: ['-nologo', '-r:System.Net.Http.dll', `-out:${exe}`, path.join(work, 'Program.cs'), ...kept.map(({ file }) => file)] });
        if (compiled.code === 0) break;
        const refused = new Set<string>();
        for (const [, file, message] of compiled.output.matchAll(/^(\S+\.cs)\(\d+,\d+\): error (.*)$/gm)) {
          const name = path.basename(file, '.cs');
          if (name === 'Program') throw new Error(`the C# runner does not compile: ${message}`);
          refused.add(name);
          csharpRefused.set(name, message);
        }
        if (refused.size === 0) throw new Error(`mcs failed: ${compiled.output.slice(0, 2000)}`);
        kept = kept.filter(({ file }) => !refused.has(path.basename(file, '.cs')));
      }
      return [{ command: 'mono', args: [exe] }];
    },
  },
];

interface LanguageResult {
  readonly executed: string[];
  readonly failures: string[];
}

const server = new ContractServer();
const results = new Map<string, Promise<LanguageResult>>();
const workRoot = mkdtempSync(path.join(tmpdir(), 'request-samples-'));

async function runLanguage(runtime: Runtime): Promise<LanguageResult> {
  const work = path.join(workRoot, runtime.language);
  mkdirSync(work);
  const samples = operations.map((operation) => {
    const id = `${runtime.language}_${operation.operationId}`;
    const text = filledIn(sampleText(operation.operationId, runtime.language), operation, server.baseUrl(id));
    return { id, operationId: operation.operationId, text: runtime.plainHttp ? runtime.plainHttp(text) : text };
  });
  const steps = await runtime.prepare(work, samples);
  const failures: string[] = [];
  for (const step of steps) {
    const { code, output } = await execute(step);
    if (code !== 0) failures.push(`${runtime.language}: ${step.command} exited with ${code}: ${output.slice(0, 1500)}`);
    for (const line of output.split('\n').filter((text) => text.startsWith('SAMPLE-ERROR'))) failures.push(`${runtime.language}: ${line}`);
  }
  const executed: string[] = [];
  for (const sample of samples) {
    if (runtime.language === 'csharp' && csharpRefused.has(sample.id)) continue;
    executed.push(sample.operationId);
    const seen = server.seen.get(sample.id) ?? [];
    if (seen.length !== 1) failures.push(`${runtime.language} ${sample.operationId}: sent ${seen.length} requests, expected 1`);
    for (const request of seen) if (request.status >= 300) failures.push(`${runtime.language} ${sample.operationId}: ${request.method} ${request.url} answered ${request.status}: ${request.problem ?? ''}`);
  }
  return { executed, failures };
}

beforeAll(async () => {
  await server.start();
  // The runtimes run side by side: each waits on its own process, the server answers them all.
  for (const runtime of runtimes) results.set(runtime.language, runLanguage(runtime));
}, 30_000);

afterAll(async () => {
  await server.stop();
  rmSync(workRoot, { recursive: true, force: true });
});

describe('the request samples of the API operation pages', () => {
  it('cover every operation of the contract in the nine languages', () => {
    expect(operations.length).toBe(contract.operations.length);
    for (const operation of operations) {
      for (const language of codeSampleLanguages) expect(sampleText(operation.operationId, language.language), `${operation.operationId} ${language.language}`).toContain(PRODUCTION_BASE_URL);
    }
  });

  for (const runtime of runtimes) {
    it(`run in ${runtime.language}, and the contract accepts every request`, { timeout: 300_000 }, async () => {
      const { executed, failures } = await results.get(runtime.language)!;
      console.log(`request samples: ${runtime.language} executed ${executed.length} of ${operations.length}${runtime.language === 'csharp' ? `, ${csharpRefused.size} refused by mcs (${[...new Set(csharpRefused.values())].join('; ')})` : ''}`);
      expect(failures).toEqual([]);
      expect(executed.length).toBeGreaterThan(0);
    });
  }
});

/** The request a Java (Unirest) or PowerShell sample describes, read from its text. */
interface ReadRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: [string, string][];
  readonly body?: string;
}

function readJava(text: string): ReadRequest {
  const call = /Unirest\.(get|post|put|patch|delete)\("([^"]+)"\)/.exec(text);
  if (!call) throw new Error(`no Unirest call in:\n${text}`);
  const headers = [...text.matchAll(/\.header\("([^"]+)", "([^"]*)"\)/g)].map((match): [string, string] => [match[1], match[2]]);
  const body = /\.body\(("(?:[^"\\]|\\.)*")\)/.exec(text)?.[1];
  if (!/\.asString\(\);\s*$/.test(text)) throw new Error('the Unirest call does not end with .asString();');
  // Java's string escapes in these samples (\n, \", \\) are JSON's.
  return { method: call[1].toUpperCase(), url: call[2], headers, body: body === undefined ? undefined : (JSON.parse(body) as string) };
}

function readPowerShell(text: string, parser: Parser): ReadRequest {
  const tree = parser.parse(text)!.rootNode;
  if (tree.hasError) throw new Error(`does not parse as PowerShell:\n${text}`);
  const call = /Invoke-RestMethod '([^']+)' -Method '([A-Z]+)' -Headers \$headers(?: -Body \$body)?/.exec(text);
  if (!call) throw new Error(`no Invoke-RestMethod call in:\n${text}`);
  const headers = [...text.matchAll(/\$headers\.Add\("([^"]+)", "([^"]*)"\)/g)].map((match): [string, string] => [match[1], match[2]]);
  // An expandable here-string: backtick escapes, and no `$` the shell would expand.
  const here = /\$body = @"\n([\s\S]*?)\n"@/.exec(text)?.[1];
  if (here && /(?<!`)\$/.test(here)) throw new Error('the body here-string would expand a $ variable');
  const body = here?.replace(/`(.)/g, '$1');
  return { method: call[2], url: call[1], headers, body };
}

describe('the Java (Unirest) and PowerShell samples, read and checked', () => {
  let parser: Parser;
  beforeAll(async () => {
    await Parser.init();
    parser = new Parser();
    parser.setLanguage(await Language.load(createRequire(import.meta.url).resolve('tree-sitter-powershell/tree-sitter-powershell.wasm')));
  });

  const checkAll = async (key: string, read: (text: string) => ReadRequest) => {
    const failures: string[] = [];
    for (const operation of operations) {
      try {
        const request = read(filledIn(sampleText(operation.operationId, key), operation, `http://127.0.0.1/v1`));
        const { status, problem } = await server.check(
          new Request(request.url, { method: request.method, headers: request.headers, body: request.method === 'GET' ? undefined : request.body }),
        );
        if (status >= 300) failures.push(`${operation.operationId}: ${status} ${problem ?? ''}`);
      } catch (error) {
        failures.push(`${operation.operationId}: ${(error as Error).message}`);
      }
    }
    console.log(`request samples: ${key} read and checked ${operations.length - failures.length} of ${operations.length} (not run: no runtime)`);
    return failures;
  };

  it('Java: the Unirest call sends a request the contract accepts', async () => {
    expect(await checkAll('java', readJava)).toEqual([]);
  });

  it('PowerShell: parses, and Invoke-RestMethod sends a request the contract accepts', async () => {
    expect(await checkAll('powershell', (text) => readPowerShell(text, parser))).toEqual([]);
    // The reading is strict enough to notice a broken sample.
    const sample = sampleText(operations[0].operationId, 'powershell');
    expect(() => readPowerShell(sample.replace('$headers.Add(', '$headers.Add(('), parser)).toThrow(/does not parse/);
  });
});

describe('what a sample sends', () => {
  const claim = operations.find((operation) => operation.operationId === 'claimUserQuest')!;

  it('calls the production server with placeholders for the ids, the credential and the Idempotency-Key', () => {
    const request = sampleRequest(claim);
    expect(request.url).toBe(`${PRODUCTION_BASE_URL}/user-quests/<userQuestId>/claim`);
    expect(request.headers).toEqual(
      expect.arrayContaining([
        { key: 'Idempotency-Key', value: IDEMPOTENCY_PLACEHOLDER },
        { key: 'Authorization', value: 'Bearer <USER_TOKEN>' },
      ]),
    );
    for (const operation of operations) {
      for (const language of codeSampleLanguages) expect(sampleText(operation.operationId, language.language)).not.toContain(MOCK_SERVER_PATH);
    }
  });

  it('lists the success example first, then every documented error example', () => {
    const labels = responseExamples(claim).map((example) => example.label);
    expect(labels[0]).toBe('200');
    expect(labels).toEqual(expect.arrayContaining(['409 alreadyClaimed', '409 notCompleted', '401 missingCredentials']));
    const statuses = labels.map((label) => Number(label.slice(0, 3)));
    expect(statuses.slice(1)).toEqual([...statuses.slice(1)].sort((a, b) => a - b));
  });
});
