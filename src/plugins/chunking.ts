/**
 * Keeps the API reference's runtime out of the bundle of every other page.
 *
 * Docusaurus puts any module used by at least half of the routes into one `common`
 * chunk loaded everywhere. More than half of our routes are generated API pages, so
 * the OpenAPI theme (Redux, its schema components, their polyfills) would land in
 * `common` and weigh on every guide. Those modules get their own shared chunk,
 * requested only by the API pages.
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
    `docs[\\\\/]API[\\\\/]`,
    `src[\\\\/]theme[\\\\/](DocItem[\\\\/]registerApiItem|ApiExplorer[\\\\/])`,
  ].join('|'),
);

interface ModuleLike {
  readonly resource?: string;
  nameForCondition?: () => string | null | undefined;
}

export function isApiOnlyModule(module: ModuleLike): boolean {
  const resource = module.nameForCondition?.() ?? module.resource ?? '';
  return API_MODULE.test(resource);
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
        cacheGroups.common = { ...common, test: (module: ModuleLike) => !isApiOnlyModule(module) };
      }
      cacheGroups.apiReference = { name: 'api-reference', test: isApiOnlyModule, minChunks: 2, priority: 45, reuseExistingChunk: true };
      splitChunks.cacheGroups = cacheGroups as typeof splitChunks.cacheGroups;
      return {};
    },
  };
}
