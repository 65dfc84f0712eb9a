import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@site': import.meta.dirname },
  },
  // The site's tsconfig keeps JSX for Docusaurus's bundler ("preserve"); components under test are compiled here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'examples/**/*.test.tsx', 'packages/*/src/**/*.test.ts'],
    // The docs MCP server's tests read data the production build writes: vitest.build.config.ts runs them after the build.
    // Its check_file test needs no docs data and runs here.
    exclude: ['**/node_modules/**', 'packages/docs-mcp/src/server.test.ts'],
    environment: 'node',
    // Example validation compiles hundreds of schemas; on a busy 2-core CI machine that can pass 5 s.
    testTimeout: 60_000,
  },
});
