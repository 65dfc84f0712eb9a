/**
 * Keeps the API reference's code out of the bundle of every other page.
 *
 * Docusaurus puts any module used by at least half of the routes into one `common`
 * chunk loaded everywhere. More than half of our routes are generated API pages, so
 * their components would land in `common` and weigh on every guide. They get their own
 * shared chunk, requested only by the API pages. The OpenAPI theme (Redux, its schema
 * components, their polyfills) gets another, loaded with the on-demand explorer.
 */
import type { Plugin } from '@docusaurus/types';

/** Packages only API operation pages use. */
const API_ONLY_PACKAGES = [
  'docusaurus-theme-openapi-docs',
  'docusaurus-plugin-openapi-docs',
  '@reduxjs',
  'redux',
  'react-redux',
  'immer',
  'reselect',
  'postman-collection',
  'postman-code-generators',
  'buffer',
  'process',
  'path-browserify',
  'pako',
  'react-hook-form',
  'react-live',
  'react-magic-dropzone',
  'react-markdown',
  'remark-gfm',
  'rehype-raw',
  'xml-formatter',
  'crypto-js',
  'file-saver',
  'sass',
  'allof-merge',
  'xml-parser-xo',
  'redux-thunk',
  'use-sync-external-store',
  'lodash',
  'markdown-table',
  '@ungap/structured-clone',
  'extend',
  'html-void-elements',
  // react-markdown (the API theme renders descriptions with it) and its unified ecosystem.
  'unified',
  'bail',
  'trough',
  'devlop',
  'zwitch',
  'ccount',
  'longest-streak',
  'trim-lines',
  'web-namespaces',
  'hastscript',
  'parse5',
  'entities',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'decode-named-character-reference',
  'character-entities',
  'character-entities-legacy',
  'character-reference-invalid',
  'is-plain-obj',
  'inline-style-parser',
  'style-to-js',
  'style-to-object',
];

/** Package-name prefixes of the unified (Markdown) ecosystem, also only used by the API theme. */
const API_ONLY_PREFIXES = ['hast-util-', 'mdast-util-', 'micromark', 'remark-', 'rehype-', 'unist-util-', 'vfile', 'estree-util-'];

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const API_MODULE = new RegExp(
  [
    `node_modules[\\\\/](${API_ONLY_PACKAGES.map(escape).join('|')})[\\\\/]`,
    `node_modules[\\\\/](${API_ONLY_PREFIXES.map(escape).join('|')})[^\\\\/]*[\\\\/]`,
    `src[\\\\/]theme[\\\\/]ApiExplorer[\\\\/]`,
  ].join('|'),
);

interface ModuleLike {
  readonly resource?: string;
  nameForCondition?: () => string | null | undefined;
}

const resourceOf = (module: ModuleLike) => module.nameForCondition?.() ?? module.resource ?? '';

/** The API theme's runtime: reached only through the on-demand explorer (src/theme/DocItem/apiLoaders.ts). */
export function isApiOnlyModule(module: ModuleLike): boolean {
  return API_MODULE.test(resourceOf(module));
}

/**
 * The light components every generated operation page renders: src/components/ApiReference and
 * the samples pane beside it (src/components/ApiSamples). The pane once fell through to
 * `common` and put 1.3 KiB of script on every guide and rule page.
 */
export function isApiPageModule(module: ModuleLike): boolean {
  return /src[\\/]components[\\/](ApiReference|ApiSamples)[\\/]/.test(resourceOf(module));
}

type CacheGroups = Record<string, false | Record<string, unknown>>;

export default function chunkingPlugin(): Plugin {
  return {
    name: 'guildforge-chunking',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      if (!splitChunks || typeof splitChunks !== 'object') return {};
      const cacheGroups = (splitChunks.cacheGroups ?? {}) as CacheGroups;
      const common = cacheGroups.common;
      if (common) {
        cacheGroups.common = { ...common, test: (module: ModuleLike) => !isApiOnlyModule(module) && !isApiPageModule(module) };
      }
      // Docusaurus gathers all CSS into one stylesheet; the API theme's styles load with its code instead.
      const styles = cacheGroups.styles;
      if (styles) {
        cacheGroups.styles = { ...styles, test: (module: ModuleLike) => !isApiOnlyModule(module) };
      }
      // Two groups, because a named group becomes one chunk: the operation pages' own
      // components must not drag the explorer's runtime into their first load.
      cacheGroups.apiReference = { name: 'api-reference', test: isApiOnlyModule, minChunks: 2, priority: 45, reuseExistingChunk: true };
      cacheGroups.apiPages = { name: 'api-pages', test: isApiPageModule, minChunks: 2, priority: 45, reuseExistingChunk: true };
      splitChunks.cacheGroups = cacheGroups as typeof splitChunks.cacheGroups;
      // Lazy chunks are named by id only. With Docusaurus's `[name]` the webpack runtime,
      // loaded on every page, carries a map from each of our ~460 chunk ids to its name.
      return { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } };
    },
  };
}
