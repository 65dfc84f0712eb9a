/**
 * Runs after `docusaurus gen-api-docs` (npm run generate): moves each operation page's `api`
 * front matter (base64 of deflated JSON) into static/api-operations/<id>.json and leaves
 * `api_operation: <id>` in its place. See src/api/operationData.ts for why.
 *
 * It also writes each operation's request samples and response examples into
 * static/api-samples/<operationId>/ (src/api/requestSamples.ts), which the page imports, and
 * hides the page's table of contents: the samples pane takes that column.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { API_OPERATIONS_DIR, API_OPERATION_KEY } from '../src/api/operationData';
import { metaDescription } from '../src/api/metaDescription';
import { localSiteLinks } from '../src/api/siteLinks';
import { API_SAMPLES_DIR, hasSamples, sampleDirectory, sampleFiles, type SampleOperation } from '../src/api/requestSamples';

const root = path.resolve(import.meta.dirname, '..');
const pagesDir = path.join(root, 'docs/API');
const outDir = path.join(root, API_OPERATIONS_DIR);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
rmSync(path.join(root, API_SAMPLES_DIR), { recursive: true, force: true });

let samples = 0;

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
  // The explorer renders the descriptions too: the contract's absolute links to the docs become site paths.
  writeFileSync(path.join(outDir, `${id}.json`), localSiteLinks(JSON.stringify(json)));
  const operation = json as SampleOperation;
  if (hasSamples(operation)) {
    const directory = path.join(root, sampleDirectory(String(operation.operationId)));
    mkdirSync(directory, { recursive: true });
    for (const [name, content] of Object.entries(sampleFiles(operation))) writeFileSync(path.join(directory, name), content);
    samples += 1;
  }
  let rewritten = frontMatter[1].replace(/^api: \S+$/m, `${API_OPERATION_KEY}: ${id}`);
  // The meta description: the description's first whole sentence as plain text, not its first line.
  const contractDescription = (json as { description?: unknown }).description;
  const description = typeof contractDescription === 'string' ? metaDescription(contractDescription) : '';
  if (description) {
    if (!/^description: .*$/m.test(rewritten)) throw new Error(`${file}: no description front matter to replace`);
    rewritten = rewritten.replace(/^description: .*$/m, () => `description: ${JSON.stringify(description)}`);
  }
  if (!/^hide_table_of_contents:/m.test(rewritten)) rewritten += '\nhide_table_of_contents: true';
  writeFileSync(full, `---\n${rewritten}\n---\n${text.slice(frontMatter[0].length)}`);
  count += 1;
}
console.log(`externalizeApiOperations: ${count} pages, samples for ${samples} operations`);
if (count === 0) throw new Error(`no operation pages in ${pagesDir}: run docusaurus gen-api-docs first`);
