/**
 * Puts our modules (src/vendorPatches/) in place of two of `@docusaurus/theme-common`'s, for
 * the theme-common modules that import them. Each original builds an ICU service on the main
 * thread while a page hydrates, which costs more than the rest of the hydration of a small page:
 * - `utils/reactUtils`: its `useShallowMemoObject` sorts with `localeCompare`, so every code
 *   block and the docs sidebar's mobile menu build the default collator (40 to 75 ms of a
 *   desktop CPU in Chromium, several times that on a phone);
 * - `utils/emojiUtils`: it builds an `Intl.Segmenter` when its module is evaluated (65 to 90 ms),
 *   on every page with doc cards (the API index, category pages).
 * The replacements behave the same and build the service only when they need it. The
 * reactUtils replacement re-exports the original through an alias that no rule here rewrites.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/** The import that the reactUtils replacement uses to reach the original. */
export const ORIGINAL_REACT_UTILS = 'guildforge-theme-common-react-utils';

const themeCommonLib = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common'));
const withoutExtension = (file: string) => file.replace(/\.js$/, '');

/** Aliases for the replacements' imports of the originals. */
const ORIGINAL_ALIASES = { [ORIGINAL_REACT_UTILS]: path.join(themeCommonLib, 'utils', 'reactUtils.js') };

/** theme-common's module (without extension) → our replacement. */
const PATCHES = new Map(
  Object.entries({ 'utils/reactUtils': 'reactUtils.ts', 'utils/emojiUtils': 'emojiUtils.ts' }).map(([original, replacement]) => [
    path.join(themeCommonLib, original),
    fileURLToPath(new URL(`../vendorPatches/${replacement}`, import.meta.url)),
  ]),
);

/** The import requests the replacement plugin looks at; patchedModule decides which of them to replace. */
export const PATCHED_REQUEST = /(?:reactUtils|emojiUtils)(?:\.js)?$/;

/** Our replacement for an import of `request` from a module in `context`, if it is one of theme-common's patched modules. */
export function patchedModule(request: string, context: string): string | undefined {
  if (!request.startsWith('.') || !withoutExtension(context).startsWith(themeCommonLib)) return undefined;
  return PATCHES.get(withoutExtension(path.resolve(context, request)));
}

export default function themeCommonPatchesPlugin(): Plugin {
  return {
    name: 'guildforge-theme-common-patches',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        resolve: { alias: Object.fromEntries(Object.entries(ORIGINAL_ALIASES).map(([name, file]) => [`${name}$`, file])) },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(PATCHED_REQUEST, (data: { request?: string; context?: string }) => {
            const replacement = data.request && data.context ? patchedModule(data.request, data.context) : undefined;
            if (replacement) data.request = replacement;
          }),
        ],
      };
    },
  };
}
