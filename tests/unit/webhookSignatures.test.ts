/**
 * The signature-verification examples shown on /docs/api/webhooks, run in their own runtimes
 * against the shared vectors (examples/webhooks/testVectors.json): one runner per language
 * (tests/unit/webhookSignatures/) reads the vectors on stdin and prints each verdict.
 * A missing runtime fails its language: .ci/run installs them from Debian packages.
 * PowerShell is not packaged for Debian, so its example is checked as text: the same header
 * grammar, secret handling, HMAC and tolerance as the others.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVectors, sign, type SignatureVector, type SignatureVectors } from '../../scripts/webhookTestVectors';
import { codeSampleLanguages } from '../../src/config/codeSampleLanguages';
import { SIGNATURE_TOLERANCE_SECONDS, verifyGuildforgeSignature, WebhookSignatureError } from '../../examples/webhooks/verifySignature';

const root = path.join(import.meta.dirname, '../..');
const examples = path.join(root, 'examples/webhooks');
const runners = path.join(import.meta.dirname, 'webhookSignatures');
const committed = JSON.parse(readFileSync(path.join(examples, 'testVectors.json'), 'utf8')) as SignatureVectors;
const { vectors } = committed;

interface Verdict {
  result: string;
  message: string;
}

interface Outcome {
  verdicts: Map<string, Verdict>;
  /** Set when the runtime is missing, a step failed or the output could not be read. */
  error?: string;
}

interface Step {
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}

interface Runtime {
  label: string;
  /** The example file, under examples/webhooks. */
  file: string;
  /** Debian packages that provide the commands (.ci/run installs them). */
  packages: string;
  /** Compile steps, then the step that reads the vectors on stdin. */
  steps(work: string): Step[];
}

const languages: Runtime[] = [
  {
    label: 'Python',
    file: 'verify_signature.py',
    packages: 'python3',
    steps: () => [{ command: 'python3', args: [path.join(runners, 'runner.py')] }],
  },
  {
    label: 'C#',
    file: 'GuildforgeSignature.cs',
    packages: 'mono-mcs mono-runtime',
    steps: (work) => [
      {
        command: 'mcs',
        args: ['-nologo', '-warn:4', '-warnaserror', `-out:${path.join(work, 'runner.exe')}`, path.join(examples, 'GuildforgeSignature.cs'), path.join(runners, 'SignatureRunner.cs')],
      },
      { command: 'mono', args: [path.join(work, 'runner.exe')] },
    ],
  },
  {
    label: 'Go',
    file: 'verify_signature.go',
    packages: 'golang-go',
    steps: (work) => {
      // The example is a package of its own; the runner imports it from a throwaway module.
      mkdirSync(path.join(work, 'webhooks'));
      cpSync(path.join(examples, 'verify_signature.go'), path.join(work, 'webhooks/verify_signature.go'));
      cpSync(path.join(runners, 'runner.go'), path.join(work, 'main.go'));
      writeFileSync(path.join(work, 'go.mod'), 'module guildforge.test/signatures\n\ngo 1.19\n');
      const env = { GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local', GOPROXY: 'off', GOWORK: 'off' };
      return [
        { command: 'go', args: ['vet', '.', './webhooks'], cwd: work, env },
        { command: 'go', args: ['run', '.'], cwd: work, env },
      ];
    },
  },
  {
    label: 'Ruby',
    file: 'verify_signature.rb',
    packages: 'ruby',
    steps: () => [{ command: 'ruby', args: ['-w', path.join(runners, 'runner.rb')] }],
  },
  {
    label: 'PHP',
    file: 'GuildforgeSignature.php',
    packages: 'php-cli',
    steps: () => [{ command: 'php', args: ['-d', 'error_reporting=-1', '-d', 'display_errors=stderr', path.join(runners, 'runner.php')] }],
  },
  {
    label: 'Java',
    file: 'GuildforgeSignature.java',
    packages: 'default-jdk-headless',
    steps: (work) => [
      {
        command: 'javac',
        // A client VM setting: javac on two small files is faster without the optimising compiler.
        args: ['-J-XX:TieredStopAtLevel=1', '-J-XX:+UseSerialGC', '-Xlint:all', '-Werror', '-d', work, path.join(examples, 'GuildforgeSignature.java'), path.join(runners, 'SignatureRunner.java')],
      },
      { command: 'java', args: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-cp', work, 'SignatureRunner'] },
    ],
  },
];

/** One vector a line: name, now, base64 header, base64 body, secret count, base64 secrets. */
const input = `${vectors
  .map((vector) => {
    const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    return [vector.name, vector.now, base64(vector.header), base64(vector.body), vector.secrets.length, ...vector.secrets.map(base64)].join('\t');
  })
  .join('\n')}\n`;

function runStep(step: Step, stdin: string | undefined): Promise<{ ok: boolean; stdout: string; detail: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: step.cwd ?? root, env: { ...process.env, ...step.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      resolve({ ok: false, stdout, detail: error.code === 'ENOENT' ? `${step.command} is not installed` : String(error) });
    });
    child.on('close', (code) => {
      // Warnings count as failures: a reader pastes these files into projects that may treat them as errors.
      const ok = code === 0 && stderr.trim() === '';
      resolve({ ok, stdout, detail: `${step.command} ${step.args.join(' ')} exited ${code}\n${stderr}` });
    });
    child.stdin.on('error', () => {}); // the process may exit before reading (a failed start)
    child.stdin.end(stdin ?? '');
  });
}

