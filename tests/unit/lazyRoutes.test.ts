/**
 * Route components are created when their route is first preloaded or rendered
 * (src/vendorPatches/componentCreator.ts, put in place by src/plugins/lazyRoutes.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Calls of the original ComponentCreator, and the components it made. */
const created: { path: string; hash: string; preloads: number }[] = [];

vi.mock('guildforge-component-creator', () => ({
  default: (path: string, hash: string) => {
    const entry = { path, hash, preloads: 0 };
    created.push(entry);
    const Route = ({ label }: { label?: string }) => createElement('p', { 'data-route': path }, label);
    Route.preload = () => {
      entry.preloads += 1;
      return Promise.resolve(path);
    };
    return Route;
  },
}));

const { default: ComponentCreator } = await import('@site/src/vendorPatches/componentCreator');
const { COMPONENT_CREATOR, LAZY_COMPONENT_CREATOR, componentCreatorRequest } = await import('@site/src/plugins/lazyRoutes');

beforeEach(() => {
  created.length = 0;
});

describe('lazy route components', () => {
  it('creates no route component while the route table is built', () => {
    const table = ['/docs', '/docs/learn/overview', '/docs/API/claim-user-quest'].map((path) => ComponentCreator(path, 'abc'));
    expect(table).toHaveLength(3);
    expect(created).toEqual([]);
  });

  it("preloads through the original's component, created once", async () => {
    const Route = ComponentCreator('/docs/rules/Image/HueArcLength', 'f00');
    await expect(Route.preload()).resolves.toBe('/docs/rules/Image/HueArcLength');
    await Route.preload();
    expect(created).toEqual([{ path: '/docs/rules/Image/HueArcLength', hash: 'f00', preloads: 2 }]);
  });

  it("renders the original's component with the route's props and no element of its own", () => {
    const Route = ComponentCreator('/docs/react-guildforge', '123');
    expect(renderToStaticMarkup(createElement(Route, { label: 'React library' }))).toBe('<p data-route="/docs/react-guildforge">React library</p>');
    renderToStaticMarkup(createElement(Route, { label: 'again' }));
    expect(created.map((entry) => entry.path)).toEqual(['/docs/react-guildforge']);
  });
});

describe('the replacement plugin', () => {
  it("replaces the route table's import of ComponentCreator, and nothing else", () => {
    expect(componentCreatorRequest(COMPONENT_CREATOR)).toBe(LAZY_COMPONENT_CREATOR);
    expect(LAZY_COMPONENT_CREATOR).toMatch(/src[\\/]vendorPatches[\\/]componentCreator\.ts$/);
    for (const request of ['@docusaurus/ComponentCreator/x', '@docusaurus/Link', './ComponentCreator', 'guildforge-component-creator']) {
      expect(componentCreatorRequest(request)).toBe(request);
    }
  });

  it('matches the import Docusaurus writes into the route table', () => {
    // If Docusaurus renames the import, the replacement would silently stop applying.
    const codegen = createRequire(import.meta.url).resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
    expect(readFileSync(codegen, 'utf8')).toContain(`import ComponentCreator from '${COMPONENT_CREATOR}';`);
  });
});
