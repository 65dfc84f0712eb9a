/**
 * Makes dark the colour mode of a reader whose browser states no colour-scheme
 * preference (spec section 4: "default dark, follows the system preference").
 *
 * With `respectPrefersColorScheme`, the theme's inline script treats anything that is
 * not "prefers dark" as light. This script runs right after it, before first paint, and
 * only changes the result when the reader has no stored choice and the browser reports
 * neither light nor dark.
 */
import type { Plugin } from '@docusaurus/types';

const script = `(function () {
  try {
    var root = document.documentElement;
    if (root.getAttribute('data-theme-choice') !== 'system') return;
    var mq = function (q) { return window.matchMedia && window.matchMedia(q).matches; };
    if (!mq('(prefers-color-scheme: light)') && !mq('(prefers-color-scheme: dark)')) root.setAttribute('data-theme', 'dark');
  } catch (e) {}
})();`;

export default function colorModeDefaultPlugin(): Plugin {
  return {
    name: 'guildforge-color-mode-default',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
