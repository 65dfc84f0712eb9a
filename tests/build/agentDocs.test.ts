/**
 * The agent-facing output of `docusaurus build` (src/plugins/agentDocs): a Markdown twin for
 * every page of the sitemap, llms.txt links that resolve, and operation and rule twins that say
 * what the contract and the registries say. Reads build/; run after the build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '@site/src/config/site';
import { ruleParamsSchema, rulePath, ruleRegistry } from '@site/src/data/rules';
import { questConfigSchema, questTypeId, questTypePath, questTypeRegistry } from '@site/src/data/quests';
import { twinPath } from '@site/src/plugins/agentDocs/links';
import { operationSlug } from '@site/src/plugins/agentDocs/contract';
import { parseLlmsTxt } from '@site/src/plugins/agentDocs/llmsTxt';

const root = path.resolve(import.meta.dirname, '../..');
const build = path.join(root, 'build');
type Json = Record<string, any>;

const readTwin = (route: string) => readFileSync(path.join(build, twinPath(route)), 'utf8');

/** Markdown without code: fenced blocks and code spans may quote `<token>` and JSX on purpose. */
function prose(markdown: string): string {
  return markdown.replace(/(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1/g, '').replace(/`[^`\n]*`/g, '');
}

const HTML_TAG = /<\/?(?:[A-Z][A-Za-z0-9.]*|div|span|table|thead|tbody|tr|td|th|dl|dt|dd|br|p|a|ul|ol|li|details|summary|img|code|pre|section|strong|em)(?:\s[^<>]*)?\/?>/;

beforeAll(() => {
  if (!existsSync(path.join(build, 'llms.txt'))) throw new Error('build/llms.txt is missing: run `npm run build` first (these tests read the production build).');
});

describe('Markdown twins', () => {
  const sitemap = () =>
    [...readFileSync(path.join(build, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

  it('exist and are not empty for every page of the sitemap, with no HTML left in their prose', () => {
    const pages = sitemap();
    expect(pages.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const pathname of pages) {
      const route = decodeURI(pathname);
      const file = path.join(build, twinPath(route));
      if (!existsSync(file)) {
        problems.push(`${route}: no twin at ${twinPath(route)}`);
        continue;
      }
      const markdown = readFileSync(file, 'utf8');
      if (!/^# \S/.test(markdown) || markdown.trim().split('\n').length < 3) problems.push(`${route}: the twin has no title or no body`);
      const tag = HTML_TAG.exec(prose(markdown));
      if (tag) problems.push(`${route}: HTML or JSX left in the twin: ${tag[0]}`);
    }
    expect(problems).toEqual([]);
  });

  it('of a rule name every RuleParams property and every code of the rule', () => {
    for (const rule of ruleRegistry) {
      const twin = readTwin(rulePath(rule));
      expect(twin, rule.id).toMatch(new RegExp(`^# ${rule.id}\\n`));
      for (const property of Object.keys((ruleParamsSchema(rule.id).properties ?? {}) as Json)) expect(twin, `${rule.id} parameter ${property}`).toContain(`\`${property}\``);
      for (const error of rule.errors) expect(twin, `${rule.id} code ${error.code}`).toContain(`\`${error.code}\``);
      expect(twin, `${rule.id} curl`).toContain('curl -X POST');
    }
  });

  it('of a quest type name its id, every config field and every failure code', () => {
    for (const quest of questTypeRegistry) {
      const twin = readTwin(decodeURI(questTypePath(quest)));
      expect(twin).toContain(`\`${questTypeId(quest)}\``);
      const config = ((questConfigSchema(quest).properties as Json).config ?? {}) as Json;
      for (const field of Object.keys(config.properties ?? {})) expect(twin, `${questTypeId(quest)} config ${field}`).toContain(`\`${field}\``);
      for (const failure of quest.failures) expect(twin, `${questTypeId(quest)} ${failure.code}`).toContain(`\`${failure.code}\``);
    }
  });
});

