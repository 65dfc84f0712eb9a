/**
 * Puts the code colours (src/config/prismThemes.ts) in every page's head: the palettes as
 * custom properties per `data-theme`, and one rule per kind of token. Code colours follow
 * the colour mode from the first paint, and the tokens' markup is the same in both modes.
 */
import type { Plugin } from '@docusaurus/types';
import { codeColourCss } from '../config/prismThemes';

export default function codeColoursPlugin(): Plugin {
  return {
    name: 'guildforge-code-colours',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', innerHTML: codeColourCss }] };
    },
  };
}
