/** Champions League 2023-24: the source's one "Group" phase split into Group A…H, with real group tables. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { competitionSeasonDetailOf } from '../../testing/competitionSeasonOf.ts';

const API = '/api/v1';
let t: TestApp;
let groups: { id: number; name: string; type: string }[];

interface Row {
  position: number;
  team: { name: string };
  played: number;
  goalDifference: number;
  points: number;
  pointsDeducted: number;
}

beforeAll(async () => {
  t = await createTestApp();
  groups = (await competitionSeasonDetailOf(t, 12, '2023-2024')).groups;
});
afterAll(() => t.close());

describe('Champions League 2023-24 group stage', () => {
  it('has eight groups of four, Group A…H, before the finals', async () => {
    expect(groups.map((group) => [group.name, group.type])).toEqual([
      ...'ABCDEFGH'.split('').map((letter) => [`Group ${letter}`, 'group']),
      ['Finals', 'knockout'],
    ]);
    for (const group of groups.filter((g) => g.type === 'group')) {
      const rows = (await t.get(`${API}/groups/${group.id}/getTeamStandings`)).json() as Row[];
      expect(rows).toHaveLength(4);
      expect(rows.every((row) => row.played === 6)).toBe(true);
      const detail = (await t.get(`${API}/groups/${group.id}`)).json() as {
        turns: { name: string; number: number }[];
      };
      expect(detail.turns.map((turn) => [turn.name, turn.number])).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => [`Matchday ${n}`, n]),
      );
    }
  });

  it('group F: Dortmund 11, then PSG above Milan on head-to-head goal difference (3-0, 1-2), Newcastle 5', async () => {
    const groupF = groups.find((group) => group.name === 'Group F')!;
    const rows = (await t.get(`${API}/groups/${groupF.id}/getTeamStandings`)).json() as Row[];
    expect(rows.map((row) => [row.position, row.team.name, row.points, row.pointsDeducted])).toEqual([
      [1, 'Borussia Dortmund', 11, 0],
      [2, 'Paris Saint-Germain FC', 8, 0],
      [3, 'AC Milan', 8, 0],
      [4, 'Newcastle United FC', 5, 0],
    ]);
  });

  it('group A: Bayern Munich won it with 16 points; Manchester United last', async () => {
    const groupA = groups.find((group) => group.name === 'Group A')!;
    const rows = (await t.get(`${API}/groups/${groupA.id}/getTeamStandings`)).json() as Row[];
    expect(rows[0]).toMatchObject({ team: { name: 'FC Bayern München' }, points: 16 });
    expect(rows[3]).toMatchObject({ team: { name: 'Manchester United FC' }, points: 4 });
  });
});
