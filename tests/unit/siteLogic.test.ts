/** Unit tests for the pure logic behind the site's components and build plugins. */
import { describe, expect, it } from 'vitest';
import { describeBounds, describeType, unitLabel } from '@site/src/components/ParameterTable/describeSchema';
import { formatSeconds, verificationLabel } from '@site/src/components/QuestTypeReference/labels';
import { evaluationLabel } from '@site/src/components/RuleReference/labels';
import { matchesQuery } from '@site/src/components/RuleIndex/matchesQuery';
import { isApiOnlyModule, isApiPageModule } from '@site/src/plugins/chunking';
import { questTypePageData, rulePageData } from '@site/src/data/pageData';
import { findRule, ruleCategories, rulePath, ruleRegistry } from '@site/src/data/rules';
import { ruleIndexData } from '@site/src/data/rules/indexRows';
import { findQuestType } from '@site/src/data/quests';
import { errorCodePath, problemType } from '@site/src/data/errors/paths';
import { MAX_DESCRIPTION_LENGTH, pageDescription } from '@site/src/config/description';
import { codeSize } from '@site/src/theme/CodeBlock/Content/size';
import { clientNavigation, routerPath } from '@site/src/components/ServerMarkup/links';
import config from '@site/docusaurus.config';

describe('parameter descriptions', () => {
  it('names types, including arrays and enums', () => {
    expect(describeType({ type: 'integer' })).toBe('integer');
    expect(describeType({ type: 'array', items: { type: 'string' } })).toBe('array of string');
    expect(describeType({ type: ['string', 'null'] })).toBe('string | null');
    expect(describeType({ type: 'string', enum: ['png', 'jpeg'] })).toBe('enum');
  });

  it('states numeric, length, item and enum bounds', () => {
    expect(describeBounds({ minimum: 1, maximum: 16384 })).toEqual(['1 to 16384']);
    expect(describeBounds({ minimum: 0 })).toEqual(['≥ 0']);
    expect(describeBounds({ minLength: 1, maxLength: 64 })).toEqual(['length 1 to 64']);
    expect(describeBounds({ maxItems: 10, uniqueItems: true })).toEqual(['items ≤ 10', 'unique items']);
    expect(describeBounds({ type: 'array', items: { enum: ['png'] } })).toEqual(['one of "png"']);
    expect(describeBounds({})).toEqual([]);
  });

  it('labels units from x-unit and ignores unknown ones', () => {
    expect(unitLabel({ 'x-unit': 'degrees' })).toBe('°');
    expect(unitLabel({ 'x-unit': 'meters' })).toBe('m');
    expect(unitLabel({ 'x-unit': 'scene_units' })).toBeUndefined();
    expect(unitLabel({ 'x-unit': 'furlongs' })).toBeUndefined();
    expect(unitLabel({})).toBeUndefined();
  });
});

describe('quest and rule labels', () => {
  it('formats durations in the largest whole unit', () => {
    expect(formatSeconds(0)).toBe('immediately');
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(900)).toBe('15 min');
    expect(formatSeconds(7200)).toBe('2 h');
    expect(formatSeconds(172800)).toBe('2 d');
  });

  it('describes each verification mode', () => {
    expect(verificationLabel({ mode: 'polled', intervalSeconds: 900, description: '' })).toBe('Polled: re-checked every 15 min while the quest is started');
    expect(verificationLabel({ mode: 'on_check', description: '' })).toMatch(/checkUserQuest/);
    expect(verificationLabel({ mode: 'pushed', description: '' })).toMatch(/^Pushed/);
  });

  it('describes instant and asynchronous rules', () => {
    expect(evaluationLabel({ evaluation: { mode: 'instant' } })).toMatch(/^Instant/);
    expect(evaluationLabel({ evaluation: { mode: 'async', service: 'vision', p50Seconds: 4, p95Seconds: 12 } })).toBe(
      'Asynchronous: vision service, typically 4 s (p95 12 s)',
    );
  });
});

describe('the rules index filter', () => {
  const rule = { id: 'HueArcLength', title: 'Hue arc length', summary: 'Limits the arc of the hue circle an image uses' };

  it('matches id, title and summary without case', () => {
    expect(matchesQuery(rule, 'huearc')).toBe(true);
    expect(matchesQuery(rule, 'HUE CIRCLE')).toBe(true);
    expect(matchesQuery(rule, 'hue square')).toBe(false);
    expect(matchesQuery(rule, 'circle')).toBe(true);
    expect(matchesQuery(rule, '   ')).toBe(true);
  });

  it('treats regular-expression characters as text', () => {
    expect(matchesQuery(rule, '(*+?[')).toBe(false);
    expect(matchesQuery({ ...rule, summary: 'Matches a(b) literally' }, 'a(b)')).toBe(true);
  });
});

