/**
 * The server through the SDK's own client: in process for every tool, and once over stdio
 * through the `guildforge-docs-mcp` bin. Reads the data the site build writes
 * (dist/data/docs.json), so it runs after `docusaurus build` (vitest.build.config.ts).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { loadData } from './data.js';
import { closest, createDocsServer, normaliseRoute } from './server.js';
import { MAX_ANSWER_CHARACTERS } from './tools.js';

const packageDir = path.resolve(import.meta.dirname, '..');
const data = loadData();
let client: Client;

async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return { text, isError: result.isError === true };
}

/** Every part of a paged answer (src/tools.ts), joined. */
async function wholeAnswer(name: string, args: Record<string, unknown>): Promise<string> {
  const bodies: string[] = [];
  let cursor: string | undefined;
  do {
    const { text } = await call(name, { ...args, ...(cursor ? { cursor } : {}) });
    const [body, note] = text.split('\n\n---\nPart ');
    bodies.push(body);
    cursor = note ? /cursor "([^"]+)"/.exec(note)?.[1] : undefined;
  } while (cursor && bodies.length < 50);
  return bodies.join('\n');
}

beforeAll(async () => {
  const server = createDocsServer(data);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(clientTransport);
});

afterAll(async () => {
  await client?.close();
});

describe('guildforge-docs-mcp', () => {
  it('lists the nine tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['check_file', 'get_changes', 'get_error', 'get_operation', 'get_page', 'get_quest_type', 'get_recipe', 'get_rule', 'search_docs']);
    expect(tools.find((tool) => tool.name === 'get_changes')?.annotations).toMatchObject({ readOnlyHint: true, title: 'Get API changes' });
  });

  it('get_changes answers the releases after a version, rated and linked, and refuses a bad since', async () => {
    const latest = data.changes!.releases[0]!;
    const oldest = data.changes!.releases[data.changes!.releases.length - 1]!;
    const { text, isError } = await call('get_changes', { since: oldest.version });
    expect(isError).toBe(false);
    expect(text).toContain(`## ${latest.version} (${latest.date})`);
    expect(text).toContain('### Breaking changes');
    expect(text).toContain('https://docs.guildforge.io/docs/API/');
    expect(text).not.toContain(`## ${oldest.version} (`);
    expect((await call('get_changes', { since: '0.1.0' })).text).toContain('is not a released version');
    const bad = await call('get_changes', { since: 'x'.repeat(5000) });
    expect(bad.isError).toBe(true);
  });

  it('search_docs ranks an operation first when the query names its action and resource', async () => {
    for (const [query, route] of [
      ['claim a quest reward', '/docs/API/claim-user-quest'],
      ['redeem a reward', '/docs/API/redeem-user-reward'],
      ['publish quest', '/docs/API/publish-quest'],
    ]) {
      const { text } = await call('search_docs', { query, limit: 3 });
      expect(/^1\. \*\*.+?\*\* \(.+?\): (\S+)$/m.exec(text)?.[1], query).toBe(route);
    }
  });

  it('answers no page above MAX_ANSWER_CHARACTERS (about 10,000 tokens): the error catalogue comes in parts that join to the whole page', async () => {
    const catalogue = data.pages.find((page) => page.route === '/docs/api/errors')!;
    expect(catalogue.markdown.length).toBeGreaterThan(MAX_ANSWER_CHARACTERS);
    const bodies: string[] = [];
    let cursor: string | undefined;
    do {
      const { text, isError } = await call('get_page', { page: '/docs/api/errors', ...(cursor ? { cursor } : {}) });
      expect(isError).toBe(false);
      const [body, note] = text.split('\n\n---\nPart ');
      expect(body.length).toBeLessThanOrEqual(MAX_ANSWER_CHARACTERS);
      bodies.push(body);
      cursor = /cursor "([^"]+)"/.exec(note)?.[1];
    } while (cursor && bodies.length < 20);
    expect(bodies.join('\n').replace(/\s+/g, ' ')).toBe(catalogue.markdown.trim().replace(/\s+/g, ' '));
    // Every other answer of the docs tools fits too.
    const longest = Math.max(...data.pages.map((page) => page.markdown.length), ...data.operations.map((operation) => operation.markdown.length));
    for (const page of data.pages.filter((entry) => entry.markdown.length > MAX_ANSWER_CHARACTERS)) {
      const { text } = await call('get_page', { page: page.route });
      expect(text.length, page.route).toBeLessThan(MAX_ANSWER_CHARACTERS + 300);
    }
    expect(longest).toBeGreaterThan(0);
  });

  it('search_docs finds pages with snippets and Markdown URLs', async () => {
    const { text, isError } = await call('search_docs', { query: 'claim user quest', limit: 3 });
    expect(isError).toBe(false);
    expect(text).toContain('/docs/API/claim-user-quest');
    expect(text).toContain('https://docs.guildforge.io/docs/API/claim-user-quest.md');
    const none = await call('search_docs', { query: 'zzqxv' });
    expect(none.text).toContain('No page matches "zzqxv"');
  });

  it('get_page answers a route, a page URL and a twin URL with spaces', async () => {
    const byRoute = await call('get_page', { page: '/docs/rules/Image/HueArcLength' });
    expect(byRoute.text).toMatch(/^# HueArcLength/);
    const byTwin = await call('get_page', { page: 'https://docs.guildforge.io/docs/quests/Quest%20Types/Categories/steam/achievement.md' });
    expect(byTwin.isError).toBe(false);
    expect(byTwin.text).toContain('`steam.achievement`');
    const missing = await call('get_page', { page: '/docs/no/such/page' });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('No page at "/docs/no/such/page"');
  });

  it('get_operation answers by operationId and by method and path, concrete or templated', async () => {
    const byId = await call('get_operation', { operationId: 'claimUserQuest' });
    expect(byId.text).toContain('`POST /user-quests/{userQuestId}/claim`');
    expect(byId.text).toContain('quest_already_claimed');
    expect(byId.text).toContain('curl -X POST');
    const byPath = await call('get_operation', { method: 'POST', path: '/v1/user-quests/uqs_01JDA0000000000000000000AB/claim' });
    expect(byPath.text).toBe(byId.text);
    const unknown = await call('get_operation', { operationId: 'claimUserQuests' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('No operation with operationId "claimUserQuests"');
    expect(unknown.text).toContain('`claimUserQuest`');
    const wrongMethod = await call('get_operation', { method: 'DELETE', path: '/user-quests/{userQuestId}/claim' });
    expect(wrongMethod.isError).toBe(true);
    expect(wrongMethod.text).toContain('No operation DELETE /user-quests/{userQuestId}/claim. That path has POST (claimUserQuest).');
  });

  it('get_recipe answers every recipe with all its steps and their curl, lists them, and names an unknown one', async () => {
    const tools = (await client.listTools()).tools;
    expect(tools.find((tool) => tool.name === 'get_recipe')?.annotations).toMatchObject({ readOnlyHint: true, title: 'Get a recipe' });
    expect(data.recipes.map((recipe) => recipe.name)).toEqual(['discord-role-reward', 'referral', 'steam-playtime', 'ugc-submission', 'webhook-endpoint', 'webhook-quest']);
    const recipe = await call('get_recipe', { name: 'discord-role-reward' });
    expect(recipe.isError).toBe(false);
    expect(recipe.text).toContain('## 8. Redeem a user reward');
    expect(recipe.text).toContain("curl -L -X POST 'https://api.guildforge.io/v1/user-rewards/<claimQuest.userRewardId>/redeem'");
    const listed = await call('get_recipe', { name: '' });
    expect(listed.text).toContain('- `webhook-quest`: ');
    const unknown = await call('get_recipe', { name: 'discord-role' });
    expect(unknown).toMatchObject({ isError: true });
    expect(unknown.text).toContain('No recipe "discord-role". Did you mean `discord-role-reward`?');
    const long = (await client.callTool({ name: 'get_recipe', arguments: { name: 'x'.repeat(101) } })) as CallToolResult;
    expect(long.isError).toBe(true);
  });

  it('get_rule, get_quest_type and get_error answer known ids and name unknown ones', async () => {
    const rule = await call('get_rule', { rule: 'HueArcLength' });
    expect(rule.text).toContain('## Parameters');
    const badRule = await call('get_rule', { rule: 'HueArc' });
    expect(badRule.isError).toBe(true);
    expect(badRule.text).toContain('No validation rule "HueArc". Did you mean `HueArcLength`');

    const quest = await call('get_quest_type', { questType: 'twitter.follow' });
    expect(quest.text).toContain('`twitter.follow`');
    // The tool descriptions name guildforge-webhooks; these answers must hold what they promise.
    const webhookQuest = await call('get_quest_type', { questType: 'guildforge.webhook' });
    expect(webhookQuest.text).toMatch(/## Test your endpoint\n[\s\S]*```bash\nnpx guildforge-webhooks quest-check --url /);
    // The webhooks guide is long enough to come in parts; the command is in one of them.
    expect(await wholeAnswer('get_page', { page: '/docs/api/webhooks' })).toContain('npx guildforge-webhooks check --url ');
    const badQuest = await call('get_quest_type', { questType: 'twitter.unfollow' });
    expect(badQuest.isError).toBe(true);
    expect(badQuest.text).toContain('No quest type "twitter.unfollow"');

    const error = await call('get_error', { code: 'quest_already_claimed' });
    expect(error.text).toMatch(/^# quest_already_claimed\n\n- HTTP status: 409/);
    const badError = await call('get_error', { code: 'quest_claimed_twice' });
    expect(badError.isError).toBe(true);
    expect(badError.text).toContain('No error code "quest_claimed_twice" in the catalogue');
  });

  it('normalises routes and suggests close ids', () => {
    expect(normaliseRoute('https://docs.guildforge.io/docs/learn/overview.md#roles', 'https://docs.guildforge.io')).toBe('/docs/learn/overview');
    expect(normaliseRoute('docs/quests/Quest%20Types/questTypes/', 'https://docs.guildforge.io')).toBe('/docs/quests/Quest Types/questTypes');
    expect(normaliseRoute('https://docs.guildforge.io/index.md', 'https://docs.guildforge.io')).toBe('/');
    expect(closest('hue', ['HueRange', 'Size', 'HueArcLength'])).toEqual(['HueArcLength', 'HueRange']);
  });

  it('serves the same tools over stdio from the bin', async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [path.join(packageDir, 'dist/bin.js')], stderr: 'ignore' });
    const stdioClient = new Client({ name: 'docs-mcp-stdio-test', version: '1.0.0' });
    await stdioClient.connect(transport);
    try {
      const result = (await stdioClient.callTool({ name: 'get_error', arguments: { code: 'idempotency_key_reused' } })) as CallToolResult;
      expect(result.content[0]).toMatchObject({ type: 'text' });
      expect((result.content[0] as { text: string }).text).toContain('HTTP status: 409');
    } finally {
      await stdioClient.close();
    }
  });
});
