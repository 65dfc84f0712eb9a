/**
 * Build-time Mermaid rendering (src/remark/mermaidDiagrams.ts): every diagram in the docs renders,
 * the SVG fetches nothing and styles nothing outside itself, ids stay unique on a page, each state of
 * a state diagram is a `g.node[data-id]` (what scripts/pageFacts.ts reads to check states against the
 * contract), and the accessible name lists the states or actors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import mermaidDiagrams, { renderDiagram } from '../../src/remark/mermaidDiagrams';

const docs = path.join(import.meta.dirname, '../../docs');
const pages = readdirSync(docs, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({ file, diagrams: [...readFileSync(path.join(docs, file), 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1]) }))
  .filter((page) => page.diagrams.length > 0);

describe('build-time Mermaid diagrams', () => {
  it('finds the docs diagrams', () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
  });

  for (const { file, diagrams } of pages) {
    it(`renders every diagram of ${file}, self-contained and with unique ids`, async () => {
      const ids: string[] = [];
      for (const source of diagrams) {
        const { svg, label, kind } = await renderDiagram(source);
        expect(svg.startsWith('<svg aria-hidden="true"')).toBe(true);
        expect(svg).not.toMatch(/<style|@import|https?:\/\/(?!www\.w3\.org)/);
        expect(kind).toBe(source.trim().split(/\s+/)[0]);
        ids.push(...[...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
        // Every url(#…) reference points at an id of the same SVG.
        for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${ref}"`);
        if (kind.startsWith('stateDiagram')) {
          const states = new Set(
            [...source.matchAll(/^\s*(\[\*\]|\w+)\s*-->\s*(\[\*\]|\w+)/gm)].flatMap((m) => [m[1], m[2]]).filter((s) => s !== '[*]'),
          );
          const nodes = new Set([...svg.matchAll(/<g class="node" data-id="([^"]+)"/g)].map((m) => m[1]).filter((id) => !id.startsWith('_')));
          expect(nodes).toEqual(states);
          for (const state of states) expect(label).toContain(state);
        }
        if (kind === 'sequenceDiagram') expect(label).toMatch(/^Sequence diagram: .+, .+/);
      }
      expect(new Set(ids).size).toBe(ids.length);
    });
  }

  it('replaces a mermaid code block with a MermaidDiagram element and names the file of a bad diagram', async () => {
    const tree = { type: 'root', children: [{ type: 'code', lang: 'mermaid', value: 'stateDiagram-v2\n  [*] --> draft\n  draft --> active' }] };
    await mermaidDiagrams()(tree, { path: 'docs/x.mdx' });
    const [node] = tree.children as unknown as { type: string; name: string; attributes: { name: string; value: string }[] }[];
    expect(node.type).toBe('mdxJsxFlowElement');
    expect(node.name).toBe('MermaidDiagram');
    expect(node.attributes.find((a) => a.name === 'label')?.value).toBe('State diagram: draft, active');
    const bad = { type: 'root', children: [{ type: 'code', lang: 'mermaid', value: 'pie title Pets\n "Dogs" : 386' }] };
    await expect(mermaidDiagrams()(bad, { path: 'docs/y.mdx' })).rejects.toThrow(/^docs\/y\.mdx: .*"pie" is not rendered at build time/);
  });
});
