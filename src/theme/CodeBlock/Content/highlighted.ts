/**
 * The classic code-block content, with the grammars every code block may use. Loaded by
 * ./index.tsx only when a block is rendered rather than kept from the server, so that
 * prism-react-renderer is not loaded on a page whose code blocks all come from the server.
 */
import '@site/src/prism/everywhere';

export { default } from '@theme-original/CodeBlock/Content';
