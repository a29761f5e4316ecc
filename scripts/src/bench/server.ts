import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A production storefront server for benchmarks (`pnpm serve` on a given data directory). */
export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

async function waitUntilUp(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${origin} did not come up in ${timeoutMs} ms`);
}

export async function startServer(root: string, port: number, dataDir: string): Promise<RunningServer> {
  const child = spawn('pnpm', ['--filter', '@storefront/scripts', 'serve', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, STOREFRONT_DATA_DIR: dataDir, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child, 120_000);
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The whole group: pnpm, tsx and the storefront server (site/server.mjs).
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

export const publicBenchDir = (root: string) => join(root, 'site', 'public', 'bench');
