/**
 * Build-time generation, run before start, build, typecheck and test:
 *  1. merge openapi/ into generated/openapi.yaml (+ .json) and copy it to static/openapi/;
 *  2. extract rule parameter and quest configuration schemas to src/data/generated/;
 *  3. write the rule and quest-type MDX pages from their registries (scripts/writeRegistryPages.ts).
 * Nothing it writes is committed (see .gitignore).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { API_SERVERS, OPENAPI_SITE_PATH } from '../src/config/site';
import {
  QUEST_CONFIG_PREFIX,
  RULE_PARAMS_PREFIX,
  addDerivedUnions,
  inlineLocalRefs,
  mergeFragments,
  schemaNamesWithPrefix,
  type JsonObject,
} from './openapiFragments';

const root = path.resolve(import.meta.dirname, '..');

function write(relPath: string, content: string): void {
  const full = path.join(root, relPath);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const doc = mergeFragments(path.join(root, 'openapi'));
addDerivedUnions(doc);
doc.servers = API_SERVERS.map((server) => ({ ...server }));

const yamlText = stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 });
write('generated/openapi.yaml', yamlText);
write('generated/openapi.json', JSON.stringify(doc, null, 2));
write(path.join('static', OPENAPI_SITE_PATH), yamlText);

const extracted: Record<string, unknown> = {};
for (const name of [...schemaNamesWithPrefix(doc, RULE_PARAMS_PREFIX), ...schemaNamesWithPrefix(doc, QUEST_CONFIG_PREFIX)]) {
  if (name === 'QuestConfig') continue;
  extracted[name] = inlineLocalRefs(((doc.components as JsonObject).schemas as JsonObject)[name], doc);
}
write('src/data/generated/schemas.json', `${JSON.stringify(extracted, null, 2)}\n`);

// Imported only now: the registries read the schema module written just above.
const { writeRegistryPages } = await import('./writeRegistryPages');
const pages = writeRegistryPages(root);
const operationCount = Object.values(doc.paths as JsonObject).reduce<number>(
  (count, item) => count + Object.keys(item as JsonObject).filter((k) => ['get', 'put', 'post', 'patch', 'delete'].includes(k)).length,
  0,
);
console.log(`generate: ${operationCount} operations, ${Object.keys(extracted).length} rule/quest schemas, ${pages} registry pages`);
