import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitionSeasons, seasons, teams } from '../../db/schema.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { readDataCsv, tallyCsvResults } from '../../testing/dataCsv.ts';

const API = '/api/v1';

const matchRows = readDataCsv('matches.csv');

/** The server's "now": Real Madrid's LaLiga 2026-27 fixtures are still to come. */
const NOW = new Date('2026-11-22T12:00:00Z');

const t = testAppPerFile({ now: () => NOW });

async function team(sourceId: string): Promise<{ id: number; slug: string }> {
  const [row] = await t.database.db
    .select({ id: teams.id, slug: teams.pallonecomSlug })
    .from(teams)
    .where(eq(teams.sourceId, sourceId));
  if (!row) throw new Error(`no team ${sourceId}`);
  return row;
}

async function competitionSeason(
  competitionId: number,
  seasonCode: string,
): Promise<{ id: number; seasonId: number }> {
  const rows = await t.database.db
    .select({ id: competitionSeasons.id, seasonId: seasons.id, code: seasons.code })
    .from(competitionSeasons)
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId))
    .where(eq(competitionSeasons.competitionId, competitionId));
  const row = rows.find((r) => r.code === seasonCode);
  if (!row) throw new Error(`no competition season ${competitionId} ${seasonCode}`);
  return row;
}

/** The data's ids of the clubs with a match in a competition season (names vary between files; ids do not). */
function clubIdsOf(competition: string, season: string): string[] {
  const ids = new Set<string>();
  for (const row of matchRows) {
    if (row.competition !== competition || row.season !== season) continue;
    ids.add(row.home_team_id!);
    ids.add(row.away_team_id!);
  }
  return [...ids].sort();
}

/** The data's ids of API teams. */
async function sourceIdsOf(list: readonly { id: number }[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ sourceId: teams.sourceId })
    .from(teams)
    .where(
      inArray(
        teams.id,
        list.map((team) => team.id),
      ),
    );
  return rows.map((row) => row.sourceId).sort();
}

describe('GET /teams/{id} and by slug', () => {
  it('reads Juventus with its country localized', async () => {
    const juve = await team('juventus-fc-ita');
    const italian = await t.get(`${API}/teams/${juve.id}`, { language: 'it' });
    expect(italian.statusCode).toBe(200);
    expect(italian.json()).toMatchObject({
      id: juve.id,
      name: 'Juventus FC',
      pallonecomSlug: juve.slug,
      country: { name: 'Italia' },
      isNational: false,
    });
    expect(italian.json()).not.toHaveProperty('description');
    const english = await t.get(`${API}/teams/pallonecomSlug/${juve.slug}?withDescription=true`);
    expect(english.json()).toMatchObject({ id: juve.id, country: { name: 'Italy' }, description: null });
    expect((await t.get(`${API}/teams/pallonecomSlug/${juve.slug}/getIds`)).json()).toEqual({ id: juve.id });
  });

  it('names national teams in the language asked for', async () => {
    const [germany] = await t.database.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.nameEn, 'Germany'));
    expect((await t.get(`${API}/teams/${germany!.id}`, { language: 'it' })).json().name).toBe('Germania');
    expect((await t.get(`${API}/teams/${germany!.id}`, { language: 'en' })).json().name).toBe('Germany');
  });

  it('is 404 when unknown, 400 naming the field when malformed, 401 without credentials', async () => {
    expect((await t.get(`${API}/teams/999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/teams/pallonecomSlug/no-such-team`)).statusCode).toBe(404);
    const abc = await t.get(`${API}/teams/abc`);
    expect(abc.statusCode).toBe(400);
    expect(abc.json().field).toBe('id');
    expect((await t.get(`${API}/teams/-3/getPlayers`)).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `${API}/teams/1` })).statusCode).toBe(401);
  });
});

describe('GET /teams and /teams/simplified', () => {
  it("lists a competition season's teams", async () => {
    const serieA = await competitionSeason(68, '2024-25');
    const response = await t.get(`${API}/teams?competitionId=68&seasonId=${serieA.seasonId}`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; name: string; country: { name: string } }[];
    expect(await sourceIdsOf(list)).toEqual(clubIdsOf('it.1', '2024-25'));
    expect(list.map((x) => x.name)).toContain('Juventus FC');
    expect(list[0]!.country.name).toBe('Italy');
  });

  it("treats the filter menu's unknown season 154 as the latest season", async () => {
    const response = await t.get(`${API}/teams/simplified?competitionId=68&seasonId=154`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; name: string; pallonecomSlug: string }[];
    expect(await sourceIdsOf(list)).toEqual(clubIdsOf('it.1', '2025-26'));
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name', 'pallonecomSlug']);
    const serieB = await competitionSeason(69, '2023-24');
    const byCs = (await t.get(`${API}/teams/simplified?competitionSeasonId=${serieB.id}`)).json() as {
      id: number;
    }[];
    expect(await sourceIdsOf(byCs)).toEqual(clubIdsOf('it.2', '2023-24'));
  });

  it('needs a competition: 400 without, 404 for an unknown one', async () => {
    const none = await t.get(`${API}/teams/simplified`);
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('competitionId');
    expect((await t.get(`${API}/teams?competitionId=999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/teams`)).json().field).toBe('competitionId');
  });
});

