/**
 * Renders a Mermaid diagram only when it comes near the viewport.
 *
 * The Mermaid library is about 150 KB of gzipped JavaScript. The theme loads it as soon
 * as a page with a diagram mounts; here it loads when the reader scrolls within 600 px
 * of a diagram, so pages whose diagrams sit lower down stay light. Until then (and
 * without JavaScript) the diagram's source is shown, which is readable text.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLPreElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (near) return <Mermaid {...props} />;
  return (
    <pre ref={placeholder} className={styles.source} aria-label="Diagram source (the diagram renders as you scroll to it)">
      {props.value}
    </pre>
  );
}
