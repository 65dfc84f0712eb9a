/**
 * Main-thread work the site keeps off page load: link prefetching in idle slices
 * (src/clientModules/idlePrefetchQueue.ts), and code lines that are not rebuilt when their
 * block renders again (src/theme/CodeBlock/Line), which relies on one Prism theme for
 * both colour modes (src/config/prismThemes.ts), whose colours are CSS; and example files
 * whose text the browser loads only when a code block is rendered there
 * (src/theme/CodeBlock/deferredSource.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import { withIdlePrefetch, type DocusaurusGlobal, type IdleScheduler } from '@site/src/clientModules/idlePrefetchQueue';
import { compileRoutePatterns, createRoutePrefetcher, inSequence, matchedRoutePaths } from '@site/src/clientModules/routePrefetcher';
import { joinTextTokens, sameLine } from '@site/src/theme/CodeBlock/Line/lines';
import { codeColourCss, codeTheme, darkCodePalette, lightCodePalette, showsAsText, tokenColour } from '@site/src/config/prismThemes';
import config from '@site/docusaurus.config';
import { deferredSource, isDeferredSource, renderedCode, startLoadingSources } from '@site/src/theme/CodeBlock/deferredSource';

const root = path.resolve(import.meta.dirname, '../..');
const exampleSourceLoader = createRequire(import.meta.url)('../../src/plugins/exampleSourceLoader.cjs') as (
  this: { resourcePath: string; rootContext: string },
) => string;

function fakeDocusaurus() {
  const prefetched: string[] = [];
  const preload = (path: string) => Promise.resolve(path);
  const original: DocusaurusGlobal = Object.freeze({
    prefetch: (path: string) => {
      prefetched.push(path);
      return Promise.resolve([]);
    },
    preload,
  });
  return { original, prefetched, preload };
}

/** Collects scheduled idle callbacks so a test runs them with a chosen time budget. */
function manualIdle() {
  const pending: Parameters<IdleScheduler>[0][] = [];
  const schedule: IdleScheduler = (run) => void pending.push(run);
  /** Runs the next slice, allowing `calls` prefetches before the time runs out. */
  const runSlice = (calls: number) => {
    const run = pending.shift();
    if (!run) throw new Error('nothing scheduled');
    let left = calls;
    run(() => (left-- > 0 ? 1 : 0));
  };
  return { pending, schedule, runSlice };
}

