/**
 * Loads the OpenAPI theme's ApiItem only for generated API pages.
 *
 * docusaurus-theme-openapi-docs expects `docItemComponent: '@theme/ApiItem'`, which
 * puts its explorer, Redux store and code-sample generators in the bundle of every
 * doc page. Here the API item is a lazy chunk: only pages whose front matter carries
 * `api` or `schema` fetch it. The server renders it synchronously (ApiItemBoundary), so
 * API pages are complete pre-rendered HTML.
 */
import React, { type ReactNode } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';
import { useApiMarkupRepairs } from './apiAccessibility';
import ApiItemBoundary from './ApiItemBoundary';

type Props = WrapperProps<typeof DocItemType>;

export function isApiDoc(frontMatter: Readonly<Record<string, unknown>>): boolean {
  return Boolean(frontMatter.api || frontMatter.schema);
}

export default function DocItemWrapper(props: Props): ReactNode {
  const apiDoc = isApiDoc(props.content.frontMatter as Record<string, unknown>);
  useApiMarkupRepairs(apiDoc);
  if (apiDoc) {
    return <ApiItemBoundary {...props} />;
  }
  return <DocItem {...props} />;
}
