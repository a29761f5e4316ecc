#!/usr/bin/env node
// The README's two commands, runnable on a machine with only Node.js and npm:
//   npm start  — install everything, seed the embedded defaults, build and start the storefront
//   npm test   — install everything (Chromium and PostgreSQL from Debian's packages included)
//                and run every test: lint, types, unit tests (PGlite), the data-layer tests on
//                PostgreSQL, and the end-to-end tests against a production build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBin, startPostgres } from './throwaway-postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command, args, options = {}) {
  console.info(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

function succeeds(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'ignore', env, ...options });
  return !result.error && result.status === 0;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const asRoot = (command, args) => (isRoot ? [command, args] : ['sudo', [command, ...args]]);

function ensurePnpm() {
  if (succeeds('pnpm', ['--version'])) return;
  console.info(`Installing pnpm ${PNPM_VERSION} with npm…`);
  const [command, args] = isRoot ? ['npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]] : ['sudo', ['npm', 'install', '-g', `pnpm@${PNPM_VERSION}`]];
  run(command, args);
}

function installDependencies() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile']);
}

function aptInstall(packages) {
  const missing = packages.filter(({ check }) => !check());
  if (missing.length === 0) return;
  const names = missing.map(({ name }) => name);
  console.info(`Installing ${names.join(', ')} from Debian's packages…`);
  run(...asRoot('apt-get', ['update', '-qq']));
  run(...asRoot('apt-get', ['install', '-y', '-qq', ...names]), { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function start() {
  installDependencies();
  run('pnpm', ['build']);
  run('pnpm', ['serve']);
}

function test() {
  installDependencies();
  aptInstall([
    { name: 'chromium', check: () => existsSync('/usr/bin/chromium') },
    { name: 'postgresql', check: () => postgresBin() !== undefined },
  ]);
  run('pnpm', ['check']);
  const postgres = startPostgres();
  try {
    run('pnpm', ['test:data-layer'], { env: { ...env, DATABASE_URL: postgres.url } });
  } finally {
    postgres.stop();
  }
  run('pnpm', ['test:e2e']);
  console.info('\n✓ Every test passed.');
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else {
  console.error('Usage: node scripts/quickstart.mjs start|test');
  process.exit(2);
}
