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
];

const API_MODULE = new RegExp(
  `[\\\\/](node_modules[\\\\/](${API_ONLY_PACKAGES.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})[\\\\/]|docs[\\\\/]API[\\\\/]|src[\\\\/]theme[\\\\/]DocItem[\\\\/]registerApiItem)`,
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
