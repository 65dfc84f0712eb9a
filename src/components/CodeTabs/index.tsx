/**
 * Docusaurus's tabs for code blocks, without the remount after hydration.
 *
 * The classic Tabs keys itself on `useIsBrowser()`, so when hydration completes every tab
 * panel is thrown away and rendered again: each code block inside would load its example's
 * text and the highlighter and tokenise its code a second time (src/theme/CodeBlock/hydration.ts).
 * Here the Tabs see "browser" from the first client render, so their key never changes; each
 * panel gets the real value back, so the code blocks hydrate as they do outside tabs.
 *
 * The classic components come from `@theme-init`: the OpenAPI theme's `@theme/Tabs` is bundled
 * with its explorer (src/plugins/chunking.ts).
 */
import React, { createContext, useContext, type ReactNode } from 'react';
import Tabs from '@theme-init/Tabs';
import TabItem from '@theme-init/TabItem';
import { BrowserContext, isClient } from '@site/src/theme/CodeBlock/hydration';

const RealBrowserContext = createContext(false);

export function CodeTabs({ groupId, children }: { groupId: string; children: ReactNode }): ReactNode {
  const isBrowser = useContext(BrowserContext);
  return (
    <RealBrowserContext.Provider value={isBrowser}>
      <BrowserContext.Provider value={isClient}>
        <Tabs groupId={groupId}>{children}</Tabs>
      </BrowserContext.Provider>
    </RealBrowserContext.Provider>
  );
}

export function CodeTab({ value, label, children }: { value: string; label: string; children: ReactNode }): ReactNode {
  const isBrowser = useContext(RealBrowserContext);
  return (
    <TabItem value={value} label={label}>
      <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>
    </TabItem>
  );
}
