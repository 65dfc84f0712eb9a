/**
 * Code-block colour themes. Every token colour has at least 4.5:1 contrast with the
 * block background, which the bundled themes (github, dracula) do not meet for
 * comments and some tokens; axe checks this on every page kind.
 */
import type { PrismTheme } from 'prism-react-renderer';

interface Palette {
  readonly background: string;
  readonly text: string;
  readonly comment: string;
  readonly string: string;
  readonly keyword: string;
  readonly function: string;
  readonly number: string;
  readonly variable: string;
  readonly tag: string;
}

function themeFrom(palette: Palette): PrismTheme {
  return {
    plain: { color: palette.text, backgroundColor: palette.background },
    styles: [
      { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: palette.comment, fontStyle: 'italic' } },
      { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: palette.string } },
      { types: ['keyword', 'atrule', 'important', 'deleted', 'selector'], style: { color: palette.keyword } },
      { types: ['function', 'class-name', 'builtin'], style: { color: palette.function } },
      { types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name'], style: { color: palette.number } },
      { types: ['variable', 'parameter', 'assign-left'], style: { color: palette.variable } },
      { types: ['tag', 'namespace'], style: { color: palette.tag } },
      { types: ['punctuation', 'operator'], style: { color: palette.text } },
    ],
  };
}

export const lightCodeTheme = themeFrom({
  background: '#f6f8fa',
  text: '#1f2328',
  comment: '#57606a',
  string: '#0a3069',
  keyword: '#a40e26',
  function: '#6639ba',
  number: '#0550ae',
  variable: '#953800',
  tag: '#116329',
});

export const darkCodeTheme = themeFrom({
  background: '#161b22',
  text: '#e6edf3',
  comment: '#8b949e',
  string: '#a5d6ff',
  keyword: '#ff7b72',
  function: '#d2a8ff',
  number: '#79c0ff',
  variable: '#ffa657',
  tag: '#7ee787',
});
