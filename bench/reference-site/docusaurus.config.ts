/**
 * A stock Docusaurus classic site with one docs page: the reference that
 * `npm run bench` (scripts/bench.mts) compares Guildforge Docs against.
 * It has no package.json; modules resolve from the repository's node_modules.
 * Keep it plain: no custom CSS, plugins, themes or swizzled components.
 */
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config = {
  title: 'Tidewater Docs',
  tagline: 'Reference fixture for the Guildforge Docs benchmark',
  url: 'https://reference.invalid',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',

  // Same bundler as the real site (Rspack via @docusaurus/faster), so the JS ratio
  // measures what Guildforge Docs adds, not the difference between two minifiers.
  future: { v4: true, faster: true },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  presets: [
    [
      'classic',
      {
        // Docs-only mode (the docs page is the site root), so the navbar title link resolves.
        docs: { routeBasePath: '/', sidebarPath: './sidebars.ts' },
        blog: false,
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    navbar: {
      title: 'Tidewater',
      items: [{ type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs' }],
    },
    footer: {
      style: 'dark',
      copyright: 'Tidewater is a fictional product used as a benchmark fixture.',
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
