import { defineConfig } from '@playwright/test';
import { chromium } from './support/chromium';
import { SERVER_PORTS, SERVERS_POSTGRES_PORT, SERVERS_READY_PORT } from './support/ports';

/**
 * Two production storefront servers side by side on one throwaway PostgreSQL (the same build as
 * playwright.config.ts), run after the main suite by `pnpm e2e`: publishing, scheduled
 * publishing and catalogue changes made through one server (or the database) show on both.
 * A configuration of its own, so its servers (and PostgreSQL) start only for this project.
 */
export default defineConfig({
  testDir: './servers',
  outputDir: './test-results/servers',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SERVER_PORTS[0]}`,
    launchOptions: chromium,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'servers' }],
  webServer: {
    command: `node support/start-servers.mjs ${SERVER_PORTS[0]} ${SERVER_PORTS[1]} ${SERVERS_READY_PORT} ${SERVERS_POSTGRES_PORT}`,
    url: `http://localhost:${SERVERS_READY_PORT}/`,
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