describe("a team's seasons, squad and matches", () => {
  it('lists its competition seasons, latest season first', async () => {
    const juve = await team('juventus-fc-ita');
    const response = await t.get(
      `${API}/teams/${juve.id}/getCompetitionSeasons?withSeason=true&withCountry=true`,
      {
        language: 'it',
      },
    );
    const list = response.json() as {
      competition: { id: number; country?: { name: string } };
      season: { start: string };
    }[];
    const starts = list.map((x) => x.season.start);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(list.filter((x) => x.competition.id === 68)).toHaveLength(3);
    expect(list.find((x) => x.competition.id === 68)?.competition.country?.name).toBe('Italia');
    const bare = (await t.get(`${API}/teams/${juve.id}/getCompetitionSeasons`)).json();
    expect(bare[0]).not.toHaveProperty('season');
  });

  it('lists its 2023-24 squad from the data', async () => {
    const juve = await team('juventus-fc-ita');
    const response = await t.get(`${API}/teams/${juve.id}/getPlayers?withCurrentTeam=true`);
    const body = response.json() as {
      seasonId: number;
      players: { name: string; position: string; currentTeam: unknown }[];
    };
    const squad = readDataCsv('squads/club_squads_2023-24.csv').filter(
      (r) => r.team_id === 'juventus-fc-ita',
    );
    expect(body.players.map((p) => p.name).sort()).toEqual(squad.map((r) => r.player).sort());
    expect(body.players[0]!.position).toBe('GK');
    expect(body.players[0]).toHaveProperty('currentTeam');
  });

  it('lists its next fixtures, soonest first, all still to come', async () => {
    const real = await team('real-madrid-cf-esp');
    const response = await t.get(`${API}/teams/${real.id}/matches/next`);
    const list = response.json() as { date: string; ended: boolean; status: string }[];
    const today = NOW.toISOString().slice(0, 10);
    const upcoming = matchRows.filter(
      (r) =>
        (r.home_team_id === 'real-madrid-cf-esp' || r.away_team_id === 'real-madrid-cf-esp') &&
        r.date! > today,
    );
    expect(upcoming.length).toBeGreaterThan(5);
    expect(list.length).toBeGreaterThanOrEqual(Math.min(5, upcoming.length));
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list.every((m) => Date.parse(m.date) > NOW.getTime() && m.status === 'scheduled')).toBe(true);
    expect([...list.map((m) => m.date)].sort()).toEqual(list.map((m) => m.date));
  });

  it('lists its last played matches, latest first', async () => {
    const juve = await team('juventus-fc-ita');
    const list = (await t.get(`${API}/teams/${juve.id}/getLastMatchesPlayed?limit=3`)).json() as {
      date: string;
      ended: boolean;
    }[];
    expect(list).toHaveLength(3);
    expect(list.every((m) => m.ended)).toBe(true);
    expect([...list.map((m) => m.date)].sort().reverse()).toEqual(list.map((m) => m.date));
  });

  it('totals a competition season from results and match statistics', async () => {
    const juve = await team('juventus-fc-ita');
    const serieA = await competitionSeason(68, '2024-25');
    const stats = (
      await t.get(`${API}/teams/${juve.id}/getCompetitionSeasonStats?competitionSeasonId=${serieA.id}`)
    ).json();
    const rows = matchRows.filter(
      (r) =>
        r.competition === 'it.1' &&
        r.season === '2024-25' &&
        [r.home_team_id, r.away_team_id].includes('juventus-fc-ita'),
    );
    const { won, drawn, goalsFor, goalsAgainst } = tallyCsvResults(rows, 'juventus-fc-ita');
    expect(stats).toMatchObject({ played: 38, won, drawn, lost: 38 - won - drawn, goalsFor, goalsAgainst });
    const shots = readDataCsv('match_stats.csv')
      .filter((r) => r.competition === 'it.1' && r.season === '2024-25')
      .reduce((sum, r) => {
        if (r.home_team_id === 'juventus-fc-ita') return sum + Number(r.home_shots);
        if (r.away_team_id === 'juventus-fc-ita') return sum + Number(r.away_shots);
        return sum;
      }, 0);
    expect(stats.matchesWithStatistics).toBe(38);
    expect(stats.statistics.find((s: { code: string }) => s.code === 'shots').total).toBe(shots);
  });
});

