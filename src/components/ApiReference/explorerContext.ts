/**
 * Lets the light operation page ask for the API theme's explorer. src/theme/DocItem
 * provides it on API pages; ApiExplorerLauncher consumes it.
 */
import { createContext, useContext } from 'react';

export interface ApiExplorerControl {
  /** True once the API theme's page (explorer and code samples) is rendered. */
  readonly loaded: boolean;
  /** Switches the page to the API theme's version with the explorer open. */
  readonly open: () => void;
  /** Starts downloading the explorer's code, e.g. when the pointer reaches the button. */
  readonly prefetch: () => void;
}

export const ApiExplorerContext = createContext<ApiExplorerControl | null>(null);

export function useApiExplorer(): ApiExplorerControl | null {
  return useContext(ApiExplorerContext);
}
