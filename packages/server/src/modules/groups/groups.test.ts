import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { competitionSeasonDetailOf } from '../../testing/competitionSeasonOf.ts';

const API = '/api/v1';
let t: TestApp;
let leagueGroupId: number;
let turns: { id: number; number: number }[];

beforeAll(async () => {
  t = await createTestApp();
  const detail = await competitionSeasonDetailOf(t, 68, '2023-2024');
  leagueGroupId = detail.groups[0]!.id;
  turns = detail.turns;
});
afterAll(() => t.close());

describe('GET /groups/{id}', () => {
  it('gives the group with its turns, matchday 38 current although a postponed matchday 29 match came last', async () => {
    const group = (await t.get(`${API}/groups/${leagueGroupId}`)).json();
    expect(group).toMatchObject({ id: leagueGroupId, type: 'league', competitionId: 68 });
    expect(group.turns).toEqual(turns);
    expect(group.currentTurnId).toBe(turns.at(-1)?.id);
  });

  it('is a 404 for an unknown group and a 400 naming the field for a malformed id', async () => {
    expect((await t.get(`${API}/groups/999999`)).statusCode).toBe(404);
    const bad = await t.get(`${API}/groups/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

describe('GET /groups/{id}/getTeamBettingParameterStandings', () => {
  it('derives over 2.5, both-teams-to-score, clean sheets and blanks from the real results', async () => {
    const rows = (await t.get(`${API}/groups/${leagueGroupId}/getTeamBettingParameterStandings`)).json() as {
      team: { name: string };
      played: number;
      over25: number;
      over25Percentage: number;
      cleanSheets: number;
      failedToScore: number;
    }[];
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.played === 38)).toBe(true);
    const inter = rows.find((row) => row.team.name === 'FC Internazionale Milano');
    // Inter 2023-24: 21 clean sheets, failed to score once (Sassuolo 1-0), 21 matches with 3+ goals.
    expect(inter).toMatchObject({ cleanSheets: 21, failedToScore: 1, over25: 21, over25Percentage: 55.3 });
    const percentages = rows.map((row) => row.over25Percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
  });
});
