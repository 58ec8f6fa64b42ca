import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createSeededTestDatabase } from '../testing/seededDatabase.ts';
import type { TestDatabase } from './testDatabase.ts';

/** Rows written after the GIN indexes exist must not pile up in a pending list every search scans. */
describe('the trigram search indexes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createSeededTestDatabase();
  });
  afterAll(() => database.destroy());

  it('have fastupdate off and an empty pending list after the import', async () => {
    const result = await database.db.execute(sql`
      select c.relname as name, c.reloptions::text as options
      from pg_class c where c.relname like '%_search_trgm' order by c.relname`);
    expect(result.rows.length).toBeGreaterThanOrEqual(7);
    for (const row of result.rows) expect(row).toEqual({ name: row.name, options: '{fastupdate=off}' });
    const pending = await database.db.execute(
      sql`select gin_clean_pending_list('matches_search_trgm'::regclass) as n`,
    );
    expect(Number(pending.rows[0]?.n)).toBe(0);
  });
});
