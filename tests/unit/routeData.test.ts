/**
 * Route data the site sends to fewer pages than Docusaurus would: doc descriptions only to
 * the category pages whose cards show them (src/plugins/docsRoutes.ts), and the image zoom
 * only to pages with an image (src/clientModules/zoomOnDemand.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { CARD_DESCRIPTIONS_PROP, cardDescriptionsByPage, lightenDocsRoute } from '@site/src/plugins/docsRoutes';
import { zoomOnDemand, type ImageZoom } from '@site/src/clientModules/zoomOnDemand';

const root = path.resolve(import.meta.dirname, '../..');

const link = (docId: string, href: string) => ({ type: 'link' as const, label: docId, href, docId, unlisted: false });

const version = {
  pluginId: 'default',
  version: 'current',
  label: 'v1',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    guides: [
      link('intro', '/docs/intro'),
      {
        type: 'category' as const,
        label: 'Rules',
        href: '/docs/category/rules',
        collapsed: true,
        collapsible: true,
        items: [
          link('rules/regex', '/docs/rules/regex'),
          { type: 'link' as const, label: 'Elsewhere', href: 'https://example.com' },
          {
            type: 'category' as const,
            label: 'Text',
            href: '/docs/rules/text',
            collapsed: true,
            collapsible: true,
            items: [link('rules/upper', '/docs/rules/upper'), link('rules/bare', '/docs/rules/bare')],
          },
        ],
      },
    ],
  },
  docs: {
    intro: { id: 'intro', title: 'Intro', description: 'Where to start.', sidebar: 'guides' },
    'rules/regex': { id: 'rules/regex', title: 'Regex', description: 'Matches a pattern.', sidebar: 'guides' },
    'rules/upper': { id: 'rules/upper', title: 'UpperCase', description: 'Only capitals.', sidebar: 'guides' },
    'rules/bare': { id: 'rules/bare', title: 'Bare', description: '', sidebar: 'guides' },
  },
} as unknown as PropVersionMetadata;

const page = (path: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({ path, component: '@theme/DocItem', exact: true, ...extra });

const tree: RouteConfig = {
  path: '/docs',
  component: '@theme/DocsRoot',
  exact: false,
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      exact: false,
      props: { version },
      routes: [
        {
          path: '/docs',
          component: '@theme/DocRoot',
          exact: false,
          routes: [
            page('/docs/intro', { modules: { content: '@site/docs/intro.md' } }),
            page('/docs/rules/text', { modules: { content: '@site/docs/rules/text.md' } }),
            page('/docs/category/rules', { component: '@theme/DocCategoryGeneratedIndexPage', props: { categoryGeneratedIndex: { title: 'Rules' } } }),
          ],
        },
      ],
    },
  ],
};

const find = (route: RouteConfig, path: string, exact = true): RouteConfig | undefined =>
  route.path === path && Boolean(route.exact) === exact ? route : route.routes?.map((child) => find(child, path, exact)).find(Boolean);

describe('doc descriptions on category pages only', () => {
  it("gives each category page its direct items' descriptions, skipping links and docs without one", () => {
    const pages = cardDescriptionsByPage(version);
    expect(Object.fromEntries(pages)).toEqual({
      '/docs/category/rules': { 'rules/regex': 'Matches a pattern.' },
      '/docs/rules/text': { 'rules/upper': 'Only capitals.' },
    });
  });

  it('empties the version metadata’s doc map and keeps its sidebars', () => {
    const lighter = lightenDocsRoute(tree);
    const metadata = find(lighter, '/docs', false)?.routes?.[0].props?.version as PropVersionMetadata;
    expect(metadata.docs).toEqual({});
    expect(metadata.docsSidebars).toBe(version.docsSidebars);
    expect({ ...metadata, docs: version.docs }).toEqual(version);
  });

  it('nothing but DocCard reads the doc map (useDocById), and our DocCard does not let it', () => {
    const clientCode = [
      'node_modules/@docusaurus/theme-classic/lib',
      'node_modules/@docusaurus/theme-common/lib',
      'node_modules/docusaurus-theme-openapi-docs/lib',
      'src',
    ];
    const callers = clientCode.flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|mjs|ts|tsx)$/.test(file) && !file.endsWith('.d.ts'))
        .filter((file) => fs.readFileSync(path.join(root, dir, file), 'utf8').includes('useDocById('))
        .map((file) => path.join(dir, file)),
    );
    expect(callers).toEqual([path.join('node_modules/@docusaurus/theme-classic/lib', 'theme/DocCard/index.js')]);
    expect(fs.readFileSync(path.join(root, 'src/theme/DocCard/index.tsx'), 'utf8')).toContain('docId: undefined');
  });

  it('puts the descriptions on the generated index and on a doc that is its category’s page', () => {
    const lighter = lightenDocsRoute(tree);
    const index = find(lighter, '/docs/category/rules');
    expect(index?.props).toEqual({ categoryGeneratedIndex: { title: 'Rules' }, [CARD_DESCRIPTIONS_PROP]: { 'rules/regex': 'Matches a pattern.' } });
    const categoryDoc = find(lighter, '/docs/rules/text');
    expect(categoryDoc?.props).toEqual({ [CARD_DESCRIPTIONS_PROP]: { 'rules/upper': 'Only capitals.' } });
    expect(categoryDoc?.modules).toEqual({ content: '@site/docs/rules/text.md' });
    expect(find(lighter, '/docs/intro')?.props).toBeUndefined();
  });

  it('leaves the input tree untouched and other plugins’ routes as they are', () => {
    const before = JSON.stringify(tree);
    lightenDocsRoute(tree);
    expect(JSON.stringify(tree)).toBe(before);
    const other = page('/docs/tags');
    expect(lightenDocsRoute(other)).toBe(other);
  });
});

describe('image zoom on demand', () => {
  it('loads nothing until a page has an image, then loads once and forwards later updates', async () => {
    let hasImage = false;
    let loads = 0;
    let updates = 0;
    const zoom: ImageZoom = { onRouteUpdate: () => (updates += 1) };
    const routeDidUpdate = zoomOnDemand(
      () => hasImage,
      async () => {
        loads += 1;
        return zoom;
      },
    );
    routeDidUpdate();
    routeDidUpdate();
    expect(loads).toBe(0);
    hasImage = true;
    routeDidUpdate(); // the zoom attaches itself to the page it loads on
    await Promise.resolve();
    expect([loads, updates]).toEqual([1, 0]);
    hasImage = false;
    routeDidUpdate();
    routeDidUpdate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([loads, updates]).toEqual([1, 2]);
  });

  it('copes with a zoom module that is disabled (no themeConfig.zoom)', async () => {
    const routeDidUpdate = zoomOnDemand(() => true, async () => null);
    routeDidUpdate();
    expect(() => routeDidUpdate()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
