import { defineConfig } from 'vitest/config';

/**
 * The production build in browsers other than Chromium (tests/browsers): Firefox ESR over WebDriver
 * BiDi and WebKitGTK over classic WebDriver, each against nginx with the generated production
 * config (started by ./tests/browsers/server.ts on HOSTING_PORT). Run by scripts/test.mts after the
 * Playwright hosting tests, one file per step.
 */
export default defineConfig({
  test: {
    include: ['tests/browsers/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/browsers/server.ts'],
    // One browser at a time: the files share the server's port and the machine's two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
