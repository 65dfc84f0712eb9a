/**
 * Runs a Regex rule's pattern with the page's limit: Guildforge evaluates the pattern on a
 * backtracking engine and stops it after 100 ms (`text_regex_timeout`). A linear-time engine
 * (RE2 and its ports) would never time out, so it would pass or fail patterns the API times out on,
 * and it has no lookbehind or backreferences, which the page promises. So the checker runs the
 * same ECMAScript engine the page specifies and interrupts it:
 *
 * - in Node, in a `node:vm` context with `timeout`, which interrupts V8's regexp backtracking from
 *   a watchdog thread (about 0.4 ms per call; `process.getBuiltinModule` keeps `node:vm` out of
 *   browser bundles, since no bundler sees an import of it);
 * - in browsers, in a Web Worker made from a Blob (no bundler configuration, about 1 KB): the page
 *   posts the pattern and the text and terminates the worker when no answer has come after the
 *   limit, then starts a new one for the next value.
 *
 * Both measure wall-clock time while the engine runs, where the API measures CPU time: a pattern
 * that takes close to 100 ms can fall on either side on a busy machine, and a loaded machine can
 * stop a fast match (seen in CI: 40 `a`s against `(a+)+`), so a timeout is run a second time and
 * reported only if it repeats. Patterns that time out in practice (nested quantifiers on a long
 * non-matching text) take seconds to years, far from the edge, and cost one more 100 ms.
 * Where neither exists (another runtime), the pattern is not run at all: an unlimited run could
 * hang the caller, so the Regex rule answers `pending` and leaves the value to the API.
 */

export const REGEX_LIMIT_MS = 100;

/**
 * Where the leftmost match starts (a UTF-16 index), null for no match, 'timeout', or 'unlimited'
 * when this runtime has no way to stop a regexp (neither `node:vm` nor Web Workers), so the
 * pattern was not run.
 */
export type LimitedMatch = { readonly index: number } | null | 'timeout' | 'unlimited';

/** Why the Regex rule answers `pending` in a runtime that cannot stop a regexp. */
export const REGEX_UNLIMITED_REASON =
  'This runtime has neither node:vm nor Web Workers, so nothing could stop the pattern after 100 ms; the Regex rule is left to the API, which checks it when the submission is created.';

type VmModule = typeof import('node:vm');

interface NodeProcess {
  readonly getBuiltinModule?: (id: string) => unknown;
}

function nodeVm(): VmModule | undefined {
  const process = (globalThis as { process?: NodeProcess }).process;
  return process?.getBuiltinModule?.('node:vm') as VmModule | undefined;
}

let vmRunner: ((expression: RegExp, text: string, limitMs: number) => LimitedMatch) | undefined;

function createVmRunner(vm: VmModule) {
  const context = vm.createContext({});
  const script = new vm.Script('expression.exec(text)');
  return (expression: RegExp, text: string, limitMs: number): LimitedMatch => {
    Object.assign(context, { expression, text });
    try {
      const match = script.runInContext(context, { timeout: limitMs }) as RegExpExecArray | null;
      return match ? { index: match.index } : null;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timeout';
      throw error;
    } finally {
      Object.assign(context, { expression: undefined, text: undefined });
    }
  };
}

/** The worker's whole program: compile, run, answer with the index or -1. */
const WORKER_SOURCE = `postMessage('ready');onmessage=function(e){var d=e.data;var m=new RegExp(d.source,d.flags).exec(d.text);postMessage(m?m.index:-1)};`;

interface ReadyWorker {
  readonly worker: Worker;
  readonly ready: Promise<void>;
}

let idleWorker: ReadyWorker | undefined;
let workerUrl: string | undefined;

function startWorker(): ReadyWorker {
  workerUrl ??= URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
  const worker = new Worker(workerUrl);
  // The limit counts from when the pattern is posted to a running worker, not from the worker's start.
  const ready = new Promise<void>((resolve, reject) => {
    worker.onmessage = () => resolve();
    worker.onerror = (event) => reject(new Error(event.message || 'the regular-expression worker did not start'));
  });
  return { worker, ready };
}

async function runInWorker(expression: RegExp, text: string, limitMs: number): Promise<LimitedMatch> {
  const current = idleWorker ?? startWorker();
  idleWorker = undefined;
  await current.ready;
  return new Promise<LimitedMatch>((resolve, reject) => {
    const timer = setTimeout(() => {
      current.worker.terminate();
      resolve('timeout');
    }, limitMs);
    current.worker.onmessage = (event: MessageEvent<number>) => {
      clearTimeout(timer);
      // One worker serves one value at a time; a second value meanwhile starts its own.
      if (idleWorker) current.worker.terminate();
      else idleWorker = current;
      resolve(event.data < 0 ? null : { index: event.data });
    };
    current.worker.onerror = (event) => {
      clearTimeout(timer);
      current.worker.terminate();
      reject(new Error(event.message));
    };
    current.worker.postMessage({ source: expression.source, flags: expression.flags, text });
  });
}

