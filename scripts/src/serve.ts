/**
 * Starts the production storefront (after `pnpm build`) on site/server.mjs, once the database is
 * ready (start-up.ts): the embedded default is seeded with what is missing; PostgreSQL never is.
 *   pnpm serve [--port 3000]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '@storefront/db/client';
import { CliFailure, parseCommandLine, runCli } from './cli';
import { announceSites, prepareDatabase, runServerProcess } from './start-up';

runCli(import.meta.url, 'serve', async () => {
  const { values } = parseCommandLine('Usage: pnpm serve [--port 3000]', { options: { port: { type: 'string' } } });
  const port = values.port ?? process.env.PORT ?? '3000';
  const siteDir = join(workspaceRoot(), 'site');
  if (!existsSync(join(siteDir, '.next', 'BUILD_ID'))) throw new CliFailure('No production build found: run `pnpm build` first.');
  const { editor } = await prepareDatabase();
  announceSites(port, editor);
  // site/server.mjs runs Next.js and tells it each request's socket address (staff detection).
  return runServerProcess(process.execPath, [join(siteDir, 'server.mjs'), '--port', port], siteDir);
});
