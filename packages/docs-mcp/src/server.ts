/**
 * The MCP server: eight read-only tools over the documentation data (./data.ts) and `check_file`,
 * which runs @guildforge/rules on local files, built on the official TypeScript SDK. Every tool is
 * registered through ./tools.ts (annotations, paging of long answers). The docs tools
 * answer Markdown, and an unknown id is a tool error that says what was not found and suggests the
 * closest ids; check_file answers the report `guildforge-rules check --json` prints.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import type { FieldValue } from '@guildforge/rules/node';
import { checkInWorker } from './checkInWorker.js';
import type { DocsMcpData, McpOperation, McpPage } from './data.js';
import { changesSince, MAX_SINCE_LENGTH, SINCE_PATTERN } from './changes.js';
import { registerReadOnlyTool } from './tools.js';

export const SERVER_NAME = 'guildforge-docs';
export const SERVER_VERSION = '1.0.0';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const answer = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });
const notFound = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });
const badInput = notFound;

/** Up to five ids that look like what was asked for (same start, or one contains the other). */
export function closest(wanted: string, ids: readonly string[]): string[] {
  const needle = wanted.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!needle) return [];
  const scored = ids
    .map((id) => {
      const hay = id.toLowerCase().replace(/[^a-z0-9]/g, '');
      let common = 0;
      while (common < hay.length && common < needle.length && hay[common] === needle[common]) common += 1;
      const score = hay.includes(needle) || needle.includes(hay) ? 100 + common : common;
      return { id, score };
    })
    .filter((entry) => entry.score >= 3)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return scored.slice(0, 5).map((entry) => entry.id);
}

/** Search queries longer than this are refused: MiniSearch expands every term (prefix and fuzzy), so a 12 MB query took 4 GB. */
export const MAX_QUERY_LENGTH = 500;
export const MAX_QUERY_TERMS = 32;
/** Ids, routes and paths: far longer than any the docs have. */
const MAX_ID_LENGTH = 1000;
/** check_file's fields and values, each as JSON: the API's 1 MiB request body limit. */
export const MAX_ARGUMENT_JSON = 1_048_576;

const id = () => z.string().min(1).max(MAX_ID_LENGTH);
/** Recipe names are page slugs of a few words. */
export const MAX_RECIPE_NAME_LENGTH = 100;
const withinJson = (value: unknown): boolean => {
  if (value === undefined) return true;
  const json = JSON.stringify(value);
  return json === undefined || json.length <= MAX_ARGUMENT_JSON;
};
const jsonLimitMessage = (what: string) => `${what} must be at most ${MAX_ARGUMENT_JSON} characters as JSON, the API's request body limit; give long text values and large schemas as files`;

const suggestion = (ids: readonly string[]) => (ids.length ? ` Did you mean ${ids.map((id) => `\`${id}\``).join(', ')}?` : '');

/** A route from a route, a page URL or a twin URL: decoded, without origin, `.md`, query, hash or trailing slash. */
export function normaliseRoute(input: string, siteUrl: string): string {
  let value = input.trim();
  if (value.startsWith(siteUrl)) value = value.slice(siteUrl.length);
  else if (/^https?:\/\//.test(value)) value = new URL(value).pathname;
  value = value.replace(/[?#].*$/, '');
  try {
    value = decodeURIComponent(value);
  } catch {
    // Keep the text as given: a lone % is not an escape.
  }
  if (!value.startsWith('/')) value = `/${value}`;
  value = value.replace(/\/index\.md$/, '/').replace(/\.(md|html)$/, '').replace(/\/index$/, '/');
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
}

/** Does a concrete path (`/quests/qst_01…`) fill a template (`/quests/{questId}`)? */
function fillsTemplate(template: string, concrete: string): boolean {
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
  return pattern.test(concrete);
}

function findOperation(data: DocsMcpData, method: string, rawPath: string): McpOperation | undefined {
  let apiPath = rawPath.trim().replace(/[?#].*$/, '');
  if (/^https?:\/\//.test(apiPath)) apiPath = new URL(apiPath).pathname;
  apiPath = apiPath.replace(/^\/v1(?=\/)/, '').replace(/\/+$/, '') || '/';
  const candidates = data.operations.filter((operation) => operation.method === method.toUpperCase());
  return (
    candidates.find((operation) => operation.path === apiPath) ??
    candidates.find((operation) => operation.kind === 'operation' && fillsTemplate(operation.path, apiPath))
  );
}

function snippet(markdown: string, terms: readonly string[], width = 160): string {
  const flat = markdown.replace(/```[\s\S]*?```/g, ' ').replace(/\s+/g, ' ');
  const lower = flat.toLowerCase();
  const at = terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - width / 2);
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + width).trim()}${start + width < flat.length ? '…' : ''}`;
}

