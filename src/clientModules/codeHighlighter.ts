/**
 * Starts loading the code highlighter as soon as a client-side navigation begins.
 *
 * Code blocks of a server-rendered page keep their server markup and need no highlighter
 * (src/theme/CodeBlock/Content). A page reached by client-side navigation renders its code
 * blocks in the browser; loading the highlighter alongside the new route's chunks, rather
 * than when the blocks first render, keeps the unhighlighted stand-in from showing.
 */
import type { ClientModule } from '@docusaurus/types';
import { loadHighlighted } from '@site/src/theme/CodeBlock/Content/loadHighlighted';

const clientModule: ClientModule = {
  onRouteUpdate({ previousLocation, location }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) void loadHighlighted();
  },
};

export default clientModule;
