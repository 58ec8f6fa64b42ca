import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../../db/schema.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { readDataCsv } from '../../testing/dataCsv.ts';
import { competitionSeasonIdByCode } from '../../testing/dataIds.ts';

const API = '/api/v1';
/** The server's "now": Serie B 2025-26's last rounds are past, LaLiga 2026-27 is being played. */
const NOW = new Date('2026-11-22T12:00:00Z');

const matchRows = readDataCsv('matches.csv');

interface MatchJson {
  id: number;
  pallonecomSlug: string;
  homeTeam: { id: number; name: string } | null;
  awayTeam: { id: number; name: string } | null;
  homeScore: number | null;
  awayScore: number | null;
  halfTime: { home: number; away: number } | null;
  extraTime: { home: number; away: number } | null;
  penalties: { home: number; away: number } | null;
  date: string;
  status: string;
  ended: boolean;
  competition: { id: number; name: string };
  season: { id: number; name: string };
  turn: { id: number; name: string } | null;
  referees: { name: string }[];
}

const t = testAppPerFile({ now: () => NOW });

/** The API id and slug of a match of the data, by the data's match id. */
async function matchBySource(sourceId: string): Promise<{ id: number; slug: string }> {
  const [row] = await t.database.db
    .select({ id: matches.id, slug: matches.pallonecomSlug })
    .from(matches)
    .where(eq(matches.sourceId, sourceId));
  if (!row) throw new Error(`no match ${sourceId} in the test database`);
  return row;
}

const competitionSeasonOf = (competitionId: number, seasonCode: string) =>
  competitionSeasonIdByCode(t.database.db, competitionId, seasonCode);

describe('GET /matches/pallonecomSlug/{slug}', () => {
  it('reads a real Serie A 2024-25 match with full-time and half-time scores and the kick-off instant', async () => {
    const { id, slug } = await matchBySource('it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano');
    const response = await t.get(`${API}/matches/pallonecomSlug/${slug}`, { language: 'it' });
    expect(response.statusCode).toBe(200);
    const match = response.json() as MatchJson;
    expect(match).toMatchObject({
      id,
      pallonecomSlug: slug,
      homeScore: 2,
      awayScore: 2,
      halfTime: { home: 1, away: 1 },
      extraTime: null,
      penalties: null,
      status: 'played',
      ended: true,
      // 18:30 in Rome (CEST) is 16:30 UTC.
      date: '2024-08-17T16:30:00.000Z',
      competition: { id: 68, name: 'Serie A' },
      season: { name: '2024/2025' },
    });
    expect(match.homeTeam?.name).toBe('Genoa CFC');
    expect(match.awayTeam?.name).toBe('FC Internazionale Milano');
    expect(match.turn?.name).toBe('Matchday 1');
  });

  it('answers /getIds with the ids behind the slug', async () => {
    const { id, slug } = await matchBySource('it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano');
    const ids = (await t.get(`${API}/matches/pallonecomSlug/${slug}/getIds`)).json();
    expect(ids).toMatchObject({ id, competitionId: 68 });
    expect(ids.homeTeamId).toEqual(expect.any(Number));
  });

  it('is 404 for an unknown slug or id and 400 naming the field for malformed ones', async () => {
    expect((await t.get(`${API}/matches/pallonecomSlug/no-such-match`)).statusCode).toBe(404);
    expect((await t.get(`${API}/matches/999999999`)).statusCode).toBe(404);
    const abc = await t.get(`${API}/matches/abc`);
    expect(abc.statusCode).toBe(400);
    expect(abc.json().field).toBe('id');
    expect((await t.get(`${API}/matches/0/getEvents`)).statusCode).toBe(400);
  });

  it('is 401 without the public credentials', async () => {
    const response = await t.inject({ method: 'GET', url: `${API}/matches/1` });
    expect(response.statusCode).toBe(401);
  });
});

