/**
 * `@docusaurus/theme-common`'s React utilities with one function replaced; the module is put in
 * place of theme-common's own by src/plugins/themeCommonPatches.ts, and re-exports the rest.
 *
 * `useShallowMemoObject` memoises an object by its entries, sorted by key so that their order does
 * not matter. theme-common sorts them with `localeCompare`, and a page's first `localeCompare`
 * builds the browser's default ICU collator: 40 to 75 ms of a desktop CPU, measured in Chromium,
 * so several times that on a phone. Every code block calls it (through `useMutationObserver`,
 * from its word-wrap hook) while it hydrates, and so does the docs sidebar's mobile menu. Here
 * the keys are sorted by UTF-16 code units, which orders them as consistently and needs no
 * collator.
 */
import { useMemo } from 'react';
import { compareKeys } from './keyOrder';

// @ts-expect-error -- resolved by the plugin's alias to theme-common's own module, which has no types under this name
export * from 'guildforge-theme-common-react-utils';

export function useShallowMemoObject<O extends object>(obj: O): O {
  const entries = Object.entries(obj).sort(([a], [b]) => compareKeys(a, b));
  // The entries are the dependencies, as in theme-common: the object changes when one of them does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, entries.flat());
}
