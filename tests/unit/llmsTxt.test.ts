/**
 * The llms.txt grammar as the reference parser (llms-txt 0.0.7, llmstxt.org) reads it: the
 * strict parser must refuse what that parser misreads or raises on, line by line.
 */
import { describe, expect, it } from 'vitest';
import { LlmsFormatError, parseLlmsTxt, renderLlmsFile } from '@site/src/plugins/agentDocs/llmsTxt';
import { list, paragraph, text } from '@site/src/plugins/agentDocs/mdast';

const GOOD = `# Guildforge Documentation

> Quests and rewards through one REST API.

Free text, and a list:

- Base URLs: \`https://api.guildforge.io/v1\`.

## Learn

- [Guildforge overview](https://docs.guildforge.io/docs/learn/overview.md): What Guildforge does.
- [Concepts](https://docs.guildforge.io/docs/learn/HowItWorks/concepts.md)

## API: API reference / Quests

- [Claim a user quest](https://docs.guildforge.io/docs/API/claim-user-quest.md): Claims the rewards.
`;

describe('parseLlmsTxt', () => {
  it('reads title, summary, free text and H2 sections of links', () => {
    const parsed = parseLlmsTxt(GOOD);
    expect(parsed.title).toBe('Guildforge Documentation');
    expect(parsed.summary).toBe('Quests and rewards through one REST API.');
    expect(parsed.details).toContain('- Base URLs:');
    expect(parsed.sections.map((section) => [section.name, section.links.length])).toEqual([
      ['Learn', 2],
      ['API: API reference / Quests', 1],
    ]);
    expect(parsed.sections[0].links[0]).toEqual({ title: 'Guildforge overview', url: 'https://docs.guildforge.io/docs/learn/overview.md', notes: 'What Guildforge does.' });
  });

  // The shape llms.txt had before issue 46: instructions as an H2 of plain bullets, categories as H3.
  const cases: [string, string, RegExp][] = [
    ['an H2 section of bullets without links', GOOD.replace('## Learn\n', '## Instructions for assistants\n\n- Base URLs: `x`.\n\n## Learn\n'), /line 11: a section may hold only link lines/],
    ['an H3 sub-heading', GOOD.replace('- [Concepts]', '### How it works\n\n- [Concepts]'), /line 12: a section heading must be an H2/],
    ['no summary', GOOD.replace('> Quests and rewards through one REST API.\n\n', ''), /line 3: the title must be followed by a one-line blockquote/],
    ['a two-line summary', GOOD.replace('REST API.\n', 'REST API.\n> More.\n'), /line 4: the summary must be one line/],
    ['a heading in the free text', GOOD.replace('Free text', '# Free text'), /line 5: the free text before the first section may not hold headings/],
    ['two sections of one name', `${GOOD}\n## Learn\n\n- [x](https://docs.guildforge.io/x.md)\n`, /section names must be unique/],
    ['a site-relative link', GOOD.replace('(https://docs.guildforge.io/docs/learn/overview.md)', '(/docs/learn/overview.md)'), /link URLs must be absolute/],
    ['text after a link on its own line', GOOD.replace('- [Concepts]', 'see also\n- [Concepts]'), /a section may hold only link lines/],
    ['no title', GOOD.slice(GOOD.indexOf('\n') + 1), /line 1: the file must start with an H1/],
  ];
  for (const [name, source, message] of cases) {
    it(`refuses ${name}`, () => {
      expect(() => parseLlmsTxt(source)).toThrow(LlmsFormatError);
      expect(() => parseLlmsTxt(source)).toThrow(message);
    });
  }
});

describe('renderLlmsFile', () => {
  it('writes a typed list of sections that parses back to the same links, free text before the first H2', () => {
    const sections = [
      { name: 'Learn', links: [{ title: 'Overview', url: 'https://docs.guildforge.io/docs/learn/overview.md', notes: 'What it\ndoes.' }] },
      { name: 'Changes', links: [{ title: 'Changelog', url: 'https://docs.guildforge.io/docs/changelog.md' }] },
      { name: 'Empty', links: [] },
    ];
    const rendered = renderLlmsFile({ title: 'T', summary: 'S.', details: [paragraph(text('Read this:')), list([[text('one')], [text('two')]])], sections });
    const parsed = parseLlmsTxt(rendered);
    expect(parsed.details).toBe('Read this:\n\n- one\n- two');
    expect(parsed.sections).toEqual([
      { name: 'Learn', links: [{ title: 'Overview', url: 'https://docs.guildforge.io/docs/learn/overview.md', notes: 'What it does.' }] },
      { name: 'Changes', links: [{ title: 'Changelog', url: 'https://docs.guildforge.io/docs/changelog.md' }] },
    ]);
  });
});
