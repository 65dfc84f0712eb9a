/**
 * MDX pages use `<CodeBlock>` and `<ErrorCode>` without importing them (and `<MermaidDiagram>`, which
 * src/remark/mermaidDiagrams.ts puts in place of each ```mermaid block), and every Markdown
 * table is rendered in a keyboard-focusable scrolling region (src/components/MarkdownTable).
 *
 * A page that imported `@theme/CodeBlock` got its own copy of the CodeBlock wrappers in its
 * chunk, next to the copy every docs page already loads with the theme's MDX components
 * (0.5 KiB compressed on the React guide). From the MDX components, the page uses that one.
 */
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import ErrorCode from '@site/src/components/ErrorCode';
import MarkdownTable from '@site/src/components/MarkdownTable';
import MermaidDiagram from '@site/src/components/MermaidDiagram';

export default { ...MDXComponents, CodeBlock, ErrorCode, MermaidDiagram, table: MarkdownTable };
