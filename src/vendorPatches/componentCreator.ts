/**
 * Docusaurus's route components, each created when its route is first preloaded or rendered
 * rather than all of them while main.js is evaluated. The module is put in place of
 * `@docusaurus/ComponentCreator` by src/plugins/lazyRoutes.ts.
 *
 * The generated route table (`.docusaurus/routes.js`, part of main.js) calls
 * `ComponentCreator(path, hash)` for every route of the site as it is evaluated, on every page
 * load. Each call flattens the route's chunk names, looks each one up in the chunk registry and
 * builds a react-loadable component with its loader map and options. This site has a few
 * hundred routes, and in a CPU profile of a page load at 4× CPU slowdown those calls took 25 ms
 * of the 150 ms task that evaluates main.js: a cost the one-page reference site does not have,
 * paid by every page in its longest task. A page load renders the components of the few routes
 * that match it (on a docs page, the docs, version and sidebar layouts and the doc), so those
 * are the only ones created now; each is created once, by the original, and then serves every
 * render and preload.
 *
 * A route component is read in two ways: it is rendered, and Docusaurus calls its static
 * `preload()` (before hydration, on hovering a link, before a client-side navigation). Both go
 * through the component the original creates; the wrapper renders no element of its own.
 */
import { createElement, type ReactNode } from 'react';
import type OriginalComponentCreator from '@docusaurus/ComponentCreator';
// @ts-expect-error -- the plugin's alias to Docusaurus's own module, which has no types under this name
import componentCreator from 'guildforge-component-creator';

type RouteComponent = ReturnType<typeof OriginalComponentCreator>;
type RouteProps = Record<string, unknown>;

const createRouteComponent = componentCreator as typeof OriginalComponentCreator;

export interface LazyRouteComponent {
  (props: RouteProps): ReactNode;
  /** What the original's `preload` answers: in the browser, a promise of the route's loaded chunks. */
  preload(): unknown;
}

export default function ComponentCreator(path: string, hash: string): LazyRouteComponent {
  let created: RouteComponent | undefined;
  const routeComponent = (): RouteComponent => (created ??= createRouteComponent(path, hash));
  const LazyRoute = (props: RouteProps): ReactNode => createElement(routeComponent(), props);
  LazyRoute.preload = (): unknown => routeComponent().preload();
  return LazyRoute;
}
