/**
 * Element ids in the production build: unique on every page. A heading written by a generator
 * (the API theme's, a registry page's) can take the id of a heading in the prose around it; the
 * second one then cannot be linked to, and `aria-labelledby` or a label's `for` pointing at it
 * reaches the first. Reads build/; run after the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { expect, it } from 'vitest';

const build = path.resolve(import.meta.dirname, '../../build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'pagefind' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Ids that occur more than once in one document, with their counts. */
function duplicateIds(html: string): Record<string, number> {
  const counts = new Map<string, number>();
  const parser = new Parser({
    onopentag(_name, attributes) {
      if (attributes.id !== undefined) counts.set(attributes.id, (counts.get(attributes.id) ?? 0) + 1);
    },
  });
  parser.write(html);
  parser.end();
  return Object.fromEntries([...counts].filter(([, count]) => count > 1));
}

it('finds a duplicate id where there is one', () => {
  expect(duplicateIds('<h2 id=a>A</h2><p id="b"></p><h2 id="a">A again</h2>')).toEqual({ a: 2 });
});

it('every built page gives each id to one element', () => {
  if (!existsSync(path.join(build, 'index.html'))) throw new Error('build/ is missing: run `npm run build` first (this test reads the production build).');
  const pages = htmlFiles(build);
  expect(pages.length).toBeGreaterThan(300);
  const found = Object.fromEntries(
    pages.map((file) => [path.relative(build, file), duplicateIds(readFileSync(file, 'utf8'))] as const).filter(([, duplicates]) => Object.keys(duplicates).length > 0),
  );
  expect(found).toEqual({});
});