async function runLanguage(language: Runtime, work: string): Promise<Outcome> {
  const steps = language.steps(work);
  for (const [index, step] of steps.entries()) {
    const last = index === steps.length - 1;
    const { ok, stdout, detail } = await runStep(step, last ? input : undefined);
    if (!ok) {
      const hint = detail.endsWith('is not installed') ? ` (Debian: apt-get install ${language.packages}; .ci/run installs it)` : '';
      return { verdicts: new Map(), error: `${detail}${hint}` };
    }
    if (last) {
      const verdicts = new Map<string, Verdict>();
      for (const line of stdout.split('\n').filter(Boolean)) {
        const [name, result, message = ''] = line.split('\t');
        if (verdicts.has(name)) return { verdicts, error: `${name} was reported twice` };
        verdicts.set(name, { result, message });
      }
      return { verdicts };
    }
  }
  return { verdicts: new Map(), error: 'no steps' };
}

const scratch = mkdtempSync(path.join(tmpdir(), 'gf-signatures-'));
const outcomes = new Map<string, Promise<Outcome>>();

beforeAll(() => {
  // Every runtime starts at once; each language's tests wait for their own.
  for (const language of languages) {
    const work = path.join(scratch, language.label.replace(/\W/g, '_'));
    mkdirSync(work);
    outcomes.set(language.label, runLanguage(language, work));
  }
});

afterAll(async () => {
  await Promise.allSettled(outcomes.values());
  rmSync(scratch, { recursive: true, force: true });
});

describe('the shared vectors (examples/webhooks/testVectors.json)', () => {
  it('are what scripts/webhookTestVectors.ts writes', () => {
    expect(committed).toEqual(buildVectors());
  });

  it('cover valid, rotated, tampered, stale and malformed headers and a missing secret', () => {
    const count = (expectation: string, prefix = '') => vectors.filter((vector) => vector.expect === expectation && vector.name.startsWith(prefix)).length;
    expect(count('ok', 'valid')).toBeGreaterThan(0);
    expect(count('ok', 'rotated')).toBeGreaterThanOrEqual(3);
    expect(count('no_matching_signature', 'tampered')).toBeGreaterThan(0);
    expect(count('timestamp_out_of_tolerance', 'stale')).toBeGreaterThan(0);
    expect(count('malformed_header', 'malformed')).toBeGreaterThanOrEqual(10);
    expect(count('argument_error')).toBeGreaterThan(0);
    expect(new Set(vectors.map((vector) => vector.name)).size).toBe(vectors.length);
    expect(committed.toleranceSeconds).toBe(SIGNATURE_TOLERANCE_SECONDS);
  });

  it('sign rotated deliveries with two v1 values, each made with one of the secrets', () => {
    const rotated = vectors.filter((vector) => vector.name.startsWith('rotated_'));
    for (const vector of rotated) {
      const [t, ...signatures] = vector.header.split(',').map((element) => element.split('=')[1]);
      expect(signatures, vector.name).toHaveLength(2);
      const made = ['whsec_Vq3TzL8mXe1Rk6Nw0Yb5Hd9Pc2Ga7Uf4', 'whsec_cmJGh1Ady99VUmi2DVs95GGWsrzFDe7K'].map((secret) => sign(secret, t, vector.body));
      expect(signatures, vector.name).toEqual(made);
    }
  });
});

