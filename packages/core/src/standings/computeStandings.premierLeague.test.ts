/**
 * Premier League 2023-24 from the real results in data/matches, against the official final table: goal difference
 * decides teams level on points, and Everton (−8: −10 reduced to −6 on appeal, then −2) and Nottingham Forest (−4)
 * had points deducted. The whole final table is checked in computeStandings.officialTables.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from './computeStandings.ts';
import { tieBreakRulesFor } from './rules/tieBreakRulesFor.ts';
import { loadSeasonTable } from './testing/seasonTable.ts';

describe('Premier League 2023-24', async () => {
  const pointDeductions = { 'everton-fc-eng': 8, 'nottingham-forest-fc-eng': 4 };
  const { matches, teamIds, table } = await loadSeasonTable('2023-24', 'en.1', { pointDeductions });

  it('counts Everton’s deduction beside its results on the pitch', () => {
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
