#!/usr/bin/env node
// Starts one production server for the end-to-end tests, on a fresh PGlite data directory:
//   storefront — the seeded storefront space (plus the QA pages fixture)
//   starter    — the imported page-composer starter export (a foreign space: unknown types)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [kind, port] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), `storefront-e2e-${kind}-`));
const env = {
  ...process.env,
  STOREFRONT_DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  PREVIEW_SECRET: 'e2e-preview-secret',
  // The live-preview spec's stand-in studio (tests/e2e/pages/live-preview.ts); the site's own
  // hosts are allowed anyway.
  PREVIEW_ALLOWED_ORIGINS: `http://studio.localhost:${port}`,
  WISHLIST_MAX_ITEMS: '3',
  // Nasty Gal lists through the discovery provider (the embedded endpoint); the other sites stay
  // on hosted search, as by default (tests/e2e/search-redirect.spec.ts covers discovery).
  DISCOVERY_SITES: 'nastygal',
  // Office network for the staff tools: only requests that say (through the trusted local proxy,
  // i.e. the test browser's X-Forwarded-For) they come from it; no other test sends the header.
  STAFF_NETWORKS: '203.0.113.0/24',
  TRUSTED_PROXIES: 'loopback',
  // The embedded ad server shares the test machine: a slow moment must not drop the ads a test looks for.
  ADS_TIMEOUT_MS: '5000',
  // Scheduled publishing is looked for every second, so a test scheduling one sees it run soon.
  CONTENT_SCHEDULER_INTERVAL_MS: '1000',
  // The studio's editor for the e2e tests (the seed creates it; tests/e2e/pages/studio.ts signs in with it).
  STUDIO_EDITOR_EMAIL: 'e2e-editor@studio.test',
  STUDIO_EDITOR_PASSWORD: 'e2e-editor-password',
  ...(kind === 'starter' ? { EMBEDDED_CONTENT_SPACE: 'starter' } : {}),
};

function pnpm(args) {
  const result = spawnSync('pnpm', args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

pnpm(['seed']);
if (kind === 'starter') {
  pnpm(['--filter', '@storefront/scripts', 'content:import', join(root, 'services/content-space/fixtures/page-composer-starter.export.json'), '--space', 'starter']);
} else {
  pnpm(['--filter', '@storefront/scripts', 'content:import', join(root, 'tests/fixtures/qa-pages.export.json'), '--space', 'storefront', '--merge']);
}
const server = spawn('pnpm', ['--filter', '@storefront/scripts', 'serve', '--port', port], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