describe('display status', () => {
  it('shows a Serie B 2025-26 fixture of rounds 31–38, past but without result, as resultNotAvailable', async () => {
    const fixture = matchRows.find(
      (row) => row.competition === 'it.2' && row.season === '2025-26' && row.status === 'scheduled',
    );
    expect(fixture).toBeDefined();
    expect(Date.parse(`${fixture!.date}T23:59:59Z`)).toBeLessThan(NOW.getTime());
    const { id } = await matchBySource(fixture!.id!);
    const match = (await t.get(`${API}/matches/${id}`)).json() as MatchJson;
    expect(match.status).toBe('resultNotAvailable');
    expect(match.homeScore).toBeNull();
    expect(match.awayScore).toBeNull();
    expect(match.halfTime).toBeNull();
    expect(match.ended).toBe(false);
  });

  it('keeps the World Cup 2022 final: 2-2 after 90, 3-3 after extra time, 4-2 on penalties', async () => {
    const { id } = await matchBySource('world/2022/2022-12-18/argentina-v-france');
    const match = (await t.get(`${API}/matches/${id}`, { language: 'it' })).json() as MatchJson;
    expect(match).toMatchObject({
      homeScore: 2,
      awayScore: 2,
      extraTime: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
      ended: true,
    });
    expect(match.homeTeam?.name).toBe('Argentina');
    expect(match.awayTeam?.name).toBe('Francia');
    expect(match.homeTeam).not.toHaveProperty('shortName');
  });

  it("gives a club's short name from the data for narrow rows (Inter, Genoa), a national team none", async () => {
    const { id } = await matchBySource('it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano');
    const match = (await t.get(`${API}/matches/${id}`)).json() as MatchJson;
    expect(match.homeTeam).toMatchObject({ name: 'Genoa CFC', shortName: 'Genoa' });
    expect(match.awayTeam).toMatchObject({ name: 'FC Internazionale Milano', shortName: 'Inter' });
  });
});