/** A word as compared for ranking: lowercase, without a plural `s` (quests → quest, rewards → reward). */
const stem = (word: string) => word.toLowerCase().replace(/(?<=[a-z]{3})(?:e?s)$/, '');

/** An operationId's action (its first word) and resource words: claimUserQuest → claim; user, quest. */
export function actionAndResource(operationId: string): { action: string; resource: string[] } {
  const [action = '', ...resource] = operationId.split(/(?=[A-Z])/).map(stem);
  return { action, resource };
}

/**
 * The site's search puts a page first when the query names it; here, an operation comes first
 * when the query names its action and at least one word of its resource ("claim a quest
 * reward" → claimUserQuest), the one naming more of its resource before another, then the
 * search order. Other results keep their order.
 */
export function operationsNamedFirst<T extends { readonly id: unknown }>(
  results: readonly T[],
  query: string,
  operationWords: ReadonlyMap<string, { action: string; resource: string[] }>,
): T[] {
  const words = new Set(query.split(/[^A-Za-z0-9]+/).filter(Boolean).map(stem));
  const named = results
    .map((result, position) => {
      const operation = operationWords.get(String(result.id));
      const covered = operation && words.has(operation.action) ? operation.resource.filter((word) => words.has(word)).length : 0;
      return { result, position, covered };
    })
    .filter((entry) => entry.covered > 0)
    .sort((a, b) => b.covered - a.covered || a.position - b.position);
  const first = new Set(named.map((entry) => entry.result));
  return [...named.map((entry) => entry.result), ...results.filter((result) => !first.has(result))];
}

