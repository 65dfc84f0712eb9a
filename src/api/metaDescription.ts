/**
 * The meta description of an operation or webhook event page: the first whole sentence of the
 * contract's description, as plain text. docusaurus-plugin-openapi-docs writes the first line
 * of the description instead, which stops wherever the YAML was wrapped ("…becomes `claimed`
 * and every") and keeps the Markdown; scripts/externalizeApiOperations.mts replaces it with this.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, RootContent } from 'mdast';

/** Words whose full stop ends no sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|cf)\.$/i;

/**
 * A paragraph's text, and where each inline code span starts in it: the contract starts
 * sentences with a field name in code ("… replies. `replyCount` tells …"), which reads as a
 * lowercase word once the backticks are gone.
 */
function plainText(node: Nodes, out: { text: string; codeStarts: Set<number> }): void {
  if (node.type === 'inlineCode') {
    out.codeStarts.add(out.text.length);
    out.text += node.value;
  } else if (node.type === 'text') out.text += node.value;
  else if (node.type === 'break') out.text += ' ';
  else if ('children' in node) for (const child of node.children) plainText(child as Nodes, out);
}

/** The first sentence of the first paragraph of `markdown`, without Markdown, on one line. */
export function metaDescription(markdown: string): string {
  const first = fromMarkdown(markdown).children.find((node: RootContent) => node.type === 'paragraph');
  if (!first) return '';
  const out = { text: '', codeStarts: new Set<number>() };
  plainText(first, out);
  const { text, codeStarts } = out;
  // A sentence ends at . ! or ? before white space and a capital, a digit or a code span.
  for (const match of text.matchAll(/[.!?](?=\s+(\S))/g)) {
    const end = match.index + 1;
    const next = end + (/^\s+/.exec(text.slice(end))?.[0].length ?? 0);
    const startsSentence = /[\p{Lu}\p{N}]/u.test(text[next] ?? '') || codeStarts.has(next);
    if (startsSentence && !ABBREVIATION.test(text.slice(0, end))) return text.slice(0, end).replace(/\s+/g, ' ').trim();
  }
  return text.replace(/\s+/g, ' ').trim();
}
