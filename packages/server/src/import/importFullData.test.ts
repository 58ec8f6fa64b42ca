/** The whole repository data folder, imported into a fresh database, with a few real facts checked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { competitions, matches, matchStatistics, teams } from '../db/schema.ts';
import { importDataDir } from './importDataDir.ts';
import type { ImportReport } from './report.ts';
import { REAL_DATA_DIR } from './testDataFolder.ts';

let database: TestDatabase;
let report: ImportReport;

const one = async (query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows[0] as Record<string, unknown>;
const count = async (query: ReturnType<typeof sql>) => Number((await one(query)).n);

beforeAll(async () => {
  database = await createTestDatabase();
  report = await importDataDir(database.db, REAL_DATA_DIR);
  console.log(`full import on ${database.kind}: ${(report.durationMs / 1000).toFixed(1)} s`);
});

afterAll(() => database.destroy());

describe('full import of data/', () => {
  it('is fast, complete and error-free', () => {
    expect(report.durationMs).toBeLessThan(60_000);
    expect(report.errors).toEqual([]);
    expect(report.files.filter((f) => f.status === 'failed')).toEqual([]);
    expect(
      report.files
        .filter((f) => f.status === 'skipped')
        .map((f) => f.file)
        .sort(),
    ).toEqual(['cc-by-sa-4.0/worldcup2022_squads.csv', 'international', 'matches.csv']);
  });

  it('holds every match of the data, 380 for Serie A 2023-24', async () => {
    expect(await count(sql`select count(*)::int as n from matches`)).toBe(11_510);
    const serieA = sql`select count(*)::int as n from matches m join competition_seasons cs on cs.id = m.competition_season_id
      join seasons s on s.id = cs.season_id where cs.competition_id = 68 and s.code = '2023-24'`;
    expect(await count(serieA)).toBe(380);
  });

  it('has the catalog competitions with their fixed ids and the qualifiers inside their competition', async () => {
    const rows = await database.db
      .select({ id: competitions.id, code: competitions.code })
      .from(competitions);
    expect(rows.map((r) => `${r.code}=${r.id}`).sort()).toEqual(
      [
        'de.1=54',
        'en.1=7',
        'es.1=61',
        'euro=158',
        'fifa.cwc=17',
        'fr.1=43',
        'it.1=68',
        'it.2=69',
        'nl.1=73',
        'pt.1=145',
        'uefa.cl=12',
        'uefa.conf=167',
        'uefa.el=79',
        'world=184',
      ].sort(),
    );
    const cl = await database.db
      .execute(sql`select g.type, count(*)::int as n from matches m join groups g on g.id = m.group_id
      join competition_seasons cs on cs.id = m.competition_season_id join seasons s on s.id = cs.season_id
      where cs.competition_id = 12 and s.code = '2024-25' group by g.type order by g.type`);
    expect(cl.rows).toEqual([
      { type: 'knockout', n: 29 },
      { type: 'league', n: 144 },
      { type: 'playoff', n: 16 },
      { type: 'qualifying', n: 90 },
    ]);
  });

  it('stores the statistics and the referee of a Premier League match', async () => {
    const [match] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.sourceId, 'en.1/2023-24/2023-08-11/burnley-fc-v-manchester-city-fc'));
    expect(match).toMatchObject({ referee: 'C Pawson', ftHome: 0, ftAway: 3, htHome: 0, htAway: 2 });
    const stats = await database.db
      .select()
      .from(matchStatistics)
      .where(eq(matchStatistics.matchId, match!.id));
    const byCode = Object.fromEntries(
      stats.filter((s) => s.teamId === match!.awayTeamId).map((s) => [s.code, s.value]),
    );
    expect(byCode).toEqual({
      shots: 17,
      shotsOnTarget: 8,
      fouls: 8,
      corners: 5,
      yellowCards: 0,
      redCards: 0,
    });
    // 4,950 rows; the awarded Union Berlin–Bochum (2024-12-14) has no statistics at all.
    expect(await count(sql`select count(distinct match_id)::int as n from match_statistics`)).toBe(4949);
  });

  it('imports tournament goals and the CC BY-SA cards and substitutions with their licence', async () => {
    const events = await database.db.execute(
      sql`select subtype, licence, count(*)::int as n from match_events group by 1, 2 order by 1`,
    );
    expect(events.rows).toEqual([
      { subtype: 'goal', licence: 'CC0-1.0', n: 571 },
      { subtype: 'own-goal', licence: 'CC0-1.0', n: 26 },
      { subtype: 'red', licence: 'CC-BY-SA-4.0', n: 1 },
      { subtype: 'substitute-in', licence: 'CC-BY-SA-4.0', n: 587 },
      { subtype: 'substitute-out', licence: 'CC-BY-SA-4.0', n: 587 },
      { subtype: 'yellow', licence: 'CC-BY-SA-4.0', n: 221 },
      { subtype: 'yellow-red', licence: 'CC-BY-SA-4.0', n: 3 },
    ]);
    const final =
      await one(sql`select count(*)::int as n, min(period) as first, max(minute) as last from match_events e
      join matches m on m.id = e.match_id where m.source_id = 'world/2022/2022-12-18/argentina-v-france' and e.subtype = 'goal'`);
    expect(final).toEqual({ n: 6, first: '1H', last: 118 });
  });

  it('links players to their latest club and national team', async () => {
    const lautaro =
      await one(sql`select p.birth_date, c.source_id as club, n.source_id as national from players p
      left join teams c on c.id = p.current_team_id left join teams n on n.id = p.current_national_team_id
      where p.pallonecom_slug = 'lautaro-martinez'`);
    expect(lautaro).toEqual({
      birth_date: '1997-08-22',
      club: 'fc-internazionale-milano-ita',
      national: 'national-argentina',
    });
    const [italy] = await database.db.select().from(teams).where(eq(teams.sourceId, 'national-italy'));
    expect(
      await count(sql`select count(*)::int as n from squad_memberships where team_id = ${italy!.id}`),
    ).toBe(26);
  });

  it('fills search_text so that an accent-free query finds an accented name', async () => {
    const found = await one(
      sql`select name from teams where search_text % 'sudtirol' order by similarity(search_text, 'sudtirol') desc limit 1`,
    );
    expect(found.name).toMatch(/Südtirol/);
  });
});
