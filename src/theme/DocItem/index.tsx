/**
 * Renders generated API pages with the OpenAPI theme's ApiItem, and every other doc
 * with the classic DocItem.
 *
 * docusaurus-theme-openapi-docs expects `docItemComponent: '@theme/ApiItem'`, which
 * puts its Redux store and components in the bundle of every doc page. Here ApiItem
 * reaches this wrapper only through the API pages' own chunks (see apiItemRegistry.ts),
 * which Docusaurus loads before rendering, so API pages are complete server-rendered
 * HTML and other pages never download it.
 */
import React, { type ReactNode } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';
import { useApiMarkupRepairs } from './apiAccessibility';
import { registeredApiItem } from './apiItemRegistry';

type Props = WrapperProps<typeof DocItemType>;

export function isApiDoc(frontMatter: Readonly<Record<string, unknown>>): boolean {
  return Boolean(frontMatter.api || frontMatter.schema);
}

export default function DocItemWrapper(props: Props): ReactNode {
  const apiDoc = isApiDoc(props.content.frontMatter as Record<string, unknown>);
  useApiMarkupRepairs(apiDoc);
  const ApiItem = apiDoc ? registeredApiItem() : undefined;
  return ApiItem ? <ApiItem {...props} /> : <DocItem {...props} />;
}
