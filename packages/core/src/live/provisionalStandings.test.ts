import { describe, expect, it } from 'vitest';
import type { StandingRow } from '../types/StandingRow.ts';
import { provisionalStandings } from './provisionalStandings.ts';

const row = (
  position: number,
  id: number,
  points: number,
  goalsFor: number,
  goalsAgainst: number,
): StandingRow => ({
  position,
  team: { id, name: `Team ${id}`, pallonecomSlug: `team-${id}`, image: null },
  played: 10,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor,
  goalsAgainst,
  goalDifference: goalsFor - goalsAgainst,
  points,
  pointsDeducted: 0,
  form: [],
});

const table = [row(1, 1, 22, 20, 8), row(2, 2, 21, 18, 10), row(3, 3, 20, 15, 12), row(4, 4, 8, 6, 20)];

describe('provisionalStandings', () => {
  it('counts a match being played as if it ended now and re-orders the table', () => {
    const live = provisionalStandings(table, [{ homeTeamId: 3, awayTeamId: 1, homeGoals: 2, awayGoals: 0 }]);
    expect(live.map((r) => [r.position, r.team.id, r.points, r.played])).toEqual([
      [1, 3, 23, 11],
      [2, 1, 22, 11],
      [3, 2, 21, 10],
      [4, 4, 8, 10],
    ]);
    expect(live[0]).toMatchObject({ won: 1, goalsFor: 17, goalsAgainst: 12, goalDifference: 5 });
  });

  it('gives a point each for a draw and keeps the stored order among teams it cannot separate', () => {
    const live = provisionalStandings(table, [{ homeTeamId: 1, awayTeamId: 2, homeGoals: 1, awayGoals: 1 }]);
    expect(live.map((r) => [r.team.id, r.points, r.drawn])).toEqual([
      [1, 23, 1],
      [2, 22, 1],
      [3, 20, 0],
      [4, 8, 0],
    ]);
  });

  it('leaves the table as it is without live results or for teams outside the group', () => {
    expect(provisionalStandings(table, [])).toEqual(table);
    expect(
      provisionalStandings(table, [{ homeTeamId: 1, awayTeamId: 99, homeGoals: 3, awayGoals: 0 }]),
    ).toEqual(table);
  });
});
