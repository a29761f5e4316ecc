#!/usr/bin/env node
// Starts one production server for the end-to-end tests, on a fresh PGlite data directory:
//   storefront — the seeded storefront space (plus the QA pages fixture)
//   starter    — the imported page-composer starter export (a foreign space: unknown types)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eServerEnv } from './server-env.mjs';

const [kind, port] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The database and the search index's snapshot beside it, in one directory removed at the end
// (each run's database is a quarter of a gigabyte: left behind, runs fill the disk).
const scratch = mkdtempSync(join(tmpdir(), `storefront-e2e-${kind}-`));
const dataDir = join(scratch, 'pglite');
const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
const env = {
  ...e2eServerEnv(port),
  STOREFRONT_DATA_DIR: dataDir,
  DATABASE_URL: '',
  // Scheduled publishing is looked for every second, so a test scheduling one sees it run soon.
  CONTENT_SCHEDULER_INTERVAL_MS: '1000',
  ...(kind === 'starter' ? { EMBEDDED_CONTENT_SPACE: 'starter' } : {}),
};

function pnpm(args) {
  const result = spawnSync('pnpm', args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    removeScratch();
    process.exit(result.status ?? 1);
  }
}

pnpm(['seed']);
if (kind === 'starter') {
  pnpm(['--filter', '@storefront/scripts', 'content:import', join(root, 'services/content-space/fixtures/page-composer-starter.export.json'), '--space', 'starter']);
} else {
  pnpm(['--filter', '@storefront/scripts', 'content:import', join(root, 'tests/fixtures/qa-pages.export.json'), '--space', 'storefront', '--merge']);
}
const server = spawn('pnpm', ['--filter', '@storefront/scripts', 'serve', '--port', port], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  removeScratch();
  process.exit(code ?? 0);
});
