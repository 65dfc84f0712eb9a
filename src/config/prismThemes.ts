/**
 * Code-block colours. Every token colour has at least 4.5:1 contrast with the block
 * background, which the bundled themes (github, dracula) do not meet for comments and
 * some tokens; axe checks this on every page kind.
 *
 * The Prism theme is empty, and the colours are CSS (`codeColourCss`, put in every page's
 * head by src/plugins/codeColours.ts): custom properties per `data-theme`, and one rule per
 * kind of token, by the classes Prism gives each token. With colours in the theme,
 * prism-react-renderer wrote them as an inline style on every token: about 40 % of the React
 * guide's HTML, and work for React whenever the colour mode changed. Server-rendered code
 * blocks are not hydrated at all (src/theme/CodeBlock/Content), which needs code whose
 * markup does not depend on the colour mode.
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

/**
 * Token kinds and their colour. A token with several kinds (`tag punctuation`) takes the
 * colour of the rule listed last.
 */
const TOKEN_COLOURS: readonly { readonly types: readonly string[]; readonly colour: Colour; readonly italic?: true }[] = [
  { types: ['comment', 'prolog', 'doctype', 'cdata'], colour: 'comment', italic: true },
  { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], colour: 'string' },
  { types: ['keyword', 'atrule', 'important', 'deleted', 'selector'], colour: 'keyword' },
  { types: ['function', 'class-name', 'builtin'], colour: 'function' },
  { types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name'], colour: 'number' },
  { types: ['variable', 'parameter', 'assign-left'], colour: 'variable' },
  { types: ['tag', 'namespace'], colour: 'tag' },
  { types: ['punctuation', 'operator'], colour: 'text' },
];

/**
 * The colour a token with these kinds shows in: that of the last rule in TOKEN_COLOURS
 * matching one of them, as in the stylesheet, where the rules have equal specificity.
 * `undefined` for a token that no rule colours, which shows in the text colour.
 */
export function tokenColour(types: readonly string[]): { readonly colour: Colour; readonly italic: boolean } | undefined {
  const rule = [...TOKEN_COLOURS].reverse().find((entry) => entry.types.some((type) => types.includes(type)));
  return rule && { colour: rule.colour, italic: rule.italic === true };
}

/** Whether a token with these kinds looks like plain text: the text colour, upright. */
export function showsAsText(types: readonly string[]): boolean {
  const shown = tokenColour(types);
  return shown === undefined || (shown.colour === 'text' && !shown.italic);
}

/** No colours: they come from `codeColourCss`. One object for both colour modes. */
export const codeTheme: PrismTheme = { plain: {}, styles: [] };

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

/** The custom property that holds a palette colour in the current colour mode. */
const property = (name: Colour): string => `--gf-code-${name}`;
const colour = (name: Colour): string => `var(${property(name)})`;

function declarations(palette: Palette): string {
  return (Object.keys(palette) as Colour[]).map((name) => `${property(name)}:${palette[name]}`).join(';');
}

/** The palettes as custom properties per colour mode, the block colours, and the token rules. */
export const codeColourCss = [
  `[data-theme='light']{${declarations(lightCodePalette)}}`,
  `[data-theme='dark']{${declarations(darkCodePalette)}}`,
  // The variables Docusaurus's code blocks and the API explorer's take their colours from.
  `:root{--prism-color:${colour('text')};--prism-background-color:${colour('background')}}`,
  ...TOKEN_COLOURS.map(
    ({ types, colour: name, italic }) =>
      `${types.map((type) => `.prism-code .token.${type}`).join(',')}{color:${colour(name)}${italic ? ';font-style:italic' : ''}}`,
  ),
].join('');
