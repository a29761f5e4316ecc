/**
 * The Next.js dev server (`next dev` in site/), once the database is ready as for `pnpm serve`
 * (start-up.ts): the embedded default is seeded with what is missing; PostgreSQL never is.
 *   pnpm dev [--port 3000]
 */
import { join } from 'node:path';
import { workspaceRoot } from '@storefront/db/client';
import { parseCommandLine, runCli } from './cli';
import { announceSites, prepareDatabase, runServerProcess } from './start-up';

runCli(import.meta.url, 'dev', async () => {
  const { values } = parseCommandLine('Usage: pnpm dev [--port 3000]', { options: { port: { type: 'string' } } });
  const port = values.port ?? process.env.PORT ?? '3000';
  const { editor } = await prepareDatabase();
  announceSites(port, editor);
  return runServerProcess('pnpm', ['exec', 'next', 'dev', '--port', port], join(workspaceRoot(), 'site'));
});
