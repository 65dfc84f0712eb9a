/**
 * Build-time generation, run before start, build, typecheck and test:
 *  1. merge openapi/ into generated/openapi.yaml (+ .json), render each operation's 409 from the
 *     codes it can answer (scripts/conflictResponses.ts), and copy it to static/openapi/;
 *  2. extract rule parameter and quest configuration schemas, the operations that take an
 *     Idempotency-Key, each list operation's order, the reward types' params, and the in-browser
 *     sandbox's contract and generated validators, to src/data/generated/;
 *  3. write the rule and quest-type MDX pages from their registries (scripts/writeRegistryPages.ts);
 *  4. write static/robots.txt, which names the sitemap, and render the link-preview cards to
 *     static/img/social/ (scripts/socialCards.ts).
 * Nothing it writes is committed (see .gitignore).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { API_SERVERS, OPENAPI_SITE_PATH, SITE_URL } from '../src/config/site';
import { operationPath } from '../src/data/unitySdk';
import type { CompatibilityPromise } from '../src/api/compatibility';
import { bundleContract, contractYaml } from './bundleContract';
import { changelogView } from '../src/api/changes/changelog';
import { sandboxContract, sandboxSchemas } from './sandboxContract';
import { SANDBOX_VALIDATORS_DECLARATION, sandboxValidatorsModule } from './sandboxValidators';
import { copyMockServiceWorker } from './mockServiceWorker';
import { writeSocialCards } from './socialCards';
import {
  QUEST_CONFIG_PREFIX,
  RULE_PARAMS_PREFIX,
  inlineLocalRefs,
  schemaNamesWithPrefix,
  type JsonObject,
} from './openapiFragments';

const root = path.resolve(import.meta.dirname, '..');

function write(relPath: string, content: string): void {
  const full = path.join(root, relPath);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const doc = bundleContract(path.join(root, 'openapi'));
// redocly diff runs in processes of its own while the rest of generate works (scripts/apiChanges.ts).
const historyStarted = Date.now();
const historyPending = (await import('./apiChanges')).apiHistory(structuredClone(doc)).then((history) => ({ history, seconds: (Date.now() - historyStarted) / 1000 }));
const promise = (doc.info as JsonObject)['x-compatibility'] as unknown as CompatibilityPromise;
write('src/data/generated/compatibility.json', `${JSON.stringify(promise, null, 2)}\n`);
doc.servers = API_SERVERS.map((server) => ({ ...server }));

const yamlText = contractYaml(doc);
write('generated/openapi.yaml', yamlText);
write('generated/openapi.json', JSON.stringify(doc, null, 2));
write(path.join('static', OPENAPI_SITE_PATH), yamlText);

const extracted: Record<string, unknown> = {};
for (const name of [...schemaNamesWithPrefix(doc, RULE_PARAMS_PREFIX), ...schemaNamesWithPrefix(doc, QUEST_CONFIG_PREFIX)]) {
  if (name === 'QuestConfig') continue;
  extracted[name] = inlineLocalRefs(((doc.components as JsonObject).schemas as JsonObject)[name], doc);
}
write('src/data/generated/schemas.json', `${JSON.stringify(extracted, null, 2)}\n`);

// The operations that take an Idempotency-Key, for the idempotency guide (src/components/IdempotentOperations).
const idempotent: { operationId: string; page: string; method: string; path: string; required: boolean }[] = [];
for (const [route, item] of Object.entries(doc.paths as JsonObject)) {
  for (const [method, operation] of Object.entries(item as JsonObject)) {
    const parameters = ((operation as JsonObject).parameters ?? []) as JsonObject[];
    const key = parameters.map((parameter) => String(parameter.$ref ?? '')).find((ref) => /\/IdempotencyKey(Required)?$/.test(ref));
    if (key) {
      const operationId = String((operation as JsonObject).operationId);
      idempotent.push({ operationId, page: operationPath(operationId), method: method.toUpperCase(), path: route, required: key.endsWith('Required') });
    }
  }
}
write('src/data/generated/idempotency.json', `${JSON.stringify(idempotent, null, 2)}\n`);

// Each list operation's documented order (`x-list-order`), for the pagination guide (src/components/ListOrders).
const listOrders: { operationId: string; page: string; by: unknown[]; sortParameter?: string }[] = [];
for (const item of Object.values(doc.paths as JsonObject)) {
  for (const operation of Object.values(item as JsonObject)) {
    const order = (operation as JsonObject)['x-list-order'] as JsonObject | undefined;
    if (!order) continue;
    const operationId = String((operation as JsonObject).operationId);
    listOrders.push({ operationId, page: operationPath(operationId), by: order.by as unknown[], ...(order.sortParameter ? { sortParameter: String(order.sortParameter) } : {}) });
  }
}
write('src/data/generated/listOrders.json', `${JSON.stringify(listOrders, null, 2)}\n`);

// The webhook retry schedule (x-retry-schedule on WebhookDelivery), for src/components/WebhookRetrySchedule.
const retrySchedule = ((doc.components as JsonObject).schemas as JsonObject).WebhookDelivery as JsonObject;
write('src/data/generated/webhookRetry.json', `${JSON.stringify(retrySchedule['x-retry-schedule'], null, 2)}\n`);

// The reward types with their params, for the reward guides (src/components/RewardTypeTable).
const schemas = (doc.components as JsonObject).schemas as JsonObject;
const rewardMapping = (((schemas.RewardParams as JsonObject).discriminator as JsonObject).mapping ?? {}) as Record<string, string>;
const rewardTypes = Object.entries(rewardMapping).map(([type, ref]) => {
  const schema = schemas[ref.split('/').pop() ?? ''] as JsonObject;
  const params = ((schema.properties as JsonObject).params ?? {}) as JsonObject;
  const required = new Set((params.required ?? []) as string[]);
  return {
    type,
    description: String(schema.description ?? ''),
    params: Object.keys((params.properties ?? {}) as JsonObject).map((name) => ({ name, required: required.has(name) })),
  };
});
write('src/data/generated/rewardTypes.json', `${JSON.stringify(rewardTypes, null, 2)}\n`);

// The contract the explorer's in-browser sandbox answers from, its validators as generated code
// (the browser may not compile schemas under the site's CSP), and the service worker it registers
// (src/api/sandbox); all load only when a reader opens the explorer.
const contract = sandboxContract(doc);
write('src/data/generated/sandboxContract.json', JSON.stringify(contract));
write('src/data/generated/sandboxValidators.mjs', await sandboxValidatorsModule(contract, sandboxSchemas(doc), root));
write('src/data/generated/sandboxValidators.d.mts', SANDBOX_VALIDATORS_DECLARATION);
copyMockServiceWorker(root);

// The API's history (openapi/releases/ and the working contract, rated by redocly diff), for the
// changelog, the operation pages' notices, the feed and the docs MCP server.
const { history, seconds: historySeconds } = await historyPending;
write('src/data/generated/apiChanges.json', `${JSON.stringify(history)}\n`);
write('src/data/generated/apiChangelog.json', `${JSON.stringify(changelogView(history))}\n`);
console.log(`generate: API history of ${history.releases.length} releases, ${history.unreleased.changes.length} unreleased changes (in ${historySeconds.toFixed(1)} s beside the steps above; redocly runs only for a diff not cached in generated/api-changes/)`);

// Imported only now: the registries read the schema module written just above.
const { writeRegistryPages } = await import('./writeRegistryPages');
const pages = writeRegistryPages(root);

// Each rule's evaluation mode and latency, for pages that name the instant and async rules
// without loading the registry (src/components/RuleModes).
const { ruleRegistry, rulePath } = await import('../src/data/rules/index');
const ruleModes = ruleRegistry.map((rule) => ({ id: rule.id, page: rulePath(rule), ...rule.evaluation }));
write('src/data/generated/ruleModes.json', `${JSON.stringify(ruleModes, null, 2)}\n`);
// What the rules index shows and filters on, without the rest of the registry (src/components/RuleIndex).
const { ruleCategories } = await import('../src/data/rules/index');
const { ruleIndexData } = await import('../src/data/rules/indexRows');
write('src/data/generated/ruleIndex.json', `${JSON.stringify(ruleIndexData(ruleRegistry, ruleCategories, rulePath), null, 2)}\n`);
const operationCount = Object.values(doc.paths as JsonObject).reduce<number>(
  (count, item) => count + Object.keys(item as JsonObject).filter((k) => ['get', 'put', 'post', 'patch', 'delete'].includes(k)).length,
  0,
);
// robots.txt: every path may be crawled; the sitemap the build writes lists every page.
write('static/robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);

// Link-preview cards (og:image) for the site and each docs section (src/config/socialCards.ts).
const cards = writeSocialCards(path.join(root, 'static'));
console.log(`generate: ${operationCount} operations, ${Object.keys(extracted).length} rule/quest schemas, ${pages} registry pages, ${cards.length} social cards`);
