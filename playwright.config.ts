import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Port of the local production server the tests run against. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * Browsers cannot be downloaded on our machines, so tests use Debian's Chromium when it
 * is installed. CHROMIUM_PATH overrides it; without either, Playwright's own browser is
 * used (`npx playwright install chromium`).
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : '');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  // Search assertions wait for the search index (15 MB raw) to load and parse in a worker;
  // on a busy 2-core CI machine that can take longer than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH || undefined,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx docusaurus serve --port ${PORT} --no-open`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