describe('GET /teams/getComparison', () => {
  /** Per-match averages for one team of Serie A 2024-25, worked out from data/match_stats.csv. */
  function expectedAverages(teamId: string) {
    const rows = readDataCsv('match_stats.csv').filter(
      (r) =>
        r.competition === 'it.1' &&
        r.season === '2024-25' &&
        [r.home_team_id, r.away_team_id].includes(teamId),
    );
    const sums: Record<string, number> = {};
    let won = 0;
    for (const r of rows) {
      const [mine, theirs] = r.home_team_id === teamId ? ['home', 'away'] : ['away', 'home'];
      const add = (code: string, value: string | undefined) =>
        (sums[code] = (sums[code] ?? 0) + Number(value));
      add('goalsScored', r[`ft_${mine}`]);
      add('goalsConceded', r[`ft_${theirs}`]);
      add('shots', r[`${mine}_shots`]);
      add('shotsOnTarget', r[`${mine}_shots_on_target`]);
      add('corners', r[`${mine}_corners`]);
      add('fouls', r[`${mine}_fouls`]);
      add('yellowCards', r[`${mine}_yellow`]);
      add('redCards', r[`${mine}_red`]);
      if (Number(r[`ft_${mine}`]) > Number(r[`ft_${theirs}`])) won += 1;
    }
    const averages = Object.fromEntries(Object.entries(sums).map(([code, sum]) => [code, sum / rows.length]));
    return { ...averages, winRate: (won / rows.length) * 100, matchesPlayed: rows.length };
  }

  it('compares two Serie A 2024-25 teams with the real per-match averages', async () => {
    const juve = await team('juventus-fc-ita');
    const inter = await team('fc-internazionale-milano-ita');
    const serieA = await competitionSeason(68, '2024-25');
    const response = await t.get(
      `${API}/teams/getComparison?teamIds=${juve.id},${inter.id}&competitionSeasonId=${serieA.id}`,
      { language: 'it' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      teams: {
        teamId: number;
        parameters: { code: string; name: string; value: number; unitMeasurement: string | null }[];
      }[];
    };
    expect(body.teams.map((x) => x.teamId)).toEqual([juve.id, inter.id]);
    for (const [index, sourceId] of ['juventus-fc-ita', 'fc-internazionale-milano-ita'].entries()) {
      const expected = expectedAverages(sourceId) as Record<string, number>;
      const parameters = body.teams[index]!.parameters;
      expect(parameters.map((p) => p.code).sort()).toEqual(Object.keys(expected).sort());
      for (const parameter of parameters) {
        expect(parameter.value, `${sourceId} ${parameter.code}`).toBeCloseTo(expected[parameter.code]!, 2);
      }
    }
    const shots = body.teams[0]!.parameters.find((p) => p.code === 'shots')!;
    expect(shots).toMatchObject({ name: 'Tiri', unitMeasurement: 'per partita' });
    expect(body.teams[0]!.parameters.find((p) => p.code === 'winRate')?.unitMeasurement).toBe('%');
    const english = await t.get(
      `${API}/teams/getComparison?teamIds=${juve.id},${inter.id}&competitionSeasonId=${serieA.id}`,
    );
    expect(
      english.json().teams[0].parameters.find((p: { code: string }) => p.code === 'shots'),
    ).toMatchObject({
      name: 'Shots',
      unitMeasurement: 'per match',
    });
  });

  it('needs exactly two different team ids', async () => {
    const juve = await team('juventus-fc-ita');
    for (const teamIds of [
      '',
      `${juve.id}`,
      `${juve.id},${juve.id}`,
      `${juve.id},2,3`,
      'a,b',
      '1,99999999999',
    ]) {
      const response = await t.get(`${API}/teams/getComparison?teamIds=${teamIds}`);
      expect(response.statusCode, teamIds).toBe(400);
      expect(response.json().field, teamIds).toBe('teamIds');
    }
    expect((await t.get(`${API}/teams/getComparison?teamIds=${juve.id},999999`)).statusCode).toBe(404);
  });
});