describe('the rules index data (src/data/rules/indexRows.ts)', () => {
  const data = ruleIndexData(ruleRegistry, ruleCategories, rulePath);

  it('lists every rule in exactly one section, with its page and evaluation', () => {
    for (const rule of data.rules) {
      expect(data.sections.filter((section) => section.groups.includes(rule.group)).map((section) => section.label), rule.id).toHaveLength(1);
    }
    expect(data.rules.map((rule) => rule.id)).toEqual(ruleRegistry.map((rule) => rule.id));
    expect(data.rules.find((rule) => rule.id === 'HSLRange')).toMatchObject({ page: '/docs/rules/Image/HSLRange', mode: findRule('HSLRange').evaluation.mode });
    const async = data.rules.find((rule) => rule.mode === 'async');
    expect(async?.service).toBe((findRule(async!.id).evaluation as { service: string }).service);
  });

  it('carries none of the registry beyond what the index shows', () => {
    const shown = new Set(['appliesTo', 'group', 'id', 'mode', 'page', 'service', 'summary', 'title']);
    for (const row of data.rules) expect(Object.keys(row).filter((key) => !shown.has(key)), row.id).toEqual([]);
    const text = JSON.stringify(data);
    for (const error of findRule('HSLRange').errors) expect(text).not.toContain(error.messageTemplate);
    expect(text).not.toContain('exampleField');
  });
});

