/**
 * Seeds what is missing, then starts the production storefront (after `pnpm build`).
 *   pnpm serve [--port 3000]
 * The seed step closes its database before Next.js opens it: PGlite is one process's database.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '@storefront/db/client';
import { fascias } from '@storefront/sites/fascias';
import { seed, studioSignInHint } from './seed';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? '3000');
const siteDir = join(workspaceRoot(), 'site');

if (!existsSync(join(siteDir, '.next', 'BUILD_ID'))) {
  console.error('No production build found: run `pnpm build` first.');
  process.exit(1);
}

const { editor } = await seed();
console.info(`Storefront on http://localhost:${port} (${fascias[0]?.name}); brand sites:`);
for (const site of fascias) {
  const localHost = site.hosts.find((host) => host.endsWith('.localhost'));
  if (localHost) console.info(`  ${site.name.padEnd(16)} http://${localHost}:${port}`);
}
console.info(studioSignInHint(editor, `http://localhost:${port}`));
// site/server.mjs runs Next.js and tells it each request's socket address (staff detection).
const server = spawn(process.execPath, [join(siteDir, 'server.mjs'), '--port', String(port)], {
  cwd: siteDir,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
