// A throwaway PostgreSQL server in a temporary directory, from the binaries of Debian's
// postgresql package: for the data-layer tests (scripts/quickstart.mjs) and the end-to-end test
// with two storefront servers on one database (tests/support/start-servers.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed PostgreSQL's bin directory, or undefined. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((name) => /^\d+$/.test(name));
  versions.sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  return latest ? join(base, latest, 'bin') : undefined;
}

function run(command, args, stdio) {
  // PostgreSQL refuses to run as root: use the postgres account Debian's package creates.
  const [program, programArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(program, programArgs, { stdio });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

/**
 * Starts a fresh server (trust authentication, no fsync) on `port` (default: a random one in
 * 55000-55999) and answers its URL and how to stop it (which deletes its data).
 */
export function startPostgres({ port = 55_000 + Math.floor(Math.random() * 1000), stdio = 'inherit' } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  if (isRoot) spawnSync('chown', ['postgres', dataDir]);
  run(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'], stdio);
  run(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', `-p ${port} -k ${dataDir} -c fsync=off`, '-l', join(dataDir, 'server.log'), '-w', 'start'], stdio);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop'], stdio);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
