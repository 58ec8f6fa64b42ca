/**
 * LaLiga 2024-25 from the real results in data/matches, against the official final table (LaLiga EA Sports),
 * with head-to-head first. Expected rows: [position, team id, points, goal difference].
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from './computeStandings.ts';
import { matchesKickedOffBy } from './matchFilters.ts';
import { tieBreakRulesFor } from './rules/tieBreakRulesFor.ts';
import { summary } from './testing/buildMatch.ts';
import { loadStandingsMatches, teamIdsOf } from './testing/realMatches.ts';

const rules = tieBreakRulesFor('es.1');

describe('LaLiga 2024-25', async () => {
  const matches = await loadStandingsMatches('2024-25', 'es.1');
  const teamIds = teamIdsOf(matches);
  const table = computeStandings({ matches, teamIds, rules });

  it('matches the official final table: positions, points and goal difference of all 20 teams', () => {
    expect(summary(table)).toEqual([
      [1, 'fc-barcelona-esp', 88, 63],
      [2, 'real-madrid-cf-esp', 84, 40],
      [3, 'club-atletico-de-madrid-esp', 76, 38],
      [4, 'athletic-club-esp', 70, 25],
      [5, 'villarreal-cf-esp', 70, 20],
      [6, 'real-betis-balompie-esp', 60, 7],
      [7, 'rc-celta-de-vigo-esp', 55, 2],
      [8, 'rayo-vallecano-de-madrid-esp', 52, -4],
      [9, 'ca-osasuna-esp', 52, -4],
      [10, 'rcd-mallorca-esp', 48, -9],
      [11, 'real-sociedad-de-futbol-esp', 46, -11],
      [12, 'valencia-cf-esp', 46, -10],
      [13, 'getafe-cf-esp', 42, -5],
      [14, 'rcd-espanyol-de-barcelona-esp', 42, -11],
      [15, 'deportivo-alaves-esp', 42, -10],
      [16, 'girona-fc-esp', 41, -16],
      [17, 'sevilla-fc-esp', 41, -13],
      [18, 'cd-leganes-esp', 40, -17],
      [19, 'ud-las-palmas-esp', 32, -21],
      [20, 'real-valladolid-cf-esp', 16, -64],
    ]);
  });

  it('ranks the three teams on 42 on their mini-league: Getafe 9 pts, Espanyol 9, Alavés 0', () => {
    // Alavés has a better overall goal difference (−10) than Espanyol (−11) but lost all four matches.
    expect(table.slice(12, 15).map((r) => r.teamId)).toEqual([
      'getafe-cf-esp',
      'rcd-espanyol-de-barcelona-esp',
      'deportivo-alaves-esp',
    ]);
  });

  it('puts Real Sociedad above Valencia (3-0, 0-1) and Girona above Sevilla (2-0, 1-2) on head-to-head goal difference', () => {
    expect(table[10]?.goalDifference).toBeLessThan(table[11]?.goalDifference ?? 0);
    expect(table[15]?.goalDifference).toBeLessThan(table[16]?.goalDifference ?? 0);
  });

  it('uses goal difference, not head-to-head, while a pair has met only once', () => {
    // 1 Nov 2024: Alavés and Espanyol on 10 points; Espanyol won their only meeting so far (3-2, 14 Sep),
    // but the return match (22 Feb 2025) is still to come, so Alavés' better goal difference (−6 vs −9) counts.
    const early = computeStandings({
      matches: matchesKickedOffBy(matches, '2024-11-01T00:00:00Z'),
      teamIds,
      rules,
    });
    const alaves = early.find((r) => r.teamId === 'deportivo-alaves-esp');
    const espanyol = early.find((r) => r.teamId === 'rcd-espanyol-de-barcelona-esp');
    expect([alaves?.points, alaves?.goalDifference, espanyol?.points, espanyol?.goalDifference]).toEqual([
      10, -6, 10, -9,
    ]);
    expect(alaves?.position).toBe((espanyol?.position ?? 0) - 1);
  });
});