export function createDocsServer(data: DocsMcpData): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION });
  const pagesByRoute = new Map(data.pages.map((page) => [page.route, page]));
  const index = new MiniSearch<McpPage>({
    idField: 'route',
    fields: ['title', 'description', 'markdown'],
    storeFields: ['route'],
    searchOptions: { boost: { title: 4, description: 2 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' },
  });
  index.addAll([...data.pages]);
  const operationWords = new Map(
    data.operations.filter((operation) => operation.kind === 'operation' && operation.route).map((operation) => [operation.route!, actionAndResource(operation.operationId)]),
  );

  registerReadOnlyTool(
    server,
    'search_docs',
    {
      title: 'Search the Guildforge docs',
      description:
        'Full-text search over every page of the Guildforge documentation (guides, API operations, validation rules, quest types). Returns titles, Markdown URLs and snippets; read a page with get_page.',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`)
          .refine((text) => text.split(/\s+/).filter(Boolean).length <= MAX_QUERY_TERMS, `query must have at most ${MAX_QUERY_TERMS} words`)
          .describe(`Words to look for, e.g. "claim user quest idempotency" (at most ${MAX_QUERY_LENGTH} characters and ${MAX_QUERY_TERMS} words)`),
        limit: z.number().int().min(1).max(25).optional().describe('Results to return (default 8)'),
      },
    },
    async ({ query, limit }) => {
      let results = index.search(query);
      if (results.length === 0) results = index.search(query, { combineWith: 'OR' });
      results = operationsNamedFirst(results, query, operationWords);
      if (results.length === 0) return answer(`No page matches "${query}". Try fewer or other words.`);
      const lines = results.slice(0, limit ?? 8).map((result, position) => {
        const page = pagesByRoute.get(String(result.id))!;
        return `${position + 1}. **${page.title}** (${page.section}): ${page.route}\n   Markdown: ${page.twinUrl}\n   ${snippet(page.markdown, result.terms)}`;
      });
      return answer(`${results.length} page${results.length === 1 ? '' : 's'} match "${query}"; the best ${lines.length}:\n\n${lines.join('\n')}`);
    },
  );

  registerReadOnlyTool(
    server,
    'get_page',
    {
      title: 'Get a docs page as Markdown',
      description:
        'The Markdown of one documentation page, by route (/docs/rules/Image/HueArcLength), page URL or .md URL. /docs/api/webhooks shows how to send test deliveries to your endpoint and check it against the contract with the `guildforge-webhooks` command (@guildforge/webhooks).',
      inputSchema: { page: id().describe('Route or URL of the page') },
    },
    async ({ page }) => {
      const route = normaliseRoute(page, data.siteUrl);
      const found = pagesByRoute.get(route);
      if (found) return answer(found.markdown);
      return notFound(`No page at "${route}" (from "${page}").${suggestion(closest(route, [...pagesByRoute.keys()]))} Use search_docs to find a page.`);
    },
  );

  registerReadOnlyTool(
    server,
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'One operation of the Guildforge API v1 (or a webhook event): method and path, credentials and role, parameters and body, every response status, error codes, an example and a curl request. Give operationId, or method and path.',
      inputSchema: {
        operationId: id().optional().describe('e.g. claimUserQuest, or a webhook operationId such as questPublishedEvent'),
        method: z.enum(METHODS).optional().describe('HTTP method, with path'),
        path: id().optional().describe('Path after /v1, template or concrete: /user-quests/{userQuestId}/claim'),
      },
    },
    async ({ operationId, method, path }) => {
      if (operationId) {
        const found = data.operations.find((operation) => operation.operationId === operationId)
          ?? data.operations.find((operation) => operation.operationId.toLowerCase() === operationId.toLowerCase());
        if (found) return answer(found.markdown);
        return notFound(`No operation with operationId "${operationId}".${suggestion(closest(operationId, data.operations.map((operation) => operation.operationId)))}`);
      }
      if (method && path) {
        const found = findOperation(data, method, path);
        if (found) return answer(found.markdown);
        const samePath = data.operations.filter((operation) => operation.path === path || fillsTemplate(operation.path, path));
        const hint = samePath.length ? ` That path has ${samePath.map((operation) => `${operation.method} (${operation.operationId})`).join(', ')}.` : '';
        return notFound(`No operation ${method} ${path}.${hint || suggestion(closest(path, [...new Set(data.operations.map((operation) => operation.path))]))}`);
      }
      return notFound('Give operationId, or both method and path.');
    },
  );

  registerReadOnlyTool(
    server,
    'get_rule',
    {
      title: 'Get a UGC validation rule',
      description: 'One validation rule for UGC schema fields: what it checks, its parameters (RuleParams<Rule>), error codes with messages, examples and a request.',
      inputSchema: { rule: id().describe('Rule id as used in a schema, e.g. HueArcLength') },
    },
    async ({ rule }) => {
      const found = data.rules.find((entry) => entry.id === rule) ?? data.rules.find((entry) => entry.id.toLowerCase() === rule.toLowerCase());
      if (found) return answer(found.markdown);
      return notFound(`No validation rule "${rule}".${suggestion(closest(rule, data.rules.map((entry) => entry.id)))} There are ${data.rules.length} rules; search_docs finds them by topic.`);
    },
  );

  registerReadOnlyTool(
    server,
    'get_quest_type',
    {
      title: 'Get a quest type',
      description:
        'One quest type by `provider.type` (e.g. twitter.follow): what is verified, prerequisites, its config fields, an example quest, failure codes and limits. guildforge.webhook also shows how to test your own endpoint with the `guildforge-webhooks quest-check` command (@guildforge/webhooks).',
      inputSchema: { questType: id().describe('<provider>.<type>, e.g. steam.playedMinutes') },
    },
    async ({ questType }) => {
      const found =
        data.questTypes.find((entry) => entry.id === questType) ?? data.questTypes.find((entry) => entry.id.toLowerCase() === questType.toLowerCase());
      if (found) return answer(found.markdown);
      return notFound(`No quest type "${questType}".${suggestion(closest(questType, data.questTypes.map((entry) => entry.id)))} Quest types are named <provider>.<type>.`);
    },
  );

  registerReadOnlyTool(
    server,
    'get_changes',
    {
      title: 'Get API changes',
      description:
        'The Guildforge API releases after a version (every release when `since` is omitted), newest first: date, summary, and each change rated breaking, addition or correction, linked to its operation page; then the changes not released yet. Computed from the API description with redocly diff.',
      inputSchema: {
        since: z
          .string()
          .max(MAX_SINCE_LENGTH)
          .regex(SINCE_PATTERN, 'since must be a released version such as 1.0.0')
          .optional()
          .describe('A released version, e.g. 1.0.0; the answer lists the releases after it'),
      },
    },
    async ({ since }) => {
      if (!data.changes) return notFound('This build of the docs data has no API history; rebuild the docs site.');
      const result = changesSince(data.changes, since);
      return result.ok ? answer(result.text) : badInput(result.text);
    },
  );

  registerReadOnlyTool(
    server,
    'get_recipe',
    {
      title: 'Get a recipe',
      description:
        'One recipe by name (e.g. discord-role-reward): a whole integration as ordered API calls, from creating resources to the outcome, with each step\'s purpose, its curl, and which response fields the next steps read. Every recipe runs against the sandbox in CI. An empty name lists the recipes.',
      inputSchema: { name: z.string().max(MAX_RECIPE_NAME_LENGTH).describe('Recipe name, e.g. steam-playtime; empty to list them') },
    },
    async ({ name }) => {
      const wanted = name.trim().toLowerCase().replace(/\.md$/, '').split('/').pop() ?? '';
      const list = data.recipes.map((recipe) => `- \`${recipe.name}\`: ${recipe.title}. ${recipe.summary}`).join('\n');
      if (wanted === '') return answer(`# Recipes\n\n${list}\n`);
      const found = data.recipes.find((recipe) => recipe.name === wanted);
      if (found) return answer(found.markdown);
      return notFound(`No recipe "${name}".${suggestion(closest(wanted, data.recipes.map((recipe) => recipe.name)))} The recipes:\n${list}`);
    },
  );

  registerReadOnlyTool(
    server,
    'get_error',
    {
      title: 'Get an error code',
      description: 'One code of the Guildforge error catalogue (the `code` of a problem+json response): HTTP status, title, meaning and whether a retry can succeed.',
      inputSchema: { code: id().describe('e.g. quest_already_claimed') },
    },
    async ({ code }) => {
      const found = data.errors.find((entry) => entry.code === code.trim().toLowerCase());
      if (!found) return notFound(`No error code "${code}" in the catalogue.${suggestion(closest(code, data.errors.map((entry) => entry.code)))}`);
      return answer(
        [
          `# ${found.code}`,
          '',
          `- HTTP status: ${found.status}`,
          `- Title: ${found.title}`,
          `- Domain: ${found.domain}`,
          `- Retryable: ${found.retryable ? 'yes, the same request can succeed later' : 'no, change the request or the state first'}`,
          `- Catalogue: ${found.url}`,
          '',
          found.description,
        ].join('\n'),
      );
    },
  );

  registerReadOnlyTool(
    server,
    'check_file',
    {
      title: 'Check local files against a UGC schema\'s rules',
      description:
        'Runs the Guildforge UGC validation rules (@guildforge/rules) on local files and values against a schema\'s fields, offline, and answers the report validateAgainstSchema gives: { valid, errors, results }, exactly as `guildforge-rules check --json` prints it. Rules that need Guildforge\'s servers (Classification, Moderation, NoProfanity, NoDuplicate) are pending with a reason.',
      inputSchema: {
        fields: z
          // Objects of any shape: schemaFields says which key or kind is wrong, in the product's words.
          .union([z.array(z.object({}).passthrough()), z.object({}).passthrough()])
          .optional()
          .refine(withinJson, jsonLimitMessage('fields'))
          .describe('The schema\'s fields (the SchemaField[] of createSchema), or a schema object with a fields array. Give this or fieldsFile.'),
        fieldsFile: z.string().min(1).max(4096).optional().describe('Path of a JSON file holding the fields or a schema with them, as guildforge-rules check --fields takes'),
        files: z.record(z.string().min(1).max(4096)).optional().describe('File fields: field key → local path, e.g. { "albedo": "/home/me/skins/albedo.png" }'),
        values: z.record(z.union([z.string(), z.number(), z.array(z.string())])).optional().refine(withinJson, jsonLimitMessage('values')).describe('Other fields: field key → value (text as a string, number, enum option, list of options)'),
        partial: z.boolean().optional().describe('Skip the required-field check (default false)'),
      },
    },
    async ({ fields, fieldsFile, files, values, partial }) => {
      if ((fields === undefined) === (fieldsFile === undefined)) return badInput('Give the schema\'s fields either inline as fields or as a path in fieldsFile, not both or neither.');
      // In a worker thread: a slow file never holds up the other tools, and runs no longer than the checker's bounds.
      const outcome = await checkInWorker({ fields, fieldsFile, files, values: values as Record<string, FieldValue> | undefined, partial });
      if ('report' in outcome) return answer(JSON.stringify(outcome.report, null, 2));
      return badInput('inputError' in outcome ? outcome.inputError : `check_file could not finish: ${outcome.failure}.`);
    },
  );

  return server;
}
