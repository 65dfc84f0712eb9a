/** See ./hydration.ts: code blocks keep their content when hydration completes. */
import React, { useContext, useMemo, type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { BrowserContext, HydratedContext, isClient } from './hydration';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  const hydrated = useContext(BrowserContext);
  // The same element while props are unchanged, so the hydration flip re-renders only the buttons.
  const block = useMemo(() => <CodeBlock {...props} />, [props]);
  return (
    <HydratedContext.Provider value={hydrated}>
      <BrowserContext.Provider value={isClient}>{block}</BrowserContext.Provider>
    </HydratedContext.Provider>
  );
}
