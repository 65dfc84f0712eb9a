/**
 * A sample of the built pages that covers every kind of page and every component (`samplePages`).
 * Shared by the Nu HTML checker (scripts/checkHtml.mts) and the
 * Firefox and WebKit runs (tests/browsers).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The HTML files of a build, relative to it, sorted. */
export function builtPages(buildDir: string): string[] {
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/**
 * A page's kind: its folder; but one kind for all quest types (each provider has a folder) and one
 * for all rules (each group has one), and in the API's folder whether it is an operation
 * (kebab-case id), a tag or the intro.
 */
export function kindOf(file: string): string {
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
function classesOf(buildDir: string, file: string): Set<string> {
  const html = readFileSync(path.join(buildDir, file), 'utf8');
  const classes = new Set<string>();
  for (const [, quoted, bare] of html.matchAll(/\sclass=(?:"([^"]*)"|([^\s"'=<>`]+))/g)) {
    for (const name of (quoted ?? bare ?? '').split(/\s+/)) if (name && !name.startsWith('docs-doc-id-') && !name.includes('/')) classes.add(name);
  }
  return classes;
}

/**
 * The sample of `files` (paths relative to `buildDir`), sorted: every page at the top of the build;
 * from each kind of page its first page and its largest; then, while a class name used anywhere in
 * the build is on none of them, the page that carries most of those missing, so every component
 * the build renders is on at least one sampled page.
 */
export function samplePages(buildDir: string, files: readonly string[]): string[] {
  const size = (file: string) => statSync(path.join(buildDir, file)).size;
  const kinds = new Map<string, string[]>();
  for (const file of files) kinds.set(kindOf(file), [...(kinds.get(kindOf(file)) ?? []), file]);
  const chosen = new Set<string>();
  for (const [kind, members] of kinds) {
    if (kind === '.') members.forEach((file) => chosen.add(file));
    chosen.add(members[0]);
    chosen.add(members.reduce((largest, file) => (size(file) > size(largest) ? file : largest)));
  }
  const classes = new Map(files.map((file) => [file, classesOf(buildDir, file)]));
  const missing = new Set([...classes.values()].flatMap((names) => [...names]));
  for (const file of chosen) for (const name of classes.get(file)!) missing.delete(name);
  while (missing.size > 0) {
    const count = (file: string) => [...classes.get(file)!].filter((name) => missing.has(name)).length;
    const best = files.filter((file) => !chosen.has(file)).reduce((a, b) => (count(b) > count(a) ? b : a));
    chosen.add(best);
    for (const name of classes.get(best)!) missing.delete(name);
  }
  return [...chosen].sort();
}

/** The site path a built file is served at (trailingSlash: false): `docs/API/x.html` is `/docs/API/x`, `index.html` is `/`. */
export function sitePath(file: string): string {
  const route = file.split(path.sep).join('/').replace(/\.html$/, '');
  return `/${route === 'index' ? '' : route.replace(/\/index$/, '')}`;
}

/** The sample's site paths, without the not-found page (404.html), which the browser runs check as a test of its own. */
export function sampledSitePaths(buildDir: string): string[] {
  return samplePages(buildDir, builtPages(buildDir))
    .filter((file) => file !== '404.html')
    .map(sitePath);
}
