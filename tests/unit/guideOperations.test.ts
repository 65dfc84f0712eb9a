/**
 * Every API operation a hand-written page mentions must exist in the API description:
 * links to /docs/API/<page> must name a real operation, and a link whose text is an
 * operationId must point at that operation's page.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openapi, operations, type Json } from './openapiDocument';

const root = path.join(import.meta.dirname, '../..');
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
const pageByOperationId = new Map(operations.map((op) => [op.operation.operationId as string, kebab(op.operation.operationId as string)]));
// Webhook events have reference pages too, named after their operationId.
for (const item of Object.values((openapi.webhooks ?? {}) as Json)) {
  const id = ((item as Json).post as Json).operationId as string;
  pageByOperationId.set(id, kebab(id));
}
const pages = new Set(pageByOperationId.values());
// The plugin's other pages under /docs/API: the intro, named after info.title (src/api/infoPage.ts
// rewrites it), and one index page per tag.
pages.add(String((openapi.info as Json).title).toLowerCase().replace(/\s+/g, '-'));
for (const tag of (openapi.tags ?? []) as Json[]) pages.add(kebab(String(tag.name)));

function handWrittenFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      // Generated folders are checked through their sources.
      return ['API', 'Categories'].includes(name) || /^docs\/rules\/[A-Z]/.test(path.relative(root, full)) ? [] : handWrittenFiles(full);
    }
    return /\.(mdx?|tsx?)$/.test(name) ? [full] : [];
  });
}

const files = [...handWrittenFiles(path.join(root, 'docs')), ...handWrittenFiles(path.join(root, 'src'))];

describe('operations named in guides', () => {
  it('finds the guides', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('link only to operation pages that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\/docs\/API\/([a-z0-9-]+)/g)) {
        if (!pages.has(match[1])) broken.push(`${path.relative(root, file)}: /docs/API/${match[1]}`);
      }
    }
    expect(broken, 'links to operations the API description does not have').toEqual([]);
  });

  it('link an operationId to its own page', () => {
    const mismatched: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\[`([a-z][A-Za-z]+)`\]\(\/docs\/API\/([a-z0-9-]+)\)/g)) {
        const expected = pageByOperationId.get(match[1]);
        if (expected !== match[2]) mismatched.push(`${path.relative(root, file)}: ${match[1]} → ${match[2]} (expected ${expected ?? 'no such operation'})`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});
