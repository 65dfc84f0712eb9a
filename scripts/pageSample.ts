/**
 * A sample of the built pages that covers every kind of page, and so every component: from each
 * folder of the build (each kind of page: guides, rule groups, quest types, categories, the API's
 * operation, tag and intro pages), its first page and its largest one, and every page at the top
 * of the build (home, search, 404). Shared by the Nu HTML checker (scripts/checkHtml.mts) and the
 * Firefox and WebKit runs (tests/browsers).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The HTML files of a build, relative to it, sorted. */
export function builtPages(buildDir: string): string[] {
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** A page's kind: its folder, and in the API's folder whether it is an operation (kebab-case id), a tag or the intro. */
export function kindOf(file: string): string {
  const folder = path.dirname(file);
  if (folder !== path.join('docs', 'API')) return folder;
  const name = path.basename(file, '.html');
  return name.endsWith('-api') ? 'API intro' : name.includes('-') ? 'API operation' : 'API tag';
}

/** The sample of `files` (paths relative to `buildDir`), sorted. */
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
  return [...chosen].sort();
}

/** The site path a built file is served at (trailingSlash: false): `docs/API/x.html` is `/docs/API/x`, `index.html` is `/`. */
export function sitePath(file: string): string {
  const route = file.split(path.sep).join('/').replace(/\.html$/, '');
  return `/${route === 'index' ? '' : route.replace(/\/index$/, '')}`;
}
