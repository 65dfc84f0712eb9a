/**
 * Page descriptions: the `<meta name="description">` of a page, and the line under its title
 * on category cards (which come with the category page's own data: src/plugins/docsRoutes.ts).
 */

/** About the length search engines show before they cut a description. */
export const MAX_DESCRIPTION_LENGTH = 160;

/**
 * The text itself when it has at most MAX_DESCRIPTION_LENGTH characters, else its first
 * sentence when that fits. A single long sentence is kept whole: search engines cut it
 * themselves, and a sentence cut mid-phrase reads worse than one cut by them.
 */
export function pageDescription(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= MAX_DESCRIPTION_LENGTH) return trimmed;
  const sentence = /^.+?[.!?](?=\s)/.exec(trimmed)?.[0];
  return sentence && sentence.length <= MAX_DESCRIPTION_LENGTH ? sentence : trimmed;
}
