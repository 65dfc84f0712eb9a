/**
 * A Mermaid diagram rendered to SVG at build time (src/remark/mermaidDiagrams.ts): no script,
 * no layout work in the browser. The SVG's colours are custom properties set by this
 * component's stylesheet, so the diagram follows the colour mode. A wide diagram scrolls
 * sideways in a keyboard-focusable region instead of shrinking its text on a phone.
 */
import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

interface Props {
  /** The SVG markup, produced by the remark plugin from the page's own diagram source. */
  readonly svg: string;
  /** Accessible name: the diagram's kind and its states, nodes or actors. */
  readonly label: string;
  /** The keyword that opens the diagram's source, e.g. `stateDiagram-v2`. */
  readonly kind: string;
}

export default function MermaidDiagram({ svg, label, kind }: Props): ReactNode {
  return (
    <figure className={styles.diagram} data-diagram={kind}>
      <ScrollableTable label={label.split(':')[0]}>
        {/* The markup is generated at build time from the page's source, never from input. */}
        <div role="img" aria-label={label} className={styles.canvas} dangerouslySetInnerHTML={{ __html: svg }} />
      </ScrollableTable>
    </figure>
  );
}
