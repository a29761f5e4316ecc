import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { publicBenchDir, startServer } from './server';

const PORT = 3210;
const CONNECTIONS = 10;
const ROUND_SECONDS = 8;
const ROUNDS = 2;

interface Load {
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

async function load(url: string): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_SECONDS });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors,
    non2xx: result.non2xx,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
  };
}

function summary(loads: Load[], bytes: number) {
  const requests = loads.reduce((sum, l) => sum + l.requests, 0);
  const seconds = loads.reduce((sum, l) => sum + l.seconds, 0);
  return {
    requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
    requests,
    errors: loads.reduce((sum, l) => sum + l.errors + l.non2xx, 0),
    latencyP50Ms: Math.max(...loads.map((l) => l.latencyP50Ms)),
    latencyP99Ms: Math.max(...loads.map((l) => l.latencyP99Ms)),
    bytes,
  };
}

/**
 * The home page's server throughput as a ratio to a static file of the same bytes served by the
 * same production server, loaded alternately in rounds so both see the same machine state.
 */
export async function benchHomeThroughput(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const staticDir = publicBenchDir(root);
  try {
    // 1. Capture the home page's bytes (Next.js serves public/ files present at start-up).
    let server = await startServer(root, PORT, dataDir);
    const html = await (await fetch(`${server.origin}/`)).text();
    await server.stop();
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'home.html'), html);

    // 2. Serve both and load them in alternating rounds.
    server = await startServer(root, PORT, dataDir);
    try {
      const homeUrl = `${server.origin}/`;
      const staticUrl = `${server.origin}/bench/home.html`;
      const staticBytes = Buffer.byteLength(await (await fetch(staticUrl)).text());
      await load(homeUrl);
      await load(staticUrl);
      const home: Load[] = [];
      const file: Load[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        home.push(await load(homeUrl));
        file.push(await load(staticUrl));
      }
      const homePage = summary(home, Buffer.byteLength(html));
      const staticFile = summary(file, staticBytes);
      return {
        connections: CONNECTIONS,
        secondsPerTarget: ROUND_SECONDS * ROUNDS,
        homePage,
        staticFile,
        ratio: Math.round((homePage.requestsPerSecond / staticFile.requestsPerSecond) * 1000) / 1000,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
