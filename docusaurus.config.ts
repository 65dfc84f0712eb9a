import type { Config } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Options as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { Options as ThemeOptions } from '@docusaurus/theme-classic';
import type { UserThemeConfig } from '@docusaurus/theme-common';
import type { ThemeConfig } from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import type { PluginOptions as OpenApiPluginOptions } from 'docusaurus-plugin-openapi-docs/src/types';
import { createInfoPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { operationPageMdx, type OperationData } from './src/api/operationPage';
import { infoPageMdx } from './src/api/infoPage';
import { API_SERVERS, DOCS_VERSION_LABEL, OPENAPI_DOWNLOAD_URL, SITE_URL } from './src/config/site';
import { footer, navbarItems } from './src/config/navigation';
import { codeSampleLanguages } from './src/config/codeSampleLanguages';
import { codeTheme } from './src/config/prismThemes';
import errorCodeTitles from './src/remark/errorCodeTitles';
import mermaidDiagrams from './src/remark/mermaidDiagrams';
import { pageDescription } from './src/config/description';
import { siteSocialCard } from './src/config/socialCards';

/** Bundled API description produced by `npm run generate` (scripts/bundle-openapi.mts). */
const BUNDLED_OPENAPI = 'generated/openapi.yaml';
/** @docusaurus/plugin-content-docs, wrapped; the OpenAPI plugin finds its options by this name. */
const DOCS_PLUGIN = './src/plugins/docs.ts';

const config = {
  title: 'Guildforge Documentation',
  tagline: 'Quests, rewards and user-generated content for games and communities',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,

  // Spec section 8: broken links and anchors fail the build; broken markdown links
  // only warn; broken markdown images fail.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    // Mermaid code blocks are rendered to SVG at build time (src/remark/mermaidDiagrams.ts), not
    // by @docusaurus/theme-mermaid in the browser.
    // Descriptions longer than search engines show are cut to their first sentence
    // (src/config/description.ts). Generated API pages come with the first whole sentence of the
    // operation's description as plain text (src/api/metaDescription.ts).
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const { description } = result.frontMatter;
      if (typeof description === 'string') result.frontMatter.description = pageDescription(description);
      return result;
    },
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: true,
  },

  // Spec sections 4 and 9: local storage, and the colour mode under the plain `theme` key
  // (future.v4 would otherwise namespace keys per site, e.g. `theme-71f`).
  storage: { type: 'localStorage', namespace: false },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },

  // The classic preset's plugins, composed by hand so that the theme can be used without its
  // Prism client module (src/plugins/classicTheme.ts). Same plugins as preset-classic for this
  // config: cascade layers (future.v4), docs, pages, sitemap and SVGR; no blog, no Algolia. The
  // docs plugin is wrapped to send doc descriptions only to the pages that show them on cards.
  plugins: [
    '@docusaurus/plugin-css-cascade-layers',
    [
      DOCS_PLUGIN,
      {
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        remarkPlugins: [errorCodeTitles],
        beforeDefaultRemarkPlugins: [mermaidDiagrams],
        lastVersion: 'current',
        versions: { current: { label: DOCS_VERSION_LABEL } },
        // Generated operation pages are in docs/API (src/api/operationPage.ts); they load the
        // API theme only when the reader asks for code samples (src/theme/DocItem).
      } satisfies DocsOptions,
    ],
    '@docusaurus/plugin-content-pages',
    ['@docusaurus/plugin-sitemap', { lastmod: null, changefreq: null, priority: null } satisfies SitemapOptions],
    '@docusaurus/plugin-svgr',
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPlugin: DOCS_PLUGIN,
        docsPluginId: 'default',
        config: {
          guildforge: {
            specPath: BUNDLED_OPENAPI,
            outputDir: 'docs/API',
            downloadUrl: OPENAPI_DOWNLOAD_URL,
            hideSendButton: false,
            showSchemas: false,
            sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag' },
            // Operation pages are rendered at build time without the API theme's components;
            // the theme's explorer loads when the reader asks for it (src/theme/DocItem).
            markdownGenerators: {
              createApiPageMD: (pageData) => operationPageMdx({ title: pageData.title, api: pageData.api as unknown as OperationData }),
              // The intro page without the API theme's tabs and export menu (src/api/infoPage.ts).
              createInfoPageMD: (pageData) => infoPageMdx(createInfoPageMD(pageData)),
            },
          } satisfies OpenApiPlugin.Options,
        },
      } satisfies OpenApiPluginOptions,
    ],
    // docusaurus-plugin-image-zoom; medium-zoom loads only on pages with an image to zoom.
    './src/plugins/imageZoom.ts',
    './src/plugins/rawSource.ts',
    './src/plugins/codeColours.ts',
    './src/plugins/bundleTarget.ts',
    './src/plugins/themeCommonPatches.ts',
    // Route components are created when their route is first preloaded or rendered.
    './src/plugins/lazyRoutes.ts',
    './src/plugins/nodeBuiltins.ts',
    './src/plugins/chunking.ts',
    './src/plugins/clientRegistry.ts',
    // After the build: a Markdown twin of every page, llms.txt, llms-full.txt, llms-api.txt and
    // the data of @guildforge/docs-mcp, from the same sources as the pages.
    './src/plugins/agentDocs/index.ts',
    // After the build: the Atom feed of API releases (/docs/changelog/atom.xml), from the API's history.
    './src/plugins/apiChangelogFeed.ts',
    // Search: the /search route, and a Pagefind index of the docs pages written into
    // build/pagefind/ after every build; the navbar box loads it when the reader reaches for it.
    './src/plugins/searchIndex.ts',
  ],

  // Link prefetching runs in idle time rather than in one long task after hydration; the code
  // highlighter loads when a client-side navigation begins (src/theme/CodeBlock/Content).
  clientModules: ['./src/clientModules/idlePrefetch.ts', './src/clientModules/codeHighlighter.ts'],

  themes: [
    ['./src/plugins/classicTheme.ts', { customCss: './src/css/custom.css' } satisfies ThemeOptions],
    // Its script must run after the classic theme's colour-mode script, so it is listed after it
    // here (site plugins load before site themes).
    './src/plugins/colorModeDefault.ts',
    // docusaurus-theme-openapi-docs; its stylesheet loads with the explorer, not on every page.
    './src/plugins/openapiTheme.ts',
  ],

  themeConfig: {
    // og:image and twitter:image of pages outside the docs; docs pages take their section's card.
    image: siteSocialCard.file,
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'api-v1-ga',
      content:
        'Guildforge API v1 is generally available. Read the <a href="/docs/changelog">changelog</a> for what changed since the beta.',
      backgroundColor: '#4c1d95',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: 'Guildforge',
      logo: { alt: 'Guildforge logo', src: 'img/logo.svg' },
      hideOnScroll: false,
      items: navbarItems,
    },
    footer,
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      // One empty theme for both modes: code colours are CSS rules by token class
      // (src/config/prismThemes.ts, src/plugins/codeColours.ts).
      theme: codeTheme,
      darkTheme: codeTheme,
      // None here: this list would load in the main bundle. Bash loads with the highlighter
      // (src/prism/everywhere.ts); C#, Ruby, PHP, Java and PowerShell load with the pages that
      // need them (src/prism).
      additionalLanguages: [],
    },
    languageTabs: codeSampleLanguages.map(({ label: _label, ...tab }) => tab),
    api: {
      authPersistence: 'sessionStorage',
    },
    zoom: {
      selector: '.markdown img',
      background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' },
      config: { margin: 0, scrollOffset: 40 },
    },
  } satisfies ThemeConfig & UserThemeConfig,
} satisfies Config;

export default config;
