import { defineConfig } from '@playwright/test';
import { chromium } from './support/chromium';
import { STARTER_PORT, STOREFRONT_PORT } from './support/ports';

const DESKTOP = { width: 1440, height: 900 };
/** Tests that measure the server's latency. */
const ISOLATED = /search-limits\.spec\.ts$/;

/**
 * End-to-end tests against production servers built once by `pnpm e2e` (next build, then
 * this). Each server gets its own fresh PGlite data directory.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${STOREFRONT_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Tests tagged @phone run on the phone only, @desktop on the desktop only.
    { name: 'desktop', grepInvert: /@phone/, testIgnore: ISOLATED, use: { viewport: DESKTOP } },
    { name: 'mobile', grepInvert: /@desktop/, testIgnore: ISOLATED, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    // Latency measured against a baseline: run once the others are done, so their load on this
    // 2-core machine does not read as the flood's doing.
    { name: 'isolated', testMatch: ISOLATED, dependencies: ['desktop', 'mobile'], use: { viewport: DESKTOP } },
  ],
  webServer: [
    {
      command: `node support/start-server.mjs storefront ${STOREFRONT_PORT}`,
      // A search page, so the search index is open (built from the database) before the first test.
      url: `http://localhost:${STOREFRONT_PORT}/search?q=dress`,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // A signal the script can answer (removing its database directory), not a kill.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    {
      command: `node support/start-server.mjs starter ${STARTER_PORT}`,
      url: `http://localhost:${STARTER_PORT}/`,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // A signal the script can answer (removing its database directory), not a kill.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
