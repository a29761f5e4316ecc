/**
 * What `pnpm serve` and `pnpm dev` share: preparing the database, announcing the brand sites and
 * running the storefront as a child process.
 */
import { spawn } from 'node:child_process';
import { usesEmbeddedDatabase } from '@storefront/db/client';
import { EMPTY_STORE_HINT, isEmptyStore, storeContents } from '@storefront/db/store-contents';
import { fascias } from '@storefront/sites/fascias';
import { withDatabase } from './cli';
import { ensureDevEditor, type DevEditorCredentials } from './dev-editor';
import { seed, studioSignInHint } from './seed';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether starting the storefront seeds what is missing: only on the embedded default (PGlite),
 * so a first `npm start` is a working demo store. A PostgreSQL database (DATABASE_URL) is
 * somebody's real one: the demo data goes into it only through an explicit `pnpm seed`.
 */
export function seedsOnStart(env: Env = process.env): boolean {
  return usesEmbeddedDatabase(env);
}

/**
 * Readies the database before the storefront opens it (and lets go of it again: PGlite is one
 * process's database). PGlite: seeded as `pnpm seed` would. PostgreSQL: migrated, given the
 * studio editor when STUDIO_EDITOR_PASSWORD asks for one, and left as it is, empty or not.
 */
export async function prepareDatabase(): Promise<{ editor: DevEditorCredentials | undefined }> {
  if (seedsOnStart()) return seed();
  return withDatabase(async (handle) => {
    const contents = await storeContents(handle.db);
    if (isEmptyStore(contents)) {
      console.warn(`${handle.description} is empty, and starting the storefront never seeds PostgreSQL: it opens with no content. ${EMPTY_STORE_HINT}`);
    } else {
      console.info(`Using ${handle.description}: ${contents.products} products, ${contents.contentEntries} content entries`);
    }
    return { editor: await ensureDevEditor(handle.db) };
  });
}

/** Where to find each brand site and the studio once the server is up. */
export function announceSites(port: string, editor: DevEditorCredentials | undefined): void {
  console.info(`Storefront on http://localhost:${port} (${fascias[0]?.name}); brand sites:`);
  for (const site of fascias) {
    const localHost = site.hosts.find((host) => host.endsWith('.localhost'));
    if (localHost) console.info(`  ${site.name.padEnd(16)} http://${localHost}:${port}`);
  }
  console.info(studioSignInHint(editor, `http://localhost:${port}`));
}

/** Runs the storefront's server process, passing Ctrl-C and SIGTERM on; answers its exit code. */
export function runServerProcess(command: string, args: string[], cwd: string): Promise<number> {
  const server = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.on('exit', (code) => resolve(code ?? 0));
  });
}
