/**
 * Docs for agents, written after the build (postBuild):
 *  - a Markdown twin of every page at its route plus `.md` (`/index.md` for the home page);
 *  - `/llms.txt` (llms.txt format: title, summary, instructions for assistants, links to every
 *    twin by section), `/llms-full.txt` (every guide) and `/llms-api.txt` (the API reference);
 *  - the data of `@guildforge/docs-mcp` (packages/docs-mcp/dist/data/docs.json), which it
 *    then compiles, so that `npm run build` leaves a working `guildforge-docs-mcp`.
 * Hand-written pages come from their MDX (mdxTwin.ts); rule, quest-type and operation pages
 * from the registries and the contract (registryTwins.ts, operationTwin.ts). Nothing written
 * here is committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent, LoadedVersion, DocMetadata } from '@docusaurus/plugin-content-docs';
import { runNode } from '../runNode';
import { apiOperationId } from '../../api/operationData';
import { CHANGELOG_FEED_PATH, CHANGELOG_PATH, releaseAnchor, type ApiHistory } from '../../api/changes/changelog';
import { targetName, type ApiChange } from '../../api/changes/report';
import apiHistoryData from '../../data/generated/apiChanges.json';
import type { McpApiChanges, McpChange } from '../../../packages/docs-mcp/src/changes';
import { docSections } from '../../config/navigation';
import { SITE_URL } from '../../config/site';
import { errorCatalogue } from '../../data/errors';
import { errorCodePath } from '../../data/errors/paths';
import { questTypeDocId, questTypeId, questTypePath, questTypeRegistry } from '../../data/quests';
import { ruleDocId, rulePath, ruleRegistry } from '../../data/rules';
import { cardList, componentRenderer, type CardItem } from './components';
import { Contract, operationSlug, type ContractOperation } from './contract';
import { assistantInstructions } from './instructions';
import { LinkResolver, pageUrl, safeDecode, twinPath, twinUrl } from './links';
import { heading, link, list, paragraph, serialize, strong, text, type Block } from './mdast';
import { renderLlmsFile, type LlmsLink, type LlmsSection } from './llmsTxt';
import { mdxToMarkdown } from './mdxTwin';
import { operationTwin } from './operationTwin';
import { loadRecipeSummaries, recipeTwin } from './recipeTwin';
import { questTypeTwin, ruleTwin } from './registryTwins';
import { RECIPES_ROUTE } from '../../api/recipe';
import type { DocsMcpData, McpPage } from '../../../packages/docs-mcp/src/data';

export type PageKind = 'guide' | 'operation' | 'rule' | 'questType' | 'recipe' | 'category' | 'home';

export interface Twin {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly kind: PageKind;
  readonly markdown: string;
  /** Sidebar section label (llms.txt heading), or "Other pages". */
  readonly section: string;
  /** Category path inside the section, for llms.txt sub-headings. */
  readonly group?: string;
  readonly order: number;
  readonly operationId?: string;
}

/** Where the MCP package reads its data (relative to the site). */
export const MCP_DATA_FILE = 'packages/docs-mcp/dist/data/docs.json';
const OTHER_SECTION = 'Other pages';
/** llms.txt's section of the recipes (their pages sit in the LearnSidebar's Recipes category). */
export const RECIPES_SECTION = 'Recipes';

interface SidebarEntry {
  readonly section: string;
  readonly group?: string;
  readonly order: number;
}

/** A processed sidebar item (the docs plugin does not export the type): doc, ref, category or link. */
type SidebarItem = { readonly type: string; readonly [key: string]: unknown };

