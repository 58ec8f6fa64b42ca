/**
 * Server render latency of one page under autocannon: every response time is kept (autocannon's own summary
 * has no p95), after a short warm-up so the first render's module loading is not counted.
 */
import autocannon from 'autocannon';
import type { RenderFigures } from './targets.ts';

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

/** The value below which `share` (0–1) of the sorted samples lie (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) throw new Error('no samples');
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

async function warmUp(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} → ${response.status}`);
  }
}

export async function measureRender(url: string, options: LoadOptions): Promise<RenderFigures> {
  await warmUp(url, options.headers);
  const times: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: options.connections, duration: options.seconds, headers: options.headers },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode === 200) times.push(responseTime);
      else failures++;
    });
  });
  if (failures > 0 || result.errors > 0)
    throw new Error(`${url}: ${failures} non-200 responses, ${result.errors} errors under load`);
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: times.length,
    rps: round(times.length / options.seconds),
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    p99Ms: round(percentile(times, 0.99)),
  };
}
