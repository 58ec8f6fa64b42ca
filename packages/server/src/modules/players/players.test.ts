import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players, seasons } from '../../db/schema.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { readDataCsv } from '../../testing/dataCsv.ts';

const API = '/api/v1';

const t = testAppPerFile();

interface SearchHit {
  id: number;
  name: string;
  pallonecomSlug: string;
  image: { path: string } | null;
  currentTeam: { name: string } | null;
  similarity: number;
}

/**
 * Goals per scorer in a tournament of data/events/goals_tournaments.csv, own goals left out. The source writes
 * two of Mbappé's 2022 goals (against Poland) by surname only; they are his.
 */
function scorers(competition: string, season: string): [string, number][] {
  const goals = new Map<string, number>();
  for (const row of readDataCsv('events/goals_tournaments.csv')) {
    if (row.competition !== competition || row.season !== season || row.own_goal === 'true') continue;
    const player = row.player === 'Mbappé' ? 'Kylian Mbappé' : row.player!;
    goals.set(player, (goals.get(player) ?? 0) + 1);
  }
  return [...goals].sort((a, b) => b[1] - a[1]);
}

describe('GET /players/search', () => {
  it('finds a real squad player, accent-insensitively, with the current team name', async () => {
    const response = await t.get(`${API}/players/search?search=kenan%20yildiz`);
    expect(response.statusCode).toBe(200);
    const hits = response.json() as SearchHit[];
    const kenan = hits.find((hit) => hit.name === 'Kenan Yıldız');
    expect(kenan).toBeDefined();
    expect(kenan!.currentTeam?.name).toBe('Juventus FC');
    expect(hits[0]!.name).toBe('Kenan Yıldız');
    expect(Object.keys(kenan!).sort()).toEqual([
      'currentTeam',
      'id',
      'image',
      'name',
      'pallonecomSlug',
      'similarity',
      'tier',
    ]);
  });

  it('is case-insensitive, finds by part of a name and sorts by similarity', async () => {
    const upper = (await t.get(`${API}/players/search?search=VLAHOVIC`)).json() as SearchHit[];
    expect(upper[0]!.name).toBe('Dušan Vlahović');
    const partial = (await t.get(`${API}/players/search?search=lautaro&limit=20`)).json() as SearchHit[];
    expect(partial.map((hit) => hit.name)).toEqual(expect.arrayContaining(['Lautaro Martínez']));
    const scores = partial.map((hit) => hit.similarity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(partial.length).toBeLessThanOrEqual(20);
  });

  it('answers 400 naming the field for a blank or missing search, and caps the limit', async () => {
    for (const query of ['search=%20', 'search=', '']) {
      const response = await t.get(`${API}/players/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe('search');
    }
    expect((await t.get(`${API}/players/search?search=rossi&limit=51`)).json().field).toBe('limit');
  });
});

describe('GET /players/{id} and by slug', () => {
  it('reads a player with nationality, position and current team', async () => {
    const [kenan] = await t.database.db
      .select({ id: players.id, slug: players.pallonecomSlug })
      .from(players)
      .where(eq(players.name, 'Kenan Yıldız'));
    const response = await t.get(`${API}/players/${kenan!.id}`, { language: 'it' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: kenan!.id,
      name: 'Kenan Yıldız',
      birthYear: 2005,
      position: 'FW',
      pallonecomSlug: kenan!.slug,
      currentTeam: { name: 'Juventus FC' },
      nationality: { code: 'TUR' },
    });
    const bySlug = await t.get(`${API}/players/pallonecomSlug/${kenan!.slug}`);
    expect(bySlug.json().id).toBe(kenan!.id);
    const ids = (await t.get(`${API}/players/pallonecomSlug/${kenan!.slug}/getIds`)).json();
    expect(ids.id).toBe(kenan!.id);
    const squads = (await t.get(`${API}/players/${kenan!.id}/getTeams`)).json() as {
      team: { name: string };
      season: { name: string };
    }[];
    expect(squads.map((s) => `${s.team.name} ${s.season.name}`)).toEqual(
      expect.arrayContaining(['Juventus FC 2023/2024']),
    );
  });

  it('is 404 when unknown, 400 when malformed, 401 without credentials', async () => {
    expect((await t.get(`${API}/players/999999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/players/999999999/getTeams`)).statusCode).toBe(404);
    expect((await t.get(`${API}/players/pallonecomSlug/nobody-at-all`)).statusCode).toBe(404);
    expect((await t.get(`${API}/players/1.5`)).json().field).toBe('id');
    expect((await t.inject({ method: 'GET', url: `${API}/players/search?search=rossi` })).statusCode).toBe(
      401,
    );
  });
});

describe('top scorers', () => {
  it('ranks the World Cup 2022 scorers from the goal events', async () => {
    const [season] = await t.database.db
      .select({ id: seasons.id })
      .from(seasons)
      .where(eq(seasons.code, '2022'));
    const response = await t.get(`${API}/players/getStandings?competitionId=184&seasonId=${season!.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      competitionSeason: { season: { name: string } };
      rows: { position: number; playerName: string; goals: number; team: { name: string } }[];
    };
    const expected = scorers('world', '2022');
    expect(body.competitionSeason.season.name).toBe('2022');
    expect(body.rows).toHaveLength(5);
    expect(body.rows[0]).toMatchObject({ position: 1, playerName: expected[0]![0], goals: expected[0]![1] });
    expect(body.rows.slice(0, 2).map((r) => `${r.playerName} ${r.goals}`)).toEqual([
      'Kylian Mbappé 8',
      'Lionel Messi 7',
    ]);
    expect(body.rows[0]!.team.name).toBe('France');
    expect(body.rows.map((r) => r.goals)).toEqual(expected.slice(0, 5).map(([, goals]) => goals));
  });

  it('uses the latest season with goals by default, and is empty where the data has no goal events', async () => {
    const world = (await t.get(`${API}/players/getStandings?competitionId=184&limit=3`)).json();
    expect(world.competitionSeason.season.name).toBe('2026');
    expect(world.rows[0].goals).toBe(scorers('world', '2026')[0]![1]);
    const serieA = (await t.get(`${API}/players/getStandings?competitionId=68`)).json();
    expect(serieA.competitionSeason.competition.id).toBe(68);
    expect(serieA.rows).toEqual([]);
    expect((await t.get(`${API}/players/getStandings?competitionId=999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/players/getStandings`)).json().field).toBe('competitionId');
  });

  it('gives the home page the 10 top scorers of the latest tournament', async () => {
    const home = (await t.get(`${API}/players/getHomeStandings`)).json();
    expect(home.competitionSeason.competition.id).toBe(184);
    expect(home.rows).toHaveLength(10);
    const positions = home.rows.map((r: { position: number }) => r.position);
    expect(positions[0]).toBe(1);
    expect([...positions].sort((a: number, b: number) => a - b)).toEqual(positions);
  });
});