/** Position of every doc and category page in the sidebars: section, category path and order. */
function sidebarPositions(version: LoadedVersion): { byDocId: Map<string, SidebarEntry>; byPermalink: Map<string, SidebarEntry & { title: string; description?: string; items: CardItem[] }> } {
  const byDocId = new Map<string, SidebarEntry>();
  const byPermalink = new Map<string, SidebarEntry & { title: string; description?: string; items: CardItem[] }>();
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  let order = 0;
  const cards = (items: readonly SidebarItem[]): CardItem[] =>
    items.flatMap((item): CardItem[] => {
      const entry = item as Record<string, unknown>;
      if (entry.type === 'doc' || entry.type === 'ref') {
        const doc = docsById.get(String(entry.id));
        return doc ? [{ title: String(entry.label ?? doc.title), route: doc.permalink, description: doc.description }] : [];
      }
      if (entry.type === 'category') {
        const linkInfo = entry.link as Record<string, unknown> | undefined;
        const route = linkInfo?.type === 'doc' ? docsById.get(String(linkInfo.id))?.permalink : (linkInfo?.permalink as string | undefined);
        const description = linkInfo?.type === 'generated-index' ? (linkInfo.description as string | undefined) : undefined;
        return route ? [{ title: String(entry.label), route, description }] : cards(entry.items as SidebarItem[]);
      }
      if (entry.type === 'link' && typeof entry.href === 'string' && entry.href.startsWith('/')) return [{ title: String(entry.label), route: entry.href }];
      return [];
    });
  const walk = (items: readonly SidebarItem[], section: string, group: string | undefined) => {
    for (const item of items) {
      const entry = item as Record<string, unknown>;
      if (entry.type === 'doc' || entry.type === 'ref') {
        if (!byDocId.has(String(entry.id))) byDocId.set(String(entry.id), { section, group, order: order++ });
      } else if (entry.type === 'category') {
        const label = String(entry.label);
        const inner = group ? `${group} / ${label}` : label;
        const linkInfo = entry.link as Record<string, unknown> | undefined;
        if (linkInfo?.type === 'doc' && !byDocId.has(String(linkInfo.id))) byDocId.set(String(linkInfo.id), { section, group: inner, order: order++ });
        if (linkInfo?.type === 'generated-index') {
          byPermalink.set(String(linkInfo.permalink), {
            section,
            group: inner,
            order: order++,
            title: String(linkInfo.title ?? label),
            description: linkInfo.description as string | undefined,
            items: cards(entry.items as SidebarItem[]),
          });
        }
        if (linkInfo?.type === 'doc') byPermalink.set(`doc:${String(linkInfo.id)}`, { section, group: inner, order, title: label, items: cards(entry.items as SidebarItem[]) });
        walk(entry.items as SidebarItem[], section, inner);
      }
    }
  };
  for (const section of docSections) {
    const sidebar = version.sidebars[section.sidebarId];
    if (sidebar) walk(sidebar as unknown as SidebarItem[], section.label, undefined);
  }
  return { byDocId, byPermalink };
}

