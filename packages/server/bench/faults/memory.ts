/**
 * Resident memory after `count` unique URLs (issue #12 point 4: `?cb=N` on large answers grew RSS by GBs):
 * cache-busting parameters on the largest public answers, 8 at a time.
 */
import { BENCH_BASIC, type FaultsServer } from './faultsServer.ts';

const LARGE = [
  '/api/v1/openapi.json',
  '/api/v1/competitions',
  '/api/v1/news/getPaginated?page=1&pageSize=50',
];

export async function memoryAfterUniqueUrls(server: FaultsServer, count: number) {
  // Warm: each route answered once (its code loaded, its first cache entry made) before the baseline.
  for (const base of LARGE) {
    await (await fetch(`${server.origin}${base}`, { headers: { authorization: BENCH_BASIC } })).arrayBuffer();
  }
  const before = await server.rssMb();
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let index = next++; index < count; index = next++) {
        const base = LARGE[index % LARGE.length]!;
        const url = `${server.origin}${base}?cb=${index}`;
        const response = await fetch(url, { headers: { authorization: BENCH_BASIC } });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const after = await server.rssMb();
  return { before, after, statuses };
}
