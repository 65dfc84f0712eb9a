/**
 * Hands the API theme's ApiItem an operation page whose `api` front matter is the page's
 * operation (its data file, see src/api/operationData.ts) with the
 * explorer's defaults decided by src/api/explorer/defaultRequest.ts: no prefilled optional
 * parameters, valid required ones, the documented body, and the in-browser mock as the first
 * server. Loaded with the theme's ApiItem (src/theme/DocItem/apiLoaders.ts), never on a light page.
 */
import React, { type ComponentType, type ReactNode } from 'react';
import { MOCK_SERVER_DESCRIPTION, MOCK_SERVER_PATH } from '@site/src/config/site';
import { explorerOperation, type ExplorerOperation } from './defaultRequest';

type Content = ComponentType<Record<string, unknown>> & { frontMatter: Record<string, unknown> };

const loading = new Map<string, Promise<ExplorerOperation>>();

/** The operation data at `url` (src/api/operationData.ts); the same promise for the same page. */
export function loadOperation(url: string): Promise<ExplorerOperation> {
  let promise = loading.get(url);
  if (!promise) {
    promise = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`The explorer could not load ${url}: HTTP ${response.status}.`);
      return response.json() as Promise<ExplorerOperation>;
    });
    // A failed download (offline) is tried again the next time the explorer asks for it.
    promise.catch(() => loading.delete(url));
    loading.set(url, promise);
  }
  return promise;
}

export const mockServer = () => ({ url: `${window.location.origin}${MOCK_SERVER_PATH}`, description: MOCK_SERVER_DESCRIPTION });

const prepared = new WeakMap<object, Content>();

/** The page's MDX content with the explorer's `api` front matter; the same object for the same page. */
export function explorerContent<T extends object>(content: T, api: ExplorerOperation): T {
  const original = content as unknown as Content;
  const cached = prepared.get(original);
  if (cached) return cached as unknown as T;
  const Page = (props: Record<string, unknown>): ReactNode => React.createElement(original, props);
  const result = Object.assign(Page, original, {
    frontMatter: { ...original.frontMatter, api: explorerOperation(api, { mockServer: mockServer() }) },
  }) as unknown as Content;
  prepared.set(original, result);
  return result as unknown as T;
}
