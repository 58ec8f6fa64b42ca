/** pallone/point_deductions.csv: optional, idempotent, bad rows reported, and the file is the whole truth. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { pointDeductions } from '../db/schema.ts';
import { importDataDir } from './importDataDir.ts';
import { createTempDataFolder, readRealFile, type TempDataFolder } from './testDataFolder.ts';

const FILE = 'pallone/point_deductions.csv';
let database: TestDatabase;
let folder: TempDataFolder;
let realRows: string[];

const stored = () =>
  database.db
    .select({ points: pointDeductions.points, reason: pointDeductions.reason })
    .from(pointDeductions)
    .orderBy(asc(pointDeductions.id));

const fileReport = (report: Awaited<ReturnType<typeof importDataDir>>) =>
  report.files.find((f) => f.file === FILE);

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await createTempDataFolder();
  await folder.copy('teams.csv', 'matches/2023-24/en.1.json');
  const [header, ...rows] = (await readRealFile(FILE)).trim().split('\n');
  realRows = [header!, ...rows.filter((row) => row.startsWith('en.1,2023-24,'))];
  expect(realRows).toHaveLength(4);
});

afterAll(async () => {
  await database.destroy();
  await folder.remove();
});

describe('importing pallone/point_deductions.csv', () => {
  it('is optional: a folder without it imports without it', async () => {
    const report = await importDataDir(database.db, folder.dir);
    expect(fileReport(report)).toBeUndefined();
    expect(report.errors).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('stores the Premier League 2023-24 deductions and reports the bad rows with their line', async () => {
    await folder.write(
      FILE,
      [
        ...realRows,
        'en.1,2023-24,nobody-fc-eng,3,made up,https://example.org/a',
        'en.1,2019-20,everton-fc-eng,3,no such season here,https://example.org/b',
        'en.1,2023-24,everton-fc-eng,three,not a number,https://example.org/c',
        'en.1,2023-24,everton-fc-eng,0,nothing docked,https://example.org/d',
        'en.1,2023-24,everton-fc-eng,3,no source,not a url',
        'en.1,2023-24,everton-fc-eng,3,,https://example.org/e',
        realRows[1],
        'en.1,2023-24,too,few',
        '',
      ].join('\n'),
    );
    const report = await importDataDir(database.db, folder.dir);
    expect(fileReport(report)).toMatchObject({ status: 'imported', rows: 11, rejected: 8, inserted: 3 });
    const errors = report.errors.map((e) => [e.line, e.reason]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(errors).toEqual([
      [5, 'unknown team_id "nobody-fc-eng"'],
      [6, 'unknown competition season "en.1 2019-20"'],
      [7, 'points "three" is not a non-zero integer'],
      [8, 'points "0" is not a non-zero integer'],
      [9, 'source_url "not a url" is not an http(s) URL'],
      [10, 'missing reason'],
      [11, 'same team, season and reason as line 2'],
      [12, 'expected 6 fields, found 4'],
    ]);
    expect(report.errors.every((e) => e.file === FILE)).toBe(true);
    expect((await stored()).map((row) => row.points)).toEqual([6, 2, 4]);
  });

  it('changes nothing the second time, and removes a deduction taken out of the file', async () => {
    await folder.write(FILE, realRows.join('\n'));
    const again = await importDataDir(database.db, folder.dir);
    expect(fileReport(again)).toMatchObject({ rejected: 0, inserted: 0, updated: 0, unchanged: 3 });
    expect(fileReport(again)?.note).toBeUndefined();
    await folder.write(FILE, realRows.filter((_, i) => i !== 2).join('\n'));
    const fewer = await importDataDir(database.db, folder.dir);
    expect(fileReport(fewer)?.note).toBe('removed 1 deduction(s) no longer in the file');
    expect((await stored()).map((row) => row.points)).toEqual([6, 4]);
  });
});
