/**
 * The parts of the agent docs that need no build: MDX to Markdown for every hand-written page,
 * link rewriting, and the twin URL the header buttons use.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentRenderer } from '@site/src/plugins/agentDocs/components';
import { LinkResolver, twinPath, twinUrl } from '@site/src/plugins/agentDocs/links';
import { mdxToMarkdown } from '@site/src/plugins/agentDocs/mdxTwin';
import { chatGptHref, claudeHref, twinHref } from '@site/src/components/PageActions/twin';

const root = path.resolve(import.meta.dirname, '../..');
const GENERATED = ['docs/API', 'docs/rules/Animation', 'docs/rules/Audio', 'docs/rules/Image', 'docs/rules/Material', 'docs/rules/Mesh', 'docs/rules/Misc', 'docs/rules/Text', 'docs/quests/Quest Types/Categories', 'docs/recipes'];

function handWrittenPages(dir = 'docs'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return GENERATED.includes(relative) ? [] : handWrittenPages(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

const links = new LinkResolver(['/docs/learn/overview', '/docs/api/errors', '/docs/quests/Quest Types/questTypes']);

describe('MDX to Markdown', () => {
  const render = componentRenderer({ siteDir: root, links, categoryCards: () => [{ title: 'Authentication', route: '/docs/api/authentication', description: 'Keys and tokens' }] });

  it('leaves no JSX, HTML or import in any hand-written page, and knows every component they use', () => {
    const pages = handWrittenPages();
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      const warnings: string[] = [];
      const markdown = mdxToMarkdown(readFileSync(path.join(root, page), 'utf8'), page, { siteDir: root, links, renderComponent: render, warn: (message) => warnings.push(message) });
      expect(warnings, page).toEqual([]);
      const prose = markdown.replace(/(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1/g, '').replace(/`[^`\n]*`/g, '');
      expect(prose, page).not.toMatch(/<\/?(?:[A-Z][A-Za-z]*|dl|dt|dd|div|br|table|details)[\s/>]/);
      expect(prose, page).not.toMatch(/^import .* from /m);
      expect(markdown.trim().length, page).toBeGreaterThan(200);
    }
  });

  it('renders components as Markdown: code from ?raw imports, error codes as links, catalogues as tables, admonitions as quotes', () => {
    const source = [
      "import signIn from '@site/examples/unity/GuildforgeSignIn.cs?raw';",
      '',
      'See <ErrorCode code="quest_already_claimed" />{\' \'}and [overview](/docs/learn/overview#roles).',
      '',
      '<CodeBlock language="csharp" title="examples/unity/GuildforgeSignIn.cs">{signIn}</CodeBlock>',
      '',
      '<ErrorCatalogue domain="referral" />',
      '',
      ':::warning[Careful]',
      '',
      'Keys are secrets.',
      '',
      ':::',
      '',
      '<dl>',
      '  <dt>Project</dt>',
      '  <dd>One game (`prj_…`).</dd>',
      '</dl>',
      '',
      '{/* a comment */}',
    ].join('\n');
    const warnings: string[] = [];
    const markdown = mdxToMarkdown(source, 'fixture', { siteDir: root, links, renderComponent: render, warn: (message) => warnings.push(message) });
    expect(warnings).toEqual([]);
    expect(markdown).toContain('[`quest_already_claimed`](https://docs.guildforge.io/docs/api/errors.md#quest_already_claimed "');
    expect(markdown).toContain('[overview](https://docs.guildforge.io/docs/learn/overview.md#roles)');
    expect(markdown).toContain('```csharp title="examples/unity/GuildforgeSignIn.cs"\n' + readFileSync(path.join(root, 'examples/unity/GuildforgeSignIn.cs'), 'utf8').split('\n')[0]);
    expect(markdown).toMatch(/\| Code +\| HTTP +\| Retry +\| Meaning +\|/);
    expect(markdown).toContain('> **Careful**:\n>\n> Keys are secrets.');
    expect(markdown).toContain('- **Project**: One game (`prj_…`).');
    expect(markdown).not.toContain('comment');
  });

  it('writes a partial imported with ?kept in place, its links resolved as on the page itself', () => {
    const source = ["import QuestHooks from '@site/docs/_react-guildforge/quest-hooks.mdx?kept';", '', 'Before.', '', '<QuestHooks />', '', 'After.'].join('\n');
    const warnings: string[] = [];
    const markdown = mdxToMarkdown(source, 'fixture', { siteDir: root, links, renderComponent: render, warn: (message) => warnings.push(message) });
    expect(warnings).toEqual([]);
    expect(markdown).toMatch(/Before\.\n\n\| Hook +\| Operation +\| Notes +\|\n/);
    expect(markdown).toContain('[`listQuests`](https://docs.guildforge.io/docs/API/list-quests)');
    expect(markdown).toMatch(/\|\n\nAfter\.$/);
  });

  it('warns about a component it cannot render and keeps its children', () => {
    const warnings: string[] = [];
    const markdown = mdxToMarkdown('<Fancy>Kept text.</Fancy>', 'fixture', { siteDir: root, links, renderComponent: render, warn: (message) => warnings.push(message) });
    expect(markdown).toBe('Kept text.');
    expect(warnings[0]).toContain('<Fancy> has no Markdown renderer');
  });
});

describe('twin URLs', () => {
  it('put the twin at the route plus .md, with spaces encoded in URLs only', () => {
    expect(twinPath('/docs/quests/Quest%20Types/questTypes')).toBe('/docs/quests/Quest Types/questTypes.md');
    expect(twinUrl('/docs/quests/Quest Types/questTypes')).toBe('https://docs.guildforge.io/docs/quests/Quest%20Types/questTypes.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(links.resolve('/docs/quests/Quest%20Types/questTypes')).toBe('https://docs.guildforge.io/docs/quests/Quest%20Types/questTypes.md');
    expect(links.resolve('/img/logo.svg')).toBe('https://docs.guildforge.io/img/logo.svg');
    // The contract's absolute links to the docs (src/api/siteLinks.ts) lead to twins too.
    expect(links.resolve('https://docs.guildforge.io/docs/learn/overview#ids')).toBe('https://docs.guildforge.io/docs/learn/overview.md#ids');
    expect(links.resolve('https://docs.guildforge.io/img/logo.svg')).toBe('https://docs.guildforge.io/img/logo.svg');
    expect(links.resolve('https://example.com/x')).toBe('https://example.com/x');
  });

  it('give the header buttons the twin of the current page, however the path was written', () => {
    expect(twinHref('/docs/learn/overview')).toBe('/docs/learn/overview.md');
    expect(twinHref('/docs/learn/overview/')).toBe('/docs/learn/overview.md');
    expect(twinHref('/docs/learn/overview.html')).toBe('/docs/learn/overview.md');
    expect(twinHref('/docs/learn/overview/index.html')).toBe('/docs/learn/overview.md');
    expect(twinHref('/docs/quests/Quest%20Types/questTypes')).toBe('/docs/quests/Quest%20Types/questTypes.md');
    // The router's pathname, as the page renders it, is decoded.
    expect(twinHref('/docs/quests/Quest Types/questTypes')).toBe('/docs/quests/Quest%20Types/questTypes.md');
    const twin = 'https://docs.guildforge.io/docs/learn/overview.md';
    expect(new URL(chatGptHref(twin)).searchParams.get('q')).toContain(twin);
    expect(new URL(claudeHref(twin)).searchParams.get('q')).toContain(twin);
  });
});
