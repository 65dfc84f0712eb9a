/**
 * Navbar and footer entries. Kept out of docusaurus.config.ts so the config stays
 * short, and so the home page and tests can read the same list of sections.
 */
import type { Footer, NavbarItem } from '@docusaurus/theme-common';
import { DOCS_VERSION_LABEL } from './site';
import {
  guildforgeWebsite,
  makersHub,
  socialLinks,
  statusPage,
  studioDashboard,
  termsAndConditions,
} from './externalLinks';

/** A top-level documentation section, as the home page and the navbar present it. */
export interface DocSection {
  readonly label: string;
  /** Route the section starts at. */
  readonly to: string;
  /** Sidebar that holds the section (spec section 2). */
  readonly sidebarId: 'LearnSidebar' | 'QuestsSidebar' | 'UGC_Sidebar' | 'openApiSidebar' | 'ReactGuildforgeSidebar';
  readonly description: string;
  /** Further entry points shown with the section (home page card, navbar dropdown). */
  readonly more?: readonly { readonly label: string; readonly to: string }[];
}

export const docSections: readonly DocSection[] = [
  {
    label: 'Learn',
    to: '/docs/learn/overview',
    sidebarId: 'LearnSidebar',
    description:
      'Projects, API keys and user tokens; how quests, rewards and UGC fit together; lifecycles and a glossary.',
  },
  {
    label: 'Quests',
    to: '/docs/quests/questingSystem',
    sidebarId: 'QuestsSidebar',
    description:
      '24 quest types across Discord, Steam, Twitter/X, TikTok, Instagram, YouTube and Guildforge itself: configuration, verification and failure codes.',
  },
  {
    label: 'UGC',
    to: '/docs/ugc/learn/overview/about',
    sidebarId: 'UGC_Sidebar',
    description:
      'From planning a schema to a deployed makers hub, plus a reference page for each of the 64 validation rules.',
    more: [{ label: 'Rules reference', to: '/docs/rules/index_rules' }],
  },
  {
    label: 'API',
    to: '/docs/category/api',
    sidebarId: 'openApiSidebar',
    description:
      'Every operation of the Guildforge REST API with parameters, schemas, errors and code samples in nine languages.',
  },
  {
    label: 'React',
    to: '/docs/react-guildforge',
    sidebarId: 'ReactGuildforgeSidebar',
    description: '@guildforge/react hooks and @guildforge/client: typed requests, pagination, retries and a quest board.',
  },
];

export const navbarItems: NavbarItem[] = [
  // `activeBaseRegex` keeps Home highlighted only on the exact root (spec section 2).
  { to: '/', label: 'Home', position: 'left', activeBaseRegex: '^/$' },
  ...docSections.map((section): NavbarItem => {
    if (section.sidebarId === 'LearnSidebar') return { type: 'doc', docId: 'learn/overview', label: section.label, position: 'left' };
    if (section.sidebarId === 'openApiSidebar') {
      return { to: section.to, label: section.label, position: 'left', activeBaseRegex: '^/docs/(API|api|category/api)' };
    }
    if (!section.more) return { type: 'docSidebar', sidebarId: section.sidebarId, label: section.label, position: 'left' };
    // A section with further entry points becomes a dropdown: its sidebar first, then the extras.
    return {
      type: 'dropdown',
      label: section.label,
      position: 'left',
      items: [{ type: 'docSidebar', sidebarId: section.sidebarId, label: 'Guides' }, ...section.more.map(({ label, to }) => ({ label, to }))],
    };
  }),
  { type: 'search', position: 'right' },
  { type: 'localeDropdown', position: 'right' },
  {
    type: 'docsVersionDropdown',
    position: 'right',
    dropdownItemsAfter: [{ to: '/docs/changelog', label: 'Changelog' }],
  },
];

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [
        { label: `Docs (${DOCS_VERSION_LABEL})`, to: '/docs' },
        { label: `API reference (${DOCS_VERSION_LABEL})`, to: '/docs/category/api' },
        { label: `Rules reference (${DOCS_VERSION_LABEL})`, to: '/docs/rules/index_rules' },
        { label: 'Changelog', to: '/docs/changelog' },
      ],
    },
    {
      title: 'Guildforge',
      items: [guildforgeWebsite, studioDashboard, makersHub, statusPage].map(({ label, href }) => ({ label, href })),
    },
    {
      title: 'Community',
      items: socialLinks.map(({ label, href }) => ({ label, href })),
    },
    {
      title: 'Legal',
      items: [
        { label: 'IP management', to: '/docs/ugc/learn/overview/concepts#ip-management' },
        { label: termsAndConditions.label, href: termsAndConditions.href },
      ],
    },
  ],
  copyright: 'Copyright © 2025 Guildforge. Built with Docusaurus.',
};
