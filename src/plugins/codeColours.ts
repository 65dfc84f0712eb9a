/**
 * Puts the code-block palettes (src/config/prismThemes.ts) in every page's head as CSS
 * custom properties, so code colours follow `data-theme` from the first paint without
 * React restyling the tokens.
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
