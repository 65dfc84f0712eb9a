/**
 * The meta description of an operation or webhook event page: the first whole sentence of the
 * contract's description, as plain text. docusaurus-plugin-openapi-docs writes the first line
 * of the description instead, which stops wherever the YAML was wrapped ("…becomes `claimed`
 * and every") and keeps the Markdown; scripts/externalizeApiOperations.mts replaces it with this.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { RootContent } from 'mdast';

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The first sentence of the first paragraph of `markdown`, without Markdown, on one line. */
export function metaDescription(markdown: string): string {
  const tree = fromMarkdown(markdown);
  const first = tree.children.find((node: RootContent) => node.type === 'paragraph');
  if (!first) return '';
  const plain = toString(first).replace(/\s+/g, ' ').trim();
  const [sentence] = sentences.segment(plain);
  return (sentence?.segment ?? plain).trim();
}
