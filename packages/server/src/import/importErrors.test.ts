/** Bad rows are reported (file, line, reason) and skipped; a file that fails is rolled back alone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { competitions, matches } from '../db/schema.ts';
import { importDataDir } from './importDataDir.ts';
import type { ImportReport } from './report.ts';
import {
  createTempDataFolder,
  readRealFile,
  readRealMatchFile,
  type TempDataFolder,
} from './testDataFolder.ts';

let database: TestDatabase;
let folder: TempDataFolder;
let report: ImportReport;
let goodIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await createTempDataFolder();
  await folder.copy('teams.csv');
  const serieA = await readRealMatchFile('matches/2024-25/it.1.json');
  const good = serieA.matches.slice(0, 5);
  goodIds = good.map((m) => m.id as string);
  const template = good[0]!;
  const bad = [
    { ...template, id: 'bad-date', date: '2024-13-01' },
    { ...template, id: 'missing-team', team2: '' },
    { ...template, id: 'bad-score', score: { ft: ['2', 'x'] } },
    { ...template, id: 'bad-status', status: 'abandoned' },
  ];
  await folder.write('matches/2024-25/it.1.json', { ...serieA, matches: [...good, ...bad] });
  await folder.write('matches/2024-25/it.2.json', '{ "matches": [ not json');
  // Valid JSON in a folder that is not a season key: fails after the competition row was written.
  const eredivisie = await readRealMatchFile('matches/2024-25/nl.1.json');
  await folder.write('matches/2024-2025/nl.1.json', {
    ...eredivisie,
    matches: eredivisie.matches.slice(0, 3),
  });
  const stats = (await readRealFile('match_stats.csv')).split('\n');
  const header = stats[0]!;
  const rows = stats.filter((line) => goodIds.some((id) => line.startsWith(`${id},`)));
  const nonNumeric = rows[0]!.replace(
    /,(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),([^,]*)$/,
    ',x,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13',
  );
  await folder.write(
    'match_stats.csv',
    [
      header,
      rows[0],
      rows[1],
      nonNumeric,
      'it.1/2024-25/2024-08-17/nobody-v-nothing' + rows[2]!.slice(rows[2]!.indexOf(',')),
      'too,few,fields',
      '',
    ].join('\n'),
  );
  await folder.write('squads/broken.csv', 'competition,season,player\nit.1,2023-24,"Unclosed\n');
  report = await importDataDir(database.db, folder.dir);
});

afterAll(async () => {
  await database.destroy();
  await folder.remove();
});

const fileReport = (file: string) => report.files.find((f) => f.file === file);
const errorsOf = (file: string) => report.errors.filter((e) => e.file === file);

describe('bad rows', () => {
  it('are reported with file, match index and reason, and skipped', async () => {
    expect(errorsOf('matches/2024-25/it.1.json')).toEqual([
      { file: 'matches/2024-25/it.1.json', line: 5, reason: 'bad date "2024-13-01"' },
      { file: 'matches/2024-25/it.1.json', line: 6, reason: 'missing team2' },
      { file: 'matches/2024-25/it.1.json', line: 7, reason: 'score.ft ["2","x"] is not numeric' },
      { file: 'matches/2024-25/it.1.json', line: 8, reason: 'unknown status "abandoned"' },
    ]);
    expect(fileReport('matches/2024-25/it.1.json')).toMatchObject({
      status: 'imported',
      rows: 9,
      rejected: 4,
    });
    const stored = await database.db.select({ sourceId: matches.sourceId }).from(matches);
    expect(stored.map((m) => m.sourceId).sort()).toEqual([...goodIds].sort());
  });

  it('in a CSV are reported with their line number', () => {
    const errors = errorsOf('match_stats.csv').sort((a, b) => a.line - b.line);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatchObject({
      line: 4,
      reason: expect.stringMatching(/home_shots "x" is not a count/),
    });
    expect(errors[1]).toMatchObject({
      line: 5,
      reason: 'unknown match_id "it.1/2024-25/2024-08-17/nobody-v-nothing"',
    });
    expect(errors[2]).toMatchObject({
      line: 6,
      reason: expect.stringMatching(/^expected \d+ fields, found 3$/),
    });
    expect(fileReport('match_stats.csv')).toMatchObject({ status: 'imported', rejected: 3 });
  });

  it('still import the good rows of the same file', async () => {
    const result = await database.db.execute(
      sql`select count(distinct match_id)::int as n from match_statistics`,
    );
    expect(Number(result.rows[0]?.n)).toBe(2);
  });
});

describe('a file that cannot be read', () => {
  it('fails alone, with the reason, and the other files import', () => {
    expect(fileReport('matches/2024-25/it.2.json')?.status).toBe('failed');
    expect(errorsOf('matches/2024-25/it.2.json')).toEqual([
      {
        file: 'matches/2024-25/it.2.json',
        line: 0,
        reason: expect.stringMatching(/^file not imported: .*JSON/),
      },
    ]);
    expect(fileReport('squads/broken.csv')?.status).toBe('failed');
    expect(fileReport('teams.csv')?.status).toBe('imported');
  });

  it('leaves nothing of its transaction behind', async () => {
    expect(fileReport('matches/2024-2025/nl.1.json')?.status).toBe('failed');
    expect(errorsOf('matches/2024-2025/nl.1.json')[0]?.reason).toMatch(/season "2024-2025"/);
    // The competition row was written before the season failed: rolled back with the file.
    expect(await database.db.select().from(competitions).where(eq(competitions.id, 73))).toEqual([]);
    expect(await database.db.select().from(competitions).where(eq(competitions.id, 69))).toEqual([]);
    // Files after the failure still see a consistent state.
    expect((await database.db.select().from(competitions).where(eq(competitions.id, 68))).length).toBe(1);
  });
});