/**
 * `expression.exec(text)` stopped after `limitMs` of evaluation. `expression` must already be
 * compiled (so a syntax error is the caller's to report) and must not be global or sticky.
 */
export async function execWithLimit(expression: RegExp, text: string, limitMs = REGEX_LIMIT_MS): Promise<LimitedMatch> {
  // The limit is wall-clock time, so a busy machine can stop a fast match; a pattern that
  // really times out does so again, so a timeout is reported only when a second run agrees.
  const first = await execOnce(expression, text, limitMs);
  return first === 'timeout' ? execOnce(expression, text, limitMs) : first;
}

async function execOnce(expression: RegExp, text: string, limitMs: number): Promise<LimitedMatch> {
  if (!vmRunner) {
    const vm = nodeVm();
    if (vm) vmRunner = createVmRunner(vm);
  }
  if (vmRunner) return vmRunner(expression, text, limitMs);
  if (typeof Worker === 'function' && typeof Blob === 'function' && typeof URL.createObjectURL === 'function') return runInWorker(expression, text, limitMs);
  return 'unlimited';
}

/** Thrown out of a schema validation when one of the schema's patterns ran past the limit. */
export class RegexTimeoutError extends Error {
  constructor(readonly pattern: string) {
    super(`the pattern ${pattern} ran past ${REGEX_LIMIT_MS} ms`);
  }
}

/**
 * `expression.test(text)` stopped after `limitMs`, synchronously, for a validator that cannot wait
 * (the JSON Schema validator calls `test` inline). Only Node can interrupt a running regexp on the
 * same thread; elsewhere the pattern runs unlimited here, and the browser's checks run in a worker
 * the page terminates at the check's time limit. A timeout is confirmed by a second run, as above.
 */
export function testWithLimitSync(expression: RegExp, text: string, limitMs = REGEX_LIMIT_MS): boolean | 'timeout' {
  if (!vmRunner) {
    const vm = nodeVm();
    if (vm) vmRunner = createVmRunner(vm);
  }
  if (!vmRunner) return expression.test(text);
  const first = vmRunner(expression, text, limitMs);
  const result = first === 'timeout' ? vmRunner(expression, text, limitMs) : first;
  return result === 'timeout' ? 'timeout' : result !== null;
}

/** Whether this runtime can stop a regexp synchronously (Node's `node:vm`). */
function canLimitSync(): boolean {
  if (!vmRunner) {
    const vm = nodeVm();
    if (vm) vmRunner = createVmRunner(vm);
  }
  return vmRunner !== undefined;
}

/**
 * Runs `run` (one synchronous schema validation) with every regular expression it builds through
 * `new RegExp(source, flags)` limited: its `test` runs with the Regex rule's limit and a timeout
 * throws a RegexTimeoutError naming the pattern. The JSON Schema validator
 * (@cfworker/json-schema) compiles `pattern` and `patternProperties` itself with `new RegExp` and
 * has no hook for an engine, so the global constructor is replaced for the length of the call and
 * restored in `finally`, whatever `run` throws. The call is synchronous, so no other code runs
 * meanwhile. Regex literals do not go through the constructor: the validator's own format checks
 * keep the real engine. Where no synchronous limit exists (browsers), `run` runs as it is; the
 * browser's check runs in a worker the page terminates.
 */
export function withLimitedPatterns<T>(run: () => T): T {
  if (!canLimitSync()) return run();
  const Original = globalThis.RegExp;
  const limited = (source: string | RegExp, flags?: string): RegExp => {
    const expression = new Original(source, flags);
    // The limit runs a separate, plain copy: the returned object's own `test` shadows the prototype's.
    const plain = new Original(expression.source, expression.flags.replace(/[gy]/g, ''));
    const pattern = expression.source;
    return Object.defineProperty(expression, 'test', {
      value(text: unknown): boolean {
        const result = testWithLimitSync(plain, String(text));
        if (result === 'timeout') throw new RegexTimeoutError(typeof source === 'string' ? source : pattern);
        return result;
      },
    });
  };
  globalThis.RegExp = new Proxy(Original, {
    construct: (_target, args: [string | RegExp, string?]) => limited(...args),
    apply: (_target, _this, args: [string | RegExp, string?]) => limited(...args),
  });
  try {
    return run();
  } finally {
    globalThis.RegExp = Original;
  }
}
