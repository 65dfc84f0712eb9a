/**
 * The Docusaurus internals the site replaces or reads, checked against the installed Docusaurus: an
 * upgrade that changes one of them fails here, naming what changed, instead of leaving a
 * replacement that silently no longer applies (CONTRIBUTING.md, "Page weight", says why each exists).
 * lazyRoutes.test.ts, themeCommonPatches.test.ts and routeData.test.ts check the replacements' own
 * behaviour.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, RouteConfig } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPONENT_CREATOR } from '@site/src/plugins/lazyRoutes';
import { PATCHED_REQUEST, patchedModule } from '@site/src/plugins/themeCommonPatches';
import { createRoutePrefetcher } from '@site/src/clientModules/routePrefetcher';
import { lightenDocsRoute } from '@site/src/plugins/docsRoutes';
import classicThemeWithoutPrismClientModule from '@site/src/plugins/classicTheme';

const require = createRequire(import.meta.url);
const source = (request: string) => readFileSync(require.resolve(request), 'utf8');
const { withoutModulePaths } = require('../../src/plugins/clientRegistryLoader.cjs') as { withoutModulePaths: (registry: string) => string };

describe("the route files Docusaurus generates (route table, route-chunk table, chunk registry)", async () => {
  // Docusaurus's own code generation, on a docs root with one doc, as `docusaurus build` runs it.
  const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRouteFiles(options: { generatedFilesDir: string; routes: RouteConfig[] }): Promise<void>;
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'guildforge-routes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  await generateRouteFiles({
    generatedFilesDir: dir,
    routes: [{ path: '/docs', component: '@theme/DocRoot', exact: false, routes: [{ path: '/docs/a', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/a.md' } }] }],
  });
  const routesJs = readFileSync(path.join(dir, 'routes.js'), 'utf8');
  const registryJs = readFileSync(path.join(dir, 'registry.js'), 'utf8');
  const routesChunkNames = JSON.parse(readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>;

  it(`imports ComponentCreator as ${COMPONENT_CREATOR} and calls it with (path, hash), the key of the route-chunk table (src/plugins/lazyRoutes.ts, src/clientModules/routePrefetcher.ts)`, () => {
    expect(routesJs, 'the route table no longer imports the module src/plugins/lazyRoutes.ts replaces').toContain(`import ComponentCreator from '${COMPONENT_CREATOR}';`);
    const calls = [...routesJs.matchAll(/ComponentCreator\('([^']*)'(?:, '([^']*)')?\)/g)].map(([, routePath, hash]) => ({ routePath, hash }));
    expect(calls.map((call) => call.routePath), 'the route table calls ComponentCreator differently').toEqual(['/docs', '/docs/a', '*']);
    const keys = calls.filter((call) => call.hash !== undefined).map((call) => `${call.routePath}-${call.hash}`);
    expect(Object.keys(routesChunkNames).sort(), "routesChunkNames is no longer keyed by ComponentCreator's `${path}-${hash}`").toEqual(keys.sort());
  });

  it('writes each registry entry as [loader, module path, require.resolveWeak(…)] (src/plugins/clientRegistryLoader.cjs)', () => {
    const entries = registryJs.split('\n').filter((line) => line.startsWith('  "'));
    expect(entries.length, 'registry.js has no entries in the expected layout').toBeGreaterThanOrEqual(3);
    const stripped = withoutModulePaths(registryJs);
    expect(stripped.match(/\), 0, require\.resolveWeak\(/g)?.length, 'the registry loader no longer finds the module path of every entry').toBe(entries.length);
    expect(stripped).not.toMatch(/"@site\/docs\/a\.md", require\.resolveWeak/);
  });

  it("names registry chunks in the route-chunk table's leaves, which the prefetcher requests (src/clientModules/routePrefetcher.ts)", () => {
    const registryNames = [...registryJs.matchAll(/^ {2}"([^"]+)": \[/gm)].map(([, name]) => name!);
    const requested: string[] = [];
    const prefetcher = createRoutePrefetcher({ routesChunkNames, match: () => ['/docs', '/docs/a'], chunkUrl: (name) => `/assets/js/${name}.js`, prefetchUrl: (url) => requested.push(url) });
    while (prefetcher.prepare.next().done !== true);
    prefetcher.prefetch('/docs/a');
    expect(requested.sort(), "the prefetcher does not find the routes' chunks in routesChunkNames").toEqual(registryNames.map((name) => `/assets/js/${name}.js`).sort());
  });
});

describe('modules the replacements stand in for', () => {
  it('ComponentCreator(path, hash) returns a react-loadable component, whose static preload the lazy wrapper calls (src/vendorPatches/componentCreator.ts)', () => {
    const original = source('@docusaurus/core/lib/client/exports/ComponentCreator.js');
    expect(original, 'ComponentCreator changed its signature').toMatch(/export default function ComponentCreator\(path, hash\)/);
    expect(original, 'ComponentCreator no longer looks routes up as routesChunkNames[`${path}-${hash}`]').toContain('routesChunkNames[`${path}-${hash}`]');
    expect(original, 'ComponentCreator no longer returns a react-loadable component (with its static preload)').toMatch(/return Loadable(\.Map)?\(/);
  });

  it("window.docusaurus is Docusaurus's { prefetch, preload }, and prefetch reads the route-chunk table and __webpack_require__.gca as the replacement does (src/clientModules/idlePrefetch.ts)", () => {
    const original = source('@docusaurus/core/lib/client/docusaurus.js');
    expect(original, 'the docusaurus global has other members').toMatch(/const docusaurus = \{\s*prefetch,\s*preload,\s*\};/);
    expect(original, "prefetch no longer strips a route key's hash with /-[^-]+$/").toContain(".replace(/-[^-]+$/, '')");
    expect(original, 'prefetch no longer asks __webpack_require__.gca for chunk URLs').toContain('__webpack_require__.gca(chunkName)');
    expect(original, "prefetch's slow-connection rule changed").toMatch(/effectiveType\.includes\('2g'\)[^]*saveData/);
  });

  it("theme-common's modules import reactUtils and emojiUtils by requests the patch plugin replaces (src/plugins/themeCommonPatches.ts)", () => {
    const lib = path.dirname(require.resolve('@docusaurus/theme-common'));
    const imports = readdirSync(lib, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [...readFileSync(path.join(lib, file), 'utf8').matchAll(/from '(\.{1,2}\/[^']*(?:reactUtils|emojiUtils)(?:\.js)?)'/g)].map(([, request]) => ({ file, request: request! })),
      );
    for (const name of ['reactUtils', 'emojiUtils']) {
      expect(imports.some(({ request }) => request.includes(name)), `no theme-common module imports utils/${name} any more`).toBe(true);
    }
    for (const { file, request } of imports) {
      expect(PATCHED_REQUEST.test(request), `${file} imports ${request}, which the plugin's request pattern does not match`).toBe(true);
      expect(patchedModule(request, path.dirname(path.join(lib, file))), `${file}'s import of ${request} is not replaced`).toBeDefined();
    }
  });

  it("emojiUtils exports only what the replacement exports (src/vendorPatches/emojiUtils.ts)", () => {
    const exportsOf = (text: string) => [...text.matchAll(/^export (?:function|const|let) (\w+)/gm)].map(([, name]) => name).sort();
    const lib = path.dirname(require.resolve('@docusaurus/theme-common'));
    expect(exportsOf(readFileSync(path.join(lib, 'utils/emojiUtils.js'), 'utf8'))).toEqual(exportsOf(readFileSync('src/vendorPatches/emojiUtils.ts', 'utf8')));
  });

  it("the classic theme registers Prism's client module under the name the wrapper filters out (src/plugins/classicTheme.ts)", () => {
    const themeClassic = (require('@docusaurus/theme-classic') as { default: typeof classicThemeWithoutPrismClientModule }).default;
    const context = {
      siteDir: process.cwd(),
      i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
      siteConfig: { themeConfig: { prism: { additionalLanguages: [] } } },
      siteStorage: { type: 'localStorage', namespace: '' },
    } as unknown as LoadContext;
    const options = { customCss: [] };
    expect(themeClassic(context, options).getClientModules!(), "theme-classic's client modules no longer include ./prism-include-languages").toContain('./prism-include-languages');
    const modules = classicThemeWithoutPrismClientModule(context, options).getClientModules!();
    expect(modules.filter((module) => module.includes('prism-include-languages')), 'the wrapper no longer drops the Prism client module').toEqual([]);
    expect(modules.every((module) => path.isAbsolute(module))).toBe(true);
  });

  it("the docs plugin's version route prop has the doc map that docsRoutes empties (src/plugins/docsRoutes.ts)", () => {
    const { toVersionMetadataProp } = require('@docusaurus/plugin-content-docs/lib/props.js') as { toVersionMetadataProp(pluginId: string, version: unknown): object };
    const doc = { id: 'a', title: 'A', description: 'About A.', sidebar: 'docs', unlisted: false, frontMatter: {}, permalink: '/docs/a' };
    const version = toVersionMetadataProp('default', { versionName: 'current', label: 'Next', isLast: true, sidebars: {}, docs: [doc], drafts: [] });
    expect(version, 'the version prop no longer has docsSidebars and docs').toMatchObject({ docsSidebars: {}, docs: { a: { id: 'a', description: 'About A.' } } });
    expect(source('@docusaurus/plugin-content-docs/lib/routes.js'), "the docs plugin no longer passes the version metadata as the route prop 'version'").toContain('version: (0, props_1.toVersionMetadataProp)(');
    const lighter = lightenDocsRoute({ path: '/docs', component: '@theme/DocVersionRoot', props: { version } });
    expect((lighter.props?.version as { docs: object }).docs, 'docsRoutes no longer recognises the version prop').toEqual({});
  });
});

describe('internal exports the theme wrappers import', () => {
  const exportedNames = (text: string) => new Set([...text.matchAll(/export (?:function|const|class) (\w+)|export \{([^}]*)\}/g)].flatMap(([, single, list]) => (single ? [single] : list!.split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!))));
  it.each([
    ['@docusaurus/theme-common/internal', 'useNavbarMobileSidebar', 'src/theme/Navbar/MobileSidebar'],
    ['@docusaurus/theme-common/internal', 'useCodeBlockContext', 'src/theme/CodeBlock/Content'],
    ['@docusaurus/core/lib/client/browserContext', 'Context', 'src/theme/CodeBlock/hydration.ts'],
  ])('%s exports %s (%s)', (request, name) => {
    expect(exportedNames(source(request)).has(name), `${request} no longer exports ${name}`).toBe(true);
  });

  it.each([
    ['@docusaurus/theme-classic/lib/options', ['validateOptions', 'validateThemeConfig'], 'src/plugins/classicTheme.ts'],
    ['docusaurus-plugin-openapi-docs/lib/markdown/utils', ['clean'], 'src/api/operationPage.ts'],
    ['docusaurus-theme-openapi-docs/lib/index', ['default'], 'src/plugins/openapiTheme.ts'],
  ])('%s exports %j (%s)', (request, names) => {
    const module = require(request) as Record<string, unknown>;
    for (const name of names) expect(typeof module[name], `${request} no longer exports the function ${name}`).toBe('function');
  });

  it.each([
    ['docusaurus-theme-openapi-docs/lib/theme/styles.scss', 'src/theme/DocItem/apiLoaders.ts'],
    ['docusaurus-plugin-image-zoom/lib/zoom', 'src/clientModules/imageZoom.ts'],
  ])('%s exists (%s)', (request) => {
    expect(() => require.resolve(request), `${request} is gone`).not.toThrow();
  });
});