describe('idle link prefetching', () => {
  it('does nothing while the page is busy, then prefetches every path once, in order, across idle slices', () => {
    const { original, prefetched } = fakeDocusaurus();
    const idle = manualIdle();
    const global = withIdlePrefetch(original, idle.schedule);

    for (const path of ['/docs/a', '/docs/b', '/docs/c']) expect(global.prefetch(path)).toBe(false);
    expect(prefetched).toEqual([]);
    expect(idle.pending).toHaveLength(1);

    idle.runSlice(2);
    expect(prefetched).toEqual(['/docs/a', '/docs/b']);
    expect(idle.pending).toHaveLength(1);
    idle.runSlice(5);
    expect(prefetched).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    expect(idle.pending).toHaveLength(0);

    global.prefetch('/docs/d');
    expect(idle.pending).toHaveLength(1);
    idle.runSlice(1);
    expect(prefetched).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/d']);
  });

  it('works through what a prefetch left queued, one unit per time check, before the next path', () => {
    const { original, prefetched } = fakeDocusaurus();
    const idle = manualIdle();
    const requests: string[] = [];
    const queued: string[] = [];
    const global = withIdlePrefetch({ ...original, prefetch: (path) => (queued.push(`${path}.1`, `${path}.2`), original.prefetch(path)) }, idle.schedule, undefined, () => {
      const url = queued.shift();
      if (url) requests.push(url);
      return url !== undefined;
    });
    global.prefetch('/docs/a');
    global.prefetch('/docs/b');
    idle.runSlice(2); // hands /docs/a over, then requests its first URL
    expect([prefetched, requests]).toEqual([['/docs/a'], ['/docs/a.1']]);
    idle.runSlice(3);
    expect([prefetched, requests]).toEqual([['/docs/a', '/docs/b'], ['/docs/a.1', '/docs/a.2', '/docs/b.1']]);
    idle.runSlice(5);
    expect(requests).toEqual(['/docs/a.1', '/docs/a.2', '/docs/b.1', '/docs/b.2']);
    expect(idle.pending).toHaveLength(0);
  });

  it('keeps preload (hover and navigation) immediate and the global frozen', () => {
    const { original, preload } = fakeDocusaurus();
    const global = withIdlePrefetch(original, manualIdle().schedule);
    expect(global.preload).toBe(preload);
    expect(Object.isFrozen(global)).toBe(true);
  });

  it('compiles the route patterns first, in the same slices, then prefetches', () => {
    const { original, prefetched } = fakeDocusaurus();
    const idle = manualIdle();
    const compiled: string[] = [];
    const table = [
      { path: '/search', exact: true },
      { path: '/docs', routes: [{ path: '/docs/a', exact: true }, { path: '/docs/b', exact: true }] },
    ];
    const global = withIdlePrefetch(original, idle.schedule, compileRoutePatterns(table, (route) => compiled.push(String(route.path))));
    expect(compiled).toEqual([]); // nothing until a prefetch is asked for
    global.prefetch('/docs/b');
    idle.runSlice(3);
    expect([compiled, prefetched]).toEqual([['/search', '/docs', '/docs/a'], []]);
    idle.runSlice(3);
    expect([compiled, prefetched]).toEqual([['/search', '/docs', '/docs/a', '/docs/b'], ['/docs/b']]);
    global.prefetch('/docs/a');
    idle.runSlice(1);
    expect([compiled.length, prefetched]).toEqual([4, ['/docs/b', '/docs/a']]);
  });
});

describe('route prefetching', () => {
  const table = [
    { path: '/search', exact: true },
    {
      path: '/docs',
      routes: [{ path: '/docs', routes: [{ path: '/docs/a', exact: true }, { path: '/docs/b', exact: true }] }],
    },
  ];
  // Prefix matching for non-exact routes, as react-router does.
  const matches = (path: string, route: { path?: string | string[]; exact?: boolean }) =>
    route.exact ? path === route.path : path === route.path || path.startsWith(`${String(route.path)}/`);
  const routesChunkNames = {
    '/search-822': { __comp: 'search' },
    '/docs-899': { __comp: 'docsRoot', __props: 'version' },
    '/docs-bdc': { __comp: 'docRoot' },
    '/docs/a-1f2': { __comp: 'docItem', content: 'a' },
    '/docs/b-4c1': { __comp: 'docItem', content: 'b', nested: { deeper: 'b-data' } },
  };

  it('matches like react-router-config: the first route of each level, outermost first', () => {
    expect(matchedRoutePaths(table, '/docs/b', matches)).toEqual(['/docs', '/docs', '/docs/b']);
    expect(matchedRoutePaths(table, '/search', matches)).toEqual(['/search']);
    expect(matchedRoutePaths(table, '/blog', matches)).toEqual([]);
  });

  it('requests each chunk of the matched routes once, across links, and skips merged chunks', () => {
    const requested: string[] = [];
    const prefetcher = createRoutePrefetcher({
      routesChunkNames,
      match: (path) => matchedRoutePaths(table, path, matches),
      chunkUrl: (name) => (name === 'docRoot' ? '/assets/js/undefined.js' : `/assets/js/${name}.js`),
      prefetchUrl: (url) => requested.push(url),
    });
    let steps = 0;
    while (prefetcher.prepare.next().done !== true) steps += 1;
    expect(steps).toBe(Object.keys(routesChunkNames).length);

    expect(prefetcher.prefetch('/docs/a')).toBe(false);
    expect(requested).toEqual(['/assets/js/docsRoot.js', '/assets/js/version.js', '/assets/js/docItem.js', '/assets/js/a.js']);
    prefetcher.prefetch('/docs/b');
    prefetcher.prefetch('/docs/b');
    expect(requested.slice(4)).toEqual(['/assets/js/b.js', '/assets/js/b-data.js']);
  });

  it("asks for each chunk's URL once, and skips chunks the page has loaded", () => {
    const asked: string[] = [];
    const requested: string[] = [];
    const prefetcher = createRoutePrefetcher({
      routesChunkNames,
      match: (path) => matchedRoutePaths(table, path, matches),
      chunkUrl: (name) => {
        asked.push(name);
        return `/assets/js/${name}.js`;
      },
      prefetchUrl: (url) => requested.push(url),
      loaded: (url) => url === '/assets/js/docItem.js',
    });
    while (prefetcher.prepare.next().done !== true);
    prefetcher.prefetch('/docs/a');
    prefetcher.prefetch('/docs/b');
    expect(asked).toEqual(['docsRoot', 'version', 'docRoot', 'docItem', 'a', 'b', 'b-data']);
    expect(requested).toEqual(['/assets/js/docsRoot.js', '/assets/js/version.js', '/assets/js/docRoot.js', '/assets/js/a.js', '/assets/js/b.js', '/assets/js/b-data.js']);
  });

  it('runs preparation steps in sequence', () => {
    const order: string[] = [];
    function* steps(name: string, count: number) {
      for (let step = 1; step <= count; step += 1) {
        order.push(`${name}${step}`);
        yield;
      }
    }
    const sequence = inSequence(steps('a', 2), steps('b', 1));
    let yields = 0;
    while (sequence.next().done !== true) yields += 1;
    expect([order, yields]).toEqual([['a1', 'a2', 'b1'], 3]);
  });
});

