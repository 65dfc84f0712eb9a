/**
 * Server-rendered code stays as it is: the browser does not hydrate the lines and tokens
 * of a code block.
 *
 * A code block's content is static once rendered: its tokens, line classes and numbers,
 * and its colours in both modes, which come from the stylesheet by token class
 * (src/config/prismThemes.ts). Hydrating it still meant tokenizing the code again and
 * building a React element for every token; the React guide has 22 example files and had
 * about 14,000 elements, most of them code tokens. So in the hydration render, this wrapper renders an
 * element with empty `dangerouslySetInnerHTML`, which React hydrates without touching the
 * server's children, and never re-renders. The copy and wrap buttons are outside it and
 * hydrate as usual; the word-wrap hook gets the server's `<pre>` through its ref.
 * When the block's code is an example file, the browser bundle does not hold its text
 * (../deferredSource.ts): this wrapper reads it back from the kept `<pre>` for the copy
 * button, and reports it to the CodeBlock wrapper.
 *
 * A block's code is laid out only when it comes near the viewport (`content-visibility:
 * auto`, ./styles.module.css). Until then it keeps the size of its text, given in lines and
 * columns (./size.ts), so the page does not change height as the reader scrolls, and the
 * word-wrap hook, which reads the block's scroll width when it mounts, finds the block
 * scrollable or not without laying out its tokens. The React guide's first layout covered
 * 12,700 boxes, most of them code far below the fold.
 *
 * A code block first rendered in the browser (client-side navigation), or one whose server
 * markup is missing because React fell back to rendering on the client, renders the
 * classic content normally. That content, and with it prism-react-renderer (about 30 KiB
 * compressed, and about 100 ms of a mobile CPU to evaluate its sixteen bundled grammars),
 * loads only then (./highlighted.ts): a page whose code blocks all come from the server
 * neither runs nor needs it.
 */
import React, { Suspense, lazy, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { ButtonsGateContext, HydratedContext, ServerCodeContext, isClient } from '../hydration';
import { renderedCode } from '../deferredSource';
import { loadHighlighted } from './loadHighlighted';
import { codeSize } from './size';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Tells React to keep the element's server-rendered children. */
const SERVER_CHILDREN = { __html: '' };

/**
 * The classic content and the site's grammars: part of the server bundle, and a chunk of
 * their own in the browser (see above), requested when a client-side navigation begins
 * (src/clientModules/codeHighlighter.ts).
 */
const HighlightedContent: ComponentType<Props> = process.env.GUILDFORGE_SERVER_BUNDLE
  ? (require('./highlighted') as { default: ComponentType<Props> }).default // src/plugins/bundleTarget.ts
  : lazy(loadHighlighted);

/**
 * Until the highlighter has loaded: the same code, unhighlighted, in the block's colours. It
 * holds the word-wrap hook's ref meanwhile, as the hook measures the block when it mounts.
 */
function PlainContent(): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef} className={styles.plain}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const hydrated = useContext(HydratedContext);
  const { metadata, wordWrap } = useCodeBlockContext();
  const reportServerCode = useContext(ServerCodeContext);
  const element = useRef<HTMLDivElement>(null);
  // Decided once: in the hydration render of a server-rendered block, keep the server's DOM.
  const [keepServerDom, setKeepServerDom] = useState(isClient && !hydrated);

  useIsomorphicLayoutEffect(() => {
    if (!keepServerDom) return;
    const pre = element.current?.querySelector('pre');
    if (pre) wordWrap.codeBlockRef.current = pre;
    else setKeepServerDom(false);
    reportServerCode?.(pre ? renderedCode(pre) : null);
  }, [keepServerDom, wordWrap.codeBlockRef, reportServerCode]);

  // The block's buttons render once it nears the viewport (ButtonsGate in ../hydration.ts). The
  // block's content box is watched: this wrapper's element is `display: contents`, with no box.
  const { watch } = useContext(ButtonsGateContext);
  useEffect(() => {
    const box = element.current?.parentElement;
    return box ? watch(box) : undefined;
  }, [keepServerDom, watch]);

  // The size is rendered by the server and kept by the hydration render, which may not have
  // the code (../deferredSource.ts) and so renders no attributes of its own for React to compare.
  return keepServerDom ? (
    <div ref={element} dangerouslySetInnerHTML={SERVER_CHILDREN} suppressHydrationWarning />
  ) : (
    <div ref={element} className={`${styles.content} ${styles.sized}`} style={codeSize(metadata.code)}>
      {process.env.GUILDFORGE_SERVER_BUNDLE ? (
        // No Suspense boundary on the server: React streams a large boundary's content apart
        // from it, after the fallback, even when nothing suspended.
        <HighlightedContent {...props} />
      ) : (
        <Suspense fallback={<PlainContent />}>
          <HighlightedContent {...props} />
        </Suspense>
      )}
    </div>
  );
}
