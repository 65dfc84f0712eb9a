/**
 * The Nu HTML checker (vnu-jar from npm, on Debian's Java) over the pages the build wrote:
 * 0 errors. One JVM checks all the files, given as one list. Prints each message with its count
 * and up to three places; exits non-zero on any error.
 *
 * `npm test` checks a sample (42 of 386 pages when written): every page at the top of the build (home, search,
 * 404); from each kind of page (each folder of the build, but one kind for all quest types and one
 * for all rules; the API's operation, tag and intro pages apart) its first page and its largest;
 * then pages until every class name the build uses is on one of them, so every component the
 * build renders is checked. `--all` checks every page (0 errors on all 386 too).
 *
 * `npx tsx scripts/checkHtml.mts [--all] [build dir]` (build/ when not given).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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
const built = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();
if (built.length === 0) throw new Error(`no HTML pages in ${buildDir}: build the site first`);

/**
 * A page's kind: its folder; but one kind for all quest types (each provider has a folder) and one
 * for all rules (each group has one), and in the API's folder whether it is an operation
 * (kebab-case id), a tag or the intro.
 */
function kindOf(file: string): string {
  const folder = path.dirname(file);
  if (folder.startsWith(path.join('docs', 'quests', 'Quest Types', 'Categories') + path.sep)) return 'quest type';
  if (folder.startsWith(path.join('docs', 'rules') + path.sep)) return 'rule';
  if (folder !== path.join('docs', 'API')) return folder;
  const name = path.basename(file, '.html');
  return name.endsWith('-api') ? 'API intro' : name.includes('-') ? 'API operation' : 'API tag';
}

/**
 * The class names a page's elements carry: the theme's, and CSS modules' (`categoryLink_byQd`),
 * which name the component that wrote them; not the one naming the page (`docs-doc-id-…`, whose
 * id can hold a space, so that `Types/Categories/twitter/follow` reads as a class of its own).
 */
function classesOf(file: string): Set<string> {
  const html = readFileSync(path.join(buildDir, file), 'utf8');
  const classes = new Set<string>();
  for (const [, quoted, bare] of html.matchAll(/\sclass=(?:"([^"]*)"|([^\s"'=<>`]+))/g)) {
    for (const name of (quoted ?? bare ?? '').split(/\s+/)) if (name && !name.startsWith('docs-doc-id-') && !name.includes('/')) classes.add(name);
  }
  return classes;
}

/**
 * Every page at the top of the build; from each kind of page its first page and its largest; then,
 * while a class name used anywhere in the build is on none of them, the page that carries most of
 * those missing, so every component the build renders is checked at least once.
 */
function sample(files: string[]): { chosen: string[]; forComponents: number } {
  const kinds = new Map<string, string[]>();
  for (const file of files) kinds.set(kindOf(file), [...(kinds.get(kindOf(file)) ?? []), file]);
  const chosen = new Set<string>();
  for (const [kind, members] of kinds) {
    if (kind === '.') members.forEach((file) => chosen.add(file));
    chosen.add(members[0]);
    chosen.add(members.reduce((largest, file) => (statSync(path.join(buildDir, file)).size > statSync(path.join(buildDir, largest)).size ? file : largest)));
  }
  const classes = new Map(files.map((file) => [file, classesOf(file)]));
  const missing = new Set([...classes.values()].flatMap((names) => [...names]));
  for (const file of chosen) for (const name of classes.get(file)!) missing.delete(name);
  let forComponents = 0;
  while (missing.size > 0) {
    const count = (file: string) => [...classes.get(file)!].filter((name) => missing.has(name)).length;
    const best = files.filter((file) => !chosen.has(file)).reduce((a, b) => (count(b) > count(a) ? b : a));
    chosen.add(best);
    forComponents += 1;
    for (const name of classes.get(best)!) missing.delete(name);
  }
  return { chosen: [...chosen].sort(), forComponents };
}

const sampled = all ? undefined : sample(built);
const pages = (sampled?.chosen ?? built).map((file) => path.join(buildDir, file));

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
const chosen = sampled ? ` (a sample: every kind, and ${sampled.forComponents} more so that every class name of the build is on one)` : '';
console.log(
  `Nu HTML checker: ${pages.length} of ${built.length} pages${chosen}, ${errors.length} errors on ${pagesWithErrors} pages (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(errors.length > 0 || (result.status !== 0 && result.status !== 1) ? 1 : 0);
