/**
 * Latency percentiles of a set of GETs under fixed concurrency: `connections` keep-alive clients, each sending
 * its next request when the last one answered, through the paths in turn, for `durationSeconds`. Autocannon
 * reports no p95, so search latency is measured here, per request, on the monotonic clock.
 */
import http from 'node:http';

export interface Latencies {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
}

function get(agent: http.Agent, base: URL, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ agent, host: base.hostname, port: base.port, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export async function measureLatencies(
  url: string,
  paths: readonly string[],
  options: { connections: number; durationSeconds: number; headers: Record<string, string> },
): Promise<Latencies> {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const timings: number[] = [];
  const deadline = performance.now() + options.durationSeconds * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const path = paths[next++ % paths.length]!;
      const started = performance.now();
      const status = await get(agent, base, path, options.headers);
      if (status !== 200) throw new Error(`${path} → ${status}`);
      timings.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  agent.destroy();
  timings.sort((a, b) => a - b);
  return {
    requests: timings.length,
    p50: percentile(timings, 0.5),
    p95: percentile(timings, 0.95),
    p99: percentile(timings, 0.99),
  };
}
