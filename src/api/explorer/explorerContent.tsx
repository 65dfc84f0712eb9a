/**
 * Hands the API theme's ApiItem an operation page whose `api` front matter has the
 * explorer's defaults decided by src/api/explorer/defaultRequest.ts: no prefilled optional
 * parameters, valid required ones, the documented body, and the in-browser mock as the first
 * server. Loaded with the theme's ApiItem (src/theme/DocItem/apiLoaders.ts), never on a light page.
 */
import React, { type ComponentType, type ReactNode } from 'react';
import { ungzip } from 'pako';
import { MOCK_SERVER_DESCRIPTION, MOCK_SERVER_PATH } from '@site/src/config/site';
import { explorerOperation, type ExplorerOperation } from './defaultRequest';

type Content = ComponentType<Record<string, unknown>> & { frontMatter: Record<string, unknown> };

/** The plugin writes `api` as base64 of deflated JSON; ApiItem accepts the decoded object as well. */
export function decodeApiFrontMatter(value: unknown): ExplorerOperation | undefined {
  if (value && typeof value === 'object') return value as ExplorerOperation;
  if (typeof value !== 'string') return undefined;
  try {
    const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(ungzip(bytes))) as ExplorerOperation;
  } catch {
    return undefined; // not what the plugin writes: leave the page to the theme as it is
  }
}

export const mockServer = () => ({ url: `${window.location.origin}${MOCK_SERVER_PATH}`, description: MOCK_SERVER_DESCRIPTION });

const prepared = new WeakMap<object, Content>();

/** The page's MDX content with the explorer's `api` front matter; the same object for the same page. */
export function explorerContent<T extends object>(content: T): T {
  const original = content as unknown as Content;
  const cached = prepared.get(original);
  if (cached) return cached as unknown as T;
  const api = decodeApiFrontMatter(original.frontMatter?.api);
  if (!api) return content;
  const Page = (props: Record<string, unknown>): ReactNode => React.createElement(original, props);
  const result = Object.assign(Page, original, {
    frontMatter: { ...original.frontMatter, api: explorerOperation(api, { mockServer: mockServer() }) },
  }) as unknown as Content;
  prepared.set(original, result);
  return result as unknown as T;
}
