import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import apiOperations from './docs/API/sidebar';
import { ruleCategories, ruleDocId, ruleRegistry, type RuleCategory } from './src/data/rules';
import { fileReadingDocId, fileReadingTopics } from './src/data/rules/fileReading';
import { questProviders, questTypeDocId, questTypeRegistry } from './src/data/quests';

/** One item of a sidebar (the package does not export the item type itself). */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/** The UGC guides, in reading order. Each group has an index page at /docs/category/<slug>. */
const ugcGuideCategories = [
  {
    label: 'Overview',
    slug: 'overview',
    description: 'What Guildforge UGC is, its concepts and IP terms, the submission and review flows, FAQ and support.',
    pages: ['about', 'concepts', 'flows', 'faq', 'support'],
  },
  {
    label: 'Getting started',
    slug: 'getting-started',
    description: 'One walkthrough, from planning Emberfall’s Ranger skins to a deployed makers hub.',
    pages: ['planning', 'project_setup', 'schema_setup', 'implementing_contribution', 'deploy_hub'],
  },
  {
    label: 'Developer',
    slug: 'developer',
    description: 'Schema design, rule performance, moderation and abuse, and building your own hub on the API.',
    pages: ['best_practices', 'custom_hub'],
  },
  {
    label: 'Features',
    slug: 'features',
    description: 'Discord community features, the JavaScript packages and the Unity SDK.',
    pages: ['discord', 'npm', 'unity'],
  },
] as const;

/** A rule category with its own generated index page at /docs/category/<slug>. */
function ruleCategoryItem(category: RuleCategory): SidebarItemConfig {
  const rules = ruleRegistry.filter((rule) => rule.inSidebar && category.groups.includes(rule.group));
  return {
    type: 'category',
    label: category.label,
    link: { type: 'generated-index', slug: `/category/${category.slug}`, title: `${category.label} rules`, description: category.description },
    items: [...(category.children ?? []).map(ruleCategoryItem), ...rules.map((rule) => ruleDocId(rule))],
  };
}

const sidebars = {
  LearnSidebar: [
    'learn/overview',
    'learn/quests',
    'learn/ugc',
    {
      type: 'category',
      label: 'How it works',
      collapsed: false,
      items: ['learn/HowItWorks/concepts', 'learn/HowItWorks/HowItWorks', 'learn/HowItWorks/manageQuests', 'learn/HowItWorks/manageRewards'],
    },
  ],

  QuestsSidebar: [
    'quests/questingSystem',
    'quests/questManagement',
    'quests/questCategories',
    'quests/rewards',
    'quests/discord',
    {
      type: 'category',
      label: 'Quest types',
      collapsed: false,
      link: { type: 'doc', id: 'quests/quest-types-index' },
      items: questProviders.map(
        (provider): SidebarItemConfig => ({
          type: 'category',
          label: provider.label,
          items: questTypeRegistry.filter((quest) => quest.provider === provider.id).map((quest) => questTypeDocId(quest)),
        }),
      ),
    },
  ],

  UGC_Sidebar: [
    ...ugcGuideCategories.map(
      ({ label, slug, description, pages }): SidebarItemConfig => ({
        type: 'category',
        label,
        link: { type: 'generated-index', slug: `/category/${slug}`, title: label, description },
        items: pages.map((page) => `ugc/learn/${slug}/${page}`),
      }),
    ),
    {
      type: 'category',
      label: 'Rules reference',
      collapsed: false,
      link: { type: 'doc', id: 'rules/index_rules' },
      items: [...fileReadingTopics.map((topic) => fileReadingDocId(topic.id)), ...ruleCategories.map(ruleCategoryItem)],
    },
    'rules/check_submission',
  ],

  openApiSidebar: [
    {
      type: 'category',
      label: 'API reference',
      collapsed: false,
      link: { type: 'doc', id: 'api-guides/index' },
      items: [
        'api-guides/authentication',
        'api-guides/errors',
        'api-guides/pagination',
        'api-guides/rate-limits',
        'api-guides/idempotency',
        'api-guides/webhooks',
        'api-guides/referral-docs',
        ...apiOperations,
      ],
    },
  ],

  ReactGuildforgeSidebar: ['react-guildforge'],
} satisfies SidebarsConfig;

export default sidebars;