describe('code lines', () => {
  const tokens = [{ types: ['keyword'], content: 'const' }];
  const line = (overrides: Partial<LineProps> = {}): LineProps => ({
    line: tokens,
    classNames: undefined,
    showLineNumbers: false,
    getLineProps: (input) => ({ ...input, className: 'token-line' }),
    getTokenProps: ({ token }) => ({ className: 'token', children: token.content }),
    ...overrides,
  });

  it('skip a render when tokens, classes and numbering are unchanged, whatever the prop functions', () => {
    expect(sameLine(line(), line())).toBe(true);
    expect(sameLine(line({ classNames: ['theme-code-block-highlighted-line'] }), line({ classNames: ['theme-code-block-highlighted-line'] }))).toBe(true);
  });

  it('render again when the tokens, classes or numbering change', () => {
    expect(sameLine(line(), line({ line: [{ types: ['keyword'], content: 'const' }] }))).toBe(false);
    expect(sameLine(line(), line({ classNames: ['theme-code-block-highlighted-line'] }))).toBe(false);
    expect(sameLine(line(), line({ showLineNumbers: true }))).toBe(false);
  });

  it('use one Prism theme for both colour modes, as the memoised lines assume', () => {
    const prism = (config.themeConfig as { prism: { theme: unknown; darkTheme: unknown } }).prism;
    expect(prism.theme).toBe(codeTheme);
    expect(prism.darkTheme).toBe(codeTheme);
  });

  it('take their colours from the stylesheet, with every property it uses defined in both colour modes', () => {
    expect(codeTheme).toEqual({ plain: {}, styles: [] });
    const used = new Set([...codeColourCss.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(5);
    for (const [mode, palette] of [['light', lightCodePalette], ['dark', darkCodePalette]] as const) {
      const rule = codeColourCss.match(new RegExp(`\\[data-theme='${mode}'\\]\\{([^}]*)\\}`))?.[1] ?? '';
      const declared = new Map(rule.split(';').map((declaration) => declaration.split(':') as [string, string]));
      for (const property of used) expect(declared.has(property), `${property} in ${mode} mode`).toBe(true);
      for (const [name, value] of Object.entries(palette)) expect(declared.get(`--gf-code-${name}`)).toBe(value);
    }
    for (const type of ['comment', 'string', 'keyword', 'function', 'number', 'tag', 'punctuation']) {
      expect(codeColourCss).toMatch(new RegExp(`\\.prism-code \\.token\\.${type}[,{]`));
    }
  });

  it('know which tokens look like plain text, as the stylesheet colours them', () => {
    expect(showsAsText(['plain'])).toBe(true);
    expect(showsAsText(['punctuation'])).toBe(true);
    expect(showsAsText(['imports', 'operator'])).toBe(true);
    expect(showsAsText(['spread'])).toBe(true); // no rule: the text colour
    expect(showsAsText(['keyword'])).toBe(false);
    expect(showsAsText(['comment'])).toBe(false);
    // The stylesheet's later rule wins: punctuation inside a tag is text-coloured, a tag name is not.
    expect(tokenColour(['tag', 'punctuation'])?.colour).toBe('text');
    expect(showsAsText(['tag', 'punctuation'])).toBe(true);
    expect(showsAsText(['tag', 'class-name'])).toBe(false);
  });

  it('join neighbouring plain-looking tokens into one, keeping the text and every coloured token', () => {
    const line = [
      { types: ['keyword'], content: 'import' },
      { types: ['plain'], content: ' ' },
      { types: ['punctuation'], content: '{' },
      { types: ['plain'], content: ' gf ' },
      { types: ['punctuation'], content: '}' },
      { types: ['plain'], content: ' ' },
      { types: ['keyword'], content: 'from' },
      { types: ['plain'], content: ' ' },
      { types: ['string'], content: "'./client'" },
      { types: ['punctuation'], content: ';' },
    ];
    const joined = joinTextTokens(line);
    expect(joined.map((token) => token.content).join('')).toBe(line.map((token) => token.content).join(''));
    expect(joined).toEqual([
      { types: ['keyword'], content: 'import' },
      { types: ['plain'], content: ' { gf } ' },
      { types: ['keyword'], content: 'from' },
      { types: ['plain'], content: ' ' },
      { types: ['string'], content: "'./client'" },
      { types: ['plain'], content: ';' },
    ]);
    expect(joinTextTokens(line)).toBe(joined);
    const emptyLine = [{ types: ['plain'], content: '\n', empty: true }];
    expect(joinTextTokens(emptyLine)).toEqual(emptyLine);
  });
});

describe('deferred example sources', () => {
  it('load their text once, and only when asked until the first page has hydrated', async () => {
    let imports = 0;
    const importText = async () => {
      imports += 1;
      return { default: 'const a = 1;\n' };
    };
    const source = deferredSource('examples/a.ts', importText);
    expect(isDeferredSource(source)).toBe(true);
    expect([source.file, source.text, imports]).toEqual(['examples/a.ts', undefined, 0]);
    const first = source.load();
    expect(source.load()).toBe(first);
    expect(await first).toBe('const a = 1;\n');
    expect([source.text, imports]).toEqual(['const a = 1;\n', 1]);

    startLoadingSources();
    const later = deferredSource('examples/b.ts', importText);
    expect(imports).toBe(2);
    expect(await later.load()).toBe('const a = 1;\n');
    expect(imports).toBe(2);
  });

  it('are told apart from code strings and elements', () => {
    for (const value of ['code', null, undefined, { file: 'x', load: () => Promise.resolve('') }]) expect(isDeferredSource(value)).toBe(false);
  });

  it('read a server-rendered block back as its lines joined by newlines', () => {
    const lines = ['import x;', '', '  run(x);'].map((textContent) => ({ textContent }));
    const pre = { querySelectorAll: (selector: string) => (selector === '.token-line' ? lines : []) } as unknown as Element;
    expect(renderedCode(pre)).toBe('import x;\n\n  run(x);');
  });

  it('come from a loader that imports the text lazily, one chunk per examples directory', () => {
    const context = { resourcePath: path.join(root, 'examples', 'react', 'App.tsx'), rootContext: root };
    const output = exampleSourceLoader.call(context);
    expect(output).toContain("from '@site/src/theme/CodeBlock/deferredSource'");
    expect(output).toContain('deferredSource("examples/react/App.tsx", () => import(/* webpackChunkName: "examples-react" */');
    expect(output).toContain(`${JSON.stringify(`${context.resourcePath}?raw-text`)}))`);
    expect(output).not.toContain('GuildforgeProvider'); // the file's text is not in the module
  });
});
