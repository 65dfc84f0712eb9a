/**
 * The production build's scripts and pages: what the browser's scripts must not carry (data
 * that only the server render or the on-demand API explorer needs), and content every page's
 * HTML must hold in place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_OPERATIONS_DIR } from '@site/src/api/operationData';
import { API_SAMPLES_DIR } from '@site/src/api/requestSamples';
import { apiIndexPagesIn } from '@site/scripts/benchPages';
import { rulePath, ruleRegistry } from '@site/src/data/rules';

const root = path.resolve(import.meta.dirname, '../..');
const scriptsDir = path.join(root, 'build/assets/js');
const scripts = readdirSync(scriptsDir).filter((file) => file.endsWith('.js'));
const read = (file: string) => readFileSync(path.join(scriptsDir, file), 'utf8');

const main = scripts.find((file) => /^main\.[0-9a-f]+\.js$/.test(file))!;
const registry = read(main);
const chunkId = (file: string) => file.split('.')[0];
/** Every chunk a route module's loader in main.js fetches with the module's own chunk. */
const chunksLoadedWith = (chunk: string): Set<string> => {
  const loaders = [...registry.matchAll(/\(\)=>(?:Promise\.all\(\[([^\]]*)\]\)|n\.e\(("\d+")\))/g)]
    .map((match) => [...(match[1] ?? match[2]).matchAll(/"(\d+)"/g)].map((id) => id[1]))
    .filter((ids) => ids.includes(chunk));
  return new Set(loaders.flat());
};

describe('browser bundles', () => {
  it("main.js holds Docusaurus's chunk registry without module paths (src/plugins/clientRegistry.ts)", () => {
    const main = scripts.filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    expect(main).toHaveLength(1);
    const source = read(main[0]);
    // The registry is there, an entry per route chunk: [loader, 0 for the path, module id]…
    expect(source.match(/\),0,\d+\]/g)?.length ?? 0).toBeGreaterThan(300);
    // …without the paths react-loadable only reads during a server render.
    expect(source).not.toContain('"@site/docs/');
    expect(source).not.toContain('"@generated/docusaurus-plugin-content-docs/');
  });

  it('no script carries an operation for the explorer; each is a static file (src/api/operationData.ts)', () => {
    const carriers = scripts.filter((file) => /"?api"?:"eJ[\w+/]{200}/.test(read(file)));
    expect(carriers).toEqual([]);
    const files = readdirSync(path.join(root, 'build', path.relative('static', API_OPERATIONS_DIR)));
    expect(files.length).toBeGreaterThan(100);
    const createSchema = JSON.parse(readFileSync(path.join(root, 'build', path.relative('static', API_OPERATIONS_DIR), 'create-schema.json'), 'utf8'));
    expect(createSchema).toMatchObject({ method: 'post', path: '/schemas' });
  });
});

