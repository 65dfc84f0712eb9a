/**
 * Starts loading the code highlighter as soon as a client-side navigation begins.
 *
 * Code blocks of a server-rendered page keep their server markup and need no highlighter
 * (src/theme/CodeBlock/Content). A page reached by client-side navigation renders its code
 * blocks in the browser; loading the highlighter alongside the new route's chunks, rather
 * than when the blocks first render, keeps the unhighlighted stand-in from showing.
 * Example files shown in code blocks load the same way, with the new page's chunk.
 */
import type { ClientModule } from '@docusaurus/types';
import { loadHighlighted } from '@site/src/theme/CodeBlock/Content/loadHighlighted';
import { startLoadingSources } from '@site/src/theme/CodeBlock/deferredSource';

const clientModule: ClientModule = {
  onRouteUpdate({ previousLocation, location }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) void loadHighlighted();
  },
  // From now on, pages render their code blocks in the browser: the example files they show
  // load with the page's chunk (src/theme/CodeBlock/deferredSource.ts).
  onRouteDidUpdate: startLoadingSources,
};

export default clientModule;
