/**
 * Loads the highlighting code-block content (./highlighted.ts), in the browser a chunk of
 * its own. Shared by the Content wrapper and by src/clientModules/codeHighlighter.ts,
 * which starts the load when a client-side navigation begins.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock/Content';

export const loadHighlighted = (): Promise<{ default: ComponentType<Props> }> => import('./highlighted');