describe('API index pages', () => {
  // Class names the API theme's components render, kept as strings by the minifier: SchemaTabs,
  // ApiExplorer/Export and ApiLogo. The plugin's intro page imported all three, which loaded
  // about 45 KiB of the theme's script for a page that shows text (src/api/infoPage.ts).
  const THEME_MARKERS = ['openapi-tabs__schema-tabs-container', 'export-dropdown', 'openapi__logo'];

  it("load none of the API theme's schema tab, export or logo components", () => {
    const themeChunks = scripts.filter((file) => THEME_MARKERS.some((marker) => read(file).includes(marker))).map(chunkId);
    const pages = [...apiIndexPagesIn(path.join(root, 'docs/API'))].map((route) => ({ route, marker: `"id":"${route.slice('/docs/'.length)}"` }));
    pages.push({ route: '/docs/category/api', marker: '"permalink":"/docs/category/api"' });
    expect(pages.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const { route, marker } of pages) {
      const own = scripts.filter((file) => file !== main && read(file).includes(marker)).map(chunkId);
      expect(own, `${route}: no chunk holds ${marker}`).not.toEqual([]);
      const loaded = new Set(own.flatMap((chunk) => [...chunksLoadedWith(chunk)]));
      expect(loaded.size, `${route}: no loader in main.js fetches its chunks`).toBeGreaterThan(0);
      for (const chunk of themeChunks) if (loaded.has(chunk)) offenders.push(`${route} loads ${chunk}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('pages outside the API reference', () => {
  it("load none of the operation pages' components (src/plugins/chunking.ts)", () => {
    // Strings the minifier keeps: ApiSamples' pane label and ApiReference's explorer slot.
    const API_PAGE_MARKERS = ['"Request and response samples"', 'data-api-explorer-slot'];
    const apiChunks = scripts.filter((file) => API_PAGE_MARKERS.some((marker) => read(file).includes(marker))).map(chunkId);
    expect(apiChunks.length, 'the markers no longer name the API page components').toBeGreaterThan(0);
    const offenders: string[] = [];
    for (const id of ['react-guildforge', 'rules/Text/NoProfanity', 'learn/overview', 'api-guides/webhooks']) {
      const own = scripts.filter((file) => file !== main && read(file).includes(`"id":"${id}"`)).map(chunkId);
      expect(own, `${id}: no chunk holds its metadata`).not.toEqual([]);
      const loaded = new Set(own.flatMap((chunk) => [...chunksLoadedWith(chunk)]));
      for (const chunk of apiChunks) if (loaded.has(chunk)) offenders.push(`${id} loads ${chunk}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('request samples', () => {
  it('are in the pages and static files, never in a script (src/api/requestSamples.ts)', () => {
    // The Python sample of claimUserQuest, as the page shows it.
    const marker = "url = \"https://api.guildforge.io/v1/user-quests/<userQuestId>/claim\"";
    const sample = readFileSync(path.join(root, 'build', path.relative('static', API_SAMPLES_DIR), 'claimUserQuest/request.py'), 'utf8');
    expect(sample).toContain(marker);
    expect(readFileSync(path.join(root, 'build/docs/API/claim-user-quest.html'), 'utf8')).toContain('/v1/user-quests/&lt;userQuestId>/claim');
    expect(scripts.filter((file) => read(file).includes('/user-quests/<userQuestId>/claim'))).toEqual([]);
  });
});

describe('built pages', () => {
  it('hold all their content in place: no Suspense boundary streamed after the shell', () => {
    // React outlines a large boundary into a hidden element at the end of <body>, moved into
    // place by an inline script; search indexing and the Markdown twins read the HTML without
    // running it (src/components/ServerMarkup renders no boundary on the server for this).
    const pages = readdirSync(path.join(root, 'build'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(300);
    const outlined = pages.filter((file) => /<template id="?B:/.test(readFileSync(path.join(root, 'build', file), 'utf8')));
    expect(outlined).toEqual([]);
  });
});

describe('static content kept from the server render', () => {
  /** The chunks a docs page loads with its own (its metadata chunk, found by its id). */
  const chunksOfDoc = (id: string): Set<string> => {
    const own = scripts.filter((file) => file !== main && read(file).includes(`"id":"${id}"`)).map(chunkId);
    expect(own, `${id}: no chunk holds its metadata`).not.toEqual([]);
    return new Set(own.flatMap((chunk) => [...chunksLoadedWith(chunk)]));
  };
  const textOf = (chunks: Set<string>) => scripts.filter((file) => chunks.has(chunkId(file))).map(read).join('\n');

  it("the React guide's tables (?kept partials) are in its HTML, not in the scripts it loads (src/plugins/keptPartialLoader.cjs)", () => {
    const html = readFileSync(path.join(root, 'build/docs/react-guildforge.html'), 'utf8');
    // A row of the quest hooks table and one of the error properties table.
    for (const row of ['useUserQuests(query, options)', 'Seconds the API asked to wait']) {
      expect(html, row).toContain(row);
      expect(textOf(chunksOfDoc('react-guildforge')), row).not.toContain(row);
    }
    // The partials load as one chunk of their own, for a page rendered in the browser.
    expect(scripts.filter((file) => read(file).includes('useUserQuests(query, options)'))).toHaveLength(1);
  });

  it("the changelog's releases are in its HTML, not in the scripts it loads (src/components/ApiChangelog)", () => {
    const view = JSON.parse(readFileSync(path.join(root, 'src/data/generated/apiChangelog.json'), 'utf8')) as { releases: { summary: string }[] };
    // A release summary in plain words, as the minifier and the HTML writer both keep it.
    const phrase = view.releases.map((release) => /[A-Za-z][A-Za-z ,]{30,}/.exec(release.summary)?.[0]).find(Boolean);
    expect(phrase, 'no release summary in plain words').toBeDefined();
    expect(readFileSync(path.join(root, 'build/docs/changelog.html'), 'utf8')).toContain(phrase);
    expect(textOf(chunksOfDoc('changelog'))).not.toContain(phrase);
  });
});

describe('the rule registry', () => {
  it('is in no chunk a route loads with its page: pages get cut-down data (src/data/generated) or load it on demand', () => {
    // A phrase of each rule's explanation, which only the registry holds (plain words, so the
    // minifier and the HTML writer keep it as it is); each rule page shows its own.
    const phrases = ruleRegistry.flatMap((rule) => {
      const phrase = /[A-Za-z][A-Za-z ]{30,}/.exec(rule.explanation)?.[0].slice(0, 30);
      return phrase ? [{ phrase, page: path.join(root, 'build', `${rulePath(rule)}.html`) }] : [];
    });
    expect(phrases.length).toBeGreaterThan(50);
    for (const { phrase, page } of phrases) expect(readFileSync(page, 'utf8'), page).toContain(phrase);
    // A chunk with the explanations of more than 8 rules holds the registry.
    const registryChunks = scripts.filter((file) => phrases.filter(({ phrase }) => read(file).includes(phrase)).length > 8).map(chunkId);
    const routeChunks = new Set([...registry.matchAll(/\(\)=>(?:Promise\.all\(\[([^\]]*)\]\)|n\.e\(("\d+")\))/g)].flatMap((match) => [...(match[1] ?? match[2]).matchAll(/"(\d+)"/g)].map((id) => id[1])));
    expect(registryChunks.filter((chunk) => routeChunks.has(chunk))).toEqual([]);
  });
});