describe('the chunking plugin', () => {
  it('keeps OpenAPI theme modules and their dependencies out of the shared chunk', () => {
    expect(isApiOnlyModule({ resource: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js' })).toBe(true);
    expect(isApiOnlyModule({ resource: '/site/node_modules/@reduxjs/toolkit/dist/index.js' })).toBe(true);
    expect(isApiOnlyModule({ resource: '/site/node_modules/lodash/merge.js' })).toBe(true);
    expect(isApiOnlyModule({ resource: '/site/node_modules/micromark-core-commonmark/lib/index.js' })).toBe(true);
    expect(isApiOnlyModule({ resource: '/site/src/theme/ApiExplorer/index.tsx' })).toBe(true);
  });

  it('gives the operation pages\' own components a group apart from the theme', () => {
    expect(isApiPageModule({ resource: '/site/src/components/ApiReference/index.tsx' })).toBe(true);
    expect(isApiPageModule({ resource: '/site/src/components/ApiSamples/index.tsx' })).toBe(true);
    expect(isApiOnlyModule({ resource: '/site/src/components/ApiReference/index.tsx' })).toBe(false);
    expect(isApiPageModule({ resource: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js' })).toBe(false);
    expect(isApiPageModule({ resource: '/site/src/components/ParameterTable/index.tsx' })).toBe(false);
  });

  it('leaves guide pages and the classic theme in it', () => {
    expect(isApiOnlyModule({ resource: '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js' })).toBe(false);
    expect(isApiOnlyModule({ resource: '/site/docs/api-guides/errors.mdx' })).toBe(false);
    expect(isApiOnlyModule({ resource: '/site/src/theme/DocItem/index.tsx' })).toBe(false);
    expect(isApiOnlyModule({ nameForCondition: () => '/site/node_modules/react-redux/dist/index.js' })).toBe(true);
  });
});

describe('per-page registry slices', () => {
  it('hold a rule, its parameter schema, its codes and its related rules only', () => {
    const data = rulePageData(findRule('Size'));
    expect(data.rule.id).toBe('Size');
    expect(Object.keys((data.params.properties ?? {}) as object)).toEqual(expect.arrayContaining(['width', 'height']));
    expect(Object.keys(data.errors)).toEqual(expect.arrayContaining(['image_size_mismatch', 'schema_rule_params_invalid']));
    expect(data.related.map((rule) => rule.id)).toEqual(findRule('Size').related);
    expect(JSON.stringify(data)).not.toContain('"HueArcLength","group"');
  });

  it('hold a quest type with its configuration schema and failure codes', () => {
    const data = questTypePageData(findQuestType('steam.playedMinutes'));
    expect(data.id).toBe('steam.playedMinutes');
    expect(data.configSchemaName).toBe('QuestConfigSteamPlayedMinutes');
    expect(Object.keys(data.errors).sort()).toEqual([...new Set(data.quest.failures.map((f) => f.code))].sort());
  });
});

describe('error catalogue links', () => {
  it('point at the catalogue row of a code', () => {
    expect(errorCodePath('rate_limited')).toBe('/docs/api/errors#rate_limited');
    expect(problemType('rate_limited')).toBe('https://docs.guildforge.io/docs/api/errors#rate_limited');
  });
});

describe('page descriptions', () => {
  it('keep a description that fits', () => {
    const text = 'Project API keys for servers, user tokens for clients, and the role each operation requires.';
    expect(pageDescription(`  ${text} `)).toBe(text);
  });

  it('cut a long description to its first sentence', () => {
    const first = 'Removes the caller’s vote on a submission.';
    const long = `${first} ${'The tally is recomputed within a second, and webhooks fire for the change. '.repeat(3)}`;
    expect(long.length).toBeGreaterThan(MAX_DESCRIPTION_LENGTH);
    expect(pageDescription(long)).toBe(first);
  });

  it('keep a long description whose first sentence does not fit, rather than cut a phrase', () => {
    const sentence = `Lists ${'every rule a schema field can carry, '.repeat(5)}in one page.`;
    expect(sentence.length).toBeGreaterThan(MAX_DESCRIPTION_LENGTH);
    expect(pageDescription(`${sentence} More.`)).toBe(`${sentence} More.`);
  });

  it('are applied to every docs page by the config', async () => {
    const parse = config.markdown?.parseFrontMatter;
    expect(parse).toBeTypeOf('function');
    const long = `Short first sentence. ${'x '.repeat(100)}`;
    const result = await parse!({
      filePath: 'docs/example.md',
      fileContent: `---\ndescription: "${long}"\n---\n\n# Example\n`,
      defaultParseFrontMatter: async ({ fileContent }) => ({ frontMatter: { description: /description: "(.*)"/.exec(fileContent)![1] }, content: '' }),
    });
    expect(result.frontMatter.description).toBe('Short first sentence.');
  });
});

describe('code block text size', () => {
  it('counts every line and the longest line in columns, tabs to the next stop of 8', () => {
    expect(codeSize('const a = 1;\n\nreturn a;')).toEqual({ '--code-lines': 3, '--code-columns': 12 });
    expect(codeSize('\tif x {\n\t\treturn\n\t}')).toEqual({ '--code-lines': 3, '--code-columns': 22 });
    expect(codeSize('ab\tc')).toEqual({ '--code-lines': 1, '--code-columns': 9 });
    expect(codeSize('')).toEqual({ '--code-lines': 1, '--code-columns': 0 });
  });
});

describe('links in server markup', () => {
  const location = { origin: 'https://docs.guildforge.io', href: 'https://docs.guildforge.io/docs/quests/Quest%20Types/questTypes', pathname: '/docs/quests/Quest%20Types/questTypes', search: '' };
  const click = { button: 0, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, defaultPrevented: false };
  const link = (href: string, target = '', hasDownload = false) => ({ href, target, hasDownload });

  it('navigates in the browser to a page of the site, with its query and fragment', () => {
    expect(clientNavigation(click, link('https://docs.guildforge.io/docs/quests/Quest%20Types/Categories/steam/playedMinutes'), location, '/')).toBe(
      '/docs/quests/Quest%20Types/Categories/steam/playedMinutes',
    );
    expect(clientNavigation(click, link('/docs/api/errors?x=1#quest_not_found'), location, '/')).toBe('/docs/api/errors?x=1#quest_not_found');
  });

  it('leaves to the browser what a <Link> leaves to it', () => {
    const target = link('/docs/api/errors');
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey', 'defaultPrevented'] as const) {
      expect(clientNavigation({ ...click, [modifier]: true }, target, location, '/'), modifier).toBeNull();
    }
    expect(clientNavigation({ ...click, button: 1 }, target, location, '/')).toBeNull();
    expect(clientNavigation(click, link('/docs/api/errors', '_blank'), location, '/')).toBeNull();
    expect(clientNavigation(click, link('/docs/api/errors', '', true), location, '/')).toBeNull();
    expect(clientNavigation(click, link('https://discord.com/developers/docs'), location, '/')).toBeNull();
    expect(clientNavigation(click, link('/openapi.yaml'), location, '/')).toBeNull();
    expect(clientNavigation(click, link('/docs/intro'), location, '/docs-site/')).toBeNull();
    expect(clientNavigation(click, link('#steam'), location, '/'), 'a fragment of this page').toBeNull();
  });

  it('preloads only paths the router serves', () => {
    expect(routerPath('/docs/API/user', location, '/')).toBe('/docs/API/user');
    expect(routerPath('mailto:support@guildforge.io', location, '/')).toBeNull();
    expect(routerPath('http://[bad', location, '/')).toBeNull();
  });
});
