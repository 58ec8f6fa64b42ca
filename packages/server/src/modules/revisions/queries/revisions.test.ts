import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../db/testDatabase.ts';
import { transaction } from '../../../db/transaction.ts';
import { createUser, type StaffUser } from '../../auth/users.ts';
import { findRevision, listRevisions, recordRevision } from './revisions.ts';

const NOW = new Date('2026-11-20T09:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
let database: TestDatabase;
let user: StaffUser;

beforeAll(async () => {
  database = await createTestDatabase();
  user = await createUser(database.db, { email: 'rev@pallone.test', password: 'a long enough password' });
});
afterAll(() => database.destroy());

describe('revisions queries', () => {
  it('records saves with their changed fields and lists them newest first, per item', async () => {
    const first = { title: 'Uno', body: '<p>a</p>', keywords: ['x'] };
    const second = { ...first, body: '<p>b</p>' };
    await transaction(database.db, async (tx) => {
      await recordRevision(tx, {
        entity: 'news',
        itemId: 1,
        action: 'create',
        savedAt: NOW,
        user,
        snapshot: first,
      });
      await recordRevision(tx, {
        entity: 'news',
        itemId: 1,
        action: 'update',
        savedAt: minutes(5),
        user,
        snapshot: second,
        before: first,
      });
      await recordRevision(tx, {
        entity: 'news',
        itemId: 2,
        action: 'create',
        savedAt: NOW,
        user,
        snapshot: first,
      });
    });

    const listed = await listRevisions(database.db, 'news', 1);
    expect(listed).toEqual([
      expect.objectContaining({
        action: 'update',
        savedAt: minutes(5).toISOString(),
        changedFields: ['body'],
      }),
      expect.objectContaining({
        action: 'create',
        userEmail: 'rev@pallone.test',
        changedFields: ['title', 'body', 'keywords'],
      }),
    ]);
    const oldest = listed[1];
    expect((await findRevision(database.db, 'news', 1, oldest?.id ?? 0))?.snapshot).toEqual(first);
  });

  it('finds no revision under another item or an unknown id', async () => {
    const [ofItemTwo] = await listRevisions(database.db, 'news', 2);
    expect(ofItemTwo).toBeDefined();
    expect(await findRevision(database.db, 'news', 1, ofItemTwo?.id ?? 0)).toBeUndefined();
    expect(await findRevision(database.db, 'news', 2, 999_999)).toBeUndefined();
    expect(await listRevisions(database.db, 'news', 3)).toEqual([]);
  });

  it('keeps who saved when the user is gone', async () => {
    const gone = await createUser(database.db, {
      email: 'gone@pallone.test',
      password: 'a long enough password',
    });
    await recordRevision(database.db, {
      entity: 'news',
      itemId: 4,
      action: 'create',
      savedAt: NOW,
      user: gone,
      snapshot: {},
    });
    await database.db.execute(`DELETE FROM users WHERE id = ${gone.id}`);
    expect(await listRevisions(database.db, 'news', 4)).toEqual([
      expect.objectContaining({ userEmail: 'gone@pallone.test', changedFields: [] }),
    ]);
  });
});
