#!/usr/bin/env node
// Starts two production storefront servers (one build) on one throwaway PostgreSQL, seeded once,
// for tests/servers: what one server publishes, schedules or reads from a changed catalogue, the
// other must show. Answers 200 on the ready port once both servers serve searches (their search
// indexes are open); stops both and deletes the database on SIGTERM or SIGINT.
//   node support/start-servers.mjs <port-1> <port-2> <ready-port> <postgres-port>
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../scripts/throwaway-postgres.mjs';
import { e2eServerEnv } from './server-env.mjs';
import { SERVERS_WEBHOOK_SECRET } from './servers-webhook.mjs';

const [portOne, portTwo, readyPort, postgresPort] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const postgres = startPostgres({ port: Number(postgresPort) });
const scratch = mkdtempSync(join(tmpdir(), 'storefront-e2e-servers-'));
const servers = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.kill('SIGTERM');
  Promise.all(servers.map((server) => (server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : undefined))).finally(() => {
    try {
      postgres.stop();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      process.exit(code);
    }
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

const env = (port) => ({
  ...e2eServerEnv(port),
  DATABASE_URL: postgres.url,
  // One snapshot for both: the second server starts from the index the first one built.
  SEARCH_SNAPSHOT_FILE: join(scratch, 'search-index.json.gz'),
  // Both schedulers look every half second: they race for every due action.
  CONTENT_SCHEDULER_INTERVAL_MS: '500',
  // Only the events between the servers can refresh what they hold: published content stays
  // cached for ten minutes, and the search index never checks the catalogue on its own.
  PAGE_CACHE_TTL_MS: '600000',
  SEARCH_SYNC_INTERVAL_MS: '3600000',
  // A hosted space's webhook, sent to one of them (two-servers.spec.ts).
  CONTENTFUL_WEBHOOK_SECRET: SERVERS_WEBHOOK_SECRET,
});

function startServer(n, port) {
  const server = spawn('pnpm', ['--filter', '@storefront/scripts', 'serve', '--port', port], { cwd: root, env: env(port), stdio: ['ignore', 'pipe', 'pipe'] });
  // Each line says which server wrote it: the logs tell which process ran what.
  for (const stream of [server.stdout, server.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[server ${n + 1}] ${line}\n`);
    });
  }
  server.on('exit', (code) => {
    if (!stopping) {
      console.error(`[server ${n + 1}] exited with code ${code}`);
      stop(1);
    }
  });
  servers.push(server);
}

/** Whether a server answers a search page (its search index is open). */
async function serves(port) {
  try {
    return (await fetch(`http://localhost:${port}/search?q=dress`)).ok;
  } catch {
    return false;
  }
}

const ready = new Set();
createServer((request, response) => {
  response.writeHead(ready.size === 2 ? 200 : 503).end();
}).listen(Number(readyPort));

const seeded = spawnSync('pnpm', ['seed'], { cwd: root, env: env(portOne), stdio: 'inherit' });
if (seeded.status !== 0) stop(seeded.status ?? 1);
else {
  startServer(0, portOne);
  startServer(1, portTwo);
  while (!stopping && ready.size < 2) {
    for (const port of [portOne, portTwo]) if (!ready.has(port) && (await serves(port))) ready.add(port);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
