/**
 * Small builders for Markdown syntax trees (mdast), and the one serializer every twin goes
 * through. Components and registry entries become trees, never strings, so that table cells,
 * code spans and links are escaped by mdast-util-to-markdown rather than by hand.
 */
import type { BlockContent, Code, Heading, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';

export type Phrasing = PhrasingContent;
export type Block = RootContent;

export const text = (value: string): Phrasing => ({ type: 'text', value });
export const code = (value: string): Phrasing => ({ type: 'inlineCode', value });
export const strong = (...children: Phrasing[]): Phrasing => ({ type: 'strong', children });
export const link = (url: string, children: Phrasing[] | string, title?: string): Link => ({
  type: 'link',
  url,
  title: title ?? null,
  children: typeof children === 'string' ? [text(children)] : children,
});
export const paragraph = (...children: Phrasing[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: 1 | 2 | 3 | 4, value: string | Phrasing[]): Heading => ({
  type: 'heading',
  depth,
  children: typeof value === 'string' ? [text(value)] : value,
});
export const codeBlock = (lang: string, value: string, meta?: string): Code => ({ type: 'code', lang, meta: meta ?? null, value });

export function list(items: readonly (Phrasing[] | BlockContent[])[], ordered = false): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map(
      (item): ListItem => ({
        type: 'listItem',
        spread: false,
        children: item.length && isPhrasing(item[0]) ? [paragraph(...(item as Phrasing[]))] : (item as BlockContent[]),
      }),
    ),
  };
}

const PHRASING_TYPES = new Set(['text', 'inlineCode', 'strong', 'emphasis', 'link', 'break', 'delete', 'image']);
function isPhrasing(node: { type: string }): boolean {
  return PHRASING_TYPES.has(node.type);
}

/** A GFM table; each cell is phrasing content (tables cannot hold lists or paragraphs). */
export function table(header: readonly string[], rows: readonly (readonly (Phrasing[] | string)[])[]): Table {
  const cell = (value: Phrasing[] | string): TableCell => ({ type: 'tableCell', children: typeof value === 'string' ? typeNames(value) : value });
  const row = (cells: readonly (Phrasing[] | string)[]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
  return { type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)] };
}

/**
 * Text in which a type name with angle brackets (`Page<Submission>`) becomes code: written as
 * text it would read as an HTML tag to a Markdown renderer, and the serializer does not escape it.
 */
export function typeNames(value: string): Phrasing[] {
  return value
    .split(/(\b[\w.]+<[\w.,<> ]+>)/g)
    .filter(Boolean)
    .map((part) => (/^[\w.]+<[\w.,<> ]+>$/.test(part) ? code(part) : text(part)));
}

/** Registry prose (`backticks` as code) as phrasing content, as src/components/PlainText reads it. */
export function inlineText(value: string): Phrasing[] {
  return value
    .split(/(`[^`]+`)/g)
    .filter(Boolean)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? code(part.slice(1, -1)) : text(part)));
}

/** Registry prose with paragraphs separated by blank lines. */
export function plainText(value: string): Paragraph[] {
  return value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => paragraph(...inlineText(part.replace(/\s*\n\s*/g, ' '))));
}

/** Joins phrasing lists with a separator, e.g. codes in one table cell. */
export function joinPhrasing(parts: readonly Phrasing[][], separator: string): Phrasing[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [text(separator), ...part]));
}

/** Serializes a tree as GitHub-flavoured Markdown. */
export function serialize(children: readonly Block[]): string {
  const root: Root = { type: 'root', children: [...children] };
  return toMarkdown(root, {
    // Unpadded tables: aligned pipes would double the size of the API reference in spaces.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
    emphasis: '_',
    resourceLink: true,
  }).trim();
}
