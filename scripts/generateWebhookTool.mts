/**
 * Writes what `@guildforge/webhooks` (packages/webhooks) sends and checks, cut from the bundled API
 * description (generated/openapi.json) and the error catalogue, then builds the package.
 *
 * The package never imports the site. Its facts are the contract's: the event types (the
 * `EventType` enum) with every example of their `webhooks` entry, the headers each delivery
 * carries (the entry's header parameters), the signature's tolerance and the delivery timeout
 * (`x-tolerance-seconds` on `GuildforgeSignature`, `timeoutSeconds` of `x-retry-schedule` on `WebhookDelivery`),
 * and for `quest.webhook_check` its request example, its request and response schemas, its time
 * and size limits and the failure codes its description lists, with their catalogue entries.
 * Generation fails, naming the entry to fix, when an event type has no example, a delivery
 * header is one the tool cannot fill, or a failure code is missing from the catalogue or from the
 * `guildforge.webhook` quest type's failures. The output, `packages/webhooks/src/generated/`, is
 * git-ignored and rewritten by every `npm run generate`.
 *
 *   npx tsx scripts/generateWebhookTool.mts [--no-build]
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findError } from '../src/data/errors/index';
import { findQuestType, questConfigSchema, questConfigSchemaName } from '../src/data/quests/index';
import { inlineLocalRefs, type JsonObject } from './openapiFragments';

const root = path.resolve(import.meta.dirname, '..');
const packageDir = path.join(root, 'packages/webhooks');
const outDir = path.join(packageDir, 'src/generated');

/** The call Guildforge makes for `guildforge.webhook` quests; every other `webhooks` entry is an event. */
const QUEST_CHECK_OPERATION = 'questWebhookCheck';

/** The delivery headers the tool knows how to fill, by the contract's parameter component. */
const HEADER_ROLES = {
  GuildforgeSignature: 'signature',
  GuildforgeEventType: 'eventType',
  GuildforgeDeliveryId: 'deliveryId',
} as const;

class ContractError extends Error {}

const doc = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as JsonObject;
const components = doc.components as JsonObject;
const schemas = components.schemas as Record<string, JsonObject>;
const parameters = components.parameters as Record<string, JsonObject>;
const webhooks = doc.webhooks as Record<string, { post: JsonObject }>;

function numberExtension(node: JsonObject, key: string, where: string): number {
  const value = node[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new ContractError(`${where} needs a positive number in ${key}; the webhook tool reads it from there.`);
  }
  return value;
}

/** The header parameters of a `webhooks` entry, each with the role the tool fills it in. */
function headersOf(name: string, operation: JsonObject): { name: string; role: (typeof HEADER_ROLES)[keyof typeof HEADER_ROLES] }[] {
  return ((operation.parameters ?? []) as JsonObject[]).map((parameter) => {
    const ref = String(parameter.$ref ?? '');
    const component = ref.replace('#/components/parameters/', '');
    const role = HEADER_ROLES[component as keyof typeof HEADER_ROLES];
    const resolved = parameters[component];
    if (!role || !resolved || resolved.in !== 'header') {
      throw new ContractError(
        `webhooks.${name} has the parameter ${ref || JSON.stringify(parameter)}, which packages/webhooks cannot fill; add a role for it in scripts/generateWebhookTool.mts (HEADER_ROLES) and in the package's delivery code.`,
      );
    }
    return { name: String(resolved.name), role };
  });
}

function jsonBody(name: string, operation: JsonObject): JsonObject {
  const content = ((operation.requestBody as JsonObject | undefined)?.content ?? {}) as Record<string, JsonObject>;
  const media = content['application/json'];
  if (!media) throw new ContractError(`webhooks.${name} has no application/json request body.`);
  return media;
}

const signature = parameters.GuildforgeSignature!;
const signaturePattern = String((signature.schema as JsonObject).pattern);
// `(,v1=…){1,2}$`: how many v1 values a header carries at most (two while a rotated secret is valid).
const maxSignatures = Number(/\{1,([0-9]+)\}\$$/.exec(signaturePattern)?.[1]);
if (!Number.isInteger(maxSignatures) || maxSignatures < 1) {
  throw new ContractError(`components.parameters.GuildforgeSignature's pattern ${signaturePattern} no longer ends in {1,N}$; update scripts/generateWebhookTool.mts.`);
}
const toleranceSeconds = numberExtension(signature, 'x-tolerance-seconds', 'components.parameters.GuildforgeSignature');
// The delivery timeout is stated once, in the retry schedule on WebhookDelivery (the guides render it from there too).
const deliveryTimeoutSeconds = numberExtension(
  (schemas.WebhookDelivery!['x-retry-schedule'] as JsonObject),
  'timeoutSeconds',
  "components.schemas.WebhookDelivery['x-retry-schedule']",
);
const excerptBytes = numberExtension(
  ((schemas.WebhookDeliveryAttempt!.properties as JsonObject).responseBodyExcerpt as JsonObject),
  'maxLength',
  'components.schemas.WebhookDeliveryAttempt.properties.responseBodyExcerpt',
);

