/**
 * See ./hydration.ts: code blocks keep their content when hydration completes.
 * See ./deferredSource.ts: in the browser, an example file's text comes from the page's
 * markup, or is loaded when the block is rendered in the browser.
 */
import React, { Suspense, startTransition, use, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { BrowserContext, ButtonsGateContext, HydratedContext, ServerCodeContext, isClient, type ButtonsGate } from './hydration';
import { whenNearViewport } from './nearViewport';
import { isDeferredSource, type DeferredSource } from './deferredSource';

type Props = WrapperProps<typeof CodeBlockType>;

function Block({ props, hydrated }: { props: Props; hydrated: boolean }): ReactNode {
  // The same element while props are unchanged, so the hydration flip re-renders only the buttons.
  const block = useMemo(() => <CodeBlock {...props} />, [props]);
  // A block hydrating from the server's markup gets its buttons near the viewport (./hydration.ts).
  const [near, setNear] = useState(hydrated);
  const watch = useCallback((element: Element) => whenNearViewport(element, () => setNear(true)), []);
  const gate = useMemo<ButtonsGate>(() => ({ show: near, watch }), [near, watch]);
  return (
    <HydratedContext.Provider value={hydrated}>
      <ButtonsGateContext.Provider value={gate}>
        <BrowserContext.Provider value={isClient}>{block}</BrowserContext.Provider>
      </ButtonsGateContext.Provider>
    </HydratedContext.Provider>
  );
}

/** A block rendered in the browser waits for its file's text. */
function LoadedBlock({ source, props, hydrated }: { source: DeferredSource; props: Props; hydrated: boolean }): ReactNode {
  const text = use(source.load());
  const withText = useMemo(() => ({ ...props, children: text }), [props, text]);
  return <Block props={withText} hydrated={hydrated} />;
}

function DeferredBlock({ source, props, hydrated }: { source: DeferredSource; props: Props; hydrated: boolean }): ReactNode {
  // Hydrating a server-rendered block: its code is on the page. The Content wrapper reads it
  // back from the markup it keeps (null: there was no markup, so the text is loaded).
  const [text, setText] = useState<string | null | undefined>(() => source.text ?? (isClient && !hydrated ? undefined : null));
  // As a transition: the page's blocks re-render with their code after hydration, not in its task.
  const report = useCallback((code: string | null) => startTransition(() => setText(code)), []);
  const withText = useMemo(() => ({ ...props, children: text ?? '' }), [props, text]);
  if (text === null) {
    return (
      <Suspense fallback={<Block props={withText} hydrated={hydrated} />}>
        <LoadedBlock source={source} props={props} hydrated={hydrated} />
      </Suspense>
    );
  }
  return (
    <ServerCodeContext.Provider value={text === undefined ? report : undefined}>
      <Block props={withText} hydrated={hydrated} />
    </ServerCodeContext.Provider>
  );
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const hydrated = useContext(BrowserContext);
  return isDeferredSource(props.children) ? (
    <DeferredBlock source={props.children} props={props} hydrated={hydrated} />
  ) : (
    <Block props={props} hydrated={hydrated} />
  );
}
