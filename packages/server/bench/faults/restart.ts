/**
 * A PostgreSQL restart, simulated on the bench database only: new connections refused, every backend
 * terminated (57P01), `downSeconds` later connections allowed again. Readers and newsletter writers run
 * throughout. Measures the seconds from the database coming back to the first 200, the answers by status, and
 * writes acknowledged (201) against rows stored (each address exactly once).
 */
import type { BenchDatabase } from './benchDatabase.ts';
import { BENCH_BASIC } from './faultsServer.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function restartUnderTraffic(origin: string, database: BenchDatabase, downSeconds: number) {
  const statuses: Record<string, number> = {};
  const acknowledged: string[] = [];
  let backAt = Number.POSITIVE_INFINITY;
  let firstOkAfterBack: number | undefined;
  let stop = false;
  const count = (status: number) => {
    const key = status === 0 ? 'network error' : String(status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const readers = Array.from({ length: 4 }, async () => {
    while (!stop) {
      const status = await fetch(`${origin}/api/v1/teams/search?search=inter`, {
        headers: { authorization: BENCH_BASIC, 'cache-control': 'no-cache' },
      }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      count(status);
      if (status === 200 && firstOkAfterBack === undefined && performance.now() > backAt)
        firstOkAfterBack = performance.now();
      if (status !== 200) await sleep(20);
    }
  });
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = 0; !stop; i++) {
      const email = `restart-${w}-${i}@bench.example`;
      const status = await fetch(`${origin}/api/v1/newsletter`, {
        method: 'POST',
        headers: { authorization: BENCH_BASIC, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      count(status);
      if (status === 201) acknowledged.push(email);
      if (status !== 201) await sleep(20);
    }
  });
  await sleep(1000);
  await database.allowConnections(false);
  const terminated = await database.terminateBackends();
  await sleep(downSeconds * 1000);
  await database.allowConnections(true);
  backAt = performance.now();
  while (firstOkAfterBack === undefined && performance.now() - backAt < 30_000) await sleep(10);
  await sleep(2000);
  stop = true;
  await Promise.all([...readers, ...writers]);

  const rows = await database.query<{ email: string; copies: number }>(
    "select email, count(*)::int as copies from newsletter_subscriptions where email like 'restart-%' group by email",
  );
  const stored = new Map(rows.map((row) => [row.email, Number(row.copies)]));
  return {
    terminated,
    statuses,
    secondsToFirst200: firstOkAfterBack === undefined ? null : (firstOkAfterBack - backAt) / 1000,
    acknowledged: acknowledged.length,
    acknowledgedStored: acknowledged.filter((email) => stored.get(email) === 1).length,
    storedRows: rows.reduce((sum, row) => sum + Number(row.copies), 0),
    storedTwice: rows.filter((row) => Number(row.copies) > 1).length,
  };
}