describe('operation twins', () => {
  const contract = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as Json;
  const resolve = (node: Json): Json => (node?.$ref ? resolve(node.$ref.slice(2).split('/').reduce((at: Json, key: string) => at[key], contract)) : node);

  it('name the method, the path, every parameter and every response status of the contract', () => {
    let checked = 0;
    for (const [apiPath, item] of Object.entries(contract.paths as Json)) {
      for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
        const operation = (item as Json)[method] as Json | undefined;
        if (!operation) continue;
        const route = `/docs/API/${operationSlug(operation.operationId)}`;
        const twin = readTwin(route);
        expect(twin, route).toContain(`${method.toUpperCase()} ${apiPath}`);
        for (const parameter of [...((item as Json).parameters ?? []), ...(operation.parameters ?? [])].map(resolve)) {
          expect(twin, `${route} parameter ${parameter.name}`).toContain(`\`${parameter.name}\``);
        }
        for (const status of Object.keys(operation.responses)) expect(twin, `${route} status ${status}`).toMatch(new RegExp(`^### ${status}\\b`, 'm'));
        expect(twin, `${route} curl`).toContain(`curl -X ${method.toUpperCase()}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('recipe twins', () => {
  it('have every step of the workflow, each with its curl and the reference of its operation', () => {
    const recipes = JSON.parse(readFileSync(path.join(root, 'src/data/generated/recipes.json'), 'utf8')) as { path: string; steps: { title: string; stepId: string; operationId: string; curl: string }[] }[];
    for (const recipe of recipes) {
      const twin = readFileSync(path.join(build, `${recipe.path}.md`), 'utf8');
      recipe.steps.forEach((step, index) => {
        expect(twin, `${recipe.path} step ${step.stepId}`).toContain(`## ${index + 1}. ${step.title}`);
        expect(twin).toContain(step.curl.trimEnd());
        expect(twin).toContain(`[${step.operationId}](`);
      });
    }
  });
});

describe('llms.txt', () => {
  const llms = () => readFileSync(path.join(build, 'llms.txt'), 'utf8');

  it('parses as llms.txt: title, one-line summary, instructions as free text, H2 sections of links only', () => {
    const text = llms();
    // parseLlmsTxt reads the file by the reference parser's grammar (llms-txt 0.0.7) and throws on
    // any line it would misread: an H3 (a section named "# …"), a section line without a link.
    const parsed = parseLlmsTxt(text);
    expect(parsed.title).toBe('Guildforge Documentation');
    expect(parsed.summary.length).toBeGreaterThan(40);
    expect(parsed.details).toContain('**Instructions for assistants:**');
    for (const topic of ['Base URLs', 'Authentication', 'IDs', 'Errors', 'Idempotency', 'Pagination']) expect(parsed.details).toContain(`- ${topic}:`);
    const contract = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as Json;
    for (const server of contract.servers) expect(parsed.details).toContain(server.url);
    expect(parsed.sections.map((section) => section.name)).toEqual(expect.arrayContaining(['Learn', 'API: API reference / Quests']));
    expect(parsed.sections.reduce((sum, section) => sum + section.links.length, 0)).toBeGreaterThan(300);
  });

  it('llms-full.txt and llms-api.txt open as llms.txt does: an H1 title and a one-line summary', () => {
    for (const file of ['llms-full.txt', 'llms-api.txt']) {
      const text = readFileSync(path.join(build, file), 'utf8');
      // The files are page content after their summary (headings and all), so only the head is llms.txt.
      expect(text, file).toMatch(/^# \S[^\n]*\n\n> \S[^\n]*\n\n(?!>)/);
    }
  });

  it('links the twin of every page, and every .md link resolves to a file of the build', () => {
    const links = [...llms().matchAll(/\]\((https:\/\/[^)\s]+\.md)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(300);
    const missing = links.filter((url) => {
      expect(url.startsWith(SITE_URL), url).toBe(true);
      const file = path.join(build, decodeURI(new URL(url).pathname));
      return !existsSync(file) || statSync(file).size === 0;
    });
    expect(missing).toEqual([]);
  });

  it('lists every recipe in a ## Recipes section of links, without sub-headings', () => {
    const text = llms();
    const section = /^## Recipes\n\n([\s\S]*?)(?=\n## |(?![\s\S]))/m.exec(text)?.[1] ?? '';
    const recipes = JSON.parse(readFileSync(path.join(root, 'src/data/generated/recipes.json'), 'utf8')) as { title: string; summary: string; path: string }[];
    expect(recipes).toHaveLength(6);
    expect(section).not.toMatch(/^#/m);
    for (const recipe of recipes) expect(section).toContain(`- [${recipe.title}](${SITE_URL}${recipe.path}.md): ${recipe.summary}`);
  });

  it('has llms-full.txt with the guides and llms-api.txt with the operations', () => {
    const full = readFileSync(path.join(build, 'llms-full.txt'), 'utf8');
    const api = readFileSync(path.join(build, 'llms-api.txt'), 'utf8');
    expect(full).toContain('# HueArcLength');
    expect(full).toContain('# Quests, rewards, badges and referrals');
    expect(full).not.toContain('## curl\n');
    expect(api).toContain('POST /user-quests/{userQuestId}/claim');
  });
});
