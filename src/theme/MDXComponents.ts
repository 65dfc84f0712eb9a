/**
 * MDX pages use `<CodeBlock>` without importing it.
 *
 * A page that imported `@theme/CodeBlock` got its own copy of the CodeBlock wrappers in its
 * chunk, next to the copy every docs page already loads with the theme's MDX components
 * (0.5 KiB compressed on the React guide). From the MDX components, the page uses that one.
 */
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';

export default { ...MDXComponents, CodeBlock };
