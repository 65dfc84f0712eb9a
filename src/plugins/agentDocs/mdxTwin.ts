/**
 * Hand-written pages: MDX parsed with remark (the parser Docusaurus uses), its components
 * replaced by the Markdown they stand for (tables, lists, code), imports and comments
 * dropped, admonitions turned into quotes, and site links pointed at twins. The result is
 * plain GitHub-flavoured Markdown with no HTML and no JSX left. A partial the page imports
 * with `?kept` (src/plugins/keptPartialLoader.cjs) is written in place, as the page shows it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { serialize, strong, text, type Block } from './mdast';
import type { LinkResolver } from './links';
import { staticValue } from './staticValue';

/** What a component renderer gets: its props, its children already converted, and the page it is on. */
export interface ComponentCall {
  readonly name: string;
  readonly props: Readonly<Record<string, unknown>>;
  readonly children: RootContent[];
  /** The page's imports: local name → module specifier (e.g. `signIn` → `@site/examples/unity/GuildforgeSignIn.cs?raw`). */
  readonly imports: ReadonlyMap<string, string>;
  /** Raw source of an expression child such as `{signIn}`. */
  readonly expressionChildren: readonly string[];
  readonly inline: boolean;
  readonly docId: string;
}

/** Returns the nodes that replace a component, or undefined when it has no renderer. */
export type ComponentRenderer = (call: ComponentCall) => RootContent[] | undefined;

export interface MdxTwinOptions {
  readonly siteDir: string;
  readonly links: LinkResolver;
  readonly renderComponent: ComponentRenderer;
  /** Called for a component without a renderer (its children are kept). */
  readonly warn: (message: string) => void;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

type AnyNode = RootContent & { children?: RootContent[]; value?: string; data?: Record<string, unknown> };

function importsOf(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) imports.set(specifier.local.name, String(statement.source.value));
    }
  }
  return imports;
}

function propsOf(element: MdxJsxFlowElement | MdxJsxTextElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = attribute.value;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else props[attribute.name] = staticValue(value.data?.estree as Program | undefined, value.value);
  }
  return props;
}

/** The Markdown of one MDX document (front matter excluded), converted for a twin. */
export function mdxToMarkdown(source: string, docId: string, options: MdxTwinOptions): string {
  const tree = processor.runSync(processor.parse(source)) as Root;
  const imports = importsOf(tree);

  const convert = (nodes: readonly RootContent[]): RootContent[] =>
    nodes.flatMap((raw): RootContent[] => {
      const node = raw as AnyNode;
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
        case 'html':
          return [];
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          // `{' '}` and other string literals are text; comments and references are dropped.
          const value = staticValue(node.data?.estree as Program | undefined, node.value ?? '');
          return typeof value === 'string' ? [text(value)] : [];
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return convertElement(node as MdxJsxFlowElement | MdxJsxTextElement);
        case 'containerDirective': {
          const children = node.children ?? [];
          const labelled = children[0] as AnyNode | undefined;
          const hasLabel = labelled?.data?.directiveLabel === true;
          const name = (node as unknown as { name: string }).name;
          const label = hasLabel ? (labelled?.children ?? []) : [text(ADMONITION_LABELS[name] ?? name)];
          const body = convert(hasLabel ? children.slice(1) : children);
          const lead = { type: 'paragraph', children: [strong(...(convert(label) as never[])), text(':')] } as RootContent;
          return [{ type: 'blockquote', children: [lead, ...body] } as RootContent];
        }
        case 'leafDirective':
        case 'textDirective': {
          // Not an admonition: the text was written with a colon, as Docusaurus keeps it.
          const name = (node as unknown as { name: string }).name;
          const children = convert(node.children ?? []);
          const prefix = text(`${node.type === 'leafDirective' ? '::' : ':'}${name}`);
          return node.type === 'leafDirective' ? [{ type: 'paragraph', children: [prefix, ...children] } as RootContent] : [prefix, ...children];
        }
        case 'link':
        case 'image':
        case 'definition': {
          const withUrl = node as AnyNode & { url: string };
          return [{ ...withUrl, url: options.links.resolve(withUrl.url), children: node.children ? convert(node.children) : undefined } as RootContent];
        }
        default:
          return [node.children ? ({ ...node, children: convert(node.children) } as RootContent) : node];
      }
    });

  const convertElement = (element: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] => {
    const name = element.name ?? '';
    const partial = readKeptPartial(options.siteDir, imports.get(name));
    if (partial !== undefined) return convert((processor.runSync(processor.parse(partial)) as Root).children);
    const inline = element.type === 'mdxJsxTextElement';
    const children = convert(element.children as RootContent[]);
    const expressionChildren = (element.children as AnyNode[])
      .filter((child) => child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression')
      .map((child) => (child.value ?? '').trim());
    const rendered = options.renderComponent({ name, props: propsOf(element), children, imports, expressionChildren, inline, docId });
    if (rendered) return rendered;
    if (name && /^[A-Z]/.test(name)) options.warn(`${docId}: <${name}> has no Markdown renderer (src/plugins/agentDocs/components.ts); its children are kept.`);
    return children;
  };

  const converted = convert(tree.children);
  return serialize(converted as Block[]);
}

/** The MDX of a partial imported with `?kept` from the site (`@site/….mdx?kept`); undefined for any other import. */
export function readKeptPartial(siteDir: string, specifier: string | undefined): string | undefined {
  const match = specifier === undefined ? null : /^@site\/(.+\.mdx)\?kept$/.exec(specifier);
  return match ? readFileSync(path.join(siteDir, match[1]), 'utf8') : undefined;
}

/** The file behind a `?raw` import, relative to the site. */
export function rawImportFile(siteDir: string, specifier: string): string | undefined {
  const match = /^@site\/(.+)\?raw$/.exec(specifier);
  return match ? path.join(siteDir, match[1]) : undefined;
}

export function readRawImport(siteDir: string, specifier: string): string | undefined {
  const file = rawImportFile(siteDir, specifier);
  return file ? readFileSync(file, 'utf8') : undefined;
}
