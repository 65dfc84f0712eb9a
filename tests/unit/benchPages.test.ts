import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  PAGE_KINDS,
  PROBE_ALL_UP_TO,
  PROBE_TOP,
  apiIndexPagesIn,
  classifyRoutes,
  classifySite,
  componentClasses,
  htmlElementCount,
  kindsOf,
  mostScript,
  samplePages,
  sitemapRoutes,
  urlPathOf,
  type PageCost,
} from '../../scripts/benchPages';
import { questTypeDocId, questTypeRegistry } from '../../src/data/quests';
import { ruleDocId, ruleRegistry } from '../../src/data/rules';

/** Routes of every section, as the spec spells them (sitemap paths, decoded, no trailing slash). */
const ROUTES: Record<string, readonly string[]> = {
  home: [''],
  learn: ['/docs', '/docs/learn/overview', '/docs/learn/HowItWorks/manageRewards'],
  'quests-guide': ['/docs/quests/discord', '/docs/quests/questingSystem', '/docs/quests/Quest Types/questTypes'],
  'quest-type': ['/docs/quests/Quest Types/Categories/steam/achievement', '/docs/quests/Quest Types/Categories/guildforge/doNothing'],
  rule: ['/docs/rules/Image/HueArcLength', '/docs/rules/index_rules'],
  'ugc-guide': ['/docs/ugc/learn/overview/faq', '/docs/category/mesh', '/docs/category/getting-started'],
  'react-guide': ['/docs/react-guildforge'],
  recipe: ['/docs/recipes', '/docs/recipes/discord-role-reward'],
  'api-guide': ['/docs/api/referral-docs', '/docs/api/webhooks', '/docs/changelog'],
  'api-operation': ['/docs/API/claim-user-quest', '/docs/API/badge-awarded-event'],
  'api-index': ['/docs/category/api', '/docs/API/guildforge-api', '/docs/API/quest'],
  search: ['/search'],
};

describe('bench page kinds', () => {
  it.each(Object.entries(ROUTES).flatMap(([kind, routes]) => routes.map((route) => [route, kind])))('%s is of kind %s only', (route, kind) => {
    expect(kindsOf(route).map((entry) => entry.id)).toEqual([kind]);
  });

  it('claims every generated rule and quest-type page for its own kind', () => {
    for (const rule of ruleRegistry) expect(kindsOf(`/docs/${ruleDocId(rule)}`).map((entry) => entry.id)).toEqual(['rule']);
    for (const quest of questTypeRegistry) {
      expect(kindsOf(`/docs/${questTypeDocId(quest)}`).map((entry) => entry.id)).toEqual(['quest-type']);
    }
  });

  it('leaves a route of no known section unclaimed, so --check reports it', () => {
    expect(kindsOf('/docs/brand-new-section/page')).toEqual([]);
  });

  it('encodes a route as a browser requests it', () => {
    expect(urlPathOf('')).toBe('/');
    expect(urlPathOf('/docs/quests/Quest Types/Categories/steam/achievement')).toBe('/docs/quests/Quest%20Types/Categories/steam/achievement');
  });
});

