/**
 * Build-time pieces that keep data out of page bundles: the remark plugin that resolves
 * <ErrorCode> titles, and the Prism grammars registered per page instead of globally.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { Prism } from 'prism-react-renderer';
import errorCodeTitles from '@site/src/remark/errorCodeTitles';
import { findError } from '@site/src/data/errors';
import { codeSampleLanguages } from '@site/src/config/codeSampleLanguages';
import config from '@site/docusaurus.config';
import { EVERYWHERE_GRAMMARS } from '@site/src/prism/everywhere';

const root = path.resolve(import.meta.dirname, '../..');

describe('<ErrorCode> titles resolved at build time', () => {
  const compileMdx = (source: string) => compile(source, { remarkPlugins: [errorCodeTitles], jsx: true });

  it('adds the catalogue title to each code, inline and as a block', async () => {
    const output = String(await compileMdx('Locked: <ErrorCode code="account_locked" />.\n\n<ErrorCode code="asset_too_large" />\n'));
    expect(output).toContain(`title="${findError('account_locked').title}"`);
    expect(output).toContain(`title="${findError('asset_too_large').title}"`);
  });

  it('replaces a hand-written title with the catalogue one', async () => {
    const output = String(await compileMdx('<ErrorCode code="account_locked" title="stale" />'));
    expect(output).not.toContain('"stale"');
    expect(output).toContain(`title="${findError('account_locked').title}"`);
  });

  it('adds the catalogue status for withStatus, and replaces a hand-written one', async () => {
    const output = String(await compileMdx('Second start: <ErrorCode code="quest_already_started" withStatus status="422" />.'));
    expect(output).toContain(`status="${findError('quest_already_started').status}"`);
    expect(output).not.toContain('"422"');
    expect(output).not.toContain('withStatus');
    const plain = String(await compileMdx('<ErrorCode code="quest_already_started" />'));
    expect(plain).not.toContain('status=');
  });

  it('fails the build for an unknown code or a computed one', async () => {
    await expect(compileMdx('<ErrorCode code="no_such_code_anywhere" />')).rejects.toThrow(/no_such_code_anywhere/);
    await expect(compileMdx('<ErrorCode code={someVariable} />')).rejects.toThrow(/literal code/);
  });
});

/** Grammars that every code block has: prism-react-renderer's, the config's additionalLanguages and src/prism/everywhere.ts. */
function globalGrammars(): Set<string> {
  const additional = (config.themeConfig as { prism: { additionalLanguages: string[] } }).prism.additionalLanguages;
  return new Set([...Object.keys(Prism.languages), ...additional, ...EVERYWHERE_GRAMMARS]);
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'API' ? [] : mdxFiles(full); // generated, no code blocks of their own
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Prism grammars', () => {
  it('src/prism/everywhere.ts registers every grammar it lists', async () => {
    // Imported above; a listed name without its require() is missing from the instance.
    for (const name of EVERYWHERE_GRAMMARS) expect(Prism.languages[name], name).toBeDefined();
  });

  it('every code block language in the guides is highlighted', () => {
    const global = globalGrammars();
    const missing: string[] = [];
    for (const file of mdxFiles(path.join(root, 'docs'))) {
      const source = fs.readFileSync(file, 'utf8');
      const languages = [
        ...[...source.matchAll(/^\s*```([\w-]+)/gm)].map((match) => match[1]),
        ...[...source.matchAll(/language="([\w-]+)"/g)].map((match) => match[1]),
      ];
      for (const language of new Set(languages)) {
        if (['mermaid', 'text', 'mdx', 'http'].includes(language) || global.has(language)) continue;
        missing.push(`${path.relative(root, file)}: ${language}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the code-sample grammars cover every sample language', async () => {
    const global = globalGrammars();
    await import('@site/src/prism/codeSamples');
    const unhighlighted = codeSampleLanguages.map((language) => language.highlight).filter((name) => !Prism.languages[name] && !global.has(name));
    expect(unhighlighted).toEqual([]);
  });
});
