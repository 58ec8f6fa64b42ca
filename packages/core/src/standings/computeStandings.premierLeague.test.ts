/**
 * Premier League 2023-24 from the real results in data/matches, against the official final table: goal difference
 * decides teams level on points, and Everton (−8: −10 reduced to −6 on appeal, then −2) and Nottingham Forest (−4)
 * had points deducted. Expected rows: [position, team id, points, goal difference].
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from './computeStandings.ts';
import { tieBreakRulesFor } from './rules/tieBreakRulesFor.ts';
import { summary } from './testing/buildMatch.ts';
import { loadStandingsMatches, teamIdsOf } from './testing/realMatches.ts';

describe('Premier League 2023-24', async () => {
  const matches = await loadStandingsMatches('2023-24', 'en.1');
  const teamIds = teamIdsOf(matches);
  const pointDeductions = { 'everton-fc-eng': 8, 'nottingham-forest-fc-eng': 4 };
  const table = computeStandings({ matches, teamIds, rules: tieBreakRulesFor('en.1'), pointDeductions });

  it('matches the official final table, deductions included: positions, points and goal difference of all 20', () => {
    expect(summary(table)).toEqual([
      [1, 'manchester-city-fc-eng', 91, 62],
      [2, 'arsenal-fc-eng', 89, 62],
      [3, 'liverpool-fc-eng', 82, 45],
      [4, 'aston-villa-fc-eng', 68, 15],
      [5, 'tottenham-hotspur-fc-eng', 66, 13],
      [6, 'chelsea-fc-eng', 63, 14],
      [7, 'newcastle-united-fc-eng', 60, 23],
      [8, 'manchester-united-fc-eng', 60, -1],
      [9, 'west-ham-united-fc-eng', 52, -14],
      [10, 'crystal-palace-fc-eng', 49, -1],
      [11, 'brighton-hove-albion-fc-eng', 48, -7],
      [12, 'afc-bournemouth-eng', 48, -13],
      [13, 'fulham-fc-eng', 47, -6],
      [14, 'wolverhampton-wanderers-fc-eng', 46, -15],
      [15, 'everton-fc-eng', 40, -11],
      [16, 'brentford-fc-eng', 39, -9],
      [17, 'nottingham-forest-fc-eng', 32, -18],
      [18, 'luton-town-fc-eng', 26, -33],
      [19, 'burnley-fc-eng', 24, -37],
      [20, 'sheffield-united-fc-eng', 16, -69],
    ]);
    expect(table.find((r) => r.teamId === 'everton-fc-eng')).toMatchObject({
      pointsDeducted: 8,
      won: 13,
      drawn: 9,
    });
  });

  it('without the deductions Everton would be 12th on 48 points and Forest 17th on 36', () => {
    const onThePitch = computeStandings({ matches, teamIds, rules: tieBreakRulesFor('en.1') });
    expect(onThePitch.find((r) => r.teamId === 'everton-fc-eng')).toMatchObject({ position: 12, points: 48 });
    expect(onThePitch.find((r) => r.teamId === 'nottingham-forest-fc-eng')).toMatchObject({
      position: 17,
      points: 36,
    });
  });

  it('orders by goal difference, not head-to-head: Brighton (−7) above Bournemouth (−13), who won 4-3 on aggregate', () => {
    const ids = (rows: typeof table) => rows.slice(10, 12).map((r) => r.teamId);
    expect(ids(table)).toEqual(['brighton-hove-albion-fc-eng', 'afc-bournemouth-eng']);
    const headToHeadFirst = computeStandings({
      matches,
      teamIds,
      rules: tieBreakRulesFor('it.1'),
      pointDeductions,
    });
    expect(ids(headToHeadFirst)).toEqual(['afc-bournemouth-eng', 'brighton-hove-albion-fc-eng']);
  });

  it('builds a home table where each team played 19', () => {
    const home = computeStandings({ matches, teamIds, rules: tieBreakRulesFor('en.1'), venue: 'home' });
    expect(home.every((r) => r.played === 19)).toBe(true);
    expect(home.reduce((sum, r) => sum + r.goalsFor, 0)).toBe(
      matches.reduce((sum, m) => sum + (m.homeGoals ?? 0), 0),
    );
  });
});