describe('ranking the pages of a build', () => {
  function fixtureBuild(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        ['/docs/learn/small', '/docs/learn/big', '/docs/learn/big%20too', '/docs/elsewhere', '/search']
          .map((route) => `<url><loc>https://docs.guildforge.io${route}</loc></url>`)
          .join('') +
        '</urlset>',
    );
    return dir;
  }
  const blockingMs: Record<string, number> = { '/docs/learn/small': 40, '/docs/learn/big': 90, '/docs/learn/big too': 90 };
  const cost = (route: string, fields: Partial<PageCost> = {}): PageCost => ({ route, taskMs: 1, elements: 1, scriptBytes: 1, longTasks: 1, blockingMs: 0, ...fields });

  it('reads decoded sitemap routes', () => {
    expect(sitemapRoutes(fixtureBuild())).toEqual(['/docs/learn/small', '/docs/learn/big', '/docs/learn/big too', '/docs/elsewhere', '/search']);
  });

  it('ranks a kind by blocking time, then elements, and reports pages no kind claims', async () => {
    const probed: string[] = [];
    const site = await classifySite(fixtureBuild(), async (route) => {
      probed.push(route);
      return cost(route, { blockingMs: blockingMs[route] ?? 0, elements: route.endsWith('too') ? 900 : 300 });
    });
    const learn = site.kinds.find((entry) => entry.kind.id === 'learn');
    expect(learn?.ranked.map((cost) => cost.route)).toEqual(['/docs/learn/big too', '/docs/learn/big', '/docs/learn/small']);
    expect(site.unclaimed).toEqual(['/docs/elsewhere']);
    expect(site.ambiguous).toEqual([]);
    // The search page is measured at its fixed URL, so it is not probed.
    expect(probed).not.toContain('/search');
  });

  it('sorts unclaimed and doubly claimed routes apart', () => {
    const twice = [...PAGE_KINDS, { ...PAGE_KINDS[1], id: 'learn-again' }];
    const { unclaimed, ambiguous } = classifyRoutes(['/docs/learn/overview', '/nowhere'], twice);
    expect(ambiguous).toEqual(['/docs/learn/overview']);
    expect(unclaimed).toEqual(['/nowhere']);
  });

  /** A build of `count` rule pages in `folders` folders; page i has i paragraphs, and `extra` adds markup to some. */
  function ruleBuild(count: number, folders: number, extra: Record<number, string> = {}): { dir: string; routes: string[] } {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
    const routes = Array.from({ length: count }, (_, index) => `/docs/rules/Group${index % folders}/Rule${index}`);
    routes.forEach((route, index) => {
      mkdirSync(path.dirname(path.join(dir, route)), { recursive: true });
      writeFileSync(path.join(dir, `${route}.html`), `<html><body>${'<p>x</p>'.repeat(index)}${extra[index] ?? ''}</body></html>`);
    });
    writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset>${routes.map((route) => `<url><loc>https://docs.guildforge.io${route}</loc></url>`).join('')}</urlset>`);
    return { dir, routes };
  }

  it('measures every page of a small kind', async () => {
    const { dir, routes } = ruleBuild(PROBE_ALL_UP_TO, 1);
    expect(htmlElementCount(dir, routes[4])).toBe(6);
    const probed: string[] = [];
    const site = await classifySite(dir, async (route) => (probed.push(route), cost(route)), PAGE_KINDS, ['rule']);
    expect(probed.sort()).toEqual([...routes].sort());
    expect(site.kinds.map((entry) => [entry.kind.id, entry.pages])).toEqual([['rule', PROBE_ALL_UP_TO]]);
  });

  it('samples a large kind: its largest documents, the largest of every folder and every component', () => {
    const count = PROBE_ALL_UP_TO + 20;
    // Page 2, small, alone renders the example grid; page 3 renders a class that is no CSS module's.
    const { dir, routes } = ruleBuild(count, PROBE_TOP + 2, { 2: '<div class="examples_x1Yz pass_Ab-9">', 3: '<div class="menu__link">' });
    const sample = samplePages(dir, routes);
    const largest = routes.slice(-PROBE_TOP);
    const largestOfFolders = routes.slice(-(PROBE_TOP + 2));
    expect(new Set(sample)).toEqual(new Set([...largest, ...largestOfFolders, routes[2]]));
  });

  it('reads the components a page renders from its CSS module classes', () => {
    expect([...componentClasses('<div class="examples_x1Yz pass_Ab-9 menu__link"><p class=content__ilz>')].sort()).toEqual(['content__ilz', 'examples_x1Yz', 'pass_Ab-9']);
  });

  it('names the page with the most script besides the heaviest', () => {
    expect(mostScript([cost('/a', { scriptBytes: 5 }), cost('/b', { scriptBytes: 9 }), cost('/c', { scriptBytes: 9 })])?.route).toBe('/b');
    expect(mostScript([])).toBeNull();
  });
});

describe('the API index pages', () => {
  it('are the intro and tag pages of a directory of generated API pages', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
    for (const name of ['guildforge-api.info.mdx', 'quest.tag.mdx', 'claim-user-quest.api.mdx', 'badge-awarded-event.api.mdx', 'sidebar.ts']) {
      writeFileSync(path.join(dir, name), '');
    }
    expect([...apiIndexPagesIn(dir)].sort()).toEqual(['/docs/API/guildforge-api', '/docs/API/quest']);
    expect(apiIndexPagesIn(path.join(dir, 'missing')).size).toBe(0);
  });

  it('are read when routes are first classified, not when the bench loads', async () => {
    // On a fresh clone docs/API is written by the build the bench starts, after this module has loaded.
    vi.resetModules();
    const readdirSync = vi.fn(() => []);
    vi.doMock('node:fs', async (importOriginal) => ({ ...(await importOriginal<typeof import('node:fs')>()), readdirSync }));
    try {
      const fresh = await import('../../scripts/benchPages');
      expect(readdirSync).not.toHaveBeenCalled();
      fresh.kindsOf('/docs/API/quest');
      expect(readdirSync).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('node:fs');
      vi.resetModules();
    }
  });
});
