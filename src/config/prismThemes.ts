/**
 * Code-block colours. Every token colour has at least 4.5:1 contrast with the block
 * background, which the bundled themes (github, dracula) do not meet for comments and
 * some tokens; axe checks this on every page kind.
 *
 * There is one Prism theme for both colour modes, and its colours are CSS custom
 * properties set per `data-theme` (`codeColourCss`). The server renders a page in the
 * default mode; with a theme per mode, a reader in the other mode had every token of
 * every code block restyled by React right after hydration (about 120 ms of main-thread
 * time on the React guide on a desktop CPU). With one theme the tokens' inline styles are
 * the same in both modes, and the stylesheet switches the colours.
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

type Colour = keyof Palette;

const colour = (name: Colour): string => `var(--gf-code-${name})`;

export const codeTheme: PrismTheme = {
  plain: { color: colour('text'), backgroundColor: colour('background') },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: colour('comment'), fontStyle: 'italic' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: colour('string') } },
    { types: ['keyword', 'atrule', 'important', 'deleted', 'selector'], style: { color: colour('keyword') } },
    { types: ['function', 'class-name', 'builtin'], style: { color: colour('function') } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name'], style: { color: colour('number') } },
    { types: ['variable', 'parameter', 'assign-left'], style: { color: colour('variable') } },
    { types: ['tag', 'namespace'], style: { color: colour('tag') } },
    { types: ['punctuation', 'operator'], style: { color: colour('text') } },
  ],
};

export const lightCodePalette: Palette = {
  background: '#f6f8fa',
  text: '#1f2328',
  comment: '#57606a',
  string: '#0a3069',
  keyword: '#a40e26',
  function: '#6639ba',
  number: '#0550ae',
  variable: '#953800',
  tag: '#116329',
};

export const darkCodePalette: Palette = {
  background: '#161b22',
  text: '#e6edf3',
  comment: '#8b949e',
  string: '#a5d6ff',
  keyword: '#ff7b72',
  function: '#d2a8ff',
  number: '#79c0ff',
  variable: '#ffa657',
  tag: '#7ee787',
};

function declarations(palette: Palette): string {
  return (Object.keys(palette) as Colour[]).map((name) => `--gf-code-${name}:${palette[name]}`).join(';');
}

/** The palettes as custom properties, one rule per colour mode (injected into every page's head). */
export const codeColourCss = `[data-theme='light']{${declarations(lightCodePalette)}}[data-theme='dark']{${declarations(darkCodePalette)}}`;