describe('GET /matches', () => {
  it("gives a Rome day's matches: every match of the data dated 2024-08-17", async () => {
    const expected = matchRows.filter((row) => row.date === '2024-08-17').map((row) => row.id!);
    const response = await t.get(`${API}/matches?date=2024-08-17&pageSize=100`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: MatchJson[]; total: number; page: number; pageSize: number };
    expect(page.total).toBe(expected.length);
    expect(page.items).toHaveLength(expected.length);
    const ids = await Promise.all(expected.map(async (sourceId) => (await matchBySource(sourceId)).id));
    expect(page.items.map((m) => m.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    const dates = page.items.map((m) => m.date);
    expect([...dates].sort()).toEqual(dates);
    for (const date of dates) {
      expect(date >= '2024-08-16T22:00:00.000Z' && date < '2024-08-17T22:00:00.000Z').toBe(true);
    }
  });

  it('paginates, orders and filters by team, head-to-head and state', async () => {
    const inter = await matchBySource('it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano');
    const interId = ((await t.get(`${API}/matches/${inter.id}`)).json() as MatchJson).awayTeam!.id;
    const juve = matchRows.find(
      (row) => row.home_team_id === 'juventus-fc-ita' && row.away_team_id === 'fc-internazionale-milano-ita',
    );
    const juveId = (
      (await t.get(`${API}/matches/${(await matchBySource(juve!.id!)).id}`)).json() as MatchJson
    ).homeTeam!.id;

    const h2h = (
      await t.get(`${API}/matches?teamId=${interId}&teamId2=${juveId}&order=desc&pageSize=100`)
    ).json();
    const expectedH2h = matchRows.filter(
      (row) =>
        [row.home_team_id, row.away_team_id].includes('juventus-fc-ita') &&
        [row.home_team_id, row.away_team_id].includes('fc-internazionale-milano-ita'),
    );
    expect(h2h.total).toBe(expectedH2h.length);
    const h2hDates = (h2h.items as MatchJson[]).map((m) => m.date);
    expect([...h2hDates].sort().reverse()).toEqual(h2hDates);

    const played = (await t.get(`${API}/matches?teamId=${interId}&onlyPlayed=true&pageSize=5&page=2`)).json();
    expect(played.page).toBe(2);
    expect(played.items).toHaveLength(5);
    expect((played.items as MatchJson[]).every((m) => m.ended)).toBe(true);

    const future = (await t.get(`${API}/matches?onlyFuture=true&pageSize=50`)).json();
    expect((future.items as MatchJson[]).every((m) => Date.parse(m.date) > NOW.getTime() && !m.ended)).toBe(
      true,
    );

    const live = (await t.get(`${API}/matches?onlyLive=true`)).json();
    expect(live.total).toBe(0);
  });

  it('rejects a bad date, order or pageSize with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['date=2024-13-45', 'date'],
      ['date=17-08-2024', 'date'],
      ['order=sideways', 'order'],
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      ['teamId=abc', 'teamId'],
    ] as const) {
      const response = await t.get(`${API}/matches?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });
});

describe('a match: events, statistics, referees, squads', () => {
  it('lists the World Cup 2022 final events by period, then minute and stoppage', async () => {
    const { id } = await matchBySource('world/2022/2022-12-18/argentina-v-france');
    const events = (await t.get(`${API}/matches/${id}/getEvents`)).json() as {
      minute: number;
      stoppage: number | null;
      matchPeriod: string;
      subtype: string;
      playerName: string;
      player: { name: string } | null;
      team: { name: string } | null;
    }[];
    const periods = ['1H', '2H', '1EH', '2EH', 'P'];
    const key = (e: (typeof events)[number]) => [periods.indexOf(e.matchPeriod), e.minute, e.stoppage ?? 0];
    for (let i = 1; i < events.length; i++) {
      const [a, b] = [key(events[i - 1]!), key(events[i]!)];
      const order = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
      expect(order, JSON.stringify([events[i - 1], events[i]])).toBeLessThanOrEqual(0);
    }
    const goals = events.filter((e) => e.subtype === 'goal');
    expect(goals.map((g) => `${g.playerName} ${g.minute}`)).toEqual([
      'Lionel Messi 23',
      'Ángel Di María 36',
      'Kylian Mbappé 80',
      'Kylian Mbappé 81',
      'Lionel Messi 108',
      'Kylian Mbappé 118',
    ]);
    const firstHalf = events.filter((e) => e.matchPeriod === '1H');
    // Enzo Fernández's yellow card at 45+7 closes the first half.
    expect(firstHalf.at(-1)).toMatchObject({ minute: 45, stoppage: 7, subtype: 'yellow' });
    expect(events.some((e) => e.minute === 90 && e.stoppage === 8)).toBe(true);
    expect(goals[0]!.team?.name).toBe('Argentina');
  });

  it('gives the real statistics of a Serie A match per team', async () => {
    const source = 'it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano';
    const row = readDataCsv('match_stats.csv').find((r) => r.match_id === source)!;
    const { id } = await matchBySource(source);
    const match = (await t.get(`${API}/matches/${id}`)).json() as MatchJson;
    const stats = (await t.get(`${API}/matches/${id}/getStats`, { language: 'it' })).json() as {
      teams: { teamId: number; parameters: { code: string; name: string; value: number }[] }[];
    };
    expect(stats.teams.map((team) => team.teamId)).toEqual([match.homeTeam!.id, match.awayTeam!.id]);
    const value = (side: 0 | 1, code: string) =>
      stats.teams[side]!.parameters.find((p) => p.code === code)?.value;
    expect(value(0, 'shots')).toBe(Number(row.home_shots));
    expect(value(1, 'shots')).toBe(Number(row.away_shots));
    expect(value(0, 'shotsOnTarget')).toBe(Number(row.home_shots_on_target));
    expect(value(1, 'corners')).toBe(Number(row.away_corners));
    expect(value(1, 'yellowCards')).toBe(Number(row.away_yellow));
    expect(stats.teams[0]!.parameters.find((p) => p.code === 'shots')?.name).toBe('Tiri');
  });

  it('answers empty statistics where the data has none, and the referee of a Premier League match', async () => {
    const { id: final } = await matchBySource('world/2022/2022-12-18/argentina-v-france');
    expect((await t.get(`${API}/matches/${final}/getStats`)).json()).toEqual({ teams: [] });
    const { id } = await matchBySource('en.1/2023-24/2023-08-11/burnley-fc-v-manchester-city-fc');
    expect((await t.get(`${API}/matches/${id}/referees`)).json()).toEqual([
      { name: 'C Pawson', role: 'referee' },
    ]);
    expect((await t.get(`${API}/matches/${final}/referees`)).json()).toEqual([]);
  });

  it('lists both squads of a Euro 2024 match', async () => {
    const { id } = await matchBySource('euro/2024/2024-06-14/germany-v-scotland');
    const squads = (await t.get(`${API}/matches/${id}/getTeamPlayers`)).json() as {
      homeTeam: { players: { name: string; position: string | null }[] };
      awayTeam: { players: { name: string }[] };
    };
    const euro = readDataCsv('squads/euro2024_squads.csv');
    expect(squads.homeTeam.players).toHaveLength(euro.filter((r) => r.team === 'Germany').length);
    expect(squads.awayTeam.players).toHaveLength(euro.filter((r) => r.team === 'Scotland').length);
    expect(squads.homeTeam.players[0]!.position).toBe('GK');
  });
});

describe('rounds, dates and live', () => {
  it('has no live matches: the data has no live feed', async () => {
    const response = await t.get(`${API}/matches/getHomeLiveMatches`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['cache-control']).toContain('max-age=15');
  });

  it('finds the closest and the next Rome day with matches', async () => {
    const days = [...new Set(matchRows.map((row) => row.date!))].sort();
    const nextAfter = days.find((day) => day > '2024-08-17');
    expect((await t.get(`${API}/matches/getClosestDateWithMatches?date=2024-08-17`)).json()).toEqual({
      date: '2024-08-17',
    });
    expect((await t.get(`${API}/matches/getNextDateWithMatches?date=2024-08-17`)).json()).toEqual({
      date: nextAfter,
    });
    const gap = days.find((day, i) => {
      const next = days[i + 1];
      return next !== undefined && Date.parse(next) - Date.parse(day) > 3 * 86_400_000;
    })!;
    const dayAfterGap = new Date(Date.parse(gap) + 86_400_000).toISOString().slice(0, 10);
    expect((await t.get(`${API}/matches/getClosestDateWithMatches?date=${dayAfterGap}`)).json()).toEqual({
      date: gap,
    });
    const bad = await t.get(`${API}/matches/getClosestDateWithMatches?date=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('date');
  });

  it("gives a matchday's matches for the home page and a season's next round", async () => {
    const { id } = await matchBySource('it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano');
    const [row] = await t.database.db
      .select({ groupId: matches.groupId, turnId: matches.turnId })
      .from(matches)
      .where(eq(matches.id, id));
    const round = (
      await t.get(`${API}/matches/getHomeMatches?groupId=${row!.groupId}&turnId=${row!.turnId}`)
    ).json();
    expect(round).toHaveLength(10);
    expect((round as MatchJson[]).every((m) => m.turn?.id === row!.turnId)).toBe(true);
    expect((await t.get(`${API}/matches/getHomeMatches?groupId=999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/matches/getHomeMatches`)).json().field).toBe('groupId');

    const laLiga = await competitionSeasonOf(61, '2026-27');
    const next = (await t.get(`${API}/matches/next?competitionSeasonId=${laLiga}`)).json() as MatchJson[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((m) => Date.parse(m.date) > NOW.getTime() && m.status === 'scheduled')).toBe(true);
    expect(new Set(next.map((m) => m.turn?.id)).size).toBe(1);
    const past = await competitionSeasonOf(68, '2024-25');
    expect((await t.get(`${API}/matches/next?competitionSeasonId=${past}`)).json()).toEqual([]);
  });
});
