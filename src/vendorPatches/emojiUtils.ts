/**
 * In place of `@docusaurus/theme-common`'s `utils/emojiUtils` (src/plugins/themeCommonPatches.ts).
 *
 * Doc cards split a leading emoji off their label to show it as the card's icon. theme-common
 * builds its grapheme segmenter when the module is evaluated, 65 to 90 ms of a desktop CPU in
 * Chromium, on every page that shows doc cards. Here a label that starts with an ASCII character
 * which no emoji sequence continues needs no segmenter, and the segmenter and the emoji pattern
 * are built on first use.
 */

let segmenter: Intl.Segmenter | undefined;
/** One emoji, flags, ZWJ sequences and skin tones included (the `v` flag's RGI_Emoji property of strings). */
let rgiEmoji: RegExp | undefined;

/** An emoji's first code unit is never ASCII, except in a keycap (`1️⃣`, `#️⃣`): ASCII, then U+FE0F or U+20E3. */
const ASCII_START = /^[\0-\x7F](?![\uFE0F\u20E3])/;

/** Splits "⚠️ Hello" into `{ emoji: '⚠️', rest: ' Hello' }`; `emoji` is null unless the first grapheme is one RGI emoji. */
export function extractLeadingEmoji(input: string): { emoji: string | null; rest: string } {
  if (input === '' || ASCII_START.test(input)) return { emoji: null, rest: input };
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  rgiEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  const first = segmenter.segment(input)[Symbol.iterator]().next();
  const grapheme = first.done ? undefined : first.value.segment;
  if (!grapheme || !rgiEmoji.test(grapheme)) return { emoji: null, rest: input };
  return { emoji: grapheme, rest: input.slice(grapheme.length) };
}
