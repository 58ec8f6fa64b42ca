import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { clearStandingsMemo, standingsMemo, STANDINGS_MEMO_MAX_ENTRIES } from './cache.ts';

// The memo only uses the database as a key: any distinct object stands for one.
const database = () => ({}) as Db;

describe('standingsMemo', () => {
  it('keeps one bounded memo per database and kind of table', () => {
    const db = database();
    const tables = standingsMemo<number>(db, 'groupTable');
    expect(standingsMemo<number>(db, 'groupTable')).toBe(tables);
    expect(standingsMemo<number>(db, 'groupResults')).not.toBe(tables);
    expect(standingsMemo<number>(database(), 'groupTable')).not.toBe(tables);
    expect(tables.maxEntries).toBe(STANDINGS_MEMO_MAX_ENTRIES);
  });

  it('stays within its entry bound, dropping the least recently used table', async () => {
    const memo = standingsMemo<number>(database(), 'groupTable');
    await memo.getOrCompute('first', async () => 0, 0);
    for (let n = 1; n <= STANDINGS_MEMO_MAX_ENTRIES + 50; n++) {
      await memo.getOrCompute(String(n), async () => n, 0);
      await memo.getOrCompute('first', async () => -1, 0); // kept in use
    }
    expect(memo.size).toBe(STANDINGS_MEMO_MAX_ENTRIES);
    expect(await memo.getOrCompute('first', async () => -1, 0)).toBe(0);
    expect(memo.has('1', 0)).toBe(false);
  });

  it('forgets every table of a database after a data change', async () => {
    const db = database();
    await standingsMemo<number>(db, 'groupTable').getOrCompute('7', async () => 1, 0);
    clearStandingsMemo(db);
    expect(standingsMemo<number>(db, 'groupTable').size).toBe(0);
  });
});
