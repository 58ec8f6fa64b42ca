/**
 * Champions League 2023-24: the group stage is imported as Group A…H, re-importing changes nothing, and a
 * database imported before the split (one phase `Group` mixing all groups) is migrated by the next import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { groups, matches, turns } from '../db/schema.ts';
import { importDataDir } from './importDataDir.ts';
import type { ImportReport } from './report.ts';
import { createTempDataFolder, type TempDataFolder } from './testDataFolder.ts';

const UCL_FILE = 'matches/2023-24/uefa.cl.json';
let database: TestDatabase;
let folder: TempDataFolder;
let first: ImportReport;
let competitionSeasonId: number;

const phases = () =>
  database.db
    .select({ id: groups.id, name: groups.name, type: groups.type, slug: groups.pallonecomSlug })
    .from(groups)
    .where(eq(groups.competitionSeasonId, competitionSeasonId))
    .orderBy(asc(groups.sortOrder));

const matchIds = () =>
  database.db
    .select({ id: matches.id, groupId: matches.groupId, turnId: matches.turnId })
    .from(matches)
    .orderBy(asc(matches.id));

const changes = (report: ImportReport, table: string) => {
  const counts = report.tables[table];
  return counts ? counts.inserted + counts.updated : 0;
};

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await createTempDataFolder();
  await folder.copy(
    'competitions.json',
    'teams.csv',
    'team_aliases.csv',
    'pallone/group_letters.csv',
    UCL_FILE,
  );
  first = await importDataDir(database.db, folder.dir);
  const [row] = await database.db
    .select({ id: matches.competitionSeasonId })
    .from(matches)
    .where(eq(matches.sourceId, 'uefa.cl/2023-24/2023-09-19/ac-milan-v-newcastle-united-fc'));
  competitionSeasonId = row!.id;
});

afterAll(async () => {
  await database.destroy();
  await folder.remove();
});

describe('Champions League 2023-24 group stage', () => {
  it('is imported as eight groups girone-a…h with matchdays 1-6, then the finals', async () => {
    expect(first.errors).toEqual([]);
    const list = await phases();
    expect(list.map((g) => [g.name, g.type, g.slug])).toEqual([
      ...'ABCDEFGH'.split('').map((l) => [`Group ${l}`, 'group', `girone-${l.toLowerCase()}`]),
      ['Finals', 'knockout', 'fase-finale'],
    ]);
    for (const group of list.slice(0, 8)) {
      const groupTurns = await database.db
        .select({ name: turns.name, number: turns.number, slug: turns.pallonecomSlug })
        .from(turns)
        .where(eq(turns.groupId, group.id))
        .orderBy(asc(turns.number));
      expect(groupTurns.map((t) => t.slug)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `giornata-${n}`));
      const count = await database.db.$count(matches, eq(matches.groupId, group.id));
      expect(count).toBe(12);
    }
  });

  it('changes nothing when imported again', async () => {
    const before = await matchIds();
    const again = await importDataDir(database.db, folder.dir);
    expect(['groups', 'turns', 'matches'].map((table) => changes(again, table))).toEqual([0, 0, 0]);
    expect(await matchIds()).toEqual(before);
  });

  it('migrates a database imported before the split: matches move, the old empty phase goes', async () => {
    // Put the database back in the shape the importer used to give it: one phase "Group", Matchday 1…6.
    const lettered = (await phases()).filter((g) => g.type === 'group').map((g) => g.id);
    const [old] = await database.db
      .insert(groups)
      .values({
        competitionSeasonId,
        name: 'Group',
        type: 'group',
        sortOrder: 100,
        pallonecomSlug: 'fase-a-gironi',
      })
      .returning({ id: groups.id });
    const oldTurns = await database.db
      .insert(turns)
      .values(
        [1, 2, 3, 4, 5, 6].map((n) => ({
          groupId: old!.id,
          name: `Matchday ${n}`,
          number: n,
          pallonecomSlug: `giornata-${n}`,
        })),
      )
      .returning({ id: turns.id, name: turns.name });
    for (const turn of oldTurns) {
      await database.db.execute(sql`update matches m set group_id = ${old!.id}, turn_id = ${turn.id}
        from turns t where t.id = m.turn_id and t.name = ${turn.name} and m.group_id in (${sql.join(lettered, sql`, `)})`);
    }
    await database.db.delete(turns).where(inArray(turns.groupId, lettered));
    await database.db.delete(groups).where(inArray(groups.id, lettered));
    expect(await database.db.$count(matches, eq(matches.groupId, old!.id))).toBe(96);
    const before = await matchIds();

    const migrated = await importDataDir(database.db, folder.dir);
    expect(migrated.errors).toEqual([]);
    expect(migrated.files.find((f) => f.file === UCL_FILE)?.note).toContain('old phase Group removed');
    const list = await phases();
    expect(list.map((g) => g.name)).toEqual([...'ABCDEFGH'.split('').map((l) => `Group ${l}`), 'Finals']);
    expect(list.map((g) => g.slug)).toContain('girone-f');
    expect(await database.db.$count(turns, eq(turns.groupId, old!.id))).toBe(0);
    const after = await matchIds();
    expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
    const groupF = list.find((g) => g.name === 'Group F')!;
    expect(await database.db.$count(matches, eq(matches.groupId, groupF.id))).toBe(12);
    const orphanTurns = await database.db.$count(
      turns,
      and(
        inArray(
          turns.groupId,
          list.map((g) => g.id),
        ),
        sql`not exists (select 1 from matches m where m.turn_id = ${turns.id})`,
      ),
    );
    expect(orphanTurns).toBe(0);

    const again = await importDataDir(database.db, folder.dir);
    expect(['groups', 'turns', 'matches'].map((table) => changes(again, table))).toEqual([0, 0, 0]);
    expect(again.files.find((f) => f.file === UCL_FILE)?.note).not.toContain('removed');
  });
});
