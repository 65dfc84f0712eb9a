/**
 * Runs after `docusaurus gen-api-docs` (npm run generate): moves each operation page's `api`
 * front matter (base64 of deflated JSON) into static/api-operations/<id>.json and leaves
 * `api_operation: <id>` in its place. See src/api/operationData.ts for why.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { API_OPERATIONS_DIR, API_OPERATION_KEY } from '../src/api/operationData';

const root = path.resolve(import.meta.dirname, '..');
const pagesDir = path.join(root, 'docs/API');
const outDir = path.join(root, API_OPERATIONS_DIR);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

let count = 0;
for (const file of readdirSync(pagesDir).filter((name) => name.endsWith('.api.mdx'))) {
  const full = path.join(pagesDir, file);
  const text = readFileSync(full, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const id = frontMatter && /^id: (\S+)$/m.exec(frontMatter[1])?.[1];
  const encoded = frontMatter && /^api: (\S+)$/m.exec(frontMatter[1])?.[1];
  if (!frontMatter || !id || !encoded) throw new Error(`${file}: no id or api front matter to externalize`);
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`${file}: page id ${JSON.stringify(id)} is not a kebab-case file name`);
  const json = JSON.parse(inflateSync(Buffer.from(encoded, 'base64')).toString('utf8')) as unknown;
  writeFileSync(path.join(outDir, `${id}.json`), JSON.stringify(json));
  const rewritten = frontMatter[1].replace(/^api: \S+$/m, `${API_OPERATION_KEY}: ${id}`);
  writeFileSync(full, `---\n${rewritten}\n---\n${text.slice(frontMatter[0].length)}`);
  count += 1;
}
if (count === 0) throw new Error(`no operation pages in ${pagesDir}: run docusaurus gen-api-docs first`);
