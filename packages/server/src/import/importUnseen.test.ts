/** A competition-season the catalog does not know imports like the others. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { competitions, matches, seasons, teams } from '../db/schema.ts';
import { importDataDir } from './importDataDir.ts';
import type { ImportReport } from './report.ts';
import { createTempDataFolder, readRealMatchFile, type TempDataFolder } from './testDataFolder.ts';

let database: TestDatabase;
let folder: TempDataFolder;
let report: ImportReport;
let second: ImportReport;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await createTempDataFolder();
  await folder.copy('teams.csv', 'team_aliases.csv');
  // Serie A 2024-25 copied as an unknown league `xx.1` of season 2019-20, with its competitions.json entry.
  const serieA = await readRealMatchFile('matches/2024-25/it.1.json');
  const relabel = (m: Record<string, unknown>) => ({
    ...m,
    id: (m.id as string).replace('it.1/2024-25/', 'xx.1/2019-20/'),
  });
  await folder.write('matches/2019-20/xx.1.json', {
    ...serieA,
    competition: 'xx.1',
    season: '2019-20',
    matches: serieA.matches.map(relabel),
  });
  await folder.write('competitions.json', [
    {
      code: 'xx.1',
      season: '2019-20',
      name: 'Example League',
      name_it: 'Lega di esempio',
      country: 'ITA',
      type: 'league',
    },
  ]);
  // Another unknown code without any entry and without team ids: names resolve through the aliases.
  await folder.write('matches/2019-20/zz.2.json', {
    matches: [
      {
        round: 'Matchday 1',
        date: '2019-08-24',
        time: '20:45',
        team1: 'Inter',
        team2: 'Lazio Roma',
        score: { ft: [1, 0] },
        status: 'played',
      },
      {
        round: 'Matchday 1',
        date: '2019-08-25',
        team1: 'Sporting Braga',
        team2: 'Brand New FC',
        status: 'scheduled',
      },
    ],
  });
  report = await importDataDir(database.db, folder.dir);
  second = await importDataDir(database.db, folder.dir);
});

afterAll(async () => {
  await database.destroy();
  await folder.remove();
});

describe('an unseen competition-season', () => {
  it('imports without errors, and again without changes', () => {
    expect(report.errors).toEqual([]);
    expect(report.tables.matches?.inserted).toBe(382);
    expect({ inserted: second.inserted, updated: second.updated }).toEqual({ inserted: 0, updated: 0 });
  });

  it('gets an id ≥ 1000, names and a slug from competitions.json', async () => {
    const [xx] = await database.db.select().from(competitions).where(eq(competitions.code, 'xx.1'));
    expect(xx).toMatchObject({
      nameIt: 'Lega di esempio',
      nameEn: 'Example League',
      type: 'league',
      pallonecomSlug: 'italia-lega-di-esempio',
    });
    expect(xx!.id).toBeGreaterThanOrEqual(1000);
    const [zz] = await database.db.select().from(competitions).where(eq(competitions.code, 'zz.2'));
    expect(zz).toMatchObject({ nameIt: 'ZZ.2', pallonecomSlug: 'mondo-zz-2', type: 'league' });
    expect(zz!.id).toBe(xx!.id + 1);
  });

  it('has its season, league phase and matchdays', async () => {
    const [season] = await database.db.select().from(seasons).where(eq(seasons.code, '2019-20'));
    expect(season).toMatchObject({ name: '2019/2020', pallonecomSlug: '2019-2020' });
    const phases = await database.db.execute(sql`
      select g.name, g.type, g.pallonecom_slug as slug, count(distinct t.id)::int as turns, count(distinct m.id)::int as matches
      from groups g join competition_seasons cs on cs.id = g.competition_season_id join competitions c on c.id = cs.competition_id
      join turns t on t.group_id = g.id join matches m on m.group_id = g.id
      where c.code = 'xx.1' group by g.id`);
    expect(phases.rows).toEqual([
      { name: 'League', type: 'league', slug: 'campionato', turns: 38, matches: 380 },
    ]);
  });

  it('resolves known clubs by alias and creates unknown ones', async () => {
    const [match] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.sourceId, 'zz.2/2019-20/2019-08-24/inter-v-lazio-roma'));
    const [inter] = await database.db
      .select()
      .from(teams)
      .where(eq(teams.sourceId, 'fc-internazionale-milano-ita'));
    const [lazio] = await database.db.select().from(teams).where(eq(teams.sourceId, 'ss-lazio-ita'));
    expect(match).toMatchObject({
      homeTeamId: inter!.id,
      awayTeamId: lazio!.id,
      kickoffAt: new Date('2019-08-24T18:45:00Z'),
    });
    const [fixture] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.sourceId, 'zz.2/2019-20/2019-08-25/sporting-braga-v-brand-new-fc'));
    expect(fixture).toMatchObject({
      hasKickoffTime: false,
      kickoffAt: new Date('2019-08-24T22:00:00Z'),
      status: 'scheduled',
    });
    const [created] = await database.db.select().from(teams).where(eq(teams.sourceId, 'brand-new-fc-xxx'));
    expect(created).toMatchObject({
      name: 'Brand New FC',
      pallonecomSlug: 'brand-new-fc',
      isNational: false,
    });
  });
});
