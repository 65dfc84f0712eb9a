import { defineConfig } from 'vitest/config';

/**
 * Tests that read the production build (build/, its search index and the MCP data it writes), run by
 * scripts/test.mts after `docusaurus build`. `npx vitest run` (the unit step) does not include them.
 */
export default defineConfig({
  resolve: {
    alias: { '@site': import.meta.dirname },
  },
  test: {
    include: ['tests/build/**/*.test.ts', 'packages/docs-mcp/src/server.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
