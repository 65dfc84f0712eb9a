/**
 * Keeps code blocks from being rebuilt right after hydration.
 *
 * The classic CodeBlock keys its content on `useIsBrowser()`, so when that flips to true
 * after hydration every code block on the page is thrown away and rendered again, tokens
 * and all. On the React guide that second render was about half of the page's blocking
 * time. Inside a code block, the CodeBlock wrapper reports "browser" from the first
 * client render, so the key never changes; the wrapped CodeBlock/Buttons gets the real
 * value back, so the copy and wrap buttons still appear only after hydration, as on the
 * server-rendered page. The Content wrapper reads the real value too: in the hydration
 * render it keeps the server's code as it is (./Content).
 */
import { createContext } from 'react';
export { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

/** The real `useIsBrowser()` value, handed from the CodeBlock wrapper to the Buttons and Content wrappers. */
export const HydratedContext = createContext(false);

/**
 * Set while a block whose code is a deferred source (./deferredSource.ts) hydrates: the
 * Content wrapper reports the code it keeps from the server's markup, or null if there was none.
 */
export const ServerCodeContext = createContext<((code: string | null) => void) | undefined>(undefined);

/** True in any client render, including the hydration render; false on the server. */
export const isClient = typeof window !== 'undefined';

/**
 * Whether a code block's copy and wrap buttons render yet (`show`), and where the Content
 * wrapper hands over the block's element (`watch`) so that they do once it nears the
 * viewport. A page load hydrates every block at once, and the classic theme then builds
 * every block's buttons in the same task: on the React guide, 26 groups of buttons no one
 * sees until they scroll down. A block first rendered in the browser shows them at once.
 * Outside a CodeBlock wrapper, buttons show as in the classic theme.
 */
export interface ButtonsGate {
  readonly show: boolean;
  readonly watch: (element: Element) => () => void;
}

export const ButtonsGateContext = createContext<ButtonsGate>({ show: true, watch: () => () => undefined });
