/**
 * A small folder of real files imported twice changes nothing; a second folder with another season adds to it.
 * Also checks kickoff instants in the source time zones and the unification of team spellings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { matches, teamAliases, teams } from '../db/schema.ts';
import { importDataDir } from './importDataDir.ts';
import type { ImportReport } from './report.ts';
import { createTempDataFolder, type TempDataFolder } from './testDataFolder.ts';

let database: TestDatabase;
let folderA: TempDataFolder;
let folderB: TempDataFolder;
let first: ImportReport;
let second: ImportReport;

const TABLES = [
  'countries',
  'competitions',
  'seasons',
  'competition_seasons',
  'groups',
  'turns',
  'teams',
  'team_aliases',
  'matches',
  'match_statistics',
];

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number(result.rows[0]?.n);
  }
  return counts;
}

const matchIds = () =>
  database.db
    .select({ id: matches.id, sourceId: matches.sourceId, slug: matches.pallonecomSlug })
    .from(matches)
    .orderBy(asc(matches.id));

async function kickoff(sourceId: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ at: matches.kickoffAt })
    .from(matches)
    .where(eq(matches.sourceId, sourceId));
  return row?.at.toISOString();
}

beforeAll(async () => {
  database = await createTestDatabase();
  folderA = await createTempDataFolder();
  await folderA.copy(
    'competitions.json',
    'teams.csv',
    'team_aliases.csv',
    'national_teams.csv',
    'matches/2024-25/it.1.json',
    'matches/2023-24/en.1.json',
    'matches/2026/world.json',
    'matches/2025/fifa.cwc.json',
  );
  folderB = await createTempDataFolder();
  await folderB.copy('matches/2023-24/it.1.json');
  first = await importDataDir(database.db, folderA.dir);
});

afterAll(async () => {
  await database.destroy();
  await folderA.remove();
  await folderB.remove();
});

describe('importing the same folder twice', () => {
  it('imports everything the first time without errors', () => {
    expect(first.errors).toEqual([]);
    expect(first.files.every((f) => f.status === 'imported')).toBe(true);
    expect(first.tables.matches?.inserted).toBe(380 + 380 + 104 + 64);
  });

  it('changes nothing the second time: same counts, same ids', async () => {
    const countsBefore = await tableCounts();
    const idsBefore = await matchIds();
    second = await importDataDir(database.db, folderA.dir);
    expect(second.errors).toEqual([]);
    expect({ inserted: second.inserted, updated: second.updated }).toEqual({ inserted: 0, updated: 0 });
    expect(await tableCounts()).toEqual(countsBefore);
    expect(await matchIds()).toEqual(idsBefore);
  });

  it('adds a second folder with another season to the first', async () => {
    const idsBefore = await matchIds();
    const report = await importDataDir(database.db, folderB.dir);
    expect(report.errors).toEqual([]);
    expect(report.tables.matches?.inserted).toBe(380);
    const idsAfter = await matchIds();
    expect(idsAfter.slice(0, idsBefore.length)).toEqual(idsBefore);
    const serieA = await database.db.execute(
      sql`select count(*)::int as n from matches m join competition_seasons cs on cs.id = m.competition_season_id where cs.competition_id = 68`,
    );
    expect(Number(serieA.rows[0]?.n)).toBe(760);
  });
});

describe('kickoff instants', () => {
  it('Serie A: 18:30 in Rome in summer is 16:30Z', async () => {
    expect(await kickoff('it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano')).toBe(
      '2024-08-17T16:30:00.000Z',
    );
  });
  it('Premier League: 15:00 UK is 14:00Z in summer and 15:00Z in winter', async () => {
    expect(await kickoff('en.1/2023-24/2023-08-12/afc-bournemouth-v-west-ham-united-fc')).toBe(
      '2023-08-12T14:00:00.000Z',
    );
    expect(await kickoff('en.1/2023-24/2023-12-02/arsenal-fc-v-wolverhampton-wanderers-fc')).toBe(
      '2023-12-02T15:00:00.000Z',
    );
  });
  it('World Cup 2026: 13:00 UTC-6 is 19:00Z', async () => {
    expect(await kickoff('world/2026/2026-06-11/mexico-v-south-africa')).toBe('2026-06-11T19:00:00.000Z');
  });
  it('Club World Cup 2025: US Eastern time', async () => {
    expect(await kickoff('fifa.cwc/2025/2025-06-14/al-ahly-sc-v-inter-miami-cf')).toBe(
      '2025-06-15T00:00:00.000Z',
    );
  });
});

describe('team unification', () => {
  it('"Inter" (Club World Cup) and "FC Internazionale Milano" (Serie A) are one team, found by any spelling', async () => {
    const [inter] = await database.db
      .select()
      .from(teams)
      .where(eq(teams.sourceId, 'fc-internazionale-milano-ita'));
    expect(inter?.name).toBe('FC Internazionale Milano');
    const cwc = await database.db.execute(
      sql`select home_team_id, away_team_id, home_name, away_name from matches where source_id like 'fifa.cwc/%' and (home_name = 'Inter' or away_name = 'Inter')`,
    );
    expect(cwc.rows.length).toBe(4);
    for (const row of cwc.rows) expect([row.home_team_id, row.away_team_id]).toContain(inter!.id);
    for (const alias of ['inter', 'internazionale', 'fc internazionale milano', 'inter milan']) {
      const [found] = await database.db.select().from(teamAliases).where(eq(teamAliases.alias, alias));
      expect(found?.teamId).toBe(inter!.id);
    }
  });
  it('national teams are teams with Italian and English names', async () => {
    const [mexico] = await database.db.select().from(teams).where(eq(teams.sourceId, 'national-mexico'));
    expect(mexico).toMatchObject({
      name: 'Messico',
      nameIt: 'Messico',
      nameEn: 'Mexico',
      isNational: true,
      pallonecomSlug: 'messico',
    });
    const [korea] = await database.db
      .select()
      .from(teamAliases)
      .where(eq(teamAliases.alias, 'korea republic'));
    const [southKorea] = await database.db
      .select()
      .from(teams)
      .where(eq(teams.sourceId, 'national-south-korea'));
    expect(korea?.teamId).toBe(southKorea?.id);
  });
});