/** Node.js: the TypeScript example itself, in this process. */
describe('Node.js: examples/webhooks/verifySignature.ts', () => {
  it.each(vectors)('$name → $expect', (vector: SignatureVector) => {
    let result = 'ok';
    try {
      verifyGuildforgeSignature(vector.header, Buffer.from(vector.body, 'utf8'), vector.secrets, vector.now);
    } catch (error) {
      if (error instanceof WebhookSignatureError) result = error.reason;
      else if (error instanceof TypeError) result = 'argument_error';
      else throw error;
    }
    expect(result).toBe(vector.expect);
  });

  it('takes one secret as a string and the body as a string', () => {
    const vector = vectors.find((candidate) => candidate.name === 'valid_non_ascii_body')!;
    expect(() => verifyGuildforgeSignature(vector.header, vector.body, vector.secrets[0], vector.now)).not.toThrow();
  });
});

for (const language of languages) {
  describe(`${language.label}: examples/webhooks/${language.file}`, () => {
    it('compiles and runs every vector', { timeout: 240_000 }, async () => {
      const outcome = await outcomes.get(language.label)!;
      expect(outcome.error).toBeUndefined();
      expect([...outcome.verdicts.keys()].sort()).toEqual(vectors.map((vector) => vector.name).sort());
    });

    it.each(vectors)('$name → $expect', async (vector: SignatureVector) => {
      const verdict = (await outcomes.get(language.label)!).verdicts.get(vector.name);
      expect(verdict?.result).toBe(vector.expect);
      if (vector.expect !== 'ok') expect(verdict?.message.length).toBeGreaterThan(10);
    });
  });
}

