/** Point deductions (data/pallone/point_deductions.csv) in the real tables, through the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeStandings, tieBreakRulesFor } from '@pallone/core';
import { loadGroupResults } from '../standings/queries/standings.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { competitionSeasonDetailOf } from '../../testing/competitionSeasonOf.ts';

const API = '/api/v1';
let t: TestApp;

interface Row {
  position: number;
  team: { id: number; name: string };
  played: number;
  points: number;
  pointsDeducted: number;
}

async function leagueOf(competitionId: number, seasonSlug: string): Promise<number> {
  const detail = await competitionSeasonDetailOf(t, competitionId, seasonSlug);
  return detail.groups.find((group) => group.type === 'league')!.id;
}

const table = async (url: string) => (await t.get(url)).json() as Row[];
const byName = (rows: Row[], name: string) => rows.find((row) => row.team.name === name)!;

let premierLeague: number;

beforeAll(async () => {
  t = await createTestApp();
  premierLeague = await leagueOf(7, '2023-2024');
});
afterAll(() => t.close());

describe('Premier League 2023-24 with its point deductions', () => {
  it('has Everton 15th on 40 (−8) and Nottingham Forest 17th on 32 (−4), as the final table', async () => {
    const rows = await table(`${API}/groups/${premierLeague}/getTeamStandings`);
    expect(byName(rows, 'Everton FC')).toMatchObject({
      position: 15,
      played: 38,
      points: 40,
      pointsDeducted: 8,
    });
    expect(byName(rows, 'Nottingham Forest FC')).toMatchObject({
      position: 17,
      points: 32,
      pointsDeducted: 4,
    });
    expect(byName(rows, 'Brentford FC')).toMatchObject({ position: 16, points: 39, pointsDeducted: 0 });
    expect(byName(rows, 'Luton Town FC')).toMatchObject({ position: 18, points: 26, pointsDeducted: 0 });
    expect(rows.filter((row) => row.pointsDeducted !== 0)).toHaveLength(2);
  });

  it('would be another table without them: Everton on 48 above Brentford, Forest on 36', async () => {
    const group = {
      id: premierLeague,
      type: 'league' as const,
      competitionCode: 'en.1',
      seasonCode: '2023-24',
    };
    const results = await loadGroupResults(t.database.db, group.id);
    const undocked = computeStandings({ ...results, rules: tieBreakRulesFor('en.1', '2023-24') });
    const rows = await table(`${API}/groups/${premierLeague}/getTeamStandings`);
    const everton = byName(rows, 'Everton FC').team.id;
    const forest = byName(rows, 'Nottingham Forest FC').team.id;
    expect(undocked.find((row) => row.teamId === everton)).toMatchObject({ points: 48, pointsDeducted: 0 });
    expect(undocked.find((row) => row.teamId === forest)).toMatchObject({ points: 36 });
    expect(undocked.find((row) => row.teamId === everton)!.position).toBeLessThan(15);
    expect(undocked.map((row) => row.teamId)).not.toEqual(rows.map((row) => row.team.id));
  });

  it('leaves the home and away tables undocked: their points add up to the points won', async () => {
    const home = await table(`${API}/groups/${premierLeague}/getHomeTeamStandings`);
    const away = await table(`${API}/groups/${premierLeague}/getHomeTeamStandings?venue=away`);
    expect([...home, ...away].every((row) => row.pointsDeducted === 0)).toBe(true);
    expect(byName(home, 'Everton FC').points + byName(away, 'Everton FC').points).toBe(48);
  });

  it('keeps the deductions in the table after the last matchday', async () => {
    const detail = (await t.get(`${API}/groups/${premierLeague}`)).json() as {
      turns: { id: number; number: number }[];
    };
    const last = detail.turns.find((turn) => turn.number === 38)!;
    const rows = await table(`${API}/groups/${premierLeague}/getTeamStandings?turnId=${last.id}`);
    expect(byName(rows, 'Everton FC')).toMatchObject({ position: 15, points: 40, pointsDeducted: 8 });
  });
});

describe('other leagues', () => {
  it('Eredivisie 2023-24: Vitesse last on 6 points after −18', async () => {
    const rows = await table(`${API}/groups/${await leagueOf(73, '2023-2024')}/getTeamStandings`);
    expect(rows.at(-1)).toMatchObject({
      position: 18,
      team: { name: 'SBV Vitesse' },
      points: 6,
      pointsDeducted: 18,
    });
  });

  it('Serie B 2024-25: Brescia −4 goes down to 39, below Sampdoria (41); Cosenza −4 last on 30', async () => {
    const rows = await table(`${API}/groups/${await leagueOf(69, '2024-2025')}/getTeamStandings`);
    expect(byName(rows, 'Brescia Calcio')).toMatchObject({ points: 39, pointsDeducted: 4 });
    expect(byName(rows, 'Sampdoria')).toMatchObject({ position: 17, points: 41 });
    expect(byName(rows, 'Brescia Calcio').position).toBeGreaterThan(17);
    expect(rows.at(-1)).toMatchObject({ points: 30, pointsDeducted: 4 });
  });

  it('Ligue 1 2023-24: Montpellier on 41 after −1', async () => {
    const rows = await table(`${API}/groups/${await leagueOf(43, '2023-2024')}/getTeamStandings`);
    expect(byName(rows, 'Montpellier HSC')).toMatchObject({ points: 41, pointsDeducted: 1 });
  });

  it('Serie A 2023-24 has no deduction', async () => {
    const rows = await table(`${API}/groups/${await leagueOf(68, '2023-2024')}/getTeamStandings`);
    expect(rows.every((row) => row.pointsDeducted === 0)).toBe(true);
  });
});
