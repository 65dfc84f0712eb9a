/**
 * Resolves `<ErrorCode code="…" />` in MDX at build time: the plugin looks the code up
 * in the error catalogue, fails the build for an unknown code, and passes the entry's
 * title to the component. Pages then link codes without bundling the 365-code catalogue.
 * `<ErrorCode code="…" withStatus />` also gets the code's HTTP status, so a page that writes
 * "answers 409 quest_already_started" prints the catalogue's status instead of a copy of it.
 */
import { findError } from '../data/errors';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface TreeNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: TreeNode[];
}

const JSX_ELEMENTS = new Set(['mdxJsxTextElement', 'mdxJsxFlowElement']);

function resolve(node: TreeNode, file: string): void {
  if (JSX_ELEMENTS.has(node.type) && node.name === 'ErrorCode') {
    const attributes = node.attributes ?? [];
    const code = attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'code')?.value;
    if (typeof code !== 'string') {
      throw new Error(`${file}: <ErrorCode> needs a literal code="…" attribute`);
    }
    const { title, status } = findError(code);
    const withStatus = attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'withStatus');
    node.attributes = [
      ...attributes.filter((attribute) => attribute.name !== 'title' && attribute.name !== 'withStatus' && attribute.name !== 'status'),
      { type: 'mdxJsxAttribute', name: 'title', value: title },
      ...(withStatus ? [{ type: 'mdxJsxAttribute', name: 'status', value: String(status) }] : []),
    ];
  }
  for (const child of node.children ?? []) resolve(child, file);
}

export default function errorCodeTitles() {
  return (tree: TreeNode, file: { path?: string }): void => resolve(tree, file.path ?? 'MDX file');
}