describe('PowerShell: examples/webhooks/Confirm-GuildforgeSignature.ps1 (no Debian package runs it; parsed and checked as text)', () => {
  const source = readFileSync(path.join(examples, 'Confirm-GuildforgeSignature.ps1'), 'utf8');
  let parser: Parser;
  /** The source without its comments, as the grammar finds them. */
  let code = '';

  beforeAll(async () => {
    await Parser.init();
    parser = new Parser();
    parser.setLanguage(await Language.load(createRequire(import.meta.url).resolve('tree-sitter-powershell/tree-sitter-powershell.wasm')));
    const comments = parser.parse(source)!.rootNode.descendantsOfType('comment');
    code = source;
    for (const comment of [...comments].reverse()) code = code.slice(0, comment.startIndex) + code.slice(comment.endIndex);
  });

  /** Syntax errors the PowerShell grammar (tree-sitter-powershell) finds, with their lines. */
  const syntaxErrors = (text: string) => {
    const root = parser.parse(text)!.rootNode;
    const found = root.descendantsOfType('ERROR').map((node) => `line ${node!.startPosition.row + 1}: ${node!.text.slice(0, 40)}`);
    return root.hasError && found.length === 0 ? ['a missing token'] : found;
  };

  it('parses as PowerShell, and a planted syntax error would not', () => {
    expect(syntaxErrors(source)).toEqual([]);
    expect(syntaxErrors(source.replace('if ($keys.Count -eq 0) {', 'if ($keys.Count -eq 0 {')).length).toBeGreaterThan(0);
    const functions = parser.parse(source)!.rootNode.descendantsOfType('function_statement').map((node) => node!.childForFieldName('function_name')?.text ?? node!.child(1)?.text);
    expect(functions).toEqual(['Confirm-GuildforgeSignature', 'Stop-Delivery']);
  });

  it('parses the header like the other examples: the same grammar, in the same order', () => {
    const steps = [
      "$Header.Split(',')",
      "$element.IndexOf('=')",
      "$key -ceq 't'",
      "'\\A[0-9]{1,15}\\z'",
      "$key -ceq 'v1'",
      "'\\A[0-9a-f]{64}\\z'",
      '$signatures.Add($value)',
      "'Guildforge-Signature has no t='",
      "'Guildforge-Signature has no v1='",
    ];
    const positions = steps.map((step) => code.indexOf(step));
    expect(Object.fromEntries(steps.map((step, index) => [step, positions[index] >= 0]))).toEqual(Object.fromEntries(steps.map((step) => [step, true])));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The same patterns as the examples that run here.
    for (const file of ['verifySignature.ts', 'verify_signature.py', 'verify_signature.go', 'verify_signature.rb', 'GuildforgeSignature.php', 'GuildforgeSignature.java', 'GuildforgeSignature.cs']) {
      const other = readFileSync(path.join(examples, file), 'utf8');
      expect(other, file).toContain('[0-9]{1,15}');
      expect(other, file).toContain('[0-9a-f]{64}');
    }
  });

  it('gives the same three reasons, and an argument error for no usable secret', () => {
    for (const reason of ['malformed_header', 'no_matching_signature', 'timestamp_out_of_tolerance']) expect(code).toContain(`Stop-Delivery '${reason}'`);
    expect(code).toContain('[string]::IsNullOrEmpty($_)');
    expect(code).toContain('throw [ArgumentException]::new(');
  });

  it('signs "<t>." plus the raw bytes with HMAC-SHA256 and compares in constant time', () => {
    expect(code).toContain('[Text.Encoding]::ASCII.GetBytes("$timestamp.") + $RawBody');
    expect(code).toContain('[Security.Cryptography.HMACSHA256]::new([Text.Encoding]::UTF8.GetBytes($key))');
    expect(code).toMatch(/\$difference = \$difference -bor \(\[int\] \$expected\[\$i\] -bxor \[int\] \$signature\[\$i\]\)/);
    expect(code).not.toMatch(/\$expected -c?eq \$signature/);
  });

  it('rejects t more than 300 s either side of the clock, after the signature check', () => {
    expect(code).toContain(`$GuildforgeSignatureToleranceSeconds = ${SIGNATURE_TOLERANCE_SECONDS}`);
    expect(code).toContain('[Math]::Abs($age) -gt $GuildforgeSignatureToleranceSeconds');
    expect(code.indexOf("Stop-Delivery 'no_matching_signature'")).toBeLessThan(code.indexOf("Stop-Delivery 'timestamp_out_of_tolerance'"));
  });
});

describe('/docs/api/webhooks', () => {
  const page = readFileSync(path.join(root, 'docs/api-guides/webhooks.mdx'), 'utf8');

  it('has one tab per code-sample language except curl, in the reference order, sharing the samples\' tab choice', () => {
    const tabs = [...page.matchAll(/<CodeTab value="([^"]+)" label="([^"]+)">/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(tabs).toEqual(codeSampleLanguages.filter((language) => language.language !== 'curl').map((language) => `${language.language} ${language.label}`));
    // The OpenAPI theme's code samples keep the reader's language under this group.
    expect(page).toContain('<CodeTabs groupId="code-samples">');
  });

  it('shows every example', () => {
    for (const file of ['verifySignature.ts', ...languages.map((language) => language.file), 'Confirm-GuildforgeSignature.ps1']) {
      expect(page, file).toMatch(new RegExp(`from '@site/examples/webhooks/${file.replace(/\./g, '\\.')}\\?raw'`));
      expect(page, file).toContain(`title="examples/webhooks/${file}"`);
    }
  });
});
