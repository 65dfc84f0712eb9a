/**
 * The Nu HTML checker (vnu-jar from npm, on Debian's Java) over the pages the build wrote:
 * 0 errors. One JVM checks all the files, given as one list. Prints each message with its count
 * and up to three places; exits non-zero on any error.
 *
 * `npm test` checks a sample (scripts/pageSample.ts): every page at the top of the build (home,
 * search, 404), the first and the largest page of each kind, and pages until every class name the
 * build uses is on one of them, so every component the build renders is checked. `--all` checks
 * every page.
 *
 * `npx tsx scripts/checkHtml.mts [--all] [build dir]` (build/ when not given).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { builtPages, samplePages } from './pageSample';

/** The path of the checker's jar: the package exports it as a String object. */
const vnu = String(createRequire(import.meta.url)('vnu-jar'));

interface Message {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
}

const args = process.argv.slice(2);
const all = args.includes('--all');
const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
const built = builtPages(buildDir);
if (built.length === 0) throw new Error(`no HTML pages in ${buildDir}: build the site first`);

const pages = (all ? built : samplePages(buildDir, built)).map((file) => path.join(buildDir, file));

/**
 * A deeper stack for deeply nested markup; the client compiler only (C1) and the serial collector,
 * which suit one short run on 2 cores: the sample took 7-8 s of CPU with them, 16-18 s without
 * (the JVM's C2 compiler and parallel collector threads competed for the same 2 cores).
 */
const JVM_FLAGS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const started = Date.now();
// --errors-only: warnings (such as the checker's advice on trailing slashes) are not failures.
const result = spawnSync('java', [...JVM_FLAGS, '-jar', vnu, '--errors-only', '--format', 'json', ...pages], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (result.error) throw new Error(`could not run java (${result.error.message}): install Java, Debian's default-jre-headless (.ci/run installs default-jdk-headless)`);
// vnu writes its JSON report to stderr, and exits 1 when it found errors.
let messages: Message[];
try {
  messages = (JSON.parse(result.stderr) as { messages: Message[] }).messages;
} catch {
  throw new Error(`vnu did not report (exit ${result.status}): ${result.stderr.slice(0, 2000)}`);
}

const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
/** Each message with where it was found: page and line. */
const byMessage = new Map<string, string[]>();
for (const error of errors) {
  const page = error.url ? path.relative(buildDir, decodeURIComponent(new URL(error.url).pathname)) : '(no page)';
  byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), `${page}:${error.lastLine ?? '?'}`]);
}
for (const [message, where] of [...byMessage].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`${where.length} × ${message}\n    ${where.slice(0, 3).join('\n    ')}`);
}
const pagesWithErrors = new Set(errors.map((error) => error.url)).size;
const chosen = all ? '' : ' (a sample: every kind of page, and every class name of the build on one)';
console.log(
  `Nu HTML checker: ${pages.length} of ${built.length} pages${chosen}, ${errors.length} errors on ${pagesWithErrors} pages (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(errors.length > 0 || (result.status !== 0 && result.status !== 1) ? 1 : 0);
