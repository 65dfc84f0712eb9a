/**
 * The production hosting tests (tests/hosting): the build served by nginx with the generated
 * config (`npm run serve:production`), with its Content-Security-Policy and headers, on
 * HOSTING_PORT. The browser settings are the end-to-end tests' (playwright.config.ts).
 */
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/** Port of the nginx server these tests start; not the end-to-end tests' preview server. */
const PORT = Number(process.env.HOSTING_PORT ?? 3230);

export default defineConfig({
  ...e2e,
  testDir: 'tests/hosting',
  reporter: [['list'], ['json', { outputFile: 'test-results/hosting.json' }]],
  use: { ...e2e.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: 'npx tsx scripts/serveProduction.mts',
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
