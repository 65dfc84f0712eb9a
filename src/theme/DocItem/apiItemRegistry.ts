/**
 * Hands the OpenAPI theme's ApiItem to the DocItem wrapper without putting it in the
 * bundle of every doc page. Each generated API page imports ./registerApiItem (added by
 * the page generator in docusaurus.config.ts), so the component arrives with the API
 * page's own chunks, which Docusaurus loads before it renders or hydrates the page.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/DocItem';

let registered: ComponentType<Props> | undefined;

export function registerApiItem(component: ComponentType<Props>): void {
  registered = component;
}

export function registeredApiItem(): ComponentType<Props> | undefined {
  return registered;
}
