import autocannon from 'autocannon';

/** One load of a URL: what a shopper population of `connections` would see. */
export interface Load {
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  requests: number;
  errors: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

/** Closed-loop load with autocannon: `connections` clients, each sending its next request when answered. */
export async function load(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
  };
}

/** Rounds of one target as one figure: total throughput, all errors, the worst round's percentiles. */
export function summarise(loads: readonly Load[]): LoadSummary {
  const requests = loads.reduce((sum, round) => sum + round.requests, 0);
  const seconds = loads.reduce((sum, round) => sum + round.seconds, 0);
  return {
    requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
    requests,
    errors: loads.reduce((sum, round) => sum + round.errors + round.non2xx, 0),
    latencyP50Ms: Math.max(...loads.map((round) => round.latencyP50Ms)),
    latencyP99Ms: Math.max(...loads.map((round) => round.latencyP99Ms)),
  };
}

/**
 * Latencies of every request under closed-loop load, timed here (autocannon reports no p95):
 * `connections` loops, each fetching the URL again as soon as it is answered, for `seconds`.
 */
export async function sampleLatencies(url: string, connections: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))]! * 10) / 10;
  return {
    connections,
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round((latencies.length / elapsedSeconds) * 10) / 10,
    latencyP50Ms: at(0.5),
    latencyP95Ms: at(0.95),
    latencyP99Ms: at(0.99),
  };
}
