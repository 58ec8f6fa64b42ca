import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseDatabaseUrl, DatabaseUrlError } from './database.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

describe('parseDatabaseUrl', () => {
  it('defaults to embedded PGlite under .data/pglite', () => {
    const target = parseDatabaseUrl(undefined);
    expect(target.kind).toBe('pglite');
    expect(target.kind === 'pglite' && target.dir?.endsWith('.data/pglite')).toBe(true);
  });
  it('reads pglite:memory, pglite:<dir> and postgres:// URLs', () => {
    expect(parseDatabaseUrl('pglite:memory')).toEqual({ kind: 'pglite', dir: null });
    expect(parseDatabaseUrl('pglite:/tmp/x')).toEqual({ kind: 'pglite', dir: '/tmp/x' });
    expect(parseDatabaseUrl('postgres://u@h:5432/db')).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });
  it('rejects an unknown scheme with a clear error', () => {
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(DatabaseUrlError);
  });
});

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('create the schema with pg_trgm available', async () => {
    const result = await database.db.execute(sql`select similarity('sudtirol', 'sudtirol') as s`);
    expect(Number(result.rows[0]?.s)).toBe(1);
  });
});
