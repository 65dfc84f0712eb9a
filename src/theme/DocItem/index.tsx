/**
 * Loads the OpenAPI theme's ApiItem only for generated API pages.
 *
 * docusaurus-theme-openapi-docs expects `docItemComponent: '@theme/ApiItem'`, which
 * puts its explorer, Redux store and code-sample generators in the bundle of every
 * doc page. Here the API item is a lazy chunk: only pages whose front matter carries
 * `api` or `schema` fetch it. Server rendering waits for it (renderToPipeableStream
 * onAllReady), so API pages are still pre-rendered HTML.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';
import { useApiMarkupRepairs } from './apiAccessibility';

type Props = WrapperProps<typeof DocItemType>;

const ApiItem = lazy(() => import('@theme/ApiItem'));

export function isApiDoc(frontMatter: Readonly<Record<string, unknown>>): boolean {
  return Boolean(frontMatter.api || frontMatter.schema);
}

export default function DocItemWrapper(props: Props): ReactNode {
  const apiDoc = isApiDoc(props.content.frontMatter as Record<string, unknown>);
  useApiMarkupRepairs(apiDoc);
  if (apiDoc) {
    return (
      <Suspense fallback={null}>
        <ApiItem {...props} />
      </Suspense>
    );
  }
  return <DocItem {...props} />;
}
