/**
 * Renders each ```mermaid code block to SVG at build time, so a page with a diagram ships no
 * diagram library: the Mermaid runtime that @docusaurus/theme-mermaid loads is 128 KiB of
 * compressed JavaScript, and on the Learn and Quests pages whose diagrams sit near the top it
 * doubled the script a phone downloads on first load.
 *
 * beautiful-mermaid lays the diagram out without a DOM. Its SVG is adjusted here for a page
 * that holds several diagrams and two colour modes:
 * - its `<style>` element is dropped (it imports a web font from Google and styles every `svg`
 *   and `text` of the page); the same custom properties are set, scoped, by the component's
 *   stylesheet from the theme's colours, so the diagram follows the colour mode;
 * - its marker ids (`arrowhead`, …) are prefixed per diagram, since ids must be unique in a page.
 *
 * The block becomes `<MermaidDiagram svg="…" label="…" kind="…" />` (src/components/MermaidDiagram);
 * `label` is the accessible name, built from the diagram's type and its nodes or actors.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface TreeNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: TreeNode[];
  [key: string]: unknown;
}

/** Diagram kinds the docs use, by the keyword that opens their source, with the name a reader hears. */
const KINDS: Record<string, string> = {
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  sequenceDiagram: 'Sequence diagram',
  flowchart: 'Flowchart',
  graph: 'Flowchart',
};

export interface RenderedDiagram {
  svg: string;
  label: string;
  /** The keyword that opens the source, e.g. `stateDiagram-v2`. */
  kind: string;
}

type Renderer = typeof import('beautiful-mermaid');

/**
 * beautiful-mermaid is ESM-only and exports only an `import` entry, while jiti (which loads
 * docusaurus.config.ts and what it imports) compiles `import()` to `require()`. The entry file is
 * found from the package's own `exports` and loaded with Node's `require()`, which loads ES
 * modules since Node 20.19 (`engines` asks for Node 24).
 */
let library: Renderer | undefined;
function load(): Renderer {
  if (library) return library;
  const require = createRequire(import.meta.url);
  const base = (require.resolve.paths('beautiful-mermaid') ?? [])
    .map((dir) => path.join(dir, 'beautiful-mermaid'))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!base) throw new Error('beautiful-mermaid is not installed; run npm install');
  const manifest = JSON.parse(readFileSync(path.join(base, 'package.json'), 'utf8')) as { exports: { '.': { import: string } } };
  library = require(path.join(base, manifest.exports['.'].import)) as Renderer;
  return library;
}

/** The diagram's accessible name: its kind, then its node labels or actors in source order. */
function labelOf(source: string, kind: string, mermaid: Renderer): string {
  const graph = mermaid.parseMermaid(source);
  const names = [...graph.nodes.values()]
    .filter((node) => !node.id.startsWith('_') && node.label.trim() !== '')
    .map((node) => node.label.replace(/<br\s*\/?>/gi, ' ').trim());
  const unique = [...new Set(names)];
  const title = KINDS[kind] ?? 'Diagram';
  return unique.length > 0 ? `${title}: ${unique.join(', ')}` : title;
}

/** Renders one diagram's source; throws with the source's first line when the source is invalid. */
export async function renderDiagram(source: string): Promise<RenderedDiagram> {
  const mermaid = load();
  const kind = source.trim().split(/\s+/)[0] ?? '';
  if (!(kind in KINDS)) {
    throw new Error(`Mermaid diagram kind "${kind}" is not rendered at build time; use one of ${Object.keys(KINDS).join(', ')}`);
  }
  const raw = mermaid.renderMermaidSVG(source, {
    bg: 'var(--gf-diagram-bg)',
    fg: 'var(--gf-diagram-fg)',
    transparent: true,
  });
  const prefix = `d${createHash('sha256').update(source).digest('hex').slice(0, 8)}-`;
  const svg = raw
    .replace(/<style>[\s\S]*?<\/style>\s*/, '')
    .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ');
  let label: string;
  if (kind === 'sequenceDiagram') {
    const actors = [...source.matchAll(/^\s*(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/gm)].map((match) => (match[2] ?? match[1]).trim());
    label = actors.length > 0 ? `${KINDS[kind]}: ${actors.join(', ')}` : KINDS[kind];
  } else {
    label = labelOf(source, kind, mermaid);
  }
  return { svg, label, kind };
}

function attribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

async function transform(node: TreeNode, file: string): Promise<void> {
  const children = node.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child.type === 'code' && child.lang === 'mermaid') {
      let rendered: RenderedDiagram;
      try {
        rendered = await renderDiagram(child.value ?? '');
      } catch (error) {
        throw new Error(`${file}: a mermaid diagram does not render: ${(error as Error).message}`);
      }
      children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'MermaidDiagram',
        attributes: [attribute('svg', rendered.svg), attribute('label', rendered.label), attribute('kind', rendered.kind)],
        children: [],
        position: child.position,
      };
    } else {
      await transform(child, file);
    }
  }
}

export default function mermaidDiagrams() {
  return async (tree: TreeNode, file: { path?: string }): Promise<void> => transform(tree, file.path ?? 'MDX file');
}