const eventTypes = schemas.EventType!.enum as string[];
const events = eventTypes.map((type) => {
  const entry = webhooks[type];
  if (!entry) throw new ContractError(`The event type ${type} (components.schemas.EventType) has no entry under webhooks.`);
  const operation = entry.post;
  const media = jsonBody(type, operation);
  const examples = Object.entries((media.examples ?? {}) as Record<string, JsonObject>).map(([exampleName, example]) => ({
    name: exampleName,
    value: example.value as JsonObject,
  }));
  if (examples.length === 0) {
    throw new ContractError(`webhooks.${type} has no example under requestBody.content.application/json.examples; guildforge-webhooks sends that example, so add one.`);
  }
  for (const example of examples) {
    if (example.value?.type !== type) throw new ContractError(`webhooks.${type} example ${example.name} has type ${String(example.value?.type)}.`);
  }
  return {
    type,
    operationId: String(operation.operationId),
    summary: String(operation.summary ?? ''),
    headers: headersOf(type, operation),
    examples,
  };
});
const strayEntries = Object.entries(webhooks)
  .filter(([name, entry]) => !eventTypes.includes(name) && entry.post.operationId !== QUEST_CHECK_OPERATION)
  .map(([name]) => name);
if (strayEntries.length > 0) throw new ContractError(`webhooks.${strayEntries.join(', webhooks.')} is neither an EventType nor ${QUEST_CHECK_OPERATION}.`);

const questCheckEntry = Object.entries(webhooks).find(([, entry]) => entry.post.operationId === QUEST_CHECK_OPERATION);
if (!questCheckEntry) throw new ContractError(`No webhooks entry has operationId ${QUEST_CHECK_OPERATION}.`);
const [questCheckName, { post: questCheck }] = questCheckEntry;
const questRequest = jsonBody(questCheckName, questCheck);
const requestExamples = Object.values((questRequest.examples ?? {}) as Record<string, JsonObject>);
if (requestExamples.length === 0) throw new ContractError(`webhooks.${questCheckName} has no request example.`);
const okResponse = (questCheck.responses as Record<string, JsonObject>)['200'];
const responseMedia = ((okResponse?.content ?? {}) as Record<string, JsonObject>)['application/json'];
if (!okResponse || !responseMedia) throw new ContractError(`webhooks.${questCheckName} has no 200 application/json response.`);

// The failure codes are the bullets of the call's description: "- `code`: when".
const failureBullets = [...String(questCheck.description).matchAll(/^- `([a-z0-9_]+)`: (.+)$/gm)];
if (failureBullets.length === 0) throw new ContractError(`webhooks.${questCheckName}'s description lists no failure codes ("- \`code\`: when").`);
const webhookQuest = findQuestType('guildforge.webhook');
const failures = failureBullets.map(([, code, when]) => {
  const entry = findError(code!);
  if (!webhookQuest.failures.some((failure) => failure.code === code)) {
    throw new ContractError(`${code} is listed by webhooks.${questCheckName} but not in the failures of guildforge.webhook (src/data/quests/guildforge.ts).`);
  }
  return { code: entry.code, status: entry.status, title: entry.title, when: when!.replace(/;$/, '') };
});

// The one automatic retry of a check: which answers get it, and after how long.
const retry = questCheck['x-retry'] as JsonObject | undefined;
const retryStatuses = retry?.statuses;
if (!retry || !Array.isArray(retryStatuses) || !retryStatuses.every((status) => Number.isInteger(status)) || typeof retry.connectionFailures !== 'boolean') {
  throw new ContractError(`webhooks.${questCheckName}.post needs x-retry: { statuses: [<status>…], connectionFailures: <boolean>, afterSeconds: <number> }.`);
}

// What --metadata may hold: the quest's config.metadata, which every request copies unchanged.
const configProperties = ((questConfigSchema(webhookQuest).properties as JsonObject | undefined)?.config as JsonObject | undefined)?.properties as JsonObject | undefined;
const metadataSchema = configProperties?.metadata as JsonObject | undefined;
if (!metadataSchema) throw new ContractError(`${questConfigSchemaName(webhookQuest)} has no config.metadata schema.`);

const facts = {
  source: 'generated/openapi.yaml',
  apiVersion: String((doc.info as JsonObject).version),
  signature: {
    header: String(signature.name),
    pattern: signaturePattern,
    maxSignatures,
    toleranceSeconds,
  },
  delivery: {
    timeoutSeconds: deliveryTimeoutSeconds,
    responseExcerptBytes: excerptBytes,
    contentType: 'application/json',
  },
  events,
  questCheck: {
    name: questCheckName,
    operationId: QUEST_CHECK_OPERATION,
    timeoutSeconds: numberExtension(questCheck, 'x-timeout-seconds', `webhooks.${questCheckName}.post`),
    maxResponseBytes: numberExtension(okResponse, 'x-max-body-bytes', `webhooks.${questCheckName}.post.responses.200`),
    retry: {
      statuses: retryStatuses as number[],
      connectionFailures: retry.connectionFailures,
      afterSeconds: numberExtension(retry, 'afterSeconds', `webhooks.${questCheckName}.post.x-retry`),
    },
    headers: headersOf(questCheckName, questCheck),
    requestExample: requestExamples[0]!.value as JsonObject,
    requestSchema: inlineLocalRefs(questRequest.schema, doc) as JsonObject,
    responseSchema: inlineLocalRefs(responseMedia.schema, doc) as JsonObject,
    metadataSchema,
    failures,
  },
};

const header = `/**\n * Generated by scripts/generateWebhookTool.mts from the API description and the error catalogue.\n * Do not edit: run \`npm run generate\`.\n */\n`;
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'contract.ts'),
  `${header}import type { WebhookContract } from '../contractTypes.js';\n\nexport const contract = ${JSON.stringify(facts, null, 2)} as const satisfies WebhookContract;\n`,
);
console.log(
  `generateWebhookTool: ${events.length} event types (${events.reduce((count, event) => count + event.examples.length, 0)} examples), ${failures.length} quest-check failure codes`,
);

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/webhooks/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  // npm links the bin at install time, before dist/ exists, so it cannot mark it executable.
  chmodSync(path.join(packageDir, 'dist/bin.js'), 0o755);
}
