/**
 * One pass on an empty database: a competition season never seen before is created from a real football.json
 * (Euro 2024, a local path), a second pass changes nothing; a source that never answers times out.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { repoRoot } from '../db/database.ts';
import { competitions, competitionSeasons, matches } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { runSyncPass } from './syncPass.ts';
import { listSourceRows } from './syncSourceRows.ts';

const EURO = path.join(repoRoot, 'data', 'matches', '2024', 'euro.json');
const now = () => new Date('2026-11-22T12:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe('runSyncPass', () => {
  it('creates a competition season it has never seen, with every fixture and result', async () => {
    const result = await runSyncPass(database.db, [EURO], { now, intervalMs: 60_000 });
    expect(result.sources[0]).toMatchObject({ status: 'changed', rowsChanged: 51, error: null });
    expect(result.change).toMatchObject({ reason: 'sync', competitionSeasonIds: [expect.any(Number)] });
    expect(result.change!.matchIds).toHaveLength(51);
    const [euro] = await database.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.code, 'euro'));
    const [cs] = await database.db
      .select({ id: competitionSeasons.id })
      .from(competitionSeasons)
      .where(eq(competitionSeasons.competitionId, euro!.id));
    const final = await database.db
      .select({ ft: matches.ftHome, ftAway: matches.ftAway, status: matches.status })
      .from(matches)
      .where(eq(matches.sourceId, 'euro/2024/2024-07-14/spain-v-england'));
    expect(cs).toBeDefined();
    expect(final).toEqual([{ ft: 2, ftAway: 1, status: 'played' }]);
  });

  it('a second pass over the same file changes nothing and announces nothing', async () => {
    const result = await runSyncPass(database.db, [EURO], { now, intervalMs: 60_000, force: true });
    expect(result.sources[0]).toMatchObject({ status: 'unchanged', rowsChanged: 0 });
    expect(result.change).toBeNull();
  });

  it('a source that is not due yet waits, unless forced', async () => {
    const waiting = await runSyncPass(database.db, [EURO], { now, intervalMs: 60_000 });
    expect(waiting.sources[0]!.status).toBe('waiting');
  });

  it('a source that does not answer in time fails with the reason and backs off; the others still sync', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/2026-27/it.1.json`;
    try {
      const result = await runSyncPass(database.db, [url, EURO], {
        now,
        intervalMs: 60_000,
        timeoutMs: 200,
        force: true,
      });
      expect(result.sources.map((s) => s.status)).toEqual(['failed', 'unchanged']);
      expect(result.sources[0]!.error).toBe('SourceFetchError: fetch failed: timed out after 200 ms');
      const row = (await listSourceRows(database.db)).find((r) => r.url === url)!;
      expect(row).toMatchObject({
        failures: 1,
        lastError: 'SourceFetchError: fetch failed: timed out after 200 ms',
      });
      expect(row.nextAttemptAt!.getTime()).toBe(now().getTime() + 120_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('a missing local file and a path it cannot place are failures with their reason', async () => {
    const result = await runSyncPass(database.db, ['/nowhere/2026-27/it.1.json', '/tmp/results.txt'], {
      now,
      intervalMs: 1000,
    });
    expect(result.sources[0]!.error).toMatch(/cannot read \/nowhere\/2026-27\/it\.1\.json: ENOENT/);
    expect(result.sources[1]!.error).toMatch(/UnknownSourceError/);
  });
});
