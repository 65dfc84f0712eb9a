/**
 * src/vendorPatches/ stands in for two of theme-common's modules (src/plugins/themeCommonPatches.ts):
 * each must answer as the original does, and the plugin must replace exactly those two imports.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { extractLeadingEmoji } from '@site/src/vendorPatches/emojiUtils';
import { readFileSync } from 'node:fs';
import { compareKeys } from '@site/src/vendorPatches/keyOrder';
import { ORIGINAL_REACT_UTILS, patchedModule } from '@site/src/plugins/themeCommonPatches';

const themeCommonLib = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common'));

describe("theme-common's emoji split", () => {
  it('answers as the original for labels with and without a leading emoji', async () => {
    const original = (await import(path.join(themeCommonLib, 'utils/emojiUtils.js'))) as { extractLeadingEmoji: typeof extractLeadingEmoji };
    const labels = ['Quests', '', ' space', '1 digit', '1️⃣ keycap', '#️⃣ hash', '⚠️ Warning', '📄️ Page', '🏳️‍🌈 flag', '🇫🇷 France', '👍🏽 tone', 'é accent', 'e\u0301 combining', '© sign', '©️ emoji sign', '日本', '🙂'];
    for (const label of labels) expect(extractLeadingEmoji(label), label).toEqual(original.extractLeadingEmoji(label));
  });
});

describe("theme-common's order-insensitive memo", () => {
  it('replaces a function the original still has, and re-exports the rest of it', () => {
    // The original has JSX in a .js file, which vitest does not parse: its exports are read from its text.
    const original = readFileSync(path.join(themeCommonLib, 'utils/reactUtils.js'), 'utf8');
    expect(original).toMatch(/export function useShallowMemoObject\(obj\)[^]*?localeCompare/);
    const replacement = readFileSync('src/vendorPatches/reactUtils.ts', 'utf8');
    // The plugin's alias and the replacement's import name the same module.
    expect(replacement).toContain(`export * from '${ORIGINAL_REACT_UTILS}';`);
    expect(replacement).not.toContain('localeCompare(');
  });

  it('orders keys as a sort should: consistently, whatever their order', () => {
    const keys = ['subtree', 'attributes', 'childList', 'characterData', 'attributeFilter'];
    const sorted = [...keys].sort(compareKeys);
    expect(sorted).toEqual(['attributeFilter', 'attributes', 'characterData', 'childList', 'subtree']);
    expect([...keys].reverse().sort(compareKeys)).toEqual(sorted);
    expect(compareKeys('a', 'a')).toBe(0);
  });
});

describe('the replacement plugin', () => {
  const hooks = path.join(themeCommonLib, 'hooks');
  it("replaces theme-common's imports of the two modules, with or without the extension", () => {
    expect(patchedModule('../utils/reactUtils', hooks)).toMatch(/src[\\/]vendorPatches[\\/]reactUtils\.ts$/);
    expect(patchedModule('./utils/emojiUtils.js', themeCommonLib)).toMatch(/src[\\/]vendorPatches[\\/]emojiUtils\.ts$/);
    expect(patchedModule('../../utils/reactUtils', path.join(themeCommonLib, 'contexts', 'navbarSecondaryMenu'))).toMatch(/reactUtils\.ts$/);
  });

  it('leaves every other import alone, including a module of the same name elsewhere', () => {
    expect(patchedModule('../utils/reactUtils', path.resolve('src/components'))).toBeUndefined();
    expect(patchedModule('./utils/reactUtils', path.resolve('node_modules/some-package/lib'))).toBeUndefined();
    expect(patchedModule('../utils/useEvent', hooks)).toBeUndefined();
    expect(patchedModule('react', hooks)).toBeUndefined();
  });
});
