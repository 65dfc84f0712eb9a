/**
 * Docusaurus's tabs for code blocks, without the remount after hydration, and with each tab
 * naming the panel it controls.
 *
 * The classic Tabs keys itself on `useIsBrowser()`, so when hydration completes every tab
 * panel is thrown away and rendered again: each code block inside would load its example's
 * text and the highlighter and tokenise its code a second time (src/theme/CodeBlock/hydration.ts).
 * Here the Tabs see "browser" from the first client render, so their key never changes; each
 * panel gets the real value back, so the code blocks hydrate as they do outside tabs.
 *
 * The classic tab list writes the attributes each tab item carries (`attributes`), and the
 * classic panel writes no id; so each tab gets an id and `aria-controls` here, and the panel
 * is rendered here, as the classic TabItem does, with its own id and `aria-labelledby`
 * (WAI-ARIA tabs pattern; the Nu HTML checker rejects a tab without `aria-controls`).
 *
 * The classic Tabs come from `@theme-init`: the OpenAPI theme's `@theme/Tabs` is bundled
 * with its explorer (src/plugins/chunking.ts).
 */
import React, { Children, cloneElement, createContext, isValidElement, useContext, useId, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import Tabs from '@theme-init/Tabs';
import { useTabs } from '@docusaurus/theme-common/internal';
import tabItemStyles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import { BrowserContext, isClient } from '@site/src/theme/CodeBlock/hydration';

const RealBrowserContext = createContext(false);

interface CodeTabProps {
  value: string;
  label: string;
  children: ReactNode;
}

/** What CodeTabs gives each of its tabs: the ids of its tab and its panel. */
interface TabIds {
  attributes?: { id: string; 'aria-controls': string };
}

/** An id part from a tab's value: letters, digits, `-` and `_` only. */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, (char) => `_${char.codePointAt(0)!.toString(16)}`);

export function CodeTabs({ groupId, children }: { groupId: string; children: ReactNode }): ReactNode {
  const isBrowser = useContext(BrowserContext);
  const prefix = useId();
  const tabs = Children.map(children, (child) => {
    if (!isValidElement<CodeTabProps & TabIds>(child)) return child;
    const id = `${prefix}${idPart(child.props.value)}`;
    return cloneElement(child as ReactElement<CodeTabProps & TabIds>, { attributes: { id: `${id}-tab`, 'aria-controls': `${id}-panel` } });
  });
  return (
    <RealBrowserContext.Provider value={isBrowser}>
      <BrowserContext.Provider value={isClient}>
        <Tabs groupId={groupId}>{tabs}</Tabs>
      </BrowserContext.Provider>
    </RealBrowserContext.Provider>
  );
}

export function CodeTab({ value, children, attributes }: CodeTabProps & TabIds): ReactNode {
  const isBrowser = useContext(RealBrowserContext);
  const { selectedValue, lazy } = useTabs();
  const selected = value === selectedValue;
  if (!selected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={attributes?.['aria-controls']}
      aria-labelledby={attributes?.id}
      className={clsx(tabItemStyles.tabItem)}
      hidden={!selected}
    >
      <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>
    </div>
  );
}
