/**
 * The spec's routes exist in the production build, in the sidebar the spec names.
 * Reads the docs plugin's global data (doc id, path, sidebar) written by the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { ruleCategories, rulePath, ruleRegistry, type RuleCategory } from '../../src/data/rules';
import { questTypeRegistry, questTypeDocId } from '../../src/data/quests';
import { fileReadingPath, fileReadingTopics } from '../../src/data/rules/fileReading';

interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

// Playwright runs from the repository root.
const root = process.cwd();
const globalData = JSON.parse(readFileSync(path.join(root, '.docusaurus/globalData.json'), 'utf8'));
const docs: GlobalDoc[] = globalData['docusaurus-plugin-content-docs'].default.versions[0].docs;
const byPath = new Map(docs.map((doc) => [doc.path, doc]));

function expectDoc(route: string, sidebar: string | undefined) {
  const doc = byPath.get(route);
  expect(doc, `${route} is not a docs route`).toBeTruthy();
  expect(doc?.sidebar, `${route} sidebar`).toBe(sidebar);
}

/** A built HTML file exists for the route (trailingSlash: false writes <route>.html). */
function expectBuilt(route: string) {
  const file = path.join(root, 'build', `${route}.html`);
  expect(existsSync(file) || existsSync(path.join(root, 'build', route, 'index.html')), `${route} was not built`).toBe(true);
}

test('Learn routes are in LearnSidebar', () => {
  for (const route of ['/docs/learn/overview', '/docs/learn/quests', '/docs/learn/ugc', ...['concepts', 'HowItWorks', 'manageQuests', 'manageRewards'].map((p) => `/docs/learn/HowItWorks/${p}`)]) {
    expectDoc(route, 'LearnSidebar');
  }
});

test('quest routes, including the paths with spaces, are in QuestsSidebar', () => {
  for (const page of ['discord', 'questCategories', 'questingSystem', 'questManagement', 'rewards']) expectDoc(`/docs/quests/${page}`, 'QuestsSidebar');
  expectDoc('/docs/quests/Quest Types/questTypes', 'QuestsSidebar');
  expect(questTypeRegistry).toHaveLength(24);
  for (const quest of questTypeRegistry) expectDoc(`/docs/${questTypeDocId(quest)}`, 'QuestsSidebar');
});

test('all 64 rule routes and the index exist; KeyType and MaxFileSize have no sidebar', () => {
  expectDoc('/docs/rules/index_rules', 'UGC_Sidebar');
  // The shared "how files are read" pages that the Mesh and Image rule pages link to.
  for (const topic of fileReadingTopics) expectDoc(fileReadingPath(topic.id), 'UGC_Sidebar');
  expect(ruleRegistry).toHaveLength(64);
  for (const rule of ruleRegistry) {
    expectDoc(rulePath(rule), ['KeyType', 'MaxFileSize'].includes(rule.id) ? undefined : 'UGC_Sidebar');
  }
  expect(byPath.get('/docs/rules/Misc/KeyType')?.sidebar).toBeUndefined();
  expect(byPath.get('/docs/rules/Misc/MaxFileSize')?.sidebar).toBeUndefined();
});

test('the category index pages are built', () => {
  const ruleSlugs = ruleCategories.flatMap(function slugs(category: RuleCategory): string[] {
    return [category.slug, ...(category.children ?? []).flatMap(slugs)];
  });
  expect(ruleSlugs.sort()).toEqual(['animation', 'audio', 'enum', 'image', 'material', 'mesh', 'misc', 'number', 'text', 'texture']);
  for (const slug of [...ruleSlugs, 'overview', 'getting-started', 'developer', 'features']) expectBuilt(`/docs/category/${slug}`);
  expectDoc('/docs/category/api', 'openApiSidebar');
});

test('UGC guide routes are in UGC_Sidebar', () => {
  const pages = ['developer/best_practices', 'developer/custom_hub', 'features/discord', 'features/npm', 'features/unity', 'getting-started/deploy_hub', 'getting-started/implementing_contribution', 'getting-started/planning', 'getting-started/project_setup', 'getting-started/schema_setup', 'overview/about', 'overview/concepts', 'overview/faq', 'overview/flows', 'overview/support'];
  for (const page of pages) expectDoc(`/docs/ugc/learn/${page}`, 'UGC_Sidebar');
});

test('API routes and the React guide are in their sidebars', () => {
  const apiPages = docs.filter((doc) => doc.path.startsWith('/docs/API/'));
  expect(apiPages.length).toBeGreaterThanOrEqual(140);
  for (const doc of apiPages) expect(doc.sidebar, doc.path).toBe('openApiSidebar');
  expectDoc('/docs/api/referral-docs', 'openApiSidebar');
  expectDoc('/docs/react-guildforge', 'ReactGuildforgeSidebar');
  expectBuilt('/docs');
  expectBuilt('/search');
});
