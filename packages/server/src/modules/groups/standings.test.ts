import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionSeasonDetail, StandingRow } from '@pallone/contract';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { competitionSeasonDetailOf } from '../../testing/competitionSeasonOf.ts';

const API = '/api/v1';
let t: TestApp;

let serieA2324: CompetitionSeasonDetail;
let leagueGroupId: number;

beforeAll(async () => {
  t = await createTestApp();
  serieA2324 = await competitionSeasonDetailOf(t, 68, '2023-2024');
  leagueGroupId = serieA2324.groups[0]!.id;
});
afterAll(() => t.close());

const byName = (rows: StandingRow[], name: string) => rows.find((row) => row.team.name === name);

describe('GET /groups/{id}/getTeamStandings: Serie A 2023-24', () => {
  it('has Inter champions on 94 points with a goal difference of +67', async () => {
    const rows = (await t.get(`${API}/groups/${leagueGroupId}/getTeamStandings`)).json() as StandingRow[];
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({
      position: 1,
      team: { name: 'FC Internazionale Milano' },
      played: 38,
      won: 29,
      drawn: 7,
      lost: 2,
      goalsFor: 89,
      goalsAgainst: 22,
      goalDifference: 67,
      points: 94,
    });
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('puts Torino ahead of Napoli, level on 53, by head-to-head as the official table does', async () => {
    const rows = (await t.get(`${API}/groups/${leagueGroupId}/getTeamStandings`)).json() as StandingRow[];
    const torino = byName(rows, 'Torino FC');
    const napoli = byName(rows, 'SSC Napoli');
    expect(torino).toMatchObject({ position: 9, points: 53, goalDifference: 0 });
    expect(napoli).toMatchObject({ position: 10, points: 53, goalDifference: 7 });
  });

  it('shows the last five results newest last', async () => {
    const rows = (await t.get(`${API}/groups/${leagueGroupId}/getTeamStandings`)).json() as StandingRow[];
    // Inter: Torino 2-0, Sassuolo 1-0 loss, Frosinone 0-5 win, Lazio 1-1, Verona 2-2.
    expect(byName(rows, 'FC Internazionale Milano')?.form).toEqual(['W', 'L', 'W', 'D', 'D']);
    // Torino: Inter 2-0 loss, Bologna 0-0, Verona 1-2 win, Milan 3-1 win, Atalanta 3-0 loss.
    expect(byName(rows, 'Torino FC')?.form).toEqual(['L', 'D', 'W', 'W', 'L']);
  });

  it('gives the table as it stood after matchday 1', async () => {
    const matchday1 = serieA2324.turns.find((turn) => turn.number === 1)!;
    const rows = (
      await t.get(`${API}/groups/${leagueGroupId}/getTeamStandings?turnId=${matchday1.id}`)
    ).json() as StandingRow[];
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.played <= 1)).toBe(true);
    expect(rows.filter((row) => row.played === 1)).toHaveLength(20);
    expect(rows.every((row) => row.form.length === row.played)).toBe(true);
  });

  it('names turnId in a 400 when it is malformed or not a turn of the group', async () => {
    const malformed = await t.get(`${API}/groups/${leagueGroupId}/getTeamStandings?turnId=x`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('turnId');
    const ucl = await competitionSeasonDetailOf(t, 12, '2024-2025');
    const foreign = await t.get(`${API}/groups/${leagueGroupId}/getTeamStandings?turnId=${ucl.turns[0]!.id}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('turnId');
  });

  it('is a 400 for group 0 and a 404 for an unknown group', async () => {
    const zero = await t.get(`${API}/groups/0/getTeamStandings`);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().field).toBe('id');
    expect((await t.get(`${API}/groups/999999/getTeamStandings`)).statusCode).toBe(404);
  });

  it('answers 304 to a conditional GET with the ETag', async () => {
    const url = `${API}/groups/${leagueGroupId}/getTeamStandings`;
    const first = await t.get(url);
    const again = await t.get(url, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /groups/{id}/getHomeTeamStandings', () => {
  it('gives the home table by default and the away table on request', async () => {
    const home = (await t.get(`${API}/groups/${leagueGroupId}/getHomeTeamStandings`)).json() as StandingRow[];
    expect(home[0]).toMatchObject({
      team: { name: 'FC Internazionale Milano' },
      played: 19,
      won: 14,
      drawn: 4,
      lost: 1,
      goalsFor: 44,
      goalsAgainst: 11,
      points: 46,
    });
    const away = (
      await t.get(`${API}/groups/${leagueGroupId}/getHomeTeamStandings?venue=away`)
    ).json() as StandingRow[];
    expect(byName(away, 'FC Internazionale Milano')).toMatchObject({ played: 19, points: 48, goalsFor: 45 });
    const bad = await t.get(`${API}/groups/${leagueGroupId}/getHomeTeamStandings?venue=neutral`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('venue');
  });
});

describe('Champions League 2024-25', () => {
  it('ranks the 36 teams of the league phase with Liverpool first on 21 points', async () => {
    const ucl = await competitionSeasonDetailOf(t, 12, '2024-2025');
    const league = ucl.groups.find((group) => group.type === 'league')!;
    const rows = (await t.get(`${API}/groups/${league.id}/getTeamStandings`)).json() as StandingRow[];
    expect(rows).toHaveLength(36);
    expect(rows[0]).toMatchObject({ position: 1, team: { name: 'Liverpool FC' }, played: 8, points: 21 });
  });

  it('answers an empty table, not an error, for a knockout phase', async () => {
    const ucl = await competitionSeasonDetailOf(t, 12, '2024-2025');
    const knockout = ucl.groups.find((group) => group.type === 'knockout')!;
    const response = await t.get(`${API}/groups/${knockout.id}/getTeamStandings`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const available = await t.get(`${API}/groups/getIsStandingsAvailable/${knockout.id}`);
    expect(available.json()).toEqual({ available: false });
  });
});

describe('Euro 2024 group B', () => {
  it('names the national teams in the language asked for', async () => {
    const euro = await competitionSeasonDetailOf(t, 158, '2024');
    const groupB = euro.groups.find((group) => group.name === 'Group B')!;
    const url = `${API}/groups/${groupB.id}/getTeamStandings`;
    const italian = (await t.get(url, { language: 'it' })).json() as StandingRow[];
    const english = (await t.get(url, { language: 'en' })).json() as StandingRow[];
    expect(italian.map((row) => [row.team.name, row.points])).toEqual([
      ['Spagna', 9],
      ['Italia', 4],
      ['Croazia', 2],
      ['Albania', 1],
    ]);
    expect(english.map((row) => row.team.name)).toEqual(['Spain', 'Italy', 'Croatia', 'Albania']);
  });
});

describe('GET /groups/getIsStandingsAvailable/{id}', () => {
  it('is true for a league with played matches, at any turn', async () => {
    expect((await t.get(`${API}/groups/getIsStandingsAvailable/${leagueGroupId}`)).json()).toEqual({
      available: true,
    });
    const turn = serieA2324.turns[0]!;
    const atTurn = await t.get(`${API}/groups/getIsStandingsAvailable/${leagueGroupId}?turnId=${turn.id}`);
    expect(atTurn.json()).toEqual({ available: true });
  });

  it('is false for a season of fixtures only', async () => {
    const laLiga2627 = await competitionSeasonDetailOf(t, 61, '2026-2027');
    const group = laLiga2627.groups[0]!;
    expect((await t.get(`${API}/groups/getIsStandingsAvailable/${group.id}`)).json()).toEqual({
      available: false,
    });
    const rows = (await t.get(`${API}/groups/${group.id}/getTeamStandings`)).json() as StandingRow[];
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.played === 0)).toBe(true);
  });
});
