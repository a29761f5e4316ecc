/**
 * What every command-line script shares, written once: reading its arguments, opening the
 * database, and turning the outcome into output and an exit code.
 *
 *   runCli(import.meta.url, 'content-export', async () => { … return 0; });
 *
 * A script explains an expected failure by throwing CliFailure (printed as `<name>: <message>`,
 * exit code 1); anything else is a bug or an outage, printed with its stack as `<name> failed:`.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closeProcessDatabase, getProcessDatabase, type DatabaseHandle } from '@storefront/db/client';

/** A failure the script can put in words: no stack trace, exit code 1. */
export class CliFailure extends Error {
  override name = 'CliFailure';
}

/**
 * The script's arguments parsed strictly (unknown options are refused with the usage text). A
 * leading `--`, which some runners pass through, is dropped.
 */
export function parseCommandLine<T extends Omit<ParseArgsConfig, 'args' | 'strict'>>(usage: string, config: T, argv = process.argv.slice(2)) {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  try {
    return parseArgs({ ...config, args, strict: true });
  } catch (error) {
    throw new CliFailure(`${(error as Error).message}\n${usage}`);
  }
}

/**
 * The process's database (DATABASE_URL, else PGlite in STOREFRONT_DATA_DIR) for the length of
 * `work`, closed afterwards whatever happens: PGlite is one process's database, so a script must
 * let go of it before the storefront opens it.
 */
export async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await getProcessDatabase();
  try {
    return await work(handle);
  } finally {
    await closeProcessDatabase();
  }
}

/** Whether the module at `moduleUrl` is the script node was started with (rather than imported). */
export function isMainModule(moduleUrl: string): boolean {
  const started = process.argv[1];
  return started !== undefined && moduleUrl === pathToFileURL(resolve(started)).href;
}

/**
 * Runs a script's `main` when its module is the one node started (importing it, as `serve` imports
 * `seed` and tests import the models export, runs nothing). `main` answers the exit code (0 when
 * it returns nothing).
 */
export function runCli(moduleUrl: string, name: string, main: () => Promise<number | void>): void {
  if (!isMainModule(moduleUrl)) return;
  main().then(
    (code) => {
      process.exitCode = code ?? 0;
    },
    (error: unknown) => {
      if (error instanceof CliFailure) console.error(`${name}: ${error.message}`);
      else console.error(`${name} failed:`, error);
      process.exitCode = 1;
    },
  );
}