function sourceFile(siteDir: string, doc: DocMetadata): string {
  return path.join(siteDir, doc.source.replace(/^@site\//, ''));
}

/**
 * The operation an API page documents: the one whose operationId gives the page's slug (as
 * docusaurus-plugin-openapi-docs names pages, webhooks included), else the method and path of
 * the `<ApiEndpoint>` the page generator wrote (src/api/operationPage.ts).
 */
function pageOperation(contract: Contract, doc: DocMetadata, source: string): ContractOperation | undefined {
  const slug = doc.id.split('/').pop();
  const bySlug = contract.operations.find((operation) => operationSlug(operation.operationId) === slug);
  if (bySlug) return bySlug;
  const match = /<ApiEndpoint method=\{"(\w+)"\} path=\{"([^"]+)"\}/.exec(source);
  return match ? contract.findOperation(match[1], match[2]) : undefined;
}

const withTitle = (title: string, description: string | undefined, markdown: string) => {
  const head: Block[] = [heading(1, title)];
  if (description) head.push({ type: 'blockquote', children: [paragraph(text(description))] });
  // The page's own H1 (MDX heading or a generated one) gives way to the title written here.
  const ownTitle = new RegExp(`^# ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n+`, 'm');
  const body = markdown.trimStart().startsWith('# ') ? markdown.replace(/^# .*\n+/, '') : markdown.replace(ownTitle, '');
  return `${serialize(head)}\n\n${body.trim()}\n`;
};

export function buildTwins(siteDir: string, docs: DocsContent, routesPaths: readonly string[], warn: (message: string) => void): { twins: Twin[]; contract: Contract; links: LinkResolver } {
  const version = docs.loadedVersions[0];
  if (!version) throw new Error('agentDocs: the docs plugin loaded no version.');
  const contract = Contract.load(siteDir);
  const { byDocId, byPermalink } = sidebarPositions(version);
  const links = new LinkResolver(['/', ...version.docs.map((doc) => doc.permalink), ...[...byPermalink.keys()].filter((key) => !key.startsWith('doc:'))]);
  const rulesByDocId = new Map(ruleRegistry.map((rule) => [ruleDocId(rule), rule]));
  const questsByDocId = new Map(questTypeRegistry.map((quest) => [questTypeDocId(quest), quest]));
  const recipes = loadRecipeSummaries(siteDir);
  const render = componentRenderer({
    siteDir,
    links,
    categoryCards: (docId) => byPermalink.get(`doc:${docId}`)?.items ?? [],
  });
  const position = (docId: string): SidebarEntry => byDocId.get(docId) ?? { section: OTHER_SECTION, order: Number.MAX_SAFE_INTEGER };

  const twins: Twin[] = [];
  for (const doc of version.docs) {
    const place = position(doc.id);
    const common = { route: safeDecode(doc.permalink), title: doc.title, description: doc.description, ...place };
    const rule = rulesByDocId.get(doc.id);
    const quest = questsByDocId.get(doc.id);
    if (rule) {
      twins.push({ ...common, kind: 'rule', markdown: ruleTwin(contract, rule, links) });
      continue;
    }
    if (quest) {
      twins.push({ ...common, kind: 'questType', markdown: questTypeTwin(contract, quest, links) });
      continue;
    }
    const recipe = typeof doc.frontMatter.recipe === 'string' ? recipes.find((entry) => entry.slug === doc.frontMatter.recipe) : undefined;
    if (recipe) {
      twins.push({ ...common, section: RECIPES_SECTION, group: undefined, kind: 'recipe', markdown: recipeTwin(recipe, links) });
      continue;
    }
    const source = readFileSync(sourceFile(siteDir, doc), 'utf8');
    const operation = apiOperationId(doc.frontMatter) ? pageOperation(contract, doc, source) : undefined;
    if (operation) {
      twins.push({ ...common, kind: 'operation', operationId: operation.operationId, markdown: operationTwin(contract, operation, links) });
      continue;
    }
    const markdown = mdxToMarkdown(source, doc.id, { siteDir, links, renderComponent: render, warn });
    twins.push({ ...common, kind: 'guide', markdown: withTitle(doc.title, doc.description, markdown) });
  }
  for (const [permalink, category] of byPermalink) {
    if (permalink.startsWith('doc:')) continue;
    twins.push({
      route: safeDecode(permalink),
      title: category.title,
      description: category.description ?? '',
      kind: 'category',
      ...(permalink === RECIPES_ROUTE ? { section: RECIPES_SECTION, group: undefined } : { section: category.section, group: category.group }),
      order: category.order,
      markdown: withTitle(category.title, category.description, serialize([cardList(links, category.items)])),
    });
  }
  twins.push({
    route: '/',
    title: 'Guildforge Documentation',
    description: 'Quests, rewards and user-generated content for games and communities.',
    kind: 'home',
    section: OTHER_SECTION,
    order: -1,
    markdown: withTitle(
      'Guildforge Documentation',
      'Quests, rewards and user-generated content for games and communities.',
      serialize([
        list(docSections.map((section) => [link(links.resolve(section.to), section.label), text(`: ${section.description}`)])),
        paragraph(text('Every page is listed in '), link(`${SITE_URL}/llms.txt`, 'llms.txt'), text('.')),
      ]),
    ),
  });
  // The search page (search plugin) is in the sitemap too; its twin says how to search without a browser.
  twins.push({
    route: '/search',
    title: 'Search the Guildforge documentation',
    description: 'Full-text search over every page.',
    kind: 'home',
    section: OTHER_SECTION,
    order: -1,
    markdown: withTitle(
      'Search the Guildforge documentation',
      'Full-text search over every page.',
      serialize([
        paragraph(
          text('In a browser, search at '),
          link(`${SITE_URL}/search?q=claim`, `${SITE_URL}/search?q=<words>`),
          text(' or press Ctrl+K (Cmd+K on macOS) on any page. Without a browser, read '),
          link(`${SITE_URL}/llms.txt`, 'llms.txt'),
          text(', which links the Markdown twin of every page by section, or run the '),
          { type: 'inlineCode', value: 'guildforge-docs-mcp' },
          text(' MCP server (package '),
          { type: 'inlineCode', value: '@guildforge/docs-mcp' },
          text('), whose '),
          { type: 'inlineCode', value: 'search_docs' },
          text(' tool searches the same pages offline.'),
        ),
      ]),
    ),
  });
  // A route the build wrote that has no twin is a page kind this plugin does not know yet.
  const known = new Set(twins.map((twin) => twin.route));
  for (const route of routesPaths.map(safeDecode)) {
    if (route.startsWith('/docs') && !known.has(route) && !route.includes('/tags')) warn(`agentDocs: no Markdown twin for ${route}`);
  }
  return { twins: twins.sort((a, b) => a.order - b.order), contract, links };
}

const SUMMARY =
  'Guildforge runs quests, rewards, badges, referrals, user-generated content with validation rules, and signed webhooks for games and communities, through one REST API.';

const twinLink = (twin: Twin): LlmsLink => ({ title: twin.title, url: twinUrl(twin.route), notes: twin.description || undefined });

/**
 * The H2 sections of llms.txt: one per sidebar section and category path ("API: API reference /
 * Quests"), in sidebar order, each linking the twins of its pages. llms.txt allows no H3, so a
 * category is a section of its own rather than a sub-heading.
 */
export function llmsSections(twins: readonly Twin[]): LlmsSection[] {
  const sections: LlmsSection[] = [];
  for (const section of [...docSections.map((entry) => entry.label), RECIPES_SECTION, OTHER_SECTION]) {
    // The recipes are one flat list of pages; their index page is the category's.
    const members = twins.filter((twin) => twin.section === section && twin.kind !== 'home' && !(section === RECIPES_SECTION && twin.kind === 'category'));
    sections.push({ name: section, links: members.filter((twin) => !twin.group).map(twinLink) });
    for (const group of new Set(members.flatMap((twin) => (twin.group ? [twin.group] : [])))) {
      sections.push({ name: `${section}: ${group}`, links: members.filter((twin) => twin.group === group).map(twinLink) });
    }
  }
  return sections.filter((section) => section.links.length > 0);
}

export function llmsTxt(twins: readonly Twin[], contract: Contract, links: LinkResolver): string {
  return renderLlmsFile({
    title: 'Guildforge Documentation',
    summary: SUMMARY,
    details: [
      paragraph(
        text('Every page of '),
        link(SITE_URL, SITE_URL),
        text(' has a Markdown twin at its URL plus .md. All guides in one file: '),
        link(`${SITE_URL}/llms-full.txt`, 'llms-full.txt'),
        text('; the whole API reference: '),
        link(`${SITE_URL}/llms-api.txt`, 'llms-api.txt'),
        text('.'),
      ),
      // Free text, not a section: llms.txt sections hold links only.
      paragraph(strong(text('Instructions for assistants:'))),
      assistantInstructions(contract, links),
    ],
    sections: [
      {
        name: 'API changes',
        links: [
          { title: 'Changelog', url: twinUrl(CHANGELOG_PATH), notes: 'every release of the API description, newest first, each change rated breaking, addition or correction, and the unreleased changes' },
          { title: 'API releases (Atom feed)', url: `${SITE_URL}${CHANGELOG_FEED_PATH}`, notes: 'one entry per release, with its summary and counts' },
        ],
      },
      ...llmsSections(twins.filter((twin) => twin.route !== CHANGELOG_PATH)),
    ],
  });
}

function concatenated(title: string, intro: string, twins: readonly Twin[]): string {
  const parts = twins.map((twin) => `Source: ${pageUrl(twin.route)} (Markdown: ${twinUrl(twin.route)})\n\n${twin.markdown.trim()}\n`);
  return `# ${title}\n\n> ${intro}\n\n${parts.join('\n---\n\n')}`;
}

export function mcpData(twins: readonly Twin[], contract: Contract, links: LinkResolver): DocsMcpData {
  const page = (twin: Twin): McpPage => ({
    route: twin.route,
    url: pageUrl(twin.route),
    twinUrl: twinUrl(twin.route),
    title: twin.title,
    description: twin.description,
    section: twin.section,
    kind: twin.kind,
    markdown: twin.markdown,
  });
  const twinByRoute = new Map(twins.map((twin) => [twin.route, twin]));
  const operationTwins = new Map(twins.filter((twin) => twin.operationId).map((twin) => [twin.operationId!, twin]));
  return {
    siteUrl: SITE_URL,
    pages: twins.map(page),
    operations: contract.operations.map((operation) => {
      const twin = operationTwins.get(operation.operationId);
      return {
        operationId: operation.operationId,
        kind: operation.kind,
        method: operation.method,
        path: operation.path,
        summary: operation.summary,
        route: twin?.route,
        markdown: twin?.markdown ?? operationTwin(contract, operation, links),
      };
    }),
    rules: ruleRegistry.map((rule) => ({ id: rule.id, title: rule.title, summary: rule.summary, route: rulePath(rule), markdown: twinByRoute.get(rulePath(rule))?.markdown ?? '' })),
    questTypes: questTypeRegistry.map((quest) => {
      const route = decodeURI(questTypePath(quest));
      return { id: questTypeId(quest), title: quest.title, summary: quest.summary, route, markdown: twinByRoute.get(route)?.markdown ?? '' };
    }),
    recipes: twins
      .filter((twin) => twin.kind === 'recipe')
      .map((twin) => ({ name: twin.route.split('/').pop() ?? twin.route, title: twin.title, summary: twin.description, route: twin.route, markdown: twin.markdown })),
    errors: errorCatalogue.map((entry) => ({
      code: entry.code,
      status: entry.status,
      title: entry.title,
      description: entry.description,
      domain: entry.domain,
      retryable: entry.retryable,
      url: `${SITE_URL}${errorCodePath(entry.code)}`,
    })),
    changes: mcpChanges(),
  };
}

/** The API's history for get_changes, from the data the changelog renders. */
function mcpChanges(): McpApiChanges {
  const history = apiHistoryData as unknown as ApiHistory;
  const change = (item: ApiChange): McpChange => ({
    impact: item.impact,
    target: targetName(item.target),
    ...('page' in item.target ? { url: `${SITE_URL}${item.target.page}` } : {}),
    text: item.text,
    ...(item.fix ? { fix: item.fix } : {}),
  });
  return {
    changelogUrl: `${SITE_URL}${CHANGELOG_PATH}`,
    releases: history.releases.map((release) => ({
      version: release.version,
      date: release.date,
      summary: release.summary,
      url: `${SITE_URL}${CHANGELOG_PATH}#${releaseAnchor(release.version)}`,
      changes: release.changes.map(change),
    })),
    unreleased: { since: history.unreleased.since, changes: history.unreleased.changes.map(change) },
  };
}

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Writes the twins, the llms files and the MCP data, and compiles the MCP package. */
export async function writeAgentDocs(siteDir: string, outDir: string, docs: DocsContent, routesPaths: readonly string[]): Promise<void> {
  const started = Date.now();
  // Let the other plugins' postBuild start first: the search index is written by a child process,
  // which runs on the second core while the twins are built here.
  await new Promise((resolve) => setImmediate(resolve));
  const warnings: string[] = [];
  const { twins, contract, links } = buildTwins(siteDir, docs, routesPaths, (message) => warnings.push(message));
  for (const warning of warnings) console.warn(`[agentDocs] ${warning}`);
  for (const twin of twins) write(path.join(outDir, twinPath(twin.route)), twin.markdown);
  write(path.join(outDir, 'llms.txt'), llmsTxt(twins, contract, links));
  write(
    path.join(outDir, 'llms-full.txt'),
    concatenated(
      'Guildforge Documentation: every guide',
      'Every page except the API operation reference (in llms-api.txt), as Markdown.',
      twins.filter((twin) => twin.kind !== 'operation'),
    ),
  );
  write(
    path.join(outDir, 'llms-api.txt'),
    concatenated(
      'Guildforge API reference',
      'Every operation and webhook of the Guildforge API v1, rendered from its OpenAPI description.',
      twins.filter((twin) => twin.kind === 'operation'),
    ),
  );
  write(path.join(siteDir, MCP_DATA_FILE), JSON.stringify(mcpData(twins, contract, links)));
  await runNode('Compiling packages/docs-mcp', [path.join(siteDir, 'node_modules/typescript/bin/tsc'), '-b', path.join(siteDir, 'packages/docs-mcp/tsconfig.build.json')], siteDir);
  console.log(`[agentDocs] ${twins.length} Markdown twins, llms.txt, llms-full.txt, llms-api.txt and ${MCP_DATA_FILE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default function agentDocsPlugin(context: LoadContext): Plugin {
  let docs: DocsContent | undefined;
  return {
    name: 'guildforge-agent-docs',
    async allContentLoaded({ allContent }) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    async postBuild({ outDir, routesPaths }) {
      if (!docs) throw new Error('agentDocs: the docs plugin content was not loaded.');
      await writeAgentDocs(context.siteDir, outDir, docs, routesPaths);
    },
  };
}
